"""Per-game batting and pitching lines, computed from the derived `plays` rows.

One row per (game_id, side, player_id); `side` is 0 for the visitors and 1 for the home team.
Attribution follows Rule 9 and Chadwick's `cwbox`: batting stats go to the charged batter
(Rule 9.15(b)), pitching stats to the charged pitcher (Rule 9.16(h)), a run to the runner who
scored it and, with its earned status, to the pitcher responsible for him (Rule 9.16(g)).
Stolen bases and caught stealing go to the runner; outs (for innings pitched) and wild
pitches to the pitcher who was in the game.

Both functions take the plays frame of any number of games and return lazy frames; the season
lines and the box scores are built on them.
"""

from __future__ import annotations

import polars as pl

from engine.core.events import EventType
from stats.pitches import summary

KEY = ("game_id", "side", "player_id")

#: The counting columns of `batting_by_game`, in order.
BATTING_COUNTS = ("PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB", "SO", "HBP", "SH",
                  "SF", "CI", "SB", "CS", "GDP", "LOB")
#: The counting columns of `pitching_by_game`, in order.
PITCHING_COUNTS = ("outs", "BF", "H", "R", "ER", "HR", "BB", "IBB", "SO", "HBP", "WP", "BK")

_WALKS = (int(EventType.WALK), int(EventType.INTENTIONAL_WALK))
_BASES = (1, 2, 3)


def innings_pitched(outs: pl.Expr) -> pl.Expr:
    """Innings pitched as a scorekeeper writes them: 19 outs → "6.1", 20 → "6.2", 21 → "7.0"."""
    return pl.format("{}.{}", outs // 3, outs % 3)


def innings(outs: pl.Expr) -> pl.Expr:
    """Innings pitched as a number for rates (19 outs → 6.333…)."""
    return outs / 3


def batting_by_game(plays: pl.LazyFrame, lineups: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """Each player's batting line in each game: PA AB R H 2B 3B HR RBI BB IBB SO HBP SH SF CI
    SB CS GDP LOB.

    A row is given to everyone who appeared for the team: batted (as the batter or the charged
    batter), ran, scored, played the field (the `defense` column), came in or went out in a
    substitution, or — when `lineups` is given — was in the starting lineup (which matters only
    for a game that has not started).

    LOB is the individual figure of newspaper box scores: when the batter is put out on his own
    plate appearance (a sacrifice too), the runners who were on base before the play and are
    still on base after it. Team LOB is not the sum of it: runners stranded after a caught
    stealing, or by a batter who reached on a fielder's choice, are nobody's.
    """
    play = plays.filter(pl.col("kind") == "play").with_columns(side=pl.col("half"))
    batter_events = play.filter(pl.col("batter_event")).select(
        "game_id", "side", pl.col("charged_batter").alias("player_id"),
        PA=pl.lit(1),
        AB=pl.col("at_bat").cast(pl.Int64),
        **{"2B": (pl.col("hit_value") == 2).cast(pl.Int64),
           "3B": (pl.col("hit_value") == 3).cast(pl.Int64)},
        RBI=pl.col("rbi"),
        **_plate_appearance_outcomes(),
        SH=pl.col("sh").cast(pl.Int64),
        SF=pl.col("sf").cast(pl.Int64),
        CI=(pl.col("event_type") == EventType.INTERFERENCE).cast(pl.Int64),
        GDP=pl.col("gdp").cast(pl.Int64),
        LOB=_left_on_base_by_batter(),
    )
    runs = _scorers(play).select("game_id", "side", pl.col("runner").alias("player_id"), R=pl.lit(1))
    running = pl.concat([
        play.select("game_id", "side", pl.col(f"runner{b}").alias("player_id"),
                    SB=pl.col(f"run{b}_sb").cast(pl.Int64), CS=pl.col(f"run{b}_cs").cast(pl.Int64))
        for b in _BASES]).filter(pl.col("player_id") != "")
    counts = pl.concat([batter_events, runs, running], how="diagonal")
    totals = counts.group_by(KEY).agg(pl.col(c).sum() for c in BATTING_COUNTS)
    return (_batting_appearances(plays, play, lineups)
            .join(totals, on=KEY, how="left")
            .with_columns(pl.col(c).fill_null(0).cast(pl.Int64) for c in BATTING_COUNTS)
            .select(*KEY, *BATTING_COUNTS)
            .sort(KEY))


def pitching_by_game(plays: pl.LazyFrame, pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """Each pitcher's line in each game: outs BF H R ER HR BB IBB SO HBP WP BK pitches strikes,
    `first_seq` (the first row he pitched, for order of appearance) and GS.

    Outs go to the pitcher in the game when they were made, everything the batter did to the
    charged pitcher, each run to the pitcher responsible for the runner (earned when its
    destination code is 4, or 6: unearned for the team but earned for the pitcher, Rule
    9.16(i)). `pitches` and `strikes` count pitch rows as cwbox does; they are null for a game
    with no pitch rows (a system that does not record pitches). GS is 1 for the pitcher of his
    team's first defensive row. The pitches are counted from their summary (`stats.pitches`):
    `pitches` where it was read, else summed from the pitch rows of `plays`.
    """
    play = plays.filter(pl.col("kind") == "play").with_columns(side=1 - pl.col("half"))
    batter_events = play.filter(pl.col("batter_event")).select(
        "game_id", "side", pl.col("charged_pitcher").alias("player_id"),
        BF=pl.lit(1),
        **_plate_appearance_outcomes(),
    )
    on_the_mound = play.select(
        "game_id", "side", pl.col("pitcher").alias("player_id"),
        outs=pl.col("outs_on_play"),
        WP=pl.col("wild_pitch").cast(pl.Int64),
        BK=pl.col("balk").cast(pl.Int64),
    )
    runs = _scorers(play.with_columns(side=pl.col("half"))).select(
        "game_id", (1 - pl.col("side")).alias("side"), pl.col("responsible").alias("player_id"),
        "seq", R=pl.lit(1), ER=pl.col("dest").is_in([4, 6]).cast(pl.Int64))
    counts = pl.concat([batter_events, on_the_mound, runs.drop("seq")], how="diagonal")
    totals = counts.group_by(KEY).agg(pl.col(c).sum() for c in PITCHING_COUNTS)

    pitches = summary(plays, pitches)
    pitches = pitches.with_columns(side=1 - pl.col("half"))
    thrown = pitches.group_by("game_id", "side", pl.col("pitcher").alias("player_id")).agg(
        pitches=pl.col("thrown").sum(), strikes=pl.col("strikes").sum(), seq=pl.col("seq").min())
    # The charged pitcher of a pitch is the pitcher of an earlier one, save where his pitches
    # went unrecorded: his first appearance may be there.
    charged = pitches.filter(pl.col("charged_pitcher") != pl.col("pitcher")).select(
        "game_id", "side", pl.col("charged_pitcher").alias("player_id"), "seq")
    games_with_pitches = thrown.select("game_id").unique().with_columns(_pitched=pl.lit(True))
    pitched = pl.concat([
        *(play.select("game_id", "side", pl.col(c).alias("player_id"), "seq")
          for c in ("pitcher", "charged_pitcher")),
        thrown.select(*KEY, "seq"), charged])
    # The pitcher of the team's first defensive row, a pitch or a play.
    starters = (pl.concat([play.select("game_id", "side", pl.col("pitcher").alias("player_id"),
                                       "seq"),
                           thrown.select(*KEY, "seq")])
                .group_by("game_id", "side").agg(pl.col("player_id").sort_by("seq").first())
                .with_columns(GS=pl.lit(1)))

    return (_pitching_appearances(plays, pitched, runs)
            .join(totals, on=KEY, how="left")
            .with_columns(pl.col(c).fill_null(0).cast(pl.Int64) for c in PITCHING_COUNTS)
            .join(thrown.select(*KEY, "pitches", "strikes"), on=KEY, how="left")
            .join(games_with_pitches, on="game_id", how="left")
            .with_columns(pl.when(pl.col("_pitched")).then(pl.col(c).fill_null(0)).cast(pl.Int64)
                          for c in ("pitches", "strikes"))
            .join(starters, on=KEY, how="left")
            .with_columns(pl.col("GS").fill_null(0).cast(pl.Int64))
            .select(*KEY, *PITCHING_COUNTS, "pitches", "strikes", "first_seq", "GS")
            .sort("game_id", "side", "first_seq", "player_id"))


def _plate_appearance_outcomes() -> dict[str, pl.Expr]:
    """What a plate appearance ended in, counted alike for the batter and the pitcher."""
    event = pl.col("event_type")
    return {"H": (pl.col("hit_value") > 0).cast(pl.Int64),
            "HR": (pl.col("hit_value") == 4).cast(pl.Int64),
            "BB": event.is_in(_WALKS).cast(pl.Int64),
            "IBB": (event == EventType.INTENTIONAL_WALK).cast(pl.Int64),
            "SO": (event == EventType.STRIKEOUT).cast(pl.Int64),
            "HBP": (event == EventType.HIT_BY_PITCH).cast(pl.Int64)}


def _left_on_base_by_batter() -> pl.Expr:
    """Runners on base before the play and still there after it, when the batter was put out."""
    stranded = pl.sum_horizontal(
        ((pl.col(f"runner{b}") != "") & pl.col(f"run{b}_dest").is_between(1, 3)).cast(pl.Int64)
        for b in _BASES)
    return pl.when(pl.col("batter_dest") == 0).then(stranded).otherwise(0)


def _scorers(play: pl.LazyFrame) -> pl.LazyFrame:
    """One row per run scored: game_id, side (the batting side), runner, responsible, dest."""
    return (play.filter(pl.col("scorers") != "")
            .select("game_id", "side", "seq", run=pl.col("scorers").str.split(";"))
            .explode("run")
            .with_columns(pl.col("run").str.split_exact(":", 2)
                          .struct.rename_fields(["runner", "responsible", "dest"]))
            .unnest("run")
            .with_columns(pl.col("dest").cast(pl.Int64)))


def _batting_appearances(plays: pl.LazyFrame, play: pl.LazyFrame,
                         lineups: pl.LazyFrame | None) -> pl.LazyFrame:
    """Every (game, side, player) who had a place in the batting order: batted, ran, scored,
    played the field, came in or started — but not a pitcher who never left slot 0 (the one
    who does not bat, with the DH): like the newspapers, his batting line has no game."""
    who = [play.select("game_id", "side", pl.col(c).alias("player_id"))
           for c in ("batter", "charged_batter", "runner1", "runner2", "runner3")]
    who.append(_scorers(play).select("game_id", "side", pl.col("runner").alias("player_id")))
    subs = plays.filter(pl.col("kind") == "sub").rename({"team": "side"})
    entered = [subs.select("game_id", "side", pl.col(c).alias("player_id"), "slot")
               for c in ("player", "replaced")]
    if lineups is not None:
        entered.append(lineups.select("game_id", "side", "player_id", "slot"))
    entered = pl.concat(entered)
    who.append(entered.filter(pl.col("slot") != 0).drop("slot"))
    batted = pl.concat(who).filter(pl.col("player_id") != "").unique()
    # Everyone who played the field (the DH-game pitcher is kept out below).
    fielded = (play.select("game_id", (1 - pl.col("side")).alias("side"), "defense").unique()
               .select("game_id", "side", pl.col("defense").str.split(",").alias("player_id"))
               .explode("player_id"))
    slot_zero = (entered.filter(pl.col("slot") == 0).drop("slot").unique()
                 .join(batted, on=KEY, how="anti"))
    return (pl.concat([batted, fielded.join(slot_zero, on=KEY, how="anti")])
            .filter(pl.col("player_id") != "").unique())


def _pitching_appearances(plays: pl.LazyFrame, pitched: pl.LazyFrame,
                          runs: pl.LazyFrame) -> pl.LazyFrame:
    """Every (game, side, pitcher) with the first row he pitched: the pitcher or charged pitcher
    of a pitch or play row (`pitched`: game_id, side, player_id, seq), a player who came in to pitch (a sub row at position 1) even if the game ended
    before he threw, and — so that no run is lost — a pitcher charged with a run."""
    came_in = plays.filter(pl.col("kind") == "sub", pl.col("position") == 1).select(
        "game_id", pl.col("team").alias("side"), pl.col("player").alias("player_id"), "seq")
    charged = runs.select("game_id", "side", "player_id", "seq")
    return (pl.concat([pitched, came_in, charged]).filter(pl.col("player_id") != "")
            .group_by(KEY).agg(first_seq=pl.col("seq").min()))
