"""The Pizza Box Baseball parts of the blank scorecard (rules/pizza_box.md §1.2, §2, §2.6).

In each box of the grid, three boxes to write the plate appearance's cards in: the hitter card
and the pitcher card at the top left (the letters of the table's language: w t s b, K B P), the
result card's number at the top right. And a page to keep the cards with a pencil:

- per half-inning, the defence's hand: the first draw, the cards kept from its last time in the
  field (AA and up), the extra draw when the first is used up, then one card per new batter —
  and at PRO the pitcher card's base draw / keep / extra for the inning;
- per colour (red: the home team in the field, top halves; blue: the visitors, bottom halves)
  the pitcher deck, a box for each STRIKE and BALL card, afresh after every reshuffle;
- the three result decks, a box for each card, afresh after the all-deck reshuffle;
- the running cards (SAFE and OUT), reshuffled after every steal check, and a tally of the
  checks;
- the reshuffles marked between the innings they follow.

Every count comes from the rules file and the card set the league plays with (`deck_counts`),
not from this module.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable

from reportlab.pdfgen.canvas import Canvas

from engine.systems.pizzabox.card_file import card_set, house_set
from engine.systems.pizzabox.cards import DECK_NAMES, RESULT_DECKS, Card, PitcherType, RunningCard
from engine.systems.pizzabox.rules import load_rules
from exports.pdf_fonts import SANS, SANS_BOLD
from exports.scorecards.blank_draw import fit_text
from exports.scorecards.game_pdf import MARGIN, PAGE, draw_text

#: The innings the page has rows for; a longer game goes on to a second sheet.
INNINGS = 12
#: The legend under each team page's heading.
CELL_LEGEND = ("In each box: the hitter card (w swing, t take, s steal, b bunt) and the pitcher "
               "card (K strike, B ball, P pitchout) at the top left, the result card's number "
               "at the top right.")
_COLUMN = (PAGE[0] - 2 * MARGIN - 12) / 2  # each colour's half of the page
_BOX = 9.0
_GREY = 0.45


@dataclass(frozen=True)
class Decks:
    """What the tracker counts: the pitcher deck of each colour, the hand's draws (the most a
    PRO pitcher card may give too), the reshuffles, the result decks and the running cards."""

    strikes: int
    balls: int
    first_draw: int
    keep: int
    extra_draw: int
    per_batter: int
    pitcher_every: int
    all_every: int
    results: tuple[tuple[str, int], ...]  # (deck's name, cards)
    safe: int
    out: int


def deck_counts(cards: Iterable[Card] = (), tables: str | None = None) -> Decks:
    """The counts of the set `cards` (the decks it holds replace the house set's; none: the
    house set) under the rules file `tables` (the bundled rules.toml by default)."""
    cards = list(cards)
    chosen = card_set(cards) if cards else house_set()
    rules = load_rules(tables)
    lines = [line for card in chosen.cards.values() if isinstance(card, PitcherType)
             for line in card.lines]
    running = [card.result for card in chosen.cards.values() if isinstance(card, RunningCard)]
    return Decks(
        strikes=rules.strikes, balls=rules.balls,
        first_draw=max([rules.first_draw, *(line[0] for line in lines)]),
        keep=max([rules.keep, *(line[1] for line in lines)]),
        extra_draw=max([rules.extra_draw, *(line[2] for line in lines)]),
        per_batter=rules.per_batter, pitcher_every=rules.pitcher_reshuffle,
        all_every=rules.all_reshuffle,
        results=tuple((DECK_NAMES[deck], len(chosen.deck(deck))) for deck in RESULT_DECKS),
        safe=running.count("SAFE"), out=running.count("OUT"))


def reshuffle_after(inning: int, decks: Decks) -> str:
    """What is reshuffled after `inning`: "all", "pitcher" or "" (rules §2; extra innings
    count from the 9th, as engine/systems/pizzabox/decks.py does)."""
    n = inning if inning <= 9 else inning - 9
    if n % decks.all_every == 0:
        return "all"
    return "pitcher" if n % decks.pitcher_every == 0 else ""


def blocks(decks: Decks, kind: str) -> list[tuple[int, int]]:
    """The innings between reshuffles of `kind` ("pitcher": any; "all": the result decks)."""
    spans, first = [], 1
    for inning in range(1, INNINGS + 1):
        due = reshuffle_after(inning, decks)
        if inning == INNINGS or due == "all" or (kind == "pitcher" and due):
            spans.append((first, inning))
            first = inning + 1
    return spans


def pa_boxes(canvas: Canvas, x: float, y: float, w: float, h: float) -> None:
    """The hitter card's, the pitcher card's and the result card's boxes of one grid box,
    clear of the diamond's top corner."""
    canvas.setLineWidth(0.4)
    canvas.setStrokeGray(_GREY)
    canvas.rect(x + 2, y + h - 9, 9, 7)
    canvas.rect(x + 13, y + h - 9, 9, 7)
    canvas.rect(x + w - 21, y + h - 9, 19, 7)
    canvas.setStrokeGray(0)


def tracker_page(canvas: Canvas, away: str, home: str, decks: Decks) -> None:
    """The hand and deck tracker: red (top halves) on the left, blue on the right, the result
    decks and running cards across the foot."""
    top = PAGE[1] - MARGIN
    right = draw_text(canvas, PAGE[0] - MARGIN, top - 14, "Hand and deck tracker", SANS_BOLD,
                      12, "right")
    fit_text(canvas, MARGIN, top - 14, f"{away or '________'} at {home or '________'}",
             SANS_BOLD, 15, PAGE[0] - 2 * MARGIN - right - 16)
    draw_text(canvas, MARGIN, top - 30, "Pizza Box Baseball   Level:  A   AA   AAA   PRO  "
              "(circle one)   Date ____________", SANS, 9)
    draw_text(canvas, MARGIN, top - 42, "Tick a box for each card: the hand's as they are "
              "dealt and played, the pitcher deck's as they are dealt, the result decks' as "
              "they are drawn. Kept cards: AA and up. A pile that runs out is made again from "
              "its discards.", SANS, 7)
    bottom = top
    sides = (("Red", home or "the home team", "top"), ("Blue", away or "the visitors", "bottom"))
    for n, (colour, team, halves) in enumerate(sides):
        x = MARGIN + n * (_COLUMN + 12)
        fit_text(canvas, x, top - 60, f"{colour} deck: {team} in the field ({halves} halves)",
                 SANS_BOLD, 9, _COLUMN)
        y = _hand_table(canvas, x, top - 74, decks)
        bottom = min(bottom, _pitcher_deck(canvas, x, y - 14, colour.lower(), decks))
    y = _result_decks(canvas, bottom - 16, decks)
    _running_cards(canvas, y - 14, decks)


def _boxes(canvas: Canvas, x: float, y: float, count: int, width: float,
           size: float = _BOX) -> float:
    """`count` boxes in a row from x in at most `width`; returns where the row ends."""
    if count <= 0:
        return x
    pitch = min(size + 2, width / count)
    side = min(size, pitch - 1)
    for i in range(count):
        canvas.rect(x + i * pitch, y, side, side)
    return x + count * pitch


def _hand_table(canvas: Canvas, x: float, top: float, decks: Decks) -> float:
    """A row per inning of the defence's hand, the reshuffles between; returns its foot."""
    groups = (("First draw", decks.first_draw), ("Kept", decks.keep),
              ("Extra draw", decks.extra_draw))
    starts, at = [], x + 58
    for _, count in groups:
        starts.append(at)
        at += count * (_BOX + 2) + 8
    per_batter = int((x + _COLUMN - at) // (_BOX + 2))
    for (label, _), start in zip((*groups, ("Then one per batter", 0)), (*starts, at)):
        draw_text(canvas, start, top, label, SANS_BOLD, 6.5)
    draw_text(canvas, x, top, "Inn", SANS_BOLD, 6.5)
    draw_text(canvas, x + 18, top, "PRO b/k/e", SANS_BOLD, 6.5)
    y = top - 4
    canvas.setLineWidth(0.4)
    for inning in range(1, INNINGS + 1):
        y -= 15
        draw_text(canvas, x + 12, y + 2, str(inning), SANS_BOLD, 8, "right")
        _boxes(canvas, x + 18, y, 3, 33)
        for start, (_, count) in zip(starts, groups):
            _boxes(canvas, start, y, count, count * (_BOX + 2))
        _boxes(canvas, at, y, per_batter, x + _COLUMN - at)
        due = reshuffle_after(inning, decks)
        if due:
            y -= 9
            canvas.setLineWidth(1.2)
            canvas.line(x, y + 7, x + _COLUMN, y + 7)
            canvas.setLineWidth(0.4)
            said = ("reshuffle every deck: both pitcher decks and the result decks" if due == "all"
                    else "reshuffle both pitcher decks, kept cards too")
            draw_text(canvas, x + _COLUMN / 2, y + 1, f"after the {_ordinal(inning)}: {said}",
                      SANS, 6, "center")
    return y


def _pitcher_deck(canvas: Canvas, x: float, top: float, colour: str, decks: Decks) -> float:
    """A row of STRIKE and BALL boxes for each span between pitcher-deck reshuffles."""
    draw_text(canvas, x, top, f"The {colour} pitcher deck: {decks.strikes} STRIKE, "
              f"{decks.balls} BALL", SANS_BOLD, 8)
    room = _COLUMN - 52 - 8
    share = room * decks.strikes / (decks.strikes + decks.balls)
    draw_text(canvas, x + 52, top - 10, "STRIKE", SANS_BOLD, 6.5)
    draw_text(canvas, x + 52 + share + 8, top - 10, "BALL", SANS_BOLD, 6.5)
    y = top - 12
    for first, last in blocks(decks, "pitcher"):
        y -= 12
        draw_text(canvas, x, y + 1, f"Inn {first}–{last}", SANS, 7)
        _boxes(canvas, x + 52, y, decks.strikes, share, 8)
        _boxes(canvas, x + 52 + share + 8, y, decks.balls, room - share, 8)
    return y


def _result_decks(canvas: Canvas, top: float, decks: Decks) -> float:
    """Each result deck's boxes, for each span between all-deck reshuffles, side by side."""
    draw_text(canvas, MARGIN, top, "The result decks: a box for each card drawn", SANS_BOLD, 8)
    foot = top
    for n, (first, last) in enumerate(blocks(decks, "all")[:2]):
        x = MARGIN + n * (_COLUMN + 12)
        y = top - 12
        draw_text(canvas, x, y, f"Innings {first}–{last}", SANS_BOLD, 7)
        room = _COLUMN - 96
        for name, count in decks.results:
            rows = max(1, math.ceil(count * 8.5 / room))
            per_row = math.ceil(count / rows)
            y -= 2
            draw_text(canvas, x, y - 8, f"{name} ({count})", SANS, 7)
            for row in range(rows):
                y -= 9
                _boxes(canvas, x + 96, y, min(per_row, count - row * per_row), room, 7)
        foot = min(foot, y)
    return foot


def _running_cards(canvas: Canvas, top: float, decks: Decks) -> None:
    """The running deck's SAFE and OUT boxes and each side's steal checks (AA and up)."""
    x = MARGIN + draw_text(canvas, MARGIN, top, "Running cards (AA and up), reshuffled after "
                                                "every steal check:", SANS_BOLD, 8) + 10
    for label, count in (("SAFE", decks.safe), ("OUT", decks.out)):
        x += draw_text(canvas, x, top, f"{count} {label}", SANS_BOLD, 7) + 4
        x = _boxes(canvas, x, top - 1, count, count * 10, 8) + 10
    draw_text(canvas, MARGIN, top - 14, "Steal checks:", SANS_BOLD, 8)
    x = MARGIN + 70
    for side in ("visitors", "home"):
        x += draw_text(canvas, x, top - 14, side, SANS, 7) + 4
        x = _boxes(canvas, x, top - 15, 12, 120, 8) + 16


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
