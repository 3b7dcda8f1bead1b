"""Bottom of the 9th (Louder & Mullins, 2015) as a game system (rules/bot9.md).

The home team bats against the visitors' pitcher, one pitch at a time: the stare-down, the
dice, the abilities the guess unlocked, the swing table's call and the run race. Every answer
is stored, so a game replays exactly; the core sees only standard baseball events (plays.py).

Two ways in: `entry=dice` (played in the app, or recorded die by die) asks every choice and
die; `entry=table` (a physical game at the table) asks the scorekeeper one line per pitch —
the call, safe or out, and optionally the tokens and dice shown (table_entry.py).
"""

from __future__ import annotations

from engine.core.frozen import replace
from typing import Mapping, Sequence

from engine.core.apply import new_game
from engine.core.entry import parse_entry
from engine.core.events import Event, Play
from engine.core.setup import GameSetup
from engine.core.state import GameState
from engine.systems.base import Ask
# Its modules import one another by full name, never from this package, which imports them.
from engine.systems.bot9 import abilities, cleanup, earlier, flow, substitutes, table_entry
from engine.systems.bot9.fatigue import after_play
from engine.systems.bot9.options import read_options
from engine.systems.bot9.solo import stare_down
from engine.systems.bot9.state import NEW_TURN, Bot9State


class Bot9System:
    key = "bot9"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> Bot9State:
        return Bot9State(game=new_game(setup), options=read_options(options))

    def next_ask(self, state: Bot9State) -> Ask | None:
        if state.options.entry == "table":
            return table_entry.next_ask(state)  # a clean-up is said on the next line (`up`)
        if state.recovery and not state.game.final:
            return cleanup.ask(state)
        return flow.next_ask(state)

    def answer(self, state: Bot9State, ask: Ask, value: str) -> tuple[Bot9State, Sequence[Event]]:
        """Take an answer. One starting with "=" is the outcome override: an entry line saying
        what really happened (a card's text beats the rulebook), which ends the pitch in
        progress. One that is not among the choices may be from a game stored before a
        question was added (earlier.py)."""
        if state.notes:  # (most answers have none to clear)
            state = replace(state, notes=())
        text = value.strip()
        if state.options.entry == "table":
            chosen = cleanup.table_word(state, text)  # `up`: the clean-up's markers
            if chosen is not None:
                return chosen, ()
            state = cleanup.close(state)
        elif text.startswith("="):
            state = cleanup.settle_as_before(state)
        elif ask.options and text not in ask.options:
            if ask.key == "batter.ability":
                text = earlier.without_mvp(state, text)  # stored when the ★MVP was a choice
            if text not in ask.options and not (ask.key == "batter.mvp"
                                                and text == abilities.EARLIER):
                state, ask = earlier.as_stored_before(state, ask, text, self.next_ask)
                if ask is None:
                    return state, ()
        if text.startswith("="):
            state, events = replace(state, turn=NEW_TURN), parse_entry(text[1:].strip()).events
        elif state.options.entry == "table":
            state, events = table_entry.answer(state, ask, text)
        elif ask.key == cleanup.ASK_KEY:
            state, events = cleanup.move_back(state, text), []
        else:
            state, events = flow.answer(state, ask, text)
            if state.game.new_half:  # pinch hitters who batted for fielders take the field
                events = [*substitutes.take_the_field(state), *events]
        if events and any(isinstance(e, Play) and e.batter_event for e in events):
            state = state.plate_appearance_over()
        return state, tuple(events)

    def stale(self, state: Bot9State, ask: Ask, key: str, value: str) -> str | None:
        """What stands in, on replay, for answers stored under the earlier rules of the ★MVP
        and the support card (earlier.py)."""
        return earlier.stale(state, ask, key, value)

    def game(self, state: Bot9State) -> GameState:
        return state.game

    def with_game(self, state: Bot9State, game: GameState) -> Bot9State:
        """The state after the session applied the events: the pitcher's fatigue markers
        (fatigue.after_play), or in a solo game his pitch deck (solo/stare_down.after_play).
        Most answers are a die that moved nothing on the bases: then there is nothing to do."""
        if game is state.game and not state.cleanup:
            return state
        if state.options.solo:
            return stare_down.after_play(state, game)
        return after_play(state, game)

    def notes(self, state: Bot9State) -> tuple[str, ...]:
        """Warnings for the scorekeeper from the last answer (entered dice that disagree with
        the tables: the scorekeeper's word stood)."""
        return state.notes


SYSTEM = Bot9System()
