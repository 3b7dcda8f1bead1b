"""Substitutions (rules/nanyou.md §3.9, option `subs`): defensive changes and pinch hitters.

Before each plate appearance the defense may bring bench cards in, one at a time, each into a
position it can play ("N05@P"; a fielder card any fielding position, cards.py), until it
stays; then the offense may send up a pinch hitter ("none" or any bench card, a pitcher's
too). A replaced player may not return (the core enforces Rule 5.10), and a reliever faces
the batter he came in for (Rule 5.10(g)): no second pitching change before him. A pinch
hitter's hit moves up a class in that plate appearance (batted_balls.card_roll). When his team
next takes the field he takes the place of the player he batted for; if he cannot play that
position, the defense must first bring in from the bench one who can (he then leaves the
game), so a pinch hitter is offered only when somebody could.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.events import Substitution
from engine.systems.base import Ask
from engine.systems.nanyou.cards import POSITION_NAMES, POSITION_NUMBERS
from engine.systems.nanyou.state import NanyouState, marker

KEYS = ("change", "pinch")
STAY, NONE = "stay", "none"
PINCH_HITTER = 11
RELIEF = "relief"  # marks a pitching change made before this batter


def bench(state: NanyouState, team: int) -> tuple[str, ...]:
    """The team's bench players who have not yet been in the game."""
    side = state.game.teams[team]
    used = set(side.lineup) | set(side.gone) | {side.pitcher_slot_player}
    return tuple(p for p in state.options.benches[team] if p not in used)


def can_play(state: NanyouState, player: str, position: int) -> bool:
    card = state.card(player)
    return card is not None and card.plays(position)


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
    must = [f"{p}@{POSITION_NAMES[pos]}" for hitter, pos in _fills(state)
            if not can_play(state, hitter, pos) for p in free if can_play(state, p, pos)]
    if must:  # a pinch hitter cannot take the place he batted for: one who can comes in
        return tuple(must)
    relieved = state.decided(RELIEF)
    moves = [f"{p}@{spot}" for p in free for spot, pos in POSITION_NUMBERS.items()
             if can_play(state, p, pos) and not (pos == 1 and relieved)]
    return (STAY, *moves)


def _due_position(state: NanyouState) -> int:
    """The position of the batter due up: in the field, or the one a pinch hitter batting again
    before taking the field will take (0 if none)."""
    game = state.game
    position = game.batting.position_of(game.batter)
    if position is None:
        team = game.half
        position = next((pos for t, p, pos in state.fills if t == team and p == game.batter), 0)
    return position


def pinch_options(state: NanyouState) -> tuple[str, ...]:
    """Every bench card, so long as the field can be made whole after him: he can play the
    position of the batter he bats for, or another bench card can."""
    free = bench(state, state.game.half)
    position = _due_position(state)
    if position not in POSITION_NAMES:  # a DH: anybody may take his place
        return (NONE, *free)
    # whoever bats, one of the bench can take the position after him: he or another
    return (NONE, *free) if any(can_play(state, p, position) for p in free) else (NONE,)


def answer(state: NanyouState, key: str, value: str) -> tuple[NanyouState, list]:
    now = marker(state.game)
    asked = state.asked if state.asked_for == now else frozenset()
    done = {key} if key == "pinch" or value == STAY else set()  # more changes may follow one
    if key == "change" and value.endswith("@P"):
        done.add(RELIEF)
    state = replace(state, asked_for=now, asked=asked | done)
    if key == "pinch":
        return _pinch(state, value)
    return _change(state, value)


def _change(state: NanyouState, value: str) -> tuple[NanyouState, list]:
    """The pinch hitters take their places in the field (but one whose place the player
    coming in takes, or who cannot play it until then), and the player coming in his."""
    game = state.game
    team = 1 - game.half
    side = game.teams[team]
    position = POSITION_NUMBERS[value.partition("@")[2]] if value != STAY else 0
    events: list = []
    waiting: list[tuple[int, str, int]] = []
    holders = {pos: p for pos, p in enumerate(side.fielders) if p}
    for player, spot in _fills(state):
        holders[spot] = player
        if spot == position:
            continue  # the player coming in takes the pinch hitter's place in the order at once
        if value != STAY and not can_play(state, player, spot):
            waiting.append((team, player, spot))  # to be replaced by a later change
            continue
        events.append(Substitution(team, player, side.name(player), side.slot_of(player) or 0, spot))
    state = replace(state, fills=tuple(f for f in state.fills if f[0] != team) + tuple(waiting))
    if value == STAY:
        return state, events
    player = value.partition("@")[0]
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
    position = _due_position(state)
    fills = tuple(f for f in state.fills if not (f[0] == team and f[1] == batter))
    if position:
        fills += ((team, value, position),)
    card = state.card(value)
    sub = Substitution(team, value, card.name if card else value, game.batting.up + 1, PINCH_HITTER)
    return replace(state, fills=fills, pinch=(value, marker(game))), [sub]
