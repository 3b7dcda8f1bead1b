"""The line score: runs by inning for each team, R H E LOB, and how the game ended.

Any number of games at once, of any length: the innings shown run from the first half-inning
played to the last (a Bottom of the 9th game shows only the 9th; a 19-inning game all 19).
A half-inning is played when it has a pitch, play or substitution row (a half-inning a game
is called in after a player came in for it has begun, as Chadwick counts it). Cells are written as a scorekeeper
writes them: the runs, `x` for the home team's last half when a finished game ended without it
(Rule 7.01(b)), `-` for a half-inning the game started after, and blank for one not yet played
in a game still in progress.

Each function takes the plays rows and, where the pitches were read summed up
(`stats.pitches`), their summary; else it sums the pitch rows itself.
"""

from __future__ import annotations

import polars as pl

from stats.pitches import STATE, summary, without_pitches

SIDES = pl.LazyFrame({"side": [0, 1]}, schema={"side": pl.Int64})


def _played(plays: pl.LazyFrame, pitches: pl.LazyFrame) -> pl.LazyFrame:
    """game_id, inning, half of the pitch, play and substitution rows: the half-innings that
    began."""
    half = ("game_id", "inning", "half")
    return pl.concat([plays.filter(pl.col("kind").is_in(["play", "sub"])).select(half),
                      pitches.select(half)])


def game_start(plays: pl.LazyFrame, pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """Where each game began, from its first row (whose state is the starting situation):
    game_id, start_inning, start_half, the score brought into the game (away_before,
    home_before) and the runners on base then (start_runners)."""
    pitches = summary(plays, pitches)
    columns = ("game_id", "seq", "inning", "half", *STATE)
    rows = pl.concat([without_pitches(plays).select(columns), pitches.select(columns)])
    # The row of each game's least seq (cheaper than sorting every row of a season).
    first = rows.filter(pl.col("seq") == pl.col("seq").min().over("game_id"))
    return first.select(
        "game_id", start_inning=pl.col("inning"), start_half=pl.col("half"),
        away_before=pl.col("away_score"), home_before=pl.col("home_score"),
        start_runners=pl.sum_horizontal((pl.col(f"runner{b}") != "").cast(pl.Int64)
                                        for b in (1, 2, 3)))


def runs_by_inning(plays: pl.LazyFrame, games: pl.LazyFrame,
                   pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """One row per game, side and inning shown: game_id, side, inning, runs (null when the
    half-inning was not played) and cell (what the line score shows)."""
    pitches = summary(plays, pitches)
    played = _played(plays, pitches)
    half = ["game_id", "inning", "side"]
    runs = (plays.filter(pl.col("kind") == "play")
            .group_by("game_id", "inning", pl.col("half").alias("side"))
            .agg(runs=pl.col("runs").sum().cast(pl.Int64)))
    halves = (played.select("game_id", "inning", side="half").unique()
              .join(runs, on=half, how="left")
              .with_columns(pl.col("runs").fill_null(0)))
    extent = played.group_by("game_id").agg(first=pl.col("inning").min(),
                                            last=pl.col("inning").max())
    grid = (extent.with_columns(inning=pl.int_ranges("first", pl.col("last") + 1))
            .explode("inning").join(SIDES, how="cross"))
    final = games.select("game_id", final=pl.col("status") == "final")
    start = game_start(plays, pitches).select("game_id", "start_inning", "start_half")
    before_start = (pl.col("inning") < pl.col("start_inning")) | (
        (pl.col("inning") == pl.col("start_inning")) & (pl.col("side") < pl.col("start_half")))
    cell = (pl.when(pl.col("runs").is_not_null()).then(pl.col("runs").cast(pl.String))
            .when(before_start).then(pl.lit("-"))
            .when(pl.col("final") & (pl.col("side") == 1) & (pl.col("inning") == pl.col("last")))
            .then(pl.lit("x"))
            .otherwise(pl.lit("")))
    return (grid.join(halves, on=["game_id", "inning", "side"], how="left")
            .join(final, on="game_id", how="left")
            .join(start, on="game_id", how="left")
            .with_columns(final=pl.col("final").fill_null(False))
            .select("game_id", "side", pl.col("inning").cast(pl.Int64), "runs", cell=cell)
            .sort("game_id", "side", "inning"))


def team_totals(plays: pl.LazyFrame, games: pl.LazyFrame,
                pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """One row per game and side: game_id, side, team, before (runs brought into a game that
    started in mid-game), R (before included), H, E (errors by this team's fielders) and LOB."""
    play = plays.filter(pl.col("kind") == "play")
    batting = play.group_by("game_id", pl.col("half").alias("side")).agg(
        runs=pl.col("runs").sum(), H=(pl.col("hit_value") > 0).sum())
    errors = (play.filter(pl.col("errors") != "")
              .select("game_id", side=1 - pl.col("half"),
                      E=pl.col("errors").str.split(",").list.len())
              .group_by("game_id", "side").agg(pl.col("E").sum()))
    # Rule 9.03(c)'s team LOB: the runners left when each half-inning ended (or the game did).
    lob = (plays.filter(pl.col("end_of_half") | (pl.col("kind") == "end"))
           .group_by("game_id", pl.col("half").alias("side")).agg(LOB=pl.col("left_on_base").sum()))
    start = game_start(plays, pitches).select("game_id", "away_before", "home_before")
    teams = pl.concat([games.select("game_id", side=pl.lit(0, pl.Int64), team=pl.col("away")),
                       games.select("game_id", side=pl.lit(1, pl.Int64), team=pl.col("home"))])
    before = pl.when(pl.col("side") == 0).then("away_before").otherwise("home_before").fill_null(0)
    counts = ("runs", "H", "E", "LOB")
    return (teams.join(batting, on=["game_id", "side"], how="left")
            .join(errors, on=["game_id", "side"], how="left")
            .join(lob, on=["game_id", "side"], how="left")
            .join(start, on="game_id", how="left")
            .with_columns(pl.col(c).fill_null(0).cast(pl.Int64) for c in counts)
            .select("game_id", "side", "team", before=before.cast(pl.Int64),
                    R=(pl.col("runs") + before).cast(pl.Int64), H="H", E="E", LOB="LOB")
            .sort("game_id", "side"))


def game_end(plays: pl.LazyFrame) -> pl.LazyFrame:
    """How each game ended: game_id, outs_at_end (outs after its last play), walk_off (the
    home team went ahead on the last play, Rule 7.01(g)) and called (the reason given when
    the game was called — an `end` row, as a rule's mercy margin ends an Unlimited Nine game —
    null when it was played out)."""
    play = plays.filter(pl.col("kind") == "play")
    last = play.filter(pl.col("seq") == pl.col("seq").max().over("game_id"))
    called = (plays.filter(pl.col("kind") == "end").sort("game_id", "seq").group_by("game_id")
              .agg(called=pl.col("text").last()))
    return last.select(
        "game_id", outs_at_end=pl.col("outs_after"),
        walk_off=(pl.col("half") == 1) & (pl.col("home_score") <= pl.col("away_score"))
        & (pl.col("home_score") + pl.col("runs") > pl.col("away_score"))
    ).join(called, on="game_id", how="left")
