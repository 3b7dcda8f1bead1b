"""Strings written on a canvas in bulk, as PDF text operators formatted here.

reportlab's canvas makes a text object for every drawString and formats its numbers and text
in pure Python, some 15 µs a string; a box-score page has about 400 strings. Here a string
costs one formatted line of PDF, and its width and its encoding once per distinct string and
document (the figures and names of a box score come back page after page). Each string
(or each line of a paragraph) is its own text object (BT … ET) that names its font, as
reportlab writes them: text extractors group the words of a text object, so the text read
back from the page stays what it was. The fonts are embedded TrueType fonts, set as reportlab's
own text objects set them: a string is split into the font's subsets (of 256 glyphs, numbered
in the order the document first uses them), each subset named by its internal name, which also
adds the font to the document.
"""

from __future__ import annotations

from typing import Iterable
from weakref import WeakKeyDictionary

from reportlab.pdfbase.pdfmetrics import getFont
from reportlab.pdfgen.canvas import Canvas

from exports.pdf_fonts import font_runs, text_width

#: Each byte as it is written inside a PDF string: printable ASCII as itself (the delimiters
#: escaped), the rest in octal.
_BYTES = [chr(b) if 32 <= b < 127 else f"\\{b:03o}" for b in range(256)]
for _b in b"()\\":
    _BYTES[_b] = "\\" + chr(_b)
#: By document: (font, size, text) → the text's operators (each subset's font, then its string).
_SHOWN: WeakKeyDictionary = WeakKeyDictionary()
#: How many strings a document keeps: the figures and names come back page after page, the
#: notes' lines never do, and a season's report would keep ~100,000 of them (40 MB).
_KEPT = 16384


class PageText:
    """The strings of one flowable's draw — placed by their left end, right end or centre,
    or as lines of runs in several fonts — and the rules between them, from the `origin`
    (x, y) of the flowable, in `colour` (the canvas's own when None). Call `close` when done
    (before drawing anything else on the canvas)."""

    def __init__(self, canvas: Canvas, origin: tuple[float, float] = (0, 0), colour=None):
        self.canvas = canvas
        self.x, self.y = origin
        self._shown: dict = _SHOWN.setdefault(canvas._doc, {})
        # The colour is set inside a saved graphics state, restored by `close`.
        self._ops = [] if colour is None else [f"q {_rgb(colour)} rg"]
        self._restore = colour is not None

    def place(self, x: float, y: float, text: str, font: str, size: float,
              shift: float = 0) -> None:
        """`text` on the baseline `y`, `shift` of its width to the left of `x`: 0 (from `x`),
        0.5 (centred on it) or 1 (ending there). Latin runs in `font`, the rest in the CJK
        font, in one text object."""
        if text:
            if shift:
                x -= shift * text_width(text, font, size)
            self.line(x, y, font_runs(text, font), size)

    def line(self, x: float, y: float, runs: Iterable[tuple[str, str]], size: float,
             word_space: float = 0) -> None:
        """(font, text) runs one after the other from `x`, as one text object (a line of a
        paragraph), each space widened by `word_space` (narrowed, when negative). A run's font
        must be able to set all of it (see pdf_fonts.font_runs)."""
        ops = [f"BT 1 0 0 1 {self.x + x:.3f} {self.y + y:.3f} Tm"]
        if word_space:
            ops.append(f"{word_space:.6f} Tw")
        shown = self._shown
        for font, text in runs:
            if text:
                key = (font, size, text)
                ops.append(shown.get(key) or self._show(key))
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

    def _show(self, key: tuple[str, float, str]) -> str:
        """The operators that show `text` in `font` at `size`: each of its subsets' fonts and
        strings. A character gets its code in a subset the first time the document shows it,
        so the operators of a string are kept for the document, not beyond."""
        font_name, size, text = key
        font, doc = getFont(font_name), self.canvas._doc
        ops = " ".join(f"{font.getSubsetInternalName(subset, doc)} {size:g} Tf "
                       f"({''.join(map(_BYTES.__getitem__, data))}) Tj"
                       for subset, data in font.splitString(text, doc))
        if len(self._shown) >= _KEPT:
            self._shown.clear()
        self._shown[key] = ops
        return ops


def _rgb(colour) -> str:
    return " ".join(f"{c:.4g}" for c in colour.rgb())
