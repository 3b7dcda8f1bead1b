"""The lines of a text file as a text editor numbers them, and the comma-separated fields of
one line.

`str.splitlines()` also breaks a line at a form feed, \\x1c–\\x1e, \\x85, \\u2028 and \\u2029: one
of them in a comment would shift every later line number an error names, away from the line
the editor shows. Only \\n, \\r\\n and \\r end a line here.
"""

from __future__ import annotations

import csv

from engine.core.errors import EntryError


def editor_lines(text: str) -> list[str]:
    """`text`'s lines, split at \\n, \\r\\n or \\r only; like `splitlines()`, a line end after
    the last line makes no empty line after it."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def comma_fields(line: str, **dialect) -> list[str]:
    """The fields of one comma-separated line (quoted fields may hold commas). The csv module
    refuses a field over its size limit (128 KiB): that is a mistake in the line, said in a
    sentence, not an exception the reader of a file does not expect."""
    try:
        return next(csv.reader([line], **dialect), [])
    except csv.Error as exc:
        if "field limit" in str(exc):
            message = (f"A field is longer than {csv.field_size_limit():,} characters, the most "
                       "one may hold.")
        else:
            message = f"The line cannot be read as comma-separated fields: {exc}."
        raise EntryError(message, line) from None
