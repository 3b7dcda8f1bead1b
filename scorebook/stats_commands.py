"""Season lines on the command line: `scorebook stats batting|pitching` (DESIGN.md §6).

The table shows the columns a newspaper prints, with rates written the newspaper way (.312,
3.45); csv and json give every column (ISO, BABIP, K%, BB%, IBB, outs too) with raw numbers.

`--sort COL` puts the best first: descending for counting stats and rates, ascending for the
pitching rates where lower is better (ERA, WHIP, BB/9) and for the text columns (player_id,
player, team). IP sorts by outs. Empty rates go last; ties go by player name, then id.
"""

from __future__ import annotations

import re

import polars as pl
import typer

from engine.core.errors import ScorebookError
from scorebook.app import app, engine_of
from scorebook.output import Format, render
from stats.batting import COLUMNS as BATTING_COLUMNS
from stats.batting import batting_lines
from stats.load import load
from stats.pitching import COLUMNS as PITCHING_COLUMNS
from stats.pitching import pitching_lines
from stats.season import choose

stats_app = typer.Typer(rich_markup_mode="markdown", no_args_is_help=True,
                        help="Season lines: batting or pitching, one row per player and team.")
app.add_typer(stats_app, name="stats")

#: The columns of the table (the issue's list); csv and json give all of `*_COLUMNS`.
BATTING_TABLE = [c for c in BATTING_COLUMNS if c not in ("ISO", "BABIP", "K%", "BB%")]
PITCHING_TABLE = [c for c in PITCHING_COLUMNS if c not in ("IBB", "outs")]
#: Rates written like batting averages (.312) and like ERAs (3.45) in the table.
THREE_PLACES = ("AVG", "OBP", "SLG", "OPS", "ISO", "BABIP")
TWO_PLACES = ("ERA", "WHIP", "K/9", "BB/9")
#: Columns where less is better, and text columns: sorted ascending.
ASCENDING = ("ERA", "WHIP", "BB/9", "player_id", "player", "team")

_SEASON = typer.Option(None, "--season", metavar="SEASON", help="Only games of this season.")
_SYSTEM = typer.Option(None, "--system", metavar="SYSTEM", help="Only games of this system.")
_TEAM = typer.Option(None, "--team", metavar="TEAM", help="Only players of this team (code).")
_PLAYER = typer.Option(None, "--player", metavar="PLAYER",
                       help="One player: his id, or a piece of his name.")
_SORT = typer.Option(None, "--sort", metavar="COL",
                     help="Sort by this column, best first (ERA, WHIP, BB/9 lowest first).")
_COMBINE = typer.Option(False, "--combine-teams",
                        help="One row per player, his teams listed (NYA/SDN).")
_FORMAT = typer.Option(Format.table, "--format", help="Output format.")


@stats_app.command("batting")
def batting_command(ctx: typer.Context, season: str | None = _SEASON,
                    system: str | None = _SYSTEM, team: str | None = _TEAM,
                    player: str | None = _PLAYER,
                    min_pa: int = typer.Option(0, "--min-pa", metavar="N", min=0,
                                               help="Only players with at least N plate appearances."),
                    sort: str | None = _SORT, combine_teams: bool = _COMBINE,
                    fmt: Format = _FORMAT) -> None:
    """Season batting lines: G PA AB R H 2B 3B HR RBI BB IBB SO HBP SH SF SB CS GDP AVG OBP SLG OPS."""
    frames = load(engine_of(ctx), season=season, system=system)
    lines = choose(batting_lines(frames, combine_teams=combine_teams), team=team, player=player)
    lines = lines.filter(pl.col("PA") >= min_pa)
    _show(lines, sort, fmt, BATTING_COLUMNS, BATTING_TABLE)


@stats_app.command("pitching")
def pitching_command(ctx: typer.Context, season: str | None = _SEASON,
                     system: str | None = _SYSTEM, team: str | None = _TEAM,
                     player: str | None = _PLAYER,
                     min_ip: str = typer.Option("0", "--min-ip", metavar="IP",
                                                help="Only pitchers with at least IP innings (50, 50.1, 50.2)."),
                     sort: str | None = _SORT, combine_teams: bool = _COMBINE,
                     fmt: Format = _FORMAT) -> None:
    """Season pitching lines: G GS W L SV IP BF H R ER HR BB SO HBP WP BK ERA WHIP K/9 BB/9."""
    least = outs_of(min_ip)
    frames = load(engine_of(ctx), season=season, system=system)
    lines = choose(pitching_lines(frames, combine_teams=combine_teams), team=team, player=player)
    lines = lines.filter(pl.col("outs") >= least)
    _show(lines, sort, fmt, PITCHING_COLUMNS, PITCHING_TABLE)


def outs_of(innings: str) -> int:
    """Innings written as a scorekeeper does ("50", "50.1", "50.2") as outs (150, 151, 152)."""
    match = re.fullmatch(r"\s*(\d+)(?:\.([012]))?\s*", innings)
    if not match:
        raise ScorebookError(f"--min-ip must be innings such as 50, 50.1 or 50.2, not '{innings}'.")
    return 3 * int(match[1]) + int(match[2] or 0)


def sort_lines(lines: pl.LazyFrame, column: str | None, columns: list[str]) -> pl.LazyFrame:
    """`lines` sorted by `column` (any case), best first; see the module's docstring."""
    if column is None:
        return lines
    by = {c.lower(): c for c in columns}.get(column.lower())
    if by is None:
        raise ScorebookError(f"Can't sort by '{column}': choose one of {', '.join(columns)}.")
    key = "outs" if by == "IP" else by
    return lines.sort([key, "player", "player_id", "team"],
                      descending=[by not in ASCENDING, False, False, False], nulls_last=True)


def newspaper(value, column: str):
    """A table cell: .312 for an average, 1.023 for an OPS over one, 3.45 for an ERA."""
    if value is None:
        return None
    if column in THREE_PLACES:
        text = f"{value:.3f}"
        return text[1:] if text.startswith("0.") else text
    if column in TWO_PLACES:
        return f"{value:.2f}"
    return value


def _show(lines: pl.LazyFrame, sort: str | None, fmt: Format, columns: list[str],
          table: list[str]) -> None:
    rows = sort_lines(lines, sort, columns).collect().to_dicts()
    if fmt is Format.table:
        rows = [{c: newspaper(row[c], c) for c in table} for row in rows]
        typer.echo(render(rows, table, fmt))
    else:
        typer.echo(render(rows, columns, fmt))
