"""`scorebook box GAME --pdf FILE`: the printed box score page, read back with pypdf and compared
with golden text (tests/data/pdf/; set SCOREBOOK_UPDATE_GOLDEN=1 to rewrite them after a
reviewed change), for a real 2019 game, a Bottom of the 9th game recorded at a table and a
simulated Nanyou game with kanji names; the same bytes every time; one page per box score; the
one-sentence errors; and the page rendered to an image by pdftoppm."""

from __future__ import annotations

import copy
import io
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from exports.box_pdf import box_pdf
from scorebook.cli import app
from tests.db.conftest import db_url  # noqa: F401  (database fixture)
from tests.exports.retrosheet_import_data import event_file
from tests.exports.retrosheet_import_data import game as retrosheet_game
from tests.stats import box_games
from tests.command_line import scorebook

# The four real 2019 games and their box scores, recorded once per test session.
real_games_url, real_frames, real_boxes = (box_games.real_games_url, box_games.real_frames,
                                           box_games.real_boxes)

DATA = Path(__file__).parents[1] / "data"
GOLDEN = DATA / "pdf"
NANYOU = "sim-nanyou-3-1"
runner = CliRunner()


@pytest.fixture(scope="module")
def tabletop_url(tmp_path_factory) -> str:
    """A database with the recorded Bottom of the 9th game and one simulated Nanyou game."""
    url = f"sqlite:///{tmp_path_factory.mktemp('pdf') / 'tabletop.db'}"
    recorded = scorebook(url, "record", "HOM202406010", "--script",
                         str(DATA / "bot9" / "HOM202406010.txt"))
    assert recorded.exit_code == 0, recorded.output
    simulated = scorebook(url, "sim", "nanyou", "--games", "1", "--seed", "3")
    assert simulated.exit_code == 0, simulated.output
    return url


def printed(url: str, game: str, folder: Path) -> bytes:
    path = folder / f"{game}.pdf"
    result = scorebook(url, "box", game, "--pdf", str(path))
    assert result.exit_code == 0, result.output
    assert result.output == f"Wrote the box score of {game} to {path}.\n"
    return path.read_bytes()


def page_text(data: bytes) -> list[str]:
    """Each page's text as pypdf lays it out (columns kept apart by spaces), lines stripped."""
    pages = PdfReader(io.BytesIO(data)).pages
    return ["\n".join(line.rstrip() for line in page.extract_text(extraction_mode="layout")
                      .splitlines()).strip("\n") + "\n" for page in pages]


def assert_golden(name: str, text: str) -> None:
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("SCOREBOOK_UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_a_real_game_prints_as_its_golden_page(real_games_url, tmp_path):
    pages = page_text(printed(real_games_url, "PIT201904220", tmp_path))
    assert len(pages) == 1
    assert_golden("PIT201904220", pages[0])
    # The page says what the text box score says: a reliever who faced batters in an inning
    # he did not finish is footnoted, and the totals are there.
    assert "# Pitched to 3 batters in the 8th." in pages[0]


def test_a_bottom_of_the_9th_game_prints_as_its_golden_page(tabletop_url, tmp_path):
    pages = page_text(printed(tabletop_url, "HOM202406010", tmp_path))
    assert len(pages) == 1
    assert_golden("HOM202406010", pages[0])
    assert [line.strip() for line in pages[0].splitlines()[:2]] == [
        "Home Nine 1, Visitors 0", "Bottom of the 9th · Saturday, June 1, 2024 · HOM202406010"]
    assert "Began in the bottom of the 9th" in pages[0]
    assert pages[0].count("Pit-Str") == 1  # the home team never pitched: no table for it


def test_a_nanyou_game_prints_kanji_names(tabletop_url, tmp_path):
    pages = page_text(printed(tabletop_url, NANYOU, tmp_path))
    assert len(pages) == 1
    assert_golden(NANYOU, pages[0])
    assert "Nanyou 職棒大賽紙牌" in pages[0]
    assert "岩倉 剛志 (W)" in pages[0]


def test_printing_twice_gives_the_same_bytes(real_games_url, tabletop_url, tmp_path):
    for url, game in ((real_games_url, "TBA201908180"), (tabletop_url, NANYOU)):
        runs = [tmp_path / game / run for run in ("first", "second")]
        for folder in runs:
            folder.mkdir(parents=True)
        first, second = (printed(url, game, folder) for folder in runs)
        assert first == second


def test_each_box_score_gets_its_own_page(real_boxes):
    boxes = [real_boxes[g] for g in sorted(real_boxes)]
    data = box_pdf(boxes)
    pages = page_text(data)
    assert len(pages) == len(boxes) == 4
    assert [p.splitlines()[1].rsplit(" · ", 1)[1] for p in pages] == sorted(real_boxes)
    reader = PdfReader(io.BytesIO(data))
    assert reader.metadata.title.startswith(
        "Box score: Texas at Cincinnati (CIN201906150); Arizona at Pittsburgh (PIT201904220); ")


def test_a_name_too_long_for_its_column_is_never_cut(real_boxes):
    box = copy.deepcopy(real_boxes["TBA201908180"])
    box["batting"]["away"][0]["name"] = "Reyes-Featherstonehaugh-Montgomery V"
    box["batting"]["away"][1]["name"] = "Featherstonehaugh-Quill B"
    text = page_text(box_pdf([box]))[0]
    assert "…" not in text
    # Set smaller on one line; too long even then, broken over two after a hyphen.
    assert "Featherstonehaugh-Quill B, 3b " in text
    assert re.search(r"\nReyes-Featherstonehaugh- .*\nMontgomery V, lf +4 +2 +2 ", text)


def test_averages_and_eras_are_the_season_to_date(real_boxes, real_games_url, tmp_path):
    """Cincinnati played two of the four 2019 games (at San Francisco on May 10, at home to
    Texas on June 15): the June box's averages and ERAs count both games, counted here by
    hand from the two boxes' lines."""
    may, june = real_boxes["SFN201905100"], real_boxes["CIN201906150"]
    earlier = {b["player_id"]: b for b in may["batting"]["away"]}
    for line in june["batting"]["home"]:
        before = earlier.get(line["player_id"], {"AB": 0, "H": 0})
        at_bats, hits = line["AB"] + before["AB"], line["H"] + before["H"]
        assert line["AVG"] == (hits / at_bats if at_bats else None), line["name"]
    pitched = {p["player_id"]: p for p in may["pitching"]["away"]}
    for line in june["pitching"]["home"]:
        before = pitched.get(line["player_id"], {"outs": 0, "ER": 0})
        outs, earned = line["outs"] + before["outs"], line["ER"] + before["ER"]
        assert line["ERA"] == (27 * earned / outs if outs else None), line["name"]
    suarez = next(b for b in june["batting"]["home"] if b["name"] == "Suarez E")
    assert (suarez["AB"], suarez["H"], round(suarez["AVG"], 3)) == (2, 1, 0.429)  # 3 for 7
    # The printed page of the June game alone says the same, with the May game counted.
    page = page_text(printed(real_games_url, "CIN201906150", tmp_path))[0]
    assert re.search(r"Suarez E, 3b +2 +1 +1 +0 +2 +1 +0 +\.429\n", page)
    assert re.search(r"Votto J, 1b +3 +0 +0 +0 +1 +1 +0 +\.000\n", page)  # 0 for 5


def test_the_foot_gives_time_and_attendance_where_the_record_has_them(real_boxes):
    box = copy.deepcopy(real_boxes["TBA201908180"])
    assert "T—" not in page_text(box_pdf([box]))[0]  # recorded without them
    box["game"].update(time_of_game=167, attendance=31428)
    text = page_text(box_pdf([box]))[0]
    assert "T—2:47. A—31,428." in text
    box["game"].update(time_of_game=None)
    assert "A—31,428." in page_text(box_pdf([box]))[0]
    assert "T—" not in page_text(box_pdf([box]))[0]


@pytest.mark.parametrize("where, message", [
    ("missing/box.pdf", "Can't write the box score to {path}: No such file or directory."),
    (".", "Can't write the box score to {path}: Is a directory."),
])
def test_a_file_that_cannot_be_written_is_one_sentence(real_games_url, tmp_path, where, message):
    path = tmp_path / where
    result = runner.invoke(app, ["--db", real_games_url, "box", "TBA201908180", "--pdf",
                                 str(path)])
    assert result.exit_code == 1
    assert result.stderr.strip() == message.format(path=path)
    assert not (tmp_path / "missing").exists()


def test_a_season_is_not_printed_here(real_games_url, tmp_path):
    result = scorebook(real_games_url, "box", "--season", "2019", "--pdf",
                       str(tmp_path / "season.pdf"))
    assert result.exit_code == 1
    assert result.stderr.strip() == ("--pdf prints one game's box score; name a game instead "
                                     "of --season.")
    assert not (tmp_path / "season.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None,
                    reason="pdftoppm (Debian's poppler-utils) is not installed and `make "
                           "pdf-tools` could not install it")
def test_the_page_renders_to_an_image(tabletop_url, tmp_path):
    from PIL import Image  # reportlab's own dependency

    pdf = tmp_path / "page.pdf"
    pdf.write_bytes(printed(tabletop_url, NANYOU, tmp_path))
    subprocess.run(["pdftoppm", "-r", "50", "-png", "-singlefile", str(pdf),
                    str(tmp_path / "page")], check=True, capture_output=True, timeout=60)
    image = Image.open(tmp_path / "page.png").convert("L")
    assert image.size == (425, 550)  # US Letter at 50 dpi
    width, height = image.size
    # Ink in the headline, in both teams' batting columns and nothing in the bottom margin.
    for box in ((0, 20, width, 60), (30, 130, width // 2, 250), (width // 2, 130, width, 250)):
        assert image.crop(box).getextrema()[0] < 100, box
    assert image.crop((0, height - 25, width, height)).getextrema()[0] == 255


def test_kanji_team_names_print_in_the_bold_headline_and_tables(real_boxes):
    box = copy.deepcopy(real_boxes["TBA201908180"])
    box["linescore"]["home"]["name"] = "阪神 タイガース"
    text = page_text(box_pdf([box]))[0]
    assert text.splitlines()[0].strip() == "阪神 タイガース 5, Detroit 4"
    # headline, line score, batting, pitching, the DP and LOB notes, the proof
    assert text.count("阪神 タイガース") == 7


def test_an_imported_game_prints_the_time_and_attendance_of_its_header(db_url, tmp_path):
    """Retrosheet's header gives the time of game (minutes) and the paid attendance; the box
    reads them from the game's options (one query for all the games, SQLite or PostgreSQL)."""
    records = retrosheet_game()
    records[records.index("info,usedh,false")] += "\r\ninfo,timeofgame,167\r\ninfo,attendance,31428"
    path = event_file(tmp_path, "2024HOM.EVN", records)
    imported = scorebook(db_url, "import", "retrosheet", str(path), "--season", "S")
    assert imported.exit_code == 0, imported.output
    text = page_text(printed(db_url, "HOM202404010", tmp_path))[0]
    assert "T—2:47. A—31,428." in text
    shown = json.loads(scorebook(db_url, "box", "HOM202404010", "--format", "json").stdout)
    assert (shown["game"]["time_of_game"], shown["game"]["attendance"]) == (167, 31428)


def test_a_report_from_a_date_counts_the_season_before_it(real_games_url, tmp_path):
    """A report of the games from June on still prints the season to date: Suarez's .429 of
    June 15 counts his 2 for 5 of May 10, a game the report leaves out."""
    path = tmp_path / "june.pdf"
    result = scorebook(real_games_url, "report", "--from", "2019-06-01", "--pdf", str(path))
    assert result.exit_code == 0, result.output
    text = "".join(page_text(path.read_bytes()))
    assert "SFN201905100" not in text
    assert re.search(r"Suarez E, 3b +2 +1 +1 +0 +2 +1 +0 +\.429\n", text)
