"""The Manager's Challenge season sheet, filled in (`scorebook solo pdf ID FILE`; rules/bot9.md §5).

The paper sheet a solo player keeps beside the table, like the game's own tracking sheet: a row
for each of the season's six games (the Situation and Effect cards dealt, the final score with
the manager's club first, the result, the innings played, the Manager Points), then wins, MP
from games, the bonus, the total and the rating — and, at the foot, the bonus and rating scales
the season is judged by, so the sheet reads on its own. A rating name is set in a cell of its
own width and wraps there (the data file names the tiers, so any length must fit). Every figure comes in from `stats.solo`
(through `scorebook.solo_season.season_report`); nothing is counted here. A game not played
yet is an empty row to be written in by hand.
"""

from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import inch
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from exports.pdf_fonts import SANS, SANS_BOLD, markup, register_fonts
from stats.solo import SoloRules

MARGIN = 0.75 * inch
WIDTH = LETTER[0] - 2 * MARGIN - 12
_TITLE = ParagraphStyle("title", fontName=SANS_BOLD, fontSize=20, leading=24)
_SUBTITLE = ParagraphStyle("subtitle", fontName=SANS, fontSize=10, leading=13,
                           textColor=colors.HexColor("#333333"))
_HEADING = ParagraphStyle("heading", fontName=SANS_BOLD, fontSize=11, leading=14, spaceBefore=4,
                          spaceAfter=3)
_CELL = ParagraphStyle("cell", fontName=SANS, fontSize=10, leading=12)
_RATING = ParagraphStyle("rating", fontName=SANS_BOLD, fontSize=10, leading=12, alignment=1)
#: Boxes to write in: ruled all round, tall enough for a pencil.
_BOXES = [("FONTNAME", (0, 0), (-1, -1), SANS), ("FONTSIZE", (0, 0), (-1, -1), 10),
          ("FONTNAME", (0, 0), (-1, 0), SANS_BOLD), ("GRID", (0, 0), (-1, -1), 0.6, colors.black),
          ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8e8e8")),
          ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (3, 0), (-1, -1), "CENTER"),
          ("ALIGN", (0, 0), (0, -1), "CENTER"),
          ("TOPPADDING", (0, 1), (-1, -1), 7), ("BOTTOMPADDING", (0, 1), (-1, -1), 7)]


def solo_sheet_pdf(name: str, season: dict, rules: SoloRules) -> bytes:
    """The sheet as PDF bytes (the same bytes every time: invariant mode). `season` is the
    dict of `solo show --format json` ({id, games: [{n, situation, result, innings, mp}],
    wins, mp_games, bonus, mp_total, rating}), each game with its `effect` card's name and
    final `score` where known; `rules` gives the number of games and the scales printed at
    the foot."""
    register_fonts()
    story = [Paragraph("Manager's Challenge", _TITLE),
             Paragraph(markup(f"Bottom of the 9th solo season · {name} · season {season['id']}"),
                       _SUBTITLE),
             Spacer(1, 14), games_table(season, rules.season_games), Spacer(1, 14),
             totals_table(season), Spacer(1, 18), *scales(rules)]
    out = io.BytesIO()
    doc = SimpleDocTemplate(out, pagesize=LETTER, leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=MARGIN, bottomMargin=MARGIN, invariant=1,
                            title=f"Manager's Challenge: {name}", author="Scorebook",
                            creator="Scorebook")
    doc.build(story)
    return out.getvalue()


def games_table(season: dict, games: int) -> Table:
    """Game, Situation, Effect, Score, Result, Innings, MP: a row per game of the season,
    played or not; the card names wrap in their cells."""
    played = {g["n"]: g for g in season["games"]}
    rows = [["Game", "Situation", "Effect", "Score", "Result", "Inn.", "MP"]]
    for n in range(1, max(games, *played, 0) + 1):
        g = played.get(n, {})
        rows.append([str(n), Paragraph(markup(g.get("situation") or ""), _CELL),
                     Paragraph(markup(g.get("effect") or ""), _CELL), g.get("score") or "",
                     Paragraph(markup(g.get("result") or ""), _CELL), _blank(g.get("innings")),
                     _blank(g.get("mp"))])
    widths = [0.5 * inch, 0, 1.4 * inch, 0.6 * inch, 1.2 * inch, 0.45 * inch, 0.45 * inch]
    widths[1] = WIDTH - sum(widths)
    table = Table(rows, colWidths=widths, hAlign="LEFT")
    table.setStyle(TableStyle(_BOXES + [("ALIGN", (3, 0), (3, -1), "CENTER"),
                                        ("ALIGN", (4, 0), (4, -1), "LEFT")]))
    return table


def totals_table(season: dict) -> Table:
    """Wins, MP from games, bonus, total and rating, boxed as on the paper sheet; the rating
    has the widest box, and wraps in it."""
    rating = Paragraph(markup(season["rating"] or ""), _RATING)
    rows = [["Wins", "MP from games", "Bonus", "Total MP", "Rating"],
            [str(season["wins"]), str(season["mp_games"]), str(season["bonus"]),
             str(season["mp_total"]), rating]]
    widths = [0.7 * inch, 1.15 * inch, 0.7 * inch, 0.85 * inch]
    table = Table(rows, colWidths=[*widths, WIDTH - sum(widths)], hAlign="LEFT")
    table.setStyle(TableStyle(_BOXES + [("ALIGN", (0, 0), (-1, -1), "CENTER"),
                                        ("FONTNAME", (0, 1), (-1, 1), SANS_BOLD)]))
    return table


def scales(rules: SoloRules) -> list:
    """The bonus for wins and the rating tiers, from the data file."""
    bonus = ", ".join(f"{wins} wins: +{points}" for wins, points in rules.bonuses)
    tiers = "; ".join(
        f"{t.name} ({t.min_wins}+ wins" + (f", {t.min_mp}+ MP)" if t.min_mp is not None else ")")
        for t in rules.tiers)
    return [Paragraph("How the season is judged", _HEADING),
            Paragraph(markup(f"Bonus after game {rules.season_games} — {bonus}."), _CELL),
            Spacer(1, 4),
            Paragraph(markup(f"Rating, the highest reached — {tiers}."), _CELL)]


def _blank(value) -> str:
    return "" if value is None else str(value)
