"""Writing games out in other programs' formats: `scorebook export retrosheet`."""

from __future__ import annotations

from pathlib import Path

import typer

from scorebook.app import app, engine_of

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

export_app = typer.Typer(rich_markup_mode="markdown",
                         help="Write games out as files other programs read.")
app.add_typer(export_app, name="export")


@export_app.command("retrosheet")
def export_retrosheet_command(
        ctx: typer.Context,
        folder: Path = typer.Argument(..., metavar="DIR",
                                      help="The folder to write the files into (made if "
                                           "missing; files of the same names are replaced)."),
        season: str | None = typer.Option(None, "--season", metavar="SEASON",
                                          help="Only the games of this season."),
        game: str | None = typer.Option(None, "--game", metavar="GAME",
                                        help="Only this game, e.g. CIN201906150 or g1."),
) -> None:
    """Write finished games as Retrosheet event files, with TEAM and roster files.

    One event file per home team and year (2019CIN.EVN; .EVA for an American League or DH
    park). Every runner's movement and every unearned run is written out, so a Retrosheet
    reader, which moves only the runners written, scores the games as Scorebook did; the
    dice and cards of tabletop games become com records.
    """
    from engine.core.errors import ScorebookError
    from exports.retrosheet.exporter import export_retrosheet

    if season is not None and game is not None:
        raise ScorebookError("Give --season or --game, not both.")
    if folder.exists() and not folder.is_dir():
        raise ScorebookError(f"{folder} is a file, not a folder.")
    try:
        result = export_retrosheet(engine_of(ctx), folder, season=season, game=game)
    except OSError as exc:
        raise ScorebookError(f"Can't write to {folder}: {exc.strerror or exc}.") from exc
    typer.echo(result.describe())
