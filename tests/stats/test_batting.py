"""Season batting lines: rates on literal frames, teams and games, and the identity with the
per-game lines of the four real games."""

from __future__ import annotations

import datetime as dt
import math

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from stats import rates
from stats.batting import COLUMNS, COUNTS, batting_lines
from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, SERIES_SCHEMA,
                        TEAMS_SCHEMA, Frames)
from tests.stats.test_lines import plays, real  # noqa: F401  (real is a fixture)


def frames(play_rows: pl.LazyFrame, games: list[dict], players: dict[str, str]) -> Frames:
    """Frames of hand-made games: each game dict gives game_id, away, home and date."""
    full = [{name: None for name in GAMES_SCHEMA} | {"status": "final"} | g for g in games]
    return Frames(
        games=pl.DataFrame(full, schema=GAMES_SCHEMA).lazy(),
        plays=play_rows,
        players=pl.DataFrame({"player_id": list(players), "name": list(players.values())},
                             schema=PLAYERS_SCHEMA).lazy(),
        lineups=pl.DataFrame(schema=LINEUPS_SCHEMA).lazy(),
        teams=pl.DataFrame(schema=TEAMS_SCHEMA).lazy(),
        series=pl.DataFrame(schema=SERIES_SCHEMA).lazy())


COUNTING = pl.DataFrame({
    # 4 for 10 with a double and a homer, 2 walks, a hit by pitch, a sac fly, 3 strikeouts;
    # then a player with no at-bat and no plate appearance at all.
    "PA": [14, 0], "AB": [10, 0], "H": [4, 0], "2B": [1, 0], "3B": [0, 0], "HR": [1, 0],
    "BB": [2, 0], "HBP": [1, 0], "SF": [1, 0], "SO": [3, 0]})


@pytest.mark.parametrize("name, expression, expected", [
    ("AVG", rates.batting_average(), 4 / 10),
    ("OBP", rates.on_base_percentage(), (4 + 2 + 1) / (10 + 2 + 1 + 1)),
    ("SLG", rates.slugging(), (4 + 1 + 3) / 10),
    ("OPS", rates.on_base_plus_slugging(), 7 / 14 + 8 / 10),
    ("ISO", rates.isolated_power(), (8 - 4) / 10),
    ("BABIP", rates.babip(), (4 - 1) / (10 - 3 - 1 + 1)),
    ("K%", rates.strikeout_rate(), 3 / 14),
    ("BB%", rates.walk_rate(), 2 / 14),
])
def test_each_rate_and_null_on_a_zero_denominator(name, expression, expected):
    value, empty = COUNTING.select(expression.alias(name))[name].to_list()
    assert value == pytest.approx(expected)
    assert empty is None


def test_a_rate_is_never_inf_or_nan():
    # OBP with walks but no at-bat is defined; SLG and so OPS are not.
    frame = pl.DataFrame({"PA": [1], "AB": [0], "H": [0], "2B": [0], "3B": [0], "HR": [0],
                          "BB": [1], "HBP": [0], "SF": [0], "SO": [0]})
    values = frame.select(OBP=rates.on_base_percentage(), SLG=rates.slugging(),
                          OPS=rates.on_base_plus_slugging(), BABIP=rates.babip()).row(0)
    assert values == (1.0, None, None, None)


def _traded_season() -> Frames:
    """Game 1 NYA at BOS on May 1 and game 2 SDN at NYA on July 1; `t` singles for NYA in
    game 1 and homers for SDN in game 2; `n` only plays the field for NYA in game 2."""
    single = dict(batter_event=True, at_bat=True, event_type=20, hit_value=1, batter_dest=1)
    homer = dict(batter_event=True, at_bat=True, event_type=23, hit_value=4, batter_dest=4,
                 rbi=1, scorers="t:p:4")
    rows = plays(dict(game_id=1, half=0, batter="t", charged_batter="t", pitcher="p",
                      charged_pitcher="p", defense="p", **single),
                 dict(game_id=2, half=0, batter="t", charged_batter="t", pitcher="n",
                      charged_pitcher="n", defense="n", **homer))
    return frames(rows, [dict(game_id=1, away="NYA", home="BOS", date=dt.date(2024, 5, 1)),
                         dict(game_id=2, away="SDN", home="NYA", date=dt.date(2024, 7, 1))],
                  {"t": "Trade Deadline", "p": "Pat Pitcher"})


def test_one_line_per_player_and_team():
    lines = batting_lines(_traded_season()).collect()
    assert lines.columns == COLUMNS
    got = lines.select("player_id", "player", "team", "G", "PA", "H", "HR", "R", "RBI", "AVG")
    # Sorted by name; a player without a name goes by his id.
    expected = pl.DataFrame({
        "player_id": ["p", "t", "t", "n"], "player": ["Pat Pitcher", "Trade Deadline",
                                                      "Trade Deadline", "n"],
        "team": ["BOS", "NYA", "SDN", "NYA"], "G": [1, 1, 1, 1], "PA": [0, 1, 1, 0],
        "H": [0, 1, 1, 0], "HR": [0, 0, 1, 0], "R": [0, 0, 1, 0], "RBI": [0, 0, 1, 0],
        "AVG": [None, 1.0, 1.0, None]})
    assert_frame_equal(got, expected)


@pytest.mark.parametrize("options", [dict(combine_teams=True), dict(by_team=False)])
def test_combined_teams_listed_in_the_order_he_played_for_them(options):
    lines = batting_lines(_traded_season(), **options).filter(pl.col("player_id") == "t").collect()
    assert lines.select("team", "G", "PA", "H", "HR", "SLG").row(0) == ("NYA/SDN", 2, 2, 2, 1, 2.5)


def test_only_the_games_in_the_frames_count():
    season = _traded_season()
    first_half = Frames(season.games.filter(pl.col("game_id") == 1), season.plays,
                        season.players, season.lineups, season.teams, season.series)
    lines = batting_lines(first_half).collect()
    assert lines.select("player_id", "team").rows() == [("p", "BOS"), ("t", "NYA")]


def test_season_lines_are_the_sum_of_the_game_lines(real):  # noqa: F811
    _, frames, by_game, _ = real
    summed = (by_game.group_by("player_id").agg(pl.len().alias("G"), *(pl.col(c).sum() for c in COUNTS))
              .sort("player_id"))
    season = (batting_lines(frames, combine_teams=True).collect()
              .select("player_id", "G", *COUNTS).sort("player_id"))
    assert_frame_equal(season, summed, check_dtypes=False)
    assert season.height == 100 and season["R"].sum() == 12 + 4 + 7 + 0 + 4 + 3 + 4 + 5
    for column in ("AVG", "OBP", "SLG", "OPS", "ISO", "BABIP", "K%", "BB%"):
        values = batting_lines(frames).collect()[column].drop_nulls()
        assert not any(math.isinf(v) or math.isnan(v) for v in values)
