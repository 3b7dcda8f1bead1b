"""The league tables: `standings` and `series` (DESIGN.md §6).

CSV and JSON carry every column with plain values (PCT to three places, GB as a number, 0.0 for
the leader). The text table is printed as a newspaper does it: one block per season, league
and division, PCT as .667, GB as "-" for the leader (and for teams level with him); the
tables are scorebook.league_tables', which the app's standings screen uses too.
"""

from __future__ import annotations

import typer

from scorebook.app import app, engine_of
from scorebook.league_tables import (SERIES_COLUMNS, SERIES_TABLE, STANDINGS_COLUMNS,
                                     STANDINGS_TABLE, series_rows, standings_blocks,
                                     standings_rows)
from scorebook.output import Format, render
from stats.load import load

_SEASON = typer.Option(None, "--season", metavar="SEASON", help="Only this season.")
_FORMAT = typer.Option(Format.table, "--format", help="Output format.")


@app.command("standings")
def standings_command(ctx: typer.Context, season: str | None = _SEASON,
                      fmt: Format = _FORMAT) -> None:
    """Standings: W L T PCT GB RS RA DIFF, streak, last ten, home and away records.

    One table per season, and per league and division where the teams have them; only final
    games count, and ties do not count in PCT. Teams level on PCT are ordered by their record
    against each other, then by run difference, then by team code.
    """
    rows = standings_rows(load(engine_of(ctx), season=season))
    if fmt is not Format.table:
        typer.echo(render(rows, STANDINGS_COLUMNS, fmt))
        return
    blocks = [f"{title}\n{render(lines, STANDINGS_TABLE, fmt)}" if title
              else render(lines, STANDINGS_TABLE, fmt)
              for title, lines in standings_blocks(rows)]
    typer.echo("\n\n".join(blocks) if blocks else render([], STANDINGS_TABLE, fmt))


@app.command("series")
def series_command(ctx: typer.Context, season: str | None = _SEASON,
                   fmt: Format = _FORMAT) -> None:
    """Best-of-N series: wins each, leader, clinched or eliminated, games left, next home team.

    The next home team follows the majors' 2-3-2 pattern in a best of seven and 2-2-1 in a
    best of five (other lengths alternate), the team at home in game 1 having home advantage.
    """
    rows = series_rows(load(engine_of(ctx), season=season), season)
    typer.echo(render(rows, SERIES_TABLE if fmt is Format.table else SERIES_COLUMNS, fmt))

