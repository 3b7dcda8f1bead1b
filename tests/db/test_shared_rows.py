"""Teams, players and seasons that two games create at once are created once and shared
(issue 21, item 6): never reported as a duplicate game."""

from __future__ import annotations

import threading

import sqlalchemy as sa

from db.engine import writer
from db.models import metadata
from db.recording import create_game
from db.shared_rows import add_missing, ids_by_key
from tests.command_line import games

_t = metadata.tables


def _count(engine, name: str) -> int:
    with engine.connect() as db:
        return db.execute(sa.select(sa.func.count()).select_from(_t[name])).scalar()


def test_add_missing_adds_once_and_keeps_the_names_given_first(engine):
    with writer(engine).begin() as db:
        add_missing(db, "teams", [{"code": "NEW", "name": "First Name", "division": ""}])
        add_missing(db, "teams", [{"code": "NEW", "name": "Second", "division": ""},
                                  {"code": "OTH", "name": "Other", "division": ""}])
        assert ids_by_key(db, "seasons", {"2026": {"system": "plain"}}) == \
            ids_by_key(db, "seasons", {"2026": {"system": "bot9"}})
    with engine.connect() as db:
        names = dict(db.execute(sa.select(_t["teams"].c.code, _t["teams"].c.name)).all())
    assert names == {"NEW": "First Name", "OTH": "Other"}
    assert _count(engine, "seasons") == 1


def test_a_game_waits_for_a_team_another_is_adding_and_shares_it(engine, setup, db_url):
    """Another transaction has added team AAA and player a1, not yet committed, when a game
    with them is created: the game waits for it and goes on with its rows (PostgreSQL refused
    the game as "already exists" before). SQLite's writers take turns, so the race cannot
    happen there; the game is made all the same."""
    other = writer(engine).connect()
    other_tx = other.begin()
    other.execute(sa.insert(_t["teams"]).values(code="AAA", name="Added Elsewhere", division=""))
    other.execute(sa.insert(_t["players"]).values(player_id="a1", name="A Player 1"))
    made: list[BaseException | None] = []
    creating = threading.Thread(target=lambda: made.append(_create(engine, setup)))
    creating.start()
    if engine.dialect.name == "postgresql":
        _until_a_session_waits_for_a_lock(engine, creating)
        other_tx.commit()
    else:
        other_tx.commit()  # SQLite: the game's writer waits for this one's lock
    other.close()
    creating.join(timeout=60)
    assert made == [None]
    assert [game["id"] for game in games(db_url)] == ["g1"]
    assert _count(engine, "teams") == 2 and _count(engine, "players") == 18
    with engine.connect() as db:
        assert db.execute(sa.select(_t["teams"].c.name).where(_t["teams"].c.code == "AAA")
                          ).scalar() == "Added Elsewhere"


def _create(engine, setup) -> BaseException | None:
    try:
        create_game(engine, "g1", "plain", setup, season="2026")
    except BaseException as exc:  # noqa: BLE001 — reported to the test's thread
        return exc
    return None


def _until_a_session_waits_for_a_lock(engine, creating: threading.Thread) -> None:
    """Until PostgreSQL shows a session of this database waiting on a lock (the game's insert
    of AAA behind the open transaction's), or the creating thread ended."""
    with engine.connect() as watcher:
        while creating.is_alive() and not watcher.execute(sa.text(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND wait_event_type = 'Lock'")).scalar():
            watcher.rollback()  # a fresh snapshot of the activity each time

