"""Recording and listing games, and looking after the database: `record`, `games`, `db`."""

from __future__ import annotations

import re
from pathlib import Path

import typer

from scorebook.app import app, db_app, engine_of
from scorebook.output import Format, render

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

GAME_COLUMNS = ("id", "system", "date", "season", "away", "home", "away_runs", "home_runs",
                "innings", "status")


@db_app.command("upgrade")
def db_upgrade(ctx: typer.Context) -> None:
    """Bring the database's schema up to date (every command does this first)."""
    from db.engine import describe
    from db.migrate import current_revision

    engine = engine_of(ctx)
    typer.echo(f"{describe(engine)} is at revision {current_revision(engine)}.")


@db_app.command("rebuild")
def db_rebuild(ctx: typer.Context,
               game: str | None = typer.Argument(None, metavar="[GAME]",
                                                    help="Only this game.")) -> None:
    """Re-derive the plays of every game (or one) from its recorded inputs."""
    from db.recording import rebuild

    counts = rebuild(engine_of(ctx), game)
    typer.echo(f"Rebuilt {counts.games} games: {counts.inputs} inputs, "
               f"{counts.plays} plays rows.")


@app.command("record")
def record_command(
        ctx: typer.Context,
        game: str = typer.Argument(..., metavar="GAME",
                                   help="The game id, e.g. ANA201904300 or g1."),
        script: Path = typer.Option(..., "--script", metavar="FILE",
                                    help="Scorekeeping lines, as typed on the TUI's entry line."),
        scorer: str | None = typer.Option(None, "--as", metavar="NAME",
                                          help="Who records (default: $SCOREBOOK_SCORER, "
                                               "else the system's user)."),
        take_over: bool = typer.Option(False, "--take-over",
                                       help="Take the game over from the scorekeeper "
                                            "recording it.")
) -> None:
    """Apply scorekeeping lines from a script to a game.

    A new game is created from the script's info and start lines. The whole script is read
    first: a line that cannot be read stops it before anything is recorded. Then each line is
    committed on its own, as at the table: on the first line the game refuses, the error is
    printed as FILE:LINE and the command exits with status 1 — the lines before it stay
    recorded. The game system's notes on a line (Bottom of the 9th: dice that disagree with
    the call as entered, which stood) are printed on stderr as FILE:LINE: note: ….

    A game has one scorekeeper at a time: one that another is recording is refused, naming
    them, unless --take-over; and a line that finds the game changed by someone else since
    the line before is refused rather than mixed in.
    """
    from engine.core.errors import ScorebookError
    from db.claims import Keeper, this_scorer
    from engine.core.text_files import read_utf8
    from scorebook.scoring_script import read_script, record_script

    text = read_utf8(script, "script")
    engine = engine_of(ctx)
    try:
        parsed = read_script(engine, game, text)
    except ScorebookError as exc:
        # parse_script says "line 12: …"; point at the file the way compilers do.
        line = re.match(r"line (\d+): (.*)", str(exc), re.DOTALL)
        where = f"{script}:{line[1]}: {line[2]}" if line else f"{script}: {exc}"
        raise ScorebookError(where) from exc
    result = record_script(engine, game, parsed, source=str(script),
                           on_note=lambda note: typer.echo(note, err=True),
                           by=Keeper(this_scorer(scorer), take_over))
    typer.echo(result.describe())


@app.command("games")
def games_command(
        ctx: typer.Context,
        season: str | None = typer.Option(None, metavar="SEASON",
                                             help="Only games of this season."),
        system: str | None = typer.Option(None, metavar="SYSTEM",
                                             help="Only games of this system (plain, bot9, …)."),
        fmt: Format = typer.Option(Format.table, "--format", help="Output format."),
) -> None:
    """List the games: id, system, date, season, teams, score, innings and status."""
    from db.games import list_games

    rows = [summary.as_dict() for summary in list_games(engine_of(ctx), season, system)]
    typer.echo(render(rows, GAME_COLUMNS, fmt))
