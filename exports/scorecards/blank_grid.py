"""A blank card's grid: a row per batting slot, a column per inning, the batter's own totals at
the right, the inning's totals under it, and the lines for the pitchers he faces.

Each slot's name box has the starter's line and three substitutes' lines, each with its
position and the inning he came in ("Pos", "Inn"); each at-bat box the ball and strike boxes and
a diamond (or what the system's own box draws); at the right AB R H RBI for each batter and the
team's totals under them; under the innings R H E LOB; then six pitcher lines, in two tables of
three side by side — the height a pencil needs is what the page is short of, not the width.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from reportlab.pdfgen.canvas import Canvas

from exports.pdf_fonts import SANS, SANS_BOLD, text_width
from exports.scorecards.blank_draw import GREY, at_bat_box, column_heads, fit_text
from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH, PAGE, draw_text

#: The batter's own columns, at the right of the innings.
BATTING = ("AB", "R", "H", "RBI")
STAT_WIDTH = 16.0
BATTING_WIDTH = len(BATTING) * STAT_WIDTH
#: The name box's columns for each line: the position, and the inning a substitute came in.
SUB_COLUMNS = (("Pos", 20.0), ("Inn", 15.0))
SUBSTITUTES = 3
HEAD = 11.0  # the grid's heading row
TOTAL_ROW = 9.0  # each of R H E LOB
PITCHER_LINES, PITCHER_LINE = 6, 12.0
PITCHER_COLUMN = 27.0
#: Below the grid: R H E LOB, a gap, the pitchers' heading and their lines.
PITCHER_HEAD, GAP = 9.0, 3.0
BAND = 4 * TOTAL_ROW + GAP + PITCHER_HEAD + PITCHER_LINES // 2 * PITCHER_LINE


@dataclass(frozen=True)
class Grid:
    """What one page's grid holds: the inning columns' labels, the batting slots, the
    pitchers' columns; `count` the ball and strike boxes in each box, `cell(canvas, x, y, w,
    h)` a system's own boxes (`cell_top` the height they take along the box's top), `diamond`
    False when that box draws its own; the innings share what is left of the page up to
    `right`; `aside` (width, draw(canvas, x, y, w, h, slot)) a column
    between the names and the innings, slot 0 its heading."""

    innings: tuple[str, ...]
    slots: int
    pitching: tuple[str, ...]
    count: bool = True
    cell: Callable[..., None] | None = None
    cell_top: float = 0.0
    diamond: bool = True
    right: float = PAGE[0] - MARGIN
    aside: tuple[float, Callable[..., None]] | None = None


def row_height(grid: Grid, top: float) -> float:
    """The slots share the height between the heading and the band under the grid: the
    page is used down to its margin, a short lineup getting taller boxes."""
    return (top - HEAD - BAND - MARGIN) / grid.slots


def draw_grid(canvas: Canvas, grid: Grid, rows: list[tuple], top: float) -> float:
    """The grid from `top` down, the lineup `rows` (slot, name, position, and the uniform
    number when known) written in; returns the foot of the pitchers' lines."""
    extra = grid.aside[0] if grid.aside else 0.0
    x0 = MARGIN + NAME_WIDTH + extra
    width = (grid.right - x0 - BATTING_WIDTH) / len(grid.innings)
    right = x0 + width * len(grid.innings)
    height = row_height(grid, top)
    by_slot = {slot: (name, pos, number[0] if number else "")
               for slot, name, pos, *number in rows}
    _heading(canvas, grid, top, x0, width, right)
    y = top - HEAD
    for slot in range(1, grid.slots + 1):
        y -= height
        _name_box(canvas, y, height, slot, *by_slot.get(slot, ("", "", "")))
        if grid.aside:
            canvas.setLineWidth(0.8)
            canvas.rect(MARGIN + NAME_WIDTH, y, extra, height)
            grid.aside[1](canvas, MARGIN + NAME_WIDTH, y, extra, height, slot)
        for i in range(len(grid.innings)):
            x = x0 + i * width
            canvas.setLineWidth(0.4)
            canvas.rect(x, y, width, height)
            if grid.diamond:
                at_bat_box(canvas, x, y, width, height, grid.count, grid.cell_top)
            if grid.cell is not None:
                grid.cell(canvas, x, y, width, height)
        canvas.setLineWidth(0.4)
        for n in range(len(BATTING)):
            canvas.rect(right + n * STAT_WIDTH, y, STAT_WIDTH, height)
    _totals(canvas, x0, width, len(grid.innings), right, y)
    return _pitchers(canvas, grid.pitching, y - 4 * TOTAL_ROW - GAP)


def _heading(canvas: Canvas, grid: Grid, top: float, x0: float, width: float,
             right: float) -> None:
    canvas.setLineWidth(0.8)
    canvas.rect(MARGIN, top - HEAD, right + len(BATTING) * STAT_WIDTH - MARGIN, HEAD)
    base = top - HEAD + 3
    draw_text(canvas, MARGIN + 4, base, "Batter", SANS_BOLD, 8)
    sub_x = MARGIN + NAME_WIDTH - sum(w for _, w in SUB_COLUMNS)
    column_heads(canvas, sub_x, base, [w for _, w in SUB_COLUMNS], tuple(h for h, _ in SUB_COLUMNS))
    if grid.aside:
        grid.aside[1](canvas, MARGIN + NAME_WIDTH, top - HEAD, grid.aside[0], HEAD, 0)
    for i, inning in enumerate(grid.innings):
        fit_text(canvas, x0 + (i + 0.5) * width, base, inning, SANS_BOLD, 8, width - 2, "center")
    column_heads(canvas, right, base, [STAT_WIDTH] * len(BATTING), BATTING)


def _name_box(canvas: Canvas, y: float, h: float, slot: int, name: str, pos: str,
              number: str) -> None:
    """The slot's box: its number, the starter's line (his uniform number, name and
    position), three substitutes' lines, each with room for the position and the inning."""
    canvas.setLineWidth(0.8)
    canvas.setStrokeGray(0)
    canvas.rect(MARGIN, y, NAME_WIDTH, h)
    draw_text(canvas, MARGIN + 3, y + h - 10, str(slot), SANS_BOLD, 8)
    subs_x = MARGIN + NAME_WIDTH - sum(w for _, w in SUB_COLUMNS)
    at = MARGIN + 14
    if number:  # a substitute's number the scorer writes before his name
        fit_text(canvas, at, y + h - 10, f"#{number}", SANS, 7.5, 20)
        at += min(20.0, text_width(f"#{number}", SANS, 7.5)) + 3
    fit_text(canvas, at, y + h - 10, name, SANS_BOLD, 8, subs_x - at - 2)
    if pos:
        fit_text(canvas, subs_x + SUB_COLUMNS[0][1] / 2, y + h - 10, pos, SANS, 7.5,
                 SUB_COLUMNS[0][1] - 2, "center")
    canvas.setLineWidth(0.3)
    canvas.setStrokeGray(GREY)
    x = subs_x
    for _, w in SUB_COLUMNS:
        canvas.line(x, y, x, y + h)
        x += w
    step = (h - 13) / SUBSTITUTES
    for line in range(1, SUBSTITUTES + 1):  # each substitute writes on a line of his own
        ly = y + h - 13 - step * line + 2
        canvas.line(MARGIN + 14, ly, MARGIN + NAME_WIDTH - 2, ly)
    canvas.setStrokeGray(0)


def _totals(canvas: Canvas, x0: float, width: float, innings: int, right: float,
            foot: float) -> None:
    """R H E LOB under each inning, and the team's AB R H RBI under the batters' columns."""
    canvas.setLineWidth(0.3)
    for n, label in enumerate(("R", "H", "E", "LOB")):
        row_y = foot - TOTAL_ROW * (n + 1)
        draw_text(canvas, x0 - 4, row_y + 2, label, SANS_BOLD, 7, "right")
        canvas.line(x0, row_y, right, row_y)
    for i in range(innings + 1):
        canvas.line(x0 + i * width, foot, x0 + i * width, foot - 4 * TOTAL_ROW)
    canvas.setLineWidth(0.8)
    for n in range(len(BATTING)):
        canvas.rect(right + n * STAT_WIDTH, foot - 2 * TOTAL_ROW, STAT_WIDTH, 2 * TOTAL_ROW)
    draw_text(canvas, right + len(BATTING) * STAT_WIDTH / 2, foot - 2 * TOTAL_ROW - 8,
              "Team totals", SANS, 6, "center")


def _pitchers(canvas: Canvas, heads: tuple[str, ...], top: float) -> float:
    """Six pitcher lines, three in each of two tables across the page; returns their foot."""
    half = (PAGE[0] - 2 * MARGIN - 12) / 2
    per_table = PITCHER_LINES // 2
    for t in range(2):
        x = MARGIN + t * (half + 12)
        columns = x + half - PITCHER_COLUMN * len(heads)
        draw_text(canvas, x, top - 7, "Pitchers faced" if t == 0 else "(continued)",
                  SANS_BOLD, 7.5)
        column_heads(canvas, columns, top - 7, [PITCHER_COLUMN] * len(heads), heads, 7)
        canvas.setLineWidth(0.3)
        for n in range(1, per_table + 1):
            ly = top - PITCHER_HEAD - PITCHER_LINE * n
            canvas.line(x, ly, x + half, ly)
        for i in range(len(heads) + 1):
            cx = columns + i * PITCHER_COLUMN
            canvas.line(cx, top - PITCHER_HEAD, cx, top - PITCHER_HEAD - PITCHER_LINE * per_table)
    return top - PITCHER_HEAD - PITCHER_LINE * per_table
