"""Ways of reading query results into Polars frames: ADBC, connectorx, or SQLAlchemy.

Going through SQLAlchemy builds a Python object for every value; ADBC and connectorx hand over
Arrow columns, which is many times faster on a season's plays. They are used when installed
and able to open the database (not an in-memory SQLite, which only its own connection sees),
with SQLAlchemy as the fallback that always works.

SQLite and a second copy of SQLite in one process (ADBC and connectorx each bring theirs) do not
mix: when that copy closes its connection, it drops the process's locks and deletes the WAL
that the engine's own connections are still writing to (sqlite.org/howtocorrupt.html §2.2.1:
what they write next is lost). So before a fast reader opens a SQLite file the engine's pooled
connections are closed (a command reads with nothing else open); and an engine used by several
threads at once, as the app's is (`many_threads`), is read through SQLAlchemy only.

A fast reader opens a connection of its own, which the server may refuse where the engine's
was let in: a role or a database allowed one connection (`CONNECTION LIMIT 1`), which the
engine holds; no connection slot left. The rows are then read through the engine's connection
(read_frames); connectorx, which would wait half a minute for one and log each try on stderr,
is only let try once a connection has been seen to open.

Whatever the reader, the frame that comes back is the same: `conform` gives every column the
type of the frame's schema, whatever the driver made of it (SQLite keeps dates as text and
booleans as integers; ADBC SQLite guesses a column's type from its values).
"""

from __future__ import annotations

import importlib.util
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Mapping, TypeVar
from urllib.parse import quote, urlencode

import polars as pl
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.engine import CONNECT_TIMEOUT, make_engine, not_a_database, without_password
from engine.core.errors import ScorebookError

ADBC, CONNECTORX, SQLALCHEMY = "adbc", "connectorx", "sqlalchemy"
READERS = (ADBC, CONNECTORX, SQLALCHEMY)
#: Fastest first for a season's rows, per database, as measured by tests/bench (`make bench`):
#: on SQLite connectorx is a little ahead of ADBC; on PostgreSQL they read a season equally
#: fast, and ADBC, on one connection, starts quicker than connectorx, which opens one per query.
PREFERENCE = {"sqlite": (CONNECTORX, ADBC, SQLALCHEMY),
              "postgresql": (ADBC, CONNECTORX, SQLALCHEMY)}
_MODULES = {ADBC: {"sqlite": "adbc_driver_sqlite", "postgresql": "adbc_driver_postgresql"},
            CONNECTORX: {"sqlite": "connectorx", "postgresql": "connectorx"}}
#: ADBC SQLite guesses a column's type from the first batch of rows; a column null in all of
#: them and text later would fail, so the whole result is read as one batch.
_ADBC_SQLITE_BATCH = {"adbc.sqlite.query.batch_rows": str(2**30)}

Schema = Mapping[str, pl.DataType]
T = TypeVar("T")
#: The execution option that marks an engine as used by several threads at once.
MANY_THREADS = "scorebook_many_threads"


class ReaderUnavailable(ScorebookError):
    """The reader asked for is not installed or cannot open this database."""


class _NoConnection(Exception):
    """A fast reader could not open a connection of its own."""


def many_threads(engine: Engine) -> Engine:
    """`engine` marked as used by several threads at once (the app's screens and workers): on
    SQLite it is then read through SQLAlchemy only (see the module docstring)."""
    return engine.execution_options(**{MANY_THREADS: True})


def available_readers(engine: Engine) -> tuple[str, ...]:
    """The readers that can read `engine`'s database here, fastest first."""
    backend = engine.url.get_backend_name()
    return tuple(r for r in PREFERENCE.get(backend, (SQLALCHEMY,)) if _usable(engine, r))


def choose_reader(engine: Engine, reader: str = "auto", few_rows: bool = False) -> str:
    """`reader` itself if it can be used, or for "auto" the fastest available one — SQLAlchemy
    when only `few_rows` are wanted (a game or two): its pooled connection is open at once,
    where a fast reader spends longer connecting than reading."""
    if reader == "auto":
        return SQLALCHEMY if few_rows else available_readers(engine)[0]
    if reader not in READERS:
        raise ValueError(f"Unknown reader '{reader}': choose auto or one of {', '.join(READERS)}.")
    if not _usable(engine, reader):
        raise ReaderUnavailable(f"The {reader} reader cannot read {engine.url.get_backend_name()} "
                                "here: it is not installed, the database is in memory, or "
                                "other threads are using the SQLite file.")
    return reader


def read_frames(engine: Engine, reader: str, queries: Mapping[str, tuple[sa.Select, Schema]],
                fallback: bool = True) -> dict[str, pl.DataFrame]:
    """Run each named query with `reader` and return its rows as a frame of its schema.

    A fast reader that cannot open a connection of its own reads through the engine's
    instead when `fallback` (the reader was chosen for the database), and raises
    ReaderUnavailable when not (it was asked for by name)."""
    try:
        with _reading(engine, reader) as run:
            return {name: conform(run(query, schema), schema)
                    for name, (query, schema) in queries.items()}
    except _NoConnection as exc:
        if fallback:
            return read_frames(engine, SQLALCHEMY, queries)
        reason = " ".join(str(exc.__cause__).split()).rstrip(".")
        raise ReaderUnavailable(f"The {reader} reader cannot open a connection of its own: "
                                f"{without_password(engine, reason)}.") from None
    except ScorebookError:
        raise
    except Exception as exc:  # a fast reader's own SQLite finding the file damaged
        if (damaged := not_a_database(engine, exc)) is not None:
            raise damaged from exc
        if reader == SQLALCHEMY or not fallback:
            raise
        # Anything else it could not read (a file whose tables are not what its revision
        # says: a column missing) is read, or refused in a sentence, as every other command
        # reads it: the driver's own error is a traceback quoting the whole query.
        return read_frames(engine, SQLALCHEMY, queries)


def conform(frame: pl.DataFrame, schema: Schema) -> pl.DataFrame:
    """`frame` with exactly the columns of `schema`, in its order and of its types."""
    return frame.with_columns(_fix(name, frame.schema[name], dtype)
                              for name, dtype in schema.items()
                              if frame.schema[name] != dtype).select(list(schema))


def _fix(name: str, got: pl.DataType, want: pl.DataType) -> pl.Expr:
    """`name` turned from what the driver gave into the schema's type."""
    column = pl.col(name)
    if got == pl.String and want == pl.Date:
        return column.str.to_date("%Y-%m-%d")
    if isinstance(want, pl.Datetime):
        if got == pl.String:  # SQLite keeps timestamps as text, in UTC without an offset
            column = column.str.to_datetime(time_unit=want.time_unit)
            got = pl.Datetime(want.time_unit)
        if isinstance(got, pl.Datetime) and got.time_zone is None and want.time_zone:
            column = column.dt.replace_time_zone(want.time_zone)
    return column.cast(want)


def _usable(engine: Engine, reader: str) -> bool:
    if reader == SQLALCHEMY:
        return True
    backend = engine.url.get_backend_name()
    module = _MODULES[reader].get(backend)
    if module is None or importlib.util.find_spec(module) is None:
        return False
    if backend != "sqlite":
        return True
    # Another copy of SQLite may open the file only when none of the engine's connections is
    # in use (they are closed before it reads): not on the app's engine, nor inside a session.
    shared = engine.get_execution_options().get(MANY_THREADS, False)
    in_use = getattr(engine.pool, "checkedout", lambda: 0)()
    return _sqlite_path(engine) is not None and not shared and not in_use


def _sqlite_path(engine: Engine) -> Path | None:
    """The SQLite file, absolute; None for an in-memory database."""
    database = engine.url.database
    if not database or database == ":memory:" or database.startswith("file::memory:"):
        return None
    return Path(database).resolve()


def _literal_sql(engine: Engine, query: sa.Select) -> str:
    """The query as text with its values written in, quoted by the database's own dialect:
    connectorx takes no bound parameters, and this way every reader runs the same SQL."""
    return str(query.compile(dialect=engine.dialect, compile_kwargs={"literal_binds": True}))


def _postgresql_uri(engine: Engine) -> str:
    """libpq's form of the URL (for ADBC): no "+psycopg" driver part, query options kept,
    and the engine's time limit on connecting."""
    url = engine.url.set(drivername="postgresql")
    return url.update_query_dict(_time_limit(url)).render_as_string(hide_password=False)


def _time_limit(url: sa.URL) -> dict[str, str]:
    """The `connect_timeout` option the engine connects with (db.engine), if the URL has none."""
    return {} if "connect_timeout" in url.query else {"connect_timeout": str(CONNECT_TIMEOUT)}


def _connectorx_postgresql_uri(engine: Engine) -> str:
    """connectorx's form of the URL: like libpq's, except that a Unix-socket folder given
    as `?host=/run/…` must be the URL's host, percent-encoded (connectorx needs a host)."""
    url = engine.url
    query = dict(url.query) | _time_limit(url)
    host, port = url.host or "", url.port
    if not host and str(query.get("host", "")).startswith("/"):
        host = quote(query.pop("host"), safe="")
        port = port or query.pop("port", None)
    auth = quote(url.username or "", safe="")
    if url.password:
        auth += ":" + quote(url.password, safe="")
    return (f"postgresql://{auth + '@' if auth else ''}{host}{f':{port}' if port else ''}"
            f"/{url.database or ''}{'?' + urlencode(query, doseq=True) if query else ''}")


@contextmanager
def _reading(engine: Engine, reader: str) -> Iterator[Callable[[sa.Select, Schema], pl.DataFrame]]:
    """`run(query, schema) -> DataFrame` for one reader, on one connection where the reader
    allows it (SQLAlchemy, ADBC), so that the frames come from one transaction."""
    backend = engine.url.get_backend_name()
    if reader != SQLALCHEMY and backend == "sqlite":
        engine.dispose()  # the reader's own SQLite must be alone on the file (module docstring)
    if reader == SQLALCHEMY:
        with engine.connect() as db:
            yield lambda query, schema: _sqlalchemy_frame(db, query, schema)
    elif reader == ADBC:
        if backend == "sqlite":
            from adbc_driver_sqlite import dbapi
            connection = _connected(lambda: dbapi.connect(str(_sqlite_path(engine))))
        else:
            from adbc_driver_postgresql import dbapi
            connection = _connected(lambda: dbapi.connect(_postgresql_uri(engine)))
        try:
            yield lambda query, schema: _adbc_frame(connection, engine, query)
        finally:
            try:
                connection.rollback()  # only read: nothing to keep
            finally:  # even when the rollback fails (a damaged file): no -wal left behind
                connection.close()
    else:
        if backend == "postgresql":
            _connected(lambda: _try_connecting(engine))
        # An absolute path after "sqlite://" makes the four slashes connectorx wants.
        uri = (f"sqlite://{_sqlite_path(engine)}" if backend == "sqlite"
               else _connectorx_postgresql_uri(engine))
        yield lambda query, schema: pl.read_database_uri(_literal_sql(engine, query), uri,
                                                         engine="connectorx")


def _connected(connect: Callable[[], T]) -> T:
    """What `connect()` returns; _NoConnection if it cannot connect."""
    try:
        return connect()
    except Exception as exc:
        raise _NoConnection() from exc


def _try_connecting(engine: Engine) -> None:
    """Open and close a connection of the engine's database besides the engine's own."""
    other = make_engine(engine.url.render_as_string(hide_password=False))
    try:
        other.connect().close()
    finally:
        other.dispose()


def _sqlalchemy_frame(db, query: sa.Select, schema: Schema) -> pl.DataFrame:
    """The rows as SQLAlchemy's typed Python values, built into columns of the schema."""
    result = db.execute(query)
    names = list(result.keys())
    columns = list(zip(*result.all())) or [()] * len(names)
    return pl.DataFrame([pl.Series(name, values, dtype=schema[name])
                         for name, values in zip(names, columns)])


def _adbc_frame(connection, engine: Engine, query: sa.Select) -> pl.DataFrame:
    with connection.cursor() as cursor:
        if engine.url.get_backend_name() == "sqlite":
            cursor.adbc_statement.set_options(**_ADBC_SQLITE_BATCH)
        cursor.execute(_literal_sql(engine, query))
        return pl.from_arrow(cursor.fetch_arrow_table())
