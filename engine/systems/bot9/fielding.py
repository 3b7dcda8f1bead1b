"""Who plays where when substitutes come in, in the multi-inning game (rules/bot9.md §4.2.6).

A pinch hitter, or the fielder of a double switch, may play another position than the man he
replaced, as long as the nine keep nine different positions (the seed: 守備位置可與被替代球
員的守備位置不同，但仍須維持1~9棒球員守備位置不能重複): the fielders move along to make room,
the fewest of them (positions.arrange), and each move is a substitution the scorecard shows.
"""

from __future__ import annotations

from typing import Sequence

from engine.core.events import Substitution
from engine.core.setup import POSITIONS
from engine.core.state import TeamState
from engine.systems.bot9.positions import POSITION_NUMBERS, arrange, spots_of
from engine.systems.bot9.state import Bot9State


def placement(state: Bot9State, team: int, newcomers: Sequence[str],
              out: str = "") -> dict[str, str] | None:
    """Positions for `team`'s fielders, without `out`, and the `newcomers` (player → position
    code), the fielders moving as little as they can; None if they cannot all differ."""
    side = state.game.teams[team]
    staying = {player: spot for player, spot in _fielders(side).items() if player != out}
    spots = {player: _spots(state, side, player) for player in (*staying, *newcomers)}
    return arrange(staying, newcomers, spots)


def moves(state: Bot9State, team: int, placed: dict[str, str],
          entering: dict[str, int] | None = None) -> list[Substitution]:
    """The substitutions that put `team`'s players where `placed` says: those who change
    position, in an order where each goes to a position already left (the end of a chain
    first). `entering`: players coming into the game, with the batting slot each takes."""
    side = state.game.teams[team]
    entering = entering or {}
    wanted = {player: POSITION_NUMBERS[spot] for player, spot in placed.items()
              if player in entering or side.position_of(player) != POSITION_NUMBERS[spot]}
    holding = {side.position_of(p): p for p in wanted if side.position_of(p) is not None}
    events = []
    while wanted:
        player = next((p for p, to in wanted.items() if holding.get(to) in (None, p)),
                      next(iter(wanted)))
        position = wanted.pop(player)
        holding = {at: p for at, p in holding.items() if p != player}
        card = state.card(player)
        slot = entering[player] if player in entering else side.slot_of(player) or 0
        events.append(Substitution(team=team, player=player, slot=slot, position=position,
                                   name=card.name if card else side.name(player)))
    return events


def _fielders(side: TeamState) -> dict[str, str]:
    """The players in the order who hold a fielding position (catcher to right field)."""
    return {player: POSITIONS[position] for position, player in enumerate(side.fielders)
            if 2 <= position <= 9 and player and player not in side.gone
            and side.slot_of(player) is not None}


def _spots(state: Bot9State, side: TeamState, player: str) -> tuple[str, ...]:
    """The positions a player can take: his batter card's, or without one the position he
    holds now."""
    card = state.card(player)
    if card is not None and card.kind == "batter":
        return spots_of(card)
    position = side.position_of(player)
    return (POSITIONS[position],) if position is not None and 2 <= position <= 9 else ()
