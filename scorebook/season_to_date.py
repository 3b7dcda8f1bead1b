"""Each batter's season line before the game on the screen: AVG/OBP/SLG, HR, RBI over the
games of its season stored before it (for the at-bat, tui/widgets/at_bat.py).

Read once when the game screen opens, in a worker (a season of games is read through
stats/load.py, as the stats screen reads it), never at a pitch. "Before" is by date, and in
the order stored on the same day or when a game has no date.
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


def played_before(game: dict, this: dict) -> bool:
    """Whether `game` (a row of the games frame) was played before `this`: by date, the
    order stored on the same day — or when either has no date (a simulated season)."""
    if game["date"] is None or this["date"] is None or game["date"] == this["date"]:
        return game["game_id"] < this["game_id"]
    return game["date"] < this["date"]


def season_to_date(engine: Engine, key: str) -> SeasonToDate:
    """The batters' season lines of the games of game `key`'s season played before it."""
    season = game_summary(engine, key).season
    if not season:
        return SeasonToDate(None, 0, {})
    frames = load(engine, season=season, columns=PLAYS_COLUMNS, kinds=PLAYS_KINDS)
    games = frames.games.collect()
    this = games.filter(pl.col("key") == key).row(0, named=True)
    ids = [game["game_id"] for game in games.iter_rows(named=True) if played_before(game, this)]
    before = games.filter(pl.col("game_id").is_in(ids))
    lines = batting_lines(replace(frames, games=before.lazy()), by_team=False).collect()
    return SeasonToDate(season, before.height, {
        row["player_id"]: SeasonLine(row["G"], row["AVG"], row["OBP"], row["SLG"], row["HR"],
                                     row["RBI"])
        for row in lines.filter(pl.col("G") > 0).iter_rows(named=True)})
