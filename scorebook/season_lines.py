"""Season batting and pitching lines as `scorebook stats` and the app's statistics screen show
them: the same filters (team, player, least PA or IP), the same sort (best first) and the same
newspaper figures (.312, 3.45). Plain functions, no command line: both the CLI and the app call
them, so the two always agree.

`sort_lines` puts the best first: descending for counting stats and rates, ascending for the
pitching rates where lower is better (ERA, WHIP, BB/9) and for the text columns (player_id,
player, team). IP sorts by outs. Empty rates go last; ties go by player name, then id.
"""

from __future__ import annotations

import re

import polars as pl

from engine.core.errors import ScorebookError, choices, quoted
from scorebook.output import Format, render
from stats import batting, pitching
from stats.batting import COLUMNS as BATTING_COLUMNS
from stats.batting import batting_lines
from stats.load import Frames, load
from stats.pitching import COLUMNS as PITCHING_COLUMNS
from stats.pitching import pitching_lines
from stats.season import choose

#: The columns of the table (the issue's list); csv and json give all of `*_COLUMNS`.
BATTING_TABLE = [c for c in BATTING_COLUMNS if c not in ("ISO", "BABIP", "K%", "BB%")]
PITCHING_TABLE = [c for c in PITCHING_COLUMNS if c not in ("IBB", "outs")]
#: Rates written like batting averages (.312) and like ERAs (3.45) in the table.
THREE_PLACES = ("AVG", "OBP", "SLG", "OPS", "ISO", "BABIP")
TWO_PLACES = ("ERA", "WHIP", "K/9", "BB/9")
#: Columns where less is better, and text columns: sorted ascending.
ASCENDING = ("ERA", "WHIP", "BB/9", "player_id", "player", "team")
#: The two kinds of line, with every column of each.
COLUMNS = {"batting": BATTING_COLUMNS, "pitching": PITCHING_COLUMNS}
TABLES = {"batting": BATTING_TABLE, "pitching": PITCHING_TABLE}
#: The plays columns each kind of line is computed from.
PLAYS_COLUMNS = {"batting": batting.PLAYS_COLUMNS, "pitching": pitching.PLAYS_COLUMNS}
#: The kinds of plays rows each kind of line is computed from: pitching lines only count the
#: pitches, and read them summed up (stats.pitches).
PLAYS_KINDS = {"batting": batting.PLAYS_KINDS, "pitching": pitching.PLAYS_KINDS}


def load_lines(engine, *kinds: str, season: str | None = None,
               system: str | None = None) -> Frames:
    """The frames the `kinds` of line of `season` and `system` are computed from: only the
    plays columns and the kinds of rows they use are read (a season's lines then read in a
    fraction of the time and memory)."""
    return load(engine, season=season, system=system,
                columns={column for kind in kinds for column in PLAYS_COLUMNS[kind]},
                kinds={row for kind in kinds for row in PLAYS_KINDS[kind]},
                summed_pitches="pitching" in kinds)


def season_lines(frames: Frames, kind: str, *, combine_teams: bool = False) -> pl.LazyFrame:
    """The batting or pitching (`kind`) lines of the games in `frames`."""
    build = batting_lines if kind == "batting" else pitching_lines
    return build(frames, combine_teams=combine_teams)


def chosen_lines(lines: pl.LazyFrame, kind: str, *, team: str | None = None,
                 player: str | None = None, least: int = 0) -> pl.LazyFrame:
    """The lines of one team and/or player with at least `least` plate appearances (batting)
    or outs recorded (pitching)."""
    lines = choose(lines, team=team, player=player)
    return lines.filter(pl.col("PA" if kind == "batting" else "outs") >= least)


def outs_of(innings: str, name: str = "--min-ip") -> int:
    """Innings written as a scorekeeper does ("50", "50.1", "50.2") as outs (150, 151, 152);
    `name` is what the person typed them into, for the error."""
    match = re.fullmatch(r"\s*(\d+)(?:\.([012]))?\s*", innings)
    if not match:
        raise ScorebookError(f"{name} must be innings such as 50, 50.1 or 50.2, not "
                             f"{quoted(innings)}.")
    return 3 * int(match[1]) + int(match[2] or 0)


def sort_lines(lines: pl.LazyFrame, column: str | None, columns: list[str]) -> pl.LazyFrame:
    """`lines` sorted by `column` (any case), best first; see the module's docstring."""
    if column is None:
        return lines
    by = {c.lower(): c for c in columns}.get(column.lower())
    if by is None:
        raise ScorebookError(f"Can't sort by {quoted(column)}: choose one of {choices(columns)}.")
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


def lines_text(lines: pl.LazyFrame, kind: str, fmt: Format, sort: str | None = None) -> str:
    """`lines` written as `scorebook stats` writes them: the table's columns with newspaper
    figures, or every column with raw numbers in CSV and JSON."""
    columns, table = COLUMNS[kind], TABLES[kind]
    rows = sort_lines(lines, sort, columns).collect().to_dicts()
    if fmt is Format.table:
        rows = [{c: newspaper(row[c], c) for c in table} for row in rows]
        return render(rows, table, fmt)
    return render(rows, columns, fmt)
