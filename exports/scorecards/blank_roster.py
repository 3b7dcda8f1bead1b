"""A team's roster on its blank card, for writing in substitutes: every player in full, by
uniform number where the roster gives one, then by name — its roster entries, and anyone else
who has played for it (an imported game's player on no roster) after them. Set in columns where
the card has room beside its grid, else on a page of rosters after the team pages, two columns
a team, as many pages as a big squad needs: never "and N more".
"""

from __future__ import annotations

import math

import polars as pl
import sqlalchemy as sa
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy.engine import Engine

from db.models import metadata
from engine.core.setup import POSITIONS
from exports.pdf_fonts import SANS, SANS_BOLD
from exports.scorecards.blank_draw import fit_text
from exports.scorecards.game_pdf import MARGIN, PAGE, draw_text
from stats.load import load

#: One player's line: his uniform number ("" when none), name and positions ("P LF").
RosterLine = tuple[str, str, str]
LINE = 10.5  # a roster line's height
NUMBER, POSITIONS_WIDTH = 16.0, 60.0
_t = metadata.tables


def _entries(engine: Engine, team: str) -> list:
    """The team's roster entries: player id, name, uniform number, positions."""
    entry, player, teams = _t["roster_entries"], _t["players"], _t["teams"]
    with engine.connect() as db:
        return db.execute(sa.select(entry.c.player_id, player.c.name, entry.c.number,
                                    entry.c.positions)
                          .join(player, player.c.player_id == entry.c.player_id)
                          .join(teams, teams.c.id == entry.c.team_id)
                          .where(teams.c.code == team)).all()


def uniform_numbers(engine: Engine, team: str) -> dict[str, str]:
    """The uniform number of each player on the team's roster who has one, by player id."""
    return {r.player_id: r.number for r in _entries(engine, team) if r.number}


def team_roster(engine: Engine, team: str) -> list[RosterLine]:
    """The team's roster entries by number, then name, then whoever else played for it (in a
    starting lineup or as a substitute) by name."""
    rows = _entries(engine, team)
    listed = sorted(rows, key=lambda r: (not r.number, int(r.number or 0), r.name, r.player_id))
    lines = [(r.number, r.name or r.player_id, _positions(r.positions)) for r in listed]
    on_roster = {r.player_id for r in rows}
    return lines + [("", name, "") for pid, name in _played(engine, team) if pid not in on_roster]


def _positions(stored: str) -> str:
    return " ".join(POSITIONS.get(int(w), w) if w.isdigit() else w
                    for w in stored.split())


def _played(engine: Engine, team: str) -> list[tuple[str, str]]:
    """(player id, name) of everyone who has played for the team, by name."""
    frames = load(engine)
    games = frames.games.select("game_id", "away", "home")

    def side_is(column: str) -> pl.Expr:
        return pl.when(pl.col(column) == 0).then(pl.col("away")).otherwise(pl.col("home")) == team

    starters = frames.lineups.join(games, on="game_id").filter(side_is("side")).select("player_id")
    subs = (frames.plays.filter(pl.col("kind") == "sub").join(games, on="game_id")
            .filter(side_is("team")).select(player_id=pl.col("player")))
    named = (pl.concat([starters, subs]).unique().join(frames.players, on="player_id", how="left")
             .select("player_id", name=pl.coalesce("name", "player_id")).sort("name", "player_id"))
    return list(named.collect().iter_rows())


def columns_needed(lines: list[RosterLine], height: float) -> int:
    """How many columns of `height` the roster takes (its heading line included)."""
    per_column = max(1, int((height - LINE) // LINE))
    return math.ceil(len(lines) / per_column)


def draw_roster(canvas: Canvas, lines: list[RosterLine], heading: str, x: float, top: float,
                width: float, height: float, columns: int = 2) -> tuple[list[RosterLine], float]:
    """The roster in up to `columns` columns across `width` from (x, top), down `height`;
    returns the lines that did not fit, and the foot of those that did."""
    fit_text(canvas, x, top - 8, heading, SANS_BOLD, 8, width)
    per_column = max(1, int((height - LINE) // LINE))
    column_width = (width - 10 * (columns - 1)) / columns
    shown = lines[:per_column * columns]
    for n, (number, name, positions) in enumerate(shown):
        cx = x + n // per_column * (column_width + 10)
        y = top - 8 - LINE * (n % per_column + 1)
        draw_text(canvas, cx + NUMBER - 3, y, number, SANS, 7.5, "right")
        fit_text(canvas, cx + NUMBER, y, name, SANS, 7.5,
                 column_width - NUMBER - POSITIONS_WIDTH - 2)
        fit_text(canvas, cx + column_width, y, positions, SANS, 6.5, POSITIONS_WIDTH - 2, "right")
    return lines[len(shown):], top - 8 - LINE * min(len(shown), per_column) - 3


def roster_pages(canvas: Canvas, title: str, rosters: list[tuple[str, list[RosterLine]]]) -> None:
    """Pages of rosters: each team in two columns, two teams a page side by side, a team that
    does not fit going on over the next page; under the last of them, the game's notes."""
    half = (PAGE[0] - 2 * MARGIN - 24) / 2
    top = PAGE[1] - MARGIN
    queue = [(name, lines, "") for name, lines in rosters if lines]
    while queue:
        fit_text(canvas, MARGIN, top - 13, title, SANS_BOLD, 13, PAGE[0] - 2 * MARGIN)
        foot = top - 26
        for slot in range(2):
            if not queue:
                break
            name, lines, more = queue.pop(0)
            rest, end = draw_roster(canvas, lines, name + more, MARGIN + slot * (half + 24),
                                    top - 26, half, top - 26 - MARGIN)
            foot = min(foot, end)
            if rest:
                queue.insert(0, (name, rest, " (continued)"))
                break
        if not queue:
            _game_notes(canvas, foot - 12)
        canvas.showPage()


def _game_notes(canvas: Canvas, top: float) -> None:
    """What a scorer notes beside the plays — the umpires, the weather, the crowd, the time,
    and lines for the rest (ejections, delays, protests) — down to the foot of the page."""
    if top - MARGIN < 40:
        return
    width = PAGE[0] - 2 * MARGIN
    draw_text(canvas, MARGIN, top - 9, "Game notes", SANS_BOLD, 9)
    fit_text(canvas, MARGIN, top - 24, "Umpires:  HP ____________   1B ____________   "
             "2B ____________   3B ____________      Weather ____________   Attendance "
             "__________   Time of game ________", SANS, 8, width)
    canvas.setLineWidth(0.3)
    canvas.setStrokeGray(0.55)
    y = top - 24 - 18
    while y >= MARGIN:
        canvas.line(MARGIN, y, MARGIN + width, y)
        y -= 18
    canvas.setStrokeGray(0)
