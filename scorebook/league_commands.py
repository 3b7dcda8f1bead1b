"""The league tables: `standings` and `series` (DESIGN.md §6), and setting a series up:
`series new NAME --teams A,B --best-of N [--season S]`, `series add|remove NAME GAME...`.

CSV and JSON carry every column with plain values (PCT to three places, GB as a number, 0.0 for
the leader). The text table is printed as a newspaper does it: one block per season, league
and division, PCT as .667, GB as "-" for the leader (and for teams level with him); the
tables are scorebook.league_tables', which the app's standings screen uses too.
"""

from __future__ import annotations

import typer

from engine.core.errors import quoted
from scorebook.app import app, engine_of
from scorebook.output import Format, render

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

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
    from scorebook.league_tables import (STANDINGS_COLUMNS, STANDINGS_TABLE, league_frames,
                                         standings_blocks, standings_rows)

    rows = standings_rows(league_frames(engine_of(ctx), season))
    if fmt is not Format.table:
        typer.echo(render(rows, STANDINGS_COLUMNS, fmt))
        return
    blocks = [f"{title}\n{render(lines, STANDINGS_TABLE, fmt)}" if title
              else render(lines, STANDINGS_TABLE, fmt)
              for title, lines in standings_blocks(rows)]
    typer.echo("\n\n".join(blocks) if blocks else render([], STANDINGS_TABLE, fmt))


series_app = typer.Typer(rich_markup_mode="markdown", invoke_without_command=True)
app.add_typer(series_app, name="series")


@series_app.callback()
def series_command(ctx: typer.Context, season: str | None = _SEASON,
                   fmt: Format = _FORMAT) -> None:
    """Best-of-N series: wins each, leader, clinched or eliminated, games left, next home team.

    The next home team follows the majors' 2-3-2 pattern in a best of seven and 2-2-1 in a
    best of five (other lengths alternate), the team at home in game 1 having home advantage.
    `series new`, `series add` and `series remove` set a series up.
    """
    if ctx.invoked_subcommand is not None:  # setting one up: the subcommand prints
        return
    from scorebook.league_tables import SERIES_COLUMNS, SERIES_TABLE, league_frames, series_rows

    rows = series_rows(league_frames(engine_of(ctx), season), season)
    typer.echo(render(rows, SERIES_TABLE if fmt is Format.table else SERIES_COLUMNS, fmt))


@series_app.command("new")
def series_new(
        ctx: typer.Context,
        name: str = typer.Argument(..., metavar="NAME", help="The series' name: \"2024 Final\"."),
        teams: str = typer.Option(..., "--teams", metavar="A,B",
                                  help="Its two teams; A has home advantage (at home in game 1)."),
        best_of: int = typer.Option(..., "--best-of", metavar="N",
                                    help="The most games it lasts: an odd number."),
        season: str | None = typer.Option(None, "--season", metavar="SEASON",
                                          help="Its season (a new name makes a new season)."),
) -> None:
    """Set up a best-of-N series between two teams."""
    from db.series import SeriesError, create_series

    pair = [code.strip() for code in teams.split(",")]
    if len(pair) != 2:
        raise SeriesError(f"Give the two teams as A,B (A has home advantage), not {quoted(teams)}.")
    made = create_series(engine_of(ctx), name, pair[0], pair[1], best_of, season=season)
    typer.echo(f"Series {made.label}" + (f", season {made.season}." if made.season else "."))


@series_app.command("add")
def series_add(ctx: typer.Context,
               name: str = typer.Argument(..., metavar="NAME", help="The series."),
               games: list[str] = typer.Argument(..., metavar="GAME...",
                                                 help="The games to put into it.")) -> None:
    """Put games into a series: all or none (their teams must be its two, their season its
    season)."""
    from db.series import add_game

    add_game(engine_of(ctx), name, *games)
    typer.echo(f"{len(games)} game{'s' if len(games) != 1 else ''} in the series {name}.")


@series_app.command("remove")
def series_remove(ctx: typer.Context,
                  name: str = typer.Argument(..., metavar="NAME", help="The series."),
                  games: list[str] = typer.Argument(..., metavar="GAME...",
                                                    help="The games to take out.")) -> None:
    """Take games out of a series: all or none."""
    from db.series import remove_game

    remove_game(engine_of(ctx), name, *games)
    typer.echo(f"{len(games)} game{'s' if len(games) != 1 else ''} taken out of the series "
               f"{name}.")
