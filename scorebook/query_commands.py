"""`scorebook query "SQL"`: read-only SQL over the statistics' tables (DESIGN.md §4, §6)."""

from __future__ import annotations

import datetime as dt
import math

import typer

from scorebook.app import app, engine_of
from scorebook.output import Format, render

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


@app.command("query")
def query_command(
        ctx: typer.Context,
        sql: str = typer.Argument(..., metavar='"SQL"',
                                  help="One SELECT (or WITH … SELECT) query."),
        season: str | None = typer.Option(None, metavar="SEASON",
                                          help="Only the games of this season."),
        system: str | None = typer.Option(None, metavar="SYSTEM",
                                          help="Only the games of this system (plain, bot9, …)."),
        fmt: Format = typer.Option(Format.table, "--format", help="Output format."),
        timeout: float = typer.Option(60.0, "--timeout", metavar="SECONDS", min=0.1,
                                      help="Give the query up after this many seconds."),
) -> None:
    """Run a read-only SQL query over the tables plays, pitches, games, batting, pitching,
    standings, series, solo, players, lineups and teams.

    The query runs on copies of the tables in memory: it can never change the database, and
    any statement but a SELECT is refused, as is reading files (read_csv …). ctrl+c stops a
    query, and so does its time limit (--timeout). Example:

        scorebook query "SELECT player, team, HR FROM batting ORDER BY HR DESC LIMIT 10"
    """
    from stats.load import load
    from stats.query import check_read_only, plays_to_read, run_query

    check_read_only(sql)  # before the database is even opened
    frames = load(engine_of(ctx), season=season, system=system, **plays_to_read(sql))
    result = run_query(frames, sql, time_limit=timeout)
    rows = [{name: _plain(value) for name, value in row.items()}
            for row in result.iter_rows(named=True)]
    typer.echo(render(rows, result.columns, fmt))


def _plain(value):
    """A value as the output formats write it: dates as YYYY-MM-DD, no NaN or infinity."""
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value

