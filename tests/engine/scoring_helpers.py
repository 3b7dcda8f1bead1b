"""Score a game from entry lines, for rule tests."""

from __future__ import annotations

from engine.core.setup import GameSetup, LineupSpot, Ruleset, Situation, TeamSheet
from engine.systems import get_system
from engine.systems.session import Session

FIELD = (8, 4, 6, 3, 5, 7, 9, 2, 1)


def team(code: str, size: int = 9, dh: bool = False) -> TeamSheet:
    """Players `<code>1`..`<code>9` batting in order; slot 9 pitches (or DHs, with the pitcher
    `<code>P` out of the order)."""
    spots = [LineupSpot(f"{code}{i}", f"{code}-{i}", i, FIELD[i - 1]) for i in range(1, size + 1)]
    if dh:
        spots[-1] = LineupSpot(f"{code}{size}", f"{code}-{size}", size, 10)
        spots.append(LineupSpot(f"{code}P", f"{code}-P", 0, 1))
    return TeamSheet(code, code, tuple(spots))


def setup(innings: int = 9, situation: Situation = Situation(), dh: bool = False, **rules) -> GameSetup:
    return GameSetup(team("A", dh=dh), team("H", dh=dh), Ruleset(innings=innings, dh=dh, **rules), situation)


class Scored:
    """A game scored line by line, with every row it produced."""

    def __init__(self, game_setup: GameSetup | None = None):
        self.session = Session(get_system("plain"), game_setup or setup())
        self.records = []

    def __call__(self, *lines: str) -> "Scored":
        for line in lines:
            self.records.extend(self.session.answer(line).records)
        return self

    @property
    def game(self):
        return self.session.game

    def plays(self):
        return [r for r in self.records if r.kind == "play"]

    @property
    def last(self):
        return self.plays()[-1]

    def three_up_three_down(self, times: int = 1) -> "Scored":
        return self(*(["63", "8", "K"] * times))
