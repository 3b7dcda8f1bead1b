"""Box scores of many games at once, as lazy frames (DESIGN.md §4).

`box_scores(frames)` builds every box score of the games in `frames` in one pass: each part is
one frame keyed by `game_id` (and `side`: 0 visitors, 1 home), never one query per game. The
players' numbers come from `stats.lines`, so a season's line is the sum of its box-score lines.
Rendering is elsewhere: `stats.box.dicts` (JSON, CSV) and `stats.box.text` (newspaper text).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import polars as pl

from stats.box.lineup import batting_order, names
from stats.box.notes import game_notes, season_to_date, sort_notes
from stats.box.pitching import inherited_runners, pitched_to, pitchers_in_order
from stats.box.proof import box_score_proof
from stats.box.to_date import batting_to_date, pitching_to_date
from stats.lines import batting_by_game, innings_pitched, pitching_by_game
from stats.linescore import SIDES, game_end, game_start, runs_by_inning, team_totals
from stats.load import Frames
from stats.pitches import pitches_of

#: The columns of a batting line, and of the team totals under them.
BATTING = ("AB", "R", "H", "RBI", "BB", "SO", "LOB")
#: The columns of a pitching line.
PITCHING = ("IP", "H", "R", "ER", "BB", "SO", "HR", "BF", "pitches", "strikes")

#: The plays columns box scores are computed from, the pitches read summed up: all
#: `stats.load.load` needs to read (tests/stats/test_plays_columns.py keeps this list exact).
PLAYS_COLUMNS = ("game_id", "seq", "kind", "inning", "half", "away_score", "home_score", "batter",
                 "pitcher", "charged_batter", "charged_pitcher", "runner1", "runner2", "runner3",
                 "text", "event_type", "batter_event", "at_bat", "hit_value", "sh", "sf",
                 "gdp", "dp", "tp", "outs_on_play", "runs", "rbi", "batter_dest", "run1_dest",
                 "run2_dest", "run3_dest", "run1_sb", "run2_sb", "run3_sb", "run1_cs", "run2_cs",
                 "run3_cs", "errors", "defense", "wild_pitch", "passed_ball", "balk", "scorers",
                 "outs_after", "end_of_half", "left_on_base", "team", "player", "name", "slot",
                 "position", "replaced", "role")

_KEY = ["game_id", "side", "player_id"]


@dataclass(frozen=True)
class BoxScores:
    """The parts of the box scores of a set of games, each a lazy frame keyed by game_id."""

    games: pl.LazyFrame  # one row per game: who, when, status, how it began and ended, W/L/S,
    # time and attendance where known, and who scored it at the table
    linescore: pl.LazyFrame  # game_id side inning runs cell
    teams: pl.LazyFrame  # game_id side team name before R H E LOB
    batting: pl.LazyFrame  # game_id side slot order player_id name pos AB R H RBI BB SO LOB AVG
    batting_totals: pl.LazyFrame  # game_id side AB R H RBI BB SO LOB
    pitching: pl.LazyFrame  # game_id side order player_id name decision IP outs H R ER … ERA
    notes: pl.LazyFrame  # game_id label side team player_id name batter_id batter_name count …
    proof: pl.LazyFrame  # game_id side, the counts of Rule 9.03(c), balances, explain


def box_scores(frames: Frames, only: Sequence[int] | None = None) -> BoxScores:
    """The box scores of the games in `frames` (or of the game ids in `only`; the other games
    then count only for the season totals in the notes)."""
    games, plays, lineups = frames.games, frames.plays, frames.lineups
    pitches = pitches_of(frames)  # summed once, for every part that counts pitches
    every_pitch = pitches  # for the season to date
    if only is not None:
        keep = pl.col("game_id").is_in(list(only))
        games, plays, lineups = games.filter(keep), plays.filter(keep), lineups.filter(keep)
        pitches = pitches.filter(keep)
    who = names(frames.players, frames.plays)
    teams = team_totals(plays, games, pitches).join(
        frames.teams.select(team="code", name="name"), on="team", how="left").with_columns(
        name=pl.when(pl.col("name").is_null() | (pl.col("name") == "")).then("team")
        .otherwise("name"))
    # Each player's lines are computed once, for every part that shows them.
    batting, pitching = batting_by_game(plays, lineups), pitching_by_game(plays, pitches)
    # Season to date counts every game of the frames, the chosen ones or not.
    season_batting, season_pitching = (batting, pitching) if only is None else (
        batting_by_game(frames.plays), pitching_by_game(frames.plays, every_pitch))
    order = pitchers_in_order(lineups, plays, pitching)
    return BoxScores(
        games=_games(games.join(frames.facts, on="game_id", how="left"), plays, pitches),
        linescore=runs_by_inning(plays, games, pitches),
        teams=teams.select("game_id", "side", "team", "name", "before", "R", "H", "E", "LOB")
        .sort("game_id", "side"),
        batting=_batting(lineups, plays, who, batting).join(
            batting_to_date(frames.games, season_batting), on=_KEY, how="left",
            maintain_order="left"),
        batting_totals=_batting_totals(plays, games, batting),
        pitching=_pitching(plays, games, order, who, pitching).join(
            pitching_to_date(frames.games, season_pitching), on=_KEY, how="left",
            maintain_order="left"),
        notes=_notes(plays, frames, games, teams, who),
        proof=box_score_proof(plays, games, pitches),
    )


def _games(games: pl.LazyFrame, plays: pl.LazyFrame, pitches: pl.LazyFrame) -> pl.LazyFrame:
    return (games.join(game_start(plays, pitches), on="game_id", how="left")
            .join(game_end(plays), on="game_id", how="left")
            .select("game_id", "key", "system", "date", "season", "series", "away", "home",
                    "away_runs", "home_runs", "innings", "status", "winning_side", "winner",
                    "loser", "save", "start_inning", "start_half", "away_before", "home_before",
                    "outs_at_end", "walk_off", "called", "time_of_game", "attendance",
                    "scorers")
            .sort("date", "game_id", nulls_last=True))


def _batting(lineups: pl.LazyFrame, plays: pl.LazyFrame, who: pl.LazyFrame,
             lines: pl.LazyFrame) -> pl.LazyFrame:
    """Batting lines (`lines`, of `batting_by_game`) in batting order. A player who batted without being in the order (which
    the engine should not allow) is put after the ninth slot rather than dropped, so the team
    totals still add up."""
    key = ["game_id", "side", "player_id"]
    order = batting_order(lineups, plays)
    strays = (lines.filter(pl.col("PA") > 0).join(order, on=key, how="anti")
              .select(*key, slot=pl.lit(99, pl.Int64), order=pl.lit(0, pl.Int64),
                      entered=pl.lit(None, pl.Int64), pos=pl.lit("")))
    return (pl.concat([order, strays], how="diagonal_relaxed")
            .join(lines, on=key, how="left")
            .join(who, on="player_id", how="left")
            .with_columns(pl.col(c).fill_null(0) for c in BATTING)
            .with_columns(name=pl.col("name").fill_null(pl.col("player_id")))
            .select("game_id", "side", "slot", "order", "player_id", "name", "pos", *BATTING)
            .sort("game_id", "side", "slot", "order"))


def _batting_totals(plays: pl.LazyFrame, games: pl.LazyFrame,
                    lines: pl.LazyFrame) -> pl.LazyFrame:
    """Team batting totals counted from the rows themselves, not from the players' lines (the
    identity "totals = sum of the lines" then checks the lines). LOB is the sum of the
    individual figures, as in a newspaper box; the team's LOB is in the line score."""
    play = plays.filter(pl.col("kind") == "play")
    batters = play.filter(pl.col("batter_event"))
    counted = batters.group_by("game_id", pl.col("half").alias("side")).agg(
        AB=pl.col("at_bat").sum(), H=(pl.col("hit_value") > 0).sum(), RBI=pl.col("rbi").sum(),
        BB=pl.col("event_type").is_in([14, 15]).sum(), SO=(pl.col("event_type") == 3).sum())
    runs = play.group_by("game_id", pl.col("half").alias("side")).agg(R=pl.col("runs").sum())
    lob = lines.group_by("game_id", "side").agg(pl.col("LOB").sum())
    sides = games.select("game_id").join(SIDES, how="cross")
    return (sides.join(counted, on=["game_id", "side"], how="left")
            .join(runs, on=["game_id", "side"], how="left")
            .join(lob, on=["game_id", "side"], how="left")
            .with_columns(pl.col(c).fill_null(0).cast(pl.Int64) for c in BATTING)
            .select("game_id", "side", *BATTING)
            .sort("game_id", "side"))


def _pitching(plays: pl.LazyFrame, games: pl.LazyFrame, order: pl.LazyFrame,
              who: pl.LazyFrame, lines: pl.LazyFrame) -> pl.LazyFrame:
    key = ["game_id", "side", "player_id"]
    counts = ("outs", "BF", "H", "R", "ER", "HR", "BB", "SO")
    decided = pl.concat([games.select("game_id", player_id=c, decision=pl.lit(d))
                         for c, d in (("winner", "W"), ("loser", "L"), ("save", "S"))])
    decided = decided.filter(pl.col("player_id").is_not_null() & (pl.col("player_id") != ""))
    return (order.join(lines, on=key, how="left")
            .join(decided, on=["game_id", "player_id"], how="left")
            .join(pitched_to(plays, order), on=key, how="left")
            .join(who, on="player_id", how="left")
            .with_columns(pl.col(c).fill_null(0) for c in counts)
            .with_columns(IP=innings_pitched(pl.col("outs")),
                          name=pl.col("name").fill_null(pl.col("player_id")))
            .select("game_id", "side", "order", "player_id", "name", "decision", "IP", "outs",
                    "H", "R", "ER", "BB", "SO", "HR", "BF", "pitches", "strikes", "pitched_to",
                    "pitched_to_inning")
            .sort("game_id", "side", "order"))


def _notes(plays: pl.LazyFrame, frames: Frames, games: pl.LazyFrame, teams: pl.LazyFrame,
           who: pl.LazyFrame) -> pl.LazyFrame:
    """The notes, plus each team's LOB and relievers' inherited runners (label IR: count
    inherited, scored of them)."""
    lob = teams.select("game_id", label=pl.lit("LOB"), side="side", count="LOB")
    inherited = inherited_runners(plays).select(
        "game_id", label=pl.lit("IR"), side="side", player_id="player_id", count="inherited",
        scored="scored", first_seq="entered")
    totals = season_to_date(frames.plays, frames.games)
    batter_names = who.select(batter_id="player_id", batter_name="name")
    return sort_notes(
        pl.concat([game_notes(plays), lob, inherited], how="diagonal_relaxed")
        .join(totals, on=["game_id", "label", "player_id"], how="left")
        .join(teams.select("game_id", "side", "team"), on=["game_id", "side"], how="left")
        .join(who, on="player_id", how="left")
        .join(batter_names, on="batter_id", how="left")
        .with_columns(name=pl.when(pl.col("player_id").is_not_null())
                      .then(pl.col("name").fill_null(pl.col("player_id"))))
        .select("game_id", "label", "side", "team", "player_id", "name", "batter_id",
                "batter_name", "count", "season_total", "scored", "first_seq"))
