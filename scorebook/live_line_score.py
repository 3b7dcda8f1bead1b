"""The line score of the one game on the game screen, from its rows in memory.

stats/linescore.py is the line score of every game stored, and the one the box scores and the
Chadwick checks read; this is the same line score worked out in plain Python for one game, at
every pitch recorded. Through polars it cost about 17 ms a play (the query's fixed cost, not
the rows), which the scorekeeper felt at every key. tests/test_table_play.py holds the two
equal, row by row, over whole games of every system.

The rules are stats/linescore.py's: the innings shown run from the first half-inning played (a
pitch, play or substitution row) to the last; a cell is the half-inning's runs, `-` before the
game's first row, `x` for the home team's last half a finished game ended without, and blank
for one not yet played; R counts the runs brought into a game that began in mid-game, E the
errors of the other team's fielders.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from engine.core.record import PlayRecord

PLAYED = ("play", "sub", "pitch")


@dataclass(frozen=True)
class LineScore:
    """Runs by inning as the scorekeeper writes them, then R H E, for the visitors and the home
    team."""

    teams: tuple[str, str]
    innings: tuple[int, ...]
    cells: tuple[tuple[str, ...], tuple[str, ...]]
    totals: tuple[tuple[int, int, int], tuple[int, int, int]]


def line_score(records: Sequence[PlayRecord], teams: tuple[str, str], final: bool) -> LineScore:
    """The line score of one game's rows (`final`: the game is over)."""
    played = {(r.inning, r.half) for r in records if r.kind in PLAYED}
    plays = [r for r in records if r.kind == "play"]
    runs, hits, errors = Counter(), Counter(), Counter()
    for r in plays:
        runs[(r.inning, r.half)] += r.runs or 0
        hits[r.half] += (r.hit_value or 0) > 0
        if r.errors:  # charged to the fielding side
            errors[1 - r.half] += len(r.errors.split(","))
    first = records[0] if records else None
    start = (first.inning, first.half) if first else (0, 0)
    before = ((first.away_score or 0, first.home_score or 0) if first else (0, 0))
    innings = tuple(range(min(i for i, _ in played), max(i for i, _ in played) + 1)) \
        if played else ()

    def cell(inning: int, side: int) -> str:
        if (inning, side) in played:
            return str(runs[(inning, side)])
        if (inning, side) < start:
            return "-"
        return "x" if final and side == 1 and inning == innings[-1] else ""

    cells = tuple(tuple(cell(inning, side) for inning in innings) for side in (0, 1))
    totals = tuple((sum(n for (_, half), n in runs.items() if half == side) + before[side],
                    hits[side], errors[side]) for side in (0, 1))
    return LineScore(teams, innings, (cells[0], cells[1]), (totals[0], totals[1]))
