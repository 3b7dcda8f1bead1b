"""A new game from the app's choices: system, options, teams, lineups and who plays.

The new-game screen knows no rules. It asks here which options a system has (`option_specs`),
what its lineup cards hold (`shape`), whom a row may name (`choices`) and for lineups filled in
(`auto_lineups`), then hands its choices back as a `NewGame` to `create`. `create` writes them
as the header of a scoring script — the `info`, `info card` and `start` lines that `scorebook
record` reads — and has `read_script` build the game by the system's own script rules, so the
app and the command line accept and refuse the same lineups with the same sentence.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import re
import shlex
from dataclasses import dataclass, replace
from typing import Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.cards import game_cards
from db.games import game_exists
from db.models import metadata
from db.recording import create_game
from db.rosters import roster
from engine.core.errors import ScorebookError
from engine.core.lineup_cards import NUMBERS
from engine.core.setup import GameSetup
from engine.systems.bot9 import state as bot9
from engine.systems.bot9 import teams as bot9_teams
from engine.systems.nanyou import state as nanyou
from engine.systems.nanyou import teams as nanyou_teams
from engine.systems.nanyou.cards import MASCOT_ID, mascot_card
from engine.systems.nanyou.tables import load_tables
from engine.systems.simulate import sim_module
from scorebook.scoring_script import read_script

#: The systems a game can be set up for here, and what the screen calls them.
SYSTEMS = {"plain": "Baseball (plain scorekeeping)", "bot9": "Bottom of the 9th",
           "nanyou": "Nanyou 職棒大賽紙牌"}
#: Who answers what: the scorekeeper types all, two people play, one plays the computer, or
#: the computer plays both sides.
MODES = {"record": "Record a game at the table", "hotseat": "Hot-seat: two people play",
         "computer": "Play against the computer", "watch": "Watch the computer play"}
SIDES = ("away", "home")
_t = metadata.tables


class NewGameRefused(ScorebookError):
    """The choices cannot make a game; the message is one sentence for the person."""


@dataclass(frozen=True)
class Starter:
    """A row of a lineup card: whom it names (a player id, or a card id in a card game; ""
    for nobody yet) and his position (0: not chosen)."""

    choice: str = ""
    position: int = 0


@dataclass(frozen=True)
class Side:
    """One team's card: the batting order, the pitcher who does not bat (with the DH; the
    Bottom of the 9th visitors) and the further cards (bullpen in order, or bench)."""

    code: str = ""
    name: str = ""
    batters: tuple[Starter, ...] = ()
    pitcher: str = ""
    extras: tuple[str, ...] = ()


@dataclass(frozen=True)
class NewGame:
    """Everything the new-game screen chose. `options` holds each option's value by key;
    `computer` is the side the computer manages in mode "computer"."""

    system: str
    key: str
    away: Side
    home: Side
    options: Mapping[str, str]
    mode: str = "record"
    computer: str = "home"
    date: str = ""
    season: str = ""
    seed: int | None = None


@dataclass(frozen=True)
class Choice:
    value: str
    label: str
    name: str


@dataclass(frozen=True)
class Choices:
    """Whom each kind of row may name: batters, the pitcher apart, the further cards."""

    batters: tuple[Choice, ...] = ()
    pitchers: tuple[Choice, ...] = ()
    extras: tuple[Choice, ...] = ()


# ── Options and the shape of the lineup cards ─────────────────────────────────────────────────
#: What an option sets: a game option (`info option.KEY`), baseball's rules (`info KEY`), or
#: the teams — their shape, and how the computer picks them (the system's sim options).
GAME, RULES, TEAMS = "game", "rules", "teams"
SWITCH = ("on", "off")
#: Each card system's player id for a card on a team (the same card on two teams is two players).
PLAYER_IDS = {"bot9": bot9_teams.player_id, "nanyou": nanyou_teams.player_id}


@dataclass(frozen=True)
class OptionSpec:
    """An option as the screen offers it: the values allowed (() for free text) and the
    default, each taken from the system's own options code where it has them."""

    key: str
    label: str
    values: tuple[str, ...]
    default: str
    help: str
    kind: str = GAME
    titles: tuple[str, ...] = ()  # how each value is shown, when not as itself


def option_specs(engine: Engine, system: str) -> tuple[OptionSpec, ...]:
    """The options of `system` a new game may set (the entry mode follows from the mode)."""
    if system == "plain":
        low, high = NUMBERS["innings"]
        return (OptionSpec("innings", "Innings", tuple(map(str, range(low, high + 1))), "9",
                           "Scheduled innings.", RULES),
                OptionSpec("dh", "DH", ("off", "on"), "off",
                           "The designated hitter bats for the pitcher (Rule 5.11).", RULES))
    if system == "bot9":
        said = bot9.OPTION_HELP
        supports = [c for c in game_cards(engine, system).values() if c.kind == "support"]
        return (OptionSpec("innings", "Innings", tuple(map(str, range(1, 10))), "1",
                           "1: the base game, the bottom of the 9th; 2-9: the multi-inning game "
                           "(both sides bat and pitch).", TEAMS),
                OptionSpec("running", "Running", bot9.RUNNING, "standard", said["running"]),
                OptionSpec("abilities", "Abilities", SWITCH, "on", said["abilities"]),
                OptionSpec("support", "Support card", ("", *(c.id for c in supports)), "",
                           said["support"],
                           titles=("none", *(f"{c.id} {c.name}" for c in supports))),
                OptionSpec("support_mode", "Support use", bot9.SUPPORT_MODES, "shared",
                           said["support_mode"]),
                OptionSpec("draft", "Auto drafts", ("off", "on"), "off",
                           "Auto: on, both teams draft from one card set; off, each side "
                           "plays its own box of cards.", TEAMS))
    if system == "nanyou":
        said = nanyou.OPTION_HELP
        rules = tuple(OptionSpec(rule, _label(rule), ("off", "on"), "off", said[rule])
                      for rule in nanyou.RULES)
        return (OptionSpec("mode", "Mode", nanyou.MODES, "full", said["mode"]), *rules,
                OptionSpec("draft", "Auto drafts", ("on", "off"), "on",
                           "Auto: on, the sides draft 15 cards each from one set; off, each "
                           "side plays its own box of cards.", TEAMS),
                OptionSpec("mascot", "Mascot", (), "",
                           "A player you name, on the generic card (Auto: the home team's).",
                           TEAMS))
    raise NewGameRefused(f"A game of '{system}' cannot be set up here: choose "
                         f"{', '.join(SYSTEMS)}.")


def _label(rule: str) -> str:
    """"hit_and_run" -> "Hit and run", "dh" -> "DH"."""
    return "DH" if rule == "dh" else rule.replace("_", " ").capitalize()


@dataclass(frozen=True)
class Shape:
    """What one side's lineup card holds: batting slots and the positions they may take, a
    pitcher who does not bat (slot 0), and further cards ("bullpen" or "bench")."""

    batters: int
    positions: tuple[int, ...]
    pitcher_apart: bool = False
    extras: str = ""


def shape(system: str, options: Mapping[str, str], side: str) -> Shape:
    """The lineup card of `side` ("away" or "home") under these options."""
    fielders = tuple(range(1, 10))
    if system == "bot9":
        if options.get("innings", "1") in ("", "1"):  # visitors only pitch, the home team bats
            return (Shape(0, (), True, "bullpen") if side == "away"
                    else Shape(bot9_teams.BASE_BATTERS, fielders[1:]))
        return Shape(bot9_teams.MULTI_BATTERS + 1, fielders, False, "bullpen")
    dh = options.get("dh") == "on"
    return Shape(9, fielders + ((10,) if dh else ()), dh, "bench" if system == "nanyou" else "")


def modes(system: str) -> tuple[str, ...]:
    """The modes a system can be played in: only recording without a computer manager."""
    try:
        sim_module(system)
    except ScorebookError:
        return ("record",)
    return tuple(MODES)


def control(mode: str, computer: str = "home") -> dict[str, str]:
    """`games.control` for a mode: who answers each side's choices."""
    if mode == "record":
        return {"mode": "record", "away": "person", "home": "person"}
    if mode == "watch":
        return {"mode": "watch", "away": "computer", "home": "computer"}
    sides = {side: "computer" if mode == "computer" and side == computer else "person"
             for side in SIDES}
    return {"mode": "play", **sides}


def default_key(engine: Engine, home: str, date: str) -> str:
    """"HOM202611290": the home team, the date and the first game number not taken."""
    stem = f"{home.strip().upper() or 'GAME'}{date.replace('-', '')}"
    return next(f"{stem}{n}" for n in range(1000) if not game_exists(engine, f"{stem}{n}"))


def choices(engine: Engine, system: str, code: str, options: Mapping[str, str]) -> Choices:
    """Whom a team's rows may name: its roster and recent starters (plain), else the cards."""
    if system == "plain":
        people = _plain_people(engine, code)
        return Choices(people, people)
    cards = game_cards(engine, system)
    if system == "bot9":
        def of(*kinds: str, roles: tuple[str, ...] = ("starter", "reliever", "any")):
            return tuple(Choice(c.id, _bot9_label(c), c.name) for c in cards.values()
                         if c.kind in kinds and (c.kind != "pitcher" or c.role in roles))
        multi = shape(system, options, "home").batters > 6
        return Choices(of("batter", "pitcher") if multi else of("batter"),
                       of("pitcher", roles=("starter", "any")),
                       of("pitcher", roles=("reliever", "any")))
    every = tuple(Choice(c.id, f"{c.id} {c.name} {' '.join(c.positions)}", c.name)
                  for c in cards.values())
    mascot = options.get("mascot", "").strip()
    if mascot:
        every += (Choice(MASCOT_ID, f"Mascot: {mascot}", mascot),)
    return Choices(every, every, every)


def _bot9_label(card) -> str:
    what = " ".join(card.positions) if card.kind == "batter" else f"P {card.role}"
    return f"{card.id} {card.name} {what}"


def _plain_people(engine: Engine, code: str) -> tuple[Choice, ...]:
    """The roster, then anyone who started the team's latest game and is no longer on it."""
    if not code:
        return ()
    try:
        players = roster(engine, code)
    except ScorebookError:  # a team the database does not have yet
        players = []
    people = [Choice(p.player_id, f"{p.number:>2} {p.name} {p.position_labels}".strip(), p.name)
              for p in players]
    known = {p.player_id for p in players}
    people += [Choice(player, name, name) for player, name, _, _ in _latest_lineup(engine, code)
               if player not in known]
    return tuple(people)


def _latest_lineup(engine: Engine, code: str) -> list[tuple[str, str, int, int]]:
    """(player, name, slot, position) of the team's starters in its latest plain game."""
    games, entries, players = _t["games"], _t["lineup_entries"], _t["players"]
    with engine.connect() as db:
        latest = db.execute(
            sa.select(games.c.id, games.c.home).where(
                games.c.system == "plain", sa.or_(games.c.away == code, games.c.home == code))
            .order_by(games.c.date.desc().nulls_last(), games.c.id.desc()).limit(1)).first()
        if latest is None:
            return []
        rows = db.execute(
            sa.select(entries.c.player_id, players.c.name, entries.c.slot, entries.c.position)
            .join(players, players.c.player_id == entries.c.player_id)
            .where(entries.c.game_id == latest.id, entries.c.side == int(latest.home == code))
            .order_by(entries.c.seq)).all()
    return [tuple(row) for row in rows]


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
        info = key if spec.kind == RULES else f"option.{key}"
        lines.append((f"info {info} {_quoted(value.strip())}", f"option {spec.label}"))
    if game.system == "bot9" and shape(game.system, game.options, "home").batters > 6:
        innings = game.options.get("innings", "1")
        lines += [(f"info {key} {value}", "option Innings") for key, value in
                  (("innings", innings), ("lineup", "9"), ("extra", "true"), ("ties", "false"),
                   ("inning", "1"), ("half", "top"))]
    if game.system != "plain":
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
    lines: list[tuple[str, str]] = []
    rows = [(f"{where} slot {slot}", starter.choice, slot, starter.position)
            for slot, starter in enumerate(side.batters, start=1) if starter.choice]
    if side.pitcher:
        rows.append((f"{where} pitcher", side.pitcher, 0, 1))
    extras = shape(game.system, game.options, where).extras
    if side.extras and extras:
        ids = " ".join(people(choice)[0] for choice in side.extras)
        lines.append((f"info {extras}.{where} {ids}", f"{where} {extras}"))
        rows += [(f"{where} {extras}", choice, -1, 0) for choice in side.extras]
    for label, choice, slot, position in rows:
        player, name, card = people(choice)
        if card:
            lines.append((f"info card {player} {card}", label))
        if slot < 0:
            continue
        if not position:
            raise NewGameRefused(f"{label.capitalize()}: choose {name}'s position.")
        starts.append((f"start {player} {_quoted(name)} {where} {slot} {position}", label))
    return lines


def _people(engine: Engine, game: NewGame, side: Side):
    """choice -> (player id, name, card id) for a side's rows."""
    if game.system == "plain":
        names = {c.value: c.name for c in _plain_people(engine, side.code)}
        names.update(_player_names(engine, [s.choice for s in side.batters] + [side.pitcher]))
        return lambda choice: (choice, names.get(choice, choice), "")
    cards = game_cards(engine, game.system)
    mascot = game.options.get("mascot", "").strip()
    player_id = PLAYER_IDS[game.system]

    def person(choice: str) -> tuple[str, str, str]:
        if choice == MASCOT_ID:  # no card in the catalogue: he bats on the generic pattern
            card = mascot_card(mascot, load_tables())
            return player_id(side.code, card), card.name, ""
        card = cards.get(choice)
        if card is None:
            raise NewGameRefused(f"There is no {game.system} card '{choice}' any more.")
        return player_id(side.code, card), card.name, card.id
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
    """The system's sentence about a header line, with the lines named as on the screen."""
    def label(number: str) -> str:
        n = int(number)
        return labels[n - 1] if 0 < n <= len(labels) else f"line {n}"

    found = re.match(r"line (\d+): (.*)", message, re.DOTALL)
    where, body = (label(found[1]), found[2]) if found else ("", message)
    body = re.sub(r"\blines (\d+) and (\d+)\b", lambda m: f"{label(m[1])} and {label(m[2])}", body)
    body = re.sub(r"\bline (\d+)\b", lambda m: label(m[1]), body)
    return f"{where[:1].upper()}{where[1:]}: {body}" if where else body


# ── Creating the game ─────────────────────────────────────────────────────────────────────────
def create(engine: Engine, game: NewGame) -> str:
    """Store the new game (nothing is stored if anything is refused); returns its key."""
    key = game.key.strip()
    if not key or any(c.isspace() for c in key):
        raise NewGameRefused("Give the game an id without spaces, as HOM202611290.")
    _check_teams(game)
    if game.mode not in modes(game.system):
        raise NewGameRefused(f"A {SYSTEMS.get(game.system, game.system)} game can only be "
                             "recorded: it has no computer manager or dice.")
    if game_exists(engine, key):
        raise NewGameRefused(f"Game '{key}' already exists: give the new game another id.")
    text, labels = script_header(engine, replace(game, key=key))
    try:
        script = read_script(engine, key, text)
    except ScorebookError as exc:
        raise NewGameRefused(explain(str(exc), labels)) from None
    seed = None if game.mode == "record" else game.seed
    if game.mode != "record" and seed is None:
        raise NewGameRefused("A game played in the app needs a seed for its dice.")
    create_game(engine, key, game.system, script.setup, script.options, seed=seed,
                date=script.info.get("date") or None, season=game.season.strip() or None,
                control=control(game.mode, game.computer))
    return key


def _check_teams(game: NewGame) -> None:
    for label, side in (("visitors", game.away), ("home team", game.home)):
        if not re.fullmatch(r"[A-Za-z0-9]{1,8}", side.code):
            raise NewGameRefused(f"Give the {label} a team code of up to 8 letters and digits.")
    if game.away.code == game.home.code:
        raise NewGameRefused(f"A team cannot play itself: both teams are {game.home.code}.")


# ── Lineups filled in ─────────────────────────────────────────────────────────────────────────
def auto_lineups(engine: Engine, game: NewGame) -> tuple[Side, Side]:
    """Both lineups filled in: plain from each team's latest game or its roster; a card game
    as the computer manager would set it up (the system's `sim_setup`, the draft too)."""
    _check_teams(game)
    if game.system == "plain":
        dh = game.options.get("dh") == "on"
        return _plain_side(engine, game.away, dh), _plain_side(engine, game.home, dh)
    specs = option_specs(engine, game.system)
    wanted = {s.key: game.options.get(s.key, s.default) for s in specs if s.kind == TEAMS}
    if "dh" in game.options:
        wanted["dh"] = game.options["dh"]
    wanted = {k: v for k, v in wanted.items() if v.strip()}
    pool = list(game_cards(engine, game.system).values())
    rng = random.Random(f"{game.seed}/setup")
    setup, stored = sim_module(game.system).sim_setup(
        pool, rng, (game.home.code, game.home.name), (game.away.code, game.away.name), wanted)
    return _card_sides(game, setup, stored)


def _card_sides(game: NewGame, setup: GameSetup, stored: Mapping[str, str]) -> tuple[Side, Side]:
    """The sides of a set-up game as rows of card ids. A bot9 bullpen keeps only the cards
    that may relieve (rules/bot9.md §2.7: a starter's card never comes in)."""
    data = json.loads(stored.get("cards", "{}"))
    cards = {player: card["id"] for player, card in data.items()}
    sides = []
    for where, sheet, side in zip(SIDES, (setup.away, setup.home), (game.away, game.home)):
        extras = shape(game.system, game.options, where).extras
        batting = sorted((s for s in sheet.lineup if s.slot > 0), key=lambda s: s.slot)
        apart = [cards[s.player] for s in sheet.lineup if s.slot == 0]
        further = [cards[p] for p in stored.get(f"{extras}.{where}", "").split(",")
                   if p and data[p].get("role") != "starter"] if extras else []
        sides.append(replace(side, batters=tuple(Starter(cards[s.player], s.position)
                                                 for s in batting),
                             pitcher=apart[0] if apart else "", extras=tuple(further)))
    return sides[0], sides[1]


def _plain_side(engine: Engine, side: Side, dh: bool) -> Side:
    """The team's starters of its latest game if they fit the DH rule, else nine (ten) from
    its roster, each at a position he plays, the pitcher batting last without the DH."""
    latest = _latest_lineup(engine, side.code)
    if latest and any(slot == 0 for _, _, slot, _ in latest) == dh:
        batters = tuple(Starter(p, pos) for p, _, slot, pos in sorted(latest, key=lambda r: r[2])
                        if slot > 0)
        pitcher = next((p for p, _, slot, _ in latest if slot == 0), "")
        return replace(side, batters=batters, pitcher=pitcher, extras=())
    try:
        players = roster(engine, side.code)
    except ScorebookError:
        players = []
    wanted = list(range(1, 10)) + ([10] if dh else [])
    holder = _cover(players, wanted)
    missing = [str(pos) for pos in wanted if pos not in holder]
    if missing:
        raise NewGameRefused(f"{side.code} has no latest game to copy and its roster cannot "
                             f"cover positions {' '.join(missing)}: add players on the Teams "
                             "screen.")
    order = sorted((pos for pos in holder if not (pos == 1 and dh)),
                   key=lambda pos: (pos == 1, players.index(holder[pos])))
    batters = tuple(Starter(holder[pos].player_id, pos) for pos in order)
    return replace(side, batters=batters, pitcher=holder[1].player_id if dh else "", extras=())


def _cover(players: list, positions: list[int]) -> dict:
    """Position -> player: each position a player who plays it (a DH anyone but a pitcher),
    by augmenting paths, players earlier on the roster placed first."""
    holder: dict[int, object] = {}

    def plays(player, pos: int) -> bool:
        listed = player.position_numbers
        return pos in listed or (pos == 10 and listed != (1,))

    def place(player, seen: set[int]) -> bool:
        for pos in sorted(positions, key=lambda p: (p not in player.position_numbers[:1], p)):
            if pos in seen or not plays(player, pos):
                continue
            seen.add(pos)
            if pos not in holder or place(holder[pos], seen):
                holder[pos] = player
                return True
        return False

    for player in players:
        place(player, set())
    return holder


def today() -> str:
    return dt.date.today().isoformat()


def season_names(engine: Engine) -> list[str]:
    """The seasons a game may be filed under (a new name makes a new season)."""
    seasons = _t["seasons"]
    with engine.connect() as db:
        return list(db.scalars(sa.select(seasons.c.name).order_by(seasons.c.name)))
