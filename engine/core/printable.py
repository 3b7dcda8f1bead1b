"""Ids and names are printable text.

A control character (NUL and the other C0 controls but tab) in a player's id or name, a team's
code or a game's id is never what was meant: it would be stored as typed, then cut a Retrosheet
record, a page of the PDF or a query's output wherever the id is shown. So it is refused where
the text is read, in one sentence that shows the text with the character escaped.
"""

from __future__ import annotations

from engine.core.errors import EntryError, quoted

#: The characters refused: the C0 controls, except tab (a separator that is never kept in an id).
CONTROLS = frozenset(chr(code) for code in range(32)) - {"\t"}


def check_printable(what: str, text: str, line: str = "",
                    rule: str = "ids and names are printable text") -> str:
    """`text` if it has no control character; else raise `EntryError` naming `what` (as
    "Player id"), the character and the text, escaped and cut as `errors.quoted` cuts, then
    the `rule` broken."""
    for at, char in enumerate(text, start=1):
        if char in CONTROLS:
            raise EntryError(f"{what} {quoted(text)} has a control character (U+{ord(char):04X}) "
                             f"at character {at}: {rule}.", line)
    return text

