"""Season lines on the command line: `scorebook stats batting|pitching` (DESIGN.md §6).

The table shows the columns a newspaper prints, with rates written the newspaper way (.312,
3.45); csv and json give every column (ISO, BABIP, K%, BB%, IBB, outs too) with raw numbers.
The filters, the sort (`--sort COL`: best first) and the figures are scorebook.season_lines',
which the app's statistics screen uses too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from scorebook.app import app, engine_of
from scorebook.output import Format

if TYPE_CHECKING:
    import polars as pl

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


stats_app = typer.Typer(rich_markup_mode="markdown", no_args_is_help=True,
                        help="Season lines: batting or pitching, one row per player and team.")
app.add_typer(stats_app, name="stats")

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
    from scorebook.season_lines import chosen_lines, load_lines, season_lines

    frames = load_lines(engine_of(ctx), "batting", season=season, system=system)
    lines = chosen_lines(season_lines(frames, "batting", combine_teams=combine_teams), "batting",
                         team=team, player=player, least=min_pa)
    _show(lines, sort, fmt, "batting")


@stats_app.command("pitching")
def pitching_command(ctx: typer.Context, season: str | None = _SEASON,
                     system: str | None = _SYSTEM, team: str | None = _TEAM,
                     player: str | None = _PLAYER,
                     min_ip: str = typer.Option("0", "--min-ip", metavar="IP",
                                                help="Only pitchers with at least IP innings (50, 50.1, 50.2)."),
                     sort: str | None = _SORT, combine_teams: bool = _COMBINE,
                     fmt: Format = _FORMAT) -> None:
    """Season pitching lines: G GS W L SV IP BF H R ER HR BB SO HBP WP BK ERA WHIP K/9 BB/9."""
    from scorebook.season_lines import chosen_lines, load_lines, outs_of, season_lines

    least = outs_of(min_ip)
    frames = load_lines(engine_of(ctx), "pitching", season=season, system=system)
    lines = chosen_lines(season_lines(frames, "pitching", combine_teams=combine_teams),
                         "pitching", team=team, player=player, least=least)
    _show(lines, sort, fmt, "pitching")


def _show(lines: pl.LazyFrame, sort: str | None, fmt: Format, kind: str) -> None:
    from scorebook.season_lines import lines_text

    typer.echo(lines_text(lines, kind, fmt, sort))
