"""The `retrosheet` system: a game read from a Retrosheet event file, record by record.

Its answers are the file's own records for one game, after the header, exactly as written
(`play,…`, `sub,…`, `radj,…`, `presadj,…`, `ladj,…`, `badj,…`, `padj,…`, `com,…`, `data,…`),
plus `end,<reason>` when the file stops before the rules end the game (rain). Each becomes
core events (engine.systems.retrosheet.records), so an imported game is scored by the same
engine as a game recorded at the table and replays from its inputs like any other. Records
without events (badj, padj, com, data) are kept as inputs so that an export writes the file
back as it was.

The header (`id`, `version`, `info`, `start`) is the game's setup
(engine.systems.retrosheet.header) and its options: every `info` record is an option
`info.<key>` in file order, and the `version` record `version`, so nothing of the header is
lost.

Asks: `record` (any input record) until the game is final; then `after`, which takes only
`data` and `com` records — the official earned runs (`data,er,…`) that follow the last play.
So this system's `next_ask` never returns None: a finished game is the one whose state is
final, as `games.status` says.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from engine.core.apply import new_game
from engine.core.errors import GameOver
from engine.core.events import Event
from engine.core.frozen import replace
from engine.core.setup import GameSetup
from engine.core.state import GameState
from engine.systems.base import Ask
from engine.systems.plain import situation
from engine.systems.retrosheet.records import AFTER_FINAL, record_events, split_record

RECORD, AFTER = "record", "after"
_RECORD_ASK = Ask(key=RECORD, who="scorekeeper", kind="entry", prompt="")
_AFTER_ASK = Ask(key=AFTER, who="scorekeeper", kind="entry",
                 prompt="The game is over: data or com records only")


@dataclass(frozen=True)
class RetrosheetState:
    """Nothing beyond the core game: the file says everything that happened."""

    game: GameState


class RetrosheetSystem:
    """Official play-by-play, one record per answer; see the module docstring."""

    key = "retrosheet"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> RetrosheetState:
        return RetrosheetState(new_game(setup))

    def next_ask(self, state: RetrosheetState) -> Ask:
        game = state.game
        if game.final:
            return _AFTER_ASK
        # (asked for every record of every imported game: a copy of one ask, not a new one)
        return replace(_RECORD_ASK, prompt=situation(game))

    def answer(self, state: RetrosheetState, ask: Ask,
               value: str) -> tuple[RetrosheetState, Sequence[Event]]:
        if ask.key == AFTER and split_record(value)[0] not in AFTER_FINAL:
            raise GameOver("The game is over: only data and com records may follow it.")
        return state, record_events(state.game, value)

    def game(self, state: RetrosheetState) -> GameState:
        return state.game

    def with_game(self, state: RetrosheetState, game: GameState) -> RetrosheetState:
        return RetrosheetState(game)  # its only field (dataclasses.replace costs more)


SYSTEM = RetrosheetSystem()
