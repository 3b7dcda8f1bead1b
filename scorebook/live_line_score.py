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
from scorebook.row_tally import RowTally

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
    return LineScoreTally().add(records).line_score(teams, final)


class LineScoreTally(RowTally):
    """What a line score is made of, counted as rows come (RowTally)."""

    def _start(self) -> None:
        super()._start()
        self.first: PlayRecord | None = None
        self.played: set[tuple[int, int]] = set()
        self.runs: Counter = Counter()
        self.hits: Counter = Counter()
        self.errors: Counter = Counter()

    def _count(self, r: PlayRecord) -> None:
        self.first = self.first or r
        if r.kind in PLAYED:
            self.played.add((r.inning, r.half))
        if r.kind == "play":
            self.runs[(r.inning, r.half)] += r.runs or 0
            self.hits[r.half] += (r.hit_value or 0) > 0
            if r.errors:  # charged to the fielding side
                self.errors[1 - r.half] += len(r.errors.split(","))

    def line_score(self, teams: tuple[str, str], final: bool) -> LineScore:
        played, runs, first = self.played, self.runs, self.first
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
                        self.hits[side], self.errors[side]) for side in (0, 1))
        return LineScore(teams, innings, (cells[0], cells[1]), (totals[0], totals[1]))
