"""Who answers each ask: people, the computer, or the dice (DESIGN.md §2.2).

| mode     | choices (offense/defense)      | dice and cards (chance)          |
|----------|--------------------------------|----------------------------------|
| play     | a person, or the AI            | the seeded random source         |
| simulate | the AI for both sides          | the seeded random source         |
| record   | the scorekeeper                | the scorekeeper (what the table shows) |

A person is not called: the driver stops and hands the ask over (`advance` returns it), and
the screen answers it with `Session.answer` when the person has typed. So recording is
playing with the dice typed in, and a played game is stored exactly like a recorded one.
"""

from __future__ import annotations

import random
from typing import Protocol

from engine.core.errors import ScorebookError, quoted
from engine.systems.base import Ask
from engine.systems.session import Answered, Session

MODES = ("play", "simulate", "record")


class Answerer(Protocol):
    """Something that answers asks without a person: the AI or the random source."""

    def answer(self, ask: Ask, session: Session) -> str: ...


class Chance:
    """The seeded random source: a die face or a card from the ask's options."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def answer(self, ask: Ask, session: Session) -> str:
        if not ask.options:
            raise ScorebookError(f"The dice cannot answer {quoted(ask.prompt)}: it has no faces or "
                                 "cards to choose from.")
        return self.rng.choice(ask.options)


class Driver:
    """Runs a session, letting the computer and the dice answer, until a person must answer or
    the game ends.

    `teams` holds, for the visitors and the home team, the AI managing that team or None for a
    person; an "offense" ask goes to the team at bat and a "defense" ask to the team in the
    field. `chance` answers dice and cards (None: a person types them, as when recording).
    "scorekeeper" asks always go to a person.
    """

    def __init__(self, session: Session, teams: tuple[Answerer | None, Answerer | None],
                 chance: Answerer | None):
        self.session = session
        self.teams = teams
        self.chance = chance
        self.history: list[Answered] = []

    def answerer(self, ask: Ask) -> Answerer | None:
        who = ask.who
        if who == "chance":  # (most asks are dice)
            return self.chance
        if who == "offense":
            return self.teams[self.session.game.half]
        if who == "defense":
            return self.teams[1 - self.session.game.half]
        return None

    def advance(self, limit: int | None = None) -> Ask | None:
        """Answer every ask the computer or the dice can; return the ask a person must answer
        next, or None when the game is over (or `limit` answers were given)."""
        given = 0
        while (ask := self.session.ask()) is not None:
            answerer = self.answerer(ask)
            if answerer is None or (limit is not None and given >= limit):
                return ask
            self.history.append(self.session.answer(answerer.answer(ask, self.session), who=ask.who))
            given += 1
        return None


def driver_for(mode: str, session: Session, rng: random.Random, *, away: Answerer | None = None,
               home: Answerer | None = None) -> Driver:
    """A driver for a mode: `play` (a team without an AI is a person), `simulate` (both teams
    need an AI) or `record` (people answer everything, the dice included)."""
    if mode not in MODES:
        raise ScorebookError(f"Unknown mode {quoted(mode)}: choose one of {', '.join(MODES)}.")
    if mode == "record":
        return Driver(session, (None, None), chance=None)
    if mode == "simulate" and (away is None or home is None):
        raise ScorebookError("A simulated game needs the computer to manage both teams.")
    return Driver(session, (away, home), chance=Chance(rng))
