"""A scorekeeper who types a made-up but plausible game into the `plain` system.

It watches the game (outs, runners, count) and types entry lines as a person at the table
would: the pitches of a plate appearance, then the play (`bcfx S8/L.2-H`, `bbcbb`, `cfs K`,
`x 64(1)3/GDP`), a steal now and then (`SB2`, `CS2(26)`), a wild pitch, and a relief pitcher
(`sub … home 9 P`) when the starter tires. The mix of plays follows major-league rates of the
2010s, so that a team scores about four or five runs a game. All chance comes from the
`random.Random` handed in: the same seed types the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.state import GameState

#: Plate-appearance outcomes and their weights (per 1,000 plate appearances).
OUTCOMES = {"K": 225, "W": 84, "HP": 11, "1B": 150, "2B": 47, "3B": 5, "HR": 34, "E": 14,
            "GO": 190, "FO": 150, "LO": 50, "PO": 40}


@dataclass
class Staff:
    """A team's pitchers for one game: the starter and the relievers who may follow him."""

    side: str  # "away" or "home": the word the sub line uses
    starter: str
    bullpen: list[tuple[str, str]]  # (player id, name), in the order the manager calls them
    current: str = ""
    batters_faced: int = 0
    runs_allowed: int = 0
    innings_started: int = 0

    def __post_init__(self) -> None:
        self.current = self.current or self.starter


class Scorekeeper:
    """Types the next entry line of a game, given the game as it stands."""

    def __init__(self, rng: random.Random, away: Staff, home: Staff):
        self.rng = rng
        self.staffs = (away, home)
        self._half_seen: tuple[int, int] | None = None
        self._new_half = True
        self._runs_seen = (0, 0)

    def next_line(self, game: GameState) -> str:
        """The next line to type: a pitching change, a runner's play or a plate appearance
        (each plate appearance on one line, so every line starts from a 0-0 count)."""
        staff = self.staffs[1 - game.half]  # the fielding side's pitchers
        self._watch(game)
        change = self._pitching_change(game, staff)
        if change:
            return change
        runner_play = self._runner_play(game)
        if runner_play:
            return runner_play
        staff.batters_faced += 1
        return self._plate_appearance(game)

    def _watch(self, game: GameState) -> None:
        """Charge the runs scored since the last line to the pitchers who allowed them, and
        note the start of each half-inning."""
        for side in (0, 1):
            self.staffs[1 - side].runs_allowed += game.score[side] - self._runs_seen[side]
        self._runs_seen = game.score
        self._new_half = self._half_seen != (game.inning, game.half)
        self._half_seen = (game.inning, game.half)

    def _pitching_change(self, game: GameState, staff: Staff) -> str | None:
        """A reliever at the start of an inning once the starter is done (or each reliever
        has had his inning), or in mid-inning when the starter is being hit hard."""
        if not staff.bullpen:
            return None
        starter_in = staff.current == staff.starter
        tired = staff.batters_faced >= 24 + self.rng.randrange(6) or staff.runs_allowed >= 5
        at_start = self._new_half
        if at_start:
            staff.innings_started += 1
        change = (at_start and ((starter_in and (tired or game.inning >= 8))
                                or (not starter_in and staff.innings_started > 1)))
        change = change or (starter_in and staff.runs_allowed >= 6)
        if not change:
            return None
        player, name = staff.bullpen.pop(0)
        staff.current, staff.batters_faced, staff.runs_allowed = player, 0, 0
        staff.innings_started = 1 if at_start else 0
        slot = game.fielding.slot_of(game.fielding.pitcher)
        return f'sub {player} "{name}" {staff.side} {slot} P'

    def _runner_play(self, game: GameState) -> str | None:
        """Before the first pitch: now and then a steal, a caught stealing or a wild pitch."""
        on = [game.bases[i] is not None for i in range(3)]
        roll = self.rng.random()
        if on[0] and not on[1] and roll < 0.045:
            return "SB2" if self.rng.random() < 0.75 else "CS2(26)"
        if on[1] and not on[2] and roll < 0.008:
            return "SB3"
        if any(on) and roll > 0.992:
            return self.rng.choice(("WP", "WP", "PB"))
        return None

    def _plate_appearance(self, game: GameState) -> str:
        outcome = self.rng.choices(list(OUTCOMES), weights=list(OUTCOMES.values()))[0]
        if outcome == "K":
            pitches = self._pitches(end=self.rng.choice("csscs"), two_strikes=True)
            return pitches if self.rng.random() < 0.4 else f"{pitches} K"
        if outcome == "W":
            pitches = self._pitches(end="b", three_balls=True)
            return pitches if self.rng.random() < 0.6 else f"{pitches} W"
        if outcome == "HP":
            return self._pitches(end="h")
        return f"{self._pitches(end='x')} {self._ball_in_play(game, outcome)}"

    def _pitches(self, end: str, two_strikes: bool = False, three_balls: bool = False) -> str:
        """A plate appearance's pitches from 0-0, up to and including `end`."""
        balls = 3 if three_balls else self.rng.choice((0, 0, 1, 1, 1, 2, 2, 3))
        strikes = 2 if two_strikes else self.rng.choice((0, 0, 1, 1, 2))
        seq = ["b"] * balls + [self.rng.choice("cfsf") for _ in range(strikes)]
        self.rng.shuffle(seq)
        if strikes == 2:
            seq += ["f"] * self.rng.choice((0, 0, 0, 1, 1, 2))  # fouls with two strikes
        return "".join(seq) + end

    # -- plays ----------------------------------------------------------------------------

    def _ball_in_play(self, game: GameState, outcome: str) -> str:
        rng, outs = self.rng, game.outs
        first, second, third = (game.bases[i] is not None for i in range(3))
        if outcome == "1B":
            moves = []
            if second and rng.random() < 0.6:
                moves.append("2-H")
            if first and (not second or moves) and rng.random() < 0.28:
                moves.append("1-3")
            return _with(f"S{rng.choice('7889')}/{rng.choice('GLL')}", moves)
        if outcome == "2B":
            return _with(f"D{rng.choice('789')}/{rng.choice('LF')}",
                         ["1-H"] if first and rng.random() < 0.4 else [])
        if outcome == "3B":
            return f"T{rng.choice('89')}/F"
        if outcome == "HR":
            return f"HR/{rng.choice('789')}/F"
        if outcome == "E":
            return f"E{rng.choice('65543')}/G"
        if outcome == "GO":
            return self._ground_out(first, second, third, outs)
        if outcome == "FO":
            fielder = rng.choice("789")
            if third and outs < 2 and rng.random() < 0.55:
                return f"{fielder}/SF.3-H"
            return _with(f"{fielder}/F", ["2-3"] if second and not third and outs < 2
                         and fielder == "9" and rng.random() < 0.5 else [])
        if outcome == "LO":
            return f"{rng.choice('6497')}/L"
        return rng.choice(("6/P", "4/P", "5/P", "2/FL", "3/P"))

    def _ground_out(self, first: bool, second: bool, third: bool, outs: int) -> str:
        rng = self.rng
        if first and outs < 2:
            ahead = (["3-H"] if third else []) + (["2-3"] if second else [])
            roll = rng.random()
            if roll < 0.45:  # with one out the double play ends the inning: no run scores
                return _with(rng.choice(("64(1)3/GDP", "46(1)3/GDP", "6(1)3/GDP",
                                         "54(1)3/GDP")), ahead if outs == 0 else [])
            if roll < 0.7:
                return _with(rng.choice(("64(1)/FO/G", "6(1)/FO/G", "4(1)/FO/G")), ahead)
        play = rng.choice(("63/G", "63/G", "43/G", "43/G", "53/G", "3/G", "13/G"))
        if outs == 2:
            return play  # the third out: nobody moves up
        moves, occupied = [], {1: first, 2: second, 3: third}
        for base in (3, 2, 1):  # the lead runner first, so that a base ahead may be free
            if occupied[base] and rng.random() < 0.5 and (base == 3 or not occupied[base + 1]):
                moves.append(f"{base}-{'H' if base == 3 else base + 1}")
                occupied[base] = False
                occupied[min(base + 1, 3)] = base < 3
        return _with(play, moves)


def _with(play: str, moves: list[str]) -> str:
    """The play with its runner advances (`S8/L.2-H;1-3`)."""
    return f"{play}.{';'.join(moves)}" if moves else play
