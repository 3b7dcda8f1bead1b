"""`scorebook demo`: build the demo league (DESIGN.md §6) — scorebook/demo.py does the work."""

from __future__ import annotations

import sys

import typer

from scorebook.app import app, engine_of
from scorebook.demo_defaults import DEFAULT_GAMES, DEFAULT_SEED

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).


@app.command("demo")
def demo_command(
        ctx: typer.Context,
        seed: int = typer.Option(DEFAULT_SEED, "--seed", metavar="N",
                                 help="The seed of the simulated seasons (the same seed, the "
                                      "same league)."),
        games: int = typer.Option(DEFAULT_GAMES, "--games", min=1, metavar="N",
                                  help="Games in each simulated season (the finals come on "
                                       "top)."),
) -> None:
    """Make a demo league: teams, rosters, cards, a simulated season of each system that can
    be simulated with its final, plain teams to record, and a solo season."""
    from engine.core.numbers import MOST_GAMES, SEEDS, check_range
    from scorebook.demo import build_demo

    check_range(seed, "--seed", *SEEDS)
    check_range(games, "--games", 1, MOST_GAMES)
    engine = engine_of(ctx)
    if sys.stderr.isatty():
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeElapsedColumn)

        columns = (TextColumn("{task.description:<40}"), BarColumn(), MofNCompleteColumn(),
                   TimeElapsedColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("the demo league", total=None)
            built = build_demo(engine, seed, games, lambda done, total, what: bar.update(
                task, completed=done, total=total, description=what))
    else:
        built = build_demo(engine, seed, games)
    typer.echo(f"Built the {built.league} with seed {seed}: {built.teams} teams, {built.games} "
               f"games in {len(built.seasons)} seasons ({', '.join(built.seasons)}), and solo "
               f"season {built.solo_season}.")
