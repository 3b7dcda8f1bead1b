"""Pizza Box games per second, computer against computer, without storage (issue 13).

Each game is the real thing through `engine.systems.simulate`: both computer managers (the
run-expectancy opponent of ai.py), every card dealt and drawn through the session and the
core, at each level A, AA, AAA and PRO. Printed: games per second, plate appearances per second
and runs per team a game (a sanity check beside the calibration's ≈ 4.2 at A with the default
mix). Nothing is asserted about the times: machines are noisy.

    python -m tests.bench.pizzabox [--games N]
"""

from __future__ import annotations

import argparse

from tests.bench.sim_games import measure

LEVELS = ("A", "AA", "AAA", "PRO")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"Pizza Box, nine innings, computer against computer, no storage ({args.games} games each):")
    for level in LEVELS:
        games, appearances, runs = measure("pizzabox", [], {"level": level}, args.games)
        print(f"  level {level:<4} {games:8.1f} games/s  {appearances:9.0f} plate appearances/s  "
              f"{runs:5.2f} runs per team")


if __name__ == "__main__":
    main()
