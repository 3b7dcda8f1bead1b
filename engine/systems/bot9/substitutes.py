"""Pinch hitters and double switches in the multi-inning game (rules/bot9.md §4.2.6 B, C).

At the start of a plate appearance the team at bat may send up a bench batter; the man he
replaces leaves the game. The nine must still cover nine different positions, but the pinch
hitter need not play the replaced man's: a bench card is offered when the fielders can make
room for him (fielding.py), and he takes the field when his team next does. Batting for the
pitcher is allowed with a reliever left: the reliever must then take the mound (and the
pitcher's batting slot) when the team next takes the field.
"""

from __future__ import annotations

from engine.core.events import Substitution
from engine.core.frozen import replace
from engine.systems.bot9.fielding import moves, placement
from engine.systems.bot9.state import Bot9State

NONE = "none"
PINCH_HITTER = 11


def bench(state: Bot9State, team: int) -> tuple[str, ...]:
    """The team's bench batters who have not been in the game."""
    game = state.game
    side = game.teams[team]
    used = set(side.lineup) | side.gone
    return tuple(p for p in state.options.benches[team] if p not in used)


def bullpen(state: Bot9State, team: int) -> tuple[str, ...]:
    """The team's relievers who may still come in: those of its bullpen who have not pitched
    (bringing in a later one leaves the earlier ones in the pen) and whose card is not
    starter-only."""
    side = state.game.teams[team]
    return tuple(p for p in state.options.bullpens[team]
                 if p != side.pitcher and p not in side.gone
                 and ((card := state.card(p)) is None or card.role != "starter"))


def pinch_hitters(state: Bot9State) -> tuple[str, ...]:
    """Who may bat for the batter due up now (nobody in the middle of a plate appearance): for
    the pitcher, anyone on the bench; for a fielder, a bench card the fielders can make room
    for (with the pinch hitters still to take the field), so the nine keep nine positions."""
    game = state.game
    if game.balls or game.strikes or game.pitches or game.final:
        return ()
    side = game.batting
    position = side.position_of(game.batter)
    if position is None:  # a pinch hitter already: he bats
        return ()
    if position == 1:  # someone must pitch next inning: only with a reliever left
        if not bullpen(state, game.half):
            return ()
        return bench(state, game.half)
    waiting = to_take_the_field(state, game.half)
    return tuple(p for p in bench(state, game.half)
                 if placement(state, game.half, (*waiting, p), out=game.batter) is not None)


def to_take_the_field(state: Bot9State, team: int) -> tuple[str, ...]:
    """The team's pinch hitters who batted for fielders: in the order, without a position
    (the one who batted for the pitcher gives his slot to the reliever)."""
    side = state.game.teams[team]
    skip = state.hit_for_pitcher[team]
    return tuple(p for p in side.lineup if side.position_of(p) is None and p != skip)


def take_the_field(state: Bot9State) -> list[Substitution]:
    """Before the team that used pinch hitters takes the field, each one who batted for a
    fielder goes to a position, the fielders moving along if he cannot play a free one."""
    team = 1 - state.game.half
    waiting = to_take_the_field(state, team)
    if not waiting:
        return []
    placed = placement(state, team, waiting)
    return moves(state, team, placed) if placed is not None else []


def pinch(state: Bot9State, value: str) -> tuple[Bot9State, list[Substitution]]:
    """The offense's answer to the pinch-hit question: nobody, or the pinch hitter, who bats in
    the slot of the batter due up (remembered if he bats for the pitcher)."""
    state = replace(state, pinch_decided=True)
    if value == NONE:
        return state, []
    game = state.game
    if game.batting.position_of(game.batter) == 1:
        batted = list(state.hit_for_pitcher)
        batted[game.half] = value
        state = replace(state, hit_for_pitcher=(batted[0], batted[1]))
    card = state.card(value)
    return state, [Substitution(team=game.half, player=value, name=card.name if card else value,
                                slot=game.batting.up + 1, position=PINCH_HITTER)]


def pitcher_gone(state: Bot9State) -> bool:
    """The team in the field has no pitcher on the mound (he was batted for)."""
    fielding = state.game.fielding
    return bool(fielding.pitcher) and fielding.pitcher in fielding.gone


def pitchers_slot(state: Bot9State) -> int:
    """The batting slot a reliever takes: the pitcher's, or, if a pinch hitter batted for him,
    that pinch hitter's."""
    fielding = state.game.fielding
    slot = fielding.slot_of(fielding.pitcher)
    if slot is not None:
        return slot
    return fielding.slot_of(state.hit_for_pitcher[1 - state.game.half]) or 0


#: A double switch in which the newcomers keep the slots of the men they replace.
KEPT = " (slots kept)"


def double_switches(state: Bot9State, relievers: tuple[str, ...]) -> tuple[str, ...]:
    """The double switches open with these relievers (§4.2.6 C), each in both slot
    assignments: "RELIEVER / BENCH for FIELDER", the reliever batting in the fielder's slot and
    the bench player in the pitcher's, and the same with KEPT, each in the slot of the man he
    replaces. The bench player needs a position the fielders can make room for."""
    fielding = state.game.fielding
    team = 1 - state.game.half
    if not relievers or not bench(state, team):
        return ()
    if to_take_the_field(state, team):  # they take the field with this answer (take_the_field):
        return ()  # a double switch waits for the next change, the fielders all placed
    options = []
    for fielder in fielding.lineup:
        position = fielding.position_of(fielder)
        if position is None or not 2 <= position <= 9:
            continue
        for player in bench(state, team):
            if placement(state, team, (player,), out=fielder) is not None:
                options += [f"{reliever} / {player} for {fielder}{kept}"
                            for kept in ("", KEPT) for reliever in relievers]
    return tuple(options)


def switch_slots(state: Bot9State, value: str) -> tuple[str, list[Substitution], int]:
    """From a change answer: the reliever, the substitutions of a double switch (the fielders
    making room, then the bench player; none without one) and the slot the reliever bats in."""
    if " / " not in value:
        return value, [], pitchers_slot(state)
    kept = value.endswith(KEPT)
    reliever, rest = value.removesuffix(KEPT).split(" / ")
    player, fielder = rest.split(" for ")
    team = 1 - state.game.half
    fielder_slot = state.game.fielding.slot_of(fielder) or 0
    placed = placement(state, team, (player,), out=fielder) or {}
    slots = (pitchers_slot(state), fielder_slot) if kept else (fielder_slot, pitchers_slot(state))
    return reliever, moves(state, team, placed, entering={player: slots[1]}), slots[0]


def computer_pinch(state: Bot9State, options: tuple[str, ...]) -> str:
    """Bat for the pitcher from the last scheduled inning on when not ahead; else no one."""
    game = state.game
    batters = [o for o in options if o != NONE]
    team = game.half
    ahead = game.score[team] > game.score[1 - team]
    if batters and game.batting.position_of(game.batter) == 1 and not ahead \
            and game.inning >= game.rules.innings:
        return batters[0]
    return NONE
