"""`scorebook sim`: computer against computer, stored like any recorded game."""

from __future__ import annotations

import os
import secrets
import sys

import typer

from engine.core.errors import quoted
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
        resume: bool = typer.Option(False, "--resume",
                                    help="Store the games of this run (--seed) not stored yet: "
                                         "finish a run that was stopped."),
) -> None:
    """Play games computer against computer and store them (game ids sim-SYSTEM-SEED-N).

    Game N of a run is played from the seed and N alone: a run stopped part way (ctrl+c, a
    closed terminal) is finished by the same command with --resume, which plays and stores
    only the games not stored yet — the same games the whole run would have stored. Give the
    same teams and options as the first time."""
    import datetime as dt

    from db.bulk import existing_games
    from db.cards import game_cards
    from db.games import team_names
    from db.sim_runs import Run, played
    from db.simulated import GamesExist, store_rows
    from engine.core.errors import ScorebookError
    from engine.core.numbers import MOST_GAMES, SEEDS, check_range
    from engine.systems.simulate import check_sim_options, sim_module

    check_range(games, "--games", 1, MOST_GAMES)
    if seed is not None:
        check_range(seed, "--seed", *SEEDS)
    engine = engine_of(ctx)
    sim_module(system)
    options = _options(option)
    check_sim_options(system, options)
    if home == away:
        raise ScorebookError(f"A team cannot play itself: --home and --away are both {home}.")
    seed = secrets.randbits(32) if seed is None else seed
    keys = [f"sim-{system}-{seed}-{n}" for n in range(1, games + 1)]
    with engine.connect() as db:
        taken = existing_games(db, keys)
    if taken and not resume:
        raise GamesExist(f"Game {quoted(sorted(taken)[0])} is already stored: simulate with another "
                         "--seed, or add --resume to store the games of this run not stored yet.")
    stored = frozenset(n for n, key in enumerate(keys, 1) if key in taken)
    if len(stored) == games:
        typer.echo(f"All {games} game{'s' * (games != 1)} of the run with seed {seed} are "
                   "already stored.")
        return
    names = team_names(engine, [home, away])
    run = Run(system, seed, tuple(game_cards(engine, system).values()),
              ((home, names.get(home, home)), (away, names.get(away, away))), options, season,
              dt.datetime.now(dt.UTC))
    wins = {home: 0, away: 0, "": 0}

    # The worker processes start here, before the progress bar's thread (db.sim_runs).
    results = played(run, games, processes or os.cpu_count() or 1, stored)

    def counted():
        for rows, winner in results:
            wins[winner] += 1
            yield rows

    if games > 20 and sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)

        columns = (TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("games", total=games - len(stored))
            store_rows(engine, counted(), lambda n: bar.advance(task, n))
    else:
        store_rows(engine, counted())
    ties = f", {wins['']} tied" if wins[""] else ""
    played_now = games - len(stored)
    before = f" ({len(stored)} stored before)" if stored else ""
    typer.echo(f"Simulated {played_now} {system} game{'s' * (played_now != 1)} with seed {seed}"
               f"{before}: {home} won {wins[home]}, {away} won {wins[away]}{ties}; stored as "
               f"{keys[0]}" + (f" to {keys[-1]}." if games > 1 else "."))


def _options(pairs: list[str]) -> dict[str, str]:
    from engine.core.errors import ScorebookError

    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise ScorebookError(f"Option {quoted(pair)} must be KEY=VALUE, as running=variant.")
        options[key.strip()] = value.strip()
    return options
