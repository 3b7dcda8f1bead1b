"""A blank scorecard for scoring on paper at the table (`scorebook scorecard --blank`).

One landscape page per team batting: its lineup from its most recent game (or empty lines to
write one in), a grid of at-bat boxes to fill in with a pencil (exports.scorecards.blank_grid),
inning totals and the lines for the pitchers it faces; then the teams' rosters, in full, on the
page beside the grid where there is room, else on a page of their own
(exports.scorecards.blank_roster).

The Bottom of the 9th card has the innings each team bats in, and beside the grid the fatigue
track and count boxes (exports.scorecards.blank_bot9). The Pizza Box card has boxes for each
plate appearance's three cards and a last page, the hand and deck tracker
(exports.scorecards.blank_pizzabox). The Unlimited Nine card has its three innings, room in each
box for the duel, and the hand sizes of the cards in the lineup
(exports.scorecards.blank_unlimited9). Plain baseball and Nanyou count balls and strikes, and
the Bottom of the 9th pitches too: their boxes have ball and strike boxes and their pitcher
lines a column for the pitches.
"""

from __future__ import annotations

import io

import polars as pl
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy.engine import Engine

from engine.core.errors import ScorebookError, quoted
from engine.core.setup import POSITIONS
from exports.box_pdf import SYSTEM_NAMES
from exports.pdf_fonts import SANS, SANS_BOLD, register_fonts, text_width
from exports.scorecards import blank_bot9 as bot9
from exports.scorecards import blank_unlimited9 as u9
from exports.scorecards.blank_draw import fit_text
from exports.scorecards.blank_grid import BATTING_WIDTH, Grid, draw_grid, row_height
from exports.scorecards.blank_pizzabox import CELL_LEGEND, Decks, deck_counts, pa_boxes, tracker_page
from exports.scorecards.blank_roster import (RosterLine, columns_needed, draw_roster, roster_pages,
                                             uniform_numbers)
from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH, PAGE
from stats.load import load

#: The pitcher lines' columns; Pizza Box and Unlimited Nine have no pitches to count.
_PITCHING = ("IP", "H", "R", "ER", "BB", "SO", "Pitches")
#: Plain baseball's columns: nine innings and two more, for extra innings or batting around.
_INNINGS = tuple(str(n) for n in range(1, 12))
#: A lineup: the team's name and its (slot, name, position[, uniform number]) rows.
Lineup = tuple[str, list[tuple]]
SIDES = (("away", "Visitors"), ("home", "Home"))
_BESIDE = 10.0  # between the grid and the boxes beside it


def recent_lineup(engine: Engine, team: str) -> Lineup:
    """The team's name and its starting lineup in the latest game it played, each batter with
    his uniform number where the roster gives one (empty when it has played none); an unknown
    team code is one sentence."""
    frames = load(engine)
    teams = frames.teams.filter(pl.col("code") == team).collect()
    if teams.is_empty():
        raise ScorebookError(f"There is no team {quoted(team)}.")
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
    numbers = uniform_numbers(engine, team)
    rows, seen = [], set()
    for r in lineup.iter_rows(named=True):
        if r["slot"] not in seen:  # the starter of each slot
            seen.add(r["slot"])
            rows.append((r["slot"], r["name"] or r["player_id"], POSITIONS.get(r["position"], ""),
                         numbers.get(r["player_id"], "")))
    return name, rows


def blank_scorecard_pdf(lineups: dict[str, Lineup], system: str | None = None,
                        rosters: dict[str, list[RosterLine]] | None = None,
                        decks: Decks | None = None,
                        hands: dict[str, u9.TeamHands | None] | None = None,
                        bot9_setup: dict | None = None) -> bytes:
    """The blank card, visitors' page then home page, then the rosters that did not fit
    beside their grid; `system` "bot9" gives the Bottom of the 9th variant (the innings and
    slots of a game set up as `bot9_setup`, the base game's by default), "pizzabox" the Pizza
    Box one with its tracker page (counting `decks`, by default the house cards' under the
    bundled rules), "unlimited9" the Unlimited Nine one with the hand sizes of each side's cards
    (`hands`, by side; none: lines to fill in); `rosters` (by side) each team's players. The
    same bytes every time (reportlab's invariant mode)."""
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=PAGE, invariant=1)
    canvas.setTitle("Blank scorecard")
    canvas.setAuthor("Scorebook")
    canvas.setCreator("Scorebook")
    names = {side: lineups.get(side, ("", []))[0] for side, _ in SIDES}
    title = f"{names['away'] or '________'} at {names['home'] or '________'}"
    left_over = []
    for side, label in SIDES:
        team, rows = lineups.get(side, ("", []))
        roster = (rosters or {}).get(side, [])
        if not _team_page(canvas, system, side, title, team or label, rows, roster, names,
                          hands, bot9_setup):
            left_over.append((team or label, roster))
        canvas.showPage()
    roster_pages(canvas, f"Rosters: {title}", left_over)
    if system == "pizzabox":
        tracker_page(canvas, names["away"], names["home"], decks or deck_counts())
        canvas.showPage()
    canvas.save()
    return out.getvalue()


def _team_page(canvas: Canvas, system: str | None, side: str, title: str, team: str,
               rows: list, roster: list[RosterLine], names: dict[str, str],
               hands: dict | None, bot9_setup: dict | None) -> bool:
    """One team's page; returns whether its roster is on it (or it has none)."""
    pizzabox, unlimited9, is_bot9 = system == "pizzabox", system == u9.SYSTEM, system == bot9.SYSTEM
    top = PAGE[1] - MARGIN
    _header(canvas, top, title, f"{team} batting", system)
    legend = ([CELL_LEGEND] if pizzabox else list(u9.CELL_LEGEND) if unlimited9
              else [bot9.EXTRA_NOTE] if is_bot9 and side == "away" and bot9.extra_only(bot9_setup)
              else [])
    for n, line in enumerate(legend):
        fit_text(canvas, MARGIN, top - 33 - 8 * n, line, SANS, 7, PAGE[0] - 2 * MARGIN)
    grid_top = top - 27 - 8 * len(legend)
    if unlimited9:
        other = "home" if side == "away" else "away"
        u9.defence_line(canvas, MARGIN, grid_top - 8, names[other], (hands or {}).get(other),
                        PAGE[0] - 2 * MARGIN)
        grid_top -= 12
    grid = _grid(system, side, rows, bot9_setup, hands)
    draw_grid(canvas, grid, rows, grid_top)
    if not is_bot9:
        return not roster
    boxes = PAGE[0] - MARGIN - grid.right - _BESIDE
    foot = bot9.fatigue_and_count(canvas, grid_top, boxes == bot9.STACKED)
    room = foot - 10 - (grid_top - 11 - grid.slots * row_height(grid, grid_top))
    columns = columns_needed(roster, room)
    if roster and columns <= (1 if boxes == bot9.STACKED else 2):
        draw_roster(canvas, roster, "Roster", PAGE[0] - MARGIN - boxes, foot - 10, boxes, room,
                    columns)  # one column while it fits: the names keep their size
        return True
    return not roster


def _grid(system: str | None, side: str, rows: list, bot9_setup: dict | None,
          hands: dict | None) -> Grid:
    """The grid of `system`'s card for `side`; a lineup longer than the system's gets a row
    for each of its batters."""
    longest = max((row[0] for row in rows), default=0)
    if system == bot9.SYSTEM:
        room = PAGE[0] - 2 * MARGIN - NAME_WIDTH - BATTING_WIDTH - _BESIDE
        page = bot9.layout(bot9_setup, side, room)
        return Grid(page.innings, max(bot9.slots(bot9_setup), longest), _PITCHING,
                    right=PAGE[0] - MARGIN - page.boxes - _BESIDE)
    if system == "pizzabox":
        return Grid(_INNINGS, max(9, longest), _PITCHING[:-1], count=False, cell=pa_boxes,
                    cell_top=9)
    if system == u9.SYSTEM:
        aside = (u9.HAND_WIDTH, u9.hand_cell((hands or {}).get(side)))
        return Grid(u9.INNINGS, max(9, longest), _PITCHING[:-1], count=False, cell=u9.pa_boxes,
                    diamond=False, aside=aside)
    return Grid(_INNINGS, max(9, longest), _PITCHING)


def _header(canvas: Canvas, top: float, title: str, batting: str, system: str | None) -> None:
    """The game's teams and the team batting on the first line, set smaller when long; the
    system and the blanks for the date and the score on the second."""
    room = PAGE[0] - 2 * MARGIN
    right = min(text_width(batting, SANS_BOLD, 12), room * 0.4)
    fit_text(canvas, PAGE[0] - MARGIN, top - 11, batting, SANS_BOLD, 12, right, "right")
    fit_text(canvas, MARGIN, top - 11, title, SANS_BOLD, 13, room - right - 16)
    line = (f"{SYSTEM_NAMES.get(system or '', system or 'Baseball')}   Date ____________   "
            "Final ______ – ______   Start ______   End ______"
            + ("   Mode:  basic   standard  (circle one)" if system == u9.SYSTEM else ""))
    fit_text(canvas, MARGIN, top - 22, line, SANS, 8, room)
