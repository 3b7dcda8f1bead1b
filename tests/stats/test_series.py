"""Series on small literal frames: not started, in progress, tied, clinched, best of one, and
the home team of the next game."""

from __future__ import annotations

import datetime as dt

import polars as pl
from polars.testing import assert_frame_equal

from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA, SERIES_SCHEMA,
                        TEAMS_SCHEMA, Frames)
from stats.series import COLUMNS, series_table

DAY = dt.date(2024, 10, 1)


def frames(series: list[tuple], games: list[tuple]) -> Frames:
    """Series as (name, team_a, team_b, best_of); games as (game_id, day, series, away, home,
    away_runs, home_runs[, status])."""
    series_rows = [{"series_id": i, "name": name, "season": "2024", "team_a": a, "team_b": b,
                    "best_of": n} for i, (name, a, b, n) in enumerate(series, start=1)]
    game_rows = [{"game_id": g[0], "date": DAY + dt.timedelta(days=g[1]), "season": "2024",
                  "series": g[2], "away": g[3], "home": g[4], "away_runs": g[5],
                  "home_runs": g[6], "status": g[7] if len(g) > 7 else "final"} for g in games]
    schema = {k: GAMES_SCHEMA[k] for k in ("game_id", "date", "season", "series", "away", "home",
                                           "away_runs", "home_runs", "status")}
    return Frames(games=pl.LazyFrame(game_rows, schema=schema),
                  plays=pl.LazyFrame(schema=PLAYS_SCHEMA),
                  players=pl.LazyFrame(schema=PLAYERS_SCHEMA),
                  lineups=pl.LazyFrame(schema=LINEUPS_SCHEMA),
                  teams=pl.LazyFrame(schema=TEAMS_SCHEMA),
                  series=pl.LazyFrame(series_rows, schema=SERIES_SCHEMA))


def one(series: tuple, games: list[tuple]) -> dict:
    """The row of a single series."""
    rows = series_table(frames([series], games)).collect().to_dicts()
    assert len(rows) == 1
    return rows[0]


def test_every_column_for_three_series():
    got = series_table(frames(
        [("WS", "NYA", "LAN", 7), ("ALDS", "HOU", "DET", 5), ("NLDS", "PHI", "NYN", 5)],
        [(1, 0, "WS", "LAN", "NYA", 2, 5), (2, 1, "WS", "LAN", "NYA", 4, 1),
         (3, 3, "WS", "NYA", "LAN", 0, 3),
         (4, 0, "ALDS", "DET", "HOU", 1, 3), (5, 1, "ALDS", "DET", "HOU", 2, 4),
         (6, 3, "ALDS", "HOU", "DET", 6, 0)],
    )).collect()
    expected = pl.DataFrame({
        "series": ["ALDS", "NLDS", "WS"], "season": ["2024"] * 3,
        "team_a": ["HOU", "PHI", "NYA"], "team_b": ["DET", "NYN", "LAN"], "best_of": [5, 5, 7],
        "wins_a": [3, 0, 1], "wins_b": [0, 0, 2], "leader": ["HOU", None, "LAN"],
        "status": ["clinched by HOU 3-0", "not started", "LAN leads 2-1"],
        "clinched": ["HOU", None, None], "eliminated": ["DET", None, None],
        "games_left": [0, 5, 4],
        # WS game 4: 2-3-2, the middle three at LAN. NLDS game 1: PHI (team_a).
        "next_home": [None, "PHI", "LAN"],
    })
    assert_frame_equal(got, expected)
    assert got.columns == list(COLUMNS)


def test_not_started():
    got = one(("WS", "NYA", "LAN", 7), [])
    assert (got["status"], got["wins_a"], got["wins_b"], got["leader"]) == \
        ("not started", 0, 0, None)
    assert (got["games_left"], got["next_home"], got["clinched"]) == (7, "NYA", None)


def test_the_2_3_2_pattern_of_a_best_of_seven():
    # LAN at home in game 1: LAN has the advantage, though it is team_b.
    games, homes = [], []
    for number in range(1, 7):
        # LAN wins the odd games, NYA the even ones: nobody clinches before game 7.
        home = "LAN" if number in (1, 2, 6) else "NYA"
        home_won = (number % 2 == 1) == (home == "LAN")
        games.append((number, number, "WS", "NYA" if home == "LAN" else "LAN", home,
                      0 if home_won else 1, 1 if home_won else 0))
        homes.append(one(("WS", "NYA", "LAN", 7), games)["next_home"])
    assert homes == ["LAN", "NYA", "NYA", "NYA", "LAN", "LAN"]  # games 2 … 7
    got = one(("WS", "NYA", "LAN", 7), games)
    assert (got["status"], got["games_left"], got["leader"]) == ("tied 3-3", 1, None)


def test_the_2_2_1_pattern_of_a_best_of_five_and_alternating_otherwise():
    five = [(1, 0, "S", "BBB", "AAA", 1, 0), (2, 1, "S", "BBB", "AAA", 0, 1),
            (3, 2, "S", "AAA", "BBB", 1, 0), (4, 3, "S", "AAA", "BBB", 0, 1)]
    got = one(("S", "AAA", "BBB", 5), five)
    assert (got["status"], got["games_left"], got["next_home"]) == ("tied 2-2", 1, "AAA")
    assert one(("S", "AAA", "BBB", 5), five[:2])["next_home"] == "BBB"   # game 3
    three = [(1, 0, "S", "BBB", "AAA", 1, 0)]
    got = one(("S", "AAA", "BBB", 3), three)
    assert (got["status"], got["games_left"], got["next_home"]) == ("BBB leads 1-0", 2, "BBB")
    got = one(("S", "AAA", "BBB", 3), three + [(2, 1, "S", "AAA", "BBB", 1, 0)])
    assert (got["status"], got["games_left"], got["next_home"]) == ("tied 1-1", 1, "AAA")


def test_clinched_and_eliminated():
    games = [(i, i, "WS", "LAN", "NYA", 1, 0) for i in range(1, 5)]
    got = one(("WS", "NYA", "LAN", 7), games)
    assert (got["status"], got["clinched"], got["eliminated"], got["leader"]) == \
        ("clinched by LAN 4-0", "LAN", "NYA", "LAN")
    assert (got["games_left"], got["next_home"]) == (0, None)
    got = one(("WS", "LAN", "NYA", 7), games[:3] + [(9, 9, "WS", "LAN", "NYA", 0, 1)])
    assert (got["status"], got["games_left"]) == ("LAN leads 3-1", 3)


def test_best_of_one():
    got = one(("WC", "AAA", "BBB", 1), [])
    assert (got["status"], got["games_left"], got["next_home"]) == ("not started", 1, "AAA")
    got = one(("WC", "AAA", "BBB", 1), [(1, 0, "WC", "AAA", "BBB", 3, 2)])
    assert (got["status"], got["clinched"], got["eliminated"], got["games_left"]) == \
        ("clinched by AAA 1-0", "AAA", "BBB", 0)


def test_ties_and_unfinished_games_win_nothing():
    games = [(1, 0, "S", "BBB", "AAA", 2, 2),                       # a tie: played, no win
             (2, 1, "S", "BBB", "AAA", 5, 0, "in_progress"),        # not final
             (3, 2, "OTHER", "BBB", "AAA", 5, 0)]                   # another series
    got = one(("S", "AAA", "BBB", 5), games)
    assert (got["wins_a"], got["wins_b"], got["status"]) == (0, 0, "tied 0-0")
    # One game played: game 2 at AAA; five wins still out there at most.
    assert (got["games_left"], got["next_home"]) == (5, "AAA")
