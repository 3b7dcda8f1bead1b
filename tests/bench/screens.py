"""The screens a league statistician opens on a season (part of `make bench`, on the 2019
season tests.bench.retrosheet imports): the statistics screen and the box-score screen.

Each is opened in the app (Textual Pilot, headless) and timed from the moment it is asked for
until its worker has computed what it shows and the screen has shown it — the lines of the
season in the table, the box score's text — best of a few openings, as a user who goes back
to a screen sees it. Beside each, the same statistic computed without the screen, in the same
process: the ratio is what the screen adds. Nothing is asserted about the times, only that
each screen showed what it computed.

    python -m tests.bench.screens --db URL --season 2019 --game CIN201906150
"""

from __future__ import annotations

import argparse
import asyncio
import time

import polars as pl
from textual.widgets import Static

from db.engine import make_engine
from scorebook.box_scores import game_box_dict
from scorebook.season_lines import load_lines, season_lines
from tui.app import Settings, make_app
from tui.screens.box import BoxScreen
from tui.screens.stats import StatsScreen

OPENINGS = 3


async def _open(url: str, name: str, arguments: dict, shown) -> list[float]:
    """Seconds to open screen `name` until `shown(screen)` is true, each opening."""
    app = make_app(Settings(db_url=url, offer_demo=False))
    seconds = []
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(OPENINGS):
            start = time.perf_counter()
            app.open_screen(name, **arguments)
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            seconds.append(time.perf_counter() - start)
            if not shown(app.screen):
                raise SystemExit(f"The {name} screen did not show what it computed.")
            app.pop_screen()
            await pilot.pause()
    return seconds


def _lines_shown(screen) -> bool:
    return isinstance(screen, StatsScreen) and all(
        frame.height for frame in screen.lines.values()) and len(screen.lines) == 2


def _box_shown(screen) -> bool:
    text = screen.query_one("#box-text", Static).render().plain if isinstance(
        screen, BoxScreen) else ""
    return "Proof" in text


def _alone(step) -> float:
    best = float("inf")
    for _ in range(OPENINGS):
        start = time.perf_counter()
        step()
        best = min(best, time.perf_counter() - start)
    return best


def screens(url: str, season: str, game: str) -> str:
    """The two screens' figures, as lines to print."""
    engine = make_engine(url)
    kinds = ("batting", "pitching")
    frames = lambda: load_lines(engine, *kinds, season=season)  # noqa: E731
    lines = _alone(lambda: pl.collect_all([season_lines(frames(), k) for k in kinds]))
    box = _alone(lambda: game_box_dict(engine, game))
    engine.dispose()
    stats_s = min(asyncio.run(_open(url, "stats", {"season": season}, _lines_shown)))
    box_s = min(asyncio.run(_open(url, "box", {"key": game}, _box_shown)))
    return "\n".join([
        f"The screens on the {season} season (opened until shown, best of {OPENINGS}):",
        f"  statistics screen (batting + pitching lines)  {stats_s:6.2f} s   "
        f"the lines alone {lines:5.2f} s   × {stats_s / lines:4.1f}",
        f"  box-score screen ({game})             {box_s:6.2f} s   "
        f"the box alone {box:5.2f} s     × {box_s / box:4.1f}",
    ])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", required=True)
    parser.add_argument("--season", required=True)
    parser.add_argument("--game", required=True)
    args = parser.parse_args(argv)
    print(screens(args.db, args.season, args.game))


if __name__ == "__main__":
    main()
