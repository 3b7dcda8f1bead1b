"""The lineup cards of a new game: whom each row may name (`choices`), and both lineups filled
in (`auto_lineups`); what the screen chose (`NewGame`, a `Side` per team, a `Starter` per row)
is plain data in new_game_forms.py.

A plain game names the team's players (its roster, and who started its latest game); a card
game names cards — the game makes each card the team's player when it is created. Pizza Box
names nobody: the game makes its nine by position. Unlimited Nine names characters
(new_game_unlimited9.py).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from typing import Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.cards import game_cards
from db.models import metadata
from db.rosters import RosterPlayer, roster
from engine.core.errors import ScorebookError
from engine.core.setup import GameSetup
from engine.systems.nanyou.cards import MASCOT_ID
from engine.systems.simulate import sim_module
from scorebook.new_game_forms import (TEAMS, VARIANT, Choice, Choices, NewGame, NewGameRefused,
                                      Side, Starter)
from scorebook.new_game_options import SIDES, option_specs, shape
from scorebook.new_game_unlimited9 import auto_sides
from scorebook.new_game_unlimited9 import choices as unlimited9_choices

_t = metadata.tables


# ── Whom a row may name ───────────────────────────────────────────────────────────────────────
def choices(engine: Engine, system: str, code: str, options: Mapping[str, str]) -> Choices:
    """Whom a team's rows may name: its roster and recent starters (plain), else the cards."""
    if system == "plain":
        people = plain_people(engine, code)
        return Choices(people, people)
    if system == "pizzabox":  # the game makes its teams by position: no row to fill
        return Choices()
    if system == "unlimited9":  # the characters, not the event cards
        return unlimited9_choices(engine, options)
    cards = game_cards(engine, system)
    if system == "bot9":
        def of(*kinds: str, roles: tuple[str, ...] = ("starter", "reliever", "any")):
            return tuple(Choice(c.id, _bot9_label(c), c.name) for c in cards.values()
                         if c.kind in kinds and (c.kind != "pitcher" or c.role in roles))
        multi = shape(system, options, "home").batters > 6
        return Choices(of("batter", "pitcher") if multi else of("batter"),
                       of("pitcher", roles=("starter", "any")),
                       of("pitcher", roles=("reliever", "any")), of("batter"))
    every = tuple(Choice(c.id, f"{c.id} {c.name} {' '.join(c.positions)}", c.name)
                  for c in cards.values())
    mascot = options.get("mascot", "").strip()
    if mascot:
        every += (Choice(MASCOT_ID, f"Mascot: {mascot}", mascot),)
    return Choices(every, every, bench=every)


def _bot9_label(card) -> str:
    what = " ".join(card.positions) if card.kind == "batter" else f"P {card.role}"
    return f"{card.id} {card.name} {what}"


def plain_people(engine: Engine, code: str) -> tuple[Choice, ...]:
    """The roster, then anyone who started the team's latest game and is no longer on it."""
    players = _roster(engine, code)
    people = [Choice(p.player_id, f"{p.number:>2} {p.name} {p.position_labels}".strip(), p.name)
              for p in players]
    known = {p.player_id for p in players}
    people += [Choice(player, name, name) for player, name, _, _ in _latest_lineup(engine, code)
               if player not in known]
    return tuple(people)


def _roster(engine: Engine, code: str) -> list[RosterPlayer]:
    """The team's roster; none for a team the database does not have yet."""
    if not code:
        return []
    try:
        return roster(engine, code)
    except ScorebookError:
        return []


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


def check_teams(game: NewGame) -> None:
    """Both teams have a code, and not the same one."""
    for label, side in (("visitors", game.away), ("home team", game.home)):
        if not re.fullmatch(r"[A-Za-z0-9]{1,8}", side.code):
            raise NewGameRefused(f"Give the {label} a team code of up to 8 letters and digits.")
    if game.away.code == game.home.code:
        raise NewGameRefused(f"A team cannot play itself: both teams are {game.home.code}.")


# ── Lineups filled in ─────────────────────────────────────────────────────────────────────────
def auto_lineups(engine: Engine, game: NewGame) -> tuple[Side, Side]:
    """Both lineups filled in: plain from each team's latest game or its roster; a card game
    as the computer manager would set it up (the system's `sim_setup`, the draft too)."""
    check_teams(game)
    if game.system == "plain":
        dh = game.options.get("dh") == "on"
        return _plain_side(engine, game.away, dh), _plain_side(engine, game.home, dh)
    if game.system == "pizzabox":
        return game.away, game.home
    if game.system == "unlimited9":  # by team: the reveal may send the home team up first
        return auto_sides(engine, game)
    specs = option_specs(engine, game.system)
    wanted = {s.key: game.options.get(s.key, s.default) for s in specs
              if s.kind in (TEAMS, VARIANT)}
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
        kinds = shape(game.system, game.options, where).extras
        further = {kind: tuple(cards[p] for p in stored.get(f"{kind}.{where}", "").split(",")
                               if p and (kind != "bullpen" or data[p].get("role") != "starter"))
                   for kind in kinds}
        batting = sorted((s for s in sheet.lineup if s.slot > 0), key=lambda s: s.slot)
        apart = [cards[s.player] for s in sheet.lineup if s.slot == 0]
        sides.append(replace(side, batters=tuple(Starter(cards[s.player], s.position)
                                                 for s in batting),
                             pitcher=apart[0] if apart else "",
                             bullpen=further.get("bullpen", ()), bench=further.get("bench", ())))
    return sides[0], sides[1]


def _plain_side(engine: Engine, side: Side, dh: bool) -> Side:
    """The team's starters of its latest game if they fit the DH rule, else nine (ten) from
    its roster, each at a position he plays, the pitcher batting last without the DH."""
    latest = _latest_lineup(engine, side.code)
    if latest and any(slot == 0 for _, _, slot, _ in latest) == dh:
        batters = tuple(Starter(p, pos) for p, _, slot, pos in sorted(latest, key=lambda r: r[2])
                        if slot > 0)
        pitcher = next((p for p, _, slot, _ in latest if slot == 0), "")
        return replace(side, batters=batters, pitcher=pitcher, bullpen=(), bench=())
    players = _roster(engine, side.code)
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
    return replace(side, batters=batters, pitcher=holder[1].player_id if dh else "", bullpen=(),
                   bench=())


def _cover(players: list[RosterPlayer], positions: list[int]) -> dict[int, RosterPlayer]:
    """Position -> player: each position a player who plays it (a DH anyone but a pitcher),
    by augmenting paths, players earlier on the roster placed first."""
    holder: dict[int, RosterPlayer] = {}

    def plays(player: RosterPlayer, pos: int) -> bool:
        listed = player.position_numbers
        return pos in listed or (pos == 10 and listed != (1,))

    def place(player: RosterPlayer, seen: set[int]) -> bool:
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
