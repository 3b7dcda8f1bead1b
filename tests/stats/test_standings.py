"""Standings on small literal frames: every column, streaks, last ten, ties, games behind, the
head-to-head tie-break, divisions and seasons."""

from __future__ import annotations

import datetime as dt

import polars as pl
from polars.testing import assert_frame_equal

from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA, SERIES_SCHEMA,
                        TEAMS_SCHEMA, Frames)
from stats.standings import COLUMNS, standings

DAY = dt.date(2024, 5, 1)


def frames(games: list[tuple], teams: dict[str, tuple[str, str]] | None = None,
           season: str = "2024") -> Frames:
    """Games as (game_id, day, away, home, away_runs, home_runs[, status[, season]]); teams as
    code -> (league, division)."""
    rows = []
    for game in games:
        game_id, day, away, home, away_runs, home_runs, *rest = game
        status = rest[0] if rest else "final"
        rows.append({"game_id": game_id, "date": DAY + dt.timedelta(days=day),
                     "season": rest[1] if len(rest) > 1 else season, "away": away,
                     "home": home, "away_runs": away_runs, "home_runs": home_runs,
                     "status": status})
    games_frame = pl.LazyFrame(rows, schema={k: GAMES_SCHEMA[k] for k in rows[0]})
    codes = sorted({r["away"] for r in rows} | {r["home"] for r in rows})
    teams = teams or {}
    team_rows = [{"code": c, "name": c, "league": teams.get(c, ("AL", ""))[0],
                  "division": teams.get(c, ("AL", ""))[1]} for c in codes]
    empty = {name: pl.LazyFrame(schema=schema) for name, schema in (
        ("plays", PLAYS_SCHEMA), ("players", PLAYERS_SCHEMA), ("lineups", LINEUPS_SCHEMA),
        ("series", SERIES_SCHEMA))}
    return Frames(games=games_frame, teams=pl.LazyFrame(team_rows, schema=TEAMS_SCHEMA), **empty)


def table(games, teams=None, columns=COLUMNS) -> pl.DataFrame:
    return standings(frames(games, teams)).collect().select(columns)


def test_every_column():
    got = table([
        (1, 0, "AAA", "BBB", 3, 1),
        (2, 1, "BBB", "AAA", 2, 2),                   # a tie: T, not in PCT
        (3, 2, "CCC", "AAA", 5, 4),
        (4, 3, "BBB", "CCC", 6, 0),
        (5, 4, "AAA", "CCC", 1, 0, "in_progress"),    # not final: does not count
    ])
    expected = pl.DataFrame({
        "season": ["2024"] * 3, "league": ["AL"] * 3, "division": [None] * 3,
        # Level at .500 all three, and .500 among themselves: run difference decides.
        "team": ["BBB", "AAA", "CCC"],
        "W": [1, 1, 1], "L": [1, 1, 1], "T": [1, 1, 0],
        "PCT": [0.5, 0.5, 0.5], "GB": [0.0, 0.0, 0.0],
        "RS": [9, 9, 5], "RA": [5, 8, 10], "DIFF": [4, 1, -5],
        "STRK": ["W1", "L1", "L1"], "L10": ["1-1-1", "1-1-1", "1-1"],
        "HOME": ["0-1", "0-1-1", "0-1"], "AWAY": ["1-0-1", "1-0", "1-0"],
    }, schema_overrides={"division": pl.String})
    assert_frame_equal(got, expected)


def test_streak_and_last_ten_over_twelve_games():
    # AAA's games in order: W W L L W L W W T W W L.
    outcomes = "WWLLWLWWTWWL"
    score = {"W": (2, 1), "L": (1, 2), "T": (1, 1)}
    games = [(i, i, "AAA", "BBB", *score[o]) for i, o in enumerate(outcomes, start=1)]
    got = table(games, columns=["team", "W", "L", "T", "STRK", "L10", "HOME", "AWAY"])
    # The last ten are L L W L W W T W W L.
    assert got.to_dicts() == [
        {"team": "AAA", "W": 7, "L": 4, "T": 1, "STRK": "L1", "L10": "5-4-1",
         "HOME": "0-0", "AWAY": "7-4-1"},
        {"team": "BBB", "W": 4, "L": 7, "T": 1, "STRK": "W1", "L10": "4-5-1",
         "HOME": "4-7-1", "AWAY": "0-0"},
    ]


def test_streaks_run_through_games_in_order_of_date_then_game_id():
    # AAA at home; the frame is out of order. By date then id: T W W L W.
    games = [(5, -1, "BBB", "AAA", 1, 1), (2, 4, "BBB", "AAA", 0, 1),
             (1, 4, "BBB", "AAA", 1, 0), (3, 0, "BBB", "AAA", 0, 1),
             (4, 1, "BBB", "AAA", 0, 1)]
    got = table(games, columns=["team", "STRK", "L10"])
    assert got.row(0) == ("AAA", "W1", "3-1-1")
    assert got.row(1) == ("BBB", "L1", "1-3-1")
    # Three straight: W3 and L3.
    got = table([(i, i, "BBB", "AAA", 0, 1) for i in (1, 2, 3)], columns=["team", "STRK"])
    assert got.rows() == [("AAA", "W3"), ("BBB", "L3")]


def test_ties_stay_out_of_pct_and_games_behind():
    got = table([
        (1, 0, "AAA", "DDD", 1, 0), (2, 1, "AAA", "DDD", 1, 0), (3, 2, "AAA", "DDD", 1, 0),
        (4, 3, "AAA", "DDD", 2, 2),
        (5, 4, "BBB", "AAA", 1, 0), (6, 5, "BBB", "DDD", 1, 0),
        (7, 6, "BBB", "DDD", 0, 1), (8, 7, "BBB", "DDD", 0, 1),
        (9, 8, "FFF", "EEE", 3, 3),                            # their only game: a tie
        (10, 9, "GGG", "HHH", 1, 0, "in_progress"),           # no final game at all
    ], columns=["team", "W", "L", "T", "PCT", "GB", "STRK", "L10"])
    expected = pl.DataFrame({
        "team": ["AAA", "BBB", "DDD", "EEE", "FFF", "GGG", "HHH"],
        "W": [3, 2, 2, 0, 0, 0, 0], "L": [1, 2, 4, 0, 0, 0, 0], "T": [1, 0, 1, 1, 1, 0, 0],
        "PCT": [0.75, 0.5, 2 / 6, None, None, None, None],
        # ((3 - W) + (L - 1)) / 2: ties count for nothing.
        "GB": [0.0, 1.0, 2.0, 1.0, 1.0, 1.0, 1.0],
        "STRK": ["L1", "L2", "W2", "T1", "T1", None, None],
        "L10": ["3-1-1", "2-2", "2-4-1", "0-0-1", "0-0-1", "0-0", "0-0"],
    })
    assert_frame_equal(got, expected)


def test_head_to_head_breaks_a_tie_before_run_difference():
    # AAA and BBB are both 2-1; AAA has the far better run difference, but BBB beat AAA.
    got = table([
        (1, 0, "CCC", "AAA", 0, 10), (2, 1, "CCC", "AAA", 0, 10),
        (3, 2, "AAA", "BBB", 0, 1),
        (4, 3, "CCC", "BBB", 0, 1), (5, 4, "CCC", "BBB", 1, 0),
    ], columns=["team", "W", "L", "PCT", "GB", "DIFF"])
    assert got.rows() == [("BBB", 2, 1, 2 / 3, 0.0, 1), ("AAA", 2, 1, 2 / 3, 0.0, 19),
                          ("CCC", 1, 3, 0.25, 1.5, -20)]


def test_head_to_head_among_three_tied_teams():
    # AAA, BBB and CCC are all 2-2. Among themselves AAA is 2-1, BBB 1-1, CCC 1-2; run
    # difference alone would put CCC first.
    got = table([
        (1, 0, "AAA", "BBB", 1, 0), (2, 1, "AAA", "CCC", 1, 0), (3, 2, "CCC", "AAA", 1, 0),
        (4, 3, "BBB", "CCC", 1, 0),
        (5, 4, "DDD", "AAA", 1, 0), (6, 5, "BBB", "DDD", 0, 1),
        (7, 6, "BBB", "EEE", 1, 0), (8, 7, "CCC", "EEE", 9, 0),
    ], columns=["team", "W", "L", "GB", "DIFF"])
    assert got.rows() == [("DDD", 2, 0, 0.0, 2), ("AAA", 2, 2, 1.0, 0), ("BBB", 2, 2, 1.0, 0),
                          ("CCC", 2, 2, 1.0, 8), ("EEE", 0, 2, 2.0, -10)]


def test_run_difference_then_team_code_when_head_to_head_says_nothing():
    # AAA and BBB never met: run difference. YYY and ZZZ only tied each other: the code.
    got = table([
        (1, 0, "ZZZ", "YYY", 2, 2),
        (2, 1, "BBB", "DDD", 2, 1), (3, 2, "AAA", "CCC", 5, 0),
    ], columns=["team", "PCT", "DIFF"])
    assert got["team"].to_list() == ["AAA", "BBB", "DDD", "CCC", "YYY", "ZZZ"]
    assert got["DIFF"].to_list() == [5, 1, -1, -5, 0, 0]


def test_a_table_per_division_with_games_behind_its_own_leader():
    teams = {"AAA": ("AL", "East"), "BBB": ("AL", "East"), "CCC": ("AL", "West"),
             "DDD": ("AL", "West"), "NNN": ("NL", "")}
    got = table([
        (1, 0, "AAA", "CCC", 1, 0), (2, 1, "AAA", "DDD", 1, 0), (3, 2, "BBB", "CCC", 0, 1),
        (4, 3, "DDD", "BBB", 1, 0), (5, 4, "NNN", "AAA", 1, 0),
    ], teams, columns=["league", "division", "team", "W", "L", "GB"])
    expected = pl.DataFrame({
        "league": ["AL", "AL", "AL", "AL", "NL"],
        "division": ["East", "East", "West", "West", None],
        "team": ["AAA", "BBB", "CCC", "DDD", "NNN"],
        "W": [2, 0, 1, 1, 1], "L": [1, 2, 1, 1, 0],
        # CCC and DDD are level, never met and have the same run difference: the code.
        "GB": [0.0, 1.5, 0.0, 0.0, 0.0],
    })
    assert_frame_equal(got, expected)


def test_seasons_are_kept_apart():
    got = standings(frames([
        (1, 0, "AAA", "BBB", 1, 0, "final", "2023"),
        (2, 400, "AAA", "BBB", 0, 1, "final", "2024"),
        (3, 401, "AAA", "BBB", 0, 1, "final", "2024"),
    ])).collect().select("season", "team", "W", "L", "STRK")
    assert got.rows() == [("2023", "AAA", 1, 0, "W1"), ("2023", "BBB", 0, 1, "L1"),
                          ("2024", "BBB", 2, 0, "W2"), ("2024", "AAA", 0, 2, "L2")]


def test_no_games_no_standings():
    empty = Frames(*(pl.LazyFrame(schema=s) for s in (
        GAMES_SCHEMA, PLAYS_SCHEMA, PLAYERS_SCHEMA, LINEUPS_SCHEMA, TEAMS_SCHEMA,
        SERIES_SCHEMA)))
    got = standings(empty).collect()
    assert got.columns == list(COLUMNS) and got.height == 0
