"""The printed scorecard writes plays as a scorer writes them (issue 15): a force out that leaves
the batter on first is a fielder's choice with the fielders who made the out ("FC6", "FC6-4"),
not a fly out nor a bare assist chain; an out a tabletop system names no fielder for
(Bottom of the 9th's `99/G`) is written as the out it was ("G"); a runner put out on the bases
has the out in his own box, numbered in the order the outs were made (`K+CS2`: the runner
first), with how he was put out ("CS 2-6", "POCS 1-3-4", "6-4"); a substitute's first box is
marked where he came in ("PH", "PR") and his name line says how and in which inning; every
substitute of a slot is listed inside the slot's name box.

Real games: TBA201908180 (tests/data/games) and MIN201907070, imported from Retrosheet's 2019
file (Retrosheet's notice: the information used here was obtained free of charge from and is
copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org").
"""

from __future__ import annotations

from pathlib import Path

import pytest

from db.engine import make_engine
from exports.pdf_fonts import text_width
from exports.scorecards.cells import Cell, notation, read_plays
from exports.scorecards.names import name_lines, row_heights
from exports.scorecards.outs import outs_in_order
from stats.load import load
from tests.command_line import scorebook
from tests.exports.pdf_drawing import page_drawing
from tests.exports.scorecard_grid import grid_boxes, name_boxes
from tests.stats import box_games

real_games_url = box_games.real_games_url

DATA = Path(__file__).parents[1] / "data"
EVENTS = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019" / "events"
needs_2019 = pytest.mark.skipif(not (EVENTS / "2019MIN.EVA").exists(),
                                reason="no Retrosheet 2019 data")


def _play(text: str, event_type: int, batted_ball: str = "", batter_dest: int = 0,
          **flags) -> dict:
    row = {"text": text, "event_type": event_type, "location": "", "sf": False, "sh": False,
           "dp": False, "gdp": False, "tp": False, "batter_dest": batter_dest,
           "batted_ball": batted_ball}
    return row | flags


@pytest.mark.parametrize("row, written", [
    # the batter safe on a force: a fielder's choice, with the fielders who made the out
    (_play("6(1)/FO/G", 2, "G", 1), "FC6"),
    (_play("6(1)/FO/G", 2, "", 1), "FC6"),  # the "/FO" modifier is no fly ball
    (_play("64(1)/FO/G", 2, "G", 1), "FC6-4"),
    (_play("46(1)/FO/G.2-3", 2, "G", 1), "FC4-6"),
    (_play("12(3)/FO/G-.2-3;1-2", 2, "G", 1), "FC1-2"),
    # a fielder's choice: FC and the fielder who fielded the ball
    (_play("FC5/G.3XH(52);2-3", 19, "G", 1), "FC5"),
    (_play("FC6/G.2X3(65)", 19, "G", 1), "FC6"),
    (_play("FC/G.1X2", 19, "G", 1), "FC"),  # Bottom of the 9th's lead runner out
    # a tabletop out with no fielder named: the out it was
    (_play("99/G", 2, "G"), "G"),
    (_play("99/F", 2, "F"), "F"),
    (_play("99/L", 2), "L"),
    # what was right stays right
    (_play("6/L", 2, "L"), "L6"),
    (_play("5/BP5F", 2, "P"), "P5"),
    (_play("64(1)3/GDP", 2, "G", gdp=True, dp=True), "6-4-3 DP"),
    (_play("8/F/DP.2X3(85)", 2, "F", dp=True), "F8 DP"),
])
def test_force_outs_fielders_choices_and_unknown_fielders_are_written_as_scorers_do(row,
                                                                                    written):
    assert notation(row) == written


def _out_row(text: str, event_type: int, batter_dest: int = 0, batter_event: bool = True,
             **runners) -> dict:
    row = {"text": text, "event_type": event_type, "batter_dest": batter_dest,
           "batter_event": batter_event}
    for base in (1, 2, 3):
        row[f"runner{base}"] = "r" if f"out{base}" in runners else ""
        row[f"run{base}_dest"] = 0
    return row


@pytest.mark.parametrize("row, order", [
    (_out_row("K+CS2(24)/DP", 3, out1=True), [("1", "CS 2-4"), ("B", "")]),
    (_out_row("64(1)3/GDP", 2, out1=True), [("1", "6-4"), ("B", "")]),
    (_out_row("8(B)84(2)/LDP", 2, out2=True), [("B", ""), ("2", "8-4")]),
    (_out_row("5(2)4(1)3/GTP", 2, out1=True, out2=True),
     [("2", "5U"), ("1", "5-4"), ("B", "")]),
    (_out_row("8/F/DP.2X3(85)", 2, out2=True), [("B", ""), ("2", "8-5")]),
    (_out_row("S9/L.1X3(95)", 20, 1, out1=True), [("1", "9-5")]),
    (_out_row("POCS2(134)", 8, batter_event=False, out1=True), [("1", "POCS 1-3-4")]),
    (_out_row("PO1(24)", 8, batter_event=False, out1=True), [("1", "PO 2-4")]),
    (_out_row("CS3(25)", 6, batter_event=False, out2=True), [("2", "CS 2-5")]),
    (_out_row("6(1)/FO/G", 2, 1, out1=True), [("1", "6U")]),
])
def test_the_outs_of_a_play_come_in_the_order_they_were_made(row, order):
    assert outs_in_order(row) == order


def _cells(url: str, game: str) -> dict[int, dict[tuple[int, int], Cell]]:
    engine = make_engine(url)
    plays = load(engine, games=[game]).plays.sort("seq").collect().to_dicts()
    engine.dispose()
    return {side: card.cells for side, card in read_plays(plays).items()}


def _box(cells: dict[tuple[int, int], Cell], slot: int, inning: int) -> Cell:
    """The slot's (first) box of the inning."""
    return next(c for (s, _), c in sorted(cells.items()) if s == slot and c.inning == inning)


def test_a_runner_s_out_is_in_his_own_box_numbered_as_it_happened(real_games_url):
    """TBA201908180: Detroit's 3rd, `S48/G` then `K+CS2(24)/DP` (Dixon struck out, Castro
    caught stealing); its 9th, Rogers walked and was picked off (`PO1(24)`), Beckham walked and
    was forced (`64(1)/FO/G`); Tampa Bay's 8th, Choi walked and was forced by the pinch
    hitter Sogard (`6(1)/FO/G`)."""
    cells = _cells(real_games_url, "TBA201908180")
    detroit, tampa_bay = cells[0], cells[1]
    dixon, castro = _box(detroit, 4, 3), _box(detroit, 3, 3)
    assert (dixon.play, dixon.out) == ("K DP", 2)  # the runner takes the first out
    assert (castro.play, castro.reached, castro.out, castro.notes) == ("1B 4", 1, 1, ["CS 2-4"])
    rogers, beckham, reyes = _box(detroit, 8, 9), _box(detroit, 9, 9), _box(detroit, 1, 9)
    assert (rogers.play, rogers.out, rogers.notes) == ("BB", 1, ["PO 2-4"])
    assert (beckham.play, beckham.out, beckham.notes) == ("BB", 2, ["6-4"])
    assert (reyes.play, reyes.out, reyes.reached) == ("FC6-4", 0, 2)
    choi, sogard = _box(tampa_bay, 8, 8), _box(tampa_bay, 9, 8)
    assert (choi.play, choi.out, choi.notes, choi.entered) == ("BB", 1, ["6U"], "PH")
    assert (sogard.play, sogard.out, sogard.reached, sogard.entered) == ("FC6", 0, 4, "PH")
    assert sogard.notes == ["WP", "WP"]  # he went to second and third on wild pitches


def test_the_printed_real_game_shows_them_box_by_box(real_games_url, tmp_path):
    path = tmp_path / "tba.pdf"
    assert scorebook(real_games_url, "scorecard", "TBA201908180", "--pdf",
                     str(path)).exit_code == 0
    detroit, tampa_bay = (grid_boxes(page) for page in page_drawing(path.read_bytes()))
    assert detroit[(4, "3")] == ["BSFBFFBS", "2", "K DP"]
    assert detroit[(3, "3")] == ["CFX", "1", "CS 2-4", "1B 4"]
    assert detroit[(8, "9")] == ["BSCBBB", "1", "PO 2-4", "BB"]
    assert tampa_bay[(8, "8")] == ["BSBCFBB", "1", "PH", "6U", "BB"]
    assert tampa_bay[(9, "8")] == ["CX", "PH", "WP WP", "FC6"]
    assert name_boxes(page_drawing(path.read_bytes())[1])[9] == [
        "Heredia G, cf", "Sogard E, ph-2b (PH 8)"]


@pytest.fixture(scope="module")
def min_url(tmp_path_factory) -> str:
    """MIN201907070 alone, cut from Retrosheet's 2019 Minnesota file and imported."""
    folder = tmp_path_factory.mktemp("min")
    lines = (EVENTS / "2019MIN.EVA").read_text(encoding="latin-1").splitlines(keepends=True)
    start = next(n for n, line in enumerate(lines) if line.startswith("id,MIN201907070"))
    end = next((n for n, line in enumerate(lines[start + 1:], start + 1)
                if line.startswith("id,")), len(lines))
    (folder / "2019MIN.EVA").write_text("".join(lines[start:end]), encoding="latin-1")
    url = f"sqlite:///{folder / 'min.db'}"
    imported = scorebook(url, "import", "retrosheet", str(folder / "2019MIN.EVA"))
    assert imported.exit_code == 0, imported.output
    return url


@needs_2019
def test_outs_on_the_bases_and_pinch_runners_of_a_real_game(min_url):
    """MIN201907070. Texas's 4th: K, 6-3, Santana singles and is picked off caught stealing
    (`POCS2(134)`, the third out). Texas's 6th: 6-3, Gallo singles, `K+CS2(26)/DP`.
    Minnesota's 4th: Sano walks, Buxton's fielder's choice puts him out at home
    (`FC5/G.3XH(52)`), Buxton steals second and is doubled off third on Kepler's fly
    (`8/F/DP.2X3(85)`: the catch first). DeShields runs for Choo in the 8th, Cave for Kepler
    in the 10th; Guzman pinch-hits in the 10th into a force (`46(1)/FO/G`)."""
    cells = _cells(min_url, "MIN201907070")
    texas, minnesota = cells[0], cells[1]
    santana = _box(texas, 8, 4)
    assert (santana.play, santana.out, santana.notes) == ("1B CF", 3, ["POCS 1-3-4"])
    gallo, cabrera = _box(texas, 5, 6), _box(texas, 6, 6)
    assert (cabrera.play, cabrera.out) == ("K DP", 3)
    assert (gallo.out, gallo.notes) == (2, ["CS 2-6"])
    sano, buxton, kepler = _box(minnesota, 7, 4), _box(minnesota, 9, 4), _box(minnesota, 1, 4)
    assert (sano.play, sano.out, sano.notes) == ("BB", 1, ["5-2"])
    assert (kepler.play, kepler.out) == ("F8 DP", 2)
    assert (buxton.play, buxton.out, buxton.notes) == ("FC5", 3, ["SB2", "8-5"])
    choo = _box(texas, 1, 8)
    assert (choo.batter, choo.entered) == ("choos001", "PR")  # DeShields took over his box
    guzman, santana = _box(texas, 9, 10), _box(texas, 8, 10)
    assert (guzman.play, guzman.entered, santana.out, santana.notes) == ("FC4-6", "PH", 1,
                                                                        ["4-6"])
    assert _box(minnesota, 1, 10).entered == "PR"


@needs_2019
def test_the_printed_boxes_carry_the_outs_and_the_substitutes(min_url, tmp_path):
    path = tmp_path / "min.pdf"
    assert scorebook(min_url, "scorecard", "MIN201907070", "--pdf", str(path)).exit_code == 0
    texas, minnesota = page_drawing(path.read_bytes())
    boxes = grid_boxes(texas)
    assert boxes[(8, "4")] == ["X", "3", "POCS 1-3-4", "1B CF"]
    assert boxes[(6, "6")] == ["BCCBS", "3", "K DP"]
    assert boxes[(5, "6")] == ["X", "2", "CS 2-6", "1B 6"]
    assert boxes[(9, "10")] == ["X", "PH", "FC4-6"]
    assert boxes[(1, "8")] == ["BBBB", "PR", "BB"]
    names = name_boxes(texas)
    assert names[1] == ["Choo S, dh", "DeShields D, pr-dh (PR 8)"]
    assert names[9] == ["Federowicz T, c", "Guzman R, ph-1b (PH 10)"]
    boxes = grid_boxes(minnesota)
    assert boxes[(9, "4")] == ["BBCFBX", "3", "SB2 8-5", "FC5"]
    assert boxes[(1, "4")] == ["BX", "2", "F8 DP"]
    assert boxes[(7, "4")] == ["BBSBB", "1", "5-2", "BB"]


def test_a_bottom_of_the_9th_out_in_the_race_is_written_as_an_out(tmp_path):
    """HOM202406020, typed at the table with the standard race: the batters out in the race
    (`99/G`, no fielder named) are ground outs, numbered 1, 2, 3."""
    url = f"sqlite:///{tmp_path / 'bot9.db'}"
    script = DATA / "bot9" / "HOM202406020.txt"
    assert scorebook(url, "record", "HOM202406020", "--script", str(script)).exit_code == 0
    (home,) = [cells for cells in _cells(url, "HOM202406020").values() if cells]
    assert [(c.play, c.out) for _, c in sorted(home.items())] == [
        ("G", 1), ("1B", 0), ("G", 2), ("2B", 0), ("G", 3)]
    path = tmp_path / "bot9.pdf"
    assert scorebook(url, "scorecard", "HOM202406020", "--pdf", str(path)).exit_code == 0
    boxes = grid_boxes(page_drawing(path.read_bytes())[0])
    assert boxes[(1, "9")] == ["BX", "1", "G"]
    assert boxes[(5, "9")] == ["X", "3", "G"]
    assert all("9-9" not in text for texts in boxes.values() for text in texts)


def test_a_crowded_slot_gets_room_and_every_name_stays_inside_it():
    starter = {"name": "Flaherty J", "pos": "p", "player_id": "s"}
    subs = [{"name": f"Reliever{n:02d} X", "pos": "p", "player_id": f"p{n}"} for n in range(12)]
    entered = {f"p{n}": f"P {n + 7}" for n in range(12)}
    heights = row_heights([[starter]] * 8 + [[starter, *subs]], room=300, tallest=56)
    assert sum(heights) == pytest.approx(300)
    assert heights[-1] > 300 / 9 and min(heights) >= 0.8 * 300 / 9 - 1e-9
    top, bottom = 500.0, 500.0 - heights[-1]
    lines = name_lines(36, top, 150, bottom, 9, [starter, *subs], entered)
    assert [text for _, _, text, _, _ in lines][2:] == [
        f"Reliever{n:02d} X, p (P {n + 7})" for n in range(12)]
    for x, y, text, font, size in lines:
        assert 36 <= x and x + text_width(text, font, size) <= 36 + 150
        assert bottom <= y - 0.25 * size and y + 0.75 * size <= top
