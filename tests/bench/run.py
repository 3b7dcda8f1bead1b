"""The statistics benchmark (`make bench`): what each reader costs on a season of 2,430 games.

For each database (the cached SQLite league file; PostgreSQL too when SCOREBOOK_TEST_PG_URL
is set, as under tests/with-postgres) and each reader installed, it times loading the
season's frames, every box score of the season, and the season batting and pitching lines,
then prints the seconds and each figure as a ratio to the SQLAlchemy reader measured in the
same process. Machines are noisy, so nothing is asserted about the times; only that every
reader read the same frames. Then Bottom of the 9th games per second beside a minimal loop
of its dice rules (tests.bench.bot9). Then Nanyou nine-inning games per second, with the
default options and with every optional rule on (tests.bench.nanyou). Then Pizza Box games
per second at each level, computer against computer (tests.bench.pizzabox). Then Unlimited
Nine games per second in both modes, beside a minimal loop of its duel (tests.bench.unlimited9).
Then the app at the table: a recording key press to the input committed and the screen
updated, 300 pitches into a game, beside the commit alone (tests.bench.tui). Then recording an
input at the 3,000th position of a game beside one at the 30th (tests.bench.recording). Then
printed pages: seconds per box-score page and the season's league report, beside the same box
scores as text (tests.bench.pdf). Then the 2019 season from Retrosheet's files: its import,
box scores and season lines beside the Chadwick tools' times (tests.bench.retrosheet). Last, the
soak: four scorekeepers and two followers at once for a minute (SOAK_SECONDS) on each database,
which fails the bench if an input is lost or refused or a follower misses a play
(tests.bench.soak).

    python -m tests.bench.run [--seed N] [--days N] [--repeat N] [--no-postgres]
"""

from __future__ import annotations

import argparse
import importlib
import os
import time
from dataclasses import dataclass, field, fields
from typing import Callable

import polars as pl
from polars.testing import assert_frame_equal

from db.engine import make_engine
from db.migrate import upgrade
from stats.load import Frames, load
from stats.readers import SQLALCHEMY, available_readers
from tests.bench import (bot9, nanyou, pdf, pizzabox, recording, retrosheet, soak, tui,
                          unlimited9)
from tests.bench.bulk import copy_tables
from tests.bench.database import PG_VAR, league_database, postgres_schema
from tests.bench.league import SEASON

STEPS = ("load", "boxes", "batting", "pitching")
#: Where the statistics may live, in the order tried: (module, function) -> what to time.
FINDERS = {
    "boxes": [("stats.box.scores", "box_scores"), ("stats.box.scores", "season_boxes")],
    "batting": [("stats.batting", "batting_lines")],
    "pitching": [("stats.pitching", "pitching_lines")],
}


@dataclass
class Timing:
    reader: str
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def total(self) -> float:
        return sum(self.seconds.values())


def find(step: str) -> Callable[[Frames], object] | None:
    """The function computing `step` from the frames, if it exists yet."""
    for module, name in FINDERS[step]:
        try:
            return getattr(importlib.import_module(module), name)
        except (ImportError, AttributeError):
            continue
    return None


def materialise(result: object) -> None:
    """Compute a statistic's result in full: a LazyFrame, or a dataclass of them."""
    if isinstance(result, pl.LazyFrame):
        result.collect()
    elif hasattr(result, "__dataclass_fields__"):
        pl.collect_all([getattr(result, f.name) for f in fields(result)
                        if isinstance(getattr(result, f.name), pl.LazyFrame)])


def measure(engine, reader: str, repeat: int) -> tuple[Timing, Frames]:
    """The best of `repeat` runs of each step with `reader`."""
    timing, frames = Timing(reader), None
    for _ in range(repeat):
        start = time.perf_counter()
        frames = load(engine, season=SEASON, reader=reader)
        _keep_best(timing, "load", time.perf_counter() - start)
        for step in STEPS[1:]:
            function = find(step)
            if function is None:
                continue
            start = time.perf_counter()
            materialise(function(frames))
            _keep_best(timing, step, time.perf_counter() - start)
    return timing, frames


def _keep_best(timing: Timing, step: str, seconds: float) -> None:
    timing.seconds[step] = min(seconds, timing.seconds.get(step, seconds))


def benchmark(engine, title: str, repeat: int) -> None:
    readers = [SQLALCHEMY] + [r for r in available_readers(engine) if r != SQLALCHEMY]
    timings, baseline = [], None
    for reader in readers:
        timing, frames = measure(engine, reader, repeat)
        timings.append(timing)
        if baseline is None:
            baseline = frames
        else:
            same_frames(frames, baseline, reader)
    print(report(title, timings, _sizes(baseline)))


def same_frames(frames: Frames, baseline: Frames, reader: str) -> None:
    for f in fields(Frames):
        ours, theirs = getattr(frames, f.name), getattr(baseline, f.name)
        try:
            if ours is None or theirs is None:  # the pitches, when not read summed up
                assert ours is theirs, f"{f.name}: one reader summed them, the other did not"
                continue
            assert_frame_equal(ours.collect(), theirs.collect(), check_exact=True)
        except AssertionError as exc:
            raise SystemExit(f"The {reader} reader read a different {f.name} frame: {exc}")


def report(title: str, timings: list[Timing], sizes: str) -> str:
    """A small table: seconds per step, then each as a ratio to the SQLAlchemy reader."""
    steps = [s for s in STEPS if s in timings[0].seconds]
    missing = [s for s in STEPS if s not in steps]
    base = timings[0]
    header = ["reader", *(f"{s} s" for s in steps), "total s",
              *(f"{s} ×" for s in steps), "total ×"]
    rows = []
    for t in timings:
        rows.append([t.reader, *(f"{t.seconds[s]:.2f}" for s in steps), f"{t.total:.2f}",
                     *(f"{t.seconds[s] / base.seconds[s]:.2f}" for s in steps),
                     f"{t.total / base.total:.2f}"])
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = [f"{title}: {sizes}",
             "  ".join(h.ljust(w) if i == 0 else h.rjust(w)
                       for i, (h, w) in enumerate(zip(header, widths)))]
    lines += ["  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(r, widths))) for r in rows]
    lines.append("× = time / the sqlalchemy reader's time in this run (lower is faster); "
                 "every reader read identical frames.")
    if missing:
        lines.append(f"Not timed (not written yet): {', '.join(missing)}.")
    return "\n".join(lines)


def _sizes(frames: Frames) -> str:
    games = frames.games.collect()
    runs = games.select(pl.concat_list("away_runs", "home_runs").explode().mean()).item()
    innings = games["innings"]
    return (f"{games.height:,} games ({(games['status'] == 'final').sum():,} final, "
            f"{(innings >= 9).sum():,} of 9+ innings), "
            f"{frames.plays.collect().height:,} plays rows, {runs:.2f} runs per team a game")


def postgres_copy(source_url: str, repeat: int) -> None:
    """The same league copied into a fresh schema of the test cluster, then benchmarked."""
    with postgres_schema() as url:
        engine = make_engine(url)
        upgrade(engine)
        start = time.perf_counter()
        copy_tables(make_engine(source_url), engine)
        print(f"(copied into PostgreSQL in {time.perf_counter() - start:.0f} s)")
        benchmark(engine, "PostgreSQL", repeat)
        engine.dispose()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--days", type=int, default=162, help="Days of the schedule "
                        "(15 games a day; 162 days make 2,430 games).")
    parser.add_argument("--repeat", type=int, default=1, help="Runs per reader (best kept).")
    parser.add_argument("--no-postgres", action="store_true")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    path = league_database(args.seed, args.days)
    url = f"sqlite:///{path}"
    engine = make_engine(url)
    upgrade(engine)
    benchmark(engine, "SQLite", args.repeat)
    engine.dispose()
    if os.environ.get(PG_VAR) and not args.no_postgres:
        postgres_copy(url, args.repeat)
    bot9.main([])
    nanyou.main([])
    pizzabox.main([])
    unlimited9.main([])
    tui.main([])
    recording.main([])
    pdf.main(["--db", url, "--season", SEASON])
    retrosheet.main(["--no-postgres"] if args.no_postgres else [])
    soak.main(["--no-postgres"] if args.no_postgres else [])
    print(f"Benchmark done in {time.perf_counter() - started:.0f} s.")


if __name__ == "__main__":
    main()
