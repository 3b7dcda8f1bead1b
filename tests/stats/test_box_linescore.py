"""The line score on literal frames: runs by inning, `x`, walk-offs, extra innings, a game
that starts in the bottom of the 9th, R H E LOB."""

from __future__ import annotations

import polars as pl
from polars.testing import assert_frame_equal

from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.text import box_text
from stats.linescore import game_end, runs_by_inning, team_totals
from tests.stats.box_rows import frames, games, play, plays


def half(inning: int, side: int, runs: int = 0, game_id: int = 1, **row) -> dict:
    """One half-inning as a single play row that scores `runs` and ends the half."""
    return play(game_id=game_id, inning=inning, half=side, runs=runs, outs_on_play=3,
                outs_after=3, end_of_half=True, **row)


def cells(line: pl.DataFrame, side: int) -> str:
    return "".join(line.filter(pl.col("side") == side)["cell"])


def nine_innings(away: list[int], home: list[int], game_id: int = 1) -> list[dict]:
    rows = []
    for inning, runs in enumerate(away, start=1):
        rows.append(half(inning, 0, runs, game_id))
        if inning <= len(home):
            rows.append(half(inning, 1, home[inning - 1], game_id))
    return rows


def test_home_team_ahead_after_the_top_of_the_ninth_does_not_bat():
    rows = plays(*nine_innings([0, 0, 1, 0, 0, 0, 0, 0, 0], [0, 2, 0, 0, 0, 0, 0, 0]))
    line = runs_by_inning(rows, games()).collect()
    assert cells(line, 0) == "001000000"
    assert cells(line, 1) == "02000000x"
    assert line.filter(pl.col("cell") == "x")["runs"].to_list() == [None]


def test_a_walk_off_shows_the_runs_of_the_last_half():
    rows = nine_innings([0] * 9, [0] * 8)
    rows.append(play(inning=9, half=1, runs=1, outs=1, outs_after=1, away_score=0,
                     home_score=0, end_of_half=True, game_over=True))
    line = runs_by_inning(plays(*rows), games()).collect()
    assert cells(line, 1) == "000000001"
    assert_frame_equal(game_end(plays(*rows)).collect(),
                       pl.DataFrame({"game_id": [1], "outs_at_end": [1], "walk_off": [True],
                                     "called": [None]}, schema_overrides={"called": pl.String}))


def test_the_game_goes_as_long_as_it_is_played():
    rows = plays(*nine_innings([0] * 9 + [0, 0, 2], [0] * 11 + [1]))
    line = runs_by_inning(rows, games()).collect()
    assert line["inning"].unique().sort().to_list() == list(range(1, 13))
    assert cells(line, 0) == "000000000002"
    assert cells(line, 1) == "000000000001"


def test_a_short_game_shows_three_innings():
    line = runs_by_inning(plays(*nine_innings([1, 0, 0], [0, 0, 3])), games()).collect()
    assert (cells(line, 0), cells(line, 1)) == ("100", "003")


def test_a_game_that_starts_in_the_bottom_of_the_ninth():
    # Bottom of the 9th: the visitors lead 3-1 and the home team bats once, scoring 3.
    rows = plays(play(inning=9, half=1, away_score=3, home_score=1, runs=3, outs_after=2,
                      hit_value=4, end_of_half=True, game_over=True, runner1="r1"))
    line = runs_by_inning(rows, games()).collect()
    assert_frame_equal(line, pl.DataFrame(
        {"game_id": [1, 1], "side": [0, 1], "inning": [9, 9], "runs": [None, 3],
         "cell": ["-", "3"]}, schema_overrides={"runs": pl.Int64}))
    totals = team_totals(rows, games()).collect()
    assert totals.select("before", "R", "H").rows() == [(3, 3, 0), (1, 4, 1)]


def test_a_game_in_progress_leaves_unplayed_halves_blank():
    rows = plays(half(1, 0, 2), half(1, 1, 0), half(2, 0, 0))
    line = runs_by_inning(rows, games({"status": "in_progress"})).collect()
    assert (cells(line, 0), cells(line, 1)) == ("20", "0")
    assert line.filter(pl.col("side") == 1, pl.col("inning") == 2)["cell"].item() == ""


def test_runs_hits_errors_and_men_left_on_base():
    rows = plays(
        play(half=0, hit_value=1, runs=0),
        play(half=0, hit_value=2, runs=1, errors="6,4"),  # two errors by the home team
        play(half=0, outs_on_play=3, end_of_half=True, left_on_base=2),
        play(half=1, errors="1", outs_on_play=3, end_of_half=True, left_on_base=0),
        {"kind": "end", "inning": 2, "half": 0, "left_on_base": 1},  # called with a man on
    )
    totals = team_totals(rows, games({"status": "final"})).collect()
    assert_frame_equal(totals, pl.DataFrame(
        {"game_id": [1, 1], "side": [0, 1], "team": ["AAA", "BBB"], "before": [0, 0],
         "R": [1, 0], "H": [2, 0], "E": [1, 2], "LOB": [3, 0]}))


def test_many_games_at_once():
    rows = plays(*nine_innings([1] + [0] * 8, [0] * 8, game_id=1),
                 *nine_innings([0] * 9, [0] * 8 + [2], game_id=2))
    line = runs_by_inning(rows, games({"game_id": 1}, {"game_id": 2, "key": "g2"})).collect()
    by_game = line.group_by("game_id", "side").agg(pl.col("cell").str.join("")).sort(
        "game_id", "side")
    assert by_game["cell"].to_list() == ["100000000", "00000000x", "000000000", "000000002"]


def test_the_text_line_score_brackets_big_innings_and_totals_runs_hits_errors():
    rows = plays(*nine_innings([10, 0, 0, 0, 0, 0, 0, 0, 1], [0] * 8))
    box = next(box_dicts(box_scores(frames(rows))))
    text = box_text(box, 80).splitlines()
    assert "AAA              (10)00 000 001 -- 11  0  0" in text
    assert "BBB              000 000 00x    --  0  0  0" in text
    assert " " * 36 + "R  H  E" in text
