"""Recording cost along a game (part of `make bench`): an input at position 3,000 of a game
beside one at position 30 and 300, as a ratio to the one at 30 measured in the same run.

Three games of the long plain game (tests.bench.long_game, one key per input) are stored up
to the input before each position; then `db.recording.record` records the next inputs one by
one, as the app does, in this process (warm: the game replayed once, when the process first
records into it), and again with the process's replays forgotten before each input (cold: what
one `scorebook record` command does, less the interpreter's start-up). Warm, the ratio should
stay near 1; cold, the replay of the game grows with it. Machines are noisy: nothing is
asserted about the times (tests/db/test_recording_cost.py holds what an input reads and
answers equal at 30 and 3,000).

    python -m tests.bench.recording [--inputs N]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from db import replay_cache
from db.engine import make_engine
from db.migrate import upgrade
from db.recording import record
from tests.bench.long_game import games_at, long_game

POSITIONS = (30, 300, 3_000)


def p50_ms(engine, inputs: dict[str, list[str]], cold: bool) -> dict[str, float]:
    """The median milliseconds of recording each game's `inputs` one by one, a game after the
    other in turn (so that the database's growth meanwhile weighs on each the same)."""
    seconds: dict[str, list[float]] = {key: [] for key in inputs}
    for turn in zip(*inputs.values()):
        for key, value in zip(inputs, turn):
            if cold:
                replay_cache.forget()
            start = time.perf_counter()
            record(engine, key, value)
            seconds[key].append(time.perf_counter() - start)
    return {key: statistics.median(times) * 1000 for key, times in seconds.items()}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=50, help="Inputs timed at each position.")
    args = parser.parse_args(argv)
    n = args.inputs
    typed = long_game(POSITIONS[-1] + 2 * n)
    with tempfile.TemporaryDirectory() as folder:
        engine = make_engine(f"sqlite:///{Path(folder) / 'bench.db'}")
        upgrade(engine)
        for at, key in games_at(engine, POSITIONS, typed).items():
            record(engine, key, typed[at - 1])  # the game replayed once by this process
        warm = p50_ms(engine, {f"at{at}": typed[at:at + n] for at in POSITIONS}, cold=False)
        cold = p50_ms(engine, {f"at{at}": typed[at + n:at + 2 * n] for at in POSITIONS},
                      cold=True)
        engine.dispose()
    print(f"Recording an input along a game (p50 of {n} inputs at each position):")
    for at in POSITIONS:
        key, first = f"at{at}", f"at{POSITIONS[0]}"
        print(f"  at input {at:>5,}   in the app's process {warm[key]:6.1f} ms "
              f"({warm[key] / warm[first]:4.2f}× the one at {POSITIONS[0]})   in a new process "
              f"{cold[key]:6.1f} ms ({cold[key] / cold[first]:4.2f}×), start-up not counted")


if __name__ == "__main__":
    main()
