"""The game screen's play log and dialogs at the table (issue 18): the log's cursor on Home,
End and PageUp, the edit dialog saying which play it changes, the last play in sight when the
game ends."""

from __future__ import annotations

from textual.widgets import Input, Static

from db.recording import record
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import DATA, LINES, from_script, plain_game
from tui.screens.game import GameScreen
from tui.widgets.entry_line import EntryInput
from tui.widgets.play_log import PlayLog


async def until(pilot, condition) -> None:
    """Let the app work until `condition()` holds (its messages, then a refresh, at a time)."""
    for _ in range(20):
        if condition():
            return
        await pilot.pause()
    assert condition()


def text(widget) -> str:
    return str(widget.render())


async def open_game(app, pilot, key: str = "g1") -> GameScreen:
    app.open_screen("game", key=key)
    await until(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen.is_mounted)
    return app.screen


# ── 6. Editing a past play ──────────────────────────────────────────────────────────────

async def test_the_log_cursor_moves_with_home_end_and_page_up_from_the_entry_line(db_url, engine):
    plain_game(engine, lines=LINES * 3)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        assert log.row_count == 21 and log.cursor_row == 20
        await pilot.press("l", "home")
        assert app.focused is log and log.cursor_row == 0
        await pilot.press("end")
        assert log.cursor_row == 20
        await pilot.press("escape")  # back to the entry line
        assert app.focused is screen.query_one(EntryInput)
        await pilot.press("pageup")  # from the line: into the log, a page up
        assert app.focused is log and 0 <= log.cursor_row < 20
        shown = log.cursor_row
        await pilot.press("pagedown")
        assert log.cursor_row > shown


async def test_the_edit_dialog_names_the_inning_the_batter_and_the_pitch(db_url, engine):
    plain_game(engine, lines=["b", "c", "f", "x S8/L", "K", "SB2"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        await pilot.press("l", "home", "e")
        await until(pilot, lambda: app.screen is not screen)
        about = text(app.screen.query_one("#edit-about", Static))
        assert "Top 1st, 0 outs" in about and "A Player 1 batting against B Player 9" in about
        assert "pitch 4 (count 1-2)" in about and "Input 4 of 6" in about
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("end", "e")  # a steal between pitches: the count, no pitch
        await until(pilot, lambda: app.screen is not screen)
        about = text(app.screen.query_one("#edit-about", Static))
        assert "Top 1st, 1 out" in about and "A Player 3 batting" in about
        assert "before the first pitch" in about
        assert app.screen.query_one("#edit-value", Input).value == "SB2"
    assert log.row_count == 3


async def test_the_last_play_is_in_sight_when_the_game_ends(db_url, engine):
    key = "HAR202405180"
    lines = from_script(engine, key, DATA / "nanyou" / f"{key}.txt")
    for line in lines[:-1]:
        record(engine, key, line)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, key)
        log = screen.query_one(PlayLog)
        assert log.max_scroll_y > 0  # more plays than lines: the log scrolls
        await pilot.press(*lines[-1], "enter")
        await until(pilot, lambda: screen.table.final and screen.query_one("#game-final").display)
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y)
        last = log.row_count - 1
        assert log.cursor_row == last
        # the last row's line is inside the log's scrolled window, under the column titles
        assert log.scroll_y + 1 <= last + 1 <= log.scroll_y + log.scrollable_content_region.height
