"""A blank scorecard for scoring on paper at the table (`scorebook scorecard --blank`).

One landscape page per team: its lineup from its most recent game (or empty lines to write
one in), a grid of empty diamonds, inning totals and pitcher lines to fill in. The Bottom of the
9th card has its one inning (and a column for a 10th), and beside the grid the fatigue track —
rows 0 to the row where an ace face locks, from the system's rules file — and count boxes. The
Pizza Box card has boxes for each plate appearance's three cards and a third page, the hand and
deck tracker (exports.scorecards.blank_pizzabox). The Unlimited Nine card has its three innings,
room in each box for the duel, and the hand sizes of the cards in the lineup
(exports.scorecards.blank_unlimited9).
"""

from __future__ import annotations

import io
import textwrap
from typing import Callable

import polars as pl
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy.engine import Engine

from engine.core.errors import ScorebookError
from engine.core.setup import POSITIONS
from engine.systems.bot9.tables import load_tables
from exports.scorecards import blank_unlimited9 as u9
from exports.scorecards.blank_pizzabox import CELL_LEGEND, Decks, deck_counts, pa_boxes, tracker_page
from exports.box_pdf import SYSTEM_NAMES
from exports.pdf_fonts import SANS, SANS_BOLD, register_fonts
from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH, PAGE, diamond, draw_text
from stats.load import load

#: The pitcher lines' columns (Pizza Box has no pitches to count).
_PITCHING = ("IP", "H", "R", "ER", "BB", "SO", "Pitches")
#: A lineup: the team's name and its (slot, name, position) rows.
Lineup = tuple[str, list[tuple[int, str, str]]]


def recent_lineup(engine: Engine, team: str) -> Lineup:
    """The team's name and its starting lineup in the latest game it played (empty when it
    has played none); an unknown team code is one sentence."""
    frames = load(engine)
    teams = frames.teams.filter(pl.col("code") == team).collect()
    if teams.is_empty():
        raise ScorebookError(f"There is no team '{team}'.")
    name = teams["name"][0] or team
    games = (frames.games.filter((pl.col("away") == team) | (pl.col("home") == team))
             .sort("date", "game_id").collect())
    if games.is_empty():
        return name, []
    last = games.row(-1, named=True)
    side = 0 if last["away"] == team else 1
    lineup = (frames.lineups.filter((pl.col("game_id") == last["game_id"])
                                    & (pl.col("side") == side) & (pl.col("slot") > 0))
              .join(frames.players, on="player_id", how="left").sort("slot", "seq").collect())
    rows, seen = [], set()
    for r in lineup.iter_rows(named=True):
        if r["slot"] not in seen:  # the starter of each slot
            seen.add(r["slot"])
            rows.append((r["slot"], r["name"] or r["player_id"], POSITIONS.get(r["position"], "")))
    return name, rows


def team_roster(engine: Engine, team: str) -> list[str]:
    """Everyone who has played for the team — in a starting lineup or as a substitute — by
    name, for the roster on its blank card."""
    frames = load(engine)
    games = frames.games.select("game_id", "away", "home")

    def side_is(column: str) -> pl.Expr:
        return pl.when(pl.col(column) == 0).then(pl.col("away")).otherwise(pl.col("home")) == team

    starters = frames.lineups.join(games, on="game_id").filter(side_is("side")).select("player_id")
    subs = (frames.plays.filter(pl.col("kind") == "sub").join(games, on="game_id")
            .filter(side_is("team")).select(player_id=pl.col("player")))
    named = (pl.concat([starters, subs]).unique().join(frames.players, on="player_id", how="left")
             .select(name=pl.coalesce("name", "player_id")).sort("name"))
    return named.collect()["name"].to_list()


def blank_scorecard_pdf(lineups: dict[str, Lineup], system: str | None = None,
                        rosters: dict[str, list[str]] | None = None,
                        decks: Decks | None = None,
                        hands: dict[str, u9.TeamHands | None] | None = None) -> bytes:
    """The blank card, visitors' page then home page; `system` "bot9" gives the Bottom of the
    9th variant, "pizzabox" the Pizza Box one with its tracker page (counting `decks`, by
    default the house cards' under the bundled rules), "unlimited9" the Unlimited Nine one
    with the hand sizes of each side's cards (`hands`, by side; none: lines to fill in);
    `rosters` (by side) lists each team's players under the grid. The same bytes every time
    (reportlab's invariant mode)."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=PAGE, invariant=1)
    canvas.setTitle("Blank scorecard")
    canvas.setAuthor("Scorebook")
    canvas.setCreator("Scorebook")
    bot9, pizzabox, unlimited9 = system == "bot9", system == "pizzabox", system == u9.SYSTEM
    innings = [9, 10] if bot9 else list(u9.INNINGS) if unlimited9 else list(range(1, 12))
    slots = 6 if bot9 else 9
    names = {side: lineups.get(side, ("", []))[0] for side in ("away", "home")}
    for side, label in (("away", "Visitors"), ("home", "Home")):
        team, rows = lineups.get(side, ("", []))
        top = PAGE[1] - MARGIN
        draw_text(canvas, MARGIN, top - 14, f"{names['away'] or '________'} at "
                  f"{names['home'] or '________'}", SANS_BOLD, 15)
        draw_text(canvas, PAGE[0] - MARGIN, top - 14, f"{team or label} batting", SANS_BOLD,
                  12, "right")
        draw_text(canvas, MARGIN, top - 30, f"{SYSTEM_NAMES.get(system or '', system or 'Baseball')}"
                  "   Date ____________   Final ______ – ______"
                  + ("   Mode:  basic   standard  (circle one)" if unlimited9 else ""), SANS, 9)
        legend = [CELL_LEGEND] if pizzabox else list(u9.CELL_LEGEND) if unlimited9 else []
        for n, line in enumerate(legend):
            draw_text(canvas, MARGIN, top - 42 - 9 * n, line, SANS, 7)
        aside = None
        if unlimited9:
            other = "home" if side == "away" else "away"
            u9.defence_line(canvas, MARGIN, top - 47 - 9 * len(legend), names[other],
                            (hands or {}).get(other))
            aside = (u9.HAND_WIDTH, u9.hand_cell((hands or {}).get(side)))
        cell = pa_boxes if pizzabox else u9.pa_boxes if unlimited9 else None
        grid_top = top - 50 - (9 * len(legend) + 10 if unlimited9 else 0)
        bottom = _grid(canvas, rows, slots, innings, grid_top, bot9, cell,
                       _PITCHING[:-1] if pizzabox or unlimited9 else _PITCHING, aside)
        _roster(canvas, (rosters or {}).get(side, []), bottom)
        if bot9:
            _bot9_boxes(canvas)
        canvas.showPage()
    if pizzabox:
        tracker_page(canvas, names["away"], names["home"], decks or deck_counts())
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def _grid(canvas: Canvas, rows: list, slots: int, innings: list[int | str], top: float,
          bot9: bool, cell: Callable[..., None] | None = None,
          heads: tuple[str, ...] = _PITCHING,
          aside: tuple[float, Callable[..., None]] | None = None) -> float:
    """Boxes by slot and inning — an empty diamond, or what `cell(canvas, x, y, w, h)` draws
    (then its own diamond) — names filled in, R H E LOB lines, pitcher lines under `heads`;
    returns their top. `aside` (width, draw(canvas, x, y, w, h, slot)) is a column between the
    names and the innings, slot 0 its heading."""
    extra = aside[0] if aside else 0.0
    width = 70.0 if bot9 else (PAGE[0] - 2 * MARGIN - NAME_WIDTH - extra) / len(innings)
    by_slot = {slot: (name, pos) for slot, name, pos in rows}
    slots = max(slots, max(by_slot, default=0))  # a lineup longer than the system's fits too
    height = min(50.0, (top - MARGIN - 140) / slots)
    x0 = MARGIN + NAME_WIDTH + extra
    canvas.setLineWidth(0.8)
    canvas.rect(MARGIN, top - 14, NAME_WIDTH + extra + width * len(innings), 14)
    draw_text(canvas, MARGIN + 4, top - 10, "Batter", SANS_BOLD, 8)
    if aside:
        aside[1](canvas, MARGIN + NAME_WIDTH, top - 14, extra, 14, 0)
    for i, inning in enumerate(innings):
        draw_text(canvas, x0 + (i + 0.5) * width, top - 10, str(inning), SANS_BOLD, 8, "center")
    y = top - 14
    for slot in range(1, slots + 1):
        y -= height
        canvas.setLineWidth(0.8)
        canvas.rect(MARGIN, y, NAME_WIDTH, height)
        if aside:
            canvas.rect(MARGIN + NAME_WIDTH, y, extra, height)
            aside[1](canvas, MARGIN + NAME_WIDTH, y, extra, height, slot)
            canvas.setLineWidth(0.8)
        draw_text(canvas, MARGIN + 4, y + height - 10, str(slot), SANS_BOLD, 8)
        name, pos = by_slot.get(slot, ("", ""))
        draw_text(canvas, MARGIN + 16, y + height - 10, f"{name}, {pos}" if pos else name,
                  SANS_BOLD, 8)
        canvas.setLineWidth(0.3)
        canvas.setStrokeGray(0.6)
        for line in (1, 2):  # room for substitutes
            canvas.line(MARGIN + 22, y + height - 10 - 11 * line, MARGIN + NAME_WIDTH - 6,
                        y + height - 10 - 11 * line)
        canvas.setStrokeGray(0)
        for i in range(len(innings)):
            canvas.setLineWidth(0.4)
            canvas.rect(x0 + i * width, y, width, height)
            if cell is not u9.pa_boxes:  # Unlimited Nine's box puts its diamond aside
                diamond(canvas, x0 + i * width, y, width, height, None)
            if cell is not None:
                cell(canvas, x0 + i * width, y, width, height)
    for n, label in enumerate(("R", "H", "E", "LOB")):
        row_y = y - 11 * (n + 1)
        draw_text(canvas, x0 - 4, row_y + 3, label, SANS_BOLD, 7.5, "right")
        canvas.line(x0, row_y, x0 + width * len(innings), row_y)
    top_p = y - 62
    draw_text(canvas, MARGIN, top_p, "Pitcher", SANS_BOLD, 7.5)
    for i, head in enumerate(heads):
        draw_text(canvas, MARGIN + 180 + 34 * i, top_p, head, SANS_BOLD, 7.5, "right")
    canvas.setLineWidth(0.3)
    for n in range(1, 4):
        canvas.line(MARGIN, top_p - 12 * n, MARGIN + 180 + 34 * 6, top_p - 12 * n)
    return top_p


def _roster(canvas: Canvas, names: list[str], top: float) -> None:
    """The team's players, for the substitutes' lines: beside the pitcher lines, wrapped."""
    if not names:
        return
    x = MARGIN + 180 + 34 * 6 + 40
    room = int((PAGE[0] - MARGIN - x) / 4.2)  # columns of 7-point text that fit
    draw_text(canvas, x, top, "Roster", SANS_BOLD, 7.5)
    lines = textwrap.wrap(", ".join(names), room) or [""]
    if len(lines) > 6:  # a big league's whole season: the page has room for six lines
        lines = lines[:5] + [f"and {sum(1 for _ in names)} players in all"]
    for n, line in enumerate(lines):
        draw_text(canvas, x, top - 10 * (n + 1), line, SANS, 7)


def _bot9_boxes(canvas: Canvas) -> None:
    """The fatigue track (a column per ace component, rows 0 to locked) for each of the two
    pitchers, and the count: balls, strikes, outs."""
    locked = load_tables(None).locked_at
    x, top = MARGIN + NAME_WIDTH + 2 * 70 + 30, PAGE[1] - MARGIN - 64
    for p, who in enumerate(("Starter", "Reliever")):
        px = x + p * 130
        draw_text(canvas, px, top, f"Fatigue track: {who}", SANS_BOLD, 8)
        draw_text(canvas, px + 62, top - 12, "Location", SANS, 7, "center")
        draw_text(canvas, px + 100, top - 12, "Angle", SANS, 7, "center")
        for row in range(locked + 1):
            y = top - 26 - 14 * row
            note = "locked" if row == locked else ""
            draw_text(canvas, px, y + 3, f"Row {row} {note}", SANS, 7)
            for cx in (62, 100):
                canvas.rect(px + cx - 8, y, 16, 11)
    y = top - 26 - 14 * (locked + 1) - 24
    for n, (label, boxes) in enumerate((("Balls", 3), ("Strikes", 2), ("Outs", 2))):
        draw_text(canvas, x, y - 16 * n, label, SANS_BOLD, 8)
        for b in range(boxes):
            canvas.rect(x + 50 + 16 * b, y - 16 * n - 2, 11, 11)
    draw_text(canvas, x, y - 56, "Tokens: location High / Low, angle Inside / Away", SANS, 7)
