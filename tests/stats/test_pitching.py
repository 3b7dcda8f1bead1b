"""Season pitching lines: rates on literal frames, decisions, starts, teams, and identities
with the batting lines and the games of the four real games."""

from __future__ import annotations

import datetime as dt

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from stats import rates
from stats.batting import batting_lines
from stats.pitching import COLUMNS, COUNTS, decisions_by_game, pitching_lines
from tests.stats.test_batting import frames
from tests.stats.test_lines import plays, real  # noqa: F401  (real is a fixture)

COUNTING = pl.DataFrame({
    # 6.1 innings (19 outs), 5 earned runs, 7 hits, 3 walks, 8 strikeouts; then no out at all.
    "outs": [19, 0], "ER": [5, 2], "H": [7, 2], "BB": [3, 1], "SO": [8, 0]})


@pytest.mark.parametrize("name, expression, expected", [
    ("ERA", rates.earned_run_average(), 9 * 5 / (19 / 3)),
    ("WHIP", rates.whip(), (3 + 7) / (19 / 3)),
    ("K/9", rates.strikeouts_per_nine(), 9 * 8 / (19 / 3)),
    ("BB/9", rates.walks_per_nine(), 9 * 3 / (19 / 3)),
])
def test_each_rate_and_null_without_an_out(name, expression, expected):
    value, empty = COUNTING.select(expression.alias(name))[name].to_list()
    assert value == pytest.approx(expected)
    assert empty is None  # not inf, although he gave up runs


def test_pitchers_of_record():
    games = pl.LazyFrame({"game_id": [1, 2], "winner": ["a", "b"], "loser": ["b", "c"],
                          "save": ["", None]})
    expected = pl.DataFrame({"game_id": [1, 2, 1, 2], "player_id": ["a", "b", "b", "c"],
                             "W": [1, 1, 0, 0], "L": [0, 0, 1, 1], "SV": [0, 0, 0, 0]})
    assert_frame_equal(decisions_by_game(games).collect(), expected)


def _season():
    """Game 1, NYA at BOS: s starts for BOS, gives up a homer, gets two outs and loses; r
    gets the third out. v starts for NYA, strikes out c and wins; h gets the last out and the
    save. Game 2, SDN at NYA: v starts for NYA, walks c and loses."""
    out = dict(batter_event=True, at_bat=True, event_type=2, outs_on_play=1)
    homer = dict(batter_event=True, at_bat=True, event_type=23, hit_value=4, batter_dest=4,
                 scorers="b:s:4")
    rows = plays(
        dict(game_id=1, half=0, batter="b", charged_batter="b", pitcher="s", charged_pitcher="s", **homer),
        dict(game_id=1, half=0, batter="b", charged_batter="b", pitcher="s", charged_pitcher="s", **out),
        dict(game_id=1, half=0, batter="b", charged_batter="b", pitcher="s", charged_pitcher="s", **out),
        dict(game_id=1, kind="sub", half=0, team=1, player="r", replaced="s", role="P", position=1),
        dict(game_id=1, half=0, batter="b", charged_batter="b", pitcher="r", charged_pitcher="r", **out),
        dict(game_id=1, half=1, batter="c", charged_batter="c", pitcher="v", charged_pitcher="v",
             **dict(out, event_type=3)),
        dict(game_id=1, kind="sub", half=1, team=0, player="h", replaced="v", role="P", position=1),
        dict(game_id=1, half=1, batter="c", charged_batter="c", pitcher="h", charged_pitcher="h", **out),
        dict(game_id=2, half=0, batter="c", charged_batter="c", pitcher="v", charged_pitcher="v",
             batter_event=True, event_type=14, batter_dest=1),
    )
    return frames(rows, [dict(game_id=1, away="NYA", home="BOS", date=dt.date(2024, 5, 1),
                              winner="v", loser="s", save="h"),
                         dict(game_id=2, away="SDN", home="NYA", date=dt.date(2024, 7, 1),
                              winner="x", loser="v", save="")],
                  {"s": "Sam Starter", "r": "Rick Relief", "v": "Vic Visitor", "h": "Hal Holder"})


def test_one_line_per_pitcher_and_team():
    lines = pitching_lines(_season()).collect()
    assert lines.columns == COLUMNS
    got = lines.select("player_id", "team", "G", "GS", "W", "L", "SV", "IP", "BF", "H", "R",
                       "ER", "HR", "BB", "SO", "ERA", "WHIP")
    expected = pl.DataFrame({
        "player_id": ["h", "r", "s", "v"], "team": ["NYA", "BOS", "BOS", "NYA"],
        "G": [1, 1, 1, 2], "GS": [0, 0, 1, 2], "W": [0, 0, 0, 1], "L": [0, 0, 1, 1],
        "SV": [1, 0, 0, 0], "IP": ["0.1", "0.1", "0.2", "0.1"], "BF": [1, 1, 3, 2],
        "H": [0, 0, 1, 0], "R": [0, 0, 1, 0], "ER": [0, 0, 1, 0], "HR": [0, 0, 1, 0],
        "BB": [0, 0, 0, 1], "SO": [0, 0, 0, 1],
        "ERA": [0.0, 0.0, 13.5, 0.0], "WHIP": [0.0, 0.0, 1.5, 3.0]})
    assert_frame_equal(got, expected)


def test_combined_teams():
    season = _season()
    moved = season.games.with_columns(home=pl.when(pl.col("game_id") == 2).then(pl.lit("SDN"))
                                      .otherwise("home"),
                                      away=pl.when(pl.col("game_id") == 2).then(pl.lit("NYA"))
                                      .otherwise("away"))
    traded = type(season)(moved, season.plays, season.players, season.lineups, season.teams,
                          season.series)
    by_team = pitching_lines(traded).filter(pl.col("player_id") == "v").collect()
    assert by_team.select("team", "G", "W", "L").rows() == [("NYA", 1, 1, 0), ("SDN", 1, 0, 1)]
    combined = pitching_lines(traded, combine_teams=True).filter(pl.col("player_id") == "v").collect()
    assert combined.select("team", "G", "GS", "W", "L", "IP").rows() == [("NYA/SDN", 2, 2, 1, 1, "0.1")]


def test_season_identities_on_the_real_games(real):  # noqa: F811
    _, frames_, _, by_game = real
    pitching = pitching_lines(frames_).collect()
    batting = batting_lines(frames_).collect()
    games = frames_.games.collect()
    # Every run scored is charged to a pitcher; hits, walks, strikeouts and homers likewise.
    for column in ("R", "H", "BB", "SO", "HR", "HBP", "IBB"):
        assert pitching[column].sum() == batting[column].sum(), column
    assert pitching["R"].sum() == games["away_runs"].sum() + games["home_runs"].sum()
    assert pitching["BF"].sum() == batting["PA"].sum()
    # One winner and one loser a game, a start for each side.
    assert pitching["W"].sum() == pitching["L"].sum() == games.height
    assert pitching["GS"].sum() == 2 * games.height
    assert pitching["SV"].sum() == games.filter(pl.col("save") != "").height
    summed = (by_game.group_by("player_id").agg(pl.col(c).sum() for c in ("outs", "ER", "BF"))
              .sort("player_id"))
    season = pitching_lines(frames_, combine_teams=True).collect()
    assert_frame_equal(season.select("player_id", "outs", "ER", "BF").sort("player_id"), summed)
    assert set(COUNTS) <= set(season.columns)
