"""Nanyou nine-inning games per second, computer against computer, without storage (issue 6).

Each game is the real thing through `engine.systems.simulate`: the draft of the 30 sample
cards, both computer managers, every die through the session and the core. Run twice: with
the default options (the full mode, no optional rule) and with every optional rule on.
Printed: games per second, plate appearances per second, and runs per team a game (a sanity
check beside the rules research's ≈ 4.4, ≈ 6.5 with the error option). Nothing is asserted
about the times: machines are noisy.

    python -m tests.bench.nanyou [--games N]
"""

from __future__ import annotations

import argparse
import time

from engine.systems.nanyou.cards import sample_cards
from engine.systems.nanyou.state import RULES
from engine.systems.simulate import simulate

TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))
RUNS = {
    "default options": {},
    "every optional rule": {rule: "on" for rule in RULES},
}


def measure(options: dict[str, str], games: int) -> tuple[float, float, float]:
    """Games per second, plate appearances per second and runs per team a game."""
    pool = list(sample_cards().values())
    appearances = runs = 0
    start = time.perf_counter()
    for seed in range(games):
        game = simulate("nanyou", pool, seed, *TEAMS, options)
        appearances += sum(1 for r in game.session.records if r.kind == "play" and r.batter_event)
        runs += sum(game.session.game.score)
    seconds = time.perf_counter() - start
    return games / seconds, appearances / seconds, runs / (2 * games)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"Nanyou, nine innings, computer against computer, no storage ({args.games} games each):")
    for title, options in RUNS.items():
        games, appearances, runs = measure(options, args.games)
        print(f"  {title:<20} {games:8.1f} games/s  {appearances:9.0f} plate appearances/s  "
              f"{runs:5.2f} runs per team")


if __name__ == "__main__":
    main()
