"""Reading a play's text one character at a time, and the play as it is being read.

`PlayText` is the cursor the notation readers share; every mistake it reports is an
`EntryError` naming the whole play and the column of the bad part. `PlayDraft` collects what the
readers find (event type, the advances the notation implies, fielding credits, flags) before
`engine.core.notation` freezes it into a `Play`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.errors import EntryError, quoted
from engine.core.events import Advance, EventType
from engine.core.numbers import is_digits

#: Runner keys in the order a scorer writes advances: the lead runner first.
RUNNER_ORDER = ("3", "2", "1", "B")


class PlayText:
    """A cursor over the upper-cased text of one play."""

    def __init__(self, text: str, original: str | None = None, offset: int = 0):
        self.text = text
        self.original = original if original is not None else text
        self.pos = 0
        self.offset = offset  # where `text` starts inside `original`, for error columns

    @property
    def done(self) -> bool:
        return self.pos >= len(self.text)

    def peek(self, ahead: int = 0) -> str:
        at = self.pos + ahead
        return self.text[at] if at < len(self.text) else ""

    def take(self) -> str:
        char = self.peek()
        self.pos += 1
        return char

    def take_if(self, chars: str) -> str:
        """Take the next character when it is one of `chars`; return it, or "" if not."""
        char = self.peek()
        if char and char in chars:
            self.pos += 1
            return char
        return ""

    def take_letters(self) -> str:
        start = self.pos
        while self.peek().isalpha():
            self.pos += 1
        return self.text[start:self.pos]

    def take_digits(self) -> str:
        start = self.pos
        while is_digits(self.peek()):
            self.pos += 1
        return self.text[start:self.pos]

    def rest(self) -> str:
        return self.text[self.pos:]

    def fail(self, reason: str, column: int | None = None) -> EntryError:
        """An error naming this play: Unknown play 'S10': a hit's fielder must be 1-9."""
        where = self.offset + (self.pos if column is None else column)
        return EntryError(f"Unknown play {quoted(self.original)}: {reason}.", self.original, where)


@dataclass(frozen=True)
class Credit:
    """One fielding credit as written (`64`, `2E6`, `E5`) and what it gives each fielder.

    `safe` is true when the credit ends in an error: the runner it names escaped the out.
    `unknown` marks Retrosheet's `99` (fielders unknown): an out with no putout or assist.
    """

    text: str
    putouts: tuple[int, ...] = ()
    assists: tuple[int, ...] = ()
    errors: tuple[int, ...] = ()
    safe: bool = False
    unknown: bool = False


@dataclass
class PlayDraft:
    """A play while it is being read; `notation.parse_play` turns it into a `Play`.

    `implied` holds the advances the basic play implies, one per runner (B, 1, 2, 3);
    `explicit` those written after the `.`. `credits` keeps each fielding credit with the
    runner whose implied out it records, so an explicit advance that overturns that out
    (`K.B-1`) can take the credit back, as Chadwick does for the catcher's putout.
    """

    event_type: EventType = EventType.NO_PLAY
    implied: dict[str, Advance] = field(default_factory=dict)
    explicit: list[Advance] = field(default_factory=list)
    credits: list[tuple[str, Credit]] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    batted_ball: str = ""
    inferred_batted_ball: str = ""
    location: str = ""
    #: Why runners moved on this play when the advance does not say (WP on K+WP.B-1).
    context_reason: str = ""

    def credit(self, credit: Credit, owner: str = "") -> None:
        self.credits.append((owner, credit))

    def imply(self, advance: Advance) -> None:
        self.implied[advance.start] = advance
