"""Tables in agate type, the newspaper's small print for box scores: rows of one line, a name
or label on the left, figures in the columns after it, rules under the column heads and over
the totals, no grid.

`Agate` places every string where reportlab's Table would with the box score's table style
(8.5-point Helvetica, leading 1.2 × size, padding 1 point above and below and 2 points a side,
cells aligned to the bottom), and splits between rows as Table does, so a page looks as it did
when Table drew it; it only skips Table's general machinery (styles per cell, spans, wrapping).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from reportlab.platypus import Flowable

from exports.pages.stack import draw_at
from exports.pages.text import PageText
from exports.pdf_fonts import SANS, SANS_BOLD, text_width

SIZE = 8.5
LEADING = 1.2 * SIZE
#: Padding above and below a cell, and to its left and right.
PAD, SIDE = 1, 2
ROW = LEADING + 2 * PAD
#: A first-column name is cut to this much less than its column ("…" put after it).
CLIP = 12


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


class Agate(Flowable):
    """The rows in columns of `widths`; the figures (every column after the first) are set
    flush right, or centred when `centre` (a line score's innings)."""

    def __init__(self, rows: list[Row], widths: Sequence[float], centre: bool = False):
        super().__init__()
        self.rows, self.widths, self.centre = rows, list(widths), centre
        self.hAlign = "LEFT"

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width, self.height = sum(self.widths), ROW * len(self.rows)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """The rows that fit, then the rest: as Table splits by row (not before the first)."""
        fit, height = 0, 0.0
        while fit < len(self.rows) and height + ROW <= available_height:
            fit, height = fit + 1, height + ROW
        if fit == 0:
            return []
        if fit >= len(self.rows):
            return [self]
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
        top = ROW * len(self.rows)
        for row in self.rows:
            bottom = top - ROW
            baseline = bottom + PAD + LEADING - SIZE
            for c, cell in enumerate(row.cells):
                cell = str(cell)
                if not cell:
                    continue
                font = SANS_BOLD if row.bold or c in row.bold_columns else SANS
                if c == 0:
                    text.place(SIDE + row.indent, baseline,
                               clip(cell, self.widths[0] - CLIP, font), font, SIZE)
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
    gap). Like that row, it is not split: it moves to the next page whole."""

    PAD, GAP = 3, 6

    def __init__(self, left: Flowable, right: Flowable, width: float):
        super().__init__()
        self.parts, self.half = (left, right), width / 2
        self.width = width

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self._sizes = [p.wrap(self.half - self.GAP, available_height) for p in self.parts]
        self.height = max(h for _, h in self._sizes) + 2 * self.PAD
        return self.width, self.height

    def draw(self) -> None:
        self.draw_at(self.canv, 0, 0)

    def draw_at(self, canvas, x: float, y: float) -> None:
        for part, (w, h), left in zip(self.parts, self._sizes, (0, self.half + self.GAP)):
            draw_at(part, canvas, x + left, y + self.height - self.PAD - h)


def clip(text: str, room: float, font: str) -> str:
    """`text` cut to fit `room` points in agate type, with "…" to say so."""
    if text_width(text, font, SIZE) <= room:
        return text
    while text and text_width(text + "…", font, SIZE) > room:
        text = text[:-1]
    return text.rstrip() + "…"
