"""Who can still come in for a team: its bench and bullpen as the game stands (no Textual).

A plain game takes its substitutes from the team's roster (db/rosters.py), less everyone who
has been in the game. A card game offers what its state holds, by the system's own rules of
who may still come in: Bottom of the 9th's bullpen (relievers not yet used, a starter-only
card never) and bench, Nanyou's bench cards, Pizza Box's pinch hitters and, at PRO, its
bullpen of pitcher type cards, Unlimited Nine's bench characters. Each player comes with what
a scorekeeper wants to know before sending him in: the positions he plays (the roster's, the
card's), or what kind of pitcher he is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from sqlalchemy.engine import Engine

from db.rosters import RosterPlayer, roster
from engine.core.errors import ScorebookError
from engine.core.state import GameState
from engine.systems.bot9 import substitutes as bot9_subs
from engine.systems.nanyou import changes as nanyou_changes
from engine.systems.pizzabox.cards import STARTER
from engine.systems.pizzabox.pitchers import card_of as pizzabox_card
from engine.systems.plain import ordinal
from engine.systems.session import Session
from engine.systems.unlimited9 import lineup as unlimited9_lineup


@dataclass(frozen=True)
class Substitute:
    """A player who may still come in: `about` is what he plays ("#12 · C 1B", "reliever",
    "3B · green")."""

    player: str
    name: str
    about: str = ""


@dataclass(frozen=True)
class BenchGroup:
    """One list of substitutes ("Bench", "Bullpen", "Pinch hitters", "Roster"); `note` says
    what limits them ("substitutions are off in this game", "2 of 3 pinch hitters left")."""

    title: str
    players: tuple[Substitute, ...]
    note: str = ""


def team_roster(engine: Engine, code: str) -> tuple[RosterPlayer, ...] | None:
    """The team's roster in the database, None for a team that has none (read once a view:
    never per pitch)."""
    try:
        return tuple(roster(engine, code))
    except ScorebookError:
        return None


def in_the_game(game: GameState, side: int) -> set[str]:
    """Everyone who is or has been in the game for `side`, and everyone playing for the other
    team: none of them may come in."""
    team, other = game.teams[side], game.teams[1 - side]
    return {*team.lineup, *team.gone, *(f for f in team.fielders if f),
            team.pitcher_slot_player or "", *other.lineup, *(f for f in other.fielders if f),
            other.pitcher_slot_player or ""} - {""}


def bench_groups(session: Session, system: str, side: int,
                 players: Sequence[RosterPlayer] | None) -> tuple[BenchGroup, ...]:
    """Who may still come in for `side`, by the game's system; `players` is the team's roster
    (team_roster), used by the systems that take substitutes from it."""
    reader = _CARD_GAMES.get(system)
    if reader is not None:
        return reader(session.state, side)
    return (_from_roster(session.game, side, players),)


def _from_roster(game: GameState, side: int,
                 players: Sequence[RosterPlayer] | None) -> BenchGroup:
    code = game.teams[side].code
    if players is None:
        return BenchGroup("Roster", (), f"{code} has no roster: a substitute comes in as a new "
                                        f"player (ctrl+s)")
    used = in_the_game(game, side)
    return BenchGroup("Bench", tuple(
        Substitute(p.player_id, p.name, " · ".join(filter(None, (
            f"#{p.number}" if p.number else "", p.position_labels))))
        for p in players if p.player_id not in used))


#: A Bottom of the 9th pitcher card's role, as the bullpen lists it.
BOT9_ROLES = {"any": "starter or reliever"}


def _cards(state: Any, side: int, players: Sequence[str],
           about: Callable[[Any], str]) -> tuple[Substitute, ...]:
    """The players by their cards: the card's name and `about(card)`."""
    found = []
    for player in players:
        card = state.card(player)
        found.append(Substitute(player, card.name, about(card)) if card is not None
                     else Substitute(player, state.game.teams[side].name(player)))
    return tuple(found)


def _positions(card: Any) -> str:
    return " ".join(card.positions)


def _bot9(state: Any, side: int) -> tuple[BenchGroup, ...]:
    """The relievers of a team that takes the field, the bench of a team that bats (the
    one-inning game's visitors only pitch, its home team only bats)."""
    team = state.game.teams[side]
    pen = "Pitcher deck" if state.options.solo and side == 0 else "Bullpen"
    groups = []
    if team.pitcher or team.pitcher_slot_player:
        groups.append(BenchGroup(pen, _cards(state, side, bot9_subs.bullpen(state, side),
                                             lambda card: BOT9_ROLES.get(card.role, card.role))))
    if team.lineup:
        groups.append(BenchGroup("Bench", _cards(state, side, bot9_subs.bench(state, side),
                                                 _positions)))
    return tuple(groups)


def _nanyou(state: Any, side: int) -> tuple[BenchGroup, ...]:
    note = "" if state.options.subs else "substitutions are off in this game (option subs)"
    return (BenchGroup("Bench", _cards(state, side, nanyou_changes.bench(state, side),
                                       _positions), note),)


def _pizzabox(state: Any, side: int) -> tuple[BenchGroup, ...]:
    game, rules, options = state.game, state.rules, state.options
    team = game.teams[side]
    staff = options.pitchers[side]
    used = in_the_game(game, side)

    def name(player: str) -> str:
        return options.names.get(player) or team.name(player)

    hitters = tuple(Substitute(p, name(p), "pinch hitter") for p in options.benches[side]
                    if p not in used and p not in staff)
    left = max(rules.ph_per_team - len(state.pinch[side]), 0)
    groups = [BenchGroup("Pinch hitters", hitters,
                         f"{left} of {rules.ph_per_team} left ({ordinal(rules.ph_slot)} slot, "
                         f"after the {ordinal(rules.ph_after)})" if options.benches[side]
                         else f"none at level {state.level}")]
    if staff:  # PRO: the pitcher type cards not yet used
        spent = state.pitching[side].used
        pen = [(p, card) for p in staff if (card := pizzabox_card(state, side, p)) is not None
               and card.role != STARTER and card.id not in spent and p not in used]
        groups.append(BenchGroup("Bullpen", tuple(Substitute(p, name(p), card.name)
                                                  for p, card in pen)))
    return tuple(groups)


def _unlimited9(state: Any, side: int) -> tuple[BenchGroup, ...]:
    players = tuple(replace(found, about=found.about + (" · student" if state.is_student(
        found.player) else "")) for found in _cards(
            state, side, unlimited9_lineup.bench(state, side),
            lambda card: f"{card.position} · {card.colour}"))
    note = "" if state.options.mode == "standard" else "substitutions are made in standard mode"
    return (BenchGroup("Bench", players, note),)


#: The systems whose substitutes are the cards their state holds.
_CARD_GAMES = {"bot9": _bot9, "nanyou": _nanyou, "pizzabox": _pizzabox,
               "unlimited9": _unlimited9}


def player_notes(session: Session, system: str, side: int, player: str) -> str:
    """What the system says of a player in the game beyond his position: Unlimited Nine's
    captain and the characters on their student side."""
    if system != "unlimited9":
        return ""
    state = session.state
    try:
        card = state.card(player)
    except KeyError:
        return ""
    words = ["captain"] if card.id == state.options.captains[side] else []
    if state.is_student(player):
        words.append("student")
    return ", ".join(words)
