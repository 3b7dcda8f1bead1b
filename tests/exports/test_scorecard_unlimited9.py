"""Unlimited Nine on paper: the blank scorecard (`scorebook scorecard --blank --system
unlimited9`) with room in each box for the duel, a legend of the table's words and the hand-size
aid — printed from the cards of a team's latest lineup or of a colour's sample nine, lines to
fill in otherwise — and a simulated game's scorecard and box score page.

The pages are read back with pypdf (the sample nines' card is compared with
tests/data/pdf/scorecard_blank_unlimited9.txt; SCOREBOOK_UPDATE_GOLDEN=1 rewrites it after a
reviewed change) and through their content streams (tests/exports/pdf_drawing.py): the boxes are
counted, the hand sizes read where they are drawn, and nothing may be drawn into the margins.
"""

from __future__ import annotations

import re

import pytest
from sqlmodel import Session as DbSession

from db.engine import make_engine
from db.replay import find_game, new_session
from engine.systems.simulate import game_seed, simulate
from engine.systems.unlimited9 import hands
from engine.systems.unlimited9.card_file import house_set
from engine.systems.unlimited9.pregame import batting_order, colour_nine
from exports.scorecards.blank_unlimited9 import HAND_WIDTH, team_hands
from exports.retrosheet.unlimited9 import answer_word
from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH, PAGE
from tests.command_line import scorebook
from tests.exports.pdf_drawing import outside, page_drawing
from tests.exports.test_box_pdf import assert_golden, page_text
from tests.exports.test_scorecard_pizzabox import blank, rects

BASIC, STANDARD = "sim-unlimited9-3-1", "sim-unlimited9-4-1"
LEGEND_WORDS = ("o3r d2b +1 sB05", "i walked", "K the duel lost", "X@CF caught", "oe/de E05:1",
                "pos B03 B05", "sub B10 B04")


@pytest.fixture(scope="module")
def url(tmp_path_factory) -> str:
    """A basic game, then a standard one (recruited teams: mixed colours, so only some of a
    side get the captain's +1): VIS and HOM's latest lineups are the standard game's. And a
    Pizza Box game between two other teams."""
    url = f"sqlite:///{tmp_path_factory.mktemp('unlimited9') / 'u9.db'}"
    for args in (("unlimited9", "--seed", "3"), ("unlimited9", "--seed", "4", "--option",
                                                 "mode=standard"),
                 ("pizzabox", "--seed", "5", "--home", "PZH", "--away", "PZA")):
        result = scorebook(url, "sim", *args)
        assert result.exit_code == 0, result.output
    return url


def hand_column(page) -> list[str]:
    """The texts drawn in the hand column, top to bottom, down to the grid's foot (where the
    R H E LOB labels stand)."""
    left, right = MARGIN + NAME_WIDTH, MARGIN + NAME_WIDTH + HAND_WIDTH
    texts = [d for d in page if d.kind == "text" and left <= d.x0 and d.x1 <= right]
    foot = next(d.y1 for d in texts if d.text == "R")
    return [d.text for d in sorted(texts, key=lambda d: -d.y0) if d.y0 > foot]


def test_the_blank_card_has_three_innings_and_a_box_for_the_duel(url, tmp_path):
    data = blank(url, tmp_path, "--home", "HOM", "--away", "VIS", "--system", "unlimited9")
    assert blank(url, tmp_path, "--home", "HOM", "--away", "VIS", "--system", "unlimited9") == data
    pages = page_text(data)
    # the visitors batting, the home team batting, the rosters: no tracker page
    assert len(pages) == 3 and pages[2].startswith("Rosters")
    for page in pages[:2]:
        assert "Unlimited Nine" in page and "Mode:  basic   standard" in page
        assert all(words in page for words in LEGEND_WORDS)
        grid = next(line for line in page.splitlines() if line.lstrip().startswith("Batter"))
        assert grid.split() == ["Batter", "Pos", "Inn", "Hand", "1", "2", "3", "Batted", "around",
                                "AB", "R", "H", "RBI"]
        heads = next(line for line in page.splitlines() if "IP" in line).split()
        assert heads == ["Pitchers", "faced", "IP", "H", "R", "ER", "BB", "SO",
                         "(continued)", "IP", "H", "R", "ER", "BB", "SO"]  # no pitches
    for page in page_drawing(data)[:2]:  # 9 batters by 4 columns: O, D, Diff, + and the result
        assert len(rects(page, (10.0, 8.0))) == 4 * 9 * 4
        assert len(rects(page, (60.0, 9.0))) == 9 * 4


def test_the_hands_are_those_the_game_sets_from_the_latest_lineup(url, tmp_path):
    """Each batter's hand and the defence's, as the standard game began: the engine's own
    targets (hands.target) for the first batter and pitcher, and every slot's batting + bonus."""
    engine = make_engine(url)
    try:
        with DbSession(engine) as db:  # the game before its first answer
            state = new_session(find_game(db, STANDARD)).state
        away, home = state.game.setup.away.code, state.game.setup.home.code
        sides = {away: 0, home: 1}
        aid = {code: team_hands(engine, code) for code in (away, home)}
    finally:
        engine.dispose()
    # the leadoff man's hand and the defence's, at the first pitch of the game
    assert sum(aid[away].batting[1]) == hands.target(state, 0)
    assert aid[home].defence == hands.target(state, 1)
    for code, team in sides.items():
        sheet = (state.game.setup.away, state.game.setup.home)[team]
        captain = state.cards.character(state.options.captains[team])
        for spot in sheet.lineup:
            batting, bonus = aid[code].batting[spot.slot]
            assert batting == state.face(spot.player).batting  # a starting student's too
            # recruited sides mix colours: +1 for the captain's colour only
            assert bonus == int(state.card(spot.player).colour == captain.colour)
    data = blank(url, tmp_path, "--home", "HOM", "--away", "VIS", "--system", "unlimited9")
    drawings, pages = page_drawing(data), page_text(data)
    for n, code in enumerate(("VIS", "HOM")):  # the visitors' page first
        slots = sorted(aid[code].batting.items())
        wanted = [w for _, (b, c) in slots for w in (str(b + c), f"{b}+{c}")]
        assert hand_column(drawings[n]) == ["Hand", *wanted]
        other = aid["HOM" if code == "VIS" else "VIS"]
        assert (f"the captain's {other.pitcher[2]} = {other.defence} cards") in pages[n]
        assert f"pitching {other.pitcher[1]} ({other.pitcher[0]})" in pages[n]


def test_the_sample_nines_of_two_colours(url, tmp_path):
    data = blank(url, tmp_path, "--away", "blue", "--home", "red", "--system", "unlimited9")
    pages = page_text(data)
    assert_golden("scorecard_blank_unlimited9", "\f".join(pages))
    cards = house_set()
    for n, colour in enumerate(("blue", "red")):
        nine = {c.id: c for c in colour_nine(cards, colour)}
        order = [nine[card_id] for card_id, _ in batting_order(tuple(nine.values()))]
        assert f"{colour.capitalize()} batting" in pages[n]
        assert re.search(rf"1 +{re.escape(order[0].name)} +{order[0].position}\b", pages[n])
        # every one of the nine is of the captain's colour: +1 each
        wanted = [w for c in order for w in (str(c.player.batting + 1), f"{c.player.batting}+1")]
        assert hand_column(page_drawing(data)[n]) == ["Hand", *wanted]
        fielding = colour_nine(cards, "red" if colour == "blue" else "blue")
        pitcher = next(c for c in fielding if c.position == "P")
        catcher = next(c for c in fielding if c.position == "C")
        total = pitcher.player.pitching + catcher.player.catcher_bonus + 1
        assert (f"pitching {pitcher.player.pitching} ({pitcher.name}) + the catcher's bonus "
                f"{catcher.player.catcher_bonus} ({catcher.name}) + the captain's 1 = {total} "
                "cards") in pages[n]


def test_without_the_cards_the_hands_are_lines_to_fill_in(url, tmp_path):
    # No teams; and teams whose latest game is Pizza Box's: the lineup, but no hands.
    for args in ((), ("--home", "PZH", "--away", "PZA")):
        data = blank(url, tmp_path, *args, "--system", "unlimited9")
        for page, drawn in zip(page_text(data)[:2], page_drawing(data)):
            assert "pitching ____ + the catcher's bonus ____ + the captain's ____ = ____" in page
            assert hand_column(drawn) == ["Hand"] + ["bat+capt"] * 9
    assert re.search(r"PZH-CF +CF", page_text(data)[1])  # the lineup is still the team's latest


def test_nothing_is_drawn_in_the_margins(url, tmp_path):
    for args in (("--home", "HOM", "--away", "VIS"), ("--away", "green", "--home", "red"), ()):
        for n, page in enumerate(page_drawing(blank(url, tmp_path, *args, "--system",
                                                    "unlimited9")), start=1):
            assert page and outside(page, PAGE, MARGIN) == [], (args, n)
    path = tmp_path / "game.pdf"
    assert scorebook(url, "scorecard", STANDARD, "--pdf", str(path)).exit_code == 0
    for page in page_drawing(path.read_bytes()):
        assert outside(page, PAGE, MARGIN) == []


def test_a_game_s_scorecard_shows_each_duel_in_the_table_s_words(url, tmp_path):
    path = tmp_path / "game.pdf"
    assert scorebook(url, "scorecard", BASIC, "--pdf", str(path)).exit_code == 0
    pages = page_text(path.read_bytes())
    assert "Options: mode=basic" in pages[0]
    assert "captain." not in pages[0] and "hand." not in pages[0]  # set-up, not a variant
    table = [p for p in pages if "What the table did" in p]
    assert table and "Unlimited Nine: each plate appearance in the table's language" in table[0]
    rows = []
    for page in page_drawing(path.read_bytes())[len(pages) - len(table):]:
        lines = [d for d in page if d.kind == "text" and d.y1 < PAGE[1] - MARGIN - 66]
        rows += [d.text for d in sorted(lines, key=lambda d: (d.x0, -d.y0))]
    said = " ".join(row[15:].strip() for row in rows).split()
    game = simulate("unlimited9", [], game_seed(3, 1), ("HOM", "HOM"), ("VIS", "VIS"), {})
    wanted = [answer_word(a.key, a.value, a.who) for a in game.answers]
    assert sorted(said) == sorted(w for words in wanted for w in words.split())
    assert sum(1 for row in rows if row[:15].strip()) == sum(
        1 for r in game.session.records if r.kind == "play" and r.batter_event)


def test_the_box_score_page_names_the_game(url, tmp_path):
    path = tmp_path / "box.pdf"
    assert scorebook(url, "box", BASIC, "--pdf", str(path)).exit_code == 0
    [page] = page_text(path.read_bytes())
    assert f"Unlimited Nine · {BASIC}" in page
