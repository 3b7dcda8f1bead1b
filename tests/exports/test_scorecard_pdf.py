"""`scorebook scorecard GAME --pdf FILE` and `scorebook scorecard --blank`: the printed
scorecards read back with pypdf and compared with golden text (tests/data/pdf/scorecard_*.txt;
SCOREBOOK_UPDATE_GOLDEN=1 rewrites them after a reviewed change) for a real 2019 game, the
Bottom of the 9th game recorded at a table and the recorded Nanyou game; the scorecard notation
and the base paths of the cells; the same bytes every time; page counts; the blank cards; the
one-sentence errors; and a page rendered to an image by pdftoppm."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from exports.scorecards.cells import notation, read_plays
from scorebook.cli import app
from tests.exports.pdf_drawing import page_drawing
from tests.exports.test_box_pdf import assert_golden, page_text
from tests.exports.scorecard_grid import name_boxes
from tests.stats import box_games
from tests.command_line import scorebook

real_games_url = box_games.real_games_url

DATA = Path(__file__).parents[1] / "data"
runner = CliRunner()


@pytest.fixture(scope="module")
def tabletop_url(tmp_path_factory) -> str:
    """A database with the Bottom of the 9th and the Nanyou games recorded at a table."""
    url = f"sqlite:///{tmp_path_factory.mktemp('scorecard') / 'tabletop.db'}"
    for game, folder in (("HOM202406010", "bot9"), ("HAR202405180", "nanyou")):
        recorded = scorebook(url, "record", game, "--script", str(DATA / folder / f"{game}.txt"))
        assert recorded.exit_code == 0, recorded.output
    return url


def printed(url: str, game: str, folder: Path) -> bytes:
    path = folder / f"{game}.pdf"
    result = scorebook(url, "scorecard", game, "--pdf", str(path))
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote the scorecard of {game} to {path}.\n"
    return path.read_bytes()


def test_a_real_game_prints_both_teams_grids(real_games_url, tmp_path):
    pages = page_text(printed(real_games_url, "PIT201904220", tmp_path))
    assert len(pages) == 2  # one grid per team, no table page for a real game
    assert_golden("scorecard_PIT201904220", "\f".join(pages))
    assert "Arizona batting" in pages[0] and "Pittsburgh batting" in pages[1]
    # Pittsburgh's 5th: a triple to centre, a pinch-hit double; Martin came in to play left.
    assert "3B CF" in pages[1] and "Martin J, lf (DEF 7)" in pages[1]
    for head in ("IP", "ER", "Pitches", "LOB"):
        assert head in pages[1]


def test_a_bottom_of_the_9th_game_has_one_inning_and_the_table_page(tabletop_url, tmp_path):
    pages = page_text(printed(tabletop_url, "HOM202406010", tmp_path))
    assert len(pages) == 2  # the home team's grid (the visitors never bat), the table
    assert_golden("scorecard_HOM202406010", "\f".join(pages))
    assert "Options: running=variant" in pages[0]
    assert "What the table did" in pages[1]
    table = [line.split() for line in pages[1].splitlines() if line.strip()[:1].isdigit()]
    assert len(table) == 17  # a line per pitch
    assert table[0] == ["1", "Achterberg", "R", "HI/LA", "B32", "b"]
    assert table[-1] == ["17", "Nunn", "J", "LI/LA", "S45", "x6", "3"]


def test_a_nanyou_game_prints_kanji_and_its_dice(tabletop_url, tmp_path):
    pages = page_text(printed(tabletop_url, "HAR202405180", tmp_path))
    assert len(pages) == 4  # two grids, the table's 101 entry lines on two pages
    assert_golden("scorecard_HAR202405180", "\f".join(pages))
    assert "Kites batting" in pages[0] and "黒羽 駿, cf" in pages[0]
    assert "12 11 15" in pages[2]  # the first entry line, as entered


def test_printing_twice_gives_the_same_bytes(real_games_url, tabletop_url, tmp_path):
    for url, game in ((real_games_url, "TBA201908180"), (tabletop_url, "HAR202405180")):
        runs = [tmp_path / game / run for run in ("first", "second")]
        for folder in runs:
            folder.mkdir(parents=True)
        first, second = (printed(url, game, folder) for folder in runs)
        assert first == second


def _play(text: str, event_type: int, **more) -> dict:
    row = {"text": text, "event_type": event_type, "location": "", "sf": False, "sh": False,
           "dp": False, "gdp": False, "tp": False, "batter_dest": 0, "batted_ball": ""}
    return row | more


@pytest.mark.parametrize("row, written", [
    (_play("63/G", 2), "6-3"),
    (_play("3/G-", 2), "3U"),
    (_play("8/F", 2), "F8"),
    (_play("6/L", 2), "L6"),
    (_play("64(1)3/GDP", 2, gdp=True, dp=True), "6-4-3 DP"),
    (_play("9/SF.3-H", 2, sf=True), "SF9"),
    (_play("13/SH.1-2", 2, sh=True), "SH 1-3"),
    (_play("K", 3), "K"),
    (_play("W.1-2", 14), "BB"),
    (_play("IW", 15), "IBB"),
    (_play("HP", 16), "HBP"),
    (_play("S7/G.1-2", 20, location="7"), "1B LF"),
    (_play("D9/L", 21, location="9"), "2B RF"),
    (_play("HR/9/F", 23, location="9"), "HR RF"),
    (_play("S", 20), "1B"),
    (_play("S3/G", 20, location="3"), "1B 3"),
    (_play("E6/G", 18), "E6"),
    (_play("FC6.1X2(64)", 19), "FC6"),
])
def test_plays_are_written_in_scorecard_notation(row, written):
    assert notation(row) == written


def _row(**fields) -> dict:
    base = {"kind": "play", "inning": 1, "half": 0, "outs": 0, "batter": "", "batter_slot": 1,
            "pitches": "", "batter_event": True, "batter_dest": 0, "rbi": 0, "runs": 0,
            "outs_on_play": 0, "errors": "", "left_on_base": 0, "location": "", "sf": False,
            "sh": False, "dp": False, "gdp": False, "tp": False}
    for base_no in (1, 2, 3):
        base[f"runner{base_no}"], base[f"run{base_no}_dest"] = "", 0
    return base | fields


def test_a_cell_follows_its_batter_around_the_bases():
    rows = [
        _row(batter="a", batter_slot=1, text="D7", event_type=21, batter_dest=2, location="7",
             pitches="*B1CX"),
        _row(batter="b", batter_slot=2, text="K", event_type=3, outs_on_play=1, runner2="a",
             run2_dest=2, pitches="CCC"),
        _row(batter="c", batter_slot=3, outs=1, text="S8.2-H", event_type=20, batter_dest=1,
             runner2="a", run2_dest=4, rbi=1, runs=1),
        _row(batter="d", batter_slot=4, outs=1, text="64(1)3/GDP", event_type=2, gdp=True,
             dp=True, outs_on_play=2, runner1="c", run1_dest=0, end_of_half=True),
    ]
    card = read_plays(rows)[0]
    a, b, c, d = (card.cells[(slot, 0)] for slot in (1, 2, 3, 4))
    assert (a.play, a.reached, a.pitches, a.out) == ("2B LF", 4, "BCX", 0)
    assert (b.play, b.looking, b.out) == ("K", True, 1)
    # the runner forced at second is the first out of the DP, written in his box
    assert (c.reached, c.rbi, c.out, c.notes) == (1, 1, 2, ["6-4"])
    assert (d.play, d.out) == ("6-4-3 DP", 3)
    totals = card.totals[1]
    assert (totals.R, totals.H, totals.E) == (1, 2, 0)


def test_a_team_that_bats_around_gets_a_second_column_for_the_inning():
    rows = [_row(batter=f"p{n}", batter_slot=n % 9 + 1, text="W", event_type=14, batter_dest=1)
            for n in range(10)]
    card = read_plays(rows)[0]
    assert card.columns == [1, 1]
    assert card.cells[(1, 0)].batter == "p0" and card.cells[(1, 1)].batter == "p9"


def test_the_blank_bottom_of_the_9th_card_has_the_lineup_and_fatigue_track(tabletop_url,
                                                                           tmp_path):
    path = tmp_path / "blank.pdf"
    result = scorebook(tabletop_url, "scorecard", "--blank", "--home", "HOM", "--away", "VIS",
                       "--system", "bot9", "--pdf", str(path))
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote a blank scorecard to {path}.\n"
    pages = page_text(path.read_bytes())
    assert len(pages) == 2
    assert_golden("scorecard_blank_bot9", "\f".join(pages))
    assert re.search(r"Roz Achterberg +C\b", pages[1]) and re.search(r"Jasper Nunn +CF\b", pages[1])
    # the visitors bat in the 10th-inning variant's extra innings only, the home team in the 9th
    heads = [next(line for line in page.splitlines() if "Batter" in line).split()[3:7]
             for page in pages]
    assert heads == [["10", "11", "12", "AB"], ["9", "10", "11", "12"]]
    # the visitors' roster names the reliever, who is in no starting lineup
    assert "Roster" in pages[0] and "Marisol 'Mars' Ortega" in pages[0].split("Roster")[1]
    # rows 0 to locked_at (4 in the bundled rules.toml) for both pitchers
    assert pages[1].count("Row 4 locked") == 2 and "Row 5" not in pages[1]
    assert "Balls" in pages[1] and "Strikes" in pages[1]


def test_a_plain_blank_card_has_eleven_innings_and_empty_lines(tabletop_url, tmp_path):
    path = tmp_path / "blank.pdf"
    result = scorebook(tabletop_url, "scorecard", "--blank", "--pdf", str(path))
    assert result.exit_code == 0, result.output
    pages = page_text(path.read_bytes())
    assert len(pages) == 2
    heads = next(line for line in pages[0].splitlines() if "Batter" in line).split()
    assert heads == ["Batter", "Pos", "Inn", *(str(i) for i in range(1, 12)), "AB", "R", "H", "RBI"]
    assert "Fatigue" not in pages[0] and "Row 0" not in pages[0]


@pytest.mark.parametrize("args, message", [
    (["NOPE", "--pdf", "{dir}/x.pdf"], "There is no game NOPE."),
    (["HOM202406010", "--blank", "--pdf", "{dir}/x.pdf"],
     "--blank prints an empty scorecard; leave out the game 'HOM202406010'."),
    (["--pdf", "{dir}/x.pdf"], "Name a game, or ask for a blank scorecard with --blank."),
    (["HOM202406010", "--pdf", "{dir}/missing/x.pdf"],
     "Can't write the scorecard to {dir}/missing/x.pdf: No such file or directory."),
    (["--blank", "--home", "ZZZ", "--pdf", "{dir}/x.pdf"], "There is no team 'ZZZ'."),
])
def test_mistakes_are_one_sentence(tabletop_url, tmp_path, args, message):
    result = runner.invoke(app, ["--db", tabletop_url, "scorecard",
                                 *(a.format(dir=tmp_path) for a in args)])
    assert result.exit_code == 1
    assert result.stderr.strip() == message.format(dir=tmp_path)
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None,
                    reason="pdftoppm (Debian's poppler-utils) is not installed")
def test_the_grid_renders_with_heavy_paths_and_a_filled_diamond(tabletop_url, tmp_path):
    from PIL import Image  # reportlab's own dependency

    pdf = tmp_path / "card.pdf"
    pdf.write_bytes(printed(tabletop_url, "HOM202406010", tmp_path))
    subprocess.run(["pdftoppm", "-r", "72", "-png", "-f", "1", "-singlefile", str(pdf),
                    str(tmp_path / "page")], check=True, capture_output=True, timeout=60)
    image = Image.open(tmp_path / "page.png").convert("L")
    assert image.size == (792, 612)  # US Letter, landscape, at 72 dpi
    # The one column (x 186-256 pt): Marlowe's run (3rd row) is a filled diamond, dark at its
    # centre; Featherstone's strikeout (2nd row) leaves his diamond's centre white.
    column = 186 + 35

    def centre(row: int) -> int:
        top = 36 + 50 + 14 + row * 56
        return image.getpixel((column, top + 28 - 2))

    assert centre(2) < 120
    assert centre(1) == 255
    assert image.crop((0, 560, 792, 612)).getextrema()[0] == 255  # nothing in the margin


EVENTS = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019" / "events"


@pytest.mark.skipif(not (EVENTS / "2019ARI.EVN").exists(), reason="no Retrosheet 2019 data")
def test_a_nineteen_inning_game_keeps_every_pitcher_on_the_page(tmp_path):
    """ARI201909240 went 19 innings with 11 Cardinals pitchers and a ninth slot of 16 players
    (Retrosheet data): each team's grid takes two pages of innings (1-10, 11-19) with the
    names repeated, the last with room under it for every pitcher faced; every player of the
    slot is listed inside the slot's own name box on the pages of the innings he played, not
    printed over the totals."""
    url = f"sqlite:///{tmp_path / 'ari.db'}"
    assert scorebook(url, "import", "retrosheet", str(EVENTS / "2019ARI.EVN")).exit_code == 0
    path = tmp_path / "long.pdf"
    assert scorebook(url, "scorecard", "ARI201909240", "--pdf", str(path)).exit_code == 0
    pages = page_text(path.read_bytes())
    assert len(pages) == 4
    assert "St. Louis Cardinals batting, innings 1-10" in pages[0]
    assert "St. Louis Cardinals batting, innings 11-19" in pages[1]
    assert "Pitcher" not in pages[0]
    for pitcher in ("Leake M", "Lopez Y", "Crichton S", "Bradley A", "Ginkel K (W)"):
        assert pitcher in pages[1]
    assert "info." not in pages[0]  # an imported file's records are not options
    first, second = (name_boxes(page)[9] for page in page_drawing(path.read_bytes())[:2])
    assert [text.split(",")[0] for text in first] == [
        "Flaherty J", "Gallegos G", "Miller A", "Martinez J", "Webb T", "Helsley R"]
    assert [text.split(",")[0] for text in second] == [
        "Flaherty J", "Helsley R", "Ravelo R", "Cabrera G", "Gant J", "Fernandez J", "O'Neill T",
        "Ponce de Leon D", "Wieters M", "Leone D", "Arozarena R", "Brebbia J"]
    assert "Arozarena R, ph (PH 19)" in second and "Brebbia J, p (P 19)" in second
