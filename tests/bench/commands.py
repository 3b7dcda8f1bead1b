"""Commands as a user types them (part of `make bench`): whole processes, start-up included.

Each command line is run a few times as its own process; the median wall time and the largest
peak memory (the command's own, measured by a small process that starts it) are printed beside the issue's goal, and the
bare interpreter's start-up is timed the same way as the anchor. Compiled bytecode is used as
an installed Scorebook has it (PYTHONDONTWRITEBYTECODE is dropped, so the first, uncounted run
writes what is missing). Nothing is asserted about the times.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
from pathlib import Path

SCOREBOOK = [sys.executable, "-m", "scorebook"]
GAME = Path(__file__).parents[1] / "data" / "games" / "TBA201908180.txt"


#: Runs the command given after it and prints its wall seconds and peak memory in KiB. The
#: benchmark starts commands through it: a child's peak memory counts from its fork, when it
#: is still a copy of its parent (this benchmark holds a season by then), and that figure
#: survives the exec; and the command's time is taken without this one's start-up.
_MEASURE = ("import resource, subprocess, sys, time; start = time.perf_counter(); "
            "code = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL); "
            "print(time.perf_counter() - start, "
            "resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss); sys.exit(code)")


def run(argv: list[str]) -> tuple[float, float]:
    """Seconds of wall time and peak MiB of one run of `argv`; its output is discarded."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run([sys.executable, "-c", _MEASURE, *argv], capture_output=True,
                          text=True, env=env)
    if done.returncode:
        raise SystemExit(f"{' '.join(argv)} failed: {done.stderr[-500:]}")
    seconds, peak = done.stdout.split()
    return float(seconds), int(peak) / 1024  # kilobytes on Linux


def measure(argv: list[str], runs: int) -> tuple[float, float]:
    """Median seconds and largest peak MiB over `runs` runs, after one uncounted run."""
    run(argv)
    results = [run(argv) for _ in range(runs)]
    return statistics.median(s for s, _ in results), max(m for _, m in results)


def small_database(folder: Path) -> str:
    """A database with one recorded game, as `scorebook games` finds on a new user's machine."""
    url = f"sqlite:///{folder / 'small.db'}"
    run([*SCOREBOOK, "--db", url, "record", GAME.stem, "--script", str(GAME)])
    return url


def commands(season_url: str, season: str, folder: Path, runs: int = 3) -> str:
    """The table of the commands' figures: the small ones, then the season's statistics."""
    small = small_database(folder)
    rows = [
        ("python -c pass (the interpreter alone)", [sys.executable, "-c", "pass"], None),
        ("scorebook --help", [*SCOREBOOK, "--help"], (0.3, None)),
        ("scorebook games (one game)", [*SCOREBOOK, "--db", small, "games"], (0.5, None)),
        (f"scorebook box --season {season} --format json",
         [*SCOREBOOK, "--db", season_url, "box", "--season", season, "--format", "json"],
         (1.0, 400)),
        (f"scorebook stats batting --season {season}",
         [*SCOREBOOK, "--db", season_url, "stats", "batting", "--season", season], (1.0, 400)),
        (f"scorebook stats pitching --season {season}",
         [*SCOREBOOK, "--db", season_url, "stats", "pitching", "--season", season], (1.0, 400)),
    ]
    width = max(len(what) for what, _, _ in rows)
    out = [f"Commands as a user types them (whole processes, median of {runs}, peak memory):"]
    for what, argv, goal in rows:
        seconds, peak = measure(argv, runs)
        aim = "" if goal is None else f"   goal ≤ {goal[0]:.1f} s" + (
            f", ≤ {goal[1]} MiB" if goal[1] else "")
        out.append(f"  {what:<{width}}  {seconds:6.2f} s  {peak:7.0f} MiB{aim}")
    return "\n".join(out)
