"""The pitch rows summed up. Three plays rows in four are pitches, and the statistics only count
them: pitches and strikes thrown by each pitcher, the half-innings that began, where a game
began. A season's summary is a few tens of thousands of rows where the pitch rows are about
three quarters of a million, wide with every column of a play.

One row per game, half-inning, pitcher and charged pitcher (game_id, inning, half, pitcher,
charged_pitcher): seq (the first pitch of them), thrown and strikes (as cwbox counts pitches: a
ball thrown — B, I, P and the pitch that hits the batter, H — or a strike thrown: called,
swinging, foul, in play) and, on the group of each game's first pitch, the state of the
game then (away_score, home_score, runner1, runner2, runner3: null on the other groups),
which is where the game began when a pitch is its first row.

`stats.load.load(summed_pitches=True)` reads a season's summary in place of its pitch rows
(`Frames.pitches`); `pitches_of` gives the summary of any frames, summing the rows where they
were read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import polars as pl

from engine.core.events import BALL_CODES, HIT_BATTER_CODES, THROWN_CODES

if TYPE_CHECKING:
    from stats.load import Frames

THROWN = sorted(THROWN_CODES)
STRIKES_THROWN = sorted(THROWN_CODES - BALL_CODES - HIT_BATTER_CODES)
GROUP = ("game_id", "inning", "half", "pitcher", "charged_pitcher")
STATE = ("away_score", "home_score", "runner1", "runner2", "runner3")
#: The plays columns a summary is made from.
PLAYS_COLUMNS = (*GROUP, "seq", "kind", "pitch", *STATE)
SCHEMA = {"game_id": pl.Int64, "inning": pl.Int64, "half": pl.Int64, "pitcher": pl.String,
          "charged_pitcher": pl.String, "seq": pl.Int64, "thrown": pl.Int64,
          "strikes": pl.Int64, "away_score": pl.Int64, "home_score": pl.Int64,
          "runner1": pl.String, "runner2": pl.String, "runner3": pl.String}


def summed_pitches(plays: pl.LazyFrame) -> pl.LazyFrame:
    """The summary of the pitch rows among `plays`."""
    rows = plays.filter(pl.col("kind") == "pitch")
    # The state is kept of each game's first pitch only (taking it for every group would
    # cost several times the memory of the counts).
    first = (rows.filter(pl.col("seq") == pl.col("seq").min().over("game_id"))
             .select("game_id", "seq", *STATE))
    return (rows.group_by(*GROUP)
            .agg(seq=pl.col("seq").min(),
                 thrown=pl.col("pitch").is_in(THROWN).sum().cast(pl.Int64),
                 strikes=pl.col("pitch").is_in(STRIKES_THROWN).sum().cast(pl.Int64))
            .join(first, on=["game_id", "seq"], how="left")
            .select(*SCHEMA)
            .sort("game_id", "seq"))


def summary(plays: pl.LazyFrame, pitches: pl.LazyFrame | None) -> pl.LazyFrame:
    """The summary of the pitches: `pitches` where it was read, else summed from `plays`."""
    return summed_pitches(plays) if pitches is None else pitches


def pitches_of(frames: Frames) -> pl.LazyFrame:
    """The summary of the pitches of `frames`: read as such, or summed from its rows."""
    return summary(frames.plays, frames.pitches)


def without_pitches(plays: pl.LazyFrame) -> pl.LazyFrame:
    """The rows that are not pitches (a statistic that reads a summary reads these beside it,
    whether or not the pitch rows were read)."""
    return plays.filter(pl.col("kind") != "pitch")
