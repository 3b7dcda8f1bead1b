"""The app's frame: it opens on home, the palette reaches every screen, `?` lists the keys,
the theme switches, and `scorebook` with no command opens the app."""

from __future__ import annotations

from textual import events
from textual.command import CommandList
from textual.widgets import DataTable

from tui.entry import app_options
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


def key_rows(table: DataTable) -> list[str]:
    """What each row of the keys dialog says a key does, top to bottom."""
    return [str(table.get_row_at(i)[1]) for i in range(table.row_count)]


async def test_the_keys_dialog_scrolls_with_the_arrows_even_in_a_burst(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        dialog = app.screen
        # Three arrows in one write, as a terminal delivers keys that piled up: each is queued
        # before the first is handled.
        for _ in range(3):
            app.post_message(events.Key("down", None))
        await pilot.pause()
        assert app.screen is dialog
        assert dialog.query_one("#keys", DataTable).cursor_row == 3
        await pilot.press("up")
        assert dialog.query_one("#keys", DataTable).cursor_row == 2
        await pilot.press("escape")
        assert [type(screen).__name__ for screen in app.screen_stack[1:]] == ["HomeScreen"]


async def test_the_keys_dialog_closes_on_question_mark_and_each_key_of_a_burst_acts_once(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.press("question_mark")
        assert type(app.screen).__name__ == "HomeScreen"
        app.open_screen("teams")
        await pilot.press("question_mark")
        await pilot.pause()
        for key in ("escape", "escape", "question_mark"):
            app.post_message(events.Key(key, "?" if key == "question_mark" else None))
        await pilot.pause()
        # In order: the first escape closes the dialog, the second leaves Teams, `?` opens the
        # keys of Home.
        assert [type(screen).__name__ for screen in app.screen_stack[1:]] == ["HomeScreen",
                                                                              "KeysDialog"]
        assert app.screen.shown is app.screen_stack[1]


async def test_the_keys_dialog_lists_the_screens_own_keys_first(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        rows = key_rows(app.screen.query_one("#keys", DataTable))
        home = [rows.index(does) for does in ("New game", "Stats", "Export", "Build the demo league")]
        ours = [rows.index(does) for does in ("Keys", "Back")]
        textual = [rows.index(does) for does in ("Cursor down", "Focus Next", "Quit")]
        assert max(home) < min(ours) and max(ours) < min(textual)


async def test_the_theme_switches_between_light_and_dark(db_url):
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        assert app.theme == "textual-dark"
        await pilot.press("ctrl+t")
        assert app.theme == "textual-light"


def test_scorebook_without_a_command_opens_the_app():
    assert app_options([]) == {}
    assert app_options(["--db", "sqlite:////tmp/x.db"]) == {"db_url": "sqlite:////tmp/x.db"}
    assert app_options(["--db=sqlite:////tmp/x.db"]) == {"db_url": "sqlite:////tmp/x.db"}
    assert app_options(["--as", "Ann Lee", "--db", "x"]) == {"scorer": "Ann Lee", "db_url": "x"}
    assert app_options(["--as=ann"]) == {"scorer": "ann"}
    for command_line in (["games"], ["--help"], ["--db", "x", "games"], ["--as"],
                         ["--db", "x", "--db", "y"]):
        assert app_options(command_line) is None, command_line
