"""db.follow: a follower on a connection of its own wakes when another connection records,
undoes, edits or rebuilds the game (PostgreSQL: the notification sent with the write, not the
fallback re-reading; SQLite: the file's data version), and not for another game."""

from __future__ import annotations

import threading
import time

import pytest

import db.follow as follow
from db.engine import make_engine
from db.follow import GameFollower
from db.recording import create_game, edit, rebuild, record, undo
from db.replay import GameNotFound
from tests.db.conftest import team
from engine.core.setup import GameSetup

#: Seconds a wait may take at most: far more than any machine needs, far less than LONG.
LIMIT = 30
LONG = 600


@pytest.fixture
def followed(engine, db_url, monkeypatch):
    """Game g1 (and g2), and a follower of g1 on an engine of its own; the fallback re-reading
    put out of reach, so that only the database's own signal can wake it in time."""
    monkeypatch.setattr(follow, "RECHECK", LONG)
    for key in ("g1", "g2"):
        create_game(engine, key, "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")))
    other = make_engine(db_url)
    with GameFollower(other, "g1") as follower:
        yield follower
    other.dispose()


def _woken_by(follower: GameFollower, change) -> tuple[int | None, int | None]:
    """The stamp before, and what `wait` returned, `change` made by another thread while the
    follower waits (it is waiting, or about to: either way the change must be seen)."""
    before = follower.stamp()
    started = time.monotonic()
    threading.Timer(0.2, change).start()
    after = follower.wait(before, LONG)
    assert time.monotonic() - started < LIMIT, "woken by the time limit, not the change"
    return before, after


@pytest.mark.parametrize("change", ["record", "undo", "edit", "rebuild"])
def test_a_follower_wakes_at_each_kind_of_change(engine, followed, change):
    record(engine, "g1", "S8")
    do = {"record": lambda: record(engine, "g1", "K"), "undo": lambda: undo(engine, "g1"),
          "edit": lambda: edit(engine, "g1", 1, "D7"), "rebuild": lambda: rebuild(engine, "g1")}
    before, after = _woken_by(followed, do[change])
    assert after != before and after == followed.stamp()


def test_another_game_does_not_end_the_wait(engine, followed):
    before = followed.stamp()
    record(engine, "g2", "S8")
    assert followed.wait(before, 0.5) == before  # it waited its time out: g1 is as it was


def test_a_game_that_is_not_there(engine, db_url):
    with GameFollower(engine, "nope") as follower, pytest.raises(GameNotFound) as refused:
        follower.stamp()
    assert str(refused.value) == "There is no game 'nope'."
