"""Season pitching lines (DESIGN.md §4): one row per pitcher and team, or per pitcher.

    player_id player team G GS W L SV IP BF H R ER HR BB IBB SO HBP WP BK ERA WHIP K/9 BB/9

plus `outs`, the exact figure behind IP ("123.1" is 370 outs), for sorting and filtering.
Built from `stats.lines.pitching_by_game`; W, L and SV from the games' pitchers of record
(Rules 9.17-9.19, decided by the engine when the game ended).
"""

from __future__ import annotations

import polars as pl

from stats import rates
from stats.lines import innings_pitched, pitching_by_game
from stats.load import Frames
from stats.season import season_totals, with_names

#: The counting columns added up over a season (IP is written from `outs`).
COUNTS = ["GS", "W", "L", "SV", "outs", "BF", "H", "R", "ER", "HR", "BB", "IBB", "SO", "HBP",
          "WP", "BK"]


def pitching_rates() -> dict[str, pl.Expr]:
    """The rate columns of a pitching line, by name, in order."""
    return {"ERA": rates.earned_run_average(), "WHIP": rates.whip(),
            "K/9": rates.strikeouts_per_nine(), "BB/9": rates.walks_per_nine()}


#: The plays columns pitching lines are computed from, the pitches read summed up: all
#: `stats.load.load` needs to read (tests/stats/test_plays_columns.py keeps this list exact).
PLAYS_COLUMNS = ("game_id", "seq", "kind", "half", "pitcher", "charged_pitcher",
                 "event_type", "batter_event", "hit_value", "outs_on_play", "wild_pitch", "balk",
                 "scorers", "team", "player", "position")

#: The kinds of plays rows they are computed from besides the pitches, which they only count:
#: they are read summed up (`stats.load.load(summed_pitches=True)`).
PLAYS_KINDS = ("play", "sub")

#: Every column of `pitching_lines`, in order.
COLUMNS = ["player_id", "player", "team", "G", "GS", "W", "L", "SV", "IP", "BF", "H", "R", "ER",
           "HR", "BB", "IBB", "SO", "HBP", "WP", "BK", *pitching_rates(), "outs"]


def decisions_by_game(games: pl.LazyFrame) -> pl.LazyFrame:
    """game_id, player_id, W, L, SV: one row per pitcher of record of each game."""
    return pl.concat([
        games.select("game_id", pl.col(column).alias("player_id"),
                     **{c: pl.lit(int(c == label), dtype=pl.Int64) for c in ("W", "L", "SV")})
        for column, label in (("winner", "W"), ("loser", "L"), ("save", "SV"))
    ]).filter(pl.col("player_id").is_not_null() & (pl.col("player_id") != ""))


def pitching_lines(frames: Frames, *, by_team: bool = True,
                   combine_teams: bool = False) -> pl.LazyFrame:
    """Season pitching lines of the games in `frames`.

    G counts the games he pitched in, GS those he started. One line per pitcher and team by
    default; with `combine_teams` (or `by_team=False`) one per pitcher, `team` listing his
    teams ("NYA/SDN"). Sorted by player name, then id, then team.
    """
    by_game = (pitching_by_game(frames.plays, frames.pitches)
               .join(decisions_by_game(frames.games), on=["game_id", "player_id"], how="left")
               .with_columns(pl.col(c).fill_null(0) for c in ("W", "L", "SV")))
    totals = season_totals(by_game, frames.games, COUNTS,
                           combine_teams=combine_teams or not by_team)
    return (with_names(totals, frames.players)
            .with_columns(IP=innings_pitched(pl.col("outs")), **pitching_rates())
            .select(COLUMNS)
            .sort("player", "player_id", "team"))
