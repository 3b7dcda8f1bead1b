"""Pizza Box Baseball on paper: the blank scorecard with the boxes for each plate appearance's
three cards and the hand and deck tracker (`scorebook scorecard --blank --system pizzabox`), a
simulated game's scorecard with its cards in the table's language, and its box score page.

The pages are read back with pypdf (text, compared with tests/data/pdf/scorecard_blank_pizzabox.txt;
SCOREBOOK_UPDATE_GOLDEN=1 rewrites it after a reviewed change) and through their content
streams (tests/exports/pdf_drawing.py): the boxes a player ticks are counted, and nothing may
be drawn into the page margins.
"""

from __future__ import annotations

import io
import re
from collections import Counter

import pytest
from reportlab.pdfgen.canvas import Canvas

from db.cards import game_cards
from db.engine import make_engine
from engine.systems.simulate import game_seed, simulate
from exports.scorecards.blank_pizzabox import blocks, deck_counts, reshuffle_after
from exports.scorecards.game_pdf import MARGIN, PAGE
from stats.load import load
from tests.command_line import scorebook
from tests.exports.pdf_drawing import page_drawing, outside
from tests.exports.test_box_pdf import assert_golden, page_text

SEED = 3
PRO_GAME = f"sim-pizzabox-{SEED}-1"
#: The words of Pizza Box's table language (engine/systems/pizzabox/table_entry.py).
LETTERS = {"SWING": "w", "TAKE": "t", "STEAL": "s", "BUNT": "b", "STRIKE": "K", "BALL": "B",
           "PITCHOUT": "P"}


@pytest.fixture(scope="module")
def url(tmp_path_factory) -> str:
    """A database with one simulated PRO game, VIS at HOM (relievers, the pitcher batting)."""
    url = f"sqlite:///{tmp_path_factory.mktemp('pizzabox') / 'pizzabox.db'}"
    result = scorebook(url, "sim", "pizzabox", "--games", "1", "--seed", str(SEED),
                       "--option", "level=PRO")
    assert result.exit_code == 0, result.output
    return url


def blank(url: str, folder, *args: str) -> bytes:
    path = folder / "blank.pdf"
    result = scorebook(url, "scorecard", "--blank", *args, "--pdf", str(path))
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote a blank scorecard to {path}.\n"
    return path.read_bytes()


def rects(drawn, size: tuple[float, float]) -> list:
    return [d for d in drawn if d.kind == "rect" and d.size == size]


def test_the_blank_card_has_card_boxes_and_a_tracker_page(url, tmp_path):
    data = blank(url, tmp_path, "--home", "HOM", "--away", "VIS", "--system", "pizzabox")
    assert blank(url, tmp_path, "--home", "HOM", "--away", "VIS", "--system", "pizzabox") == data
    pages = page_text(data)
    # the visitors batting, the home team batting, the rosters, the tracker
    assert len(pages) == 4 and pages[2].startswith("Rosters")
    assert_golden("scorecard_blank_pizzabox", "\f".join(pages))
    for page in pages[:2]:
        assert "Pizza Box Baseball" in page and "the result card's number" in page
        heads = next(line for line in page.splitlines() if "IP" in line).split()
        assert heads == ["Pitchers", "faced", "IP", "H", "R", "ER", "BB", "SO",
                         "(continued)", "IP", "H", "R", "ER", "BB", "SO"]  # no pitches
    assert re.search(r"HOM-CF +CF", pages[1])  # the home team's latest lineup
    drawing = page_drawing(data)
    for page in drawing[:2]:  # each box of 9 batters by 11 innings: two cards and the result
        assert len(rects(page, (9.0, 7.0))) == 2 * 9 * 11
        assert len(rects(page, (19.0, 7.0))) == 9 * 11
    tracker = pages[3]
    assert "Hand and deck tracker" in tracker
    assert "Red deck: HOM in the field (top halves)" in tracker
    assert "Blue deck: VIS in the field (bottom halves)" in tracker
    assert tracker.count("The red pitcher deck: 10 STRIKE, 15 BALL") == 1
    for deck in ("Hitter Advantage (52)", "No Advantage (36)", "Pitcher Advantage (72)"):
        assert tracker.count(deck) == 2  # innings 1-6, and 7 on
    # The reshuffles, marked after the innings they follow, in both colours' columns.
    assert tracker.count("after the 3rd: reshuffle both pitcher decks") == 2
    assert tracker.count("after the 6th: reshuffle every deck") == 2
    assert tracker.count("after the 9th: reshuffle both pitcher decks") == 2
    assert "after the 4th" not in tracker
    assert "7 SAFE" in tracker and "3 OUT" in tracker
    boxes = drawing[3]
    # A box for every result card, twice; 25 pitcher cards per colour, four spans each, the
    # running cards and the steal checks; a hand row per half-inning (PRO's three numbers,
    # the first draw 5, kept 2, extra 3, and one a batter).
    assert len(rects(boxes, (7.0, 7.0))) == 2 * (52 + 36 + 72)
    assert len(rects(boxes, (8.0, 8.0))) == 2 * 4 * 25 + 10 + 2 * 12
    hand_rows = Counter(round(d.y0) for d in rects(boxes, (9.0, 9.0)) if d.x0 < PAGE[0] / 2)
    assert len(hand_rows) == 12 and set(hand_rows.values()) == {3 + 5 + 2 + 3 + 14}


def test_nothing_is_drawn_in_the_margins(url, tmp_path):
    for system in ("pizzabox", "bot9", "nanyou", None):
        args = ("--home", "HOM", "--away", "VIS") + (("--system", system) if system else ())
        for n, page in enumerate(page_drawing(blank(url, tmp_path, *args)), start=1):
            assert page and outside(page, PAGE, MARGIN) == [], (system, n)
    path = tmp_path / "game.pdf"
    assert scorebook(url, "scorecard", PRO_GAME, "--pdf", str(path)).exit_code == 0
    for page in page_drawing(path.read_bytes()):
        assert outside(page, PAGE, MARGIN) == []


def test_the_margin_check_sees_what_strays():
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=PAGE, invariant=1)
    canvas.rect(MARGIN, MARGIN, 20, 20)
    canvas.setFont("Helvetica", 9)
    canvas.drawString(PAGE[0] - MARGIN - 5, 300, "too long for the room left")
    canvas.line(10, 300, 60, 300)
    canvas.save()
    [page] = page_drawing(out.getvalue())
    assert [(d.kind, d.text) for d in outside(page, PAGE, MARGIN)] == [
        ("text", "too long for the room left"), ("path", "")]


def test_the_tracker_counts_the_cards_the_league_plays_with(tmp_path):
    url = f"sqlite:///{tmp_path / 'cards.db'}"
    deck = tmp_path / "running.toml"
    deck.write_text("".join(f'[[card]]\nid = "R{n:02d}"\ndeck = "RUN"\nresult = '
                            f'"{"SAFE" if n <= 4 else "OUT"}"\nprovenance = "house-default"\n\n'
                            for n in range(1, 11)))
    assert scorebook(url, "cards", "import", "pizzabox", str(deck)).exit_code == 0
    data = blank(url, tmp_path, "--system", "pizzabox")
    tracker = page_text(data)[-1]
    assert "4 SAFE" in tracker and "6 OUT" in tracker and "7 SAFE" not in tracker
    assert "Hitter Advantage (52)" in tracker  # the decks the file did not hold: the house set's
    page = page_drawing(data)[-1]
    safe, out = (next(d for d in page if d.text == label) for label in ("4 SAFE", "6 OUT"))
    row = [d for d in rects(page, (8.0, 8.0)) if abs(d.y0 - (safe.y0 + 0.25 * 7 - 1)) < 1]
    assert sum(safe.x1 < d.x0 < out.x0 for d in row) == 4
    assert sum(d.x0 > out.x1 for d in row) == 6


def test_the_counts_and_reshuffles_come_from_the_rules_and_cards():
    decks = deck_counts()
    assert (decks.strikes, decks.balls) == (10, 15)
    assert (decks.first_draw, decks.keep, decks.extra_draw, decks.per_batter) == (5, 2, 3, 1)
    assert decks.results == (("Hitter Advantage", 52), ("No Advantage", 36),
                             ("Pitcher Advantage", 72))
    assert (decks.safe, decks.out) == (7, 3)
    # rules §2: pitcher decks after every 3rd inning, everything after every 6th; extra
    # innings count from the 9th (the 12th is the 3rd extra, the 15th the 6th)
    assert {n: reshuffle_after(n, decks) for n in range(1, 16) if reshuffle_after(n, decks)} \
        == {3: "pitcher", 6: "all", 9: "pitcher", 12: "pitcher", 15: "all"}
    assert blocks(decks, "pitcher") == [(1, 3), (4, 6), (7, 9), (10, 12)]
    assert blocks(decks, "all") == [(1, 6), (7, 12)]


def test_a_game_s_scorecard_shows_its_cards_in_the_table_s_language(url, tmp_path):
    path = tmp_path / "game.pdf"
    assert scorebook(url, "scorecard", PRO_GAME, "--pdf", str(path)).exit_code == 0
    pages = page_text(path.read_bytes())
    assert "What the table did" in pages[2] and "Pizza Box Baseball: each plate" in pages[2]
    assert "Options: level=PRO" in pages[0]
    assert "pitchers." not in pages[0] and "names=" not in pages[0]  # set-up, not a variant
    rows = []  # the lines of the table (each drawn whole), down the left column, then the right
    for page in page_drawing(path.read_bytes())[2:]:
        lines = [d for d in page if d.kind == "text" and d.y1 < PAGE[1] - MARGIN - 66]
        rows += [d.text for d in sorted(lines, key=lambda d: (d.x0, -d.y0))]
    # Every answer of the game that did something, in order, in the table's words.
    pool = list(game_cards(make_engine(url), "pizzabox").values())
    game = simulate("pizzabox", pool, game_seed(SEED, 1), ("HOM", "HOM"), ("VIS", "VIS"),
                    {"level": "PRO"})
    wanted = []
    for a in game.answers:
        if (a.key, a.value) in (("pitcher", "stay"), ("pinch", "none"), ("keep", "none")):
            continue
        card = LETTERS.get(a.value, a.value)
        wanted.append({"draw": f"+{card}", "keep": f"keep {a.value}", "pitcher": f"p {a.value}",
                       "pinch": f"ph {a.value}"}.get(a.key, card))
    said = " ".join(row[15:] for row in rows)
    assert said == " ".join(wanted)
    assert any(word.startswith("p ") for word in wanted)  # a reliever came in
    # a line per plate appearance, after its batter
    frames = load(make_engine(url))
    plays = frames.plays.collect()
    assert len(rows) == plays.filter(plays["batter_event"]).height


def test_the_box_score_page_names_the_game(url, tmp_path):
    path = tmp_path / "box.pdf"
    assert scorebook(url, "box", PRO_GAME, "--pdf", str(path)).exit_code == 0
    [page] = page_text(path.read_bytes())
    assert f"Pizza Box Baseball · {PRO_GAME}" in page
