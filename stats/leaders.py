"""League leaders: the top ten in the main batting and pitching categories (DESIGN.md §4).

Built from the season lines (`stats.batting.batting_lines`, `stats.pitching.pitching_lines`,
one row per player and team) and nothing else. A rate is only a title when the player played
enough: the majors' qualifiers, taken per team game so a short season or a tabletop league
scales them —

- batters: 3.1 plate appearances per game his team played (Rule 9.22(a));
- pitchers: 1 inning pitched per game his team played (Rule 9.22(b)).

A game is a nine-inning game there; a tabletop game scheduled for fewer innings counts its
share, when the games come with the innings they are scheduled for (`scheduled_innings`, read
from each game's rules by `stats.scheduled_innings`): a three-inning Unlimited Nine game
(or Bottom of the 9th played over three) a third of a game, a Bottom of the 9th game of the 9th
inning alone a ninth — else nobody in a league of short games would ever qualify. A game counts
its scheduled share however long it ran (extra innings, or called early), as the majors count
a game scheduled.

A board is never left out for want of a qualifier: where nobody reaches the bar, the bar is
lowered to the plate appearances (or outs) of the tenth busiest player with a figure, and the
rows say so (`lowered_to`).

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
#: The columns of a leaders frame, in order. `lowered_to` is null where the qualifier held,
#: else the plate appearances (batting) or outs (pitching) the category's bar was lowered to.
COLUMNS = ("category", "rank", "player_id", "player", "team", "value", "lowered_to")


def team_games(games: pl.LazyFrame) -> pl.LazyFrame:
    """team, G: the final games each team played (the qualifiers' measure); where `games`
    has `scheduled_innings`, a game scheduled for fewer than nine innings counts its share."""
    final = games.filter(pl.col("status") == "final")
    if "scheduled_innings" not in final.collect_schema().names():
        return (pl.concat([final.select(team=pl.col("away")), final.select(team=pl.col("home"))])
                .group_by("team").agg(pl.len().cast(pl.Int64).alias("team_G")))
    share = pl.min_horizontal(pl.col("scheduled_innings").fill_null(9), pl.lit(9)) / 9
    sides = [final.select(team=pl.col(side), share=share) for side in ("away", "home")]
    return pl.concat(sides).group_by("team").agg(team_G=pl.col("share").sum())


def batting_leaders(lines: pl.LazyFrame, games: pl.LazyFrame, top: int = TOP) -> pl.LazyFrame:
    """The batting leaders of season lines `lines` (by team) in `games`; see COLUMNS."""
    return _leaders(lines, games, BATTING, "PA", PA_PER_GAME, top)


def pitching_leaders(lines: pl.LazyFrame, games: pl.LazyFrame, top: int = TOP) -> pl.LazyFrame:
    """The pitching leaders of season lines `lines` (by team) in `games`; see COLUMNS."""
    return _leaders(lines, games, PITCHING, "outs", OUTS_PER_GAME, top)


def _leaders(lines: pl.LazyFrame, games: pl.LazyFrame, categories, measure: str,
             per_game: float, top: int) -> pl.LazyFrame:
    # Cached: each category below reads them, and Polars would compute the lines for each.
    with_games = lines.cache().join(team_games(games), on="team", how="left").with_columns(
        pl.col("team_G").fill_null(0))
    tables = []
    for column, ascending, needs_qualifier in categories:
        chosen = with_games.filter(pl.col(column).is_not_null())
        if needs_qualifier:
            chosen = _qualified(chosen, measure, per_game, top)
        else:  # a leader of nothing is not printed
            chosen = chosen.filter(pl.col(column) > 0).with_columns(
                lowered_to=pl.lit(None, pl.Int64))
        value = pl.col(column).cast(pl.Float64)
        rank = (-value if not ascending else value).rank("min").cast(pl.Int64)
        ranked = (chosen.select(category=pl.lit(column), rank=rank, player_id="player_id",
                                player="player", team="team", value=value,
                                lowered_to="lowered_to")
                  .filter(pl.col("rank") <= top)
                  .with_columns(tied=pl.len().over("rank")))
        fits = pl.col("rank") + pl.col("tied") - 1 <= top
        crowd = (ranked.filter(~fits).group_by("category", "rank", "value", "lowered_to")
                 .agg(pl.len().alias("tied"))
                 .select("category", "rank", player_id=pl.lit(None, pl.String),
                         player=pl.format("{} tied", "tied"), team=pl.lit(""), value="value",
                         lowered_to="lowered_to"))
        tables.append(pl.concat([ranked.filter(fits).drop("tied"), crowd])
                      .sort("rank", "player", "player_id", "team", nulls_last=True))
    if not tables:
        return pl.LazyFrame(schema={c: pl.String for c in COLUMNS})
    return pl.concat(tables).select(COLUMNS)


def _qualified(chosen: pl.LazyFrame, measure: str, per_game: float,
               top: int) -> pl.LazyFrame:
    """The players of `chosen` who reach the bar, `per_game` of `measure` a team game
    (`lowered_to` null); or, when none does, those who reach the lowered bar, the `measure`
    of the tenth busiest player (of the last, when fewer), which `lowered_to` gives."""
    reach = pl.col(measure) >= per_game * pl.col("team_G")
    lowered = pl.col(measure).sort(descending=True).head(top).min()
    bar = pl.when(reach.any()).then(None).otherwise(lowered).cast(pl.Int64)
    return chosen.with_columns(lowered_to=bar).filter(
        pl.when(pl.col("lowered_to").is_null()).then(reach)
        .otherwise(pl.col(measure) >= pl.col("lowered_to")))
