"""Nanyou 職棒大賽紙牌 (南友公司, Taiwan) as a game system (rules/nanyou.md).

A nine-inning card-and-dice game: in the full mode (兼具攻守, the default) each pitch is a die
from each side on the batting table and a ball in play goes to the batter card's two-dice
pattern; in the batting-only mode (只攻不守, `mode=batting`) each batter rolls two dice on his
card. The optional rules (§3) are game options, all off unless switched on: grades, dh,
errors, bunts, steals, hit_and_run, tag_up, extra_base, subs. Every answer is stored, so a
game replays exactly; the core sees only standard baseball events (plays.py).

Two ways in: `entry=dice` (played in the app, or recorded die by die) asks every die and
choice on its own; `entry=table` (a physical game at the table, §5) asks the scorekeeper for
lines of the table's language — the dice as they fall, tactics, tag-ups, substitutions — and
turns each into the same answers (table_entry.py).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from engine.core.apply import new_game
from engine.core.entry import parse_entry
from engine.core.errors import EntryError, choices, quoted
from engine.core.events import Event
from engine.core.frozen import replace
from engine.core.setup import GameSetup
from engine.core.state import GameState
from engine.systems.base import Ask
# Its modules import one another by full name, never from this package, which imports them.
from engine.systems.nanyou import earlier, flow, table_entry
from engine.systems.nanyou.state import NanyouState, read_options


class NanyouSystem:
    key = "nanyou"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> NanyouState:
        return NanyouState(game=new_game(setup), options=read_options(options))

    def next_ask(self, state: NanyouState) -> Ask | None:
        if state.options.entry == "table":
            return table_entry.next_ask(state)
        return flow.next_ask(state)

    def answer(self, state: NanyouState, ask: Ask, value: str) -> tuple[NanyouState, Sequence[Event]]:
        """Take an answer. One starting with "=" is the outcome override: an entry line saying
        what really happened, which ends the pitch in progress. `earlier.EARLIER` stands in, on
        replay, for a hit-and-run or a tag-up stored under the rules before issue 17."""
        if state.options.entry == "table":
            return table_entry.answer(state, ask, value)
        text = value.strip()
        if text.startswith("="):
            return replace(state, turn=()), parse_entry(text[1:].strip()).events
        if text == earlier.EARLIER:  # a hit-and-run or tag-up stored before issue 17
            state, events = earlier.answer(state, ask)
            return state, tuple(events)
        if ask.options and text not in ask.options:
            raise EntryError(f"{quoted(text)} is not an answer to {quoted(ask.prompt)}: choose "
                             f"{choices(ask.options)}.", text)
        state, events = flow.answer(state, ask, text)
        return state, tuple(events)

    def stale(self, state: NanyouState, ask: Ask, key: str, value: str) -> str | None:
        """What stands in, on replay, for answers stored under the rules before issue 17
        (earlier.py)."""
        return earlier.stale(state, ask, key, value)

    def game(self, state: NanyouState) -> GameState:
        return state.game

    def with_game(self, state: NanyouState, game: GameState) -> NanyouState:
        return replace(state, game=game)

    def notes(self, state: NanyouState) -> tuple[str, ...]:
        return ()


SYSTEM = NanyouSystem()
