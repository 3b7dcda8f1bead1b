"""The fonts of every printed page, registered in one place.

Every font is a TrueType file shipped in exports/fonts/ (their sources and licences are in its
README) and embedded in each PDF as the subset of glyphs the document uses, so a page looks the
same on any machine: the kanji of the Nanyou cards show where no Japanese font is installed.
Latin text is set in Liberation Sans (Liberation Mono where columns must line up), which has
the metrics of Helvetica and Courier that the pages were laid out in; Chinese and Japanese
characters in IPAex Gothic. Subsets map back to Unicode, so the text stays searchable and
extractable.

A string is set in the Latin font when the Latin font has a glyph for every character of it,
and otherwise run by run: the Latin parts in the Latin font, the rest in the CJK font, so
"Nanyou 職棒大賽紙牌" keeps Liberation Sans for "Nanyou". The CJK font (a 6 MB file) is read
only when a page first needs it.

Every printed document imports this module, so the one reportlab setting they share is made
here too: page streams are compressed but not also ASCII-85 encoded (reportlab's default,
for 7-bit channels no PDF goes through now), which made files a quarter bigger and cost about a
millisecond a page in reportlab's pure-Python encoder.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import groupby
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

SANS = "LiberationSans"
SANS_BOLD = "LiberationSans-Bold"
SANS_ITALIC = "LiberationSans-Italic"
MONO = "LiberationMono"
#: The Japanese Gothic (sans-serif) font, beside Liberation Sans: kana and the kanji of
#: Japanese names (JIS X 0208 and 0213), which include the traditional characters of the
#: Nanyou game's own name.
CJK = "IPAexGothic"

FOLDER = Path(__file__).parent / "fonts"
#: The file of each font.
FILES = {SANS: "LiberationSans-Regular.ttf", SANS_BOLD: "LiberationSans-Bold.ttf",
         SANS_ITALIC: "LiberationSans-Italic.ttf", MONO: "LiberationMono-Regular.ttf",
         CJK: "ipaexg.ttf"}

rl_config.useA85 = 0  # no ASCII-85 on top of compression: see the docstring


def register_fonts() -> None:
    """Make the Latin fonts known to reportlab, and the family that paragraph markup's <b> and
    <i> pick from. Safe to call more than once: a font is read the first time only."""
    if SANS in pdfmetrics.getRegisteredFontNames():
        return
    for font in (SANS, SANS_BOLD, SANS_ITALIC, MONO):
        _register(font)
    for bold, italic, face in ((0, 0, SANS), (1, 0, SANS_BOLD), (0, 1, SANS_ITALIC),
                               (1, 1, SANS_BOLD)):
        addMapping(SANS, bold, italic, face)
    # A canvas starts in this font: reportlab's default, Helvetica, is one a viewer has to
    # supply, and naming it would put an unembedded font in every document.
    rl_config.canvas_basefontname = SANS


def _register(font: str) -> None:
    pdfmetrics.registerFont(TTFont(font, str(FOLDER / FILES[font])))


def _register_cjk() -> None:
    """Read the CJK font. One face for all four styles: a bold or italic paragraph with a
    kanji name in it would otherwise find no bold CJK font and fail."""
    if CJK not in pdfmetrics.getRegisteredFontNames():
        _register(CJK)
        for bold in (0, 1):
            for italic in (0, 1):
                addMapping(CJK, bold, italic, CJK)


@lru_cache(maxsize=1)
def _latin_characters() -> frozenset[int]:
    """The characters (code points) the Latin font has a glyph for."""
    register_fonts()
    return frozenset(pdfmetrics.getFont(SANS).face.charToGlyph)


@lru_cache(maxsize=16384)
def is_latin(text: str) -> bool:
    """Whether the Latin font can set every character of `text`. When it cannot, the text
    will be set in the CJK font, which this makes ready."""
    if text.isascii() or all(map(_latin_characters().__contains__, map(ord, text))):
        return True
    _register_cjk()
    return False


def font_for(text: str, latin: str = SANS) -> str:
    """The one font to set `text` in, for places that take a single font (a table cell drawn
    as a plain string): the Latin font, or the CJK font when any character needs it."""
    return latin if is_latin(text) else CJK


def markup(text: str) -> str:
    """`text` as Paragraph markup: escaped, with each run of characters the Latin font cannot
    set wrapped in the CJK font."""
    register_fonts()
    runs = []
    for font, run in font_runs(text, SANS):
        runs.append(escape(run) if font == SANS else f'<font face="{CJK}">{escape(run)}</font>')
    return "".join(runs)


def font_runs(text: str, latin: str = SANS) -> list[tuple[str, str]]:
    """`text` as (font, run) pairs: the Latin runs in `latin`, the rest in the CJK font."""
    if is_latin(text):
        return [(latin, text)]
    return [(latin if is_latin_run else CJK, "".join(chars))
            for is_latin_run, chars in groupby(text, key=is_latin)]


@lru_cache(maxsize=16384)
def text_width(text: str, font: str, size: float) -> float:
    """How wide `text` is in points, each run in the font `markup` would give it. The widths
    are kept: the figures, names and words of a box score come back page after page."""
    register_fonts()
    return sum(pdfmetrics.stringWidth(run, run_font, size)
               for run_font, run in font_runs(text, font))
