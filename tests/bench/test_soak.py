"""The soak of `make bench` (tests/bench/soak.py), small: two scorekeepers recording for three
seconds and a follower, on each database of the suite — no input lost or refused, every play
printed by the follower. It waits for the processes and the follower's lines, never for a time
of its own (the writers record for their three seconds)."""

from __future__ import annotations

from tests.bench.soak import report, soak
from tests.db.conftest import db_url  # noqa: F401  (the database fixture: SQLite, PostgreSQL)


def test_a_short_soak_loses_and_refuses_nothing_and_the_follower_misses_nothing(db_url):
    done = soak(db_url, "the test's database", seconds=3, writers=2, followers=1)
    assert done.failures == [], report(done)
    assert [w.refused for w in done.writers] == [0, 0]
    assert [w.lost for w in done.writers] == [0, 0]
    assert all(w.inputs > 0 for w in done.writers), report(done)
    followed = done.followed[0]
    assert [f.printed for f in followed] == [f.stored for f in followed], report(done)
    assert sum(f.stored for f in followed) > 0, report(done)
