"""Writing many rows at once, for db.bulk: through SQLAlchemy's `insert()`, or straight to the
driver when the rows are a season's (SQLAlchemy's per-row parameter handling costs more than
the insert itself).
"""

from __future__ import annotations

from itertools import chain
from operator import itemgetter
from typing import Callable, Iterable, Iterator, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from db.models import metadata

#: Rows per INSERT statement's parameter list.
BATCH = 5_000

_t = metadata.tables


def insert(db: Connection, name: str, rows: Iterable[dict]) -> None:
    """Insert dicts of column values with `insert()`."""
    for batch in batches(rows, BATCH):
        db.execute(sa.insert(_t[name]), batch)


def insert_alike(db: Connection, name: str, rows: Iterable[dict]) -> None:
    """`insert` for rows that all have the keys of the first one (a simulation's inputs are
    most of its rows), through the driver directly.

    Each value goes through its column type's bind processor, as SQLAlchemy sends it (the
    time of `created_at`, say); a column left out that has a default, or a driver with named
    parameters, goes through `insert()`."""
    rows = iter(rows)
    first = next(rows, None)
    if first is None:
        return
    table, columns = _t[name], list(first)
    mark = _MARKS.get(db.dialect.paramstyle)
    if mark is None or any(c.default is not None for c in table.columns if c.name not in first):
        insert(db, name, chain([first], rows))
        return
    processors = [(i, _bind_processor(table.c[c].type, db.dialect))
                  for i, c in enumerate(columns)]
    processors = [(i, process) for i, process in processors if process is not None]
    values = itemgetter(*columns) if len(columns) > 1 else (lambda row: (row[columns[0]],))
    quote = db.dialect.identifier_preparer.quote
    statement = (f"INSERT INTO {name} ({', '.join(quote(c) for c in columns)}) "
                 f"VALUES ({', '.join(mark for _ in columns)})")
    last: dict[int, tuple] = {}  # column -> (the last value processed, what it became)

    def processed(row: tuple) -> tuple:
        row = list(row)
        for i, process in processors:
            # A value object met again (the batch's created_at) is processed once: the
            # processors are pure functions of the value.
            if i not in last or last[i][0] is not row[i]:
                last[i] = (row[i], process(row[i]))
            row[i] = last[i][1]
        return tuple(row)

    for batch in batches(chain([first], rows), BATCH):
        params = [values(row) for row in batch]
        db.exec_driver_sql(statement, [processed(p) for p in params] if processors else params)


def _bind_processor(type_: sa.types.TypeEngine, dialect) -> Callable | None:
    """What SQLAlchemy calls on a value of this column type before the driver gets it."""
    return type_.dialect_impl(dialect).bind_processor(dialect)


#: Positional parameter marks of the drivers that take them.
_MARKS = {"qmark": "?", "format": "%s", "pyformat": "%s"}


def insert_plain(db: Connection, name: str, columns: Sequence[str],
                 rows: Iterable[tuple]) -> None:
    """Insert rows of plain values (str, int, bool), tuples of the values of `columns`,
    through the driver directly.

    The plays rows are a season's million rows, and SQLAlchemy's per-row parameter handling
    costs twice the insert itself; plain values need none of it. Drivers with named
    parameters only go through `insert()`."""
    mark = _MARKS.get(db.dialect.paramstyle)
    if mark is None:
        insert(db, name, (dict(zip(columns, row)) for row in rows))
        return
    statement = (f"INSERT INTO {name} ({', '.join(columns)}) "
                 f"VALUES ({', '.join(mark for _ in columns)})")
    for batch in batches(rows, BATCH):
        db.exec_driver_sql(statement, batch)


def batches(rows: Iterable, size: int) -> Iterator[list]:
    """`rows` in lists of `size` (the last one shorter)."""
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch

