"""A tiny dice game, used to test the system interface the way Bottom of the 9th and Nanyou use
it: the offense chooses, a die decides, and any ask takes an outcome override ("=" + entry)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.apply import new_game
from engine.core.entry import parse_entry
from engine.core.notation import parse_play
from engine.core.state import GameState
from engine.systems.base import Ask

SWING = {"1": "K", "2": "63", "3": "8", "4": "S8", "5": "D7", "6": "HR"}


@dataclass(frozen=True)
class DiceState:
    game: GameState
    choice: str = ""  # "" while the offense has not chosen


class DiceGame:
    key = "dice"

    def start(self, setup, options):
        return DiceState(new_game(setup))

    def next_ask(self, state):
        if state.game.final:
            return None
        if not state.choice:
            return Ask("choose", "offense", "choice", "Swing or take?", ("swing", "take"))
        return Ask("die", "chance", "die", "Roll the die", tuple("123456"))

    def answer(self, state, ask, value):
        if value.startswith("="):
            return replace(state, choice=""), parse_entry(value[1:]).events
        if ask.key == "choose":
            return replace(state, choice=value), ()
        result = SWING[value] if state.choice == "swing" else ("W" if value in "456" else "K")
        return replace(state, choice=""), (parse_play(result),)

    def game(self, state):
        return state.game

    def with_game(self, state, game):
        return replace(state, game=game)


class AlwaysSwing:
    def answer(self, ask, session):
        return "swing"
