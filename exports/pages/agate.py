"""Tables in agate type, the newspaper's small print for box scores: rows of one line, a name
or label on the left, figures in the columns after it, rules under the column heads and over
the totals, no grid.

`Agate` places every string where reportlab's Table would with the box score's table style
(8.5-point Helvetica, leading 1.2 × size, padding 1 point above and below and 2 points a side,
cells aligned to the bottom), and splits between rows as Table does, so a page looks as it did
when Table drew it; it only skips Table's general machinery (styles per cell, spans).

A name is never cut: one too wide for its column is set smaller, down to the size of a
newspaper's agate, and one too wide even then is broken over lines (the figures level with its
last line). A table with column heads (`head`) is split only with its heads and at least two
rows on each side of the break, and its continuation repeats the heads.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from reportlab.platypus import Flowable

from exports.pages.lines import broken
from exports.pages.stack import draw_at
from exports.pages.text import PageText
from exports.pdf_fonts import SANS, SANS_BOLD, text_width

SIZE = 8.5
LEADING = 1.2 * SIZE
#: Padding above and below a cell, and to its left and right.
PAD, SIDE = 1, 2
ROW = LEADING + 2 * PAD
#: The smallest size a name is set in to keep it on one line (a newspaper's agate is 5.5 to
#: 6 points).
SMALLEST = 6
#: The size a name is broken over lines in, when even the smallest is too wide for one line
#: (larger than the smallest: two lines of it read better).
BROKEN = 7
#: Rows kept together on either side of a table's break (no lone row under the heads, no
#: lone totals on the next page).
KEEP = 2


class Row(NamedTuple):
    """One row of a table: its cells as text, which are bold (all of them, or the columns
    named), how far the first cell is indented past the padding (a substitute under the
    player he followed) and the rules over and under the row (their widths, 0 for none)."""

    cells: Sequence
    bold: bool = False
    bold_columns: Sequence[int] = ()
    indent: float = 0
    rule_above: float = 0
    rule_below: float = 0
    #: A blank row's height, when not a line's (room that levels two tables side by side).
    height: float = 0


class Name(NamedTuple):
    """A first cell as set: its size and its lines, each as (font, text) runs."""

    size: float
    lines: list[list[tuple[str, str]]]


class Agate(Flowable):
    """The rows in columns of `widths`; the figures (every column after the first) are set
    flush right, or centred when `centre` (a line score's innings). The first `head` rows are
    the column heads, repeated over a continuation on the next page."""

    def __init__(self, rows: list[Row], widths: Sequence[float], centre: bool = False,
                 head: int = 0):
        super().__init__()
        self.rows, self.widths, self.centre, self.head = rows, list(widths), centre, head
        self.hAlign = "LEFT"
        self._names = [_name(row, self.widths[0]) for row in rows]
        self._heights = [_height(row, name) for row, name in zip(rows, self._names)]

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = sum(self.widths), sum(self._heights)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """The rows that fit, then the rest: as Table splits by row (not before the first);
        with heads, only with `KEEP` rows under them and `KEEP` rows left, the rest under
        the heads again."""
        fit, height = 0, 0.0
        while fit < len(self.rows) and height + self._heights[fit] <= available_height:
            height += self._heights[fit]
            fit += 1
        if fit >= len(self.rows):
            return [self]
        if self.head:
            fit = min(fit, len(self.rows) - KEEP)
            if fit < self.head + KEEP:
                return []
            heads = self.rows[:self.head]
            return [Agate(self.rows[:fit], self.widths, self.centre, self.head),
                    Agate(heads + self.rows[fit:], self.widths, self.centre, self.head)]
        if fit == 0:
            return []
        return [Agate(self.rows[:fit], self.widths, self.centre),
                Agate(self.rows[fit:], self.widths, self.centre)]

    def draw(self) -> None:
        self.draw_at(self.canv, 0, 0)

    def draw_at(self, canvas, x: float, y: float) -> None:
        """The table with its bottom left corner at (`x`, `y`) (see stack.draw_at)."""
        text = PageText(canvas, (x, y))
        edges = [0.0]
        for w in self.widths:
            edges.append(edges[-1] + w)
        # Where the figures of each column are set: their right ends, or their centres.
        shift = 0.5 if self.centre else 1
        anchors = [edges[c] + w / 2 if self.centre else edges[c + 1] - SIDE
                   for c, w in enumerate(self.widths)]
        top = sum(self._heights)
        for row, name, row_height in zip(self.rows, self._names, self._heights):
            bottom = top - row_height
            baseline = bottom + PAD + LEADING - SIZE
            for c, cell in enumerate(row.cells):
                cell = str(cell)
                if not cell:
                    continue
                font = SANS_BOLD if row.bold or c in row.bold_columns else SANS
                if c == 0 and name is not None:
                    # The lines up from the figures' baseline, each a line of its size apart.
                    lines = name.lines
                    for n, runs in enumerate(lines):
                        y = baseline + (len(lines) - 1 - n) * 1.2 * name.size
                        text.line(SIDE + row.indent, y, runs, name.size)
                elif c == 0:
                    text.place(SIDE + row.indent, baseline, cell, font, SIZE)
                else:
                    text.place(anchors[c], baseline, cell, font, SIZE, shift)
            if row.rule_above:
                text.rule(0, edges[-1], top, row.rule_above)
            if row.rule_below:
                text.rule(0, edges[-1], bottom, row.rule_below)
            top = bottom
        text.close()


class SideBySide(Flowable):
    """Two flowables in the two halves of the width, tops level, with a gap between them:
    reportlab's one-row Table of two cells (padding 3 above and below, 6 each side of the
    gap). Too tall for the page, it splits both sides at the same height (tables with heads
    repeat them); a side that ended is left blank in the continuation (None)."""

    PAD, GAP = 3, 6

    def __init__(self, left: Flowable | None, right: Flowable | None, width: float):
        super().__init__()
        self.parts, self.half = (left, right), width / 2
        self.width = width

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self._sizes = [(0, 0) if p is None else p.wrap(self.half - self.GAP, available_height)
                       for p in self.parts]
        self.height = max(h for _, h in self._sizes) + 2 * self.PAD
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """What fits of both sides, then the rest of both; nothing when a side that must
        split cannot (the pair then goes to the next page whole)."""
        self.wrap(available_width, available_height)
        room = available_height - 2 * self.PAD
        if self.height <= available_height:
            return [self]
        first, rest = [], []
        for part, (_, height) in zip(self.parts, self._sizes):
            if part is None or height <= room:
                first.append(part)
                rest.append(None)
                continue
            pieces = part.split(self.half - self.GAP, room)
            if len(pieces) < 2:
                return []
            first.append(pieces[0])
            rest.append(pieces[1])
        return [SideBySide(*first, 2 * self.half), SideBySide(*rest, 2 * self.half)]

    def draw(self) -> None:
        self.draw_at(self.canv, 0, 0)

    def draw_at(self, canvas, x: float, y: float) -> None:
        for part, (w, h), left in zip(self.parts, self._sizes, (0, self.half + self.GAP)):
            if part is not None:
                draw_at(part, canvas, x + left, y + self.height - self.PAD - h)


def _name(row: Row, width: float) -> Name | None:
    """How the row's first cell is set in a column `width` wide: None when it fits in agate
    type as it is (most names), else smaller, else broken over lines."""
    cell = str(row.cells[0]) if row.cells else ""
    font = SANS_BOLD if row.bold or 0 in row.bold_columns else SANS
    room = width - 2 * SIDE - row.indent
    wide = text_width(cell, font, SIZE)
    if wide <= room:
        return None
    size = SIZE * room / wide
    if size >= SMALLEST:
        return Name(size, broken(cell, font, size, float("inf")))
    return Name(BROKEN, broken(cell, font, BROKEN, room))


def _height(row: Row, name: Name | None) -> float:
    if row.height:
        return row.height
    if name is None or len(name.lines) == 1:
        return ROW
    # The last line sits where a one-line row's does; the others go up from it.
    return ROW + (len(name.lines) - 1) * 1.2 * name.size
