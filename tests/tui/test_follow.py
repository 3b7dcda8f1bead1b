"""Watching a game in the app while it is recorded elsewhere (issue 21 item 3): the test records
on an engine of its own (another connection, as another process would) and the screen's field,
line score, play log and live scorecard follow each input, undo and edit included; nothing
typed on the screen is recorded. On SQLite and, under tests/with-postgres, PostgreSQL.

Each step waits for what it asserts (tests/tui/waiting.py), never for a length of time."""

from __future__ import annotations

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, edit, record, undo
from db.replay import game_state
from engine.core.setup import GameSetup
from tests.db import conftest as databases
from tests.db.conftest import team
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.waiting import until
from tui.screens.follow import FollowScreen
from tui.widgets.field import Field
from tui.widgets.line_score import LineScoreView
from tui.widgets.play_log import PlayLog
from tui.widgets.scorecard_view import ScorecardView

db_url = databases.db_url  # the fixture: SQLite, and PostgreSQL under tests/with-postgres


def recorded_game(url: str):
    """An engine of the test's own, with game g1 (AAA at BBB) and its first play, a single."""
    engine = make_engine(url)
    upgrade(engine)
    create_game(engine, "g1", "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                date="2026-05-01", control={"mode": "record"})
    record(engine, "g1", "S8")
    return engine


async def test_the_screen_follows_each_input_undo_and_edit(db_url):
    recorder = recorded_game(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await app.open_screen("follow", key="g1")
        screen = app.screen
        log, score = screen.query_one(PlayLog), screen.query_one(LineScoreView)

        def shown(words: list[str], hits: int) -> bool:
            return [line.words for line in log.lines] == words and score.line.totals[0][1] == hits

        await until(pilot, lambda: shown(["Single"], 1), "the single shown")
        assert "Watching game g1, recorded elsewhere" in str(
            screen.query_one("#entry-prompt").content)
        record(recorder, "g1", "D7")
        await until(pilot, lambda: shown(["Single", "Double; A Player 1 to 3rd"], 2),
                    "the double shown")
        assert "A Player 1" in str(screen.query_one(Field).content)  # on third
        undo(recorder, "g1")
        await until(pilot, lambda: shown(["Single"], 1), "the double taken back")
        edit(recorder, "g1", 1, "K")
        await until(pilot, lambda: shown(["Strikeout, 1 out"], 0), "the edit shown")
        await pilot.press("f5")  # the live scorecard in place of the log
        card = screen.query_one(ScorecardView)
        before = card.sides
        record(recorder, "g1", "W")
        await until(pilot, lambda: screen.table.session.game.bases[0] is not None
                    and card.sides != before, "the walk on the scorecard")
    recorder.dispose()


async def test_nothing_typed_while_watching_is_recorded(db_url):
    recorder = recorded_game(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await app.open_screen("follow", key="g1")
        log = app.screen.query_one(PlayLog)
        await until(pilot, lambda: len(log.lines) == 1, "the single shown")
        await pilot.press("b", "c", "x", "1", "u", "r", "e", "enter")
        await pilot.pause()
        assert [line.words for line in log.lines] == ["Single"]
        assert len(game_state(recorder, "g1").records) == len(app.screen.table.session.records)
        assert app.screen.table.inputs[-1].value == "S8"
        await pilot.press("escape")  # leaves at once: nothing to ask
        await until(pilot, lambda: not isinstance(app.screen, FollowScreen), "back home")
    recorder.dispose()


async def test_w_on_home_watches_the_unfinished_game(db_url):
    recorder = recorded_game(db_url)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, FollowScreen), "the game watched")
        assert app.screen.table.key == "g1"
    recorder.dispose()
