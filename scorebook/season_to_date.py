"""Each batter's season line before the game on the screen: AVG/OBP/SLG, HR, RBI over the
games of its season stored before it (for the at-bat, tui/widgets/at_bat.py).

Read once when the game screen opens, in a worker (a season of games is read through
stats/load.py, as the stats screen reads it), never at a pitch. "Before" is the order the
season's games are played in: by date, a game without one after those with one, then as
stored — the order stats/load.py reads them in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import polars as pl
from sqlalchemy.engine import Engine

from db.games import game_summary
from stats.batting import PLAYS_COLUMNS, PLAYS_KINDS, batting_lines
from stats.load import load


@dataclass(frozen=True)
class SeasonLine:
    """A batter's season so far; a rate is None without its denominator (no at-bat)."""

    G: int
    AVG: float | None
    OBP: float | None
    SLG: float | None
    HR: int
    RBI: int


@dataclass(frozen=True)
class SeasonToDate:
    """The season lines by player id of the games before this one; `season` is None for a
    game in no season (there is nothing to add it to), `trouble` why the season could not be
    read."""

    season: str | None
    games: int
    lines: dict[str, SeasonLine]
    trouble: str = ""


def season_to_date(engine: Engine, key: str) -> SeasonToDate:
    """The batters' season lines of the games of game `key`'s season played before it."""
    season = game_summary(engine, key).season
    if not season:
        return SeasonToDate(None, 0, {})
    frames = load(engine, season=season, columns=PLAYS_COLUMNS, kinds=PLAYS_KINDS)
    games = frames.games.collect()
    keys = games["key"].to_list()
    before = games.head(keys.index(key)) if key in keys else games
    lines = batting_lines(replace(frames, games=before.lazy()), by_team=False).collect()
    return SeasonToDate(season, before.height, {
        row["player_id"]: SeasonLine(row["G"], row["AVG"], row["OBP"], row["SLG"], row["HR"],
                                     row["RBI"])
        for row in lines.filter(pl.col("G") > 0).iter_rows(named=True)})
