"""The `scorebook` command (DESIGN.md §6).

Every command opens the database given by `--db` (or $SCOREBOOK_DB, or the default SQLite file)
and brings its schema up to date before doing anything else. A mistake a person can make — a
refused line, a bad URL, a missing file — is reported as one sentence on stderr with exit
status 1, never as a traceback; a mistake in the command line itself (an unknown option, a bad
value, a missing argument) as one sentence with exit status 2.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import typer
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError
from typer.core import TyperGroup

from db.engine import ENV_VAR, describe, make_engine
from db.games import list_games
from db.migrate import current_revision, upgrade
from db.recording import rebuild
from engine.core.errors import ScorebookError
from engine.core.script import parse_script
from scorebook.output import Format, render
from scorebook.scoring_script import record_script

GAME_COLUMNS = ("id", "system", "date", "season", "away", "home", "away_runs", "home_runs",
                "innings", "status")


class _ScorekeeperErrors(TyperGroup):
    """Report a person's mistake, or a database that stops answering (locked, connection
    lost), as one sentence on stderr and exit 1, without a traceback; and a command line Typer
    cannot read as one sentence and exit 2, instead of Typer's boxed panel."""

    def main(self, args: Any = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             **extra: Any) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except typer.TyperException as exc:  # Typer's usage errors (its own copy of Click's)
            # The help that `no_args_is_help` shows is raised as an error; Typer tells it
            # apart by name too, as the class is not public.
            if type(exc).__name__ == "NoArgsIsHelpError":
                typer.echo(exc.format_message(), err=True)
            else:
                typer.echo(f"scorebook: {_one_sentence(exc.format_message())}", err=True)
            sys.exit(exc.exit_code)
        except typer.Abort:  # Ctrl-D at a prompt
            typer.echo("scorebook: Aborted.", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def invoke(self, ctx: typer.Context) -> Any:
        try:
            return super().invoke(ctx)
        except ScorebookError as exc:
            message = str(exc)
        except OperationalError as exc:
            reason = str(exc.orig or exc).strip().splitlines()[0].rstrip(".")
            message = f"The database failed: {reason}."
        typer.echo(message, err=True)
        raise typer.Exit(1)


class _Database:
    """The database named on the command line, opened and upgraded on first use."""

    def __init__(self, url: str | None):
        self.url = url
        self._engine: Engine | None = None

    def engine(self, ctx: typer.Context) -> Engine:
        if self._engine is None:
            engine = make_engine(self.url)
            ctx.call_on_close(engine.dispose)
            upgrade(engine)
            self._engine = engine
        return self._engine


app = typer.Typer(cls=_ScorekeeperErrors, add_completion=False, rich_markup_mode="markdown",
                  help="Scorebook: scoresheets and league statistics for tabletop baseball.")
db_app = typer.Typer(rich_markup_mode="markdown",
                     help="Look after the database: upgrade its schema, rebuild derived rows.")
app.add_typer(db_app, name="db")


@app.callback(invoke_without_command=True)
def _open(ctx: typer.Context,
          db: str | None = typer.Option(
              None, "--db", envvar=ENV_VAR, metavar="URL",
              help="Database URL: sqlite:///FILE or postgresql+psycopg://… "
                   "(default: scorebook.db in the user data folder).")) -> None:
    ctx.obj = _Database(db)
    if ctx.invoked_subcommand is None:
        typer.echo(ctx.get_help())
        raise typer.Exit(0)


def _engine(ctx: typer.Context) -> Engine:
    return ctx.find_root().obj.engine(ctx.find_root())


@db_app.command("upgrade")
def db_upgrade(ctx: typer.Context) -> None:
    """Bring the database's schema up to date (every command does this first)."""
    engine = _engine(ctx)
    typer.echo(f"{describe(engine)} is at revision {current_revision(engine)}.")


@db_app.command("rebuild")
def db_rebuild(ctx: typer.Context,
               game: str | None = typer.Argument(None, metavar="[GAME]",
                                                    help="Only this game.")) -> None:
    """Re-derive the plays of every game (or one) from its recorded inputs."""
    counts = rebuild(_engine(ctx), game)
    typer.echo(f"Rebuilt {counts.games} games: {counts.inputs} inputs, "
               f"{counts.plays} plays rows.")


@app.command("record")
def record_command(
        ctx: typer.Context,
        game: str = typer.Argument(..., metavar="GAME",
                                   help="The game id, e.g. ANA201904300 or g1."),
        script: Path = typer.Option(..., "--script", metavar="FILE",
                                    help="Scorekeeping lines, as typed on the TUI's entry line.")
) -> None:
    """Apply scorekeeping lines from a script to a game.

    A new game is created from the script's info and start lines. The whole script is read
    first: a line that cannot be read stops it before anything is recorded. Then each line is
    committed on its own, as at the table: on the first line the game refuses, the error is
    printed as FILE:LINE and the command exits with status 1 — the lines before it stay
    recorded.
    """
    try:
        text = script.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise ScorebookError(f"Can't read the script {script}: {reason}.") from exc
    try:
        parsed = parse_script(text)
    except ScorebookError as exc:
        # parse_script says "line 12: …"; point at the file the way compilers do.
        line = re.match(r"line (\d+): (.*)", str(exc), re.DOTALL)
        where = f"{script}:{line[1]}: {line[2]}" if line else f"{script}: {exc}"
        raise ScorebookError(where) from exc
    result = record_script(_engine(ctx), game, parsed, source=str(script))
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
    rows = [summary.as_dict() for summary in list_games(_engine(ctx), season, system)]
    typer.echo(render(rows, GAME_COLUMNS, fmt))


def _one_sentence(message: str) -> str:
    """Typer's message on one line, without the "Value error, " its value checks prefix."""
    text = re.sub(r"(^|: )Value error, ", r"\1", " ".join(message.split()))
    return text if text.endswith((".", "?", "!")) else f"{text}."


def main() -> None:
    """Entry point of the `scorebook` command."""
    app()
