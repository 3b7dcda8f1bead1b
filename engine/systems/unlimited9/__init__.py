"""Unlimited Nine (覺醒吧！棒球魂, Kuro, 2009) as a game system (rules/unlimited_nine.md).

A plate appearance is a hidden duel: the defence, then the offence, commits cards of one colour
face down; the count is each side's power, a defence of the offence's colour has none, and a
difference the batter's hit table reads puts the ball in play, where the fielder may catch it.
Hands are set every plate appearance from the batter's batting and the pitcher's pitching (plus
the catcher's bonus); events are played before each half; skills are paid for in cards. Three
innings. Two modes (option `mode`): basic, each side the nine characters of its captain's colour,
a tie a draw; standard, teams recruited first (recruit.py), a tie to the team batting second.

The game before the first pitch — the captains, the teams, the hands and who bats first — is
made by pregame.py or recruit.py and stored as the game's options, so a game replays exactly
from its answers. Two ways in: `entry=cards` (played in the app) asks every choice and card on
its own; `entry=table` (a physical game, §5) asks the scorekeeper one line per plate appearance
(table_entry.py). The core sees standard baseball events (plays.py).
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
from engine.systems.unlimited9 import flow, hands, innings, resolve, table_entry
from engine.systems.unlimited9.state import Table, U9State, characters_of, read_options


class UnlimitedNineSystem:
    key = "unlimited9"

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> U9State:
        opts = read_options(options)
        characters = characters_of(setup, opts)
        used = set(opts.hands[0]) | set(opts.hands[1]) | set(opts.discard)
        deck = tuple(sorted(c.id for c in opts.cards.events if c.id not in used))
        tables = tuple(Table(hand=opts.hands[t], hidden=opts.hidden[t],
                             students=frozenset(p for p, c in characters[t].items()
                                                if c in opts.students[t]))
                       for t in (0, 1))
        # A hand the set-up did not give (a game recorded card by card) is dealt first: the
        # scorekeeper types the cards each side was dealt.
        first = 3 * opts.rules.first_hand_per_colour
        owed = tuple(0 if opts.dealt[t] or opts.entry == "table" else first for t in (0, 1))
        return U9State(game=new_game(setup), options=opts, characters=characters,
                       tables=(tables[0], tables[1]), deck=deck, discard=opts.discard,
                       owed=(owed[0], owed[1]))

    def next_ask(self, state: U9State) -> Ask | None:
        state = hands.prepared(state)
        if state.options.entry == "table":
            return table_entry.next_ask(state)
        return flow.next_ask(state)

    def answer(self, state: U9State, ask: Ask, value: str) -> tuple[U9State, Sequence[Event]]:
        """Take an answer. One starting with "=" is the outcome override: an entry line saying
        what really happened, which ends the plate appearance in progress."""
        state = replace(hands.prepared(state), notes=())
        text = value.strip()
        if state.options.entry == "table":  # its own "=PLAY", with its own word on a bare "="
            return table_entry.answer(state, ask, text)
        if text.startswith("="):
            return resolve.done(state), parse_entry(text[1:].strip()).events
        if ask.options and text not in ask.options:
            raise EntryError(f"{quoted(text)} is not an answer to {quoted(ask.prompt)}: choose "
                             f"{choices(ask.options)}.", text)
        state, events = flow.answer(state, ask, text)
        return state, tuple(events)

    def game(self, state: U9State) -> GameState:
        return state.game

    def with_game(self, state: U9State, game: GameState) -> U9State:
        """The state after the session applied the events: the end of an inning turns the
        events over and the sick to their student side."""
        return innings.turnover(replace(state, game=game))

    def notes(self, state: U9State) -> tuple[str, ...]:
        return state.notes


SYSTEM = UnlimitedNineSystem()
