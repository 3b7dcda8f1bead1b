"""The app's frame: it opens on home, the palette reaches every screen, `?` lists the keys,
the theme switches, and `scorebook` with no command opens the app."""

from __future__ import annotations

from textual.command import CommandList
from textual.widgets import DataTable

from tui.entry import _app_only
from tui.screens import SCREENS, screen_class
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.waiting import until


async def test_opens_on_home_and_escape_keeps_it(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        assert type(app.screen).__name__ == "HomeScreen"
        await pilot.press("escape")
        assert type(app.screen).__name__ == "HomeScreen"


async def test_the_palette_reaches_every_screen(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        titles = {command.title for command in app.get_system_commands(app.screen)}
        assert {f"Go to {entry.title}" for entry in SCREENS.values()} <= titles
        await pilot.press("ctrl+p")
        await pilot.press(*"standings")
        results = app.screen.query_one(CommandList)  # the palette searches as it is typed
        await until(pilot, lambda: results.highlighted is not None and "Standings" in str(
            results.get_option_at_index(results.highlighted).prompt), "Standings found")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, screen_class("standings"))


async def test_question_mark_shows_the_keys_of_the_screen(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        table = app.screen.query_one("#keys", DataTable)
        keys = {table.get_row_at(i)[1] for i in range(table.row_count)}
        assert "Keys" in keys
        await pilot.press("escape")
        assert type(app.screen).__name__ == "HomeScreen"


async def test_the_theme_switches_between_light_and_dark(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        assert app.theme == "textual-dark"
        await pilot.press("ctrl+t")
        assert app.theme == "textual-light"


def test_scorebook_without_a_command_opens_the_app():
    assert _app_only([]) is None
    assert _app_only(["--db", "sqlite:////tmp/x.db"]) == "sqlite:////tmp/x.db"
    assert _app_only(["--db=sqlite:////tmp/x.db"]) == "sqlite:////tmp/x.db"
    assert _app_only(["games"]) is False
    assert _app_only(["--help"]) is False
