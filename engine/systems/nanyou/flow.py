"""A pitch of Nanyou, or (batting-only mode) a batter's whole turn, resolved step by step.

Mode full (兼具攻守, rules/nanyou.md §2.2): the offense may declare a tactic; the defense rolls
one die, then the offense; the batting table calls the pitch; a hit (H) goes to the batter
card's two dice, doubles allow the home-run challenge, and the result is applied (§2.4).
Mode batting (只攻不守, §2.1): the two dice on the card per batter, the same challenge.

The answers given so far in the turn are kept (`NanyouState.turn`), and the turn is worked out
from the start after every answer by a `Resolver`: when it reaches a die or a choice not yet
answered it stops with that question (`Need`). So every die is a chance ask with its own key
("die.defense", "die.offense", "die.card1", "die.card2", "die.challenge1" …) and recording a
physical game is only typing those dice.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.errors import ScorebookError
from engine.systems.base import Ask
import engine.systems.nanyou.batted_balls as batted_balls
import engine.systems.nanyou.changes as changes
import engine.systems.nanyou.tactics as tactics
from engine.systems.nanyou.state import NanyouState

FACES = ("1", "2", "3", "4", "5", "6")
YES_NO = ("yes", "no")


class Need(Exception):
    """The turn cannot go on without an answer to `ask`."""

    def __init__(self, ask: Ask):
        super().__init__(ask.key)
        self.ask = ask


class Resolver:
    """Reads the answers of the turn so far; asks for the first one missing."""

    def __init__(self, state: NanyouState):
        self.state = state
        self.game = state.game
        self.tables = state.tables
        self.options = state.options

    def die(self, key: str, prompt: str) -> int:
        value = self.state.answered(key)
        if value is None:
            raise Need(Ask(key, "chance", "die", prompt, FACES))
        return int(value)

    def dice(self, key: str, prompt: str) -> tuple[int, int]:
        """Two dice, asked one at a time as `key`1 and `key`2."""
        return self.die(f"{key}1", f"{prompt} (first die)"), self.die(f"{key}2", f"{prompt} (second die)")

    def choose(self, key: str, who: str, prompt: str, options: tuple[str, ...]) -> str:
        if len(options) == 1:
            return options[0]
        value = self.state.answered(key)
        if value is None:
            raise Need(Ask(key, who, "choice", prompt, options))
        return value


def next_ask(state: NanyouState) -> Ask | None:
    if state.game.final:
        return None
    ask = changes.ask(state) if not state.turn else None
    if ask is not None:
        return ask
    try:
        resolve(Resolver(state))
    except Need as need:
        return need.ask
    raise ScorebookError("The turn was complete before any question: this is a bug in the Nanyou flow.")


def answer(state: NanyouState, ask: Ask, value: str) -> tuple[NanyouState, list]:
    """Take one answer (already checked against the ask's options)."""
    if ask.key in changes.KEYS:
        return changes.answer(state, ask.key, value)
    state = replace(state, turn=state.turn + ((ask.key, value),))
    try:
        events = resolve(Resolver(state))
    except Need:
        return state, []
    return replace(state, turn=(), last_turn=state.turn), events


def resolve(r: Resolver) -> list:
    """The events of the turn, once every answer it needs is there (else `Need`)."""
    if r.options.mode == "batting":
        return batted_balls.at_bat(r, batted_balls.card_roll(r), pitched=False)
    tactic = "none"
    legal = tactics.legal(r.state) if r.options.tactics else ()
    if legal:
        tactic = r.choose("tactic", "offense", "Offense: declare a tactic before the pitch?", ("none", *legal))
    d = r.die("die.defense", "Defense: one die for the pitch")
    o = r.die("die.offense", "Offense: one die for the pitch")
    call = r.tables.call(d, o, grade_a_pitcher(r.state))
    if tactic != "none":
        return tactics.resolve(r, tactic, call)
    if call != "H":
        return batted_balls.pitch_events(r, call)
    return batted_balls.at_bat(r, batted_balls.card_roll(r), pitched=True)


def grade_a_pitcher(state: NanyouState) -> bool:
    """Optional rule 1: a grade-A pitcher turns the table's (3,3) and (4,4) into strikes."""
    if not state.options.grades:
        return False
    card = state.card(state.game.pitcher)
    return card is not None and card.grade == "A"
