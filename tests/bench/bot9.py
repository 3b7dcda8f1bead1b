"""Bottom of the 9th games per second, computer against computer, without storage, beside a
minimal loop of the same dice rules in the same run (issue 5: the full engine within 5× of it).

The minimal loop is the game stripped to its dice: the swing table and the run race as plain
integers, hit determination, walks and strikeouts, the walk-off — no cards, no stare-down, no
events, no box score. The engine runs the real thing: both managers deciding every pitch, the
cards' abilities (or blank cards), every answer through the session and the core.

Then `scorebook sim bot9` end to end, as a user runs it: games stored per second into a fresh
SQLite file, with one process and with one per CPU (issue 16: at least 1,000 games/s). The
command's start-up (and the new file's schema) is taken out: a run of one game is timed too.

    python -m tests.bench.bot9 [--games N] [--stored N]
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.tables import load_tables
from engine.systems.simulate import simulate

TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def minimal_game(rng: random.Random, tables) -> bool:
    """One game of the bare dice rules; True if the home team scored."""
    faces, call, hits = tables.pitch_faces, tables.call, tables.hits
    outs, bases = 0, [0, 0, 0]
    while outs < 3:
        balls = strikes = 0
        while True:
            face = rng.choice(faces)
            result = call(face, rng.randint(1, 6), rng.randint(1, 6))
            if result == "ball":
                balls += 1
                if balls == 4:
                    if all(bases):
                        return True
                    bases = [1, bases[0] or bases[1], bases[2] or (bases[0] and bases[1])]
                    break
            elif result in ("swinging", "called"):
                strikes += 1
                if strikes == 3:
                    outs += 1
                    break
            elif result == "foul":
                strikes = min(2, strikes + 1)
            else:
                while True:
                    run, field = rng.randint(1, 6), rng.randint(1, 6)
                    if run >= 5 or field >= 5:
                        break
                if run < 5:
                    outs += 1
                elif face == "S" and run == 6:
                    hit = hits[rng.randint(1, 6)]
                    if hit.bases == 4 or any(b and i + 1 + hit.runners >= 4 for i, b in enumerate(bases)):
                        return True
                    moved = [0, 0, 0]
                    for i, b in enumerate(bases):
                        if b:
                            moved[i + hit.runners] = 1
                    moved[hit.bases - 1] = 1
                    bases = moved
                else:
                    if bases[2]:
                        return True
                    bases = [1, bases[0], bases[1]]
                break
    return False


def rate(play, games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        play(seed)
    return games / (time.perf_counter() - start)


def sim_seconds(games: int, processes: int, folder: Path) -> float:
    """Wall seconds of `scorebook sim bot9 --games N` into a new SQLite file."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["SCOREBOOK_DB"] = f"sqlite:///{folder / f'sim-{games}-{processes}.db'}"
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "scorebook", "sim", "bot9", "--games", str(games),
                    "--seed", "1", "--processes", str(processes)],
                   env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def stored_rate(games: int, processes: int) -> float:
    """Games stored per second by `scorebook sim bot9`, start-up taken out."""
    with tempfile.TemporaryDirectory() as folder:
        fixed = sim_seconds(1, processes, Path(folder))
        return (games - 1) / (sim_seconds(games, processes, Path(folder)) - fixed)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--stored", type=int, default=4000, help="games per `scorebook sim` run")
    args = parser.parse_args(argv)
    tables, pool = load_tables(), list(sample_cards().values())
    minimal = rate(lambda seed: minimal_game(random.Random(seed), tables), args.games * 10)
    blank = rate(lambda seed: simulate("bot9", pool, seed, *TEAMS, {"abilities": "off"}), args.games)
    cards = rate(lambda seed: simulate("bot9", pool, seed, *TEAMS, {}), args.games)
    print(f"Bottom of the 9th, computer against computer, no storage ({args.games} games each):")
    print(f"  minimal dice loop        {minimal:10.0f} games/s")
    print(f"  engine, blank cards      {blank:10.0f} games/s   {minimal / blank:6.1f}× slower")
    print(f"  engine, sample cards     {cards:10.0f} games/s   {minimal / cards:6.1f}× slower")
    print(f"scorebook sim bot9, stored into a new SQLite file ({args.stored} games, start-up "
          f"taken out):")
    for processes in sorted({1, os.cpu_count() or 1}):
        per_second = stored_rate(args.stored, processes)
        print(f"  {processes} process{'es' * (processes > 1):2}             {per_second:10.0f} games/s")


if __name__ == "__main__":
    main()
