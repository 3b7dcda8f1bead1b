"""Short paragraphs — a headline, a dateline, the notes under a box score — broken into lines
and split across pages as reportlab's Paragraph does, without its markup parser.

A paragraph is given as runs of text in fonts (a bold label, then plain text); a run's
Chinese or Japanese characters are set in the CJK font. Lines break between words, greedily,
with reportlab's rule that a line may run past its width by 5 % of its spaces, which are then
set that much narrower; the first baseline is the font size below the top (rl_config's
paraFontSizeHeightOffset), the others a leading apart. Split across pages, a paragraph leaves
no single first line at the foot of a page (ParagraphStyle's default: no orphans, widows
allowed). tests/exports/test_pages.py holds the lines to reportlab's.

One difference: a word too long for a whole line (no name is) starts a line of its own and
is broken between characters, where reportlab first fills the rest of the current line.
"""

from __future__ import annotations

import re
from itertools import groupby
from typing import NamedTuple, Sequence

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable

from exports.pages.text import PageText
from exports.pdf_fonts import font_runs, register_fonts, text_width

#: White space, where lines may break: not the non-breaking space (as in reportlab).
_SPACES = re.compile(r"([^\S\xa0]+)")
#: How far a line may run over, as a share of the width of its spaces (rl_config).
SHRINK = 0.05


class Word(NamedTuple):
    """A word as (font, text) pieces, its width, and the font of the space after it (None at
    the end of the paragraph); `ends_line` for a piece of a word broken across lines."""

    pieces: tuple[tuple[str, str], ...]
    width: float
    space: str | None
    ends_line: bool = False


class Line(NamedTuple):
    """A line: its words, the width it was broken to and the width its words take (more
    than the room when the line uses the spaces' shrink)."""

    words: list[Word]
    room: float
    used: float


class Lines(Flowable):
    """A paragraph in `style` (font, size, leading, left and first-line indents, colour) of
    `text`, plain or as (font, text) runs; or, for the parts of a paragraph split across
    pages, of its `words` (`first`: the part that begins it, with the first-line indent)."""

    def __init__(self, text: str | Sequence[tuple[str, str]], style: ParagraphStyle,
                 words: list[Word] | None = None, first: bool = True):
        super().__init__()
        self.style, self.first = style, first
        runs = [(style.fontName, text)] if isinstance(text, str) else text
        self.words = words if words is not None else _words(runs, style.fontSize)
        self._broken: tuple[float, list[Line]] | None = None

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.width = available_width
        self.height = self.style.leading * len(self._lines(available_width))
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        lines = self._lines(available_width)
        fit = int(available_height / float(self.style.leading))
        if fit <= 1:  # no lone first line at the foot of a page
            return []
        if len(lines) <= fit:
            return [self]
        return [Lines((), self.style, [w for line in lines[:fit] for w in line.words],
                      self.first),
                Lines((), self.style, [w for line in lines[fit:] for w in line.words],
                      first=False)]

    def draw(self) -> None:
        self.draw_at(self.canv, 0, 0)

    def draw_at(self, canvas, x: float, y: float) -> None:
        """The paragraph with its bottom left corner at (`x`, `y`) (see stack.draw_at)."""
        style, size = self.style, self.style.fontSize
        text = PageText(canvas, (x, y), style.textColor)
        y = self.height - size
        for n, line in enumerate(self._lines(self.width)):
            x = style.leftIndent + (style.firstLineIndent if self.first and n == 0 else 0)
            # A line that took up the spaces' shrink is set with its spaces that much
            # narrower, as reportlab sets it (the non-breaking ones count, as there).
            spaces = len(line.words) - 1 + sum(t.count("\xa0") for w in line.words
                                               for _, t in w.pieces)
            over = line.room - line.used
            text.line(x, y, _set(line.words), size,
                      over / spaces if over < -1e-8 and spaces > 0 else 0)
            y -= style.leading
        text.close()

    def _lines(self, width: float) -> list[Line]:
        if self._broken is None or self._broken[0] != width:
            style = self.style
            first = width - style.leftIndent - style.rightIndent \
                - (style.firstLineIndent if self.first else 0)
            later = width - style.leftIndent - style.rightIndent
            self._broken = (width, _break(self.words, first, later, style.fontSize))
        return self._broken[1]


def _words(runs: Sequence[tuple[str, str]], size: float) -> list[Word]:
    """The words of the runs: split at white space, a word's pieces in their fonts."""
    register_fonts()
    words, pieces = [], []
    for run_font, text in runs:
        for font, run in font_runs(text, run_font):
            # The parts alternate: text (perhaps empty), white space, text, …
            for n, part in enumerate(_SPACES.split(run)):
                if n % 2 == 0:
                    if part:
                        pieces.append((font, part))
                elif pieces:  # the space ends the word, and is in this font
                    words.append(_word(pieces, font, size))
                    pieces = []
    if pieces:
        words.append(_word(pieces, None, size))
    return words


def _word(pieces: list[tuple[str, str]], space: str | None, size: float,
          ends_line: bool = False) -> Word:
    if len(pieces) == 1:  # most words: one piece
        font, text = pieces[0]
        return Word((pieces[0],), text_width(text, font, size), space, ends_line)
    joined = tuple((font, "".join(text for _, text in group))
                   for font, group in groupby(pieces, key=lambda piece: piece[0]))
    return Word(joined, sum(text_width(t, f, size) for f, t in joined), space, ends_line)


def _break(words: list[Word], first: float, later: float, size: float) -> list[Line]:
    """Greedy lines of `first` then `later` points, as reportlab breaks them."""
    lines: list[Line] = []
    line: list[Word] = []
    room, used, gap, gaps = first, 0.0, 0.0, 0.0
    queue = list(reversed(words))
    while queue:
        word = queue.pop()
        wider = used + gap + word.width
        if line and wider > room + SHRINK * (gap + gaps):
            lines.append(Line(line, room, used))
            line, room, used, gap, gaps = [], later, 0.0, 0.0, 0.0
            wider = word.width
        if not line and word.width > room and sum(len(t) for _, t in word.pieces) > 1:
            queue += reversed(_broken_word(word, room, later, size))
            continue
        line.append(word)
        used, gap, gaps = wider, _space(word, size), gaps + gap
        if word.ends_line:
            lines.append(Line(line, room, used))
            line, room, used, gap, gaps = [], later, 0.0, 0.0, 0.0
    if line:
        lines.append(Line(line, room, used))
    return lines


def _broken_word(word: Word, room: float, later: float, size: float) -> list[Word]:
    """A word too long for a line in pieces that fit, a line each: the first in `room`, the
    others in `later` points (at least a character a piece)."""
    chars = [(font, ch) for font, text in word.pieces for ch in text]
    parts, part = [], []
    for font, ch in chars:
        if part and _word(part + [(font, ch)], None, size).width > room:
            parts.append(_word(part, None, size, ends_line=True))
            part, room = [], later
        part.append((font, ch))
    parts.append(_word(part, word.space, size, word.ends_line))
    return parts


def _space(word: Word, size: float) -> float:
    return text_width(" ", word.space, size) if word.space else 0.0


def _set(line: list[Word]) -> list[tuple[str, str]]:
    """A line as runs to draw: the words and the spaces between them, each space in the font
    it was typed in, adjacent runs of one font joined."""
    runs: list[list[str]] = []
    for n, word in enumerate(line):
        pieces = list(word.pieces)
        if n:
            pieces.insert(0, (line[n - 1].space, " "))
        for font, text in pieces:
            if runs and runs[-1][0] == font:
                runs[-1][1] += text
            else:
                runs.append([font, text])
    return [(font, text) for font, text in runs]


def broken(text: str, font: str, size: float, width: float) -> list[list[tuple[str, str]]]:
    """`text` in `font` at `size` broken into lines of `width` points, as a paragraph's lines
    are broken but also after a hyphen ("Reyes-" / "Featherstone"; "ph-" / "lf"): each line
    as (font, text) runs to draw (a table's name too long for its column:
    exports/pages/agate.py)."""
    hyphens = "- " not in text  # a hyphen is then a place to break, as a space is
    words = _words([(font, text.replace("-", "- ") if hyphens else text)], size)
    lines = [_set(line.words) for line in _break(words, width, width, size)]
    if hyphens:
        lines = [[(f, t.replace("- ", "-")) for f, t in runs] for runs in lines]
    return lines
