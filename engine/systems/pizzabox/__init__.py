"""Pizza Box Baseball (Erik Smith, On The Line Game Company, 2008) as a game system
(rules/pizza_box.md).

A plate appearance is two strategy cards shown at once — the offence's SWING, TAKE, STEAL or
BUNT, the defence's STRIKE or BALL (or a pitchout) from its hand — and the result card their
colours call for. Four rule levels, game option `level`: A (the basic game), AA (steal, bunt,
pitchout, kept cards), AAA (the batting order reads its own areas, pinch hitters), PRO (pitcher
type cards and their allotments, relievers, the pitcher batting ninth). Two to six players
(`players`, `people.away`, `people.home`): who makes each choice is stored with it. Every
answer is stored, so a game replays exactly; the core sees standard baseball events (plays.py).

Two ways in: `entry=cards` (played in the app) asks every choice and card on its own;
`entry=table` (a physical game, §5) asks the scorekeeper one line per plate appearance — the
two strategy cards and the result card (table_entry.py).
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
from engine.systems.pizzabox import decks, flow, pitchers, table_entry
from engine.systems.pizzabox.state import PizzaBoxState, read_options


class PizzaBoxSystem:
    key = "pizzabox"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> PizzaBoxState:
        opts = read_options(options)
        state = PizzaBoxState(game=new_game(setup), options=opts,
                              piles=decks.fresh_piles(opts.cards), decks=decks.fresh_decks(opts.rules))
        return decks.turnover(pitchers.starting(state))

    def next_ask(self, state: PizzaBoxState) -> Ask | None:
        state = decks.prepared(state)
        if state.options.entry == "table":
            return table_entry.next_ask(state)
        return flow.next_ask(state)

    def answer(self, state: PizzaBoxState, ask: Ask, value: str) -> tuple[PizzaBoxState, Sequence[Event]]:
        """Take an answer. One starting with "=" is the outcome override: an entry line saying
        what really happened, which ends the plate appearance in progress."""
        state = replace(decks.prepared(state), notes=())
        text = value.strip()
        if text.startswith("="):
            return replace(state, turn=()), parse_entry(text[1:].strip()).events
        if state.options.entry == "table":
            return table_entry.answer(state, ask, text)
        if ask.options and text not in ask.options:
            raise EntryError(f"{quoted(text)} is not an answer to {quoted(ask.prompt)}: choose "
                             f"{choices(ask.options)}.", text)
        state, events = flow.answer(state, ask, text)
        return state, tuple(events)

    def game(self, state: PizzaBoxState) -> GameState:
        return state.game

    def with_game(self, state: PizzaBoxState, game: GameState) -> PizzaBoxState:
        """The state after the session applied the events: a new half-inning turns the hand
        over (decks.turnover) and starts the defence's pitcher's inning."""
        return decks.turnover(replace(state, game=game))

    def notes(self, state: PizzaBoxState) -> tuple[str, ...]:
        return state.notes


SYSTEM = PizzaBoxSystem()
