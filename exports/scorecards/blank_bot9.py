"""The Bottom of the 9th parts of the blank scorecard (rules/bot9.md §1, §4.2, §5.5).

Which innings each team's page has, from the game the teams last played (its setup: where it
started, how many innings it was scheduled for): in the base game only the home team bats, in
the bottom of the 9th; in the 10th-inning variant both teams bat in the extra innings — so the
home team's page has the 9th and extra innings, the visitors' the extra innings only, never a
9th they do not bat in. The multi-inning game (§4.2.6) is normal baseball: both pages have its
innings from the 1st and two extra ones.

And beside the grid the fatigue track — rows 0 to the row where an ace face locks, from the
system's rules file — for the starter and the reliever, and the count: balls, strikes, outs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import sqlalchemy as sa
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy.engine import Engine

from db.models import Game
from engine.systems.bot9.tables import load_tables
from exports.pdf_fonts import SANS, SANS_BOLD
from exports.scorecards.blank_draw import fit_text
from exports.scorecards.game_pdf import MARGIN, PAGE, draw_text

SYSTEM = "bot9"
#: The fatigue tracks and count boxes beside the grid: the two tracks side by side, or, when
#: the innings need the room, one above the other.
WIDE, STACKED = 262.0, 130.0
EXTRA_COLUMNS = 2  # extra innings a page has room for
SMALLEST = 16 * 72 / 25.4  # the narrowest at-bat box a pencil can use: 16 mm
#: What the visitors' page says when they bat in extra innings only.
EXTRA_NOTE = "The visitors bat in extra innings only (the 10th-inning variant)."


@dataclass(frozen=True)
class Layout:
    """A page's inning columns and the width of the boxes beside them."""

    innings: tuple[str, ...]
    boxes: float

    @property
    def stacked(self) -> bool:
        return self.boxes == STACKED


def latest_setup(engine: Engine, teams: list[str]) -> dict | None:
    """The setup of the latest Bottom of the 9th game of the first of `teams` that has
    played one (None: none has)."""
    g = Game.__table__.c
    for team in teams:
        latest = (sa.select(g.setup).where(((g.away == team) | (g.home == team))
                                           & (g.system == SYSTEM))
                  .order_by(g.date.desc().nulls_last(), g.id.desc()).limit(1))
        with engine.connect() as db:
            row = db.execute(latest).first()
        if row is not None:
            return json.loads(row.setup)
    return None


def innings_by_side(setup: dict | None) -> dict[str, tuple[str, ...]]:
    """Each side's inning columns for a game set up as `setup` (the base game when None),
    with the extra innings the page may have room for."""
    first = (setup or {}).get("situation", {}).get("inning", 9)
    last = (setup or {}).get("rules", {}).get("innings", 9)
    if first < last:  # the multi-inning game: both teams bat from the 1st
        both = tuple(str(n) for n in range(first, last + EXTRA_COLUMNS + 1))
        return {"away": both, "home": both}
    extra = tuple(str(n) for n in range(last + 1, last + EXTRA_COLUMNS + 2))
    return {"away": extra, "home": (str(last), *extra)}


def layout(setup: dict | None, side: str, room: float) -> Layout:
    """`side`'s columns in `room` points less the boxes beside them: the tracks side by side
    while the columns keep 16 mm, else stacked, with as many extra innings as still fit (the
    scheduled ones always)."""
    innings = innings_by_side(setup)[side]
    if len(innings) * SMALLEST <= room - WIDE:
        return Layout(innings, WIDE)
    scheduled = (setup or {}).get("rules", {}).get("innings", 9)
    fit = max(int((room - STACKED) // SMALLEST),
              sum(1 for inning in innings if int(inning) <= scheduled))
    return Layout(innings[:fit], STACKED)


def extra_only(setup: dict | None) -> bool:
    """Whether the visitors bat in extra innings only (the base game and its variant)."""
    sides = innings_by_side(setup)
    return sides["away"] != sides["home"]


def slots(setup: dict | None) -> int:
    """The batting slots of a game set up as `setup`: six in the base game."""
    return int((setup or {}).get("rules", {}).get("lineup_size", 6))


def fatigue_and_count(canvas: Canvas, top: float, stacked: bool) -> float:
    """The fatigue track (a column per ace component, rows 0 to locked) for each of the two
    pitchers, side by side or `stacked`, and the count: balls, strikes, outs; returns their
    foot."""
    locked = load_tables(None).locked_at
    x = PAGE[0] - MARGIN - (STACKED if stacked else WIDE)
    track = 34 + 14 * (locked + 1)
    for p, who in enumerate(("Starter", "Reliever")):
        px, py = (x, top - p * (track + 8)) if stacked else (x + p * 134, top)
        draw_text(canvas, px, py - 8, f"Fatigue track: {who}", SANS_BOLD, 8)
        draw_text(canvas, px + 62, py - 20, "Location", SANS, 7, "center")
        draw_text(canvas, px + 100, py - 20, "Angle", SANS, 7, "center")
        for row in range(locked + 1):
            y = py - 34 - 14 * row
            note = "locked" if row == locked else ""
            draw_text(canvas, px, y + 3, f"Row {row} {note}", SANS, 7)
            canvas.setLineWidth(0.5)
            for cx in (62, 100):
                canvas.rect(px + cx - 8, y, 16, 11)
    y = top - (2 * (track + 8) if stacked else track) - 14
    for n, (label, boxes) in enumerate((("Balls", 3), ("Strikes", 2), ("Outs", 2))):
        draw_text(canvas, x, y - 16 * n, label, SANS_BOLD, 8)
        for b in range(boxes):
            canvas.rect(x + 50 + 16 * b, y - 16 * n - 2, 11, 11)
    fit_text(canvas, x, y - 50, "Tokens: location High / Low, angle Inside / Away", SANS, 7,
             STACKED if stacked else WIDE)
    return y - 58
