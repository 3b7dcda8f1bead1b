"""The soak (part of `make bench`): a league's scorekeepers at work at once for a minute, on each
database — a SQLite file, and the private PostgreSQL cluster when the bench has one.

Four writers, each a process (tests/bench/soak_writer.py), record the bench league's games input
by input with `db.recording.record`, a new game as soon as one ends, as fast as they can; two
followers, `scorebook follow GAME` processes, follow the games of the first two writers, one
follower per game from its creation. When the time is up (SOAK_SECONDS, 60 by default) it
reports per database:

- inputs per second, per writer and in all;
- lock waits: the writes that waited more than 2 ms for another writer's lock, and the
  longest wait — on SQLite the time of the BEGIN IMMEDIATE that takes the file's write lock,
  taken in each writer process; on PostgreSQL the server's own word, each wait for a lock it
  reports to the writer (soak_writer.LockWaits). The writers' rows do not meet: on PostgreSQL
  what they wait for is the notification queue's lock, which each input's NOTIFY takes at its
  commit (db/follow.py). Writers record as fast as they can, so SQLite's one write lock is
  always in demand, and its busy handler (sleeping between tries, not first come first
  served) lets a writer now and then wait seconds while others take it;
- inputs lost: those a writer was told were stored that are not in the database, at their
  place in the game's inputs (1, 2, 3 … with no gap, in the order typed);
- inputs refused: any error a writer met;
- each follower's play lines printed beside those the stored games make (what `follow` prints
  for them read afresh at the end: tests/following.py reads the follower's output).

Machines are noisy: nothing is asserted about the times. A lost or refused input, or a follower
that missed a play, is a failure: the bench stops with it (SystemExit).

    python -m tests.bench.soak [--seconds S] [--writers N] [--followers N] [--no-postgres]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from db.engine import make_engine
from db.migrate import upgrade
from tests.bench.database import PG_VAR, postgres_schema
from tests.bench.soak_checks import Followed, Writer, lost_inputs, missed_plays
from tests.bench.soak_writer import WAITED
from tests.command_line import ROOT
from tests.following import LIMIT, Follower

SECONDS_VAR = "SOAK_SECONDS"


@dataclass
class Soak:
    """What one soak on one database did."""

    title: str
    seconds: float
    writers: list[Writer]
    followed: list[list[Followed]]
    failures: list[str] = field(default_factory=list)


def _writer(url: str, number: int, writers: int, seconds: float, errors) -> subprocess.Popen:
    env = {**os.environ, "SCOREBOOK_SCORER": f"soak writer {number + 1}"}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.bench.soak_writer", "--db", url, "--writer", str(number),
         "--of", str(writers), "--seconds", str(seconds)], cwd=ROOT, env=env,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=errors, text=True)


def _listen(writer: Writer, url: str, follow: list[Followed] | None,
            ready: threading.Semaphore) -> None:
    """A writer's messages as they come: ready, each game created (followed at once when this
    writer's games are), and what it did."""
    for line in writer.process.stdout:
        message = json.loads(line)
        if "ready" in message:
            ready.release()
        elif "game" in message and follow is not None:
            follow.append(Followed(message["game"], Follower(url, message["game"])))
        elif "done" in message:
            writer.done = message["done"]
    ready.release()  # (a writer that ended before it was ready)


def soak(url: str, title: str, seconds: float, writers: int = 4, followers: int = 2) -> Soak:
    """`writers` scorekeepers and `followers` followers at once on the database at `url`."""
    engine = make_engine(url)
    upgrade(engine)
    ready = threading.Semaphore(0)
    with tempfile.TemporaryDirectory() as folder:
        running, followed, listeners = [], [[] for _ in range(followers)], []
        for number in range(writers):
            errors = open(Path(folder) / f"writer{number}.err", "w+")
            writer = Writer(number + 1, _writer(url, number, writers, seconds, errors), errors)
            follow = followed[number] if number < followers else None
            listeners.append(threading.Thread(target=_listen, daemon=True,
                                              args=(writer, url, follow, ready)))
            listeners[-1].start()
            running.append(writer)
        for _ in running:
            ready.acquire(timeout=LIMIT)
        for writer in running:  # all at once
            try:
                writer.process.stdin.write("go\n")
                writer.process.stdin.close()
            except BrokenPipeError:  # it ended before it began: said by its failures()
                pass
        for writer, listener in zip(running, listeners):
            writer.process.wait(timeout=seconds + LIMIT)
            listener.join(timeout=LIMIT)
            writer.errors.seek(0)
            writer.stderr = writer.errors.read()
            writer.errors.close()
        result = Soak(title, seconds, running, followed)
        for writer in running:
            result.failures += writer.failures()
        result.failures += lost_inputs(engine, running)
        for games in followed:
            result.failures += missed_plays(engine, games)
    engine.dispose()
    return result


def report(soak: Soak) -> str:
    """The figures of one soak, a line per writer and per follower."""
    lines = [f"Soak on {soak.title}: {len(soak.writers)} writers recording and "
             f"{len(soak.followed)} followers for {soak.seconds:.0f} s",
             "  writer  games  inputs  inputs/s  lock waits  longest ms  refused  lost"]
    for w in soak.writers:
        lines.append(f"  {w.number:<6}  {w.games:>5}  {w.inputs:>6,}  {w.per_second:>8.1f}  "
                     f"{w.waited:>10,}  {w.longest_ms:>10.1f}  {w.refused:>7}  {w.lost:>4}")
    writers = soak.writers
    lines.append(f"  {'all':<6}  {sum(w.games for w in writers):>5}  "
                 f"{sum(w.inputs for w in writers):>6,}  "
                 f"{sum(w.per_second for w in writers):>8.1f}  "
                 f"{sum(w.waited for w in writers):>10,}  "
                 f"{max((w.longest_ms for w in writers), default=0):>10.1f}  "
                 f"{sum(w.refused for w in writers):>7}  {sum(w.lost for w in writers):>4}")
    lines.append("  follower  games  play lines printed  play lines of the stored games")
    for number, games in enumerate(soak.followed, start=1):
        lines.append(f"  {number:<8}  {len(games):>5}  {sum(f.printed for f in games):>18,}  "
                     f"{sum(f.stored for f in games):>30,}")
    lines.append(f"lock waits = writes that waited over {WAITED * 1000:.0f} ms for another "
                 "writer's lock; nothing is asserted on times.")
    return "\n".join(lines)


@contextmanager
def _sqlite_file() -> Iterator[str]:
    """The URL of a new SQLite file, removed afterwards."""
    with tempfile.TemporaryDirectory() as folder:
        yield f"sqlite:///{Path(folder) / 'soak.db'}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float,
                        default=float(os.environ.get(SECONDS_VAR) or 60))
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--followers", type=int, default=2)
    parser.add_argument("--no-postgres", action="store_true")
    args = parser.parse_args(argv)
    runs = [("SQLite", None)]
    if os.environ.get(PG_VAR) and not args.no_postgres:
        runs.append(("PostgreSQL", postgres_schema))
    failures = []
    for title, schema in runs:
        with (schema() if schema else _sqlite_file()) as url:
            done = soak(url, title, args.seconds, args.writers, args.followers)
        print(report(done))
        failures += [f"{title}: {failure}" for failure in done.failures]
    if failures:
        raise SystemExit("The soak failed: " + " ".join(failures[:20]))


if __name__ == "__main__":
    main()
