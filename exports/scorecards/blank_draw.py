"""The pieces a blank scorecard is drawn with: text that fits the room it is given, and the
at-bat box a scorer fills in with a pencil — a diamond to draw the base paths on, and the boxes
to tick each ball and strike in (three balls: the fourth is the walk; two strikes: the third
ends the at-bat), as Bob Carpenter's and Project Scoresheet's sheets have them.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

from exports.pdf_fonts import SANS, text_width
from exports.scorecards.game_pdf import draw_text

#: A ball or strike box: big enough to tick with a pencil (2 mm).
COUNT_BOX = 5.5
BALLS, STRIKES = 3, 2
#: Points in a millimetre, for the sizes a scorer measures the card by.
MM = 72 / 25.4
GREY = 0.55


def fit_text(canvas: Canvas, x: float, y: float, text: str, font: str, size: float,
             width: float, anchor: str = "left") -> float:
    """`text` at (x, y), in `size` points or smaller so that it is no wider than `width`: a
    long name is set smaller, never cut. Returns the size used."""
    wide = text_width(text, font, size)
    if wide > width > 0:
        size = size * width / wide * 0.98
    draw_text(canvas, x, y, text, font, size, anchor)
    return size


def at_bat_box(canvas: Canvas, x: float, y: float, w: float, h: float, count: bool,
               clear_top: float = 0.0) -> None:
    """One at-bat box's blank: the ball and strike boxes in its top left corner (`count`),
    and a diamond as big as the box allows below them and `clear_top` points of other boxes
    along its top edge, home plate at the bottom."""
    top = y + h - clear_top - (2 * COUNT_BOX + 4 if count else 2)
    r = max(2.0, min(w * 0.3, (top - y - 6) / 2))
    cx, cy = x + w / 2 + (COUNT_BOX if count else 0) / 2, (y + top) / 2
    canvas.setStrokeGray(GREY)
    canvas.setLineWidth(0.5)
    path = canvas.beginPath()
    path.moveTo(cx, cy - r)
    for px, py in ((cx + r, cy), (cx, cy + r), (cx - r, cy), (cx, cy - r)):
        path.lineTo(px, py)
    canvas.drawPath(path, stroke=1, fill=0)
    if count:
        canvas.setLineWidth(0.4)
        for row, boxes in enumerate((BALLS, STRIKES)):
            by = y + h - clear_top - 2 - (row + 1) * (COUNT_BOX + 1)
            for n in range(boxes):
                canvas.rect(x + 2 + n * (COUNT_BOX + 1), by, COUNT_BOX, COUNT_BOX)
    canvas.setStrokeGray(0)


def column_heads(canvas: Canvas, x: float, y: float, widths: list[float],
                 heads: tuple[str, ...], size: float = 7.0) -> None:
    """Column headings centred over columns of `widths` from x, each set to fit its column."""
    for head, width in zip(heads, widths):
        fit_text(canvas, x + width / 2, y, head, SANS, size, width - 2, "center")
        x += width
