"""Whole simulated games of a system per second, computer against computer, without storage:
what the systems' benchmarks (tests.bench.nanyou, tests.bench.pizzabox) measure."""

from __future__ import annotations

import time
from typing import Any, Sequence

from engine.systems.simulate import simulate

TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def measure(system: str, pool: Sequence[Any], options: dict[str, str],
            games: int) -> tuple[float, float, float]:
    """Games per second, plate appearances per second and runs per team a game."""
    appearances = runs = 0
    start = time.perf_counter()
    for seed in range(games):
        game = simulate(system, pool, seed, *TEAMS, options)
        appearances += sum(1 for r in game.session.records if r.kind == "play" and r.batter_event)
        runs += sum(game.session.game.score)
    seconds = time.perf_counter() - start
    return games / seconds, appearances / seconds, runs / (2 * games)
