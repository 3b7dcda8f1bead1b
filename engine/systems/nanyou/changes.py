"""Substitutions (rules/nanyou.md §3.9, option `subs`): defensive changes and pinch hitters.

Before each plate appearance the defense may change one player — a bench card into a position
it can play ("N05@P") — and then the offense may send up a pinch hitter ("none" or the bench
card). A replaced player may not return (the core enforces Rule 5.10). A pinch hitter's hit
moves up a class in that plate appearance (batted_balls.card_roll). When his team next takes
the field he takes the place of the player he batted for; if that was the pitcher and he is
not a pitcher, the defense must bring one in from the bench first.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.events import Substitution
from engine.systems.base import Ask
from engine.systems.nanyou.cards import POSITION_NUMBERS
from engine.systems.nanyou.state import NanyouState, marker

KEYS = ("change", "pinch")
STAY, NONE = "stay", "none"
PINCH_HITTER = 11


def bench(state: NanyouState, team: int) -> tuple[str, ...]:
    """The team's bench players who have not yet been in the game."""
    side = state.game.teams[team]
    used = set(side.lineup) | set(side.gone) | {side.pitcher_slot_player}
    return tuple(p for p in state.options.benches[team] if p not in used)


def can_pitch(state: NanyouState, player: str) -> bool:
    card = state.card(player)
    return card is not None and "P" in card.positions


def ask(state: NanyouState) -> Ask | None:
    """The defense's, then the offense's question before a plate appearance, if due."""
    game = state.game
    if not state.options.subs or game.pitches or game.balls or game.strikes:
        return None
    if not state.decided("change"):
        options = change_options(state)
        if options != (STAY,) or _fills(state):  # pinch hitters take the field with the answer
            return Ask("change", "defense", "choice", "Defense: make a change before this batter?", options)
    if not state.decided("pinch"):
        options = pinch_options(state)
        if options != (NONE,):
            return Ask("pinch", "offense", "choice", "Offense: send up a pinch hitter?", options)
    return None


def _fills(state: NanyouState) -> list[tuple[str, int]]:
    """The pinch hitters of the team in the field and the positions they now take."""
    team = 1 - state.game.half
    return [(player, position) for side, player, position in state.fills if side == team]


def change_options(state: NanyouState) -> tuple[str, ...]:
    team = 1 - state.game.half
    free = bench(state, team)
    pitchers = tuple(f"{p}@P" for p in free if can_pitch(state, p))
    if any(pos == 1 and not can_pitch(state, p) for p, pos in _fills(state)) and pitchers:
        return pitchers  # the pitcher was batted for: a pitcher must come in
    moves = [f"{p}@{pos}" for p in free for pos in POSITION_NUMBERS
             if (card := state.card(p)) is not None and pos in card.positions]
    return (STAY, *moves)


def pinch_options(state: NanyouState) -> tuple[str, ...]:
    game = state.game
    team = game.half
    free = bench(state, team)
    hitters = [p for p in free if not can_pitch(state, p)]
    if game.batting.position_of(game.batter) == 1 and not any(can_pitch(state, p) for p in free):
        return (NONE,)  # nobody could take the mound for him
    return (NONE, *hitters)


def answer(state: NanyouState, key: str, value: str) -> tuple[NanyouState, list]:
    now = marker(state.game)
    asked = state.asked if state.asked_for == now else frozenset()
    state = replace(state, asked_for=now, asked=asked | {key})
    if key == "pinch":
        return _pinch(state, value)
    return _change(state, value)


def _change(state: NanyouState, value: str) -> tuple[NanyouState, list]:
    game = state.game
    team = 1 - game.half
    side = game.teams[team]
    events: list = []
    holders = {pos: p for pos, p in enumerate(side.fielders) if p}
    for player, position in _fills(state):
        holders[position] = player
        if position == 1 and value.endswith("@P"):
            continue  # the new pitcher takes the pinch hitter's place in the order at once
        events.append(Substitution(team, player, side.name(player), side.slot_of(player) or 0, position))
    state = replace(state, fills=tuple(f for f in state.fills if f[0] != team))
    if value == STAY:
        return state, events
    player, _, spot = value.partition("@")
    position = POSITION_NUMBERS[spot]
    slot = side.slot_of(holders.get(position) or "") or 0
    card = state.card(player)
    events.append(Substitution(team, player, card.name if card else player, slot, position))
    return state, events


def _pinch(state: NanyouState, value: str) -> tuple[NanyouState, list]:
    if value == NONE:
        return state, []
    game = state.game
    team = game.half
    batter = game.batter
    position = game.batting.position_of(batter)
    if position is None:  # a pinch hitter batting again before taking the field
        position = next((pos for t, p, pos in state.fills if t == team and p == batter), 0)
    fills = tuple(f for f in state.fills if not (f[0] == team and f[1] == batter))
    if position:
        fills += ((team, value, position),)
    card = state.card(value)
    sub = Substitution(team, value, card.name if card else value, game.batting.up + 1, PINCH_HITTER)
    return replace(state, fills=fills, pinch=(value, marker(game))), [sub]
