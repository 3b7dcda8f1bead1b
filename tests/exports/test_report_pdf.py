"""`scorebook report --pdf FILE`: the league report of the four real 2019 games read back with
pypdf and compared with golden text (tests/data/pdf/report-2019.txt; SCOREBOOK_UPDATE_GOLDEN=1
rewrites it after a reviewed change); its outline, page numbers and page count; the same bytes
every time; choosing games by date; the one-sentence errors; a page rendered by pdftoppm."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from exports.report_pdf import TOTAL_FORM, leader_value, report_pdf
from scorebook.cli import app
from tests.exports.test_box_pdf import assert_golden, page_text
from tests.stats import box_games

real_games_url, real_frames, real_boxes = (box_games.real_games_url, box_games.real_frames,
                                           box_games.real_boxes)
runner = CliRunner()


def report(url: str, path: Path, *args: str) -> bytes:
    result = runner.invoke(app, ["--db", url, "report", *args, "--pdf", str(path)],
                           catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return path.read_bytes()


@pytest.fixture(scope="module")
def season_report(real_games_url, tmp_path_factory) -> bytes:
    return report(real_games_url, tmp_path_factory.mktemp("report") / "report.pdf",
                  "--season", "2019")


def outline(data: bytes) -> list:
    """The bookmarks as (title, page number, level)."""
    reader = PdfReader(io.BytesIO(data))
    found = []

    def walk(entries, level):
        for entry in entries:
            if isinstance(entry, list):
                walk(entry, level + 1)
            else:
                found.append((entry.title, reader.get_destination_page_number(entry) + 1, level))
    walk(reader.outline, 0)
    return found


def page_total(data: bytes) -> str:
    """The "M" of "page N of M": the form every page draws at its foot, filled in at the end."""
    page = PdfReader(io.BytesIO(data)).pages[0]
    forms = page["/Resources"]["/XObject"]
    form = next(forms[name] for name in forms if TOTAL_FORM in name)
    return re.search(rb"\((\d+)\) Tj", form.get_object().get_data())[1].decode()


def test_the_report_prints_as_its_golden_text(season_report):
    pages = page_text(season_report)
    assert len(pages) == 7  # standings, two pages of leaders, four box scores
    assert_golden("report-2019", "\f".join(pages))
    assert pages[0].splitlines()[0].strip() == "League report: season 2019"
    assert "Ties share a rank" in pages[1] and "3.1 plate appearances per game" in pages[1]
    # A tie that would run the runs list past ten is one line.
    assert re.search(r" 9 +23 tied +1\n", pages[1])
    # Every page has its number at the foot; the total is the document's page count.
    for n, page in enumerate(pages, start=1):
        assert page.rstrip().endswith(f"page {n} of"), n
    assert page_total(season_report) == "7"


def test_the_outline_has_each_section_and_each_game(season_report):
    assert outline(season_report) == [
        ("Standings", 1, 0), ("Leaders", 2, 0), ("Box scores", 4, 0),
        ("Arizona at Pittsburgh (PIT201904220)", 4, 1),
        ("Cincinnati at San Francisco (SFN201905100)", 5, 1),
        ("Texas at Cincinnati (CIN201906150)", 6, 1),
        ("Detroit at Tampa Bay (TBA201908180)", 7, 1)]


def test_printing_twice_gives_the_same_bytes(real_games_url, season_report, tmp_path):
    assert report(real_games_url, tmp_path / "again.pdf", "--season", "2019") == season_report


def test_from_and_to_choose_the_games_by_date(real_games_url, tmp_path):
    data = report(real_games_url, tmp_path / "june.pdf", "--from", "2019-05-01",
                  "--to", "2019-06-30")
    games = [title for title, _, level in outline(data) if level == 1]
    assert games == ["Cincinnati at San Francisco (SFN201905100)",
                     "Texas at Cincinnati (CIN201906150)"]
    first = page_text(data)[0]
    assert first.splitlines()[0].strip() == "League report: 2019-05-01 to 2019-06-30"
    # The standings are those of the range: Arizona and Detroit did not play in it.
    lines = first.splitlines()
    head = next(n for n, line in enumerate(lines) if line.split()[:2] == ["Team", "W"])
    assert [line.split()[0] for line in lines[head + 1:head + 4]] == ["TEX", "CIN", "SFN"]
    assert "ARI" not in first and "DET" not in first
    assert page_total(data) == str(len(page_text(data))) == "5"


@pytest.mark.parametrize("args, message", [
    (["--season", "1999"], "There are no games for season 1999."),
    (["--from", "2019-09-01"], "There are no games for from 2019-09-01."),
    (["--from", "June"], "--from must be a date such as 2019-06-01, not 'June'."),
    (["--from", "2019-07-01", "--to", "2019-06-01"], "--from 2019-07-01 is after --to 2019-06-01."),
])
def test_a_bad_choice_is_one_sentence(real_games_url, tmp_path, args, message):
    path = tmp_path / "report.pdf"
    result = runner.invoke(app, ["--db", real_games_url, "report", *args, "--pdf", str(path)])
    assert result.exit_code == 1
    assert result.stderr.strip() == message
    assert not path.exists()


def test_a_file_that_cannot_be_written_is_one_sentence(real_games_url, tmp_path):
    path = tmp_path / "missing" / "report.pdf"
    result = runner.invoke(app, ["--db", real_games_url, "report", "--pdf", str(path)])
    assert result.exit_code == 1
    assert result.stderr.strip() == (f"Can't write the report to {path}: "
                                     "No such file or directory.")


def test_leaders_are_written_the_newspaper_way():
    assert leader_value(0.3126, "AVG") == ".313" and leader_value(1.0, "SLG") == "1.000"
    assert leader_value(3.4567, "ERA") == "3.46" and leader_value(27.0, "HR") == "27"


def test_a_simulated_bottom_of_the_9th_season_reports(tmp_path):
    url = f"sqlite:///{tmp_path / 'bot9.db'}"
    sim = runner.invoke(app, ["--db", url, "sim", "bot9", "--games", "6", "--seed", "1",
                              "--season", "S"], catch_exceptions=False)
    assert sim.exit_code == 0, sim.output
    data = report(url, tmp_path / "bot9.pdf", "--season", "S")
    pages = page_text(data)
    # Standings, leaders, and the six short boxes two to a page.
    assert len(pages) == 5 and page_total(data) == "5"
    assert "Season S" in pages[0] and "Bottom of the 9th" in pages[2]
    assert len([t for t, _, level in outline(data) if level == 1]) == 6


@pytest.mark.skipif(shutil.which("pdftoppm") is None,
                    reason="pdftoppm (Debian's poppler-utils) is not installed")
def test_the_pages_render_with_their_numbers(season_report, tmp_path):
    from PIL import Image

    pdf = tmp_path / "report.pdf"
    pdf.write_bytes(season_report)
    subprocess.run(["pdftoppm", "-r", "50", "-png", "-f", "2", "-l", "2", "-singlefile",
                    str(pdf), str(tmp_path / "page")], check=True, capture_output=True,
                   timeout=60)
    image = Image.open(tmp_path / "page.png").convert("L")
    width, height = image.size
    assert image.size == (425, 550)
    # The leaders' tables, and the foot line on both sides ("League report", "page 2 of 7").
    assert image.crop((0, 60, width, 200)).getextrema()[0] < 100
    assert image.crop((0, height - 30, 100, height - 10)).getextrema()[0] < 150
    assert image.crop((width - 110, height - 30, width, height - 10)).getextrema()[0] < 150
    if shutil.which("pdftotext"):  # poppler draws the total's form, which pypdf skips
        text = subprocess.run(["pdftotext", "-f", "2", "-l", "2", str(pdf), "-"],
                              capture_output=True, text=True, check=True).stdout
        assert "page 2 of 7" in text


def test_the_progress_is_told_of_each_box_score_as_it_is_laid_out(real_boxes):
    boxes = [real_boxes[g] for g in sorted(real_boxes)]
    told = []
    data = report_pdf("Four games", [], [], [], [],
                      iter(boxes), progress=lambda: told.append(len(told) + 1))
    assert told == [1, 2, 3, 4]
    pages = page_text(data)
    assert "No final games in this range." in pages[0] and "No leaders yet." in pages[1]
    assert len(pages) == 6 and page_total(data) == "6"
