"""One scorekeeper of the soak (tests/bench/soak.py), in a process of its own: it records the
bench league's games (tests.bench.league, typed by its scorekeeper) input by input with
`db.recording.record`, as the app does, a new game as soon as one ends, until its time is up.

It speaks JSON lines on stdout: `{"ready": …}` once its first game is typed (then it waits for a
line on stdin, so that every writer starts at once), `{"game": KEY}` as each game is created,
and at the end `{"done": …}`: every input it was told was stored, by game, the refusals
(any error: a scorekeeper would have seen it) and its lock waits (`LockWaits`).

    python -m tests.bench.soak_writer --db URL --writer N --of WRITERS --seconds S
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time

from sqlalchemy import event
from sqlalchemy.engine import Engine

from db.engine import make_engine
from db.recording import create_game, record
from tests.bench.league import SYSTEM, clubs, schedule, score_game

SEED = 21
#: A write that waited longer than this for its lock is counted (LockWaits): uncontended,
#: SQLite's BEGIN IMMEDIATE takes microseconds, and its busy handler sleeps a millisecond or
#: more between tries.
WAITED = 0.002
#: Tries of one input before the writer gives up (each failed one is a refusal).
TRIES = 3
_ASKED = "soak_asked"
#: What PostgreSQL logs when a statement that waited for a lock gets it.
_GOT = re.compile(r"acquired \S+ on .* after ([0-9.]+) ms")


class LockWaits:
    """The write transactions of `engine` that waited more than WAITED for another writer's
    lock, and the longest wait.

    SQLite: the BEGIN IMMEDIATE that db.engine.writer sends takes the file's write lock,
    waiting there (the busy timeout) while another process holds it; uncontended it takes
    microseconds, so its time, taken around it in this process, is the wait.
    PostgreSQL: rows (and, at commit, NOTIFY's queue) lock as they are reached, and only the
    server knows whether a statement waited: each connection asks it to say so
    (log_lock_waits, deadlock_timeout = WAITED, the log's messages sent to the client —
    settings of the cluster's superuser, which the test cluster's user is), and each
    "acquired … after N ms" it sends is a wait. A statement's own time, however long on a
    loaded machine, is never counted."""

    def __init__(self, engine: Engine):
        self.waited, self.longest = 0, 0.0
        if engine.dialect.name == "sqlite":
            event.listen(engine, "before_cursor_execute", self._asking)
            event.listen(engine, "after_cursor_execute", self._got)
        else:
            event.listen(engine, "connect", self._listen_to_server)

    def _asking(self, connection, _cursor, statement, *_args) -> None:
        if statement.startswith("BEGIN IMMEDIATE"):
            connection.info[_ASKED] = time.perf_counter()

    def _got(self, connection, *_args) -> None:
        asked = connection.info.pop(_ASKED, None)
        if asked is not None and (seconds := time.perf_counter() - asked) > WAITED:
            self._waited(seconds)

    def _waited(self, seconds: float) -> None:
        self.waited += 1
        self.longest = max(self.longest, seconds)

    def _listen_to_server(self, dbapi_connection, _record) -> None:
        for setting in ("log_lock_waits = on", f"deadlock_timeout = '{WAITED * 1000:.0f}ms'",
                        "client_min_messages = log"):
            dbapi_connection.execute(f"SET {setting}")
        dbapi_connection.commit()
        dbapi_connection.add_notice_handler(self._heard)

    def _heard(self, diagnostic) -> None:
        """A message of the server's log: a lock got after waiting is a wait (one that ends
        in an error instead is a refusal, reported as such)."""
        got = _GOT.search(diagnostic.message_primary or "")
        if got:
            self._waited(float(got[1]) / 1000)

    def as_dict(self) -> dict:
        return {"waited": self.waited, "longest_ms": self.longest * 1000}


def _say(message: dict) -> None:
    print(json.dumps(message), flush=True)


def _tried(refused: list[str], work, *args, **kwargs) -> bool:
    """Whether `work` succeeded within TRIES tries; each failure kept, in one line."""
    for _ in range(TRIES):
        try:
            work(*args, **kwargs)
            return True
        except Exception as exc:  # noqa: BLE001 — every error is a refusal the bench reports
            refused.append(f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
    return False


def write(url: str, writer: int, writers: int, seconds: float) -> None:
    engine = make_engine(url)
    waits = LockWaits(engine)
    games = schedule(SEED, clubs(SEED))[writer::writers]  # each its own games, teams shared
    scored = score_game(SEED, games[0])
    _say({"ready": writer})
    sys.stdin.readline()
    started = time.monotonic()
    deadline = started + seconds
    told: dict[str, list[str]] = {}
    refused: list[str] = []
    for number, game in enumerate(games, start=1):
        if time.monotonic() >= deadline:
            break
        scored = scored if number == 1 else score_game(SEED, game)
        key = f"soak{writer + 1}-{number}"
        if not _tried(refused, create_game, engine, key, SYSTEM, scored.setup, date=game.date):
            break
        _say({"game": key})
        told[key] = []
        for answer in scored.answers:
            if time.monotonic() >= deadline:
                break
            if not _tried(refused, record, engine, key, answer.value):
                deadline = 0  # the game cannot go on: nor can this scorekeeper
                break
            told[key].append(answer.value)
    _say({"done": {"told": told, "refused": refused, "seconds": time.monotonic() - started,
                   "waits": waits.as_dict()}})
    engine.dispose()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", required=True)
    parser.add_argument("--writer", type=int, required=True, help="0-based")
    parser.add_argument("--of", type=int, required=True, help="How many writers there are.")
    parser.add_argument("--seconds", type=float, required=True)
    args = parser.parse_args(argv)
    write(args.db, args.writer, args.of, args.seconds)


if __name__ == "__main__":
    main()
