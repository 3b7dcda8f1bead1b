"""The app on a league's shared PostgreSQL database (DESIGN.md §3) as on SQLite: pitches
recorded by keys are in the database, undone and brought back. `db_url` here is the database
tests' fixture, SQLite and PostgreSQL (under tests/with-postgres)."""

from __future__ import annotations

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game
from db.replay import game_state
from engine.core.setup import GameSetup
from tests.db.conftest import db_url, team  # noqa: F401  (db_url: both kinds of database)
from tests.tui.conftest import SIZE, make_test_app


async def test_pitches_recorded_by_keys_are_stored_undone_and_redone(db_url):  # noqa: F811
    engine = make_engine(db_url)
    upgrade(engine)
    create_game(engine, "pg1", "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                date="2026-05-01", control={"mode": "record"})
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="pg1")
        await pilot.pause()
        await pilot.press("b", "enter", "c", "enter", "f", "enter", "b", "enter")  # a line a pitch
        await pilot.pause()
        game = game_state(engine, "pg1").game
        assert (game.balls, game.strikes) == (2, 2)
        await pilot.press("u", "u")
        await pilot.pause()
        game = game_state(engine, "pg1").game
        assert (game.balls, game.strikes) == (1, 1)
        await pilot.press("r")
        await pilot.pause()
        assert game_state(engine, "pg1").game.strikes == 2
    engine.dispose()
