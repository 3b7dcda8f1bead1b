"""The `plain` system: scorekeeping for any game of baseball (DESIGN.md §2.2).

Its only question is the scorekeeper's entry line (engine.core.entry): pitches, plays,
substitutions, comments. Pitches that finish the plate appearance bring their play with them
(`bbbb` walks the batter, see engine.systems.plain.count). The system has no options and no
chance: the game is whatever the table says happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.frozen import replace
from typing import Mapping, Sequence

from engine.core.apply import new_game
from engine.core.entry import parse_entry
from engine.core.events import Event, Pitch
from engine.core.setup import TOP, GameSetup
from engine.core.state import GameState
from engine.systems.base import Ask
from engine.systems.plain.count import finishing_play

ORDINALS = {1: "st", 2: "nd", 3: "rd"}


@dataclass(frozen=True)
class PlainState:
    """Nothing beyond the core game: the plain system keeps no state of its own."""

    game: GameState


class PlainSystem:
    """Scorekeeping by entry line; see the module docstring."""

    key = "plain"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> PlainState:
        return PlainState(new_game(setup))

    def next_ask(self, state: PlainState) -> Ask | None:
        if state.game.final:
            return None
        return Ask(key="entry", who="scorekeeper", kind="entry", prompt=situation(state.game))

    def answer(self, state: PlainState, ask: Ask,
               value: str) -> tuple[PlainState, Sequence[Event]]:
        """Read the entry line (a leading `=`, the outcome override, changes nothing here:
        every plain answer already says what happened)."""
        text = value.strip().removeprefix("=").strip()
        entry = parse_entry(text)
        events = list(entry.events)
        if entry.pitches_only:
            game = state.game
            pitches = tuple(e for e in entry.events if isinstance(e, Pitch))
            play = finishing_play(game.balls, game.strikes, pitches, text)
            if play is not None:
                events.append(play)
        return state, tuple(events)

    def game(self, state: PlainState) -> GameState:
        return state.game

    def with_game(self, state: PlainState, game: GameState) -> PlainState:
        return replace(state, game=game)


def ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else ORDINALS.get(number % 10, "th")
    return f"{number}{suffix}"


def situation(game: GameState) -> str:
    """The prompt: "Top 3rd, 1 out, 2-1 — Smith batting", and on a second line what the game
    waits for when it is not the next pitch (a ball in play recorded without its play)."""
    half = "Top" if game.half == TOP else "Bottom"
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    batter = game.batting.name(game.batter)
    where = f"{half} {ordinal(game.inning)}, {outs}, {game.balls}-{game.strikes} — {batter} batting"
    if game.in_play:
        return f"{where}\nBall in play: type the play that followed (S8, 63, E6 …)."
    return where


SYSTEM = PlainSystem()
