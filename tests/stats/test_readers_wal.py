"""A fast reader's own copy of SQLite never breaks the WAL of the engine's connections
(sqlite.org/howtocorrupt.html §2.2.1): what is recorded after a season was read is kept, by a
command (the pool is closed before the reader opens the file) and in the app (its engine is
read through SQLAlchemy only)."""

from __future__ import annotations

import sqlite3

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, record
from engine.core.setup import GameSetup
from stats.load import load
from stats.readers import (SQLALCHEMY, ReaderUnavailable, available_readers, choose_reader,
                           many_threads)
from tests.db.conftest import team

FAST = ["connectorx", "adbc"]


@pytest.fixture
def sqlite_file(tmp_path):
    path = tmp_path / "league.db"
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    create_game(engine, "g1", "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")))
    yield path, engine
    engine.dispose()


def stored_inputs(path) -> int:
    with sqlite3.connect(path) as db:  # a connection of its own, as the next command's
        return db.execute("SELECT count(*) FROM game_inputs").fetchone()[0]


@pytest.mark.parametrize("reader", FAST)
def test_what_is_recorded_after_a_fast_read_is_kept(sqlite_file, reader):
    path, engine = sqlite_file
    if reader not in available_readers(engine):
        pytest.skip(f"{reader} is not installed")
    record(engine, "g1", "b")
    load(engine, reader=reader)
    record(engine, "g1", "c")
    assert stored_inputs(path) == 2
    assert load(engine, reader=reader).plays.collect().height == 2


def test_the_apps_engine_is_read_through_sqlalchemy(sqlite_file):
    path, engine = sqlite_file
    shared = many_threads(engine)
    assert choose_reader(shared) == SQLALCHEMY
    with pytest.raises(ReaderUnavailable, match="other threads"):
        choose_reader(shared, "connectorx")
    record(shared, "g1", "b")
    load(shared)
    record(shared, "g1", "c")
    assert stored_inputs(path) == 2


def test_no_fast_reader_while_a_connection_is_in_use(sqlite_file):
    _, engine = sqlite_file
    with engine.connect():
        assert choose_reader(engine) == SQLALCHEMY
