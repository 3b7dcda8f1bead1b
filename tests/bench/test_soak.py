"""The soak of `make bench` (tests/bench/soak.py), small: two scorekeepers recording for three
seconds and a follower, on each database of the suite — no input lost or refused, every play
printed by the follower. It waits for the processes and the follower's lines, never for a time
of its own (the writers record for their three seconds). And the soak's checks see a lost
input, a refusal and a missed play."""

from __future__ import annotations

from types import SimpleNamespace

from db.recording import create_game, record
from tests.bench.soak import report, soak
from tests.bench.soak_checks import Followed, Writer, lost_inputs, missed_plays
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (database fixtures)
from tests.following import Follower


def test_a_short_soak_loses_and_refuses_nothing_and_the_follower_misses_nothing(db_url):
    done = soak(db_url, "the test's database", seconds=3, writers=2, followers=1)
    assert done.failures == [], report(done)
    assert [w.refused for w in done.writers] == [0, 0]
    assert [w.lost for w in done.writers] == [0, 0]
    # Some writer recorded, but not necessarily each: SQLite's lock is not served in order, and
    # under two writers recording flat out one can wait its whole three seconds (the full
    # soak's "longest ms" shows such waits); what may never happen is a loss or a refusal.
    assert sum(w.inputs for w in done.writers) > 0, report(done)
    followed = done.followed[0]
    assert [f.printed for f in followed] == [f.stored for f in followed], report(done)


def test_the_soak_tells_a_lost_input_a_refusal_and_a_missed_play(engine, db_url, setup):
    """What makes the bench fail is seen: an input a writer was told was stored and is not
    there, an error a writer met, and a follower that stopped before printing every play."""
    create_game(engine, "g1", "plain", setup)
    for line in ("S8", "K"):
        record(engine, "g1", line)
    follower = Follower(db_url, "g1")
    follower.expect("Strikeout, 1 out")
    follower.stop()
    record(engine, "g1", "D7")  # stored after the follower stopped: a play it missed
    ended = SimpleNamespace(returncode=0)  # the writer's process, ended well
    writer = Writer(1, ended, None, done={"told": {"g1": ["S8", "K", "D7", "63"]},
                                          "refused": ["OperationalError: database is locked"],
                                          "seconds": 1.0, "waits": {}})
    assert lost_inputs(engine, [writer]) == [
        "game g1 holds 3 inputs where its writer stored 4, the same up to input 3."]
    assert writer.lost == 1
    assert writer.failures() == ["writer 1 was refused 1 time(s), first: OperationalError: "
                                 "database is locked"]
    followed = Followed("g1", follower)
    [missed] = missed_plays(engine, [followed])
    assert missed.startswith("the follower of game g1 printed 2 lines of 3; line 3 is "
                             "'nothing', not ' ▲1  A Player 3     D7")
    assert (followed.printed, followed.stored) == (2, 3)
