"""The line the play log writes when a half-inning ends: "End of the top of the 3rd: 1 R, 2 H,
0 E, 2 LOB — AAA 3, BBB 1".

Counted as the line score counts them (scorebook/live_line_score.py, stats/linescore.py): the
runs and hits of the batting side's plays, the errors of the fielding side on them, and the
runners left on base when the half ended, Rule 9.03(c) — on the row of its third out, of the
winning run, or of a game called with the half under way.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.record import PlayRecord
from stats.box.text import ordinal


@dataclass(frozen=True)
class HalfSummary:
    """A half-inning's R H E LOB, and the score once it is over (visitors, home)."""

    inning: int
    half: int
    runs: int
    hits: int
    errors: int
    left: int
    score: tuple[int, int]

    def counts(self) -> str:
        return f"{self.runs} R, {self.hits} H, {self.errors} E, {self.left} LOB"

    def half_inning(self) -> str:
        return f"the {'top' if self.half == 0 else 'bottom'} of the {ordinal(self.inning)}"

    def words(self, teams: tuple[str, str]) -> str:
        """In full, the half-inning named."""
        return f"End of {self.half_inning()}: {self.brief(teams)}"

    def brief(self, teams: tuple[str, str]) -> str:
        """Without the half-inning, where the log's inning column says it."""
        return f"{self.counts()} — {teams[0]} {self.score[0]}, {teams[1]} {self.score[1]}"


class HalfTally:
    """Counts the half-inning under way from the log's rows (plays, substitutions, the game's
    end), one row at a time, and gives its summary at the row that ends it."""

    def __init__(self) -> None:
        self.runs = self.hits = self.errors = 0
        self.played = False  # a play of this half is in the log

    def add(self, record: PlayRecord) -> HalfSummary | None:
        """Count `record`; the summary of the half-inning it ended, if it ended one."""
        if record.kind == "play":
            self.played = True
            self.runs += record.runs or 0
            self.hits += (record.hit_value or 0) > 0
            self.errors += len(record.errors.split(",")) if record.errors else 0
        if not record.end_of_half or (record.kind == "end" and not self._under_way(record)):
            return None
        score = [record.away_score, record.home_score]
        if record.kind == "play":
            score[record.half] += record.runs or 0
        summary = HalfSummary(record.inning, record.half, self.runs, self.hits, self.errors,
                              record.left_on_base, (score[0], score[1]))
        self.runs = self.hits = self.errors = 0
        self.played = False
        return summary

    def _under_way(self, end: PlayRecord) -> bool:
        """A game called in the middle of a half-inning ends it; one called between two halves
        ends none (the next had no pitch, out or runner yet)."""
        return self.played or bool(end.outs or end.balls or end.strikes or end.pitches
                                   or end.left_on_base)
