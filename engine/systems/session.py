"""A game in progress: a system, its state, and the answers given so far.

The session is what recording, playing and replaying share. `answer` either succeeds — the
system's events are applied to the core and the derived rows returned — or raises a
`ScorebookError` and leaves the session exactly as it was; `rehearse` is the same answer
given without keeping it. A system that has warnings for the
person (`system.notes(state)`: dice entered that disagree with its tables, say) gets them
carried on the answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from engine.core.apply import step
from engine.core.frozen import replace
from engine.core.record import PlayRecord
from engine.core.setup import GameSetup
from engine.core.state import GameState
from engine.systems.base import Ask, System


@dataclass(frozen=True)
class Answered:
    """One accepted answer, the rows it produced, and the system's notes on it (warnings for
    the person: the answer stood)."""

    key: str
    value: str
    who: str
    records: tuple[PlayRecord, ...]
    notes: tuple[str, ...] = ()


_ANSWERED = Answered("", "", "", ())


class Session:
    def __init__(self, system: System, setup: GameSetup, options: Mapping[str, str] | None = None):
        self.system = system
        self.setup = setup
        self.options = dict(options or {})
        self.state: Any = system.start(setup, self.options)
        self.records: tuple[PlayRecord, ...] = ()  # every row so far (a tuple: copies stay independent)
        self._asked: tuple[Any, Ask | None] = (None, None)

    @property
    def game(self) -> GameState:
        return self.system.game(self.state)

    def ask(self) -> Ask | None:
        # The same state always asks the same question: a driver asks, then answers, and the
        # answer asks again — once is enough (states are immutable, so identity will do).
        if self._asked[0] is not self.state:
            self._asked = (self.state, self.system.next_ask(self.state))
        return self._asked[1]

    def answer(self, value: str, who: str = "scorekeeper") -> Answered:
        answered, self.state = self.rehearse(value, who)
        self.records += answered.records
        return answered

    def rehearse(self, value: str, who: str = "scorekeeper") -> tuple[Answered, Any]:
        """What `answer` would give, and the system's state after it, the session left as it
        is: the answer read and judged exactly as it will be when given (the game screen says
        what a line will record before Enter records it)."""
        ask = self.ask()
        if ask is None:
            from engine.core.errors import GameOver

            raise GameOver("The game is over: nothing more can be recorded.")
        system = self.system
        state, events = system.answer(self.state, ask, value)
        game = system.game(state)
        records: tuple[PlayRecord, ...] = ()
        if events:  # (most answers move nothing: a die, a choice)
            made: list[PlayRecord] = []
            for event in events:
                game, rows = step(game, event)
                made.extend(rows)
            records = tuple(made)
        state = system.with_game(state, game)
        notes = getattr(system, "notes", None)
        if ask.person and ask.who != "chance":
            who = f"{who}:{ask.person}"  # which person at the table made the choice
        # Made as `replace` makes states (a simulated game has thousands of answers): the
        # same object as Answered(...) builds, at half the cost.
        return replace(_ANSWERED, key=ask.key, value=value, who=who, records=records,
                       notes=tuple(notes(state)) if notes else ()), state


def replay(system: System, setup: GameSetup, options: Mapping[str, str] | None,
           values: Iterable[str]) -> tuple[Session, list[Answered]]:
    """Rebuild a game from its stored answers; the same answers always give the same rows."""
    session = Session(system, setup, options)
    return session, [session.answer(v) for v in values]
