"""The Unlimited Nine parts of the blank scorecard (rules/unlimited_nine.md §2, §5).

Three innings, and a fourth column for a team that bats around. Each box has room for the duel
as the table language writes it (engine/systems/unlimited9/table_words.py): the offence's cards
(O: how many, the colour circled) and the defence's (D), the difference, the boost cards the
defence discarded for the catch (+), the skills used (S) and the result, beside a small diamond
for the runners. A legend under the heading gives the table's words.

And the hand-size aid (rules §2 A), the sizes the hands are set to every plate appearance: in a
column beside the names, each batter's (his batting, +1 when he is the Captain or of his
colour), and over the grid the defence's (its pitcher's pitching, its catcher's bonus, +1 when
the pitcher is the Captain or of his colour). They are printed when the card's lineup is known
— a team's latest game of Unlimited Nine (`team_hands`), or a colour's sample nine
(`sample_nine`: a basic game's side, every one of the Captain's colour) — and left as lines to
fill in otherwise. Events that change a hand, a student's values and the sick icon's flip come
during the game: the legend says so.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa
from reportlab.pdfgen.canvas import Canvas
from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.models import Game
from db.replay import find_game, new_session
from engine.core.setup import POSITIONS as POSITION_NAMES
from engine.systems.unlimited9.cards import COLOURS, POSITION_NUMBERS, CardSet
from engine.systems.unlimited9.pregame import batting_order, colour_nine
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.state import U9State
from exports.pdf_fonts import SANS, SANS_BOLD, text_width
from exports.scorecards.game_pdf import diamond, draw_text

SYSTEM = "unlimited9"
#: The grid's columns: the three innings, and one for a team that bats around in one of them.
INNINGS = ("1", "2", "3", "Batted around")
#: The hand column beside the names.
HAND_TITLE, HAND_WIDTH = "Hand", 34.0
#: The legend under each team page's heading: the box, then the table's words.
CELL_LEGEND = (
    "In each box: O the offence's cards, D the defence's: how many, and circle the colour "
    "(b blue, g green, r red; a defence of the offence's colour has no power). Diff = O – D; "
    "+ the boost cards discarded for the catch; S the skills used.",
    "The table's words: o3r d2b +1 sB05 the duel · i walked · K the duel lost · 1B@SS 2B@LF "
    "3B@CF HR a hit, and where · X@CF caught · oe/de E05:1 an event before the half · "
    "pos B03 B05 fielders swap · sub B10 B04.",
    "Hand: the batter's batting, +1 for the Captain or his colour. The events in play, a "
    "student's values and the sick icon's flip after an inning change the hands during the game.")
_GREY = 0.45
_BOX = (10.0, 8.0)  # a count's box: the cards, the difference, the boost
_RESULT = (60.0, 9.0)


@dataclass(frozen=True)
class TeamHands:
    """What one team's cards give its hands as its lineup starts: by batting slot (batting,
    the captain's bonus); its pitcher (name, pitching, the captain's bonus) and its catcher
    (name, catcher's bonus)."""

    batting: dict[int, tuple[int, int]]
    pitcher: tuple[str, int, int]
    catcher: tuple[str, int]

    @property
    def defence(self) -> int:
        return self.pitcher[1] + self.pitcher[2] + self.catcher[1]


def colour_of(word: str | None) -> str | None:
    """The colour a --home/--away word names ("blue", "Red"), if it names one."""
    word = (word or "").strip().lower()
    return word if word in COLOURS else None


def sample_nine(cards: CardSet, colour: str) -> tuple[tuple[str, list], TeamHands]:
    """A basic game's side of `colour`: its nine in the computer's batting order at their
    printed positions (pregame.py), as a lineup (team name, (slot, name, position) rows), and
    their hands — every one of them is of the Captain's colour."""
    bonus = load_rules(None).captain_bonus
    nine = {card.id: card for card in colour_nine(cards, colour)}
    order = [nine[card_id] for card_id, _ in batting_order(tuple(nine.values()))]
    rows = [(slot, card.name, POSITION_NAMES[POSITION_NUMBERS[card.position]])
            for slot, card in enumerate(order, start=1)]
    pitcher = next(c for c in order if c.position == "P")
    catcher = next(c for c in order if c.position == "C")
    hands = TeamHands({slot: (card.player.batting, bonus) for slot, card in enumerate(order, 1)},
                      (pitcher.name, pitcher.player.pitching, bonus),
                      (catcher.name, catcher.player.catcher_bonus))
    return (colour.capitalize(), rows), hands


def team_hands(engine: Engine, team: str) -> TeamHands | None:
    """The hands of the team's lineup in its latest game (the game whose lineup the blank card
    prints, exports.scorecards.blank_pdf.recent_lineup), when that game is Unlimited Nine's:
    its cards, captain and students as the game began."""
    g = Game.__table__.c
    latest = (sa.select(g.key, g.system, g.away).where((g.away == team) | (g.home == team))
              .order_by(g.date.desc().nulls_last(), g.id.desc()).limit(1))
    with engine.connect() as db:
        row = db.execute(latest).first()
    if row is None or row.system != SYSTEM:
        return None
    with DbSession(engine) as db:
        session = new_session(find_game(db, row.key))
    return _hands(session.state, 0 if row.away == team else 1)


def _hands(state: U9State, team: int) -> TeamHands:
    sheet = (state.game.setup.away, state.game.setup.home)[team]
    batting = {spot.slot: (state.face(spot.player).batting, state.captain_bonus(team, spot.player))
               for spot in sheet.lineup}
    at = {spot.position: spot for spot in sheet.lineup}
    pitcher, catcher = at[1], at.get(2)  # a lineup typed at a table may lack a catcher
    return TeamHands(batting, (pitcher.name, state.face(pitcher.player).pitching,
                               state.captain_bonus(team, pitcher.player)),
                     (catcher.name, state.face(catcher.player).catcher_bonus) if catcher
                     else ("", 0))


def defence_line(canvas: Canvas, x: float, y: float, fielding: str,
                 hands: TeamHands | None, width: float) -> None:
    """The defence's hand over the grid: the other team's pitcher and catcher, set smaller
    when long names would take it past `width`."""
    who = f"The defence's hand ({fielding} in the field): " if fielding else "The defence's hand: "
    if hands is None:
        text = ("pitching ____ + the catcher's bonus ____ + the captain's ____ = ____ cards, "
                "and the events in play")
    else:
        (pitcher, pitching, bonus), (catcher, catching) = hands.pitcher, hands.catcher
        text = (f"pitching {pitching} ({pitcher}) + the catcher's bonus {catching} ({catcher}) "
                f"+ the captain's {bonus} = {hands.defence} cards, and the events in play")
    size = min(8.0, 8.0 * width / (text_width(who, SANS_BOLD, 8) + text_width(text, SANS, 8)))
    lead = draw_text(canvas, x, y, who, SANS_BOLD, size * 0.98)
    draw_text(canvas, x + lead, y, text, SANS, size * 0.98)


def hand_cell(hands: TeamHands | None):
    """The hand column's drawing for `_grid`: the heading (slot 0), then each batter's hand —
    its size over batting + bonus, or a box to write it in."""
    def draw(canvas: Canvas, x: float, y: float, w: float, h: float, slot: int) -> None:
        if slot == 0:
            draw_text(canvas, x + w / 2, y + 4, HAND_TITLE, SANS_BOLD, 8, "center")
            return
        known = hands.batting.get(slot) if hands is not None else None
        if known is None:
            canvas.setLineWidth(0.4)
            canvas.rect(x + (w - 14) / 2, y + h - 17, 14, 11)
            draw_text(canvas, x + w / 2, y + h - 26, "bat+capt", SANS, 5.5, "center")
            return
        batting, bonus = known
        draw_text(canvas, x + w / 2, y + h - 15, str(batting + bonus), SANS_BOLD, 11, "center")
        draw_text(canvas, x + w / 2, y + h - 24, f"{batting}+{bonus}", SANS, 6.5, "center")
    return draw


def pa_boxes(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    """One plate appearance's box: O and D (count, colour), Diff, +, S, the result, and a
    small diamond at the right."""
    canvas.setLineWidth(0.4)
    top = y + h - 11
    for n, side in enumerate(("O", "D")):
        at = x + 3 + 48 * n
        draw_text(canvas, at, top + 1.5, side, SANS_BOLD, 7)
        _box(canvas, at + 7, top, *_BOX)
        for k, letter in enumerate("bgr"):
            draw_text(canvas, at + 21 + 7 * k, top + 1.5, letter, SANS, 6.5)
    row = top - 11
    for label, at in (("Diff", x + 3), ("+", x + 33)):
        width = draw_text(canvas, at, row + 1.5, label, SANS_BOLD, 6.5)
        _box(canvas, at + width + 2, row, *_BOX)
    draw_text(canvas, x + 53, row + 1.5, "S", SANS_BOLD, 6.5)
    canvas.setStrokeGray(_GREY)
    canvas.line(x + 59, row, x + w - 36, row)
    canvas.setStrokeGray(0)
    width = draw_text(canvas, x + 3, y + 4.5, "Result", SANS_BOLD, 6.5)
    _box(canvas, x + width + 5, y + 3, *_RESULT)
    diamond(canvas, x + w - 36, y, 36, h, None)


def _box(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    canvas.setStrokeGray(_GREY)
    canvas.rect(x, y, w, h)
    canvas.setStrokeGray(0)
