"""The pitchers of a box score: order of appearance, decisions, the "pitched to N batters"
footnote and inherited runners.

The numbers of each pitcher's line (IP H R ER BB SO HR BF, pitches) come from
`stats.lines.pitching_by_game`, so that a season's line is the sum of its box-score lines; this
module adds what only a box score shows.
"""

from __future__ import annotations

import polars as pl

from stats.lines import pitching_by_game

KEY = ["game_id", "side", "player_id"]


def pitchers_in_order(lineups: pl.LazyFrame, plays: pl.LazyFrame,
                      lines: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """Each team's pitchers in order of appearance: game_id, side, player_id, entered (0 for
    the starter, else the row he came in or first pitched on) and order (1, 2 …). `lines` are
    the pitchers' lines of `plays` (`pitching_by_game`) where they are already at hand.

    A pitcher who came in and left before throwing is listed too, as cwbox lists him."""
    starters = lineups.filter(pl.col("position") == 1).select(
        "game_id", "side", "player_id", entered=pl.lit(0, pl.Int64))
    came_in = plays.filter(pl.col("kind") == "sub", pl.col("position") == 1).select(
        "game_id", side=pl.col("team"), player_id=pl.col("player"), entered=pl.col("seq"))
    lines = pitching_by_game(plays) if lines is None else lines
    pitched = lines.select(*KEY, entered=pl.col("first_seq"))
    return (pl.concat([starters, came_in, pitched])
            .group_by(KEY).agg(pl.col("entered").min())
            .with_columns(order=pl.col("entered").rank("ordinal").over("game_id", "side")
                          .cast(pl.Int64))
            .sort("game_id", "side", "order"))


def pitched_to(plays: pl.LazyFrame, order: pl.LazyFrame) -> pl.LazyFrame:
    """Pitchers taken out in an inning in which they got nobody out, and how many batters
    they faced in it (cwbox's "Pitched to 3 batters in 5th"): game_id, side, player_id,
    pitched_to, pitched_to_inning.

    The inning is the last one the pitcher worked; the outs and the batters are those while he
    was on the mound, as cwbox counts them (a walk a reliever finishes is charged to him by
    Rule 9.16(h) but was not "pitched to" by him). The team's last pitcher was not taken out,
    so he gets no footnote."""
    play = plays.filter(pl.col("kind") == "play")
    outs = play.select("game_id", side=1 - pl.col("half"), player_id=pl.col("pitcher"),
                       inning="inning", outs="outs_on_play", faced=pl.lit(0, pl.Int64))
    faced = play.filter(pl.col("batter_event")).select(
        "game_id", side=1 - pl.col("half"), player_id=pl.col("pitcher"),
        inning="inning", outs=pl.lit(0, pl.Int64), faced=pl.lit(1, pl.Int64))
    by_inning = (pl.concat([outs, faced]).group_by(*KEY, "inning")
                 .agg(pl.col("outs").sum(), pl.col("faced").sum()))
    last_inning = by_inning.sort("inning").group_by(KEY).last()
    relieved = order.with_columns(
        relieved=pl.col("order") < pl.col("order").max().over("game_id", "side"))
    return (last_inning.join(relieved.select(*KEY, "relieved"), on=KEY)
            .filter(pl.col("relieved"), pl.col("outs") == 0, pl.col("faced") > 0)
            .select(*KEY, pitched_to="faced", pitched_to_inning="inning")
            .sort(KEY))


def inherited_runners(plays: pl.LazyFrame) -> pl.LazyFrame:
    """Relief pitchers who came in with runners on: game_id, side, player_id, inherited (the
    runners on base when he came in), scored (how many of them scored, whoever was pitching
    then; a pinch runner for one of them counts as him) and entered (the row he came in on).

    Only a change made while the team is in the field can inherit runners."""
    half = ["game_id", "inning", "half"]
    entries = plays.filter(pl.col("kind") == "sub", pl.col("position") == 1,
                           pl.col("team") == 1 - pl.col("half"),
                           pl.col("player") != pl.col("pitcher"))
    runners = pl.concat([
        entries.select(*half, "seq", side="team", player_id="player", runner=f"runner{b}")
        for b in (1, 2, 3)]).filter(pl.col("runner") != "")
    pinch_runners = plays.filter(pl.col("kind") == "sub", pl.col("role") == "PR").select(
        *half, pr_seq="seq", runner="replaced", pinch="player")
    aliases = (runners.join(pinch_runners, on=[*half, "runner"], how="left")
               .with_columns(pinch=pl.when(pl.col("pr_seq") > pl.col("seq")).then("pinch")))
    who = pl.concat([runners.with_columns(scorer=pl.col("runner")),
                     aliases.filter(pl.col("pinch").is_not_null())
                     .select(*runners.collect_schema().names(), scorer="pinch")])
    runs = (plays.filter(pl.col("kind") == "play", pl.col("scorers") != "")
            .select(*half, run_seq="seq", scorer=pl.col("scorers").str.split(";"))
            .explode("scorer")
            .with_columns(pl.col("scorer").str.split(":").list.first()))
    scored = (who.join(runs, on=[*half, "scorer"])
              .filter(pl.col("run_seq") > pl.col("seq"))
              .select(*half, "seq", "runner").unique()
              .with_columns(scored=pl.lit(1, pl.Int64)))
    return (runners.join(scored, on=[*half, "seq", "runner"], how="left")
            .group_by(KEY).agg(inherited=pl.len().cast(pl.Int64),
                               scored=pl.col("scored").fill_null(0).sum().cast(pl.Int64),
                               entered=pl.col("seq").min())
            .sort(KEY))
