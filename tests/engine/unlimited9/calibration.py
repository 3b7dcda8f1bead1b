"""Simulated games of Unlimited Nine, computer against computer, and their totals: the yardstick
the house-default cards are calibrated with (rules/unlimited_nine.md §1.2)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.core.events import EventType
from engine.systems.simulate import simulate

#: How a plate appearance ended, by Chadwick event type.
ENDINGS = {int(EventType.STRIKEOUT): "K (duel lost)", int(EventType.GENERIC_OUT): "caught",
           int(EventType.SINGLE): "1B", int(EventType.DOUBLE): "2B", int(EventType.TRIPLE): "3B",
           int(EventType.HOME_RUN): "HR", int(EventType.INTENTIONAL_WALK): "IBB"}


@dataclass
class Totals:
    games: int = 0
    runs: int = 0
    draws: int = 0
    endings: Counter = field(default_factory=Counter)

    def add(self, other: "Totals") -> "Totals":
        return Totals(self.games + other.games, self.runs + other.runs, self.draws + other.draws,
                      self.endings + other.endings)

    @property
    def runs_per_team(self) -> float:
        return self.runs / (2 * self.games)

    @property
    def draw_share(self) -> float:
        return self.draws / self.games

    def share(self, ending: str) -> float:
        return self.endings[ending] / max(1, sum(self.endings.values()))


def play(seed: int, mode: str = "basic") -> Totals:
    """One game, computer against computer; its totals."""
    game = simulate("unlimited9", [], seed, ("HOM", "Home"), ("VIS", "Visitors"), {"mode": mode})
    final = game.session.game
    totals = Totals(games=1, runs=sum(final.score), draws=int(final.score[0] == final.score[1]))
    for record in game.session.records:
        if record.kind == "play" and record.batter_event:
            totals.endings[ENDINGS.get(record.event_type, str(record.event_type))] += 1
    return totals


def season(games: int, first_seed: int = 0, mode: str = "basic") -> Totals:
    totals = Totals()
    for seed in range(first_seed, first_seed + games):
        totals = totals.add(play(seed, mode))
    return totals


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    mode = sys.argv[2] if len(sys.argv) > 2 else "basic"
    t = season(count, mode=mode)
    print(f"{t.games} {mode} games: {t.runs_per_team:.2f} runs a team, draws {t.draw_share:.1%}")
    for ending in ENDINGS.values():
        print(f"  {ending:14} {t.share(ending):.1%}")
