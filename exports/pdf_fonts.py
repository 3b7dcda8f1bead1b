"""The fonts of every printed page, registered in one place.

Latin text is set in the PDF standard fonts (Helvetica for the page, Courier where columns must
line up), which every viewer has. Chinese and Japanese names — the Nanyou cards are in kanji —
are set in one of the Adobe CID fonts that reportlab knows without a font file: the PDF names
the font and its character collection, and the viewer supplies the glyphs (Acrobat fetches
them; poppler uses poppler-data and any installed CJK font, which the Makefile installs for
the tests that render pages). Nothing has to be bundled, and the text stays searchable and
extractable because the CID fonts use Unicode encodings.

A string is set in the Latin font when every character of it is in Windows-1252 (the encoding
of the standard fonts), and otherwise run by run: the Latin parts in the Latin font, the rest
in the CID font, so "Nanyou 職棒大賽紙牌" keeps Helvetica for "Nanyou".
"""

from __future__ import annotations

from itertools import groupby
from xml.sax.saxutils import escape

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont
from reportlab.platypus import Flowable

SANS = "Helvetica"
SANS_BOLD = "Helvetica-Bold"
SANS_ITALIC = "Helvetica-Oblique"
MONO = "Courier"
#: The Japanese Gothic (sans-serif) CID font, beside Helvetica. Its collection (Adobe-Japan1)
#: has kana and the kanji of Japanese names; a Chinese character Japanese does not use would
#: need the Chinese CID fonts ('MSung-Light', 'STSong-Light') instead.
CJK = "HeiseiKakuGo-W5"


def register_fonts() -> None:
    """Make the CID font known to reportlab (the standard fonts always are). Safe to call
    more than once: a font is registered the first time only."""
    if CJK not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(UnicodeCIDFont(CJK))
        # One face for all four styles: a bold or italic paragraph with a kanji name in it
        # would otherwise find no bold CID font and fail.
        for bold in (0, 1):
            for italic in (0, 1):
                addMapping(CJK, bold, italic, CJK)


def is_latin(text: str) -> bool:
    """Whether the standard fonts can set every character of `text` (Windows-1252)."""
    try:
        text.encode("cp1252")
    except UnicodeEncodeError:
        return False
    return True


def font_for(text: str, latin: str = SANS) -> str:
    """The one font to set `text` in, for places that take a single font (a table cell drawn
    as a plain string): the Latin font, or the CID font when any character needs it."""
    return latin if is_latin(text) else CJK


def markup(text: str) -> str:
    """`text` as Paragraph markup: escaped, with each run of characters the Latin font cannot
    set wrapped in the CID font."""
    register_fonts()
    runs = []
    for latin, chars in groupby(text, key=is_latin):
        run = escape("".join(chars))
        runs.append(run if latin else f'<font face="{CJK}">{run}</font>')
    return "".join(runs)


def text_width(text: str, font: str, size: float) -> float:
    """How wide `text` is in points, each run in the font `markup` would give it."""
    register_fonts()
    return sum(pdfmetrics.stringWidth("".join(chars), font if latin else CJK, size)
               for latin, chars in groupby(text, key=is_latin))


class MixedLine(Flowable):
    """One line of text set run by run (Latin runs in `font`, the rest in the CID font), for a
    table cell: a plain string cell takes one font, and the CID font's own Latin letters are
    spaced badly. It sits on the same baseline as the plain strings beside it (reportlab puts
    a bottom-aligned string's baseline a fifth of the font size above the cell's padding)."""

    def __init__(self, text: str, font: str = SANS, size: float = 8.5):
        super().__init__()
        register_fonts()
        self.text, self.font, self.size = text, font, size

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = text_width(self.text, self.font, self.size)
        return self.width, 1.2 * self.size

    def draw(self) -> None:
        x = 0.0
        for latin, chars in groupby(self.text, key=is_latin):
            run, font = "".join(chars), self.font if latin else CJK
            self.canv.setFont(font, self.size)
            self.canv.drawString(x, 0.2 * self.size, run)
            x += pdfmetrics.stringWidth(run, font, self.size)
