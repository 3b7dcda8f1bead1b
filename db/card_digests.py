"""The `game_cards` digests an engine's database is known to hold, committed: so a run that
stores many games played with the same cards asks the table for each card once, not once a
game (game_options.py; without it `sim` stored 13-20 % slower than before the table).

A digest found or written inside a transaction is only *pending* on its connection: the
transaction may still roll back, and another connection of the engine must not name a card
that may never be stored. It is trusted once the commit has gone through: the commit event
comes before the database's COMMIT, so it only moves the pending digests aside, and the next
transaction on the connection, or its return to the pool, confirms them; a rollback (of the
transaction or of a savepoint), an error (a COMMIT that failed) or a transaction that ended
without either (a connection dropped) forgets them. Forgetting is always safe: the table is
asked again.

Rows of `game_cards` are never deleted (only a downgrade past migration 0007 drops the
table), so a digest once known committed stays true for the engine's life.
"""

from __future__ import annotations

import threading
import weakref
from typing import Iterable

from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

_PENDING, _COMMITTING = "scorebook.game_cards.pending", "scorebook.game_cards.committing"
#: A long-lived app keeps at most this many; past it the cache starts again.
_MOST = 100_000
_committed: weakref.WeakKeyDictionary[Engine, set[str]] = weakref.WeakKeyDictionary()
_watching = threading.Lock()  # the app's workers may store their first game at once


def committed(db: Connection) -> set[str]:
    """The digests `db`'s database holds, committed (a copy may be stale only by missing some)."""
    return _committed.get(db.engine, set())


def unknown(db: Connection, digests: Iterable[str]) -> list[str]:
    """Those of `digests` neither known committed nor found or written in `db`'s transaction
    so far (which its own statements see: if it rolls back, so does whatever names them)."""
    known, pending = committed(db), (_info(db) or {}).get(_PENDING, ())
    return [d for d in digests if d not in known and d not in pending]


def note(db: Connection, digests: Iterable[str]) -> None:
    """`digests` are in the table as `db`'s transaction sees it: trusted once it commits."""
    with _watching:
        if db.engine not in _committed:
            _watch(db.engine)
    db.info.setdefault(_PENDING, set()).update(digests)


def _watch(engine: Engine) -> None:
    known: set[str] = set()
    _committed[engine] = known

    def settle(info: dict | None) -> None:
        """Between transactions: what was committing has committed; anything still pending
        belonged to a transaction that ended without a commit."""
        if info is None:
            return
        info.pop(_PENDING, None)
        done = info.pop(_COMMITTING, None)
        if done:
            if len(known) + len(done) > _MOST:
                known.clear()
            known.update(done)

    def forget(info: dict | None) -> None:
        if info is not None:
            info.pop(_PENDING, None)
            info.pop(_COMMITTING, None)

    @event.listens_for(engine, "commit")
    def _commit(conn):
        info = _info(conn)
        if info is not None:
            info.setdefault(_COMMITTING, set()).update(info.pop(_PENDING, ()))

    @event.listens_for(engine, "begin")
    def _begin(conn):
        settle(_info(conn))

    @event.listens_for(engine, "checkin")
    def _checkin(_dbapi_connection, record):
        settle(record.info if record is not None else None)

    @event.listens_for(engine, "rollback")
    def _rollback(conn):
        forget(_info(conn))

    @event.listens_for(engine, "rollback_savepoint")
    def _rollback_savepoint(conn, _name, _context):
        forget(_info(conn))

    @event.listens_for(engine, "handle_error")
    def _error(context):
        if context.connection is not None:
            forget(_info(context.connection))


def _info(conn: Connection) -> dict | None:
    """The connection's info, or None where asking would touch a connection gone bad (an
    event handler must never raise: it would replace the error being handled)."""
    if conn.closed or conn.invalidated:
        return None
    try:
        return conn.info
    except Exception:  # noqa: BLE001 - see above
        return None
