"""Round trip of simulated games: 51 games typed by the benchmark's seeded scorekeeper
(tests/bench/scorekeeper.py: pitches, hits with and without written advances, walks, double
plays, steals, wild pitches, relief pitchers), exported and imported into an empty database,
give the same plays and box scores. What is compared: tests/exports/test_round_trip.py.

These games lean on the entry language's defaults (`S8` moves the runners ahead of the batter
without a word), and their earned runs are reconstructed (Rule 9.16), not marked: so they
prove that the export writes every movement and every unearned run itself.
"""

from __future__ import annotations

import polars as pl
import pytest

from tests.bench.bulk import League, game_rows, insert
from tests.bench.league import SEASON, clubs, schedule, score_game
from tests.db.conftest import db_url, engine  # noqa: F401  (fixtures)
from tests.exports.test_retrosheet_export_syntax import problems
from tests.exports.test_round_trip import (assert_same_box_scores, assert_same_plays,
                                           plays_by_game, round_trip)

SEED = 11
CLUBS, DAYS = 6, 17  # three games a day: 51 games


@pytest.fixture
def league(engine):
    """The simulated games, written as the recorder would write them."""
    games = schedule(SEED, clubs(SEED, count=CLUBS), days=DAYS)
    season = League(season=SEASON)
    for game in games:
        season.add(game_rows(score_game(SEED, game)))
    insert(engine, season.rows)
    return engine


def test_simulated_games_round_trip(league, tmp_path):
    imported = round_trip(league, tmp_path, season=SEASON)
    assert problems(tmp_path / "files", real_players=False) == []  # ids such as albb001
    assert_same_plays(league, imported, whole_text=False)
    assert_same_box_scores(league, imported)

    # That means something: many plays left runners to the entry language's defaults, and
    # some runs were unearned only by the reconstruction of the inning.
    before, after = plays_by_game(league), plays_by_game(imported)
    plays = before.with_columns(exported=after["text"]).filter(pl.col("kind") == "play")
    rewritten = plays.filter(pl.col("text") != pl.col("exported"))
    assert rewritten.height > 300
    assert rewritten["exported"].str.contains(r"\(UR\)").sum() > 10
    imported.dispose()
