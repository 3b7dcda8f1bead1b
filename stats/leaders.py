"""League leaders: the top ten in the main batting and pitching categories (DESIGN.md §4).

Built from the season lines (`stats.batting.batting_lines`, `stats.pitching.pitching_lines`,
one row per player and team) and nothing else. A rate is only a title when the player played
enough: the majors' qualifiers, taken per team game so a short season or a tabletop league
scales them —

- batters: 3.1 plate appearances per game his team played (Rule 9.22(a));
- pitchers: 1 inning pitched per game his team played (Rule 9.22(b)).

A game is a nine-inning game there; a tabletop game of fewer innings counts its share, when the
games come with the innings they were played over (`innings_played`): a three-inning Unlimited
Nine game a third of a game, a Bottom of the 9th game a ninth — else nobody in a league of
short games would ever qualify. Extra innings count as nine.

Counting categories (HR, RBI, W, SV, …) need no qualifier, but a count of zero leads nothing.
Ties share a rank and are listed by player name, then id, so the table is stable. Players tied
on a value that would run the list past ten are printed the newspaper way, as one line
("14 tied", no player id) in their rank.
"""

from __future__ import annotations

import polars as pl

#: Batting categories in print order: (column, lower is better?, needs the qualifier?).
BATTING = (("AVG", False, True), ("OBP", False, True), ("SLG", False, True),
           ("HR", False, False), ("RBI", False, False), ("R", False, False),
           ("H", False, False), ("SB", False, False))
#: Pitching categories in print order.
PITCHING = (("ERA", True, True), ("W", False, False), ("SV", False, False),
            ("SO", False, False), ("WHIP", True, True))
#: The qualifiers per team game (Rule 9.22): plate appearances, and outs (1 IP = 3 outs).
PA_PER_GAME = 3.1
OUTS_PER_GAME = 3
TOP = 10
#: The columns of a leaders frame, in order.
COLUMNS = ("category", "rank", "player_id", "player", "team", "value")


#: The plays columns `innings_played` reads.
INNINGS_COLUMNS = ("game_id", "kind", "inning")


def innings_played(plays: pl.LazyFrame, pitches: pl.LazyFrame | None = None) -> pl.LazyFrame:
    """game_id, played_innings: the innings each game has pitches or plays in, for
    `team_games`; the pitches are those of `plays`, or their summary `pitches` where it was
    read (`stats.pitches`)."""
    kinds = ["pitch", "play"] if pitches is None else ["play"]
    rows = plays.filter(pl.col("kind").is_in(kinds)).select("game_id", "inning")
    if pitches is not None:
        rows = pl.concat([rows, pitches.select("game_id", "inning")])
    return (rows.group_by("game_id")
            .agg(played_innings=pl.col("inning").n_unique().cast(pl.Int64)))


def team_games(games: pl.LazyFrame) -> pl.LazyFrame:
    """team, G: the final games each team played (the qualifiers' measure); where `games`
    has `played_innings`, a game shorter than nine innings counts its innings' share."""
    final = games.filter(pl.col("status") == "final")
    if "played_innings" not in final.collect_schema().names():
        return (pl.concat([final.select(team=pl.col("away")), final.select(team=pl.col("home"))])
                .group_by("team").agg(pl.len().cast(pl.Int64).alias("team_G")))
    share = pl.min_horizontal(pl.col("played_innings").fill_null(9), pl.lit(9)) / 9
    sides = [final.select(team=pl.col(side), share=share) for side in ("away", "home")]
    return pl.concat(sides).group_by("team").agg(team_G=pl.col("share").sum())


def batting_leaders(lines: pl.LazyFrame, games: pl.LazyFrame, top: int = TOP) -> pl.LazyFrame:
    """The batting leaders of season lines `lines` (by team) in `games`; see COLUMNS."""
    qualified = pl.col("PA") >= PA_PER_GAME * pl.col("team_G")
    return _leaders(lines, games, BATTING, qualified, top)


def pitching_leaders(lines: pl.LazyFrame, games: pl.LazyFrame, top: int = TOP) -> pl.LazyFrame:
    """The pitching leaders of season lines `lines` (by team) in `games`; see COLUMNS."""
    qualified = pl.col("outs") >= OUTS_PER_GAME * pl.col("team_G")
    return _leaders(lines, games, PITCHING, qualified, top)


def _leaders(lines: pl.LazyFrame, games: pl.LazyFrame, categories, qualified: pl.Expr,
             top: int) -> pl.LazyFrame:
    # Cached: each category below reads them, and Polars would compute the lines for each.
    with_games = lines.cache().join(team_games(games), on="team", how="left").with_columns(
        pl.col("team_G").fill_null(0))
    tables = []
    for column, ascending, needs_qualifier in categories:
        chosen = with_games.filter(pl.col(column).is_not_null())
        if needs_qualifier:
            chosen = chosen.filter(qualified)
        else:
            chosen = chosen.filter(pl.col(column) > 0)  # a leader of nothing is not printed
        value = pl.col(column).cast(pl.Float64)
        rank = (-value if not ascending else value).rank("min").cast(pl.Int64)
        ranked = (chosen.select(category=pl.lit(column), rank=rank, player_id="player_id",
                                player="player", team="team", value=value)
                  .filter(pl.col("rank") <= top)
                  .with_columns(tied=pl.len().over("rank")))
        fits = pl.col("rank") + pl.col("tied") - 1 <= top
        crowd = (ranked.filter(~fits).group_by("category", "rank", "value")
                 .agg(pl.len().alias("tied"))
                 .select("category", "rank", player_id=pl.lit(None, pl.String),
                         player=pl.format("{} tied", "tied"), team=pl.lit(""), value="value"))
        tables.append(pl.concat([ranked.filter(fits).drop("tied"), crowd])
                      .sort("rank", "player", "player_id", "team", nulls_last=True))
    if not tables:
        return pl.LazyFrame(schema={c: pl.String for c in COLUMNS})
    return pl.concat(tables).select(COLUMNS)
