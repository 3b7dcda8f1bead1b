"""`scorebook report [--season S] [--from D --to D] --pdf FILE`: the league report (DESIGN.md §6).

Standings, series and leaders of the games chosen, then every box score among them, as one PDF
(exports/report_pdf.py). The statistics all come from `stats`; this module only chooses the
games and hands the rows over. A progress bar follows the box scores on stderr when a person is
watching it.
"""

from __future__ import annotations

import datetime as dt
import sys
from dataclasses import replace
from pathlib import Path

import polars as pl
import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from engine.core.errors import ScorebookError
from exports.report_pdf import report_pdf
from scorebook.app import app, engine_of
from stats.batting import batting_lines
from stats.box import box_scores
from stats.box_dicts import box_dicts
from stats.leaders import batting_leaders, pitching_leaders
from stats.load import Frames, load
from stats.pitching import pitching_lines
from stats.series import series_table
from stats.standings import standings


@app.command("report")
def report_command(
        ctx: typer.Context,
        pdf: Path = typer.Option(..., "--pdf", metavar="FILE", help="Write the report to FILE."),
        season: str | None = typer.Option(None, "--season", metavar="SEASON",
                                          help="Only games of this season."),
        start: str | None = typer.Option(None, "--from", metavar="DATE",
                                         help="Only games on or after this date (2019-06-01)."),
        end: str | None = typer.Option(None, "--to", metavar="DATE",
                                       help="Only games on or before this date."),
) -> None:
    """Print the league report as a PDF: standings, series, leaders (top 10, with qualifiers),
    then every box score of the games chosen, with bookmarks and page numbers."""
    first, last = _date(start, "--from"), _date(end, "--to")
    if first and last and first > last:
        raise ScorebookError(f"--from {first} is after --to {last}.")
    frames = between(load(engine_of(ctx), season=season), first, last)
    count = frames.games.select(pl.len()).collect().item()
    if count == 0:
        raise ScorebookError("There are no games in the database." if not (season or first or last)
                             else f"There are no games for {_range_words(season, first, last)}.")
    title = "League report" + (f": {_range_words(season, first, last)}"
                               if season or first or last else "")
    data = _with_progress(frames, title, count) if sys.stderr.isatty() else \
        render_report(frames, title)
    try:
        pdf.write_bytes(data)
    except OSError as exc:
        raise ScorebookError(f"Can't write the report to {pdf}: {exc.strerror or exc}.") from exc
    typer.echo(f"Wrote the league report ({count} {'game' if count == 1 else 'games'}) to {pdf}.")


def between(frames: Frames, first: dt.date | None, last: dt.date | None) -> Frames:
    """`frames` cut to the games played from `first` to `last` (either may be open)."""
    if first is None and last is None:
        return frames
    keep = pl.lit(True)
    if first is not None:
        keep &= pl.col("date") >= first
    if last is not None:
        keep &= pl.col("date") <= last
    games = frames.games.filter(keep)
    ids = games.select("game_id")
    return replace(frames, games=games, plays=frames.plays.join(ids, on="game_id", how="semi"),
                   lineups=frames.lineups.join(ids, on="game_id", how="semi"))


def render_report(frames: Frames, title: str, progress=None) -> bytes:
    """The report of the games in `frames` as PDF bytes: the statistics from `stats`, the
    pages from exports/report_pdf.py; `progress` is called once per box score laid out."""
    batting = batting_leaders(batting_lines(frames), frames.games).collect().to_dicts()
    pitching = pitching_leaders(pitching_lines(frames), frames.games).collect().to_dicts()
    return report_pdf(title, standings(frames).collect().to_dicts(),
                      series_table(_series_of(frames)).collect().to_dicts(), batting, pitching,
                      box_dicts(box_scores(frames)), progress)


def _series_of(frames: Frames) -> Frames:
    """Only the series with a game among those chosen."""
    names = frames.games.select(pl.col("series").alias("name")).drop_nulls().unique()
    return replace(frames, series=frames.series.join(names, on="name", how="semi"))


def _with_progress(frames: Frames, title: str, count: int) -> bytes:
    columns = (TextColumn("box scores"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("boxes", total=count)
        return render_report(frames, title, lambda: progress.advance(task))


def _date(text: str | None, option: str) -> dt.date | None:
    if text is None:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise ScorebookError(f"{option} must be a date such as 2019-06-01, not '{text}'.") from None


def _range_words(season: str | None, first: dt.date | None, last: dt.date | None) -> str:
    words = [f"season {season}"] if season else []
    if first and last:
        words.append(f"{first} to {last}")
    elif first:
        words.append(f"from {first}")
    elif last:
        words.append(f"to {last}")
    return ", ".join(words)
