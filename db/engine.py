"""Opening a Scorebook database: `make_engine(url)` (where it is: db/url.py).

There is no module-level engine: every caller (the CLI, the TUI, a test) makes its own. SQLite
is the default, in the platform's user data folder; PostgreSQL is used by URL for a league
shared by several scorekeepers.

SQLite is set up so that a committed input survives a crash or a power cut (DESIGN.md §3):
WAL journal, `synchronous=FULL` (NORMAL may lose the last transactions on power loss), foreign
keys enforced, and real transactions — the driver's own transaction handling is turned off and
SQLAlchemy's `BEGIN` is sent instead, so the reads and writes of one unit of work are one
transaction (the recipe in SQLAlchemy's SQLite dialect notes).

Several processes share one file (the app recording, a `sim` in a terminal): a unit of work that
writes goes through `writer(engine)`, whose transactions begin IMMEDIATE — they take the write
lock first and wait for it (the busy timeout). A deferred transaction that reads and then writes
cannot wait: SQLite refuses its upgrade at once ("database is locked") when another writer came
first. Readers stay deferred and, under WAL, never wait.

A URL is only ever shown through `db.url.hide_password`: no message prints a password.

A database that cannot be reached — nothing listening, a host that does not resolve, a wrong
password, a database or role that does not exist, an option the driver does not take — is one
sentence naming it (`cannot_open`), whichever command or screen connected first; and nothing
waits long for a server that does not answer (`CONNECT_TIMEOUT`).
"""

from __future__ import annotations

import getpass
import os
import re
import threading
import weakref
import warnings
from urllib.parse import unquote

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SAWarning

from db.url import HIDDEN, database_url, hide_password, sqlite_refusal
from engine.core.errors import ScorebookError, quoted

#: Seconds a SQLite writer waits for another writer before giving up.
SQLITE_BUSY_TIMEOUT = 30
#: Seconds a PostgreSQL connection may take when the URL sets no `connect_timeout`: libpq's
#: own default is to wait for ever on a host that drops the packets (a firewall, a machine
#: that is off); a league's server on any network answers well within it.
CONNECT_TIMEOUT = 3
#: The execution option that marks a writer's connection; and the environment variable that
#: makes every write check it was given (the tests set it).
_WRITER = "scorebook_writer"
CHECK_WRITERS = "SCOREBOOK_CHECK_WRITERS"
#: PostgreSQL's SQLSTATE for a statement the role has no right to run.
_NO_RIGHT = "42501"
_WRITES = ("INSERT", "UPDATE", "DELETE", "REPLACE", "CREATE", "DROP", "ALTER")


class CannotOpenDatabase(ScorebookError):
    """The database URL is unusable or the database cannot be reached."""


class ReadOnlyRole(ScorebookError):
    """The database refused a write: the role logged in may only read (a league's viewer)."""


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
            with warnings.catch_warnings():  # an option it drops: refused below, in a sentence
                warnings.filterwarnings("ignore", "Query string argument", SAWarning)
                engine = sa.create_engine(parsed, connect_args={"timeout": SQLITE_BUSY_TIMEOUT})
            if reason := sqlite_refusal(parsed.database, parsed.query):
                raise ValueError(reason)
            _make_sqlite_safe(engine)
            _say_not_a_database(engine)
        else:
            engine = sa.create_engine(parsed, connect_args=_connect_args(parsed))
            _say_read_only(engine)
        _say_cannot_connect(engine)
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


def _connect_args(url: sa.URL) -> dict:
    """A PostgreSQL connection's time limit, unless the URL sets its own (connect_args would
    override the URL's)."""
    if url.get_backend_name() != "postgresql" or "connect_timeout" in url.query:
        return {}
    return {"connect_timeout": CONNECT_TIMEOUT}


def _say_cannot_connect(engine: Engine) -> None:
    """A connection that cannot be opened — by the first command to connect, the app's start
    or a reconnection later — is one sentence naming the database, not the driver's error."""

    @event.listens_for(engine, "handle_error")
    def _on_error(context):
        # No connection yet: the error is the connection's own (SQLAlchemy's
        # "noconnection" path), not a statement's. A file SQLite cannot read is said as such
        # by the listener before this one.
        exc = context.original_exception
        if context.connection is None and not_a_database(engine, exc) is None:
            raise cannot_open(engine, exc) from None


def cannot_open(engine: Engine, exc: BaseException) -> CannotOpenDatabase:
    """`exc`, the driver's reason for not opening the database, as "Can't open the database
    URL: reason." — the URL and the reason without the password, each cut in its middle
    (libpq repeats an option's value, however long) so that the sentence stays within 300
    characters, keeping both ends: the dialect and host, the port and options; the reason's
    start and the words at its end that say what failed."""
    text = str(getattr(exc, "orig", None) or exc)
    # libpq's hints ("Is the server running …?") are the lines indented under the reason.
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line[0].isspace()]
    reason = " ".join(lines).rstrip(".")
    for noise in _DRIVER_PREFIXES:
        reason = reason.replace(noise, "")
    return CannotOpenDatabase(f"Can't open the database {_cut(describe(engine), 150)}: "
                              f"{_cut(without_password(engine, reason), 120)}.")


#: What psycopg and the server put before the reason, which says nothing to a person.
_DRIVER_PREFIXES = ("connection failed: ", "connection is bad: ", "FATAL:  ")


def _cut(text: str, most: int) -> str:
    """`text`, or its first and last characters around a `…` when it is longer than `most`."""
    if len(text) <= most:
        return text
    return f"{text[:most // 2]}…{text[len(text) - (most - most // 2 - 1):]}"


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
        writes = connection.get_execution_options().get(_WRITER, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writes else "BEGIN")

    if os.environ.get(CHECK_WRITERS):
        _check_writers(engine)


def writer(engine: Engine) -> Engine:
    """`engine` for a unit of work that writes: on SQLite its transactions take the write lock
    at their start, waiting up to SQLITE_BUSY_TIMEOUT for another writer (PostgreSQL's rows
    lock as they are written and wait on their own).

    The same writer each time for one engine: what is kept per engine (the cards known
    stored, db/card_digests.py) is kept across a run's transactions."""
    if engine.get_execution_options().get(_WRITER, False):
        return engine
    with _writers_lock:  # the app's workers may write at once
        made = engine.__dict__.get(_WRITER)  # kept on the engine: both go together
        if made is None:
            made = engine.__dict__[_WRITER] = engine.execution_options(**{_WRITER: True})
    return made


_writers_lock = threading.Lock()


def _check_writers(engine: Engine) -> None:
    """The test suite's guard (CHECK_WRITERS set): a write outside `writer(engine)` is a unit of
    work that would fail at once beside another process writing, so it fails every time."""

    @event.listens_for(engine, "before_cursor_execute")
    def _on_execute(connection, _cursor, statement, *_args):
        if (statement.lstrip()[:7].upper().startswith(_WRITES)
                and not connection.get_execution_options().get(_WRITER, False)):
            raise AssertionError(f"A write outside db.engine.writer(): {statement[:80]}")


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


def _say_read_only(engine: Engine) -> None:
    """A write the server refuses for want of the right (SQLSTATE 42501: a league's viewer
    recording, say): one sentence naming the role, instead of the driver's error."""

    @event.listens_for(engine, "handle_error")
    def _on_error(context):
        if getattr(context.original_exception, "sqlstate", None) == _NO_RIGHT:
            role = engine.url.username or getpass.getuser()
            raise ReadOnlyRole(f"The role {quoted(role)} may only read the league's database "
                               f"{describe(engine)}: writing needs a scorekeeper's role.") from None


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
