"""Following a game recorded elsewhere: waiting until its inputs change (DESIGN.md §4, "Several
scorekeepers"), for `scorebook follow` and the app's watching screen alike.

Every write of a game's inputs draws its games row a new `plays_stamp` (db.replay
`inputs_changed`), so "has the game changed?" is "is the stamp still the one I read?". Reading
it is cheap, but reading it in a tight loop from several followers is not, so each database
says when something was committed and the stamp is read only then:

- PostgreSQL: the writer calls `pg_notify('scorebook_game', <game key>)` in its transaction
  (delivered at its commit); a follower LISTENs on a connection of its own. A notification can
  be lost while the connection is being made again, so the stamp is also read every
  `RECHECK` seconds whatever was heard.
- SQLite: `PRAGMA data_version` on one connection changes whenever another connection (any
  process) commits to the file; it costs next to nothing to ask, so it is asked every `POLL`
  seconds and the stamp read when it moved.

A follower only reads: it never takes the write lock, and a league's viewer role may follow.
"""

from __future__ import annotations

import time

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from engine.core.errors import quoted

#: The channel the writers notify on (PostgreSQL), the game's key as the payload.
CHANNEL = "scorebook_game"
#: Seconds between two looks at SQLite's data version.
POLL = 0.05
#: Seconds after which a PostgreSQL follower reads the stamp though it heard nothing.
RECHECK = 2.0
_STAMP = {"qmark": "SELECT plays_stamp FROM games WHERE key = ?",
          "pyformat": "SELECT plays_stamp FROM games WHERE key = %s",
          "format": "SELECT plays_stamp FROM games WHERE key = %s"}


def notice(dialect_name: str, key: str) -> sa.Select | None:
    """The statement a writer runs to tell the followers of game `key` its inputs changed, or
    None where followers poll instead (SQLite)."""
    return sa.select(sa.func.pg_notify(CHANNEL, key)) if dialect_name == "postgresql" else None


def one_snapshot(engine: Engine) -> Engine:
    """`engine` for a follower's reads of the game: each unit of work sees the database as it
    was at one moment, though another scorekeeper commits meanwhile. PostgreSQL's default
    (READ COMMITTED) lets each statement see the latest commit — the inputs read before one,
    their plays rows after it; a SQLite transaction reads one snapshot already."""
    if engine.dialect.name != "postgresql":
        return engine
    return engine.execution_options(isolation_level="REPEATABLE READ")


class GameFollower:
    """A connection of its own that waits on one game; use it as a context manager (or call
    `close`). `wait(since, timeout)` returns the game's stamp as soon as it differs from
    `since`, or after `timeout` seconds whatever it is."""

    def __init__(self, engine: Engine, key: str):
        self.engine, self.key = engine, key
        self._postgres = engine.dialect.name == "postgresql"
        self._raw = None
        self._open()

    def __enter__(self) -> GameFollower:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def _open(self) -> None:
        """The connection, out of the pool for good: it listens, and on PostgreSQL commits
        each statement by itself (a LISTEN takes effect at commit; a read in an open
        transaction would keep seeing the same stamp)."""
        self._raw = self.engine.raw_connection()  # a refusal is said by db.engine
        self._driver = driver = self._raw.driver_connection
        self._raw.detach()
        if self._postgres:
            driver.autocommit = True
            driver.execute(f"LISTEN {CHANNEL}")
        else:
            driver.isolation_level = None  # (db.engine sets it so too) each read its own
        self._version = self._data_version()

    def close(self) -> None:
        """Closed as it is, without the pool's rollback: ctrl+c may have stopped a statement
        half-way, and a rollback then fails (and says so on stderr)."""
        if self._raw is not None:
            self._driver.close()
            self._raw.invalidate()  # (released, nothing more sent)
            self._raw = None

    def stamp(self) -> int | None:
        """The game's stamp now; GameNotFound when there is no such game (any more)."""
        cursor = self._driver.cursor()
        try:
            cursor.execute(_STAMP[self.engine.dialect.paramstyle], (self.key,))
            row = cursor.fetchone()
        finally:
            cursor.close()
        if row is None:
            from db.replay import GameNotFound  # (db.replay imports this module: notice)

            raise GameNotFound(f"There is no game {quoted(self.key)}.")
        return row[0]

    def wait(self, since: int | None, timeout: float) -> int | None:
        """The game's stamp once it differs from `since`, or after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            now = self._stamp_again()
            left = deadline - time.monotonic()
            if now != since or left <= 0:
                return now
            if self._postgres:
                self._heard(min(left, RECHECK))
            else:
                self._committed(left)

    def _stamp_again(self) -> int | None:
        """The stamp; on PostgreSQL a connection lost (a server restarted) is made again
        first, once — what was notified meanwhile is caught by reading the stamp."""
        try:
            return self.stamp()
        except self.engine.dialect.loaded_dbapi.OperationalError:
            if not self._postgres:
                raise
            self.close()
            self._open()
            return self.stamp()

    def _heard(self, seconds: float) -> None:
        """Until a notification about this game arrives, or `seconds` pass (PostgreSQL)."""
        try:
            for note in self._driver.notifies(timeout=seconds):
                if note.payload == self.key:
                    return
        except self.engine.dialect.loaded_dbapi.OperationalError:
            self.close()
            self._open()  # and the stamp is read again at once

    def _committed(self, seconds: float) -> None:
        """Until another connection commits to the file, or `seconds` pass (SQLite)."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            version = self._data_version()
            if version != self._version:
                self._version = version
                return
            time.sleep(min(POLL, max(0.0, deadline - time.monotonic())))

    def _data_version(self) -> int | None:
        if self._postgres:
            return None
        return self._driver.execute("PRAGMA data_version").fetchone()[0]
