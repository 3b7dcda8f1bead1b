"""Unlimited Nine games per second, computer against computer, without storage, beside a minimal
loop of the same duel in the same run (the ratio is what to compare between machines).

The minimal loop is the game stripped to its duel: each side's hand dealt fresh to its size
as colours only, both sides committing their strongest colour, the colour cancel, the batter's
hit table and the fielder's catch, the runners moved the hit's bases — no events, skills,
boost cards, walks, discard or box score. The engine runs the real thing, through
`engine.systems.simulate`: the set-up (basic: captains and the reveal; standard: the whole
recruiting phase), both computer managers deciding every card, every draw and discard through
the session and the core. Printed: games per second, plate appearances per second, runs per
team a game (a sanity check beside the calibration's 2-4), and the engine's time as a
multiple of the minimal loop's. Nothing is asserted about the times: machines are noisy.

    python -m tests.bench.unlimited9 [--games N]
"""

from __future__ import annotations

import argparse
import random
import time

from engine.systems.unlimited9.card_file import house_set
from engine.systems.unlimited9.cards import COLOURS, POSITION_NUMBERS, BASES, CardSet
from engine.systems.unlimited9.pregame import colour_nine
from tests.bench.sim_games import measure

MODES = ("basic", "standard")


def minimal_game(rng: random.Random, cards: CardSet) -> int:
    """One three-inning game of the bare duel between two colour nines; the runs scored."""
    nines = [colour_nine(cards, colour) for colour in rng.sample(COLOURS, 2)]
    fielding = [{POSITION_NUMBERS[c.position]: c.player.fielding for c in nine} for nine in nines]
    up, runs = [0, 0], 0
    for _ in range(3):
        for half in (0, 1):
            batting, field = nines[half], fielding[1 - half]
            outs, bases = 0, [False, False, False]
            while outs < 3:
                face = batting[up[half]].player
                up[half] = (up[half] + 1) % 9
                offence = [rng.choice(COLOURS) for _ in range(face.batting + 1)]
                defence = [rng.choice(COLOURS) for _ in range(5)]
                o_colour = max(COLOURS, key=offence.count)
                d_colour = max(COLOURS, key=defence.count)
                power = offence.count(o_colour)
                against = 0 if d_colour == o_colour else defence.count(d_colour)
                difference = power - against
                if difference < 0 or (difference == 0 and not face.hit_at_zero):
                    outs += 1
                    continue
                position, hit = face.hit(difference)
                if position and face.batting + difference <= field[POSITION_NUMBERS[position]]:
                    outs += 1
                    continue
                moved = BASES[hit]
                runs += sum(1 for b in range(3) if bases[b] and b + 1 + moved >= 4) + (moved == 4)
                after = [False, False, False]
                for b in range(3):
                    if bases[b] and b + moved < 3:
                        after[b + moved] = True
                if moved < 4:
                    after[moved - 1] = True
                bases = after
    return runs


def minimal_rate(cards: CardSet, games: int) -> tuple[float, float]:
    """The minimal loop's games per second and runs per team a game."""
    runs = 0
    start = time.perf_counter()
    for seed in range(games):
        runs += minimal_game(random.Random(seed), cards)
    return games / (time.perf_counter() - start), runs / (2 * games)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args(argv)
    cards = house_set()
    minimal, minimal_runs = minimal_rate(cards, args.games * 10)
    print(f"Unlimited Nine, three innings, computer against computer, no storage "
          f"({args.games} games each, the minimal loop {args.games * 10}):")
    print(f"  minimal duel loop   {minimal:10.0f} games/s  {'':25}{minimal_runs:5.2f} runs per team")
    for mode in MODES:
        games, appearances, runs = measure("unlimited9", [], {"mode": mode}, args.games)
        print(f"  engine, {mode:<10} {games:10.1f} games/s  {appearances:8.0f} plate appearances/s  "
              f"{runs:5.2f} runs per team  {minimal / games:6.1f}× the minimal loop's time")


if __name__ == "__main__":
    main()
