"""Best-of-N series between two teams: wins each, leader, clinched or eliminated, games left and
the next home team (DESIGN.md §4).

A series is a named set of games (the series frame gives its two teams and its length; a game
names its series). Only final games count; a tied game wins nothing for either side but is a
game played.

- A team clinches with best_of // 2 + 1 wins; the other is then eliminated.
- `status`: "not started", "tied 1-1", "TOR leads 2-1", or "clinched by TOR 4-2".
- `games_left`: the most games still to play (until one side has the wins it needs), 0 once a
  side has clinched.
- `next_home`: the home team of the next game by the majors' patterns: 2-3-2 for a best of
  seven, 2-2-1 for a best of five, every other length alternating. The team with home advantage
  is the home team of the series' first game, or `team_a` before a game is played. Null once
  the series is clinched.
"""

from __future__ import annotations

import polars as pl

#: The series columns, in order.
COLUMNS = ("series", "season", "team_a", "team_b", "best_of", "wins_a", "wins_b", "leader",
           "status", "clinched", "eliminated", "games_left", "next_home")

#: Games at the home of the team with home advantage (1-based game numbers), by series length;
#: any other length alternates, that team at home in the odd-numbered games.
HOME_ADVANTAGE_GAMES = {7: (1, 2, 6, 7), 5: (1, 2, 5)}


def series_table(frames) -> pl.LazyFrame:
    """One row per series of `frames` (a `stats.load.Frames`), sorted by season and name."""
    series = frames.series.rename({"name": "series"})
    games = frames.games.filter(pl.col("series").is_not_null()).join(
        series.select("series", "team_a", "team_b"), on="series", how="inner").sort(
        ["date", "game_id"], nulls_last=True)
    winner = (pl.when(pl.col("home_runs") > pl.col("away_runs")).then(pl.col("home"))
              .when(pl.col("away_runs") > pl.col("home_runs")).then(pl.col("away")))
    final = pl.col("status") == "final"
    tallies = games.group_by("series").agg(
        wins_a=(final & (winner == pl.col("team_a"))).sum().cast(pl.Int64),
        wins_b=(final & (winner == pl.col("team_b"))).sum().cast(pl.Int64),
        played=final.sum().cast(pl.Int64),
        first_home=pl.col("home").first(),
    )
    table = series.join(tallies, on="series", how="left").with_columns(
        pl.col("wins_a", "wins_b", "played").fill_null(0),
        need=pl.col("best_of") // 2 + 1,
    )
    a, b = pl.col("wins_a"), pl.col("wins_b")
    clinched = (pl.when(a >= pl.col("need")).then(pl.col("team_a"))
                .when(b >= pl.col("need")).then(pl.col("team_b")))
    table = table.with_columns(
        leader=pl.when(a > b).then(pl.col("team_a")).when(b > a).then(pl.col("team_b")),
        clinched=clinched,
    )
    return table.with_columns(
        status=_status(),
        eliminated=pl.when(pl.col("clinched") == pl.col("team_a")).then(pl.col("team_b"))
        .when(pl.col("clinched") == pl.col("team_b")).then(pl.col("team_a")),
        games_left=pl.when(pl.col("clinched").is_not_null()).then(0)
        .otherwise(2 * pl.col("need") - a - b - 1).cast(pl.Int64),
        next_home=pl.when(pl.col("clinched").is_null()).then(_next_home()),
    ).sort(["season", "series"], nulls_last=True).select(COLUMNS)


def _score(first: pl.Expr, second: pl.Expr) -> pl.Expr:
    return pl.concat_str(first.cast(pl.String), pl.lit("-"), second.cast(pl.String))


def _status() -> pl.Expr:
    """The series in words, the leader's wins first."""
    a, b = pl.col("wins_a"), pl.col("wins_b")
    ahead, behind = pl.max_horizontal(a, b), pl.min_horizontal(a, b)
    return (pl.when(pl.col("clinched").is_not_null())
            .then(pl.concat_str(pl.lit("clinched by "), pl.col("clinched"), pl.lit(" "),
                                _score(ahead, behind)))
            .when(pl.col("leader").is_not_null())
            .then(pl.concat_str(pl.col("leader"), pl.lit(" leads "), _score(ahead, behind)))
            .when(pl.col("played") == 0).then(pl.lit("not started"))
            .otherwise(pl.concat_str(pl.lit("tied "), _score(a, b))))


def _next_home() -> pl.Expr:
    """The home team of game `played + 1` (see the module docstring)."""
    number = pl.col("played") + 1
    advantage = pl.coalesce(pl.col("first_home"), pl.col("team_a"))
    other = pl.when(advantage == pl.col("team_a")).then(pl.col("team_b")).otherwise(
        pl.col("team_a"))
    at_advantage = number % 2 == 1
    for length, numbers in HOME_ADVANTAGE_GAMES.items():
        at_advantage = (pl.when(pl.col("best_of") == length)
                        .then(number.is_in(numbers)).otherwise(at_advantage))
    return pl.when(at_advantage).then(advantage).otherwise(other)
