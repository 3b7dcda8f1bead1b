"""The game screen's play log (issue 18): runners named on the rows of their plays, a summary
line at the end of each half-inning (gone on undo), the cursor's keys and the mouse, and a new
line that costs no layout of the screen."""

from __future__ import annotations

import pytest

from db.recording import create_game, record
from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from scorebook.table_play import TableGame
from tests.db.conftest import team
from tests.simulated_games import new_game
from tests.tui.conftest import make_test_app
from tests.tui.waiting import until
from tui.dialogs.edit_play import EditPlayDialog
from tui.screens.game import GameScreen
from tui.widgets.play_log import PlayLog

WIDE = (120, 40)
#: The visitors' first three batters by their names.
NAMED = {1: "Tom Lee", 2: "Juan Ortiz", 3: "Ken Griffey Jr."}
WATCH = {"mode": "watch", "away": "computer", "home": "computer"}


def named_game(engine, lines=(), key: str = "g1") -> None:
    """AAA (Lee, Ortiz, Griffey, then A Player 4 …) at BBB, recorded at the table."""
    away = team("AAA", "a")
    lineup = tuple(LineupSpot(s.player, NAMED.get(s.slot, s.name), s.slot, s.position)
                   for s in away.lineup)
    create_game(engine, key, "plain", GameSetup(away=TeamSheet("AAA", "AAA", lineup),
                                                home=team("BBB", "b")),
                date="2024-05-01", control={"mode": "record", "away": "person", "home": "person"})
    for line in lines:
        record(engine, key, line)


def shown(log: PlayLog) -> list[str]:
    """The log's lines in sight, as drawn (the column titles first)."""
    return [log.render_line(y).text.rstrip()
            for y in range(log.scrollable_content_region.height)]


async def open_game(app, pilot, key: str = "g1") -> GameScreen:
    """The game screen, once its log shows the game."""
    app.open_screen("game", key=key)

    def shown_the_game() -> bool:
        screen = app.screen
        return isinstance(screen, GameScreen) and screen.is_mounted and bool(
            screen.query(PlayLog)) and len(screen.query_one(PlayLog).shown) == len(
            screen.table.log())

    await until(pilot, shown_the_game, "the game screen's log")
    return app.screen


async def type_lines(pilot, *lines: str) -> None:
    for line in lines:
        await pilot.press(*line, "enter")


async def test_a_runner_s_play_names_him_and_where_he_went(db_url, engine):
    named_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=(140, 40)) as pilot:  # room for the words in full
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        await type_lines(pilot, "S8", "SB2", "WP", "PB", "S8", "PO1(13)", "S8", "CS2(26)")
        await until(pilot, lambda: log.row_count == 8, "eight plays")
        lines = shown(log)
        for row, words in ((2, "Stolen base: Lee to 2nd"), (3, "Wild pitch: Lee to 3rd"),
                           (4, "Passed ball: Lee scores"),
                           (6, "Picked off: Ortiz at 1st (1-3), 1 out"),
                           (8, "Caught stealing: Griffey at 2nd (2-6), 2 outs")):
            assert lines[row].endswith(words), (row, lines[row])
        assert "SB2" in lines[2] and "Juan Ortiz" in lines[2]  # the play and the batter
        await pilot.resize_terminal(*WIDE)  # narrower: what the notation says is left out
        await until(pilot, lambda: shown(log)[8].endswith("Griffey at 2nd (2-6), 2 outs"),
                    "the words cut to fit")


async def test_a_half_inning_s_summary_comes_with_its_last_out_and_goes_with_its_undo(
        db_url, engine):
    named_game(engine, ["S8", "E6", "HR", "K", "K", "W"])
    app = make_test_app(db_url)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        assert log.row_count == 6
        await type_lines(pilot, "K")
        await until(pilot, lambda: log.row_count == 8, "the third out and the half's end")
        assert shown(log)[8] == " ▲1  End of the top of the 1st: 3 R, 2 H, 1 E, 1 LOB — AAA 3, BBB 0"
        assert log.cursor_row == 7  # the cursor follows the game to the summary
        await pilot.press("u")
        await until(pilot, lambda: log.row_count == 6, "the undo")
        assert not any("End of" in line for line in shown(log))
        await pilot.press("r")
        await until(pilot, lambda: log.row_count == 8, "the redo")
        assert "3 R, 2 H, 1 E, 1 LOB" in shown(log)[8]


async def test_a_summary_is_not_edited(db_url, engine):
    named_game(engine, ["K", "K", "K", "S8"])
    app = make_test_app(db_url)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        await pilot.press("l", "home", "down", "down", "down")
        assert log.cursor_row == 3 and log.lines[3].summary is not None
        message = screen.query_one("#entry-message")
        for key in ("e", "enter"):
            await pilot.press(key)
            await until(pilot, lambda: "is a summary" in str(message.render()), "the note")
            assert app.screen is screen
        assert "The end of the top of the 1st is a summary" in str(message.render())
        await pilot.press("down", "e")  # the play under it is edited
        await until(pilot, lambda: isinstance(app.screen, EditPlayDialog), "the edit dialog")


async def test_a_click_picks_a_line_and_a_double_click_edits_it(db_url, engine):
    named_game(engine, ["S8", "SB2", "K"])
    app = make_test_app(db_url)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        assert log.cursor_row == 2
        await pilot.click(PlayLog, offset=(10, 2))  # the titles, then the first two lines
        await until(pilot, lambda: log.cursor_row == 1, "the second line picked")
        assert app.screen is screen
        await pilot.double_click(PlayLog, offset=(10, 1))
        await until(pilot, lambda: isinstance(app.screen, EditPlayDialog), "the edit dialog")
        assert log.cursor_row == 0 and app.screen.seq == 1


async def test_the_cursor_stays_on_the_line_the_person_went_to(db_url, engine):
    """While watching, new plays come in under a cursor moved up; on the newest line, it
    follows them."""
    new_game(engine, "w1", 8, WATCH, system="nanyou")
    app = make_test_app(db_url)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_game(app, pilot, "w1")
        log = screen.query_one(PlayLog)
        await until(pilot, lambda: log.row_count >= 3, "three plays")
        await pilot.press("space")  # paused
        assert app.focused is log
        await pilot.press("home")

        async def a_play_more() -> None:
            rows = log.row_count
            for _ in range(100):  # one answer of the computer or the dice at a time
                await pilot.press("full_stop")
                await pilot.pause()
                if log.row_count > rows:
                    return
            raise AssertionError("no play in 100 answers")

        await a_play_more()
        assert log.cursor_row == 0
        await pilot.press("end")
        await a_play_more()
        assert log.cursor_row == log.row_count - 1


async def test_recording_a_plate_appearance_lays_nothing_out(db_url, engine, monkeypatch):
    """A new line of the log is drawn where it goes: the screen is not laid out again (a
    table's new row did it, the most costly part of a play's Enter)."""
    named_game(engine, ["S8"] * 30)
    app = make_test_app(db_url)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_game(app, pilot)
        log = screen.query_one(PlayLog)
        await type_lines(pilot, "S8")  # the log's scroll bar comes: that is laid out once
        await until(pilot, lambda: log.row_count == 31, "the 31st play")
        layouts = []
        refresh_layout = screen._refresh_layout
        monkeypatch.setattr(screen, "_refresh_layout", lambda *a, **k: (
            layouts.append(1), refresh_layout(*a, **k)))
        await type_lines(pilot, "b", "b", "b", "b", "K", "S8")
        await until(pilot, lambda: log.row_count == 34, "a walk, a strikeout and a single")
        assert log.cursor_row == 33 and log.scroll_y == log.max_scroll_y > 0
        assert layouts == []


@pytest.mark.parametrize("system", ["bot9", "nanyou", "pizzabox", "unlimited9"])
async def test_every_system_s_log_ends_each_half_inning(db_url, engine, system):
    """A whole game of each system: a summary after each half-inning played, the last one
    with the final score and in sight."""
    new_game(engine, "s1", 21, WATCH, system=system)
    table = TableGame(engine, "s1")
    while table.computer_step() is not None:
        pass
    halves = list(dict.fromkeys((r.inning, r.half) for r in table.session.records
                                if r.kind == "play"))
    (away, home), teams = table.session.game.score, table.line_score().teams
    app = make_test_app(db_url)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_game(app, pilot, "s1")
        log = screen.query_one(PlayLog)
        summaries = [line.summary for line in log.lines if line.summary is not None]
        assert [(s.inning, s.half) for s in summaries] == halves
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y, "the last line in sight")
        last = [line for line in shown(log) if line][-1]
        assert last.endswith(f"{teams[0]} {away}, {teams[1]} {home}")
