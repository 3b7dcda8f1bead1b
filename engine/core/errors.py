"""Typed errors: an impossible event or a bad entry, said the way a scorekeeper would say it."""


class ScorebookError(Exception):
    """Base of every error a person can cause; its message is one sentence for that person."""


class IllegalEvent(ScorebookError):
    """The event cannot happen in this state (a fourth out, two runners on one base …)."""


class EntryError(ScorebookError):
    """A line of the entry language could not be read."""

    def __init__(self, message: str, line: str = "", column: int | None = None):
        super().__init__(message)
        self.line = line
        self.column = column


class GameOver(IllegalEvent):
    """Nothing more can happen: the game has ended."""
