"""The benchmark's bulk writer writes exactly what the recorder writes.

A few games of the benchmark league are recorded input by input through `db.recording`, as at
the table, and the database is read back whole; then the same games are written in bulk
(db.bulk, as `scorebook import` writes them) into the emptied database. Every row of every
table must be equal, ids included — only the created_at clock times and the random plays
stamps differ. (Collected by
the normal test run: the benchmark's figures mean nothing if its database is not what
Scorebook itself would have written.)
"""

from __future__ import annotations

import sqlalchemy as sa

from db.engine import writer
from db.models import metadata
from db.recording import create_game, record
from tests.bench.bulk import League, game_rows, insert
from tests.bench.league import SEASON, SYSTEM, clubs, schedule, score_game
from tests.db.conftest import db_url, engine  # noqa: F401  (database fixtures)
from tests.db.rows import everything

SEED = 7


def scored_games(count: int):
    games = schedule(SEED, clubs(SEED, count=6), days=count)
    return [score_game(SEED, game) for game in games[:count]]


#: Columns that differ by design: the clock, the random plays stamp, and the scorer — an input
#: recorded at the table names its scorekeeper; a game written whole (imported, simulated) has
#: none, and its box score names nobody.
UNCOMPARED = ("created_at", "plays_stamp", "scorer")


def without_clock(tables: dict) -> dict:
    return {name: [{k: v for k, v in row.items() if k not in UNCOMPARED} for row in rows]
            for name, rows in tables.items()}


def test_bulk_rows_equal_recorded_rows(engine):
    games = scored_games(3)
    assert any(r.kind == "sub" for g in games for a in g.answers for r in a.records), \
        "the games should bring in relief pitchers, so that substitutes become players"
    for game in games:
        s = game.scheduled
        create_game(engine, s.key, SYSTEM, game.setup, date=s.date, season=SEASON)
        for answered in game.answers:
            record(engine, s.key, answered.value)
    assert {row["scorer"] for row in everything(engine)["game_inputs"]} == {"Test Scorer"}
    recorded = without_clock(everything(engine))
    assert len(recorded["games"]) == 3 and all(g["status"] == "final" for g in recorded["games"])

    with writer(engine).begin() as db:  # empty again, ids starting from 1 (as in a new database)
        if db.dialect.name == "postgresql":
            names = ", ".join(t.name for t in metadata.sorted_tables)
            db.exec_driver_sql(f"TRUNCATE {names} RESTART IDENTITY CASCADE")
        for table in reversed(metadata.sorted_tables):
            db.execute(sa.delete(table))
    league = League(season=SEASON)
    for game in games:
        league.add(game_rows(game))
    insert(engine, league.rows)

    assert {row["scorer"] for row in everything(engine)["game_inputs"]} == {""}
    bulk = without_clock(everything(engine))
    for name in recorded:
        assert bulk[name] == recorded[name], f"table {name} differs"


def test_the_bulk_rows_name_every_column_so_they_go_straight_to_the_driver():
    """A column left to its default sends every row of its table through SQLAlchemy's
    insert() (db.bulk_insert.insert_alike), several times slower: the `scorer` column once
    doubled the time of a season's import so."""
    rows = game_rows(scored_games(1)[0])
    for table, part in (("game_inputs", rows.inputs), ("lineup_entries", rows.lineups)):
        given = set(part[0]) | {"id", "game_id"}
        assert given == {c.name for c in metadata.tables[table].columns}, table
