"""Adding up per-game lines into season lines: one row per player and team, or per player.

Shared by the batting and pitching lines. A per-game line knows its game and side; the games
frame says which team that side was (away or home) and when the game was played, so a player
traded in mid-season gets a row for each team, or — combined — one row whose `team` lists his
teams in the order he played for them ("NYA/SDN").
"""

from __future__ import annotations

import polars as pl


def team_of_side(by_game: pl.LazyFrame, games: pl.LazyFrame) -> pl.LazyFrame:
    """`by_game` with `team` (the code of the side's team) and the game's `date`; lines of
    games not in `games` are dropped, so the games frame decides the season."""
    context = games.select("game_id", "date", "away", "home")
    return (by_game.join(context, on="game_id", how="inner")
            .with_columns(team=pl.when(pl.col("side") == 0).then("away").otherwise("home"))
            .drop("away", "home"))


def season_totals(by_game: pl.LazyFrame, games: pl.LazyFrame, counts: list[str],
                  *, combine_teams: bool) -> pl.LazyFrame:
    """player_id, team, G and the sum of each of `counts`: one row per player and team, or
    with `combine_teams` one per player. G is the number of per-game lines (games played)."""
    lines = team_of_side(by_game, games)
    per_team = lines.group_by("player_id", "team").agg(
        pl.len().cast(pl.Int64).alias("G"),
        pl.col("date").min().alias("_first_date"),
        pl.col("game_id").min().alias("_first_game"),
        *(pl.col(c).sum() for c in counts))
    if combine_teams:
        per_team = (per_team.sort("player_id", "_first_date", "_first_game", "team", nulls_last=True)
                    .group_by("player_id", maintain_order=True)
                    .agg(pl.col("team").str.join("/"), pl.col("G").sum(),
                         *(pl.col(c).sum() for c in counts)))
    return per_team.select("player_id", "team", "G", *counts)


def with_names(lines: pl.LazyFrame, players: pl.LazyFrame) -> pl.LazyFrame:
    """`lines` with `player` (the name; the id when the player has none) after `player_id`."""
    names = players.select("player_id", pl.col("name").alias("player")).unique("player_id")
    named = lines.join(names, on="player_id", how="left").with_columns(
        pl.col("player").fill_null(pl.col("player_id")))
    rest = [c for c in lines.collect_schema().names() if c != "player_id"]
    return named.select("player_id", "player", *rest)


def choose(lines: pl.LazyFrame, *, team: str | None = None,
           player: str | None = None) -> pl.LazyFrame:
    """The lines of one team (a combined line counts when the player played for it) and/or
    of one player: `player` is his id, or a piece of his name in any case."""
    if team is not None:
        lines = lines.filter(pl.col("team").str.to_uppercase().str.split("/").list.contains(team.upper()))
    if player is not None:
        lines = lines.filter((pl.col("player_id") == player)
                             | pl.col("player").str.to_lowercase().str.contains(player.lower(),
                                                                                literal=True))
    return lines
