"""The league tables: `standings` and `series` (DESIGN.md §6).

CSV and JSON carry every column with plain values (PCT to three places, GB as a number, 0.0 for
the leader). The text table is printed as a newspaper does it: one block per season, league
and division, PCT as .667, GB as "-" for the leader (and for teams level with him).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import groupby

import polars as pl
import typer

from scorebook.app import app, engine_of
from scorebook.output import Format, render
from stats.load import load
from stats.series import COLUMNS as SERIES_COLUMNS
from stats.series import series_table
from stats.standings import COLUMNS as STANDINGS_COLUMNS
from stats.standings import TABLE, standings

#: The columns of a standings block in the text table (the block's title gives the rest).
STANDINGS_TABLE = STANDINGS_COLUMNS[len(TABLE):]
#: The series columns in the text table; CSV and JSON add team_a, team_b, leader, clinched and
#: eliminated.
SERIES_TABLE = ("series", "season", "best_of", "team_a", "wins_a", "team_b", "wins_b", "status",
                "games_left", "next_home")

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
    frames = load(engine_of(ctx), season=season)
    rows = standings(frames).with_columns(pl.col("PCT").round(3)).collect().to_dicts()
    if fmt is not Format.table:
        typer.echo(render(rows, STANDINGS_COLUMNS, fmt))
        return
    blocks = []
    for key, group in groupby(rows, key=lambda row: tuple(row[c] for c in TABLE)):
        title = " ".join(str(part) for part in key if part)
        lines = [{**row, "PCT": _pct(row["PCT"]), "GB": _gb(row["GB"])} for row in group]
        blocks.append(f"{title}\n{render(lines, STANDINGS_TABLE, fmt)}" if title
                      else render(lines, STANDINGS_TABLE, fmt))
    typer.echo("\n\n".join(blocks) if blocks else render([], STANDINGS_TABLE, fmt))


@app.command("series")
def series_command(ctx: typer.Context, season: str | None = _SEASON,
                   fmt: Format = _FORMAT) -> None:
    """Best-of-N series: wins each, leader, clinched or eliminated, games left, next home team.

    The next home team follows the majors' 2-3-2 pattern in a best of seven and 2-2-1 in a
    best of five (other lengths alternate), the team at home in game 1 having home advantage.
    """
    frames = load(engine_of(ctx), season=season)
    if season is not None:
        frames = replace(frames, series=frames.series.filter(pl.col("season") == season))
    rows = series_table(frames).collect().to_dicts()
    typer.echo(render(rows, SERIES_TABLE if fmt is Format.table else SERIES_COLUMNS, fmt))


def _pct(value: float | None) -> str:
    """.667, 1.000; empty without a decision."""
    if value is None:
        return ""
    return f"{value:.3f}".removeprefix("0")


def _gb(value: float) -> str:
    """"-" level with the leader, 2.5 behind, +1.0 ahead (a leader by PCT with fewer games)."""
    if value == 0:
        return "-"
    return f"{value:.1f}" if value > 0 else f"+{-value:.1f}"
