"""Strings written on a canvas in bulk, as PDF text operators formatted here.

reportlab's canvas makes a text object for every drawString and formats its numbers and text
in pure Python, some 15 µs a string; a box-score page has about 400 strings. Here a string
costs one formatted line of PDF, and its width and its encoding once per distinct string
(the figures and names of a box score come back page after page). Each string
(or each line of a paragraph) is its own text object (BT … ET) that names its font, as
reportlab writes them: text extractors group the words of a text object, so the text read
back from the page stays what it was. The fonts are named the way reportlab's own text objects
name them (the document's internal name, which also adds the font to the document).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.canvas import Canvas

from exports.pdf_fonts import font_runs, text_width

#: Each Windows-1252 byte as it is written inside a PDF string: printable ASCII as itself
#: (the delimiters escaped), the rest in octal.
_BYTES = [chr(b) if 32 <= b < 127 else f"\\{b:03o}" for b in range(256)]
for _b in b"()\\":
    _BYTES[_b] = "\\" + chr(_b)
_ESCAPED = str.maketrans({c: "\\" + c for c in "()\\"})


class PageText:
    """The strings of one flowable's draw — placed by their left end, right end or centre,
    or as lines of runs in several fonts — and the rules between them, from the `origin`
    (x, y) of the flowable, in `colour` (the canvas's own when None). Call `close` when done
    (before drawing anything else on the canvas)."""

    def __init__(self, canvas: Canvas, origin: tuple[float, float] = (0, 0), colour=None):
        self.canvas = canvas
        self.x, self.y = origin
        self._names: dict[str, str] = {}
        # The colour is set inside a saved graphics state, restored by `close`.
        self._ops = [] if colour is None else [f"q {_rgb(colour)} rg"]
        self._restore = colour is not None

    def place(self, x: float, y: float, text: str, font: str, size: float,
              shift: float = 0) -> None:
        """`text` on the baseline `y`, `shift` of its width to the left of `x`: 0 (from `x`),
        0.5 (centred on it) or 1 (ending there). Latin runs in `font`, the rest in the CID
        font, each run its own text object (as reportlab draws a table cell's kanji name,
        run by run)."""
        string = _latin(text)
        if string is None:
            x -= shift * text_width(text, font, size)
            for run_font, run in font_runs(text, font):
                self.line(x, y, [(run_font, run)], size)
                x += text_width(run, run_font, size)
        elif string:
            if shift:
                x -= shift * text_width(text, font, size)
            self._ops.append(f"BT {self._name(font)} {size:g} Tf 1 0 0 1 {self.x + x:.3f} "
                             f"{self.y + y:.3f} Tm ({string}) Tj ET")

    def line(self, x: float, y: float, runs: Iterable[tuple[str, str]], size: float,
             word_space: float = 0) -> None:
        """(font, text) runs one after the other from `x`, as one text object (a line of a
        paragraph), each space widened by `word_space` (narrowed, when negative). A run's font
        must be able to set all of it (see pdf_fonts.font_runs)."""
        ops = [f"BT 1 0 0 1 {self.x + x:.3f} {self.y + y:.3f} Tm"]
        if word_space:
            ops.append(f"{word_space:.6f} Tw")
        for font, text in runs:
            if text:
                ops.append(f"{self._name(font)} {size:g} Tf ({_string(text, font)}) Tj")
        if word_space:
            ops.append("0 Tw")  # the word spacing outlives the text object
        self._ops.append(" ".join(ops) + " ET")

    def rule(self, x0: float, x1: float, y: float, width: float) -> None:
        """A black rule from `x0` to `x1` at height `y`, `width` thick, with round ends (as
        reportlab's tables draw their lines)."""
        y += self.y
        self._ops.append(f"q 1 J 1 j 0 0 0 RG {width:g} w {self.x + x0:.3f} {y:.3f} m "
                         f"{self.x + x1:.3f} {y:.3f} l S Q")

    def close(self) -> None:
        if self._restore:
            self._ops.append("Q")
            self._restore = False
        if self._ops:
            self.canvas.addLiteral("\n".join(self._ops))
            self._ops.clear()

    def _name(self, font: str) -> str:
        # As reportlab's text objects do: the document's name for the font, which also puts
        # the font in the document the first time.
        name = self._names.get(font)
        if name is None:
            name = self._names[font] = self.canvas._doc.getInternalFontName(font)
        return name

def _rgb(colour) -> str:
    return " ".join(f"{c:.4g}" for c in colour.rgb())


@lru_cache(maxsize=16384)
def _latin(text: str) -> str | None:
    """`text` as the inside of a PDF string in a standard font (Windows-1252), or None when
    a standard font cannot set it."""
    try:
        data = text.encode("cp1252")
    except UnicodeEncodeError:
        return None
    if data.isascii() and text.isprintable():
        return text.translate(_ESCAPED)
    return "".join(map(_BYTES.__getitem__, data))


def _string(text: str, font: str) -> str:
    string = _latin(text)
    # The CID font has its own encoding (UTF-16).
    return getFont(font).formatForPdf(text) if string is None else string
