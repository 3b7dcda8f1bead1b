"""The notes under a box score: who hit the doubles, triples and home runs, drove in runs,
stole bases, made the errors, hit batters, threw wild pitches …

One row per game, note and player, in the order cwbox prints them and, within a note, in the
order of the game's first such event: game_id, label, side (the player's team), player_id,
batter_id (HBP: the batter hit), count, season_total (2B, 3B, HR: the player's total for the
season through this game, where the game belongs to a season) and first_seq. Team notes (DP,
TP) have no player. Batting events go to the charged batter (Rule 9.15(b)), HBP to the charged
pitcher (9.16(h)), wild pitches and balks to the pitcher on the mound, passed balls to the
catcher and errors to the fielder at the position charged (the row's `defense`).
"""

from __future__ import annotations

import polars as pl

#: The notes, in the order they are printed (cwbox's order, with RBI and GIDP added).
LABELS = ("E", "DP", "TP", "LOB", "2B", "3B", "HR", "RBI", "SB", "CS", "SH", "SF", "GIDP",
          "HBP", "WP", "BK", "PB", "IR")
#: Notes that carry the season total to date.
SEASON_TOTALS = ("2B", "3B", "HR")
_HITS = {2: "2B", 3: "3B", 4: "HR"}

SCHEMA = {"game_id": pl.Int64, "label": pl.String, "side": pl.Int64, "player_id": pl.String,
          "batter_id": pl.String, "count": pl.Int64, "first_seq": pl.Int64}


def note_events(plays: pl.LazyFrame) -> pl.LazyFrame:
    """Every noted event, one row each: game_id, seq, label, side, player_id, batter_id and
    count (1, or the RBI on the play)."""
    play = plays.filter(pl.col("kind") == "play").with_columns(
        bat=pl.col("half"), field=1 - pl.col("half"),
        defense=pl.col("defense").str.split(","))

    def batter(flag: pl.Expr, label: str, count: pl.Expr = pl.lit(1)) -> pl.LazyFrame:
        return play.filter(flag).select("game_id", "seq", label=pl.lit(label), side="bat",
                                        player_id="charged_batter", count=count)

    def on_mound(flag: str, label: str) -> pl.LazyFrame:
        return play.filter(pl.col(flag)).select("game_id", "seq", label=pl.lit(label),
                                                side="field", player_id="pitcher")

    events = [batter(pl.col("batter_event") & (pl.col("hit_value") == v), label)
              for v, label in _HITS.items()]
    events += [
        batter(pl.col("batter_event") & (pl.col("rbi") > 0), "RBI", pl.col("rbi")),
        batter(pl.col("sh"), "SH"), batter(pl.col("sf"), "SF"), batter(pl.col("gdp"), "GIDP"),
        play.filter(pl.col("event_type") == 16).select(
            "game_id", "seq", label=pl.lit("HBP"), side="field",
            player_id="charged_pitcher", batter_id="charged_batter"),
        on_mound("wild_pitch", "WP"), on_mound("balk", "BK"),
        play.filter(pl.col("passed_ball")).select(
            "game_id", "seq", label=pl.lit("PB"), side="field",
            player_id=pl.col("defense").list.get(1, null_on_oob=True)),
        play.filter(pl.col("errors") != "")
        .select("game_id", "seq", "field", "defense", pos=pl.col("errors").str.split(","))
        .explode("pos")
        .select("game_id", "seq", label=pl.lit("E"), side="field",
                player_id=pl.col("defense").list.get(pl.col("pos").cast(pl.Int64) - 1,
                                                     null_on_oob=True)),
    ]
    for base in (1, 2, 3):
        for flag, label in (("sb", "SB"), ("cs", "CS")):
            events.append(play.filter(pl.col(f"run{base}_{flag}")).select(
                "game_id", "seq", label=pl.lit(label), side="bat", player_id=f"runner{base}"))
    for flag, label in (("dp", "DP"), ("tp", "TP")):
        events.append(play.filter(pl.col(flag)).select("game_id", "seq", label=pl.lit(label),
                                                       side="field"))
    return (pl.concat(events, how="diagonal_relaxed")
            .with_columns(pl.col("count").fill_null(1).cast(pl.Int64),
                          pl.col("side").cast(pl.Int64)))


def game_notes(plays: pl.LazyFrame) -> pl.LazyFrame:
    """Each game's notes, counted per player (or team) in order of first occurrence."""
    return (note_events(plays)
            .group_by("game_id", "label", "side", "player_id", "batter_id")
            .agg(pl.col("count").sum(), first_seq=pl.col("seq").min())
            .select(*SCHEMA))


def season_to_date(plays: pl.LazyFrame, games: pl.LazyFrame) -> pl.LazyFrame:
    """The season totals through each game for 2B, 3B and HR: game_id, label, player_id,
    season_total. Games are in date order, then in the order they were created; only games
    with a season count, and only the games in these frames."""
    counts = (note_events(plays).filter(pl.col("label").is_in(SEASON_TOTALS))
              .group_by("game_id", "label", "player_id").agg(pl.col("count").sum()))
    season_games = games.filter(pl.col("season").is_not_null()).select("game_id", "season", "date")
    return (counts.join(season_games, on="game_id")
            .sort("date", "game_id", nulls_last=True)
            .with_columns(season_total=pl.col("count").cum_sum()
                          .over("season", "label", "player_id", order_by=["date", "game_id"]))
            .select("game_id", "label", "player_id", "season_total"))


def sort_notes(notes: pl.LazyFrame) -> pl.LazyFrame:
    """Notes in print order: by game, by label as cwbox prints them, then by first occurrence;
    team notes (DP, TP, LOB) visitors first."""
    rank = pl.col("label").replace_strict({label: i for i, label in enumerate(LABELS)},
                                          default=len(LABELS), return_dtype=pl.Int64)
    within = pl.when(pl.col("player_id").is_null()).then("side").otherwise("first_seq")
    return (notes.with_columns(_rank=rank, _within=within)
            .sort("game_id", "_rank", "_within", "player_id", "batter_id", nulls_last=True)
            .drop("_rank", "_within"))
