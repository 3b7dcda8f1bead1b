"""The `scorebook` Typer app, shared by every command module (DESIGN.md §6).

Every command opens the database given by `--db` (or $SCOREBOOK_DB, or the default SQLite file)
and brings its schema up to date before doing anything else. A mistake a person can make — a
refused line, a bad URL, a missing file — is reported as one sentence on stderr with exit
status 1, never as a traceback; a mistake in the command line itself (an unknown option, a bad
value, a missing argument) as one sentence with exit status 2.
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, Any

import typer
from typer.core import TyperGroup

from db.url import ENV_VAR
from scorebook.problems import is_problem, one_sentence

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine


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
        except Exception as exc:  # not `except PROBLEMS`: that tuple imports SQLAlchemy
            if not is_problem(exc):
                raise
            message = one_sentence(exc)
        typer.echo(message, err=True)
        raise typer.Exit(1)


class _Database:
    """The database named on the command line, opened and upgraded on first use."""

    def __init__(self, url: str | None):
        self.url = url
        self._engine: Engine | None = None

    def engine(self, ctx: typer.Context) -> Engine:
        if self._engine is None:
            # Imported here, as in every command module: SQLAlchemy (and, for an old database,
            # Alembic) only once a command needs the database — its help does not.
            from db.engine import make_engine
            from db.migrate import upgrade

            engine = make_engine(self.url)
            ctx.call_on_close(engine.dispose)
            upgrade(engine)
            self._engine = engine
        return self._engine


app = typer.Typer(cls=_ScorekeeperErrors, add_completion=False, rich_markup_mode="markdown",
                  help="Scorebook: scoresheets and league statistics for tabletop baseball. "
                       "Without a command, `scorebook` opens the app.")
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


def engine_of(ctx: typer.Context) -> Engine:
    """The database of this command line, opened and upgraded on first use."""
    return ctx.find_root().obj.engine(ctx.find_root())


def _one_sentence(message: str) -> str:
    """Typer's message on one line, without the "Value error, " its value checks prefix."""
    text = re.sub(r"(^|: )Value error, ", r"\1", " ".join(message.split()))
    return text if text.endswith((".", "?", "!")) else f"{text}."
