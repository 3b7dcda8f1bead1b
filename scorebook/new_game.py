"""A new game from the app's choices: its header written as a scoring script, and the game
created from it.

The new-game screen knows no rules. It asks `scorebook.new_game_options` which options a
system has and what its lineup cards hold, `scorebook.new_game_lineups` whom a row may name
and for lineups filled in, then hands its choices back as a `NewGame` to `create`. `create`
writes them as the header of a scoring script — the `info`, `info card` and `start` lines that
`scorebook record` reads — and has `read_script` build the game by the system's own script
rules, so the app and the command line accept and refuse the same lineups with the same
sentence. A Pizza Box game names no players: the game makes its teams (new_game_pizzabox.py);
an Unlimited Nine game played in the app has its teams drawn or recruited before the first
pitch, and one recorded at a table is made from its cards and captains (new_game_unlimited9.py).
"""

from __future__ import annotations

import datetime as dt
import re
import shlex
from dataclasses import replace
from typing import Callable

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.card_systems import player_on_team

from db.cards import game_cards
from db.games import game_exists
from db.models import metadata
from db.recording import create_game
from engine.core.errors import ScorebookError, quoted
from engine.core.numbers import SEEDS, check_range
from engine.systems.nanyou.cards import MASCOT_ID, mascot_card
from engine.systems.nanyou.tables import load_tables
from scorebook.new_game_forms import RULES, TEAMS, VARIANT, NewGame, NewGameRefused, Side
from scorebook.new_game_lineups import check_teams, plain_people
from scorebook.new_game_options import (SIDES, SYSTEMS, TITLES, control, modes, option_specs,
                                       shape)
from scorebook.new_game_pizzabox import pizzabox_setup
from scorebook.new_game_unlimited9 import Start, header_lines, unlimited9_setup
from scorebook.scoring_script import read_script

_t = metadata.tables
#: A row's choice -> (player id, name, card id or "").
People = Callable[[str], tuple[str, str, str]]


# ── The script header ─────────────────────────────────────────────────────────────────────────
def script_header(engine: Engine, game: NewGame) -> tuple[str, tuple[str, ...]]:
    """The header of a scoring script for the game, and what each of its lines is about (to
    say where a refused line is on the screen)."""
    lines: list[tuple[str, str]] = [(f"info system {game.system}", "the system")]
    specs = {spec.key: spec for spec in option_specs(engine, game.system)}
    for side, code_key, name_key in ((game.away, "visteam", "visname"),
                                     (game.home, "hometeam", "homename")):
        label = "the visitors" if code_key == "visteam" else "the home team"
        lines.append((f"info {code_key} {side.code}", label))
        if side.name:
            lines.append((f"info {name_key} {_quoted(side.name)}", label))
    if game.date.strip():
        lines.append((f"info date {game.date.strip()}", "the date"))
    for key, value in game.options.items():
        spec = specs.get(key)
        if spec is None or not value.strip() or spec.kind == TEAMS:
            continue
        if spec.kind == VARIANT and value == spec.default:
            continue  # the game as it comes: the header need not say so
        if game.system == "unlimited9" and key == "entry":
            continue  # said with the mode, below
        info = key if spec.kind == RULES else f"option.{key}"
        lines.append((f"info {info} {_quoted(value.strip())}", f"option {spec.label}"))
    if game.system == "bot9" and shape(game.system, game.options, "home").batters > 6:
        innings = game.options.get("innings", "1")
        lines += [(f"info {key} {value}", "option Innings") for key, value in
                  (("innings", innings), ("lineup", "9"), ("extra", "true"), ("ties", "false"),
                   ("inning", "1"), ("half", "top"))]
    if game.system == "unlimited9":  # recorded: entered as chosen, with its captains
        lines += header_lines(game)
    elif game.system != "plain":
        entry = "table" if game.mode == "record" else "dice"
        lines.append((f"info option.entry {entry}", "the mode"))
    starts: list[tuple[str, str]] = []
    for where, side in zip(SIDES, (game.away, game.home)):
        lines += _side_lines(engine, game, where, side, starts)
    lines += starts
    return "\n".join(text for text, _ in lines) + "\n", tuple(label for _, label in lines)


def _side_lines(engine: Engine, game: NewGame, where: str, side: Side,
                starts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A side's `info bullpen|bench` and `info card` lines; its start lines go to `starts`."""
    people = _people(engine, game, side)
    title = TITLES[where]
    lines: list[tuple[str, str]] = []
    rows = [(f"{title} slot {slot} ({people(starter.choice)[1]})", starter.choice, slot,
             starter.position)
            for slot, starter in enumerate(side.batters, start=1) if starter.choice]
    if side.pitcher:
        rows.append((f"{title} pitcher ({people(side.pitcher)[1]})", side.pitcher, 0, 1))
    for kind in shape(game.system, game.options, where).extras:
        chosen = side.extras(kind)
        if chosen:
            ids = " ".join(people(choice)[0] for choice in chosen)
            lines.append((f"info {kind}.{where} {ids}", f"{title} {kind}"))
            rows += [(f"{title} {kind}", choice, -1, 0) for choice in chosen]
    for label, choice, slot, position in rows:
        player, name, card = people(choice)
        if card:
            lines.append((f"info card {player} {card}", label))
        if slot < 0:
            continue
        if not position:
            raise NewGameRefused(f"{label}: choose {name}'s position.")
        starts.append((f"start {player} {_quoted(name)} {where} {slot} {position}", label))
    return lines


def _people(engine: Engine, game: NewGame, side: Side) -> People:
    """Who a side's rows name: a plain game's players, or a card game's cards as the team's
    players (db.card_systems.player_on_team: how every game of the system names them)."""
    if game.system == "plain":
        names = {c.value: c.name for c in plain_people(engine, side.code)}
        names.update(_player_names(engine, [s.choice for s in side.batters] + [side.pitcher]))
        return lambda choice: (choice, names.get(choice, choice), "")
    cards = game_cards(engine, game.system)
    mascot = game.options.get("mascot", "").strip()

    def person(choice: str) -> tuple[str, str, str]:
        if choice == MASCOT_ID:  # no card in the catalogue: he bats on the generic pattern
            card = mascot_card(mascot, load_tables())
            return player_on_team(game.system, side.code, card), card.name, ""
        card = cards.get(choice)
        if card is None:
            raise NewGameRefused(f"There is no {game.system} card {quoted(choice)} any more.")
        return player_on_team(game.system, side.code, card), card.name, card.id
    return person


def _player_names(engine: Engine, ids: list[str]) -> dict[str, str]:
    players = _t["players"]
    with engine.connect() as db:
        return dict(db.execute(sa.select(players.c.player_id, players.c.name)
                               .where(players.c.player_id.in_([i for i in ids if i]))).all())


def _quoted(text: str) -> str:
    """A value as a script line writes it: bare when it is one word, else in quotes."""
    if re.fullmatch(r"[\w.:,/-]+", text):
        return text
    return f'"{text}"' if not re.search(r'["\\]', text) else shlex.quote(text)


def explain(message: str, labels: tuple[str, ...]) -> str:
    """The system's sentence about a header line, with the lines named as on the screen
    ("Visitors slot 3 (Jim Smith)"), the away team as the visitors and the player the line
    names by his name, not his id."""
    def label(number: str) -> str:
        n = int(number)
        return labels[n - 1] if 0 < n <= len(labels) else f"line {n}"

    found = re.match(r"line (\d+): (.*)", message, re.DOTALL)
    where, body = (label(found[1]), found[2]) if found else ("", message)
    named = re.search(r"\(([^()]+)\)$", where)  # the row's player, as the row shows him
    if named:
        body = re.sub(r"\bplayer '[^']+'", named[1], body)
    body = body.replace("the away team's", "the visitors'").replace("the away team",
                                                                     "the visitors")
    body = re.sub(r"\blines (\d+) and (\d+)\b", lambda m: f"{label(m[1])} and {label(m[2])}", body)
    body = re.sub(r"\bline (\d+)\b", lambda m: label(m[1]), body)
    return f"{where[:1].upper()}{where[1:]}: {body}" if where else body


# ── Creating the game ─────────────────────────────────────────────────────────────────────────
def check_new(engine: Engine, game: NewGame) -> None:
    """What any new game needs before its teams are made: an id not taken, two teams, a mode
    the system can be played in, and a seed for a game played in the app."""
    key = game.key.strip()
    if not key or any(c.isspace() for c in key):
        raise NewGameRefused("Give the game an id without spaces, as HOM202611290.")
    check_teams(game)
    if game.mode not in modes(game.system):
        raise NewGameRefused(f"A {SYSTEMS.get(game.system, game.system)} game can only be "
                             "recorded: it has no computer manager or dice.")
    if game_exists(engine, key):
        raise NewGameRefused(f"Game {quoted(key)} already exists: give the new game another id.")
    if game.mode != "record" and game.seed is None:
        raise NewGameRefused("A game played in the app needs a seed for its dice.")
    if game.seed is not None:
        check_range(game.seed, "The seed", *SEEDS)


def create(engine: Engine, game: NewGame, start: Start | None = None) -> str:
    """Store the new game (nothing is stored if anything is refused); returns its key.
    `start`: an Unlimited Nine game's sides as its screen before the game settled them (the
    computer settles them when none are given)."""
    check_new(engine, game)
    key = game.key.strip()
    if game.system == "pizzabox":  # the game makes its teams: no lineup to read
        setup, options = pizzabox_setup(engine, game)
        date = game.date.strip() or None
    elif game.system == "unlimited9" and game.mode != "record":  # drawn or recruited
        setup, options, game = unlimited9_setup(engine, game, start)
        date = game.date.strip() or None
    else:
        text, labels = script_header(engine, replace(game, key=key))
        try:
            script = read_script(engine, key, text)
        except ScorebookError as exc:
            raise NewGameRefused(explain(str(exc), labels)) from None
        if script.setup is None:  # no start line: a script of no start lines adds to a game
            raise NewGameRefused("Fill in the lineups first (F3: as the computer would).")
        setup, options, date = script.setup, script.options, script.info.get("date") or None
    seed = None if game.mode == "record" else game.seed
    create_game(engine, key, game.system, setup, options, seed=seed, date=date,
                season=game.season.strip() or None, control=control(game.mode, game.computer),
                series=game.series.strip() or None)
    return key


def default_key(engine: Engine, home: str, date: str) -> str:
    """"HOM202611290": the home team, the date and the first game number not taken."""
    stem = f"{home.strip().upper() or 'GAME'}{date.replace('-', '')}"
    return next(f"{stem}{n}" for n in range(1000) if not game_exists(engine, f"{stem}{n}"))


def today() -> str:
    """Today's date as a game's date is written."""
    return dt.date.today().isoformat()


def season_names(engine: Engine) -> list[str]:
    """The seasons a game may be filed under (a new name makes a new season)."""
    seasons = _t["seasons"]
    with engine.connect() as db:
        return list(db.scalars(sa.select(seasons.c.name).order_by(seasons.c.name)))
