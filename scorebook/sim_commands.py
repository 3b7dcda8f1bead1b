"""`scorebook sim`: computer against computer, stored like any recorded game."""

from __future__ import annotations

import os
import secrets
import sys
from collections import deque
from typing import Iterator, NamedTuple

import typer

from scorebook.app import app, engine_of

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


@app.command("sim")
def sim_command(
        ctx: typer.Context,
        system: str = typer.Argument(..., metavar="SYSTEM", help="The game system, e.g. bot9."),
        games: int = typer.Option(1, "--games", min=1, metavar="N", help="How many games."),
        seed: int | None = typer.Option(None, "--seed", metavar="N",
                                        help="The seed of the run (default: a new one, printed)."),
        home: str = typer.Option("HOM", "--home", metavar="TEAM", help="The home team's code."),
        away: str = typer.Option("VIS", "--away", metavar="TEAM", help="The visitors' code."),
        season: str | None = typer.Option(None, "--season", metavar="SEASON",
                                          help="Store the games in this season."),
        option: list[str] = typer.Option([], "--option", metavar="K=V",
                                         help="A game option, e.g. running=variant (repeatable)."),
        processes: int = typer.Option(0, "--processes", min=0, metavar="N",
                                      help="Processes playing the games (default: one per CPU); "
                                           "the games stored are the same however many."),
) -> None:
    """Play games computer against computer and store them (game ids sim-SYSTEM-SEED-N)."""
    import datetime as dt

    from db.bulk import existing_games, write_games
    from db.cards import game_cards
    from db.games import team_names
    from db.simulated import BATCH, GamesExist
    from engine.core.errors import ScorebookError
    from engine.systems.simulate import sim_module

    engine = engine_of(ctx)
    sim_module(system)
    options = _options(option)
    if home == away:
        raise ScorebookError(f"A team cannot play itself: --home and --away are both {home}.")
    seed = secrets.randbits(32) if seed is None else seed
    keys = [f"sim-{system}-{seed}-{n}" for n in range(1, games + 1)]
    with engine.connect() as db:
        taken = existing_games(db, keys)
    if taken:
        raise GamesExist(f"Game '{sorted(taken)[0]}' is already stored: simulate with another --seed.")
    names = team_names(engine, [home, away])
    run = Run(system, seed, tuple(game_cards(engine, system).values()),
              ((home, names.get(home, home)), (away, names.get(away, away))), options, season,
              dt.datetime.now(dt.UTC))
    wins = {home: 0, away: 0, "": 0}

    def store(batch: list) -> None:
        # db.simulated.store_games' transaction, for rows the worker processes made already.
        with engine.begin() as db:
            found = existing_games(db, [rows.key for rows in batch])
            if found:
                raise GamesExist(f"Game '{sorted(found)[0]}' is already stored: simulate with "
                                 "another --seed.")
            write_games(db, batch)

    results = played(run, games, processes or os.cpu_count() or 1)

    def stored(advance=None) -> None:
        batch: list = []
        for number, (rows, winner) in enumerate(results, start=1):
            wins[winner] += 1
            batch.append(rows)
            if len(batch) >= BATCH or number == games:  # a batch of games per transaction
                store(batch)
                if advance is not None:
                    advance(len(batch))
                batch = []

    if games > 20 and sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)

        columns = (TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("games", total=games)
            stored(lambda n: bar.advance(task, n))
    else:
        stored()
    ties = f", {wins['']} tied" if wins[""] else ""
    typer.echo(f"Simulated {games} {system} game{'s' * (games != 1)} with seed {seed}: "
               f"{home} won {wins[home]}, {away} won {wins[away]}{ties}; stored as {keys[0]}"
               + (f" to {keys[-1]}." if games > 1 else "."))


class Run(NamedTuple):
    """What every game of a `sim` run shares (sent to each worker process)."""

    system: str
    seed: int
    pool: tuple
    teams: tuple[tuple[str, str], tuple[str, str]]  # home, away: (code, name)
    options: dict[str, str]
    season: str | None
    created_at: object


#: Games a worker plays per task: enough that sending the cards costs nothing, few enough
#: that every worker has its share of a short run.
CHUNK = 50


def played(run: Run, games: int, processes: int) -> Iterator[tuple[object, str]]:
    """Each game's rows and the winner's code (or "" for a tie), game 1 first.

    Game n is played from the run's seed and n alone, so the games and their order are the
    same whether one process plays them all or several share them out; the rows are made
    where the game is played (most of the work after playing it) and stored by the caller.
    The worker processes start here, before the caller's progress bar runs a thread of its
    own (a process forked beside a running thread may inherit a lock held)."""
    chunks = [range(start, min(start + CHUNK, games + 1)) for start in range(1, games + 1, CHUNK)]
    if processes <= 1 or len(chunks) == 1:
        return (done for numbers in chunks for done in _play(run, numbers))
    from concurrent.futures import ProcessPoolExecutor

    workers = ProcessPoolExecutor(max_workers=min(processes, len(chunks)),
                                  initializer=_worker_start, initargs=(run,))
    ahead = 2 * processes  # a few tasks ahead, not the whole run's rows in memory
    waiting = deque(workers.submit(_worker_play, numbers) for numbers in chunks[:ahead])
    return _in_order(workers, waiting, chunks[ahead:])


def _in_order(workers, waiting: deque, rest: list[range]) -> Iterator[tuple[object, str]]:
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


def _worker_play(numbers: range) -> list:
    return _play(_run, numbers)


def _play(run: Run, numbers: range) -> list:
    """Games `numbers` of the run, each as its rows and the winner's code."""
    from db.bulk import game_rows
    from db.replay import winning_side
    from engine.systems.simulate import game_seed, simulate

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


def _options(pairs: list[str]) -> dict[str, str]:
    from engine.core.errors import ScorebookError

    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ScorebookError(f"Option '{pair}' must be KEY=VALUE, as running=variant.")
        options[key.strip()] = value.strip()
    return options
