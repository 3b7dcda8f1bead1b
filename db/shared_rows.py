"""Rows that games share — teams, players, seasons, leagues — added by whichever game needs them
first, and once.

Two scorekeepers (or a `sim` and an import) may create games with the same new team at the same
moment. Each looks, finds no row, and inserts one; on PostgreSQL the second insert then fails the
unique constraint, and its whole game was refused as if the game existed. The rows are found or
added with `INSERT … ON CONFLICT DO NOTHING` (PostgreSQL and SQLite alike): a row the other
transaction added first is simply theirs, and both games go on with it.
"""

from __future__ import annotations

from typing import Iterable

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import Connection

from db.bulk_insert import BATCH, batches
from db.models import metadata

_t = metadata.tables
#: Each shared table's natural key: the unique column its rows are found by.
KEYS = {"teams": "code", "players": "player_id", "seasons": "name", "leagues": "name"}
#: Keys per IN (…) list of a look-up (SQLite allows some thousands of parameters).
IN_LIST = 500


def add_missing(db: Connection, name: str, rows: Iterable[dict]) -> None:
    """Insert those of `rows` (column values of table `name`) whose key no row has, by now or
    by the time this transaction writes; a row that exists is left as it is (names are kept).

    The rows known already are looked up first and not sent: an insert that conflicts still
    takes a number from PostgreSQL's id sequence, and the ids would gap."""
    table, key = _t[name], KEYS[name]
    wanted = {row[key]: row for row in rows}
    for some in batches(list(wanted), IN_LIST):
        for known in db.execute(sa.select(table.c[key]).where(table.c[key].in_(some))).scalars():
            del wanted[known]
    if not wanted:
        return
    dialect = postgresql if db.dialect.name == "postgresql" else sqlite
    statement = dialect.insert(table).on_conflict_do_nothing(index_elements=[key])
    for some in batches(wanted.values(), BATCH):
        db.execute(statement, some)


def ids_by_key(db: Connection, name: str, wanted: dict[str, dict]) -> dict[str, int]:
    """The ids of the rows of table `name` with these keys, adding those missing with the other
    columns given for each."""
    if not wanted:
        return {}
    table, key = _t[name], KEYS[name]
    add_missing(db, name, ({key: value, **columns} for value, columns in wanted.items()))
    return dict(db.execute(sa.select(table.c[key], table.c.id)
                           .where(table.c[key].in_(sorted(wanted)))).all())
