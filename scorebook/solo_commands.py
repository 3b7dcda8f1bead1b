"""The Bottom of the 9th Manager's Challenge: `scorebook solo new|list|show|play|pdf` (DESIGN.md
§6, rules/bot9.md §5).

A season is six home games against the pitcher deck. `solo play` plays the next game — or
resumes the unfinished one, which is stored answer by answer — with the player at the keyboard,
the computer managing (`--auto`), or from a scorekeeping script of a game played at the table
(`--script`). The season's logic lives in scorebook/solo_season.py, which the app's solo screen
shares; these commands only ask the person and print.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from scorebook.app import app, engine_of
from scorebook.output import Format, render

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

    from engine.systems.base import Ask
    from engine.systems.session import Session
    from scorebook.solo_season import FinishedGame

# Everything else is imported in the commands that use it: the command line must start in a
# fraction of a second (scorebook/cli.py).

solo_app = typer.Typer(rich_markup_mode="markdown",
                       help="Bottom of the 9th Manager's Challenge: a solo season of six home games.")
app.add_typer(solo_app, name="solo")


@solo_app.command("new")
def solo_new(
        ctx: typer.Context,
        name: str | None = typer.Option(None, "--name", metavar="NAME", help="The season's name."),
        seed: int | None = typer.Option(None, "--seed", metavar="N",
                                        help="Seed of the season's deals and dice (default: drawn once)."),
        batters: str | None = typer.Option(None, "--batters", metavar="B01,B02,...",
                                           help="Your six batter cards in batting order "
                                                "(default: six drawn with the seed)."),
        veteran: bool = typer.Option(False, "--veteran", help="Effect cards use their advanced text."),
        moty: bool = typer.Option(False, "--manager-of-the-year", help="The discard is hidden."),
        hof: bool = typer.Option(False, "--hall-of-fame", help="The bases always start empty."),
) -> None:
    """Start a solo season; prints its id."""
    from scorebook.solo_season import new_season

    typer.echo(new_season(engine_of(ctx), name, seed, batters.split(",") if batters else None,
                          veteran=veteran, moty=moty, hof=hof))


@solo_app.command("list")
def solo_list(ctx: typer.Context,
              fmt: Format = typer.Option(Format.table, "--format", help="Output format.")) -> None:
    """List the solo seasons: games played, won and lost, Manager Points (bonus included)."""
    from scorebook.solo_season import LIST_COLUMNS, season_list

    typer.echo(render(season_list(engine_of(ctx)), LIST_COLUMNS, fmt))


@solo_app.command("show")
def solo_show(ctx: typer.Context,
              season_id: int = typer.Argument(..., metavar="ID", help="The solo season's id."),
              fmt: Format = typer.Option(Format.table, "--format", help="table or json.")) -> None:
    """One season: each game's Situation, result, innings and MP, then the season's wins, MP,
    bonus, total and rating."""
    from db import solo as solo_db
    from scorebook.solo_season import GAME_COLUMNS, season_report

    engine = engine_of(ctx)
    season = solo_db.season(engine, season_id)
    data = season_report(engine, season_id)
    if fmt is not Format.table:
        typer.echo(json.dumps(data, indent=2, ensure_ascii=False) if fmt is Format.json
                   else render(data["games"], GAME_COLUMNS, fmt))
        return
    typer.echo(f"{season.name} (season {season.id}, {season.status.replace('_', ' ')})")
    _echo_season(data)


@solo_app.command("play")
def solo_play(
        ctx: typer.Context,
        season_id: int = typer.Argument(..., metavar="ID", help="The solo season's id."),
        auto: bool = typer.Option(False, "--auto", help="The computer manages your batters."),
        script: Path | None = typer.Option(None, "--script", metavar="FILE",
                                           help="Entry lines of a game played at the table."),
) -> None:
    """Play the season's next game, or resume the unfinished one."""
    from db import solo as solo_db
    from engine.core.errors import ScorebookError
    from scorebook.solo_season import DICE, TABLE, SeasonOver, next_game, settle
    from scorebook.solo_table_script import (next_table_game, read_table_script,
                                             record_table_script)

    if auto and script:
        raise ScorebookError("Choose --auto or --script, not both.")
    table = read_table_script(script) if script is not None else None
    engine = engine_of(ctx)
    season = solo_db.season(engine, season_id)
    stopped = settle(engine, season.id)  # a game that ended before its result was stored
    if stopped is not None:
        _echo_finished(engine, season.id, stopped)
    try:
        upcoming = (next_table_game(engine, season.id, table) if table is not None
                    else next_game(engine, season.id, DICE))
    except SeasonOver as exc:
        raise ScorebookError(f"Solo season {season.id} is over: see `scorebook solo show "
                             f"{season.id}`.") from exc
    current = upcoming.game
    if upcoming.dealt:
        typer.echo(f"Game {current.number}: {current.situation.get('name')}.")
    if script is not None and upcoming.entry != TABLE:
        raise ScorebookError(f"Game {current.number} of solo season {season.id} is played with "
                             f"the dice: continue it without --script.")
    if script is None and upcoming.entry == TABLE:
        raise ScorebookError(f"Game {current.number} of solo season {season.id} is recorded "
                             f"from the table: continue it with --script FILE.")
    if table is not None:
        record_table_script(engine, current.key, table,
                            on_note=lambda note: typer.echo(note, err=True))
    else:
        _play(engine, current.key, upcoming.session, auto)
    finished = settle(engine, season.id)
    if finished is None:
        typer.echo(f"Game {current.number}: stopped in the middle; `scorebook solo play "
                   f"{season.id}` resumes it.")
        return
    _echo_finished(engine, season.id, finished)


@solo_app.command("pdf")
def solo_pdf(ctx: typer.Context,
             season_id: int = typer.Argument(..., metavar="ID", help="The solo season's id."),
             path: Path = typer.Argument(..., metavar="FILE", help="Where to write the PDF.")) -> None:
    """Print the season's Manager's Challenge sheet, filled in, as a PDF."""
    from scorebook.solo_season import write_season_sheet

    write_season_sheet(engine_of(ctx), season_id, path)
    typer.echo(f"Wrote the sheet of solo season {season_id} to {path}.")


def _play(engine: Engine, key: str, session: Session, auto: bool) -> None:
    """The computer manages (`auto`), or the person at the keyboard answers and sees each play
    as it happens."""
    from scorebook.solo_season import play_game

    if auto:
        play_game(engine, key, session)
        return
    shown = len(session.state.table)

    def show(session: Session) -> None:
        nonlocal shown
        for line in session.state.table[shown:]:
            typer.echo(f"  {line}")
        shown = len(session.state.table)

    _introduce(session)
    play_game(engine, key, session, person=_prompt, refused=lambda exc: typer.echo(str(exc)),
              answered=show)


def _prompt(ask: Ask, session: Session) -> str:
    """Ask the person: the board, the pitch so far, then the question with numbered answers."""
    from engine.core.numbers import number_in
    from engine.systems.bot9.solo import board

    game, view, turn = session.game, board(session.state), session.state.turn
    bases = "".join(b if r else "-" for b, r in zip("123", game.bases))
    pitcher = view.pitcher_card.name if view.pitcher_card else view.pitcher
    typer.echo(f"Bottom {game.inning}, {game.outs} out, count {game.balls}-{game.strikes}, "
               f"bases {bases}, you {game.score[1]} them {game.score[0]}; {pitcher} pitching, "
               f"deck {view.deck_size}, discard {' '.join(view.discard) or '-'}")
    if turn.aim:
        d = turn.dice
        dice = " ".join(f"{name} {value}" for name, value in
                        (("pitch", d.pitch), ("control", d.control), ("swing", d.swing)) if value)
        typer.echo(f"  The pitch is {turn.aim}, you guessed {turn.guess}; {dice}")
    for n, option in enumerate(ask.options, start=1):
        typer.echo(f"  {n}) {option}")
    while True:
        text = typer.prompt(ask.prompt).strip()
        number = number_in(text, 1, len(ask.options))
        if number is not None:
            return ask.options[number - 1]
        chosen = [o for o in ask.options if o.lower() == text.lower()]
        if chosen or text.startswith("=") or not ask.options:
            return chosen[0] if chosen else text
        typer.echo(f"Choose 1 to {len(ask.options)}.")


def _introduce(session: Session) -> None:
    """The cards on the table, for the person about to play."""
    from engine.systems.bot9.solo import board

    view = board(session.state)
    typer.echo(f"Situation: {view.situation.name} — {view.situation.text}")
    typer.echo(f"Effect card: {view.effect.name} — {view.effect_words}")
    typer.echo(f"Pitching: {view.pitcher_card.name if view.pitcher_card else view.pitcher}")


def _echo_finished(engine: Engine, season_id: int, finished: FinishedGame) -> None:
    """A finished game's line, and after the season's last game the season's table."""
    from scorebook.solo_season import season_report

    typer.echo(finished.line)
    if finished.season_over:
        _echo_season(season_report(engine, season_id))


def _echo_season(data: dict) -> None:
    """The season's table of games and its totals line."""
    from scorebook.solo_season import GAME_COLUMNS

    typer.echo(render(data["games"], GAME_COLUMNS, Format.table))
    typer.echo(f"Wins {data['wins']}, MP {data['mp_games']} + bonus {data['bonus']} = "
               f"{data['mp_total']}" + (f": {data['rating']}" if data["rating"] else ""))
