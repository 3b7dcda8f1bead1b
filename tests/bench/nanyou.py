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

from engine.systems.nanyou.cards import sample_cards
from engine.systems.nanyou.state import RULES
from tests.bench.sim_games import measure

RUNS = {
    "default options": {},
    "every optional rule": {rule: "on" for rule in RULES},
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    print(f"Nanyou, nine innings, computer against computer, no storage ({args.games} games each):")
    for title, options in RUNS.items():
        games, appearances, runs = measure("nanyou", list(sample_cards().values()), options, args.games)
        print(f"  {title:<20} {games:8.1f} games/s  {appearances:9.0f} plate appearances/s  "
              f"{runs:5.2f} runs per team")


if __name__ == "__main__":
    main()
