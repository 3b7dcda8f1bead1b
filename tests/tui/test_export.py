"""The export screen: a box score's PDF and a CSV table written and read back, the league
report with its progress, and a file that can't be written said in one line; where the file
goes (a default, a name, a folder, the extension added) and a file already there replaced
only after asking."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from pypdf import PdfReader
from textual.widgets import Input, ProgressBar, RadioSet, Static

from tui.dialogs.confirm import ConfirmDialog
from typer.testing import CliRunner

from scorebook.cli import app as cli
from stats.batting import COLUMNS as BATTING_COLUMNS
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import REAL_GAME, league_file, league_url  # noqa: F401  (fixtures)
from tui.screens.export import ExportScreen


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def opened(app, pilot, **arguments) -> ExportScreen:
    app.open_screen("export", **arguments)
    await pilot.pause()
    assert isinstance(app.screen, ExportScreen)
    return app.screen


def result_line(screen) -> str:
    return str(screen.query_one("#export-result", Static).render())


async def test_a_box_score_pdf_is_written_and_read_back(league_url, tmp_path,  # noqa: F811
                                                        monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(app, pilot)
        game = screen.query_one("#export-game", Input)
        path = screen.query_one("#export-path", Input)
        assert (game.value, path.value) == ("n2024-12", "box-n2024-12.pdf")  # the latest final
        game.focus()
        game.value = ""
        await pilot.press(*REAL_GAME)
        assert path.value == f"box-{REAL_GAME}.pdf"  # the name follows the game
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        assert result_line(screen) == f"Wrote 1 page to {tmp_path / f'box-{REAL_GAME}.pdf'}."
        bar = screen.query_one("#export-progress", ProgressBar)
        assert bar.total and bar.progress == bar.total
    pdf = PdfReader(tmp_path / f"box-{REAL_GAME}.pdf")
    text = pdf.pages[0].extract_text()
    assert len(pdf.pages) == 1 and "TEX" in text and "CIN" in text and "Minor" in text


async def test_the_batting_table_is_written_as_the_cli_s_csv(league_url, tmp_path,  # noqa: F811
                                                             monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        screen.query_one(RadioSet).focus()
        await pilot.press("down", "down", "down", "down", "enter")  # Batting lines (CSV)
        await pilot.pause()
        assert screen.what == "batting" and not screen.query_one("#export-game-row").display
        assert screen.query_one("#export-path", Input).value == "batting-2024.csv"
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        written = (tmp_path / "batting-2024.csv").read_text(encoding="utf-8")
        rows = list(csv.DictReader(io.StringIO(written)))
        assert result_line(screen) == f"Wrote {len(rows)} rows to {tmp_path / 'batting-2024.csv'}."
    assert list(rows[0]) == BATTING_COLUMNS and len(rows) == 74
    printed = CliRunner().invoke(cli, ["--db", league_url, "stats", "batting", "--season",
                                       "2024", "--format", "csv"])
    assert written == printed.output


async def test_the_league_report_follows_its_box_scores(league_url, tmp_path):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot, what="report", season="2023")
        assert screen.query_one("#export-range-row").display
        target = tmp_path / "report.pdf"
        screen.query_one("#export-path", Input).value = str(target)
        await pilot.pause()  # the line under the file says where: the button may move down
        await pilot.click("#export-write")
        await settle(app, pilot)
        bar = screen.query_one("#export-progress", ProgressBar)
        assert (bar.total, bar.progress) == (3, 3)  # the season's three box scores
        pages = len(PdfReader(target).pages)
        assert result_line(screen) == f"Wrote {pages} pages to {target}."
        assert pages >= 4  # standings and leaders, then a box score a page


async def test_a_file_that_can_t_be_written_is_one_line(league_url, tmp_path):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        target = tmp_path / "no such folder" / "box.pdf"
        screen.query_one("#export-path", Input).value = str(target)
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        line = screen.query_one("#export-result", Static)
        assert result_line(screen) == (f"Can't write the box score to {target}: "
                                       "No such file or directory.")
        assert line.has_class("error") and not Path(target).exists()
        screen.query_one("#export-from", Input).value = "June"
        screen.query_one(RadioSet).focus()
        await pilot.press("down", "down", "enter")  # League report (PDF)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert result_line(screen) == "From must be a date such as 2019-06-01, not 'June'."


def where(screen) -> str:
    return str(screen.query_one("#export-where", Static).render())


async def test_the_file_asks_where_with_a_default_and_gets_its_extension(  # noqa: F811
        league_url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot, what="batting")
        path = screen.query_one("#export-path", Input)
        assert path.value == "batting-2024.csv"  # the default, in the folder the app started in
        assert where(screen) == f"Writes to {tmp_path / 'batting-2024.csv'}"
        path.focus()
        path.value = ""
        await pilot.press(*"lines")  # no extension: .csv is added
        assert where(screen) == f"Writes to {tmp_path / 'lines.csv'}"
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        assert (tmp_path / "lines.csv").read_text(encoding="utf-8").startswith("player")
        folder = tmp_path / "season"
        folder.mkdir()
        path.value = str(folder)  # a folder: the default name in it
        await pilot.pause()
        assert where(screen) == f"Writes to {folder / 'batting-2024.csv'}"
        await pilot.press("ctrl+s")
        await settle(app, pilot)
        assert (folder / "batting-2024.csv").exists()
        assert result_line(screen).endswith(f"rows to {folder / 'batting-2024.csv'}.")


async def test_a_file_already_there_is_replaced_only_after_asking(league_url,  # noqa: F811
                                                                  tmp_path):
    target = tmp_path / "box.pdf"
    target.write_text("the scorer's own notes", encoding="utf-8")
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        screen.query_one("#export-path", Input).value = str(tmp_path / "box")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog) and str(target) in app.screen.question
        await pilot.press("enter")  # Keep has the focus: Enter loses nothing
        await settle(app, pilot)
        assert app.screen is screen
        assert target.read_text(encoding="utf-8") == "the scorer's own notes"
        assert result_line(screen) == f"{target} is kept as it was: nothing was written."
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("y")
        await settle(app, pilot)
        assert result_line(screen) == f"Wrote 1 page to {target}."
    assert len(PdfReader(target).pages) == 1
