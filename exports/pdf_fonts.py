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

Every printed document imports this module, so the one reportlab setting they share is made
here too: page streams are compressed but not also ASCII-85 encoded (reportlab's default,
for 7-bit channels no PDF goes through now), which made files a quarter bigger and cost about a
millisecond a page in reportlab's pure-Python encoder.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import groupby
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.cidfonts import UnicodeCIDFont

SANS = "Helvetica"
SANS_BOLD = "Helvetica-Bold"
SANS_ITALIC = "Helvetica-Oblique"
MONO = "Courier"
#: The Japanese Gothic (sans-serif) CID font, beside Helvetica. Its collection (Adobe-Japan1)
#: has kana and the kanji of Japanese names; a Chinese character Japanese does not use would
#: need the Chinese CID fonts ('MSung-Light', 'STSong-Light') instead.
CJK = "HeiseiKakuGo-W5"

rl_config.useA85 = 0  # no ASCII-85 on top of compression: see the docstring


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


def font_runs(text: str, latin: str = SANS) -> list[tuple[str, str]]:
    """`text` as (font, run) pairs: the Latin runs in `latin`, the rest in the CID font."""
    if is_latin(text):
        return [(latin, text)]
    return [(latin if is_latin_run else CJK, "".join(chars))
            for is_latin_run, chars in groupby(text, key=is_latin)]


@lru_cache(maxsize=16384)
def text_width(text: str, font: str, size: float) -> float:
    """How wide `text` is in points, each run in the font `markup` would give it. A standard
    font's Latin text is summed from its width table here (what reportlab's stringWidth does,
    in fewer steps), and the widths are kept: the figures, names and words of a box score come
    back page after page."""
    widths = _widths(font)
    if widths is not None:
        try:
            return sum(map(widths.__getitem__, text.encode("cp1252"))) * 0.001 * size
        except UnicodeEncodeError:
            pass
    return sum(pdfmetrics.stringWidth(run, run_font, size)
               for run_font, run in font_runs(text, font))


def _widths(font: str) -> list[int] | None:
    """The width table, by Windows-1252 code, of a standard font (None for another font)."""
    if font not in _WIDTHS:
        register_fonts()
        _WIDTHS[font] = getattr(pdfmetrics.getFont(font), "widths", None)
    return _WIDTHS[font]


_WIDTHS: dict[str, list[int] | None] = {}
