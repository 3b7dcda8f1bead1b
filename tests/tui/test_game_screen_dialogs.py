"""The game screen's play log and dialogs at the table (issue 18): the log's cursor on Home,
End and PageUp, the edit dialog saying which play it changes, the last play in sight when the
game ends, a new pitcher after a pinch hitter batted for the last one, and Escape asking before
a game in progress is left."""

from __future__ import annotations

from textual.widgets import Input, Select, Static

from db.games import game_summary
from db.recording import record
from db.replay import game_state
from tests.simulated_games import new_game
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import DATA, LINES, active_values, from_script, plain_game
from tui.dialogs.leave_game import LeaveGameDialog
from tui.dialogs.substitution import NEW
from tui.screens.game import GameScreen
from tui.widgets.entry_line import EntryInput
from tui.widgets.field import Matchup
from tui.widgets.play_log import PlayLog


#: Three outs for the visitors, three for the home team, then the visitors' 4th to 8th batters
#: single and A Player 9, the visitors' pitcher, is batted for by Zed Zulu: the bottom of the
#: 2nd waits for a new pitcher.
BATTED_FOR = ["K"] * 6 + ["S8"] * 5 + ['sub zulu001 "Zed Zulu" 0 9 11', "K", "K", "K"]


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
        # 21 plays and the summaries of the four half-innings they end
        assert log.row_count == 25 and log.cursor_row == 24
        await pilot.press("l", "home")
        assert app.focused is log and log.cursor_row == 0
        await pilot.press("end")
        assert log.cursor_row == 24
        await pilot.press("escape")  # back to the entry line
        assert app.focused is screen.query_one(EntryInput)
        await pilot.press("pageup")  # from the line: into the log, a page up
        assert app.focused is log and 0 <= log.cursor_row < 24
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


# ── 8. The substitution dialog ──────────────────────────────────────────────────────────

async def test_after_a_pinch_hitter_for_the_pitcher_the_new_pitcher_takes_his_slot(db_url, engine):
    plain_game(engine, lines=BATTED_FOR)
    app = make_test_app(db_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_game(app, pilot)
        matchup = text(screen.query_one(Matchup))
        assert "Pitching nobody" in matchup and "A Player 9 has left" in matchup
        panel = str(screen.query_one("#game-panel .panel-body", Static).content)
        assert "Pitching nobody: A Player 9 has left" in panel
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.screen is not screen)
        dialog = app.screen
        assert dialog.query_one("#sub-kind", Select).value == "P"  # the game waits for him
        assert dialog.query_one("#sub-side", Select).value == 0
        assert dialog.query_one("#sub-slot", Select).value == 9  # Zed Zulu's, who batted for him
        situation = text(dialog.query_one("#sub-situation", Static))
        assert "Bottom 2nd" in situation and "Pitching nobody" in situation
        inside = dialog.query_one("#substitution").region.shrink((1, 0, 1, 0))
        assert inside.contains_region(dialog.query_one("#sub-ok").region)  # 80×24: all seen
        dialog.query_one("#sub-kind", Select).value = "PH"  # and back: still slot 9
        await pilot.pause()
        dialog.query_one("#sub-kind", Select).value = "P"
        await pilot.pause()
        assert dialog.query_one("#sub-slot", Select).value == 9
        dialog.query_one("#sub-player", Select).value = NEW
        dialog.query_one("#sub-id", Input).value = "relief01"
        dialog.query_one("#sub-name", Input).value = "Rae Lief"
        await pilot.click("#sub-ok")
        await until(pilot, lambda: app.screen is screen)
        assert active_values(engine, "g1")[-1] == 'sub relief01 "Rae Lief" 0 9 1'
        assert "Pitching Rae Lief" in text(screen.query_one(Matchup))
        panel = str(screen.query_one("#game-panel .panel-body", Static).content)
        assert "Pitching 9. Rae Lief (P)" in panel
    assert game_state(engine, "g1").game.pitcher == "relief01"


async def test_the_substitution_dialog_shows_the_pitcher_on_the_mound(db_url, engine):
    plain_game(engine, lines=["K"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot)
        await pilot.press("ctrl+s")
        await until(pilot, lambda: app.screen is not screen)
        situation = text(app.screen.query_one("#sub-situation", Static))
        assert "Top 1st, 1 out" in situation and "Pitching B Player 9" in situation
        kind = app.screen.query_one("#sub-kind", Select)
        assert kind.value == "PH"
        kind.value = "P"
        await pilot.pause()
        assert app.screen.query_one("#sub-slot", Select).value == 9  # his own slot


# ── 9. Escape on the game screen ────────────────────────────────────────────────────────

async def test_escape_asks_before_leaving_a_game_in_progress(db_url, engine):
    plain_game(engine, lines=["K"])
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot)
        entry = screen.query_one(EntryInput)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveGameDialog))
        # Typing goes on as if Escape had not been pressed: no key of Home acts on it.
        await pilot.press(*"S8", "enter")
        await until(pilot, lambda: active_values(engine, "g1") == ["K", "S8"])
        assert app.screen is screen and entry.value == ""
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveGameDialog))
        await pilot.press("escape")  # stays
        await until(pilot, lambda: app.screen is screen)
        assert app.focused is entry
        await pilot.press("escape", "enter")  # Enter: leave
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen")
    assert active_values(engine, "g1") == ["K", "S8"]


async def test_a_key_of_home_typed_after_escape_is_a_pitch_on_the_line(db_url, engine):
    plain_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot)
        await pilot.press("escape", "s")  # `s` is Home's Stats and a swinging strike here
        await until(pilot, lambda: app.screen is screen)
        assert screen.query_one(EntryInput).value == "s"
        await pilot.press("enter")
        await until(pilot, lambda: active_values(engine, "g1") == ["s"])
        assert screen.table.session.game.strikes == 1


async def test_a_game_over_is_left_at_once(db_url, engine):
    key = "HAR202405180"
    for line in from_script(engine, key, DATA / "nanyou" / f"{key}.txt"):
        record(engine, key, line)
    assert game_summary(engine, key).status == "final"
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await open_game(app, pilot, key)
        await pilot.press("escape")
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen")


async def test_a_watched_game_is_left_from_its_log_once_asked(db_url, engine):
    new_game(engine, "w1", 26, {"mode": "watch", "away": "computer", "home": "computer"})
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_game(app, pilot, "w1")
        await pilot.press("space")  # paused: the game stays in progress
        assert app.focused is screen.query_one(PlayLog)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveGameDialog))
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is screen)
        await pilot.press("escape", "enter")
        await until(pilot, lambda: type(app.screen).__name__ == "HomeScreen")
