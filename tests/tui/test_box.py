"""The box-score screen: `scorebook box`'s text, the teams side by side when the screen is wide
and stacked at 80 columns; the game picker (the latest final game first); `p` writes the PDF."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from textual.widgets import Static

from db.engine import make_engine
from scorebook.box_scores import game_box_dict
from stats.box.text import box_text
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import REAL_GAME, league_file, league_url  # noqa: F401  (fixtures)
from tui.dialogs.game_picker import GamePickerDialog
from tui.screens.box import BoxScreen
from tui.widgets.sortable_table import SortableTable

BATTING = "AB  R  H RBI BB SO LOB"


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def cli_box(url: str, key: str, width: int) -> str:
    """What `scorebook box KEY --width WIDTH` prints."""
    engine = make_engine(url)
    try:
        return box_text(game_box_dict(engine, key), width)
    finally:
        engine.dispose()


def shown(screen: BoxScreen) -> list[str]:
    return screen.query_one("#box-text", Static).render().plain.splitlines()


async def test_a_wide_screen_shows_the_teams_side_by_side(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("box", key=REAL_GAME)
        await settle(app, pilot)
        screen = app.screen
        assert isinstance(screen, BoxScreen) and screen.sub_title == REAL_GAME
        lines = shown(screen)
        assert lines == cli_box(league_url, REAL_GAME, SIZE[0]).splitlines()
        header = next(line for line in lines if BATTING in line)
        assert "TEX" in header and "CIN" in header and header.count(BATTING) == 2
        assert any(line.startswith("Minor M (W)") for line in lines)
        assert any(line.startswith("Proof -- TEX:") for line in lines)
        assert screen.query_one("#box-page").max_scroll_x == 0


async def test_eighty_columns_stack_the_teams(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("box", key=REAL_GAME)
        await settle(app, pilot)
        lines = shown(app.screen)
        headers = [i for i, line in enumerate(lines) if BATTING in line]
        assert [lines[i].split()[0] for i in headers] == ["TEX", "CIN"]  # one under the other
        assert all(line.count(BATTING) == 1 for line in lines if BATTING in line)
        # The CLI's stacked text, its notes wrapped to the page's room (80 columns less the
        # page's padding and scroll bar), so nothing runs off the side.
        assert lines == cli_box(league_url, REAL_GAME, 77).splitlines()
        assert max(len(line) for line in lines) <= 77
        assert app.screen.query_one("#box-page").max_scroll_x == 0
        # Narrowed or widened, the page is laid out again.
        await pilot.resize_terminal(110, 30)
        await pilot.pause()
        assert shown(app.screen) == cli_box(league_url, REAL_GAME, 110).splitlines()


async def test_without_a_game_the_picker_offers_the_latest_final_game(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("box")
        await settle(app, pilot)
        picker = app.screen
        assert isinstance(picker, GamePickerDialog)
        games = picker.query_one(SortableTable)
        assert games.row_at_cursor()["id"] == "n2024-12" and games.row_count == 16
        await pilot.press(*"cin")
        await pilot.pause()
        assert [row["id"] for row in games.shown_rows] == [REAL_GAME]
        await pilot.press("enter")
        await settle(app, pilot)
        box = app.screen
        assert isinstance(box, BoxScreen) and box.key == REAL_GAME
        assert shown(box)[0].strip().endswith(f"TEX at CIN ({REAL_GAME})")
        await pilot.press("g")  # another game; Escape keeps this one
        await pilot.pause()
        assert isinstance(app.screen, GamePickerDialog)
        assert app.screen.query_one(SortableTable).row_at_cursor()["id"] == REAL_GAME
        await pilot.press("escape")
        assert app.screen is box and box.key == REAL_GAME


async def test_p_writes_the_box_score_as_a_pdf(league_url, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.chdir(tmp_path)
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("box", key="n2024-12")
        await settle(app, pilot)
        await pilot.press("p")
        await settle(app, pilot)
        status = str(app.screen.query_one("#box-status", Static).render())
        assert status == "Wrote 1 page to box-n2024-12.pdf."
    pdf = PdfReader(Path(tmp_path, "box-n2024-12.pdf"))
    text = pdf.pages[0].extract_text()
    assert len(pdf.pages) == 1 and "Aces" in text and "Bears" in text
