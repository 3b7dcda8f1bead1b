"""League leaders on literal frames: order, shared ranks, the qualifiers and the top ten."""

from __future__ import annotations

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from stats.leaders import batting_leaders, pitching_leaders, team_games

#: Two final games for AAA, one for BBB (and one game not final, which does not count).
GAMES = pl.LazyFrame({"away": ["AAA", "BBB", "AAA"], "home": ["BBB", "AAA", "BBB"],
                      "status": ["final", "in_progress", "final"]})


def batters(**columns) -> pl.LazyFrame:
    base = {"player_id": ["a", "b", "c", "d"], "player": ["Ash", "Birch", "Cole", "Dunn"],
            "team": ["AAA", "AAA", "BBB", "BBB"], "PA": [7, 6, 4, 3],
            "AVG": [0.300, 0.500, 0.250, 0.900], "OBP": [0.4, 0.5, 0.3, 0.9],
            "SLG": [0.5, 0.6, 0.3, 1.0], "HR": [2, 0, 2, 1], "RBI": [1, 1, 1, 1],
            "R": [0, 0, 0, 0], "H": [1, 3, 1, 2], "SB": [0, 0, 0, 0]}
    return pl.LazyFrame({**base, **columns})


def category(frame: pl.LazyFrame, name: str) -> list[tuple]:
    rows = frame.filter(pl.col("category") == name).collect()
    return list(zip(rows["rank"], rows["player"], rows["value"]))


def test_team_games_count_only_final_games():
    counts = team_games(GAMES).sort("team").collect()
    assert_frame_equal(counts, pl.DataFrame({"team": ["AAA", "BBB"], "team_G": [2, 2]}),
                       check_dtypes=False)


def test_a_rate_needs_three_point_one_plate_appearances_per_team_game():
    # 2 team games: 6.2 PA qualify -> Ash (7) yes, Birch (6) no; BBB 2 games: Cole (4) no.
    leaders = batting_leaders(batters(), GAMES)
    assert category(leaders, "AVG") == [(1, "Ash", 0.3)]
    # Counting stats need no qualifier; ties share a rank and go by name; zeros are left out.
    assert category(leaders, "HR") == [(1, "Ash", 2.0), (1, "Cole", 2.0), (3, "Dunn", 1.0)]
    assert category(leaders, "R") == []


def test_qualified_rates_are_ordered_best_first():
    leaders = batting_leaders(batters(PA=[7, 7, 7, 7]), GAMES)
    assert category(leaders, "AVG") == [(1, "Dunn", 0.9), (2, "Birch", 0.5), (3, "Ash", 0.3),
                                        (4, "Cole", 0.25)]
    assert leaders.collect().columns == ["category", "rank", "player_id", "player", "team",
                                         "value", "lowered_to"]
    assert leaders.collect()["category"].unique(maintain_order=True).to_list() == [
        "AVG", "OBP", "SLG", "HR", "RBI", "H"]


def test_era_and_whip_are_lowest_first_and_need_an_inning_per_team_game():
    lines = pl.LazyFrame({"player_id": ["p", "q", "r"], "player": ["Pike", "Quinn", "Reed"],
                          "team": ["AAA", "AAA", "BBB"], "outs": [6, 5, 9],
                          "ERA": [4.5, 0.0, 2.0], "WHIP": [1.5, 0.5, 1.0],
                          "W": [1, 0, 1], "SV": [0, 1, 0], "SO": [3, 2, 4]})
    leaders = pitching_leaders(lines, GAMES)
    assert category(leaders, "ERA") == [(1, "Reed", 2.0), (2, "Pike", 4.5)]  # Quinn: 5 outs
    assert category(leaders, "WHIP") == [(1, "Reed", 1.0), (2, "Pike", 1.5)]
    assert category(leaders, "SV") == [(1, "Quinn", 1.0)]


def test_only_the_top_ten_are_kept_and_a_tie_past_tenth_is_one_line():
    n = 13
    lines = pl.LazyFrame({"player_id": [f"p{i:02}" for i in range(n)],
                          "player": [f"Player {i:02}" for i in range(n)],
                          "team": ["AAA"] * n, "PA": [0] * n, "AVG": [None] * n,
                          "OBP": [None] * n, "SLG": [None] * n,
                          "HR": [20 - i if i < 10 else 11 for i in range(n)],
                          "RBI": [0] * n, "R": [0] * n, "H": [0] * n, "SB": [0] * n},
                         schema_overrides={"AVG": pl.Float64, "OBP": pl.Float64,
                                           "SLG": pl.Float64})
    leaders = batting_leaders(lines, GAMES)
    hr = category(leaders, "HR")
    assert [r for r, _, _ in hr] == list(range(1, 11))
    assert hr[-1] == (10, "4 tied", 11.0)
    assert leaders.filter(pl.col("player") == "4 tied").collect()["player_id"].to_list() == [None]
    # Two tied at 9th still fit in ten: both are named.
    two = lines.with_columns(HR=pl.Series([20 - i if i < 8 else (5 if i < 10 else 1)
                                           for i in range(n)]))
    assert category(batting_leaders(two, GAMES), "HR")[-2:] == [(9, "Player 08", 5.0),
                                                                (9, "Player 09", 5.0)]


def lowered(frame: pl.LazyFrame, name: str) -> list:
    return frame.filter(pl.col("category") == name).collect()["lowered_to"].unique().to_list()


def test_where_nobody_qualifies_the_bar_is_lowered_to_the_tenth_busiest_and_said():
    # 6.2 PA would qualify for AAA, and nobody has them: the bar falls to the PA of the
    # busiest ten (here all four: the least of them, 3); the qualifier held elsewhere.
    leaders = batting_leaders(batters(PA=[6, 5, 4, 3]), GAMES)
    assert category(leaders, "AVG") == [(1, "Dunn", 0.9), (2, "Birch", 0.5), (3, "Ash", 0.3),
                                        (4, "Cole", 0.25)]
    assert lowered(leaders, "AVG") == [3] and lowered(leaders, "HR") == [None]
    n = 12
    many = batters(player_id=[f"p{i}" for i in range(n)], player=[f"P{i:02}" for i in range(n)],
                   team=["AAA"] * n, PA=list(range(1, n + 1)),
                   **{c: [0.1 * i for i in range(n)] for c in ("AVG", "OBP", "SLG")},
                   **{c: [0] * n for c in ("HR", "RBI", "R", "H", "SB")})
    ten = pl.LazyFrame({"away": ["AAA"] * 10, "home": ["BBB"] * 10, "status": ["final"] * 10})
    leaders = batting_leaders(many, ten)  # 31 PA qualify; the tenth busiest has 3: P02 and up
    assert lowered(leaders, "SLG") == [3] and category(leaders, "SLG")[-1][1] == "P02"
    assert category(leaders, "HR") == []


def test_pitchers_bar_is_lowered_in_outs():
    lines = pl.LazyFrame({"player_id": ["p", "q"], "player": ["Pike", "Quinn"],
                          "team": ["AAA", "AAA"], "outs": [5, 2], "ERA": [4.5, 0.0],
                          "WHIP": [1.5, 0.5], "W": [1, 0], "SV": [0, 1], "SO": [3, 2]})
    leaders = pitching_leaders(lines, GAMES)  # 6 outs would qualify
    assert category(leaders, "ERA") == [(1, "Quinn", 0.0), (2, "Pike", 4.5)]
    assert lowered(leaders, "ERA") == [2] and lowered(leaders, "W") == [None]


def test_a_game_counts_the_share_of_nine_innings_it_is_scheduled_for():
    games = pl.LazyFrame({"away": ["AAA", "AAA", "BBB"], "home": ["BBB", "BBB", "AAA"],
                          "status": ["final"] * 3, "scheduled_innings": [1, 3, 9]})
    counts = dict(team_games(games).collect().iter_rows())
    assert counts == pytest.approx({"AAA": 13 / 9, "BBB": 13 / 9})
