"""The blank scorecard of every system, usable with a pencil and wholly on the page: read back
through its content stream (tests/exports/pdf_drawing.py) — nothing in the margins with long and
kanji names, a lineup longer than the system's and a roster of 60; the at-bat boxes at least
16 mm a side with their ball and strike boxes; three substitute lines a slot; AB R H RBI and
their totals; six pitcher lines; the roster in full, by number then name; and the Bottom of the
9th card's innings, the visitors' and the home team's.
"""

from __future__ import annotations

from collections import Counter

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from db.rosters import add_player, add_team
from exports.scorecards.blank_bot9 import innings_by_side, layout
from exports.scorecards.blank_draw import COUNT_BOX, MM
from exports.scorecards.blank_pdf import blank_scorecard_pdf
from exports.scorecards.blank_roster import team_roster, uniform_numbers
from exports.scorecards.game_pdf import MARGIN, NAME_WIDTH, PAGE
from tests.exports.pdf_drawing import outside, page_drawing
from tests.exports.test_box_pdf import page_text

SYSTEMS = (None, "nanyou", "bot9", "pizzabox", "unlimited9")
LONG = "Maximiliano Bartholomew Featherstonehaugh-Worthington"  # 53 characters
KANJI = "御子柴 誠司之助右衛門"
#: The multi-inning game of Bottom of the 9th (teams.multi_inning_game) as its setup is stored.
MULTI = {"rules": {"innings": 3, "lineup_size": 9}, "situation": {"inning": 1, "half": 0}}
SEVEN = {"rules": {"innings": 7, "lineup_size": 9}, "situation": {"inning": 1, "half": 0}}
LONGEST = {"rules": {"innings": 9, "lineup_size": 9}, "situation": {"inning": 1, "half": 0}}
#: Who ticks balls and strikes: the systems that pitch.
COUNTING = {None: True, "nanyou": True, "bot9": True, "pizzabox": False, "unlimited9": False}


def lineup(batters: int, name: str) -> tuple[str, list]:
    team = f"{name} of the Long-Named Baseball Club"
    return team, [(slot, f"{name} {slot}", "CF") for slot in range(1, batters + 1)]


def roster(players: int, name: str) -> list[tuple[str, str, str]]:
    return [(str(n), f"{name} {n}", "P 1B 2B 3B SS LF") for n in range(1, players + 1)]


def card(system: str | None, batters: int = 9, name: str = "Abe", players: int = 0,
         setup: dict | None = None) -> bytes:
    return blank_scorecard_pdf({"away": lineup(batters, name), "home": lineup(batters, name)},
                               system, {"away": roster(players, name), "home": roster(players, name)},
                               bot9_setup=setup)


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("name", [LONG, KANJI])
def test_nothing_is_drawn_in_the_margins(system, name):
    for batters, setup in ((12, None), (9, None), (9, MULTI), (9, LONGEST)):
        if setup is not None and system != "bot9":
            continue
        data = card(system, batters, name, 60, setup)
        for n, page in enumerate(page_drawing(data), start=1):
            assert page and outside(page, PAGE, MARGIN) == [], (system, batters, n)


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_player_of_a_big_roster_is_listed(system):
    data = card(system, players=60)
    assert "players in all" not in "".join(page_text(data))
    drawn = Counter(d.text for page in page_drawing(data) for d in page if d.kind == "text")
    assert all(drawn[f"Abe {n}"] >= 2 for n in range(1, 61))  # both teams' players, all 60


def test_a_roster_too_big_for_a_page_goes_on_over_the_next():
    data = card(None, players=200)
    pages = page_text(data)
    drawn = Counter(d.text for page in page_drawing(data) for d in page if d.kind == "text")
    assert all(drawn[f"Abe {n}"] >= 2 for n in range(1, 201))
    assert "(continued) (continued)" not in "".join(pages)
    assert pages[3].lstrip().startswith("Rosters") and "Club (continued)" in pages[3]


def grid_rows(page) -> list:
    """The slots' name boxes, top to bottom."""
    return sorted((d for d in page if d.kind == "rect" and abs(d.x0 - MARGIN) < 0.1
                   and abs(d.x1 - d.x0 - NAME_WIDTH) < 0.1), key=lambda d: -d.y1)


def at_bats(page, row) -> list:
    """The at-bat boxes of one slot's row: its boxes wider than the batter's own columns."""
    return sorted((d for d in page if d.kind == "rect" and abs(d.y0 - row.y0) < 0.1
                   and abs(d.y1 - row.y1) < 0.1 and d.x0 >= row.x1 - 0.1
                   and d.x1 - d.x0 > 20), key=lambda d: d.x0)


def inside(d, box) -> bool:
    return box.x0 <= d.x0 and d.x1 <= box.x1 and box.y0 <= d.y0 and d.y1 <= box.y1


@pytest.mark.parametrize("system, setup", [(None, None), ("nanyou", None), ("bot9", None),
                                           ("bot9", MULTI), ("bot9", SEVEN), ("pizzabox", None)])
def test_the_at_bat_boxes_are_big_enough_for_a_pencil(system, setup):
    data = card(system, batters=9 if setup else 6 if system == "bot9" else 9, setup=setup)
    for page in page_drawing(data)[:2]:
        rows = grid_rows(page)
        assert len(rows) == (6 if system == "bot9" and not setup else 9)
        for row in rows:
            boxes = at_bats(page, row)
            assert boxes
            for box in boxes:
                width, height = box.size
                assert width >= 16 * MM and height >= 16 * MM, (system, box.size)
                ticks = [d for d in page if d.kind == "rect" and inside(d, box)
                         and d.size == (COUNT_BOX, COUNT_BOX)]
                assert len(ticks) == (5 if COUNTING[system] else 0)


@pytest.mark.parametrize("system", SYSTEMS)
def test_each_slot_has_three_substitute_lines_and_the_batters_columns(system):
    page = page_drawing(card(system))[0]
    rows = grid_rows(page)
    for row in rows:
        lines = [d for d in page if d.kind == "path" and inside(d, row) and d.y1 - d.y0 < 0.1
                 and d.x1 - d.x0 > NAME_WIDTH / 2]
        assert len(lines) == 3
        own = [d for d in page if d.kind == "rect" and abs(d.y0 - row.y0) < 0.1
               and abs(d.y1 - row.y1) < 0.1 and d.size[0] == 16.0]
        assert len(own) == 4  # AB R H RBI
    heads = [d.text for d in page if d.kind == "text" and rows[0].y1 < d.y0 < rows[0].y1 + 11]
    assert [h for h in heads if h in ("AB", "R", "H", "RBI")] == ["AB", "R", "H", "RBI"]
    # the team's totals: a box under each of the batters' columns, below the last slot
    totals = [d for d in page if d.kind == "rect" and d.size[0] == 16.0 and d.y1 <= rows[-1].y0 + 0.1]
    assert len(totals) == 4
    for label in ("R", "H", "E", "LOB"):
        assert any(d.text == label and d.y1 < rows[-1].y0 for d in page)


@pytest.mark.parametrize("system", SYSTEMS)
def test_six_pitcher_lines_with_their_columns(system):
    page = page_drawing(card(system))[0]
    foot = grid_rows(page)[-1].y0
    heading = next(d for d in page if d.text == "Pitchers faced")
    lines = [d for d in page if d.kind == "path" and d.y1 - d.y0 < 0.1 and d.y1 < heading.y0
             and d.x1 - d.x0 > 300]
    assert len(lines) == 6 and all(d.y0 < foot for d in lines)
    texts = [d.text for d in page if d.kind == "text" and abs(d.y0 - heading.y0) < 0.5]
    wanted = ["IP", "H", "R", "ER", "BB", "SO"] + (["Pitches"] if COUNTING[system] else [])
    assert [t for t in texts if t in wanted + ["Pitches"]] == wanted * 2


def test_the_roster_is_by_number_then_name(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'r.db'}")
    upgrade(engine)
    add_team(engine, "TOR", "Toronto")
    for pid, name, number in (("b", "Zed Young", "7"), ("a", "Al Bell", "12"), ("c", "Cy Ames", ""),
                              ("d", "Bo Ames", "7")):
        add_player(engine, "TOR", pid, name, number, "6 4")
    assert team_roster(engine, "TOR") == [("7", "Bo Ames", "SS 2B"), ("7", "Zed Young", "SS 2B"),
                                          ("12", "Al Bell", "SS 2B"), ("", "Cy Ames", "SS 2B")]
    assert uniform_numbers(engine, "TOR") == {"a": "12", "b": "7", "d": "7"}
    engine.dispose()


def test_the_lineup_has_the_batters_uniform_numbers():
    rows = [(1, "Al Bell", "SS", "12"), (2, "Cy Ames", "2B", "")]
    page = page_drawing(blank_scorecard_pdf({"away": ("Toronto", rows)}))[0]
    first, second = grid_rows(page)[:2]
    assert [d.text for d in page if d.kind == "text" and inside(d, first)] == [
        "1", "#12", "Al Bell", "SS"]
    assert [d.text for d in page if d.kind == "text" and inside(d, second)] == [
        "2", "Cy Ames", "2B"]


def test_the_bottom_of_the_9th_visitors_bat_only_in_extra_innings():
    base = innings_by_side(None)
    assert "9" not in base["away"] and base["home"][0] == "9"
    assert base["away"] == base["home"][1:]  # the extra innings both teams bat in
    multi = innings_by_side(MULTI)
    assert multi["away"] == multi["home"] == ("1", "2", "3", "4", "5")
    pages = page_text(card("bot9", batters=6))
    heads = [next(line for line in page.splitlines() if "Batter" in line).split()[:11]
             for page in pages[:2]]
    assert heads[0][:10] == ["Batter", "Pos", "Inn", "10", "11", "12", "AB", "R", "H", "RBI"]
    assert heads[1] == ["Batter", "Pos", "Inn", "9", "10", "11", "12", "AB", "R", "H", "RBI"]
    assert "extra innings only" in pages[0] and "extra innings only" not in pages[1]


def test_a_long_bottom_of_the_9th_game_stacks_the_fatigue_tracks_to_keep_its_innings():
    """Seven innings and an extra one beside the tracks one above the other: every box still
    16 mm wide (test_the_at_bat_boxes_are_big_enough_for_a_pencil), every scheduled inning."""
    for side in ("away", "home"):
        wide, long = (layout(setup, side, 720 - 150 - 64 - 10) for setup in (MULTI, SEVEN))
        assert not wide.stacked and wide.innings == ("1", "2", "3", "4", "5")
        assert long.stacked and long.innings == tuple(str(n) for n in range(1, 9))
        assert layout(LONGEST, side, 720 - 150 - 64 - 10).innings[-1] == "9"
    page = page_text(card("bot9", setup=SEVEN))[0]
    assert page.count("Fatigue track") == 2 and "Row 4 locked" in page
