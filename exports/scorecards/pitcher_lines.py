"""The pitchers a team faced, under its grid: each with his line from the box score (IP H R
ER BB SO, pitches-strikes) — in one column for a usual game, in two side by side for a long
one, so that a 19-inning game's bullpen takes half the height and leaves the grid its room.
Every name is set whole, in smaller type when it is long.
"""

from __future__ import annotations

from math import ceil

from exports.pdf_fonts import SANS, SANS_BOLD
from exports.scorecards.names import fit_size

PITCHING = ("IP", "H", "R", "ER", "BB", "SO")
#: One line: x, baseline, text, font, size, anchor ("left" or "right").
Line = tuple[float, float, str, str, float, str]
#: Room under the grid for up to this many pitchers in one column (and the least it keeps).
_ONE_COLUMN = 6
_LEADING, _SIZE = 10, 7.5
#: The figures' columns and the pitches' column, after the name.
_FIGURE, _PITCHES = 30, 45
_NAME, _GAP = 150, 12


def pitcher_room(count: int) -> float:
    """The height under the grid that `count` pitchers' lines take, with their heading."""
    return _LEADING * (_rows(count) + 1) + 8


def _rows(count: int) -> int:
    return max(count, _ONE_COLUMN) if count <= _ONE_COLUMN else ceil(count / 2)


def pitcher_lines(pitchers: list[dict], x: float, top: float, width: float) -> list[Line]:
    """The heading and a line per pitcher, from (`x`, `top`) within `width` points: one column,
    or two when there are more than fit the usual room."""
    rows = _rows(len(pitchers))
    columns = 1 if len(pitchers) <= rows else 2
    figures = _FIGURE * len(PITCHING) + _PITCHES
    name = _NAME if columns == 1 else (width - _GAP) / 2 - figures
    lines: list[Line] = []
    for column in range(columns):
        left = x + column * (name + figures + _GAP)
        chunk = pitchers[column * rows:(column + 1) * rows]
        for n, row in enumerate([["Pitcher", *PITCHING, "Pitches"]] + [_row(p) for p in chunk]):
            y, font = top - _LEADING * n, SANS_BOLD if n == 0 else SANS
            lines.append((left, y, row[0], font, fit_size(row[0], font, _SIZE, name - 4), "left"))
            for i, value in enumerate(row[1:], start=1):
                right = left + name + _FIGURE * i - 4 + (_PITCHES - _FIGURE) * (i == len(row) - 1)
                lines.append((right, y, str(value), font, _SIZE, "right"))
    return lines


def _row(p: dict) -> list:
    name = p["name"] + (f" ({p['decision']})" if p["decision"] else "")
    pitches = "" if p["pitches"] is None else f"{p['pitches']}-{p['strikes']}"
    return [name, *(p[c] for c in PITCHING), pitches]
