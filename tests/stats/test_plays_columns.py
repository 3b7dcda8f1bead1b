"""The plays columns each statistic declares are exactly the ones it reads, and reading only
them (and only the kinds of rows it declares, and the pitches summed up where it only counts
them) changes nothing: the same lines and box scores as from every column, on SQLite and
PostgreSQL, on real Retrosheet games and on games recorded with undos and edits.

A statistic that starts to read a new column fails the first test, which names the list to
declare; a list that keeps a column no longer read fails it too (the read would be wasted).
"""

from __future__ import annotations

import re
from dataclasses import fields
from pathlib import Path

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from db.engine import make_engine
from db.recording import create_game, edit, record, undo
from exports.retrosheet.importer import import_files
from scorebook.league_report import PLAYS_COLUMNS as REPORT_COLUMNS
from stats import batting, pitches, pitching
from stats.box import scores
from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA,
                        SERIES_SCHEMA, TEAMS_SCHEMA, Frames, load)
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (database fixtures)
from tests.stats.box_games import real_games_url  # noqa: F401  (the four typed 2019 games)

EVENTS = Path(__file__).parents[3] / "shared" / "data" / "retrosheet-2019" / "events"

#: Each statistic (its variants too) beside the columns and the kinds of rows it declares,
#: and whether it can read the pitches summed up.
STATISTICS = {
    "batting": ([batting.batting_lines, lambda f: batting.batting_lines(f, combine_teams=True)],
                batting.PLAYS_COLUMNS, batting.PLAYS_KINDS, False),
    "pitching": ([pitching.pitching_lines,
                  lambda f: pitching.pitching_lines(f, combine_teams=True)],
                 pitching.PLAYS_COLUMNS, pitching.PLAYS_KINDS, True),
    "box scores": ([scores.box_scores], scores.PLAYS_COLUMNS, None, True),
}


def empty_frames(columns: set[str], summed: bool) -> Frames:
    return Frames(games=pl.LazyFrame(schema=GAMES_SCHEMA),
                  pitches=pl.LazyFrame(schema=pitches.SCHEMA) if summed else None,
                  plays=pl.LazyFrame(schema={c: t for c, t in PLAYS_SCHEMA.items() if c in columns}),
                  players=pl.LazyFrame(schema=PLAYERS_SCHEMA),
                  lineups=pl.LazyFrame(schema=LINEUPS_SCHEMA),
                  teams=pl.LazyFrame(schema=TEAMS_SCHEMA), series=pl.LazyFrame(schema=SERIES_SCHEMA))


def outputs(result) -> list[pl.LazyFrame]:
    """The lazy frames a statistic returns: one, or the fields of a dataclass of them."""
    if isinstance(result, pl.LazyFrame):
        return [result]
    return [getattr(result, f.name) for f in fields(result)]


def columns_read(statistic, summed: bool) -> set[str]:
    """The plays columns `statistic`'s query plan refers to (besides the summed pitches, where
    it reads them so): start from none and add each one Polars says is missing until the plan
    resolves (no rows are needed to find them)."""
    columns: set[str] = set()
    while True:
        try:
            for frame in outputs(statistic(empty_frames(columns, summed))):
                frame.collect_schema()
            return columns
        except pl.exceptions.ColumnNotFoundError as exc:
            missing = re.search(r'"([^"]+)"', str(exc))[1]
            assert missing not in columns, exc
            columns.add(missing)


@pytest.mark.parametrize("name", STATISTICS)
def test_each_statistic_declares_exactly_the_columns_it_reads(name):
    variants, declared, _, summed = STATISTICS[name]
    read = set().union(*(columns_read(variant, summed) for variant in variants))
    assert set(declared) == read, f"declare {[c for c in PLAYS_SCHEMA if c in read]}"


def test_the_report_reads_what_its_statistics_read():
    assert set(REPORT_COLUMNS) == set().union(*(declared for _, declared, _, _ in STATISTICS.values()))


def test_an_unknown_column_is_refused(engine):
    with pytest.raises(ValueError, match="The plays table has no column hits."):
        load(engine, columns=["game_id", "hits"])


def same_statistics(engine, season: str | None = None) -> None:
    """Every statistic from its own columns and rows equals the same statistic from every
    column and row."""
    everything = load(engine, season=season)
    assert {"pitch", "play"} <= set(everything.plays.collect()["kind"])
    for variants, declared, kinds, summed in STATISTICS.values():
        only = load(engine, season=season, columns=declared, kinds=kinds,
                    summed_pitches=summed)
        assert only.plays.collect_schema().names() == [c for c in PLAYS_SCHEMA if c in declared]
        assert (only.pitches is None) != summed
        # The database's rows and the columnar copy's are the same.
        database = load(engine, season=season, columns=declared, kinds=kinds,
                        summed_pitches=summed, reader="sqlalchemy")
        assert_frame_equal(database.plays.collect(), only.plays.collect())
        if summed:
            assert_frame_equal(database.pitches.collect(), only.pitches.collect())
        for variant in variants:
            for full, fast in zip(outputs(variant(everything)), outputs(variant(only))):
                # Some statistics leave their rows unordered (a group_by's): compare as sets.
                assert_frame_equal(full.collect(), fast.collect(), check_row_order=False)


def test_real_games_give_the_same_statistics(engine):
    report = import_files(engine, [EVENTS / "2019SDN.EVN"])
    assert report.games == 81 and not report.failures
    same_statistics(engine, season="2019")
    box = scores.box_scores(load(engine, season="2019", columns=scores.PLAYS_COLUMNS,
                                 summed_pitches=True))
    assert box.batting.select(pl.col("game_id").n_unique()).collect().item() == 81


def test_games_recorded_with_undos_and_edits_give_the_same_statistics(engine, setup):
    create_game(engine, "g1", "plain", setup)
    for line in ["bcx S8/L", "K", "D7/L.1-H", "undo", "T9/F", "HR/F.3-H", "bbbb", "63/G"]:
        if line == "undo":
            undo(engine, "g1")
        else:
            record(engine, "g1", line)
    edit(engine, "g1", 1, "bcx D8/L")  # the first play was a double
    same_statistics(engine)
    rows = load(engine, columns=batting.PLAYS_COLUMNS).plays.collect()
    assert rows.filter(pl.col("hit_value") == 2).height == 1  # the edit is read


def test_the_four_typed_games_give_the_same_statistics(real_games_url):
    engine = make_engine(real_games_url)
    same_statistics(engine, season="2019")
    engine.dispose()
