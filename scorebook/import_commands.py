"""Bringing games in from elsewhere: `scorebook import retrosheet FILE...`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from scorebook.app import app, engine_of

if TYPE_CHECKING:
    from exports.retrosheet.importer import ImportReport

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

import_app = typer.Typer(rich_markup_mode="markdown",
                         help="Import games from other programs' files.")
app.add_typer(import_app, name="import")


@import_app.command("retrosheet")
def import_retrosheet(
        ctx: typer.Context,
        files: list[Path] = typer.Argument(..., metavar="FILE",
                                           help="Retrosheet event files (2019TOR.EVA, …)."),
        season: str | None = typer.Option(
            None, "--season", metavar="NAME",
            help="Put the games in this season (default: the year of each game's date)."),
        replace: bool = typer.Option(
            False, "--replace",
            help="Import games already in the database again (by game id), replacing them."),
        teams: Path | None = typer.Option(
            None, "--teams", metavar="FILE",
            help="The TEAM file (default: TEAMyyyy beside the event files)."),
        rosters: Path | None = typer.Option(
            None, "--rosters", metavar="DIR",
            help="The folder of roster files, *.ROS (default: the event files' folder)."),
        strict: bool = typer.Option(
            False, "--strict",
            help="All or nothing for each file: a game refused writes nothing of its file."),
) -> None:
    """Import games from Retrosheet event files.

    Every game is replayed through the same engine as a game recorded at the table: its
    records become the game's inputs, and the plays, box scores and statistics follow from
    them. Team names come from the TEAM file and player names from the rosters.

    Each file is imported in one transaction. A game with a record that cannot be read or
    that the engine refuses is refused whole (FILE:LINE: reason on stderr, exit status 1) and
    the file's other games are imported; with --strict it writes nothing of its file. The
    other files still import.

    A game already in the database is skipped unless --replace is given; then its inputs,
    plays and lineups are deleted and written again from the file. That is not an undo: the
    rule that nothing is ever deleted protects what a scorekeeper typed, and an imported
    game's inputs are the file's records, which the file still holds.
    """
    from exports.retrosheet.importer import Sources, import_files

    sources = Sources(teams_file=teams, rosters=rosters)
    engine = engine_of(ctx)
    if _on_a_terminal():
        report = _with_progress(engine, files, season, replace, sources, strict)
    else:
        report = import_files(engine, files, season=season, replace=replace, sources=sources,
                              strict=strict)
    for failure in report.refused + report.failures:
        typer.echo(failure, err=True)
    typer.echo(_summary(report))
    if report.refused or report.failures:
        raise typer.Exit(1)


def _on_a_terminal() -> bool:
    """Whether a person is watching stderr (then the progress bar is drawn there)."""
    return sys.stderr.isatty()


def _with_progress(engine, files: list[Path], season, replace, sources, strict) -> ImportReport:
    """The import with a progress bar of files and games on stderr."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from exports.retrosheet.importer import import_files

    columns = (TextColumn("{task.description:>6}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn())
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        file_task = progress.add_task("files", total=len(files))
        game_task = progress.add_task("games", total=sum(_games_in(f) for f in files))

        def advance(path: Path, games: int) -> None:
            progress.advance(file_task)
            progress.advance(game_task, games)

        return import_files(engine, files, season=season, replace=replace, sources=sources,
                            progress=advance, strict=strict)


def _games_in(path: Path) -> int:
    """How many games a file holds (its id records), for the bar; 0 if it cannot be read."""
    try:
        with path.open("rb") as file:
            return sum(1 for line in file if line.startswith(b"id,"))
    except OSError:
        return 0


def _summary(report: ImportReport) -> str:
    """What was imported, in a sentence or two."""
    lines = [f"Imported {_count(report.games, 'game')} from {_count(report.files, 'file')}."]
    if report.replaced:
        lines.append(f"{_count(report.replaced, 'game')} already in the database "
                     f"{'was' if report.replaced == 1 else 'were'} replaced.")
    if report.skipped:
        lines.append(f"{_count(report.skipped, 'game')} already in the database "
                     f"{'was' if report.skipped == 1 else 'were'} skipped; use --replace to "
                     "import them again.")
    if report.refused:
        lines.append(f"{_count(len(report.refused), 'game')} could not be imported (above).")
    if report.failures:
        lines.append(f"{_count(len(report.failures), 'file')} could not be imported.")
    return "\n".join(lines)


def _count(number: int, thing: str) -> str:
    return f"{number:,} {thing}" + ("" if number == 1 else "s")
