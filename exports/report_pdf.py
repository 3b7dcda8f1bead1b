"""The league report as a printed document (`scorebook report --pdf FILE`).

Standings, series and league leaders first, then every box score of the range as
`exports.box_pdf.box_story` prints them, one after another, each whole on a page where it
fits. Nothing is counted here: the tables come in as rows from `stats.standings`,
`stats.series` and `stats.leaders`, the box scores as the dicts of `stats.box.dicts`. The PDF has an outline (a bookmark per section and per game, so a reader
jumps to a game from the side panel) and "page N of M" at the foot of every page.

M is not known until the last page is laid out, so the foot of each page draws a form (a PDF
XObject) that is only filled in when the document is saved: one pass of layout, not two, which
matters for a season of 2,429 box scores. Their pages are made as the layout reaches them
(exports/pages/stream.py), so that they are never all in memory at once.
"""

from __future__ import annotations

import io
from itertools import groupby
from typing import Callable, Iterable

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (CondPageBreak, Flowable, PageBreak, Paragraph, Spacer, Table,
                                TableStyle)

from exports.box_pdf import MARGIN, WIDTH, matchup, box_story
from exports.pages.stream import Pending, StreamDoc
from exports.pdf_fonts import SANS, SANS_BOLD, is_latin, markup, register_fonts, text_width
from stats.leaders import BATTING, OUTS_PER_GAME, PA_PER_GAME, PITCHING

#: The standings and series columns printed, as the text tables print them.
STANDINGS = ("team", "W", "L", "T", "PCT", "GB", "RS", "RA", "DIFF", "STRK", "L10", "HOME",
             "AWAY")
SERIES = ("series", "best_of", "team_a", "wins_a", "team_b", "wins_b", "status")
#: Leaders written like batting averages (.312) and like ERAs (3.45); the rest are counts.
THREE_PLACES = ("AVG", "OBP", "SLG")
TWO_PLACES = ("ERA", "WHIP")
TOTAL_FORM = "pageTotal"
#: Standings columns wider than a number's: a record with ties (50-31-10) must fit.
_STANDINGS_WIDTHS = {"team": 1.1 * 72, "W": 0.38 * 72, "L": 0.38 * 72, "T": 0.38 * 72,
                     "PCT": 0.45 * 72, "DIFF": 0.45 * 72, "L10": 0.55 * 72,
                     "HOME": 0.62 * 72, "AWAY": 0.62 * 72}

_TITLE = ParagraphStyle("title", fontName=SANS_BOLD, fontSize=22, leading=27, spaceAfter=4)
_SECTION = ParagraphStyle("section", fontName=SANS_BOLD, fontSize=15, leading=19,
                          spaceBefore=6, spaceAfter=6)
_BLOCK = ParagraphStyle("block", fontName=SANS_BOLD, fontSize=10, leading=13, spaceBefore=6,
                        spaceAfter=2)
_TEXT = ParagraphStyle("text", fontName=SANS, fontSize=9, leading=11.5)
_NOTE = ParagraphStyle("note", fontName=SANS, fontSize=7.5, leading=9,
                       textColor=colors.HexColor("#333333"))
_SIZE = 8.5
_GRID = [("FONTNAME", (0, 0), (-1, -1), SANS), ("FONTSIZE", (0, 0), (-1, -1), _SIZE),
         ("FONTNAME", (0, 0), (-1, 0), SANS_BOLD), ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
         ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black),
         ("TOPPADDING", (0, 0), (-1, -1), 1), ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
         ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]


class Bookmark(Flowable):
    """An outline entry for the page it lands on; it takes no room. `reached` is called when
    it is drawn, so a progress bar follows the layout, which is where the time goes."""

    def __init__(self, title: str, key: str, level: int, reached: Callable[[], None] | None = None):
        super().__init__()
        self.title, self.key, self.level, self.reached = title, key, level, reached

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.title, self.key, level=self.level, closed=self.level == 0)
        if self.reached is not None:
            self.reached()


class _NumberedCanvas(Canvas):
    """A canvas that fills in the page total ("of M") when the document is saved."""

    def save(self) -> None:
        self.beginForm(TOTAL_FORM)
        self.setFont(SANS, 8)
        self.drawString(0, 0, str(self.getPageNumber() - 1))  # the count after the last page
        self.endForm()
        super().save()


def _page_foot(canvas: Canvas, doc) -> None:
    """"page N of M" at the foot of each page, the title on the left."""
    canvas.saveState()
    canvas.setFont(SANS, 8)
    canvas.setFillColor(colors.HexColor("#444444"))
    y = MARGIN / 2
    canvas.drawString(MARGIN, y, doc.title)
    words = f"page {doc.page} of "
    x = LETTER[0] - MARGIN - 24 - canvas.stringWidth(words, SANS, 8)
    canvas.drawString(x, y, words)
    canvas.translate(x + canvas.stringWidth(words, SANS, 8), y)
    canvas.doForm(TOTAL_FORM)
    canvas.restoreState()


def report_pdf(title: str, standings: list[dict], series: list[dict], batting: list[dict],
               pitching: list[dict], boxes: Iterable[dict],
               progress: Callable[[], None] | None = None) -> bytes:
    """The league report as PDF bytes, the same bytes for the same input (invariant mode).

    `standings` and `series` are rows of `stats.standings.standings` and
    `stats.series.series_table`, `batting` and `pitching` rows of `stats.leaders`, `boxes`
    the box scores; `progress` is called once per box score as its page is laid out."""
    register_fonts()
    story = [Paragraph(markup(title), _TITLE), Spacer(1, 6)]
    story += _section("Standings", "standings", standings_story(standings))
    if series:
        story += _section("Series", "series", [series_table(series)])
    story += [PageBreak()]
    story += _section("Leaders", "leaders", leaders_story(batting, pitching))

    def box_pages(nth: tuple[int, dict]) -> list:
        # The box scores follow one another, each whole on a page where it fits.
        n, box = nth
        first = [PageBreak(), Bookmark("Box scores", "boxes", 0)] if n == 1 else []
        return [*first, *box_story(box, (Bookmark(matchup(box), f"box{n}", 1, progress),),
                                   together=True)]

    story.append(Pending(enumerate(boxes, start=1), box_pages))
    out = io.BytesIO()
    doc = StreamDoc(out, pagesize=LETTER, leftMargin=MARGIN, rightMargin=MARGIN,
                    topMargin=MARGIN, bottomMargin=MARGIN, invariant=1, title=title,
                    author="Scorebook", creator="Scorebook")
    doc.build(story, onFirstPage=_page_foot, onLaterPages=_page_foot,
              canvasmaker=_NumberedCanvas)
    return out.getvalue()


def _section(name: str, key: str, flowables: list) -> list:
    return [Bookmark(name, key, 0), Paragraph(name, _SECTION), *flowables]


def standings_story(rows: list[dict]) -> list:
    """One table per season, league and division, as `scorebook standings` prints them."""
    if not rows:
        return [Paragraph("No final games in this range.", _TEXT)]
    story = []
    for key, group in groupby(rows, key=lambda r: (r["season"], r["league"], r["division"])):
        season, league, division = key
        heading = " ".join(str(part) for part in (f"Season {season}" if season else "", league,
                                                  division) if part)
        table = [["Team", *STANDINGS[1:]]] + [[_standings_cell(r[c], c) for c in STANDINGS] for r in group]
        widths = [_STANDINGS_WIDTHS.get(c, 0.42 * 72) for c in STANDINGS]
        story += [CondPageBreak(1.2 * 72), Paragraph(markup(heading or "All games"), _BLOCK),
                  _grid(table, widths)]
    return story


def series_table(rows: list[dict]) -> Table:
    """Each best-of-N series: wins each and where it stands."""
    table = [["Series", "Best of", "Team", "W", "Team", "W", "Status"]]
    table += [[r[c] if r[c] is not None else "" for c in SERIES] for r in rows]
    widths = [1.6 * 72, 0.55 * 72, 0.55 * 72, 0.35 * 72, 0.55 * 72, 0.35 * 72]
    widths.append(WIDTH - sum(widths))
    return _grid(table, widths, [("ALIGN", (-1, 0), (-1, -1), "LEFT")])


def leaders_story(batting: list[dict], pitching: list[dict]) -> list:
    """The leaders, category by category, batting then pitching, two categories a row, with
    the qualifiers stated. Every category has its board: one nobody leads yet says so, one
    whose bar was lowered (nobody qualified) says which bar."""
    story = [Paragraph(
        f"Rates (AVG, OBP, SLG) need {PA_PER_GAME:g} plate appearances per game the batter's "
        f"team played; ERA and WHIP need {OUTS_PER_GAME // 3} inning pitched per team game. "
        "A game scheduled for fewer than nine innings counts its share (one of three innings "
        "a third). Where nobody reaches the bar, the board gives the lower bar it used. "
        "Ties share a rank.", _TEXT)]
    for heading, rows, categories in (("Batting", batting, BATTING),
                                      ("Pitching", pitching, PITCHING)):
        story.append(Paragraph(heading, _BLOCK))
        if not rows:
            story.append(Paragraph("No leaders yet.", _TEXT))
            continue
        by_category = {name: list(group) for name, group in groupby(rows, key=lambda r: r["category"])}
        tables = [_category_table(name, by_category.get(name, []), heading == "Batting")
                  for name, _, _ in categories]
        for i in range(0, len(tables), 2):
            pair = tables[i:i + 2] + [""] * (2 - len(tables[i:i + 2]))
            frame = Table([pair], colWidths=[WIDTH / 2] * 2, hAlign="LEFT")
            frame.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                       ("FONTNAME", (0, 0), (-1, -1), SANS),  # the filler's
                                       ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                       ("BOTTOMPADDING", (0, 0), (-1, -1), 8)]))
            story.append(frame)
    return story


def _category_table(name: str, rows: list[dict], batting: bool) -> Table:
    table = [["", name, "Team", ""]]
    for r in rows:
        table.append([str(r["rank"]), r["player"], r["team"], leader_value(r["value"], name)])
    lowered = rows[0].get("lowered_to") if rows else None
    note = ("Nobody yet." if not rows else
            None if lowered is None else f"Nobody has {PA_PER_GAME:g} PA a team game: "
            f"min. {lowered} PA." if batting else
            f"Nobody has {OUTS_PER_GAME // 3} IP a team game: min. {_innings(lowered)} IP.")
    style = [("ALIGN", (1, 0), (2, -1), "LEFT")]
    if note:
        table.append([Paragraph(markup(note), _NOTE), "", "", ""])
        style += [("SPAN", (0, -1), (-1, -1))]
    widths = [20, 134, 50, 44]  # two boards side by side fill the page's width
    return _grid(table, widths, style)


def _innings(outs: int) -> str:
    """Outs as innings pitched are written: 25.1 for 76."""
    return f"{outs // 3}.{outs % 3}" if outs % 3 else str(outs // 3)


def leader_value(value: float, category: str) -> str:
    """.312 for an average, 3.45 for an ERA, 27 for a count."""
    if category in THREE_PLACES:
        text = f"{value:.3f}"
        return text[1:] if text.startswith("0.") else text
    if category in TWO_PLACES:
        return f"{value:.2f}"
    return f"{value:.0f}"


def _standings_cell(value, column: str) -> str:
    if value is None:
        return ""
    if column == "PCT":
        return f"{value:.3f}".removeprefix("0")
    if column == "GB":
        return "-" if value == 0 else (f"{value:.1f}" if value > 0 else f"+{-value:.1f}")
    return str(value)


def _grid(rows: list[list], widths: list[float], style: list | None = None) -> Table:
    """A table in agate type, the column heads ruled off. Each text that would run past its
    column is fitted to it (`_fitted`)."""
    rows = [rows[0]] + [[_fitted(c, w) if isinstance(c, str) else c for c, w in zip(row, widths)]
                        for row in rows[1:]]
    table = Table(rows, colWidths=widths, hAlign="LEFT", repeatRows=1)
    table.setStyle(TableStyle(_GRID + (style or [])))
    return table


def _fitted(text: str, width: float) -> str | Paragraph:
    """`text` as it fits a column `width` wide: as it is when it does; else a paragraph that
    wraps between words (a name with kanji in it set in the CJK font, and broken anywhere in
    its kanji), its type made smaller so the longest Latin word (a team code) fits a line."""
    room = width - 6  # the cell's padding, left and right
    if text.isascii() and text_width(text, SANS, _SIZE) <= room:
        return text
    longest = max((text_width(word, SANS, _SIZE) for word in text.split() if is_latin(word)),
                  default=0)
    size = _SIZE * min(1, room / longest) if longest else _SIZE
    return Paragraph(markup(text), ParagraphStyle("cell", fontName=SANS, fontSize=size,
                                                  leading=size * 1.2))
