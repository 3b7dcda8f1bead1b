"""Opening a Scorebook database: `make_engine(url)` (where it is: db/url.py).

There is no module-level engine: every caller (the CLI, the TUI, a test) makes its own. SQLite
is the default, in the platform's user data folder; PostgreSQL is used by URL for a league
shared by several scorekeepers.

SQLite is set up so that a committed input survives a crash or a power cut (DESIGN.md §3):
WAL journal, `synchronous=FULL` (NORMAL may lose the last transactions on power loss), foreign
keys enforced, and real transactions — the driver's own transaction handling is turned off and
SQLAlchemy's `BEGIN` is sent instead, so the reads and writes of one unit of work are one
transaction (the recipe in SQLAlchemy's SQLite dialect notes).
"""

from __future__ import annotations

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError, NoSuchModuleError

from db.url import database_url
from engine.core.errors import ScorebookError

#: Seconds a SQLite writer waits for another writer before giving up.
SQLITE_BUSY_TIMEOUT = 30


class CannotOpenDatabase(ScorebookError):
    """The database URL is unusable or the database cannot be reached."""


def make_engine(url: str | None = None) -> Engine:
    """A new SQLAlchemy engine for the Scorebook database at `url` (see `db.url.database_url`)."""
    url = database_url(url)
    try:
        parsed = sa.make_url(url)
        if parsed.get_backend_name() == "sqlite":
            engine = sa.create_engine(parsed, connect_args={"timeout": SQLITE_BUSY_TIMEOUT})
            _make_sqlite_safe(engine)
        else:
            engine = sa.create_engine(parsed)
    except (ArgumentError, NoSuchModuleError, ImportError, ValueError) as exc:
        reason = str(exc).strip().rstrip(".")
        raise CannotOpenDatabase(f"Can't use the database URL '{url}': {reason}.") from exc
    return engine


def _make_sqlite_safe(engine: Engine) -> None:
    """WAL, synchronous=FULL, foreign keys, and whole transactions on every connection."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        dbapi_connection.isolation_level = None  # SQLAlchemy's BEGIN below takes over
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection):
        connection.exec_driver_sql("BEGIN")


def describe(engine: Engine) -> str:
    """The engine's URL without its password, for messages."""
    return engine.url.render_as_string(hide_password=True)
