"""Games of Pizza Box played with the rules file's default strategy mix, and their totals: the
yardstick the house-default decks are calibrated with (rules/pizza_box.md §2.2)."""

from __future__ import annotations

import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from engine.core.events import EventType
from engine.systems.driver import driver_for
from engine.systems.pizzabox import SYSTEM
from engine.systems.pizzabox.ai import StrategyMix
from engine.systems.pizzabox.sim import sim_setup
from engine.systems.session import Session

ON_BASE = (int(EventType.SINGLE), int(EventType.DOUBLE), int(EventType.TRIPLE),
           int(EventType.HOME_RUN), int(EventType.WALK), int(EventType.INTENTIONAL_WALK),
           int(EventType.HIT_BY_PITCH))
WALKS = (int(EventType.WALK), int(EventType.INTENTIONAL_WALK), int(EventType.HIT_BY_PITCH))


@dataclass
class Totals:
    games: int = 0
    runs: int = 0
    outs: int = 0          # outs made, for runs per nine innings
    on_base: int = 0       # H + BB + HBP
    chances: int = 0       # AB + BB + HBP + SF

    def add(self, other: "Totals") -> "Totals":
        return Totals(*(a + b for a, b in zip(vars(self).values(), vars(other).values())))

    @property
    def runs_per_nine(self) -> float:
        """Runs a team per nine innings (27 outs)."""
        return self.runs * 27 / self.outs

    @property
    def obp(self) -> float:
        return self.on_base / self.chances


def play(level: str, seed: int) -> Totals:
    """One game, both sides playing the default mix; its totals."""
    setup, options = sim_setup([], random.Random(f"{seed}/setup"), ("HOM", "Home"),
                               ("VIS", "Visitors"), {"level": level})
    session = Session(SYSTEM, setup, options)
    driver_for("simulate", session, random.Random(f"{seed}/cards"),
               away=StrategyMix(random.Random(f"{seed}/away")),
               home=StrategyMix(random.Random(f"{seed}/home"))).advance()
    totals = Totals(games=1, runs=sum(session.game.score))
    for r in session.records:
        if r.kind != "play":
            continue
        totals.outs += r.outs_on_play
        if r.batter_event:
            totals.on_base += r.event_type in ON_BASE
            totals.chances += r.at_bat or r.sf or r.event_type in WALKS
    return totals


def _chunk(args: tuple[str, range]) -> Totals:
    level, seeds = args
    totals = Totals()
    for seed in seeds:
        totals = totals.add(play(level, seed))
    return totals


def season(level: str, games: int, workers: int = 2) -> Totals:
    """`games` games (seeds 0 … games-1) on `workers` processes; the same totals every time."""
    step = -(-games // workers)
    chunks = [(level, range(start, min(games, start + step))) for start in range(0, games, step)]
    with ProcessPoolExecutor(workers) as pool:
        parts = list(pool.map(_chunk, chunks))
    total = Totals()
    for part in parts:
        total = total.add(part)
    return total
