"""Season to date: each player's batting average and earned run average through each game of
his season, printed beside his line in a newspaper's box (AVG, ERA).

One pass for all the games of the frames — a season's report has 2,429 of them — never a query
per game: the per-game lines in the season's order (by date, then in the order the games were
stored, as the notes' season totals count them), summed cumulatively over each player's games
of the season. A game in no season has nothing to add to, and so no figures.
"""

from __future__ import annotations

import polars as pl

from stats.lines import KEY
from stats.rates import batting_average, earned_run_average

#: The order of a season's games.
ORDER = ["date", "game_id"]


def _running(lines: pl.LazyFrame, games: pl.LazyFrame, counts: tuple[str, ...]) -> pl.LazyFrame:
    """`lines` (one row per game, side and player) with `counts` summed over the player's games
    of the season up to and including each one."""
    season_games = games.filter(pl.col("season").is_not_null()).select("game_id", "season",
                                                                        "date")
    return (lines.select(*KEY, *counts).join(season_games, on="game_id")
            .with_columns(pl.col(c).cum_sum().over("season", "player_id", order_by=ORDER)
                          for c in counts))


def batting_to_date(games: pl.LazyFrame, batting: pl.LazyFrame) -> pl.LazyFrame:
    """game_id side player_id AVG: H / AB over the season through the game (null without an
    at-bat yet)."""
    return _running(batting, games, ("AB", "H")).select(*KEY, AVG=batting_average())


def pitching_to_date(games: pl.LazyFrame, pitching: pl.LazyFrame) -> pl.LazyFrame:
    """game_id side player_id ERA: 27 × ER / outs over the season through the game (null
    without an out yet)."""
    return _running(pitching, games, ("outs", "ER")).select(*KEY, ERA=earned_run_average())
