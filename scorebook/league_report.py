"""The league report's games and pages: standings, series and leaders of the games chosen (a
season, a range of dates, or both), then every box score among them, as PDF bytes. Plain
functions, no command line: `scorebook report` and the app's export screen call them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace
from typing import Callable

import polars as pl
from sqlalchemy.engine import Engine

from engine.core.errors import ScorebookError, quoted
from exports.report_pdf import report_pdf
from stats.batting import PLAYS_COLUMNS as BATTING_COLUMNS
from stats.batting import batting_lines
from stats.box.scores import PLAYS_COLUMNS as BOX_COLUMNS
from stats.box.scores import BoxScores, box_scores
from stats.box.dicts import box_dicts
from stats.leaders import batting_leaders, pitching_leaders
from stats.load import Frames, load
from stats.pitching import PLAYS_COLUMNS as PITCHING_COLUMNS
from stats.pitching import pitching_lines
from stats.scheduled_innings import scheduled_innings
from stats.series import series_table
from stats.standings import league_games, standings


#: The plays columns the report's box scores, season lines and leaders are computed from.
PLAYS_COLUMNS = {*BOX_COLUMNS, *BATTING_COLUMNS, *PITCHING_COLUMNS}


@dataclass(frozen=True)
class ReportGames:
    """The games a report covers: their frames, how many, and the report's title; `seasons`,
    when the games are cut to a range of dates, the frames of their seasons before the cut
    (for the box scores' season to date)."""

    frames: Frames
    count: int
    title: str
    seasons: Frames | None = None


def report_games(engine: Engine, season: str | None = None, first: dt.date | None = None,
                 last: dt.date | None = None,
                 names: tuple[str, str] = ("--from", "--to")) -> ReportGames:
    """The games of `season` (every season when None) played from `first` to `last`, each
    with the innings it is scheduled for (the leaders' qualifiers scale by them); no games
    at all is one sentence, as is a range that ends before it starts (`names` are where the
    two dates were typed)."""
    if first and last and first > last:
        raise ScorebookError(f"{names[0]} {first} is after {names[1]} {last}.")
    seasons = load(engine, season=season, columns=PLAYS_COLUMNS, summed_pitches=True,
                   facts=True)
    frames = between(seasons, first, last)
    ids = frames.games.select("game_id").collect()["game_id"].to_list()
    count = len(ids)
    if count == 0:
        raise ScorebookError("There are no games in the database." if not (season or first or last)
                             else f"There are no games for {range_words(season, first, last)}.")
    title = "League report" + (f": {range_words(season, first, last)}"
                               if season or first or last else "")
    games = frames.games.join(scheduled_innings(engine, ids), on="game_id", how="left")
    return ReportGames(replace(frames, games=games), count, title,
                       seasons if frames is not seasons else None)


def between(frames: Frames, first: dt.date | None, last: dt.date | None) -> Frames:
    """`frames` cut to the games played from `first` to `last` (either may be open)."""
    if first is None and last is None:
        return frames
    keep = pl.lit(True)
    if first is not None:
        keep &= pl.col("date") >= first
    if last is not None:
        keep &= pl.col("date") <= last
    return only(frames, frames.games.filter(keep))


def only(frames: Frames, games: pl.LazyFrame) -> Frames:
    """`frames` cut to `games` (some of its games) and their rows."""
    ids = games.select("game_id")
    pitches = frames.pitches
    return replace(frames, games=games, plays=frames.plays.join(ids, on="game_id", how="semi"),
                   lineups=frames.lineups.join(ids, on="game_id", how="semi"),
                   pitches=None if pitches is None else pitches.join(ids, on="game_id",
                                                                      how="semi"))


def render_report(frames: Frames, title: str, progress: Callable[[], None] | None = None,
                  seasons: Frames | None = None) -> bytes:
    """The report of the games in `frames` as PDF bytes: the statistics from `stats`, the
    pages from exports/report_pdf.py; `progress` is called once per box score laid out. The
    box scores' season to date counts the games of `seasons` too, when given (the frames
    `frames` were cut from: ReportGames.seasons)."""
    # The leaders are the league's: a solo season's games have no teams (stats/standings.py).
    # Cut only when there is one: the semi-joins cost a season's plays a pass each.
    games = league_games(frames)
    count = [part.select(pl.len()).collect().item() for part in (frames.games, games)]
    league = only(frames, games) if count[0] > count[1] else frames
    batting = batting_leaders(batting_lines(league), league.games).collect().to_dicts()
    pitching = pitching_leaders(pitching_lines(league), league.games).collect().to_dicts()
    return report_pdf(title, standings(frames).collect().to_dicts(),
                      series_table(_series_of(frames)).collect().to_dicts(), batting, pitching,
                      box_dicts(_boxes(frames, seasons)), progress)


def _boxes(frames: Frames, seasons: Frames | None) -> BoxScores:
    """The box scores of the games of `frames`, their season to date counted over `seasons`
    (the earlier games of a range's seasons) when given."""
    if seasons is None:
        return box_scores(frames)
    return box_scores(seasons, only=frames.games.select("game_id").collect()["game_id"])


def report_date(text: str | None, name: str) -> dt.date | None:
    """A date typed as 2019-06-01 (None for none); `name` is where it was typed, for the
    error."""
    if text is None:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise ScorebookError(f"{name} must be a date such as 2019-06-01, not "
                             f"{quoted(text)}.") from None


def range_words(season: str | None, first: dt.date | None, last: dt.date | None) -> str:
    """"season 2024, 2024-05-01 to 2024-05-31": the games chosen, in words."""
    words = [f"season {season}"] if season else []
    if first and last:
        words.append(f"{first} to {last}")
    elif first:
        words.append(f"from {first}")
    elif last:
        words.append(f"to {last}")
    return ", ".join(words)


def _series_of(frames: Frames) -> Frames:
    """Only the series with a game among those chosen."""
    names = frames.games.select(pl.col("series").alias("name")).drop_nulls().unique()
    return replace(frames, series=frames.series.join(names, on="name", how="semi"))
