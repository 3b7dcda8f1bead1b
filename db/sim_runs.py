"""The games of a `sim` run, played computer against computer, in worker processes or here.

Game n of a run is played from the run's seed and n alone, so a run stores the same games in
the same order whatever the number of processes (tests/cli/test_sim_processes.py). Each game's
rows are made where it is played (most of the work after playing it); the caller stores them
(db.simulated.store_rows).
"""

from __future__ import annotations

import datetime as dt
from collections import deque
from typing import Iterator, NamedTuple

from db.bulk import GameRows, game_rows
from db.replay import winning_side
from engine.systems.simulate import game_seed, simulate


class Run(NamedTuple):
    """What every game of a `sim` run shares (sent to each worker process)."""

    system: str
    seed: int
    pool: tuple
    teams: tuple[tuple[str, str], tuple[str, str]]  # home, away: (code, name)
    options: dict[str, str]
    season: str | None
    created_at: dt.datetime


#: Games a worker plays per task: enough that sending the cards costs nothing, few enough
#: that every worker has its share of a short run.
CHUNK = 50


def played(run: Run, games: int, processes: int,
           stored: frozenset[int] = frozenset()) -> Iterator[tuple[GameRows, str]]:
    """Each game's rows and the winner's code (or "" for a tie), game 1 first, but for the
    games numbered in `stored` (a run killed part way and resumed stores the rest).

    Game n is played from the run's seed and n alone, so the games and their order are the
    same whether one process plays them all or several share them out; the rows are made
    where the game is played (most of the work after playing it) and stored by the caller.
    The worker processes start here, before the caller's progress bar runs a thread of its
    own (a process forked beside a running thread may inherit a lock held)."""
    numbers = [n for n in range(1, games + 1) if n not in stored]
    chunks = [numbers[start:start + CHUNK] for start in range(0, len(numbers), CHUNK)]
    if processes <= 1 or len(chunks) <= 1:
        return (done for numbers in chunks for done in _play(run, numbers))
    from concurrent.futures import ProcessPoolExecutor

    workers = ProcessPoolExecutor(max_workers=min(processes, len(chunks)),
                                  initializer=_worker_start, initargs=(run,))
    ahead = 2 * processes  # a few tasks ahead, not the whole run's rows in memory
    waiting = deque(workers.submit(_worker_play, numbers) for numbers in chunks[:ahead])
    return _in_order(workers, waiting, chunks[ahead:])


def _in_order(workers, waiting: deque, rest: list[list[int]]) -> Iterator[tuple[GameRows, str]]:
    """The tasks' games in the order of the tasks, the next task sent as each one is taken."""
    try:
        for numbers in rest:
            yield from waiting.popleft().result()
            waiting.append(workers.submit(_worker_play, numbers))
        while waiting:
            yield from waiting.popleft().result()
    finally:
        workers.shutdown(cancel_futures=True)


#: A worker process's run, sent once when it starts: the same card objects for all its tasks,
#: so that what a system works out once from the cards is found again by identity, not by
#: comparing every card (engine.systems.bot9.sim caches the teams by the cards).
_run: Run | None = None


def _worker_start(run: Run) -> None:
    global _run
    _run = run


def _worker_play(numbers: list[int]) -> list:
    return _play(_run, numbers)


def _play(run: Run, numbers: list[int]) -> list:
    """Games `numbers` of the run, each as its rows and the winner's code."""
    done = []
    for n in numbers:
        game = simulate(run.system, run.pool, game_seed(run.seed, n), *run.teams, run.options)
        state = game.session.game
        # The game's own sides: in Unlimited Nine the reveal of the event deck decides who
        # bats first, so --home may be the visitors.
        codes = {"away": state.setup.away.code, "home": state.setup.home.code}
        rows = game_rows(f"sim-{run.system}-{run.seed}-{n}", run.system, game.session,
                         game.answers, season=run.season, options=game.options, seed=game.seed,
                         created_at=run.created_at)
        done.append((rows, codes.get(winning_side(state), "")))
    return done
