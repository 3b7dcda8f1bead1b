"""Changes to a team on the field (rules/unlimited_nine.md §3.1, §4).

Positions: the fielders may change places at any time, as often as the team likes; here two of
them swap (so no position is ever held twice — the duplicate rule's flip to the student side
happens at a table, table_entry.py). Substitutions (standard mode): before the walk decision of
each plate appearance, the offence and then the defence may put a bench player in for one of
their nine, who leaves the game for good; he takes the slot and the position. A team may not
change its pitcher twice in a row.
"""

from __future__ import annotations

from engine.core.events import Substitution
from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.unlimited9.hands as hands
from engine.systems.unlimited9.state import U9State

KEYS = ("sub.off", "sub.def")
NONE = "none"


def card_id(state: U9State, player: str) -> str:
    return state.characters[state.team_of(player)][player]


def player_of(state: U9State, team: int, card: str) -> str:
    return next(p for p, c in state.characters[team].items() if c.lower() == card.lower())


def swaps(state: U9State) -> tuple[str, ...]:
    """Every pair of the defence's fielders, as "B03<>B05"."""
    fielders = [p for p in state.game.fielding.fielders[1:10] if p]
    return tuple(f"{card_id(state, a)}<>{card_id(state, b)}"
                 for i, a in enumerate(fielders) for b in fielders[i + 1:])


def swap(state: U9State, value: str) -> tuple[U9State, list]:
    """Two fielders of the defence change places."""
    team = 1 - state.game.half
    return state, swap_events(state, team, *value.split("<>"))


def swap_events(state: U9State, team: int, first: str, second: str) -> list:
    side = state.game.teams[team]
    a, b = player_of(state, team, first), player_of(state, team, second)
    pos_a, pos_b = side.position_of(a), side.position_of(b)
    return [Substitution(team, a, side.name(a), side.slot_of(a) or 0, pos_b or 0),
            Substitution(team, b, side.name(b), side.slot_of(b) or 0, pos_a or 0)]


def bench(state: U9State, team: int) -> tuple[str, ...]:
    """The team's bench players who have not been in the game."""
    side = state.game.teams[team]
    return tuple(p for p in state.options.benches[team] if p not in side.lineup and p not in side.gone)


def substitution_ask(state: U9State) -> Ask | None:
    """The offence's, then the defence's substitution before the walk decision (standard mode)."""
    if state.options.mode != "standard":
        return None
    game = state.game
    for key, who, team in (("sub.off", "offense", game.half), ("sub.def", "defense", 1 - game.half)):
        if state.answered(key) is None:
            options = substitutions(state, team)
            if options:
                return Ask(key, who, "choice", "Put a bench player in (the player he replaces "
                           "leaves the game)?", (NONE, *options))
    return None


def substitutions(state: U9State, team: int) -> tuple[str, ...]:
    """"B10>B04": bench card B10 for B04; not for the pitcher right after a pitcher change."""
    side = state.game.teams[team]
    pitcher_locked = state.tables[team].pitcher_changed
    out = [p for p in side.lineup if not (pitcher_locked and p == side.pitcher)]
    return tuple(f"{card_id(state, new)}>{card_id(state, old)}"
                 for new in bench(state, team) for old in out)


def answer(state: U9State, key: str, value: str) -> tuple[U9State, list]:
    state = replace(state, turn=state.turn + ((key, value),))
    if value == NONE:
        return state, []
    team = state.game.half if key == "sub.off" else 1 - state.game.half
    return substitute(state, team, *value.split(">"))


def substitute(state: U9State, team: int, new_card: str, old_card: str) -> tuple[U9State, list]:
    """`new_card` comes off the bench for `old_card`: his slot, his position."""
    side = state.game.teams[team]
    new, old = player_of(state, team, new_card), player_of(state, team, old_card)
    position = side.position_of(old) or 0
    table = state.tables[team]
    state = hands.with_table(state, team, replace(table, pitcher_changed=position == 1))
    name, slot = state.card(new).name, side.slot_of(old) or 0
    game = state.game
    if team != game.half:
        return state, [Substitution(team, new, name, slot, position)]
    # At bat he comes in for the batter or a runner first (a pinch hitter, a pinch runner on
    # his base), then takes the position of the player he replaced.
    on_base = any(r is not None and r.player == old for r in game.bases)
    role = 11 if old == game.batter else 12 if on_base else 0
    subs = [Substitution(team, new, name, slot, role)] if role else []
    return state, subs + [Substitution(team, new, name, slot, position)]
