"""`scorebook report [--season S] [--from D --to D] --pdf FILE`: the league report (DESIGN.md §6).

Standings, series and leaders of the games chosen, then every box score among them, as one PDF
(exports/report_pdf.py). The games and pages come from scorebook.league_report, which the
app's export screen uses too; this module only reads the command line. A progress bar follows
the box scores on stderr when a person is watching it.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from scorebook.app import app, engine_of

if TYPE_CHECKING:
    from scorebook.league_report import ReportGames

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


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
    from scorebook.export_files import write_file
    from scorebook.league_report import render_report, report_date, report_games

    chosen = report_games(engine_of(ctx), season, report_date(start, "--from"),
                          report_date(end, "--to"))
    data = _with_progress(chosen) if sys.stderr.isatty() \
        else render_report(chosen.frames, chosen.title, seasons=chosen.seasons)
    write_file(pdf, data, "the report")
    count = chosen.count
    typer.echo(f"Wrote the league report ({count} {'game' if count == 1 else 'games'}) to {pdf}.")


def _with_progress(chosen: ReportGames) -> bytes:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from scorebook.league_report import render_report

    columns = (TextColumn("box scores"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("boxes", total=chosen.count)
        return render_report(chosen.frames, chosen.title, lambda: progress.advance(task),
                             chosen.seasons)
