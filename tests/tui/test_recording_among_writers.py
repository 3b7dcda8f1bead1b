"""The app recording a game by keys while the league's other writers run (issue 21, item 1):
two scorekeepers' `record`s, a `sim`, an import, a card import and statistics readers, each a
process (tests/db/test_concurrent_writers.py), and the app in this one. Every key's input is
stored, none refused, and the others' work is all there. SQLite and, under
tests/with-postgres, PostgreSQL."""

from __future__ import annotations

import sqlalchemy as sa

from db.models import metadata
from tests.db import conftest as databases
from tests.db.test_concurrent_writers import all_succeeded_and_stored, start_writers
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import LINES, active_values, message, plain_game
from tests.tui.waiting import until

db_url = databases.db_url  # the fixture: SQLite, and PostgreSQL under tests/with-postgres

#: Two innings' worth of inputs: each half ends on its third out.
TYPED = [*LINES, "K", "K", *LINES, "K", "K"]


def stored_games(engine) -> int:
    with engine.connect() as db:
        return db.scalar(sa.select(sa.func.count()).select_from(metadata.tables["games"]))


async def test_the_app_records_every_input_while_the_others_write(db_url, engine, tmp_path):
    plain_game(engine, "app1")
    app = make_test_app(db_url)
    running = start_writers(db_url, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="app1")
        await until(pilot, lambda: app.screen.__class__.__name__ == "GameScreen", "the game")
        # typed while the others write: once their first game is stored
        await until(pilot, lambda: stored_games(engine) > 1, "another process's game stored")
        for typed, line in enumerate(TYPED, start=1):
            await pilot.press(*line, "enter")
            await until(pilot, lambda: len(active_values(engine, "app1")) == typed
                        or message(app), f"input {typed} ({line!r}) stored or refused")
            assert active_values(engine, "app1") == TYPED[:typed], message(app)
    all_succeeded_and_stored(db_url, tmp_path, running, others=1)
