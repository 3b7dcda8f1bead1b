"""The one interface every game system speaks, for playing and for recording (DESIGN.md §2.2).

A system is a state machine that asks questions (`Ask`) and turns answers into core events.
Who answers is the driver's business: a person at the keyboard, the AI, the seeded random
source, or the scorekeeper typing what the table shows. Answers are strings so that they can
be stored as a game's inputs and replayed exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Protocol, Sequence

from engine.core.events import Event
from engine.core.setup import GameSetup
from engine.core.state import GameState

#: Who must answer an ask.
WHO = ("offense", "defense", "chance", "scorekeeper")
#: A system's `stale` (optional: see db/replay.py) says a stored answer to a question its
#: rules no longer ask is dropped.
SKIP = "\x00skip"

#: What kind of answer an ask wants.
KINDS = ("choice", "die", "card", "outcome", "entry")


@dataclass(frozen=True)
class Ask:
    """A question the system needs answered before play can go on.

    `key` names the question for storage and replay (e.g. "entry", "stare.pitcher", "die.pitch");
    `who` is one of WHO; `kind` one of KINDS; `options` the allowed answers when they are a
    closed set (die faces "1".."6", choices), empty when free text (an entry line). `deck` names
    the deck a card ask draws from. Every ask also accepts an outcome override: an answer
    starting with "=" is an entry line saying what really happened.
    """

    key: str
    who: str
    kind: str
    prompt: str
    options: tuple[str, ...] = ()
    deck: str = ""
    person: str = ""


class System(Protocol):
    """A game system: `start`, then `next_ask` / `answer` until `next_ask` returns None."""

    key: str

    def start(self, setup: GameSetup, options: Mapping[str, str]) -> Any: ...

    def next_ask(self, state: Any) -> Ask | None: ...

    def answer(self, state: Any, ask: Ask, value: str) -> tuple[Any, Sequence[Event]]: ...

    def game(self, state: Any) -> GameState:
        """The core baseball state inside the system's own state."""
        ...

    def with_game(self, state: Any, game: GameState) -> Any:
        """The system's state with the core state replaced (after the session applied events)."""
        ...
