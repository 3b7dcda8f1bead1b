"""The app at the table (part of `make bench`): time from a recording key press to the input
committed and the screen updated, 300 pitches into a game, p50 and p95.

Two twin plain games are typed to the same point by the bench's scorekeeper (300 pitches in).
Then `b` and Enter are pressed on the app's game screen of one (Textual Pilot, headless: the keys,
`db.recording.record`'s transaction, the screen refreshed — `pilot.pause()` waits until every
message is handled), and the same pitch is recorded on the other with `record` alone, in the
same process: the ratio is what the screen adds to the commit. A bare Textual app with one
input, typed the same way, shows what the key presses themselves cost under Pilot. Machines are
noisy: nothing is asserted about the times, only that every key press was stored.

    python -m tests.bench.tui [--keys N] [--scorecard]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, record
from db.replay import game_state
from engine.core.setup import GameSetup
from engine.systems import get_system
from engine.systems.session import Session
from textual.app import App
from textual.widgets import Input

from tests.bench.scorekeeper import Scorekeeper, Staff
from tests.db.conftest import team
from tui.app import Settings, make_app

PITCHES = 300
SETUP = GameSetup(away=team("AAA", "a"), home=team("BBB", "b"))


def lines_to(pitches: int) -> list[str]:
    """Entry lines that take a game `pitches` pitches in and leave it going (the first seed
    whose game lasts that long)."""
    for seed in range(100):
        rng = random.Random(f"tui-bench:{seed}")
        keeper = Scorekeeper(rng, Staff("away", "a9", [("a10", "A Reliever")]),
                             Staff("home", "b9", [("b10", "B Reliever")]))
        session, lines = Session(get_system("plain"), SETUP), []
        while session.ask() is not None:
            line = keeper.next_line(session.game)
            session.answer(line)
            lines.append(line)
            if sum(1 for r in session.records if r.pitch) >= pitches:
                if session.ask() is not None:
                    return lines
                break
    raise RuntimeError(f"No game of the bench's scorekeeper lasted {pitches} pitches.")


def percentiles(seconds: list[float]) -> tuple[float, float]:
    ms = sorted(s * 1000 for s in seconds)
    return statistics.median(ms), ms[int(0.95 * (len(ms) - 1))]


class BareApp(App):
    """One input and nothing else: the cost of a key press itself."""

    def compose(self):
        yield Input()


async def press_keys(app: App, keys: tuple[str, ...], presses: int,
                     screen: dict | None = None, first: tuple[str, ...] = ()
                     ) -> dict[str, list[float]]:
    """The seconds each of `keys` took, pressed in turn `presses` times, by key (`first`
    pressed once before, untimed)."""
    times: dict[str, list[float]] = {key: [] for key in keys}
    async with app.run_test(size=(100, 32)) as pilot:
        if screen is not None:
            app.open_screen("game", **screen)
        await pilot.pause(0.5)
        await pilot.press(*first)
        await pilot.pause(0.5)
        for _ in range(presses):
            for key in keys:
                start = time.perf_counter()
                await pilot.press(key)
                await pilot.pause()
                times[key].append(time.perf_counter() - start)
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--keys", type=int, default=60)
    parser.add_argument("--scorecard", action="store_true",
                        help="with the live scorecard shown (F5) in place of the play log")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        engine = make_engine(url)
        upgrade(engine)
        lines = lines_to(PITCHES)
        for key in ("app", "alone"):
            create_game(engine, key, "plain", SETUP, control={"mode": "record"})
            for line in lines:
                record(engine, key, line)
        alone = []
        for _ in range(args.keys):
            start = time.perf_counter()
            record(engine, "alone", "b")
            alone.append(time.perf_counter() - start)
        # a pitch is its key and Enter: a line is recorded whole (docs/entry-language.md)
        pressed = asyncio.run(press_keys(make_app(Settings(db_url=url, offer_demo=False)),
                                         ("b", "enter"), args.keys, {"key": "app"},
                                         ("f5",) if args.scorecard else ()))
        bare = asyncio.run(press_keys(BareApp(), ("b", "enter"), args.keys))
        stored = len(game_state(engine, "app").records), len(game_state(engine, "alone").records)
        assert stored[0] == stored[1], f"The app stored {stored[0]} rows, record alone {stored[1]}."
        engine.dispose()
    rec50, rec95 = percentiles(alone)
    shown = ", the scorecard shown" if args.scorecard else ""
    print(f"Recording a pitch {PITCHES} pitches into a game ({args.keys} pitches, each `b` "
          f"then Enter{shown}):")
    print(f"  record() alone            p50 {rec50:7.1f} ms   p95 {rec95:7.1f} ms")
    for key, what in (("b", "`b` (typed, the hint shown)"), ("enter", "Enter (recorded)")):
        (app50, app95), (bare50, bare95) = percentiles(pressed[key]), percentiles(bare[key])
        print(f"  {what:<28} bare app p50 {bare50:6.1f} p95 {bare95:6.1f} ms · game screen "
              f"p50 {app50:6.1f} p95 {app95:6.1f} ms · the screen adds p50 "
              f"{app50 - bare50:+.1f} ms, p95 {app95 - bare95:+.1f} ms")


if __name__ == "__main__":
    main()
