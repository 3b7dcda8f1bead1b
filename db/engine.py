"""Opening a Scorebook database: `make_engine(url)` (where it is: db/url.py).

There is no module-level engine: every caller (the CLI, the TUI, a test) makes its own. SQLite
is the default, in the platform's user data folder; PostgreSQL is used by URL for a league
shared by several scorekeepers.

SQLite is set up so that a committed input survives a crash or a power cut (DESIGN.md §3):
WAL journal, `synchronous=FULL` (NORMAL may lose the last transactions on power loss), foreign
keys enforced, and real transactions — the driver's own transaction handling is turned off and
SQLAlchemy's `BEGIN` is sent instead, so the reads and writes of one unit of work are one
transaction (the recipe in SQLAlchemy's SQLite dialect notes).

A URL is only ever shown through `db.url.hide_password`: no message prints a password.
"""

from __future__ import annotations

import os
import re
import weakref
from urllib.parse import unquote

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError, NoSuchModuleError

from db.url import HIDDEN, database_url, hide_password
from engine.core.errors import ScorebookError
from engine.core.numbers import quoted

#: Seconds a SQLite writer waits for another writer before giving up.
SQLITE_BUSY_TIMEOUT = 30


class CannotOpenDatabase(ScorebookError):
    """The database URL is unusable or the database cannot be reached."""


class NotADatabase(CannotOpenDatabase):
    """The SQLite file is not a Scorebook database: not a database at all (text, random
    bytes), a damaged one (truncated), or another program's."""


#: Alembic's table of the revisions a database is at (its default name, which env.py keeps):
#: a file that has it is Scorebook's.
VERSION_TABLE = "alembic_version"
#: The URL each engine was made from, as typed (describe() shows it).
_TYPED: weakref.WeakKeyDictionary[Engine, str] = weakref.WeakKeyDictionary()
#: What Python's sqlite3 and connectorx say of TEXT that is not UTF-8 (lower case).
_NOT_UTF8 = ("could not decode to utf-8", "invalid utf-8", "incomplete utf-8")
#: How every SQLite database file begins.
SQLITE_HEADER = b"SQLite format 3\x00"
#: What SQLite says of a file that is not a database or is damaged; anything else it raises
#: (locked, read-only, disk full) is a database that stops answering, said as such.
_NOT_A_DATABASE = ("file is not a database", "database disk image is malformed",
                   "malformed database schema", "unsupported file format")


def make_engine(url: str | None = None) -> Engine:
    """A new SQLAlchemy engine for the Scorebook database at `url` (see `db.url.database_url`)."""
    url = database_url(url)
    try:
        parsed = sa.make_url(url)
        if parsed.get_backend_name() == "sqlite":
            if "\x00" in (parsed.database or ""):  # sqlite3 would fail on connecting
                raise ValueError("a file name cannot hold the NUL character")
            engine = sa.create_engine(parsed, connect_args={"timeout": SQLITE_BUSY_TIMEOUT})
            _make_sqlite_safe(engine)
            _say_not_a_database(engine)
        else:
            engine = sa.create_engine(parsed)
    except (ArgumentError, NoSuchModuleError, ImportError, ValueError, TypeError) as exc:
        shown = _one_line(hide_password(url))
        # The first line only (SQLite's lists the URL forms it takes, over several), with the
        # URL hidden too, as some versions quote the one they could not parse.
        reason = str(exc).strip().splitlines()[0].rstrip(".").replace(url, shown)
        # … or as SQLAlchemy renders it (percent-encoded), or a piece of it (a "port" that
        # is the password and the host), where no hiding can be sure to find the password:
        # the reason stops where a URL or a quoted piece starts.
        reason = re.split(r":?\s*\S*://|:\s*'", reason, maxsplit=1)[0] or "it cannot be read"
        # Not chained: the parser's own error may quote the URL, password and all.
        raise CannotOpenDatabase(f"Can't use the database URL {quoted(shown)}: {reason}.") from None
    _TYPED[engine] = url
    return engine


def _make_sqlite_safe(engine: Engine) -> None:
    """WAL, synchronous=FULL, foreign keys, and whole transactions on every connection."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record):
        if _too_short(engine.url.database):
            raise NotADatabase(f"{engine.url.database} is not a Scorebook database (file is "
                               "not a database).")
        dbapi_connection.isolation_level = None  # SQLAlchemy's BEGIN below takes over
        cursor = dbapi_connection.cursor()
        try:
            ours = _ours(cursor)
        except UnicodeDecodeError as exc:  # a damaged file's table names
            raise not_a_database(engine, exc) from None
        if ours:
            cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection):
        connection.exec_driver_sql("BEGIN")


def _too_short(path: str | None) -> bool:
    """Whether the file at `path` holds something shorter than SQLite's header. SQLite takes
    a file of one byte (a file cut off, a stray character) for an empty database and would
    write ours over it; the other short ones, and longer files that are not databases, it
    refuses itself."""
    try:
        size = os.path.getsize(path) if path and path != ":memory:" else 0
    except (OSError, ValueError):  # not there yet (a new database), or no file name
        return False
    return 0 < size < len(SQLITE_HEADER)


def _ours(cursor) -> bool:
    """Whether the file may be switched to WAL: it is already, or it is new, or Scorebook's.
    The switch rewrites the file's header, and another program's file (which db.migrate then
    refuses) is left exactly as it was."""
    if cursor.execute("PRAGMA journal_mode").fetchone()[0] == "wal":
        return True
    names = {row[0] for row in cursor.execute("SELECT name FROM sqlite_master")}
    return not names or VERSION_TABLE in names


def _say_not_a_database(engine: Engine) -> None:
    """A file SQLite cannot read as a database, found on opening it or, for a damaged one, in
    the middle of a command: one sentence naming the file instead of a DatabaseError."""

    @event.listens_for(engine, "handle_error")
    def _on_error(context):
        if (damaged := not_a_database(engine, context.original_exception)) is not None:
            raise damaged from context.original_exception


def not_a_database(engine: Engine, exc: BaseException) -> NotADatabase | None:
    """`exc` said as "FILE is not a Scorebook database (…)" when SQLite raised it because
    the file is not a database or is damaged — whichever copy of SQLite read it (the
    engine's, or a fast reader's own: stats.readers); else None."""
    if engine.url.get_backend_name() != "sqlite":
        return None
    text = str(exc)
    # Damaged text (SQLite stores TEXT as UTF-8), as Python's sqlite3 or connectorx finds it.
    if isinstance(exc, UnicodeDecodeError) or any(phrase in text.lower() for phrase in _NOT_UTF8):
        return NotADatabase(f"{engine.url.database} is not a Scorebook database (text that is "
                            "not UTF-8).")
    reason = next((phrase for phrase in _NOT_A_DATABASE if phrase in text), None)
    if reason is None:
        return None
    return NotADatabase(f"{engine.url.database} is not a Scorebook database ({reason}).")


def describe(engine: Engine) -> str:
    """The engine's URL without its password (nor a `password=` option), for messages: the
    URL as it was typed, hidden — SQLAlchemy may have read a malformed one (an `@` or `/` in
    the password, not percent-encoded) as a host or a path that holds the password. An engine
    not made here: its URL rendered, with percent-encoding undone, as a password typed into a
    SQLite path (`sqlite:///u:pw@/f`) is rendered `u%3Apw%40` and would otherwise be shown."""
    typed = _TYPED.get(engine)
    return _one_line(hide_password(typed if typed is not None
                                   else unquote(engine.url.render_as_string(hide_password=False))))


def _one_line(text: str) -> str:
    """`text` with its control characters and line breaks escaped (a URL pasted with a line
    break in it): a message is one line."""
    return re.sub(r"[\x00-\x1f\x7f\x85\u2028\u2029]", lambda char: repr(char[0])[1:-1], text)


def without_password(engine: Engine, text: str) -> str:
    """`text` (a driver's message) with the engine's password, if it quotes it, hidden."""
    option = engine.url.query.get("password")  # a str, or a tuple when given twice
    secrets = [engine.url.password, *([option] if isinstance(option, str) else option or ())]
    for secret in filter(None, secrets):
        text = text.replace(secret, HIDDEN)
    return text
