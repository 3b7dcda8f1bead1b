"""The house-default cards are calibrated (rules/unlimited_nine.md §1.2, cards.toml's header):
computer against computer, a team scores 2 to 4 runs in a basic game of three innings and fewer
than one game in five is drawn. A standard game scores more — its recruited nines have gaps a
student fills, and a student never catches (measured: 4.9 runs a team over 500 games) — and is
held to 2 to 6. The seeds are fixed, so the figures are the same on every run; the
sample here is what a test can afford (about 10 s on two processes) — the 10,000-game figure is
measured with `python -m tests.engine.unlimited9.calibration 10000`."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from tests.engine.unlimited9.calibration import Totals, season

SAMPLE = {"basic": 600, "standard": 300}
RUNS = {"basic": (2.0, 4.0), "standard": (2.0, 6.0)}
WORKERS = 2


def _chunk(args: tuple[str, int, int]) -> Totals:
    mode, first, games = args
    return season(games, first, mode)


def sample(mode: str, games: int) -> Totals:
    step = -(-games // WORKERS)
    chunks = [(mode, first, min(step, games - first)) for first in range(0, games, step)]
    with ProcessPoolExecutor(WORKERS) as pool:
        parts = list(pool.map(_chunk, chunks))
    total = Totals()
    for part in parts:
        total = total.add(part)
    return total


@pytest.mark.parametrize("mode", SAMPLE)
def test_computer_games_score_like_baseball_and_few_draws(mode):
    totals = sample(mode, SAMPLE[mode])
    assert totals.games == SAMPLE[mode]
    low, high = RUNS[mode]
    assert low <= totals.runs_per_team <= high, totals.runs_per_team
    assert totals.draw_share < 0.20, totals.draw_share
    for ending in ("K (duel lost)", "caught", "1B", "2B", "HR"):
        assert totals.share(ending) > 0.02, (ending, totals.endings)


def test_the_sample_is_the_same_every_time():
    assert season(20, 7) == season(20, 7)
