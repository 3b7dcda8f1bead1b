"""The benchmark league's games into a database, with Scorebook's own bulk writer (db.bulk).

`game_rows` turns a scored benchmark game into the rows the recorder would write; `League`
gathers a season of them and `insert` writes them in one transaction. `copy_tables` copies a
finished database into PostgreSQL for the PostgreSQL half of the benchmark.
tests/bench/test_bulk_rows.py checks that the rows equal the recorder's, ids included.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field, replace
from typing import Iterator

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db import bulk
from db.bulk import TABLES, GameRows
from db.engine import writer
from db.models import metadata
from tests.bench.league import SYSTEM, ScoredGame

#: The time written into every created_at column (the recorder writes the clock's time).
CREATED_AT = dt.datetime(2024, 3, 1, 12, 0, 0, tzinfo=dt.UTC)
BATCH = bulk.BATCH

__all__ = ["GameRows", "League", "game_rows", "insert", "copy_tables"]


def game_rows(scored: ScoredGame) -> GameRows:
    """The rows of one scored game, as `create_game` and `record` write them."""
    game = scored.scheduled
    return bulk.game_rows(game.key, SYSTEM, scored.session, scored.answers, date=game.date,
                          created_at=CREATED_AT)


@dataclass
class League:
    """The games of one season, in recording order (`rows`, for `insert`)."""

    season: str | None = None
    rows: list[GameRows] = field(default_factory=list)

    def add(self, game: GameRows) -> None:
        self.rows.append(replace(game, season=self.season))


def insert(engine: Engine, games: list[GameRows]) -> None:
    """Write the games in one transaction, as `scorebook import` writes a file of games."""
    with writer(engine).begin() as db:
        bulk.write_games(db, games)


def copy_tables(source: Engine, target: Engine) -> None:
    """Every benchmark table of `source` into the (migrated, empty) `target`.

    Into PostgreSQL the rows go by COPY, four times faster than INSERT for a season's plays
    (a copy of rows already checked, not a way of writing new ones); elsewhere by INSERT.
    The ids are copied too, so the sequences are moved past them afterwards.
    """
    def rows(name: str) -> Iterator[tuple]:
        table = metadata.tables[name]
        with source.connect() as db:
            result = db.execution_options(yield_per=BATCH).execute(
                sa.select(table).order_by(*table.primary_key.columns))
            yield from result

    with writer(target).begin() as db:
        if target.dialect.name != "postgresql":
            for name in TABLES:
                for batch in bulk.batches((row._asdict() for row in rows(name)), BATCH):
                    db.execute(sa.insert(metadata.tables[name]), batch)
            return
        cursor = db.connection.driver_connection.cursor()
        for name in TABLES:
            columns = ", ".join(c.name for c in metadata.tables[name].columns)
            with cursor.copy(f"COPY {name} ({columns}) FROM STDIN") as copy:
                for row in rows(name):
                    copy.write_row(row)
        for name in TABLES:
            if "id" in metadata.tables[name].c:
                db.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                                   f"COALESCE((SELECT MAX(id) FROM {name}), 0) + 1, false)")
