"""Typed errors: an impossible event or a bad entry, said the way a scorekeeper would say it."""

from __future__ import annotations

from typing import Iterable


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


#: The most of a person's text an error quotes: a 1 MB line in a file is named, not repeated.
#: Fifty, so that a sentence naming a file and line and quoting two values (a play, and the
#: part of it that is wrong) still fits in about 300 characters.
QUOTE_LIMIT = 50


def quoted(value: object) -> str:
    """`value` in quotes for a message: its first QUOTE_LIMIT characters only when it is
    longer, with its length ('play,7,0,…' (1,048,576 characters)); a character that is not
    printable (a line separator, a form feed, NUL) written as its escape, so that the
    message stays one line and shows what is there."""
    return _cut(str(value), "'")


def shown(value: object) -> str:
    """`value` as a message shows what a file held: text quoted, anything else as Python
    writes it (7, [1, 2]); either cut as `quoted` cuts."""
    return _cut(value, "'") if isinstance(value, str) else _cut(repr(value), "")


def label(name: str) -> str:
    """A name a person chose (a card's id) as a message names it: as it is, or quoted and cut
    when it is longer than QUOTE_LIMIT."""
    return name if len(name) <= QUOTE_LIMIT else quoted(name)


#: The most of a list of choices a message names: a list the game builds (every substitute
#: at every position, every card that may be drafted) can run to hundreds of characters.
CHOICES_LIMIT = 80


def choices(options: Iterable[object]) -> str:
    """`options` (each once, in order) as a message lists them: all of them when they fit in
    CHOICES_LIMIT characters, else the first that do and how many there are ('stay, har-n05@P,
    har-n25@1B … (16 in all)'); each as `label` names it."""
    names = [label(str(option)) for option in dict.fromkeys(options)]
    if len(", ".join(names)) <= CHOICES_LIMIT:
        return ", ".join(names)
    kept = names[:1]
    for name in names[1:]:
        if len(", ".join(kept)) + 2 + len(name) > CHOICES_LIMIT:
            break
        kept.append(name)
    return f"{', '.join(kept)} … ({len(names)} in all)"


def _cut(text: str, mark: str) -> str:
    shown = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                    for c in text[:QUOTE_LIMIT])
    if len(text) <= QUOTE_LIMIT:
        return f"{mark}{shown}{mark}"
    return f"{mark}{shown}…{mark} ({len(text):,} characters)"
