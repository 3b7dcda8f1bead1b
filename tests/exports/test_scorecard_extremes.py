"""The game scorecard at the limits (tests/exports/extreme_games.py), read back from the PDF:
long team names set whole in the headline; a 19-inning game on pages of innings with the names
repeated, an inning batted around kept on one page; a slot of 24 substitutes going on over the
next page, each name inside its box; a long bullpen in two columns; every pitch of a
sixteen-pitch at-bat; the table's log with a long name whole, wrapped rather than cut."""

from __future__ import annotations

from pathlib import Path

import pytest

from exports.pdf_fonts import MONO, text_width
from exports.scorecards.game_pdf import MARGIN, PAGE, _note_lines
from exports.scorecards.innings_pages import split, team_pages
from exports.scorecards.pitcher_lines import pitcher_lines
from exports.scorecards.table_log import SIZE, log_pages, wrapped
from tests.command_line import scorebook
from tests.exports import extreme_games
from tests.exports.extreme_games import AWAY_NAME, HOME_NAME
from tests.exports.pdf_drawing import page_drawing
from tests.exports.scorecard_grid import grid_boxes, name_boxes
from tests.exports.test_box_pdf import page_text


@pytest.fixture(scope="module")
def league(tmp_path_factory) -> tuple[str, dict[str, str], Path]:
    folder = tmp_path_factory.mktemp("extremes")
    url = f"sqlite:///{folder / 'league.db'}"
    return url, extreme_games.build(url, folder), folder


def card(league, kind: str) -> bytes:
    url, games, folder = league
    path = folder / f"{kind}.pdf"
    result = scorebook(url, "scorecard", games[kind], "--pdf", str(path))
    assert result.exit_code == 0, result.output
    return path.read_bytes()


def heads(drawn) -> list[str]:
    """The column heads of a grid page, left to right (an inning batted around heads once)."""
    band = PAGE[1] - MARGIN - 50  # the top of the grid, its heads just under it
    row = [d for d in drawn if d.kind == "text" and d.text.isdigit() and d.x0 > MARGIN + 150
           and band - 14 < d.y0 < band]
    return [d.text for d in sorted(row, key=lambda d: d.x0)]


def test_long_team_names_are_set_whole_across_the_top(league):
    data = card(league, "plain")
    assert page_text(data)[0].splitlines()[0] == f"{AWAY_NAME} 5, {HOME_NAME} 4"
    drawn = page_drawing(data)[0]
    top = sorted((d for d in drawn if d.kind == "text" and d.y0 > PAGE[1] - MARGIN - 20),
                 key=lambda d: d.x0)
    assert top[-1].text == " Metropolitan Baseball Club 4" and top[-1].x1 <= PAGE[0] - MARGIN
    title = [d.text for d in drawn if d.text.endswith("batting, innings 1-9")]
    assert title == [f"{AWAY_NAME} batting, innings 1-9"]


def test_a_nineteen_inning_game_goes_on_two_pages_of_innings_with_the_names_repeated(league):
    pages = page_drawing(card(league, "plain"))
    assert len(pages) == 2 + 3  # the home team's 24 substitutes in one slot take three
    assert heads(pages[0]) == [str(n) for n in range(1, 10)]  # the 5th batted around: 2 columns
    assert heads(pages[1]) == [str(n) for n in range(10, 20)]
    first, second = name_boxes(pages[0]), name_boxes(pages[1])
    assert [names[0] for names in first.values()] == [names[0] for names in second.values()]
    assert first[1][0] == "Featherstonehaugh-Wolfeschlegel M, cf"
    boxes = grid_boxes(pages[0])
    assert boxes[(4, "5")] == ["BB"] and boxes[(4, "5'")] == ["3", "K"]  # batted around
    assert boxes[(1, "1")] == ["BBBFFFFFFFFFFFFS", "1", "K"]  # sixteen pitches, none left off
    # the pitchers the visitors faced on their last page only, in two columns
    text = page_text(card(league, "plain"))
    assert "Pitcher" not in text[0] and text[1].count("Pitcher") == 2
    assert "Wolfeschlegelsteinhausen-25 R (L)" in text[1]


def test_a_slot_of_24_substitutes_goes_on_over_the_next_page(league):
    """The crowded game's home ninth slot: each page lists, inside the slot's box, the
    starter and the substitutes in the game in its innings; together every one of them."""
    pages = page_drawing(card(league, "crowded"))
    home = [page for page in pages if any("Club batting, inning" in d.text for d in page)]
    assert len(home) == 3
    assert any(d.text.endswith("Club batting, inning 9") for d in home[-1])  # one inning
    boxes = [name_boxes(page)[9] for page in home]
    # the starter on every page (his kanji name drawn run by run, then ", p")
    assert all(names[:4] == boxes[0][:4] for names in boxes) and boxes[0][3] == ", p"
    listed = [names[4:] for names in boxes]
    assert all(name.startswith("Wolfeschlegelsteinhausen-") for names in listed for name in names)
    everyone = {name.split(",")[0] for names in listed for name in names}
    assert len(everyone) == 24
    for page, names in zip(home, listed):
        innings = [int(h) for h in heads(page)]
        for name in names:
            came_in = int(name.rstrip(")").rsplit(" ", 1)[-1])
            assert came_in <= innings[-1]


@pytest.mark.parametrize("kind", ("plain", "crowded", "retrosheet", "bot9_recorded", "nanyou",
                                  "pizzabox", "unlimited9", "solo"))
def test_nothing_on_a_scorecard_is_printed_over_anything_else(league, kind):
    """No two pieces of text overlap on any page: names, plays, pitches, notes, out numbers,
    totals, pitchers' lines, the table's log (a kanji name's runs touch, never overlap).
    Widths as pdf_drawing reads them from the page's fonts."""
    for n, drawn in enumerate(page_drawing(card(league, kind)), start=1):
        texts = [d for d in drawn if d.kind == "text" and d.text.strip()]
        assert [(a.text, b.text) for i, a in enumerate(texts) for b in texts[i + 1:]
                if _overlap(a, b)] == [], n


def _overlap(a, b, slack: float = 0.3) -> bool:
    return (a.x0 < b.x1 - slack and b.x0 < a.x1 - slack
            and a.y0 < b.y1 - slack and b.y0 < a.y1 - slack)


def test_the_table_log_names_the_batter_whole(league):
    text = page_text(card(league, "bot9_recorded"))[-1]
    assert "What the table did" in text
    # his name as the box score prints it, from the 49 characters of LONG_BATTER
    assert "Achterberg-Featherstonehaugh R  HI/LA B32 b" in text


def test_more_than_twelve_columns_share_pages_and_an_inning_batted_around_stays_together():
    assert split(list(range(1, 12)) + [11], 1) == [list(range(12))]
    columns = [1, 2, 3, 4, 5, 5, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    assert [[columns[i] for i in page] for page in split(columns, 2)] == [
        [1, 2, 3, 4, 5, 5, 5, 6], [7, 8, 9, 10, 11, 12, 13]]
    assert [[columns[i] for i in page] for page in split(columns[:8], 2)] == [
        [1, 2, 3, 4], [5, 5, 5, 6]]  # not 5 parted from 5
    starter = {"name": "Flaherty J", "pos": "p", "player_id": "s"}
    slots = [(n, [starter]) for n in range(1, 10)]
    assert team_pages(columns, slots, {}, lambda last: 300.0, 150) == split(columns, 2)
    assert team_pages(columns[:12], slots, {}, lambda last: 300.0, 150) == [list(range(12))]


def test_a_long_bullpen_is_listed_in_two_columns_inside_the_page():
    pitchers = [{"name": f"Reliever With A Very Long Name Indeed {n:02}", "decision": "",
                 "IP": "1.0", "H": 0, "R": 0, "ER": 0, "BB": 0, "SO": 3, "pitches": 15,
                 "strikes": 10} for n in range(19)]
    width = PAGE[0] - 2 * MARGIN
    lines = pitcher_lines(pitchers, MARGIN, 200, width)
    names = [line for line in lines if line[2].startswith(("Reliever", "Pitcher"))]
    assert len({x for x, *_ in names}) == 2 and len(names) == 19 + 2
    assert min(y for _, y, *_ in lines) == 200 - 10 * 10  # ten lines a column under the heads
    for x, _, text, font, size, anchor in lines:
        left = x - (text_width(text, font, size) if anchor == "right" else 0)
        assert MARGIN <= left and left + text_width(text, font, size) <= MARGIN + width + 0.01


def test_a_long_log_line_wraps_and_keeps_every_word():
    line = "  7  " + " ".join(f"word{n}" for n in range(40)) + " " + "x" * 120
    room = 200.0
    lines = wrapped(line, room)
    assert len(lines) > 3 and lines[0].startswith("  7  word0")
    assert all(text_width(part, MONO, SIZE) <= room for part in lines)
    assert "".join("".join(part.split()) for part in lines) == "".join(line.split())
    pages = log_pages(["short"] * 44 + [line], room, 46, 2)
    assert pages[0][0] == ["short"] * 44 and pages[0][1] == lines  # the entry kept together


def test_a_runner_s_long_note_is_kept_whole():
    assert _note_lines(["SB2", "POCS3 E1-6-4-1"]) == ["SB2", "POCS3 E1-6-4-1"]
