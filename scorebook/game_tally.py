"""Each batter's and each pitcher's line in the one game on the game screen, from its rows in
memory, added to as rows come (the at-bat: tui/widgets/at_bat.py).

stats/lines.py counts the same lines for every game stored, through polars, which costs a
query's fixed time at every pitch; this is the same counting in plain Python for one game, a
row at a time, and tests/test_game_tally.py holds the two equal over whole games. The rules
are stats/lines.py's (Rule 9 and cwbox): a plate appearance's outcome goes to the charged
batter (Rule 9.15(b)) and the charged pitcher (Rule 9.16(h)), an out to the pitcher on the
mound, a run to the pitcher responsible for the runner (Rule 9.16(g)), earned when its code
is 4, or 6 — unearned for the team, earned for the pitcher (Rule 9.16(i)); pitches and
strikes as cwbox counts them (stats/pitches.py), in a game with pitch rows only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.core.events import BALL_CODES, HIT_BATTER_CODES, THROWN_CODES, EventType
from engine.core.record import PlayRecord
from exports.scorecards.cells import CAUGHT, PLAIN_EVENTS
from scorebook.row_tally import RowTally

STRIKES_THROWN = THROWN_CODES - BALL_CODES - HIT_BATTER_CODES
WALKS = (EventType.WALK, EventType.INTENTIONAL_WALK)
EARNED = ("4", "6")
#: What a plate appearance ended in, as a scorekeeper jots it beside the batter's name: the
#: scorecard's words (outs are written by their fielders: "6-3", "F8", "L6", "P4").
SHORT = {**PLAIN_EVENTS, EventType.FIELDERS_CHOICE: "FC"}
RUNNER_PUT_OUT = re.compile(r"\([^)]*\)")


@dataclass
class BatterLine:
    """A batter's game so far: PA AB H RBI and what each plate appearance ended in."""

    PA: int = 0
    AB: int = 0
    H: int = 0
    RBI: int = 0
    results: list[str] = field(default_factory=list)


@dataclass
class PitcherLine:
    """A pitcher's game so far, as the box score counts it; `pitches` and `strikes` are None
    in a game without pitch rows (Pizza Box, Unlimited Nine)."""

    side: int
    player: str
    outs: int = 0
    BF: int = 0
    H: int = 0
    R: int = 0
    ER: int = 0
    BB: int = 0
    SO: int = 0
    pitches: int | None = None
    strikes: int | None = None

    @property
    def IP(self) -> str:
        """Innings pitched as written: 19 outs are "6.1"."""
        return f"{self.outs // 3}.{self.outs % 3}"


class GameTally(RowTally):
    """The batting and pitching lines of one game's rows, counted as they come (RowTally)."""

    def _start(self) -> None:
        super()._start()
        #: (side, player) in order of appearance, as the box score lists them.
        self.pitchers: dict[tuple[int, str], PitcherLine] = {}
        self.batters: dict[tuple[int, str], BatterLine] = {}
        self.pitched = False  # the game has pitch rows

    def pitcher(self, side: int, player: str) -> PitcherLine:
        """His line, begun at his first row (a row naming nobody counts for nobody)."""
        line = self.pitchers.get((side, player))
        if line is None:
            line = PitcherLine(side, player)
            if player:
                self.pitchers[(side, player)] = line
            if self.pitched:
                line.pitches = line.strikes = 0
        return line

    def line_of(self, side: int, player: str) -> PitcherLine:
        """His line so far: nothing yet (all 0) before his first row."""
        line = self.pitchers.get((side, player))
        return line if line is not None else PitcherLine(side, player)

    def batter(self, side: int, player: str) -> BatterLine:
        return self.batters.setdefault((side, player), BatterLine())

    def _count(self, record: PlayRecord) -> None:
        fielding = 1 - record.half
        if record.kind == "pitch":
            self._pitch(record, fielding)
        elif record.kind == "play":
            self._play(record, fielding)
        elif record.kind == "sub" and record.position == 1 and record.player:
            self.pitcher(record.team, record.player)  # came in, listed before he throws

    def _pitch(self, record: PlayRecord, fielding: int) -> None:
        if not self.pitched:  # from now on every pitcher's pitches are counted, 0 or more
            self.pitched = True
            for line in self.pitchers.values():
                line.pitches = line.strikes = 0
        if record.charged_pitcher and record.charged_pitcher != record.pitcher:
            self.pitcher(fielding, record.charged_pitcher)
        line = self.pitcher(fielding, record.pitcher)
        line.pitches += record.pitch in THROWN_CODES
        line.strikes += record.pitch in STRIKES_THROWN

    def _play(self, record: PlayRecord, fielding: int) -> None:
        on_the_mound = self.pitcher(fielding, record.pitcher)
        charged = self.pitcher(fielding, record.charged_pitcher)
        if record.batter_event:
            charged.BF += 1
            charged.H += record.hit_value > 0
            charged.BB += record.event_type in WALKS
            charged.SO += record.event_type == EventType.STRIKEOUT
            batter = self.batter(record.half, record.charged_batter)
            batter.PA += 1
            batter.AB += record.at_bat
            batter.H += record.hit_value > 0
            batter.RBI += record.rbi
            batter.results.append(result_of(record))
        on_the_mound.outs += record.outs_on_play
        for run in filter(None, record.scorers.split(";")):
            _, responsible, dest = run.split(":")
            line = self.pitcher(fielding, responsible)
            line.R += 1
            line.ER += dest in EARNED


def result_of(record: PlayRecord) -> str:
    """What a plate appearance ended in, short: "2B", "K", "BB", "E6", "6-3", "F8", "SF9"."""
    event = EventType(record.event_type)
    if event in SHORT:
        return SHORT[event]
    # The fielders of the play's first part: "64(1)3/GDP" is 6-4-3, the runner in brackets
    first_part = RUNNER_PUT_OUT.sub("", record.text.split("/")[0].split(".")[0])
    fielders = "".join(c for c in first_part if c.isdigit())
    if event == EventType.ERROR:
        return f"E{fielders[-1:]}"
    if record.sh:
        return f"SAC {'-'.join(fielders)}".strip()
    if record.sf:
        return f"SF{fielders[:1]}"
    if record.batted_ball in CAUGHT and len(fielders) == 1:
        return CAUGHT[record.batted_ball] + fielders
    written = "-".join(fielders) or "out"
    return f"{written} DP" if record.gdp else written
