"""`scorebook contest`: Nanyou batting contests (rules/nanyou.md §3.1) — `nanyou` played by the
computer for every player, `record` one played at a table from its script, `list` and `show`
the stored ones. People play them in the app (the contest screen). Every contest is stored
(db/contests.py) unless `nanyou --no-store` says otherwise; the database also lends its cards
(the imported ones, or the bundled set).
"""

from __future__ import annotations

import json
import secrets
from enum import Enum
from pathlib import Path

import typer

from scorebook.app import app, engine_of
from scorebook.output import Format as Listing, render

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

contest_app = typer.Typer(rich_markup_mode="markdown", no_args_is_help=True,
                          help="Batting contests: players bat one card each for points. "
                               "Each contest is stored; `contest list` lists them.")
app.add_typer(contest_app, name="contest")

DEFAULT_PLAYERS, DEFAULT_ROUNDS = 2, 9


class Format(str, Enum):
    """How one contest is printed."""

    table = "table"
    json = "json"


@contest_app.command("nanyou")
def contest_nanyou(
        ctx: typer.Context,
        players: int | None = typer.Option(None, "--players", metavar="N",
                                           help=f"How many players (default {DEFAULT_PLAYERS}); "
                                                "each picks a card in turn."),
        cards: str | None = typer.Option(None, "--cards", metavar="ID,ID,...",
                                         help="The players' cards, one each (instead of --players: "
                                              "nobody picks)."),
        rounds: int = typer.Option(DEFAULT_ROUNDS, "--rounds", metavar="N",
                                   help="The rounds agreed: turns at bat per player."),
        seed: int | None = typer.Option(None, "--seed", metavar="N",
                                        help="The seed of the dice (default: a new one, printed)."),
        store: bool = typer.Option(True, "--store/--no-store",
                                   help="Store the contest (`contest list` shows it)."),
        fmt: Format = typer.Option(Format.table, "--format", help="Output format."),
) -> None:
    """The Nanyou batting contest (打擊競賽), the computer playing every player: picking order,
    picks, batting order, each round's rolls and results, the points and the winner.

    The contest is stored, every die and choice, unless --no-store.
    """
    from engine.core.errors import ScorebookError
    from engine.systems.nanyou.contest import Contestant, contest, contest_setup
    from engine.systems.nanyou.tables import load_tables
    from scorebook.contest.text import as_json, as_text
    from scorebook.contest.store import card_pool, computer_contest

    if players is not None and cards is not None:
        raise ScorebookError("Give --players or --cards, not both: with --cards every card is a player.")
    chosen = [c.strip() for c in (cards or "").split(",") if c.strip()]
    count = len(chosen) if cards is not None else (DEFAULT_PLAYERS if players is None else players)
    contestants = [Contestant(f"Player {n}", card=chosen[n - 1] if chosen else "")
                   for n in range(1, count + 1)]
    engine = engine_of(ctx)
    setup = contest_setup(contestants, rounds, card_pool(engine), load_tables())
    seed = secrets.randbits(32) if seed is None else seed
    state, contest_id = computer_contest(engine, setup, seed, store)
    result = contest(state)
    if fmt is Format.json:
        typer.echo(json.dumps({"contest": contest_id, "seed": seed, **as_json(result)}, indent=2,
                              ensure_ascii=False))
        return
    stored = f"stored as contest {contest_id}" if contest_id is not None else "not stored"
    typer.echo(as_text(result, f"Nanyou batting contest, seed {seed}: {len(setup.players)} "
                               f"players, {setup.rounds} rounds ({stored})."))


@contest_app.command("record")
def contest_record(
        ctx: typer.Context,
        script: Path = typer.Argument(..., metavar="FILE",
                                      help="The contest as played at the table: docs/entry-language.md."),
) -> None:
    """Store a batting contest played at a table from its script: the players and their cards,
    the rounds agreed, then the dice as they fell, one roll or turn a line.

    The whole script is checked first: the first line the contest cannot take is printed as
    FILE:LINE with the reason, and nothing is stored. A script that stops before the contest
    has its winner is stored unfinished, for the app to carry on.
    """
    import re

    from engine.core.errors import ScorebookError
    from engine.systems.nanyou.contest import contest
    from engine.core.text_files import read_utf8
    from scorebook.contest.store import record_contest_script

    text = read_utf8(script, "script")
    try:
        recorded, contest_id = record_contest_script(engine_of(ctx), text)
    except ScorebookError as exc:
        line = re.match(r"line (\d+): (.*)", str(exc), re.DOTALL)
        raise ScorebookError(f"{script}:{line[1]}: {line[2]}" if line else f"{script}: {exc}") from exc
    c = contest(recorded.state)
    if c.winner is None:
        typer.echo(f"Recorded contest {contest_id} from {script}, unfinished after "
                   f"{len(recorded.state.answers)} answers: the app carries it on.")
        return
    winner = c.setup.players[c.winner].name
    typer.echo(f"Recorded contest {contest_id} from {script}: {winner} won with "
               f"{_points(c.points[c.winner])} in {_rounds(c.rounds_played, c.setup.rounds)}.")


@contest_app.command("list")
def contest_list(ctx: typer.Context,
                 fmt: Listing = typer.Option(Listing.table, "--format", help="Output format.")
                 ) -> None:
    """List the stored contests: date, rounds agreed and played, status, the winner, and each
    player's card and points."""
    from scorebook.contest.store import LIST_COLUMNS, list_rows

    rows = list_rows(engine_of(ctx), structured=fmt is Listing.json)
    typer.echo(render(rows, LIST_COLUMNS, fmt))


@contest_app.command("show")
def contest_show(ctx: typer.Context,
                 contest_id: int = typer.Argument(..., metavar="ID", help="The contest's id."),
                 fmt: Format = typer.Option(Format.table, "--format", help="Output format.")
                 ) -> None:
    """One contest round by round: the orders, every turn, the points and the winner (or, for
    one under way, what it asks next)."""
    from db.contests import load_contest
    from engine.systems.nanyou.contest import contest, next_ask
    from scorebook.contest.text import as_json, as_text

    stored = load_contest(engine_of(ctx), contest_id)
    c, ask = contest(stored.state), next_ask(stored.state)
    if fmt is Format.json:
        typer.echo(json.dumps({"contest": stored.id, "date": stored.date.isoformat(),
                               "seed": stored.seed, **as_json(c),
                               "next": ask.prompt if ask else None}, indent=2, ensure_ascii=False))
        return
    setup = c.setup
    text = as_text(c, f"Nanyou batting contest {stored.id}, {stored.date.isoformat()}: "
                      f"{len(setup.players)} players, {setup.rounds} rounds.")
    typer.echo(text if ask is None else f"{text}\nUnder way: {ask.prompt}.")


def _points(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def _rounds(played: int, agreed: int) -> str:
    extra = played - agreed
    return f"{agreed} round{'' if agreed == 1 else 's'}" + (
        f" and {extra} play-off round{'' if extra == 1 else 's'}" if extra > 0 else "")
