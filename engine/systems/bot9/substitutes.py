"""Pinch hitters in the multi-inning game (rules/bot9.md §4.2.6 B).

At the start of a plate appearance the team at bat may send up a bench batter; the man he
replaces leaves the game. The nine must still cover nine different positions; our rule is that
the pinch hitter takes the replaced man's place in the field, so a bench card is offered only
if it can play that position. Batting for the pitcher is always allowed: a reliever must then
take the mound (and the pitcher's batting slot) when the team next takes the field.
"""

from __future__ import annotations

from engine.core.events import Substitution
from engine.core.frozen import replace
from engine.core.setup import POSITIONS
from engine.systems.bot9.positions import spots_of
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
    the pitcher, anyone on the bench; for a fielder, a bench card that can play his position —
    the pinch hitter takes his place in the field, so the nine still cover nine positions."""
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
    wanted = POSITIONS.get(position, "")
    return tuple(p for p in bench(state, game.half)
                 if (card := state.card(p)) is not None and wanted in spots_of(card))


def take_the_field(state: Bot9State) -> list[Substitution]:
    """Before the team that used pinch hitters takes the field, each one who batted for a
    fielder goes to that fielder's position (the pitcher's slot is the reliever's)."""
    game = state.game
    team = 1 - game.half
    fielding = game.fielding
    events = []
    for slot, player in enumerate(fielding.lineup, start=1):
        if fielding.position_of(player) is not None:
            continue
        for position in range(2, 10):
            holder = fielding.fielders[position]
            if holder in fielding.gone and fielding.slot_of(holder) is None:
                card = state.card(player)
                events.append(Substitution(team=team, player=player,
                                           name=card.name if card else player, slot=slot,
                                           position=position))
                fielding = replace(fielding, fielders=tuple(
                    player if i == position else f for i, f in enumerate(fielding.fielders)))
                break
    return events


def send_up(state: Bot9State, player: str) -> Substitution:
    """The pinch hitter bats in the slot of the batter due up."""
    game = state.game
    card = state.card(player)
    return Substitution(team=game.half, player=player, name=card.name if card else player,
                        slot=game.batting.up + 1, position=PINCH_HITTER)


def pitcher_gone(state: Bot9State) -> bool:
    """The team in the field has no pitcher on the mound (he was batted for)."""
    fielding = state.game.fielding
    return bool(fielding.pitcher) and fielding.pitcher in fielding.gone


def pitchers_slot(state: Bot9State) -> int:
    """The batting slot a reliever takes: the pitcher's, or, if a pinch hitter batted for him,
    the slot of that pinch hitter (the one man in the order without a fielding position)."""
    fielding = state.game.fielding
    slot = fielding.slot_of(fielding.pitcher)
    if slot is not None:
        return slot
    for number, player in enumerate(fielding.lineup, start=1):
        if fielding.position_of(player) is None:
            return number
    return 0


def double_switches(state: Bot9State, relievers: tuple[str, ...]) -> tuple[str, ...]:
    """The double switches open with these relievers (§4.2.6 C): "RELIEVER / BENCH for
    FIELDER" — the reliever bats in the fielder's slot and the bench player, who must be able
    to play the fielder's position, in the pitcher's slot."""
    fielding = state.game.fielding
    team = 1 - state.game.half
    if not relievers or not bench(state, team):
        return ()
    options = []
    for fielder in fielding.lineup:
        position = fielding.position_of(fielder)
        if position is None or not 2 <= position <= 9:
            continue
        for player in bench(state, team):
            card = state.card(player)
            if card is not None and POSITIONS[position] in spots_of(card):
                options += [f"{reliever} / {player} for {fielder}" for reliever in relievers]
    return tuple(options)


def switch_slots(state: Bot9State, value: str) -> tuple[str, Substitution | None, int]:
    """From a change answer: the reliever, the fielder's replacement (or None) and the slot the
    reliever bats in (the fielder's in a double switch, else the pitcher's)."""
    if " / " not in value:
        return value, None, pitchers_slot(state)
    reliever, rest = value.split(" / ")
    player, fielder = rest.split(" for ")
    fielding = state.game.fielding
    card = state.card(player)
    replacement = Substitution(team=1 - state.game.half, player=player,
                               name=card.name if card else player, slot=pitchers_slot(state),
                               position=fielding.position_of(fielder) or 0)
    return reliever, replacement, fielding.slot_of(fielder) or 0


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
