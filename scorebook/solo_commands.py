"""The Bottom of the 9th Manager's Challenge: `scorebook solo new|list|show|play` (DESIGN.md §6,
rules/bot9.md §5).

A season is six home games against the pitcher deck. `solo play` plays the next game — or
resumes the unfinished one, which is stored answer by answer — with the player at the keyboard,
the computer managing (`--auto`), or from a scorekeeping script of a game played at the table
(`--script`). The season's numbers (W-L, MP, bonus, rating) always come from stats/solo.py.
"""

from __future__ import annotations

import json
import random
import secrets
from pathlib import Path

import polars as pl
import typer
from sqlalchemy.engine import Engine

from db import solo as solo_db
from db.cards import game_cards
from db.models import FINAL
from db.recording import record, redo, undo
from db.replay import game_state
from engine.core.errors import ScorebookError
from engine.systems.base import Ask
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.solo import (board, deal, load_solo_cards, named_batters, pick_batters,
                                      result, solo_game)
from engine.systems.bot9.solo.setup import SoloSetupError
from engine.systems.driver import Chance, Driver
from engine.systems.session import Session
from scorebook.app import app, engine_of
from scorebook.output import Format, render
from stats.box_text import ordinal
from stats.load import load
from stats.solo import solo_rules, solo_season_table, solo_summary

solo_app = typer.Typer(rich_markup_mode="markdown",
                       help="Bottom of the 9th Manager's Challenge: a solo season of six home games.")
app.add_typer(solo_app, name="solo")

LIST_COLUMNS = ("id", "name", "games", "W", "L", "MP", "status")
GAME_COLUMNS = ("n", "situation", "result", "innings", "mp")


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
    engine = engine_of(ctx)
    cards = game_cards(engine, "bot9")
    seed = seed if seed is not None else secrets.randbits(62)
    lineup = (named_batters(cards, batters.split(",")) if batters
              else pick_batters(seed, list(cards.values())))
    pitchers = sorted(card_id for card_id, card in cards.items() if card.kind == "pitcher")
    if not pitchers:
        raise SoloSetupError("The bot9 cards have no pitcher card for the pitcher deck.")
    options = {"batters": [card.id for card in lineup], "pitchers": pitchers,
               "veteran": veteran, "moty": moty, "hof": hof}
    typer.echo(solo_db.create_season(engine, name, seed, options))


@solo_app.command("list")
def solo_list(ctx: typer.Context,
              fmt: Format = typer.Option(Format.table, "--format", help="Output format.")) -> None:
    """List the solo seasons: games played, won and lost, Manager Points (bonus included)."""
    engine = engine_of(ctx)
    summary = {row["solo_season_id"]: row for row in _summary(engine).to_dicts()}
    rows = []
    for season in solo_db.seasons(engine):
        line = summary.get(season.id, {})
        rows.append({"id": season.id, "name": season.name, "games": line.get("games") or 0,
                     "W": line.get("W") or 0, "L": line.get("L") or 0,
                     "MP": line.get("total") or 0, "status": season.status})
    typer.echo(render(rows, LIST_COLUMNS, fmt))


@solo_app.command("show")
def solo_show(ctx: typer.Context,
              season_id: int = typer.Argument(..., metavar="ID", help="The solo season's id."),
              fmt: Format = typer.Option(Format.table, "--format", help="table or json.")) -> None:
    """One season: each game's Situation, result, innings and MP, then the season's wins, MP,
    bonus, total and rating."""
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
    if auto and script:
        raise ScorebookError("Choose --auto or --script, not both.")
    engine = engine_of(ctx)
    season = solo_db.season(engine, season_id)
    games = solo_db.season_games(engine, season_id)
    current = next((g for g in games if not g.result), None)
    if current is not None and game_state(engine, current.key).game.final:
        _finish(engine, season.id, current.number, current.situation)  # stopped before storing
        games, current = solo_db.season_games(engine, season_id), None
    if current is None:
        if len(games) >= solo_rules().season_games or season.status == FINAL:
            raise ScorebookError(f"Solo season {season.id} is over: see `scorebook solo show "
                                 f"{season.id}`.")
        current = _deal(engine, season, len(games) + 1, [g.situation.get("id") for g in games],
                        table=script is not None)
    session = game_state(engine, current.key)
    at_table = session.options.get("entry") == "table"
    if script is not None and not at_table:
        raise ScorebookError(f"Game {current.number} of solo season {season.id} is played with "
                             f"the dice: continue it without --script.")
    if script is None and at_table:
        raise ScorebookError(f"Game {current.number} of solo season {season.id} is recorded "
                             f"from the table: continue it with --script FILE.")
    if script is not None:
        _record_script(engine, current.key, script)
    else:
        _play(engine, current.key, session, auto)
    if not game_state(engine, current.key).game.final:
        typer.echo(f"Game {current.number}: stopped in the middle; `scorebook solo play "
                   f"{season.id}` resumes it.")
        return
    _finish(engine, season.id, current.number, current.situation)


@solo_app.command("pdf")
def solo_pdf(ctx: typer.Context,
             season_id: int = typer.Argument(..., metavar="ID", help="The solo season's id."),
             path: Path = typer.Argument(..., metavar="FILE", help="Where to write the PDF.")) -> None:
    """Print the season's Manager's Challenge sheet, filled in, as a PDF."""
    from exports.solo_sheet_pdf import solo_sheet_pdf  # reportlab only when printing

    engine = engine_of(ctx)
    season = solo_db.season(engine, season_id)
    data = solo_sheet_pdf(season.name, season_report(engine, season_id), solo_rules())
    try:
        path.write_bytes(data)
    except OSError as exc:
        raise ScorebookError(f"Can't write the season sheet to {path}: "
                             f"{exc.strerror or exc}.") from exc
    typer.echo(f"Wrote the sheet of solo season {season_id} to {path}.")


def season_report(engine: Engine, season_id: int) -> dict:
    """`solo show`'s data, computed by stats/solo.py from the stored frames."""
    games = solo_db.season_games(engine, season_id)
    frames = load(engine, games=[g.key for g in games])
    mine = frames.solo_games.filter(pl.col("solo_season_id") == season_id)
    rules = solo_rules()
    table = solo_season_table(mine, rules, games=frames.games).collect()
    summary = solo_summary(mine, rules).collect().to_dicts()
    totals = summary[0] if summary else {"W": 0, "MP": 0, "bonus": 0, "total": 0, "rating": None}
    return {"id": season_id,
            "games": [{"n": row["number"], "situation": row["situation"], "result": row["result"],
                       "innings": row["innings"], "mp": row["MP"]} for row in table.to_dicts()],
            "wins": totals["W"] or 0, "mp_games": totals["MP"] or 0, "bonus": totals["bonus"] or 0,
            "mp_total": totals["total"] or 0, "rating": totals["rating"]}


def _summary(engine: Engine) -> pl.DataFrame:
    frames = load(engine, games=[])
    return solo_summary(frames.solo_games, solo_rules()).collect()


def _deal(engine: Engine, season: solo_db.SoloSeasonRow, number: int, used: list,
          table: bool) -> solo_db.SoloGameRow:
    """Deal game `number` and create it."""
    cards = game_cards(engine, "bot9")
    options = season.options
    missing = [c for c in (*options["batters"], *options["pitchers"]) if c not in cards]
    if missing:
        raise SoloSetupError(f"Solo season {season.id} uses card {missing[0]}, which the bot9 "
                             f"cards no longer have.")
    dealt = deal(season.seed, number, used, load_solo_cards(), options["pitchers"])
    pitchers = [cards[dealt.starter]] + [cards[p] for p in options["pitchers"] if p != dealt.starter]
    setup, game_options = solo_game(
        [cards[b] for b in options["batters"]], pitchers, dealt.situation, dealt.effect,
        veteran=options.get("veteran", False), moty=options.get("moty", False),
        hof=options.get("hof", False), entry="table" if table else "dice")
    situation = dealt.situation.to_data()
    key = solo_db.start_game(engine, season.id, number, setup, game_options, dealt.seed,
                             situation, dealt.effect)
    typer.echo(f"Game {number}: {dealt.situation.name}.")
    return solo_db.SoloGameRow(number, key, situation, dealt.effect, "", 0)


def _play(engine: Engine, key: str, session: Session, auto: bool) -> None:
    """Answer the game's questions, each stored as it is given: the batter by the computer
    (`auto`) or the person at the keyboard, chance by the game's seeded dice."""
    seed, given = solo_db.game_progress(engine, key)
    # A resumed game draws from a source of its own, made of the seed and the answers so far.
    rng = random.Random(seed) if not given else random.Random(f"{seed}:{given}")
    batter = Bot9AI(random.Random(f"{seed}:batter:{given}")) if auto else None
    driver = Driver(session, (Bot9AI(random.Random(f"{seed}:pitcher")), batter), Chance(rng))
    shown = len(session.state.table)
    if not auto:
        _introduce(session)
    while (ask := session.ask()) is not None:
        answerer = driver.answerer(ask)
        value = answerer.answer(ask, session) if answerer is not None else _prompt(ask, session)
        try:
            record(engine, key, value, who=ask.who)
        except ScorebookError as exc:
            if answerer is not None:
                raise
            typer.echo(str(exc))  # a person's outcome override the game refused: ask again
            continue
        session.answer(value, ask.who)
        if not auto:
            for line in session.state.table[shown:]:
                typer.echo(f"  {line}")
        shown = len(session.state.table)


def _prompt(ask: Ask, session: Session) -> str:
    """Ask the person: the board, the pitch so far, then the question with numbered answers."""
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
        if text.isdigit() and 1 <= int(text) <= len(ask.options):
            return ask.options[int(text) - 1]
        chosen = [o for o in ask.options if o.lower() == text.lower()]
        if chosen or text.startswith("=") or not ask.options:
            return chosen[0] if chosen else text
        typer.echo(f"Choose 1 to {len(ask.options)}.")


def _introduce(session: Session) -> None:
    """The cards on the table, for the person about to play."""
    view = board(session.state)
    typer.echo(f"Situation: {view.situation.name} — {view.situation.text}")
    typer.echo(f"Effect card: {view.effect.name} — {view.effect_words}")
    typer.echo(f"Pitching: {view.pitcher_card.name if view.pitcher_card else view.pitcher}")


def _record_script(engine: Engine, key: str, script: Path) -> None:
    """Record a table script's entry lines one by one; `undo` and `redo` are the recorder's."""
    try:
        text = script.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise ScorebookError(f"Can't read the script {script}: {reason}.") from exc
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        try:
            if line.lower() == "undo":
                undo(engine, key)
            elif line.lower() == "redo":
                redo(engine, key)
            else:
                record(engine, key, line)
        except ScorebookError as exc:
            raise ScorebookError(f"{script}:{number}: {exc}") from exc


def _finish(engine: Engine, season_id: int, number: int, situation: dict) -> None:
    """Store the game's result and MP (by stats/solo.py), print its line, and after the last
    game the season's table."""
    session = game_state(engine, solo_db.game_key(season_id, number))
    word = result(session.state)
    rules = solo_rules()
    row = pl.LazyFrame({"number": [number], "situation": [json.dumps(situation)], "result": [word]})
    mp = solo_season_table(row, rules).collect()["MP"][0] or 0
    over = number >= rules.season_games
    solo_db.finish_game(engine, season_id, number, word, mp, season_over=over)
    game = session.game
    typer.echo(f"Game {number}, {situation.get('name', situation.get('id'))}: {word} in the "
               f"{ordinal(game.inning)}, {game.score[1]}-{game.score[0]}; {mp} MP.")
    if over:
        _echo_season(season_report(engine, season_id))


def _echo_season(data: dict) -> None:
    """The season's table of games and its totals line."""
    typer.echo(render(data["games"], GAME_COLUMNS, Format.table))
    typer.echo(f"Wins {data['wins']}, MP {data['mp_games']} + bonus {data['bonus']} = "
               f"{data['mp_total']}" + (f": {data['rating']}" if data["rating"] else ""))
