"""What the table did, laid out for its pages: the log's lines in columns, a line too long for
its column wrapped onto the next (indented, so it reads as the same entry) rather than cut —
the dice and cards are the record the tabletop players keep, and a scorekeeper's comment is
his. An entry's lines stay together in one column.
"""

from __future__ import annotations

import re

from exports.pdf_fonts import MONO, text_width

SIZE = 7.5
#: How far a wrapped entry's later lines are set in, in characters of the log's fixed font.
_INDENT = "      "


def wrapped(line: str, room: float) -> list[str]:
    """`line` on as many lines as it takes to stay within `room` points: broken before a word
    (the spaces inside each line kept: the log's columns line up), a word longer than a line
    between characters."""
    if text_width(line, MONO, SIZE) <= room:
        return [line]
    out, current = [], ""
    for word in re.findall(r"\s*\S+", line):
        if not current.strip() or text_width(current + word, MONO, SIZE) <= room:
            current += word
        else:
            out.append(current)
            current = _INDENT + word.lstrip()
        while text_width(current, MONO, SIZE) > room:  # a word wider than the column
            cut = _longest(current, room)
            out.append(current[:cut])
            current = _INDENT + current[cut:]
    return out + [current]


def _longest(text: str, room: float) -> int:
    """How many characters of `text` fit in `room` (at least one past the indent)."""
    cut = len(text)
    while cut > len(_INDENT) + 1 and text_width(text[:cut], MONO, SIZE) > room:
        cut -= 1
    return cut


def log_pages(table: list[str], room: float, per_column: int,
              columns: int) -> list[list[list[str]]]:
    """The log as pages of `columns` columns of at most `per_column` lines each, every entry
    wrapped to `room` points and kept whole in its column."""
    pages: list[list[list[str]]] = [[[]]]
    for entry in (wrapped(line, room) for line in table):
        while entry:
            column = pages[-1][-1]
            if column and len(column) + len(entry) > per_column:
                if len(pages[-1]) == columns:
                    pages.append([])
                pages[-1].append([])
                column = pages[-1][-1]
            take = entry[:per_column - len(column)]  # an entry longer than a column goes on
            column += take
            entry = entry[len(take):]
    return pages
