"""The pitches summed up (stats.pitches): the summary counts what the rows count, keeps where a
game began when its first row is a pitch, and every statistic that reads it — line score, game
start, team totals, pitching lines, innings played — gives what it gives from the rows."""

from __future__ import annotations

import polars as pl
from polars.testing import assert_frame_equal

from stats.lines import pitching_by_game
from stats.linescore import game_start, runs_by_inning, team_totals
from stats.pitches import summed_pitches, without_pitches
from tests.stats.test_lines import plays

PITCH = dict(kind="pitch", pitcher="p1", charged_pitcher="p1")
GAMES = pl.LazyFrame({"game_id": [1, 2], "away": ["AAA", "CCC"], "home": ["BBB", "DDD"],
                      "status": ["in progress", "in progress"]})


def rows() -> pl.LazyFrame:
    """Game 1: a Bottom of the 9th start (9th inning, home batting, 2-1, a runner on second),
    three pitches by p1, a reliever p2 in the middle of the count (a walk still charged to
    p1), a play. Game 2: in progress, two pitches and nothing else."""
    start = dict(inning=9, half=1, away_score=2, home_score=1, runner2="r2")
    return plays(
        {**start, **PITCH, "pitch": "B"}, {**start, **PITCH, "pitch": "B"},
        {**start, **PITCH, "pitch": "C"},
        {**start, "kind": "sub", "team": 0, "player": "p2", "position": 1},
        {**start, **PITCH, "pitcher": "p2", "pitch": "B"},
        {**start, **PITCH, "pitcher": "p2", "pitch": "B", "game_id": 1},
        {**start, "kind": "play", "pitcher": "p2", "charged_pitcher": "p1", "batter": "b1",
         "charged_batter": "b1", "batter_event": True, "event_type": 14, "batter_dest": 1,
         "run2_dest": 2},
        {**PITCH, "game_id": 2, "inning": 1, "half": 0, "pitch": "S"},
        {**PITCH, "game_id": 2, "inning": 1, "half": 0, "pitch": "F", "runner1": ""},
    )


def test_the_summary_counts_each_pitcher_and_keeps_where_the_game_began():
    summary = summed_pitches(rows()).collect()
    assert summary.select("game_id", "pitcher", "charged_pitcher", "seq", "thrown",
                          "strikes").rows() == [(1, "p1", "p1", 1, 3, 1), (1, "p2", "p1", 5, 2, 0),
                                                (2, "p1", "p1", 8, 2, 2)]
    # The state is kept on each game's first pitch only.
    assert summary.select("away_score", "home_score", "runner2").rows() == [
        (2, 1, "r2"), (None, None, None), (0, 0, "")]


def test_statistics_from_the_summary_are_those_from_the_rows():
    every, summary = rows(), summed_pitches(rows())
    others = without_pitches(every)
    for from_rows, from_summary in [
        (game_start(every), game_start(others, summary)),
        (runs_by_inning(every, GAMES), runs_by_inning(others, GAMES, summary)),
        (team_totals(every, GAMES), team_totals(others, GAMES, summary)),
        (pitching_by_game(every), pitching_by_game(others, summary)),
    ]:
        assert_frame_equal(from_rows.collect(), from_summary.collect(), check_row_order=False)


def test_a_game_of_pitches_only_began_where_its_first_pitch_was():
    start = game_start(without_pitches(rows()), summed_pitches(rows())).collect()
    assert start.sort("game_id").rows() == [(1, 9, 1, 2, 1, 1), (2, 1, 0, 0, 0, 0)]
    line = runs_by_inning(without_pitches(rows()), GAMES, summed_pitches(rows())).collect()
    assert line.filter(game_id=2).select("side", "inning", "cell").rows() == [
        (0, 1, "0"), (1, 1, "")]  # the visitors' first half has begun, the home half not


def test_pitchers_are_credited_from_the_summary():
    lines = pitching_by_game(without_pitches(rows()), summed_pitches(rows())).collect()
    assert lines.filter(game_id=1).select("player_id", "pitches", "strikes", "BF", "BB",
                                          "GS").rows() == [("p1", 3, 1, 1, 1, 1),
                                                           ("p2", 2, 0, 0, 0, 0)]
