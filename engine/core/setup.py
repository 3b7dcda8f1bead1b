"""What a game starts from: the rules in force, the two lineups and the starting situation."""

from __future__ import annotations

from dataclasses import dataclass

AWAY, HOME = 0, 1
TOP, BOTTOM = 0, 1

#: Position numbers as Retrosheet writes them.
POSITIONS = {1: "P", 2: "C", 3: "1B", 4: "2B", 5: "3B", 6: "SS", 7: "LF", 8: "CF", 9: "RF",
             10: "DH", 11: "PH", 12: "PR"}


@dataclass(frozen=True)
class Ruleset:
    """How a game ends and who bats.

    `innings`: scheduled innings (9, or 1 for Bottom of the 9th, 3, 7 …). `extra_innings`: a tie
    after them goes on; otherwise it ends tied when `ties_allowed`, else it must go on anyway.
    `skip_home_half_when_ahead`: the home team does not bat in the last inning when ahead.
    `walk_off`: the game ends the moment the home team takes the lead in its last half.
    `lineup_size`: batting slots (9, or 6 for Bottom of the 9th).
    `max_innings`: the last inning that may be played (0: no limit); a game still tied after its
    bottom half is over (a solo Situation card's "the game may go to the 11th").
    `tie_goes_to`: "away" when a game that ends tied is the visitors' win, as in Bottom of the
    9th, where the home team must score before the third out; "" for baseball's tie.
    `earned_runs`: "reconstruct" — Rule 9.16's inning replayed without errors and passed balls
    decides (a scorekeeper at the table marks nothing); "marked" — every run is earned unless
    the scorer wrote (UR) or (TUR), as official Retrosheet files are scored.
    """

    innings: int = 9
    extra_innings: bool = True
    ties_allowed: bool = False
    skip_home_half_when_ahead: bool = True
    walk_off: bool = True
    dh: bool = False
    lineup_size: int = 9
    earned_runs: str = "reconstruct"
    max_innings: int = 0
    tie_goes_to: str = ""


EARNED_RUN_METHODS = ("reconstruct", "marked")


@dataclass(frozen=True)
class LineupSpot:
    """A starter: batting slot (0 = a pitcher who does not bat, with the DH) and position."""

    player: str
    name: str
    slot: int
    position: int


@dataclass(frozen=True)
class TeamSheet:
    """A team as the lineup card is handed in.

    Tabletop games field half a team: Bottom of the 9th's visitors are only pitchers (nobody in
    a batting slot: the team never bats, and its half-innings are not played) and its home team
    only batters (no pitcher: the team never takes the field).
    """

    code: str
    name: str
    lineup: tuple[LineupSpot, ...]


@dataclass(frozen=True)
class Situation:
    """Where play starts: inning, half, outs, runners (base -> player id) and score (away, home).

    A normal game starts at the top of the first with nobody on; Bottom of the 9th starts in
    the bottom of the ninth, and solo Situation cards put runners on and outs on the board.
    """

    inning: int = 1
    half: int = TOP
    outs: int = 0
    runners: tuple[tuple[str, str], ...] = ()
    score: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class GameSetup:
    away: TeamSheet
    home: TeamSheet
    rules: Ruleset = Ruleset()
    situation: Situation = Situation()
