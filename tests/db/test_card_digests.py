"""A run remembers the cards it has stored (db/card_digests.py): each game after the first asks
`game_cards` nothing, yet a digest is trusted only once its transaction has committed — a
transaction or savepoint rolled back, or a COMMIT that fails, leaves none remembered, and the
next game stores the cards again."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.exc import IntegrityError

from db import card_digests
from db.engine import make_engine, writer
from db.game_options import options_of, stored_options
from db.migrate import upgrade
from tests.command_line import scorebook

CARDS = {"p1": {"name": "Ace", "bat": 5}, "p2": {"name": "Deuce", "bat": 2}}
OPTIONS = {"cards": json.dumps(CARDS), "dh": "on"}


class Boom(Exception):
    pass


def card_queries(engine) -> list[str]:
    """The statements on game_cards from now on (a list that grows)."""
    seen: list[str] = []

    @event.listens_for(engine, "before_cursor_execute")
    def _seen(conn, cursor, statement, *args):
        if "game_cards" in statement:
            seen.append(statement.split()[0].upper())

    return seen


def read_back(engine, text: str) -> dict:
    with engine.connect() as db:
        options = options_of(db, text)
    return {**options, "cards": json.loads(options["cards"])}


def rows(engine) -> int:
    with engine.connect() as db:
        return db.execute(sa.text("SELECT count(*) FROM game_cards")).scalar()


def store(engine) -> str:
    with writer(engine).begin() as db:
        return stored_options(db, OPTIONS)


def test_the_second_game_with_the_same_cards_asks_the_table_nothing(engine):  # noqa: F811
    seen = card_queries(engine)
    first = store(engine)
    assert seen and rows(engine) == 2
    seen.clear()
    second = store(engine)
    assert seen == [] and first == second
    assert read_back(engine, second) == {**OPTIONS, "cards": CARDS}


def test_within_one_transaction_the_cards_written_are_not_asked_for_again(engine):  # noqa: F811
    """A batch of games is one transaction: its own statements see the cards it wrote."""
    seen = card_queries(engine)
    with writer(engine).begin() as db:
        stored_options(db, OPTIONS)
        count = len(seen)
        stored_options(db, {**OPTIONS, "dh": "off"})
        assert len(seen) == count
    assert rows(engine) == 2


def test_a_rolled_back_game_leaves_no_card_remembered(engine):  # noqa: F811
    with pytest.raises(Boom):
        with writer(engine).begin() as db:
            stored_options(db, OPTIONS)
            raise Boom
    assert rows(engine) == 0
    with engine.connect() as db:
        assert card_digests.committed(db) == set()
    text = store(engine)  # stored again, not taken as already there
    assert rows(engine) == 2
    assert read_back(engine, text) == {**OPTIONS, "cards": CARDS}


def test_a_rolled_back_savepoint_leaves_no_card_remembered(engine):  # noqa: F811
    with writer(engine).begin() as db:
        with pytest.raises(Boom):
            with db.begin_nested():
                stored_options(db, OPTIONS)
                raise Boom
    assert rows(engine) == 0
    store(engine)
    assert rows(engine) == 2


def test_a_commit_that_fails_leaves_no_card_remembered(tmp_path):
    """SQLite checks a deferred foreign key at COMMIT: the commit event has fired, the
    COMMIT fails."""
    engine = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    try:
        upgrade(engine)
        with writer(engine).begin() as db:
            db.execute(sa.text("CREATE TABLE parent (id INTEGER PRIMARY KEY)"))
            db.execute(sa.text("CREATE TABLE child (pid INTEGER REFERENCES parent (id) "
                               "DEFERRABLE INITIALLY DEFERRED)"))
        with pytest.raises(IntegrityError):
            with writer(engine).begin() as db:
                stored_options(db, OPTIONS)
                db.execute(sa.text("INSERT INTO child VALUES (99)"))
        assert rows(engine) == 0
        store(engine)
        assert rows(engine) == 2
    finally:
        engine.dispose()


def test_another_connection_trusts_a_card_only_once_it_is_committed(engine):  # noqa: F811
    """Pending while the transaction is open; known once the COMMIT has returned (the
    writer's next transaction, or its connection back in the pool, says so)."""
    with writer(engine).connect() as other:
        with writer(engine).connect() as writing:
            with writing.begin():
                stored_options(writing, OPTIONS)
                assert card_digests.committed(other) == set()
        assert len(card_digests.committed(other)) == 2


def test_two_runs_sharing_cards_read_back_the_same_options(db_url, tmp_path):  # noqa: F811
    """The second run's games find every card known: their options read back as the same
    run stored alone in a database of its own."""
    alone = f"sqlite:///{tmp_path / 'alone.db'}"
    for url, seeds in ((db_url, ("3", "4")), (alone, ("4",))):
        for seed in seeds:
            result = scorebook(url, "sim", "nanyou", "--games", "3", "--seed", seed,
                               "--processes", "1")
            assert result.exit_code == 0, result.output

    def read(url: str) -> dict[str, dict]:
        engine = make_engine(url)
        try:
            with engine.connect() as db:
                return {key: options_of(db, text) for key, text in db.execute(sa.text(
                    "SELECT key, options FROM games WHERE key LIKE 'sim-nanyou-4-%'")).all()}
        finally:
            engine.dispose()

    shared, own = read(db_url), read(alone)
    assert len(shared) == 3 and shared == own
    assert all(len(o["cards"]) > 10_000 for o in shared.values())
