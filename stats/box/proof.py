"""The box-score proof, Rule 9.03(c), for both teams of many games at once.

For each team: at-bats + walks + hit batsmen + sacrifice hits + sacrifice flies + batters
awarded first base on interference + runners placed on base without batting = runs + runners
left on base + the opponent's putouts. The same sums as `engine.core.proof`, from the rows
instead of the records, and the same one-line explanation.

Placed runners are read from the rows: the runners already on base on a game's first row (a
game that starts from a situation with men on, as in Bottom of the 9th) and each placed-runner
row (role RUNNER, the extra-innings runner). The games frame does not carry the game's setup,
so a starting runner is seen only through that first row.
"""

from __future__ import annotations

import polars as pl

from stats.linescore import SIDES, game_start

COUNTS = ("at_bats", "walks", "hit_by_pitch", "sacrifice_hits", "sacrifice_flies",
          "interference", "placed_runners", "runs", "left_on_base", "opponent_putouts")
_WALKS = (14, 15)
_HIT_BY_PITCH, _INTERFERENCE = 16, 17


def box_score_proof(plays: pl.LazyFrame, games: pl.LazyFrame,
                    pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """One row per game and side: the counts, came_to_bat, accounted_for, balances and
    explain (the sums written out, ending "balances" or "does NOT balance"). `pitches` is the
    summary of the pitches where it was read (`stats.pitches`)."""
    play = plays.filter(pl.col("kind") == "play")
    batters = play.filter(pl.col("batter_event"))
    on_play = play.group_by("game_id", pl.col("half").alias("side")).agg(
        runs=pl.col("runs").sum(), opponent_putouts=pl.col("outs_on_play").sum())
    came_up = batters.group_by("game_id", pl.col("half").alias("side")).agg(
        at_bats=pl.col("at_bat").sum(),
        walks=pl.col("event_type").is_in(_WALKS).sum(),
        hit_by_pitch=(pl.col("event_type") == _HIT_BY_PITCH).sum(),
        sacrifice_hits=pl.col("sh").sum(),
        sacrifice_flies=pl.col("sf").sum(),
        interference=(pl.col("event_type") == _INTERFERENCE).sum())
    left = (plays.filter(pl.col("end_of_half") | (pl.col("kind") == "end"))
            .group_by("game_id", pl.col("half").alias("side"))
            .agg(left_on_base=pl.col("left_on_base").sum()))
    placed = pl.concat([
        plays.filter(pl.col("kind") == "sub", pl.col("role") == "RUNNER")
        .select("game_id", side=pl.col("half"), placed=pl.lit(1, pl.Int64)),
        game_start(plays, pitches).select("game_id", side=pl.col("start_half"),
                                 placed=pl.col("start_runners")),
    ]).group_by("game_id", "side").agg(placed_runners=pl.col("placed").sum())

    key = ["game_id", "side"]
    proof = games.select("game_id").join(SIDES, how="cross")
    for part in (came_up, on_play, left, placed):
        proof = proof.join(part, on=key, how="left")
    came_to_bat = pl.sum_horizontal(*COUNTS[:7])
    accounted_for = pl.sum_horizontal(*COUNTS[7:])
    return (proof.with_columns(pl.col(c).fill_null(0).cast(pl.Int64) for c in COUNTS)
            .with_columns(came_to_bat=came_to_bat, accounted_for=accounted_for)
            .with_columns(balances=pl.col("came_to_bat") == pl.col("accounted_for"))
            .with_columns(explain=_explain())
            .select(*key, *COUNTS, "came_to_bat", "accounted_for", "balances", "explain")
            .sort(key))


def _explain() -> pl.Expr:
    """The line `engine.core.proof.Proof.explain` writes."""
    left = pl.format("AB {} + BB {} + HBP {} + SH {} + SF {} + CI {}", "at_bats", "walks",
                     "hit_by_pitch", "sacrifice_hits", "sacrifice_flies", "interference")
    placed = (pl.when(pl.col("placed_runners") > 0)
              .then(pl.format(" + placed runners {}", "placed_runners")).otherwise(pl.lit("")))
    verdict = pl.when(pl.col("balances")).then(pl.lit("balances")).otherwise(
        pl.lit("does NOT balance"))
    return pl.format("{}{} = {}; R {} + LOB {} + opponent PO {} = {}: {}", left, placed,
                     "came_to_bat", "runs", "left_on_base", "opponent_putouts", "accounted_for",
                     verdict)
