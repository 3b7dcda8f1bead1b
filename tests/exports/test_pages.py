"""exports/pages: the quick flowables lay out as reportlab's own — paragraphs break into the
same lines as Paragraph, tables split after the same row as Table, a Stack puts its flowables
on the same pages as a frame does — and a streamed story is made as it is laid out."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (KeepTogether, PageBreak, Paragraph, SimpleDocTemplate, Spacer,
                                Table)

from exports.pages.agate import ROW, Agate, Row, SideBySide
from exports.pages.lines import Lines
from exports.pages.stack import Stack
from exports.pages.stream import Pending, StreamDoc
from exports.pdf_fonts import SANS, SANS_BOLD, markup, register_fonts
from tests.exports.test_box_pdf import page_text

NOTE = ParagraphStyle("note", fontName=SANS, fontSize=8.5, leading=10.5, leftIndent=10,
                      firstLineIndent=-10)
HEADLINE = ParagraphStyle("headline", fontName=SANS_BOLD, fontSize=18, leading=22)
NAMES = ("Kashimura (3), Katsuragi 2 (5), Reyes-Featherstonehaugh-Montgomery V (12), 岩倉 剛志 "
         "(1), Peña F (4), ") * 4
TEXTS = [
    [(SANS_BOLD, "2B"), (SANS, f" — {NAMES}Castellanos N (2).")],
    [(SANS, "Began in the bottom of the 9th, Visitors 0, Home Nine 0.")],
    [(SANS, "Nanyou 職棒大賽紙牌 · Saturday, June 1, 2024 · HOM202406010 " * 3)],
    [(SANS_BOLD, "Inherited runners-scored"), (SANS, " — " + "Kelly J 2-2, " * 30)],
]


def in_style(runs, style) -> list[tuple[str, str]]:
    """The runs with the plain ones in the style's font."""
    return [(style.fontName if font == SANS else font, text) for font, text in runs]


def reportlab_lines(runs, style, width) -> list[tuple[str, float]]:
    """Each line's text and spare width as reportlab's Paragraph breaks `runs`."""
    text = "".join(f"<b>{markup(t)}</b>" if font != style.fontName else markup(t)
                   for font, t in in_style(runs, style))
    paragraph = Paragraph(text, style)
    paragraph.wrap(width, 10_000)
    lines = paragraph.blPara.lines
    if paragraph.blPara.kind == 0:
        return [(" ".join(words), round(spare, 6)) for spare, words in lines]
    return [("".join(f.text for f in line.words).strip(), round(line.extraSpace, 6))
            for line in lines]


def our_lines(runs, style, width) -> list[tuple[str, float]]:
    lines = Lines(in_style(runs, style), style)
    lines.wrap(width, 10_000)
    out = []
    for line in lines._lines(width):
        words = [" ".join("".join(t for _, t in w.pieces) for w in line.words)]
        out.append((words[0], round(line.room - line.used, 6)))
    return out


@pytest.mark.parametrize("runs", TEXTS)
@pytest.mark.parametrize("style, width", [(NOTE, 513.6), (NOTE, 300), (NOTE, 170),
                                          (HEADLINE, 513.6), (HEADLINE, 360)])
def test_paragraphs_break_as_reportlab_breaks_them(runs, style, width):
    # (Every word fits a line: one that does not is broken differently, see below.)
    register_fonts()
    assert our_lines(runs, style, width) == reportlab_lines(runs, style, width)


def test_a_word_longer_than_a_line_is_broken_between_characters():
    # It starts a line of its own (where reportlab would first fill the current line):
    # names are never that long, and the line is not cut anywhere worse for it.
    lines = Lines("x" * 60 + " end", NOTE)
    lines.wrap(100, 10_000)
    texts = ["".join(t for w in line.words for _, t in w.pieces) for line in lines._lines(100)]
    assert "".join(texts) == "x" * 60 + "end" and len(texts) > 2
    assert all(line.used <= line.room for line in lines._lines(100))


def test_a_paragraph_leaves_no_lone_first_line_at_the_foot_of_a_page():
    lines = Lines(TEXTS[0], NOTE)
    lines.wrap(300, 10_000)
    assert lines.split(300, 1.5 * NOTE.leading) == []
    head, rest = lines.split(300, 2.5 * NOTE.leading)
    assert head.wrap(300, 100)[1] == 2 * NOTE.leading
    assert rest.wrap(300, 10_000)[1] == lines.height - 2 * NOTE.leading


@pytest.mark.parametrize("height", [0.5 * ROW, 1.5 * ROW, 3 * ROW, 3 * ROW - 1e-9, 20 * ROW])
def test_a_table_splits_after_the_row_table_splits_after(height):
    cells = [["Player", "AB", "R"]] + [[f"Batter {n}", n, 0] for n in range(6)]
    widths = [100, 30, 30]
    ours = Agate([Row(c) for c in cells], widths).split(200, height)
    theirs = Table(cells, colWidths=widths, rowHeights=ROW).split(200, height)
    assert [len(part.rows) for part in ours] == [len(part._cellvalues) for part in theirs]


def story(paragraphs: int) -> list:
    """Paragraphs, tables, spacers and a group kept together, long enough to span pages."""
    flowables = []
    for n in range(paragraphs):
        flowables += [Lines(TEXTS[n % len(TEXTS)], NOTE), Spacer(1, 10 + n % 7),
                      Agate([Row([f"Row {r}", r]) for r in range(n % 9 + 1)], [120, 30])]
    return flowables


def printed(flowables: list) -> list[str]:
    out = io.BytesIO()
    SimpleDocTemplate(out, pagesize=LETTER, invariant=1).build(flowables)
    return page_text(out.getvalue())


@pytest.mark.parametrize("paragraphs", [12, 23, 40])
def test_a_stack_puts_its_flowables_on_the_pages_a_frame_does(paragraphs):
    proof = [Lines(TEXTS[1], NOTE), Lines(TEXTS[1], NOTE)]
    loose = story(paragraphs) + [KeepTogether(proof)] + story(3)
    stacked = story(paragraphs) + [Stack(proof, together=True)] + story(3)
    pages = printed(loose)  # (a build uses its story up)
    assert printed([Stack(stacked)]) == pages
    assert len(pages) > 1


def test_a_pending_story_is_made_as_the_layout_reaches_it():
    made = []

    def pages(n: int) -> list:
        made.append(n)
        return [PageBreak()] * bool(n) + [Lines(f"Page {n}: made {len(made)} so far", NOTE)]

    out = io.BytesIO()
    StreamDoc(out, pagesize=LETTER, invariant=1).build([Pending(range(5), pages)])
    texts = page_text(out.getvalue())
    assert len(texts) == 5 and made == list(range(5))
    # Each page was made when its turn came, not all of them first.
    assert [t.strip() for t in texts] == [f"Page {n}: made {n + 1} so far" for n in range(5)]
    assert len(PdfReader(out).pages) == 5


def batting(rows: int, name: str = "Team") -> Agate:
    """A table with its column heads and `rows` batters."""
    return Agate([Row([name, "AB", "R"], bold=True)]
                 + [Row([f"Batter {n}", n, 0]) for n in range(rows)], [100, 30, 30], head=1)


@pytest.mark.parametrize("fit", range(0, 12))
def test_a_table_with_heads_splits_under_them_with_two_rows_each_side(fit):
    table = batting(8)
    parts = table.split(200, (fit + 0.5) * ROW)
    if fit >= 9:
        assert parts == [table]
    elif fit < 3:  # the heads and two rows do not fit: the table moves whole
        assert parts == []
    else:
        first, rest = parts
        assert [r.cells[0] for r in first.rows] == ["Team"] + [f"Batter {n}" for n in
                                                               range(min(fit, 7) - 1)]
        assert rest.rows[0].cells[0] == "Team" and len(rest.rows) >= 3  # heads, two rows
        assert len(first.rows) + len(rest.rows) == 10


def test_a_name_too_wide_is_set_smaller_then_over_lines_never_cut():
    table = Agate([Row(["Featherstonehaugh-Quill B, 3b", 1]),
                   Row(["Reyes-Featherstonehaugh-Montgomery V, ph-lf", 1]), Row(["Nunn J", 1])],
                  [100, 20])
    smaller, broken, plain = table._names
    assert plain is None and smaller.size < 8.5 and len(smaller.lines) == 1
    assert [[t for _, t in line] for line in broken.lines] == [
        ["Reyes-Featherstonehaugh-"], ["Montgomery V, ph-lf"]]
    assert table.wrap(200, 1000)[1] > 3 * ROW  # the broken name's row is the taller


def test_two_tables_side_by_side_split_at_one_height_under_their_heads():
    pair = SideBySide(batting(40, "Long"), batting(5, "Short"), 400)
    first, rest = pair.split(400, 20 * ROW)
    assert first.parts[1] is not None and rest.parts[1] is None  # the short one ended
    assert rest.parts[0].rows[0].cells[0] == "Long"
    assert len(first.parts[0].rows) + len(rest.parts[0].rows) == 42


def test_a_stack_kept_together_goes_whole_to_the_next_page_of_the_frame():
    def box(n: int, rows: int) -> Stack:
        return Stack([Lines(f"Box {n}", HEADLINE), batting(rows)], together=True)

    # Two boxes of about 40 % of a page each share it, the third goes whole to the next. One
    # longer than any page starts where a fair part of a page is left (rather than leave
    # it empty), never in a sliver at a foot, and goes on under its heads.
    pages = printed([box(1, 20), box(2, 20), box(3, 20), box(4, 70), box(5, 20), box(6, 20),
                     box(7, 60), box(8, 2)])
    starts = [[n for n in range(1, 9) if f"Box {n}" in page] for page in pages]
    assert starts == [[1, 2], [3, 4], [], [5, 6], [7], [8]]
    assert re.match(r"\s*Team +AB +R\n *Batter 26", pages[2])
    assert re.match(r"\s*Team +AB +R\n *Batter", pages[5])
