"""No page of any kind draws outside its margins: every drawn object's box (pdf_drawing), on
every page of the game scorecard of every system, the blank scorecard of every system, the box
score page, the league report and the solo sheet — printed from a league at the limits
(tests/exports/extreme_games.py: names of 30 to 45 characters and in kanji, a 19-inning game,
both teams batting around, more than 20 substitutes in one slot).

Widths are read from each page's own fonts (pdf_drawing, as on main since the fonts were
embedded): every case passes there. The older pdf_drawing of this branch's base measured a
kanji run at a full em a byte and some Latin text in the wrong font, so there the box scores,
the report and the Pizza Box blank card seem to stray."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import LETTER

from exports import box_pdf, solo_sheet_pdf
from exports.scorecards import game_pdf
from tests.command_line import scorebook
from tests.exports import extreme_games
from tests.exports.extreme_games import AWAY, HOME
from tests.exports.pdf_drawing import Drawn, outside, page_drawing

GAMES = ("plain", "crowded", "retrosheet", "bot9_recorded", "bot9", "nanyou", "pizzabox",
         "unlimited9", "solo")
BLANKS = ("plain", "bot9", "nanyou", "pizzabox", "unlimited9")


@pytest.fixture(scope="module")
def league(tmp_path_factory) -> tuple[str, dict[str, str], Path]:
    folder = tmp_path_factory.mktemp("extreme")
    url = f"sqlite:///{folder / 'league.db'}"
    return url, extreme_games.build(url, folder), folder


def printed(url: str, path: Path, *args: str) -> bytes:
    result = scorebook(url, *args)
    assert result.exit_code == 0, result.output
    return path.read_bytes()


def strays(data: bytes, page: tuple[float, float], margin: float) -> list[tuple[int, Drawn]]:
    """What each page draws in its margins, with the page's number."""
    pages = page_drawing(data)
    assert pages and all(pages)
    return [(n, d) for n, drawn in enumerate(pages, start=1) for d in outside(drawn, page, margin)]


@pytest.mark.parametrize("kind", GAMES)
def test_a_game_s_scorecard_keeps_inside_its_margins(league, kind):
    url, games, folder = league
    path = folder / f"scorecard-{kind}.pdf"
    data = printed(url, path, "scorecard", games[kind], "--pdf", str(path))
    assert strays(data, game_pdf.PAGE, game_pdf.MARGIN) == []


@pytest.mark.parametrize("system", BLANKS)
def test_a_blank_scorecard_keeps_inside_its_margins(league, system):
    url, _, folder = league
    path = folder / f"blank-{system}.pdf"
    chosen = () if system == "plain" else ("--system", system)
    data = printed(url, path, "scorecard", "--blank", "--home", HOME, "--away", AWAY, *chosen,
                   "--pdf", str(path))
    assert strays(data, game_pdf.PAGE, game_pdf.MARGIN) == []


@pytest.mark.parametrize("kind", GAMES)
def test_a_box_score_page_keeps_inside_its_margins(league, kind):
    url, games, folder = league
    path = folder / f"box-{kind}.pdf"
    data = printed(url, path, "box", games[kind], "--pdf", str(path))
    assert strays(data, LETTER, box_pdf.MARGIN) == []


def test_the_league_report_keeps_inside_its_margins(league):
    """The report's running foot ("page N of M", the title) sits in the lower half of the
    bottom margin, as a book's does: it is held to the side margins and that half; everything
    else to the margins."""
    url, _, folder = league
    path = folder / "report.pdf"
    data = printed(url, path, "report", "--pdf", str(path))
    margin = box_pdf.MARGIN
    foot = [(n, d) for n, d in strays(data, LETTER, margin) if d.y1 <= margin]
    body = [(n, d) for n, d in strays(data, LETTER, margin) if d.y1 > margin]
    assert body == []
    assert [(n, d) for n, d in foot
            if d.x0 < margin - 1 or d.x1 > LETTER[0] - margin + 1 or d.y0 < margin / 2 - 3] == []


def test_the_solo_sheet_keeps_inside_its_margins(league):
    url, games, folder = league
    path = folder / "solo.pdf"
    data = printed(url, path, "solo", "pdf", games["solo_season"], str(path))
    assert strays(data, LETTER, solo_sheet_pdf.MARGIN) == []
