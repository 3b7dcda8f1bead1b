"""The standings and series tables as `scorebook standings|series` and the app's standings
screen show them: one block per season, league and division, PCT as .667, GB as "-" for the
leader. Plain functions, no command line: the CLI and the app both call them.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import groupby

import polars as pl
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.models import Game, Season
from stats.load import Frames, load
from stats.series import COLUMNS as SERIES_COLUMNS
from stats.series import series_table
from stats.standings import COLUMNS as STANDINGS_COLUMNS
from stats.standings import TABLE, standings

#: The columns of a standings block in the text table (the block's title gives the rest).
STANDINGS_TABLE = STANDINGS_COLUMNS[len(TABLE):]
#: The series columns in the text table; CSV and JSON add team_a, team_b, leader, clinched and
#: eliminated.
SERIES_TABLE = ("series", "season", "best_of", "team_a", "wins_a", "team_b", "wins_b", "status",
                "games_left", "next_home")

__all__ = ["SERIES_COLUMNS", "STANDINGS_COLUMNS", "SERIES_TABLE", "STANDINGS_TABLE",
           "league_frames", "standings_rows", "standings_groups", "standings_blocks",
           "series_rows", "season_names"]


def league_frames(engine: Engine, season: str | None = None) -> Frames:
    """The frames standings and series are computed from: the games, and no plays rows (a
    season's would take a second and most of a gigabyte to read, for nothing)."""
    return load(engine, season=season, columns=("game_id",), kinds=())


def standings_rows(frames: Frames) -> list[dict]:
    """Every standings column with plain values: PCT to three places, GB a number."""
    return standings(frames).with_columns(pl.col("PCT").round(3)).collect().to_dicts()


def standings_groups(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    """`standings_rows` split into one (title, rows) table per season, league and division
    ("2024 American East"); the values stay plain."""
    return [(" ".join(str(part) for part in key if part), list(group))
            for key, group in groupby(rows, key=lambda row: tuple(row[c] for c in TABLE))]


def standings_blocks(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    """`standings_groups` as the newspaper prints them: PCT as .667 and GB as "-" for the
    leader."""
    return [(title, [{**row, "PCT": pct(row["PCT"]), "GB": games_behind(row["GB"])}
                     for row in group])
            for title, group in standings_groups(rows)]


def series_rows(frames: Frames, season: str | None = None) -> list[dict]:
    """Every series (of `season`, when given), one dict per series with all its columns."""
    if season is not None:
        frames = replace(frames, series=frames.series.filter(pl.col("season") == season))
    return series_table(frames).collect().to_dicts()


def season_names(engine: Engine) -> list[str]:
    """The names of the seasons that have games, in the order they were played: by the date
    of their latest game (undated games first), then by when that game was stored."""
    games, seasons = Game.__table__, Season.__table__
    query = (sa.select(seasons.c.name)
             .select_from(seasons.join(games, games.c.season_id == seasons.c.id))
             .group_by(seasons.c.name)
             .order_by(sa.func.max(games.c.date).asc().nulls_first(), sa.func.max(games.c.id)))
    with engine.connect() as db:
        return list(db.scalars(query))


def pct(value: float | None) -> str:
    """.667, 1.000; empty without a decision."""
    if value is None:
        return ""
    return f"{value:.3f}".removeprefix("0")


def games_behind(value: float) -> str:
    """"-" level with the leader, 2.5 behind, +1.0 ahead (a leader by PCT with fewer games)."""
    if value == 0:
        return "-"
    return f"{value:.1f}" if value > 0 else f"+{-value:.1f}"
