"""League standings: W L T PCT GB RS RA DIFF, streak, last ten, home and away (DESIGN.md §4).

Only final games of the league count: a solo season's games (Bottom of the 9th's Manager's
Challenge, the manager's club against the pitcher deck) are no league games, and their two
sides no teams (`league_games`). A game that ends level (a tie, where the rules allow one) is a T: as in
the major leagues it does not count in PCT = W / (W + L), which is null for a team without a
decision, and it leaves games behind alone.

A table is kept per season, league and division (the teams frame gives league and division; an
empty division means the league has none). Teams are ordered by PCT; teams level on PCT are
ordered by

1. head-to-head: their combined record in the games among the tied teams only (the way the
   majors break a tie among two or more clubs), a tied team with no decision among them
   counting as .500;
2. run difference (DIFF = RS - RA);
3. team code, so that the order is stable.

GB is measured from the first team of its table: ((leader W - W) + (L - leader L)) / 2. It can
be negative when the leader by PCT has played far fewer games.

STRK is the current streak (W3, L1, T1; empty before a team's first final game), L10 the
record over the last ten games (7-3, or 6-3-1 with a tie); HOME and AWAY likewise. Games are
taken in order of date, then game id.
"""

from __future__ import annotations

import polars as pl

#: The standings columns, in order.
COLUMNS = ("season", "league", "division", "team", "W", "L", "T", "PCT", "GB", "RS", "RA",
           "DIFF", "STRK", "L10", "HOME", "AWAY")
#: What makes one table: a season's league, or a division of it.
TABLE = ("season", "league", "division")


def team_results(games: pl.LazyFrame) -> pl.LazyFrame:
    """Each final game twice, once from each team's side: season, game_id, date, team,
    opponent, at_home, RS, RA and the outcome W / L / T (by the game's winning side), in
    order of date then game id."""
    if "winning_side" not in games.collect_schema().names():
        games = games.with_columns(winning_side=pl.lit(None, pl.String))
    final = games.filter(pl.col("status") == "final")
    sides = []
    for side, other, at_home in (("away", "home", False), ("home", "away", True)):
        sides.append(final.select(
            "season", "game_id", "date",
            team=pl.col(side), opponent=pl.col(other), at_home=pl.lit(at_home),
            RS=pl.col(f"{side}_runs"), RA=pl.col(f"{other}_runs"),
            side=pl.lit(side), winning_side=_winning_side()))
    results = pl.concat(sides).with_columns(
        outcome=pl.when(pl.col("winning_side") == "").then(pl.lit("T"))
        .when(pl.col("winning_side") == pl.col("side")).then(pl.lit("W"))
        .otherwise(pl.lit("L"))).drop("side", "winning_side")
    return results.sort(["date", "game_id", "at_home"], nulls_last=True)


def _winning_side() -> pl.Expr:
    """The stored winning side; frames built without it (tests, older callers) fall back on
    the runs. A tie can be a win: Bottom of the 9th's visitors win when the home team never
    scored."""
    by_runs = (pl.when(pl.col("away_runs") > pl.col("home_runs")).then(pl.lit("away"))
               .when(pl.col("home_runs") > pl.col("away_runs")).then(pl.lit("home"))
               .otherwise(pl.lit("")))
    return pl.coalesce(pl.col("winning_side"), by_runs)


def league_games(frames) -> pl.LazyFrame:
    """The games of `frames` (a `stats.load.Frames`) but those of a solo season."""
    solo = frames.solo_games.select("game_id").drop_nulls()
    return frames.games.join(solo, on="game_id", how="anti")


def standings(frames) -> pl.LazyFrame:
    """The standings of every season in `frames` (a `stats.load.Frames`), one row per team,
    sorted by season, league, division and place (see the module docstring)."""
    games = league_games(frames)
    results = team_results(games)
    teams = _season_teams(games, frames.teams)
    records = teams.join(_records(results), on=["season", "team"], how="left",
                         nulls_equal=True)
    records = records.with_columns(
        pl.col("W", "L", "T", "RS", "RA").fill_null(0),
        pl.col("L10", "HOME", "AWAY").fill_null("0-0"),
    ).with_columns(
        PCT=_pct(pl.col("W"), pl.col("L")),
        DIFF=pl.col("RS") - pl.col("RA"),
    )
    ordered = records.join(_head_to_head(results, records), on=["season", "team"], how="left",
                           nulls_equal=True).sort(
        [*TABLE, "PCT", "h2h", "DIFF", "team"],
        descending=[False, False, False, True, True, True, False], nulls_last=True)
    leader_w, leader_l = (pl.col(c).first().over(TABLE) for c in ("W", "L"))
    return ordered.with_columns(
        GB=((leader_w - pl.col("W")) + (pl.col("L") - leader_l)).cast(pl.Float64) / 2,
    ).select(COLUMNS)


def _pct(wins: pl.Expr, losses: pl.Expr) -> pl.Expr:
    """W / (W + L); null without a decision (ties do not count)."""
    decisions = wins + losses
    return pl.when(decisions > 0).then(wins / decisions).otherwise(None)


def _season_teams(games: pl.LazyFrame, teams: pl.LazyFrame) -> pl.LazyFrame:
    """Every team that has a game in a season (even one still in progress), with its league
    and division; an empty division is no division."""
    season_teams = pl.concat([games.select("season", team=pl.col(side))
                              for side in ("away", "home")]).unique()
    return season_teams.join(
        teams.select(team=pl.col("code"), league=pl.col("league"),
                     division=pl.when(pl.col("division") != "").then(pl.col("division"))),
        on="team", how="left")


def _record_text(outcome: pl.Expr) -> pl.Expr:
    """W-L, with -T added when there were ties: "7-3", "6-3-1"."""
    wins, losses, ties = ((outcome == o).sum().cast(pl.Int64).cast(pl.String)
                          for o in ("W", "L", "T"))
    has_ties = (outcome == "T").any()
    return pl.concat_str(wins, pl.lit("-"), losses,
                         pl.when(has_ties).then(pl.concat_str(pl.lit("-"), ties))
                         .otherwise(pl.lit("")))


def _records(results: pl.LazyFrame) -> pl.LazyFrame:
    """Season totals per team; `results` is in game order, which the streak and the last ten
    rely on (group_by keeps the order of rows within a group)."""
    outcome = pl.col("outcome")
    streak = outcome.rle().last()
    return results.group_by("season", "team").agg(
        *[(outcome == o).sum().cast(pl.Int64).alias(o) for o in ("W", "L", "T")],
        pl.col("RS").sum(), pl.col("RA").sum(),
        STRK=pl.concat_str(streak.struct.field("value"),
                           streak.struct.field("len").cast(pl.String)),
        L10=_record_text(outcome.tail(10)),
        HOME=_record_text(outcome.filter(pl.col("at_home"))),
        AWAY=_record_text(outcome.filter(~pl.col("at_home"))),
    )


def _head_to_head(results: pl.LazyFrame, records: pl.LazyFrame) -> pl.LazyFrame:
    """For teams level on PCT in one table: their PCT in the games among themselves (.500
    without a decision there). Teams level with nobody get .500 too; it never matters."""
    level = records.select(*TABLE, "team", pl.col("PCT").fill_null(-1.0).alias("level"))
    theirs = level.rename({"team": "opponent", "level": "opp_level", "season": "opp_season",
                           "league": "opp_league", "division": "opp_division"})
    among = (results.join(level, on=["season", "team"], how="inner", nulls_equal=True)
             .join(theirs, left_on=["season", "opponent"], right_on=["opp_season", "opponent"],
                   how="inner", nulls_equal=True)
             .filter(pl.col("level") == pl.col("opp_level"),
                     pl.col("league").eq_missing(pl.col("opp_league")),
                     pl.col("division").eq_missing(pl.col("opp_division"))))
    h2h = among.group_by("season", "team").agg(
        h2h=_pct((pl.col("outcome") == "W").sum(), (pl.col("outcome") == "L").sum()))
    return records.select("season", "team").join(h2h, on=["season", "team"], how="left",
                                                 nulls_equal=True).with_columns(
        pl.col("h2h").fill_null(0.5))
