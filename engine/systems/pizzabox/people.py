"""Who at the table makes each choice, with two to six players (rules/pizza_box.md §4).

Each side's people are listed oldest first. Its batters are taken in turn, one plate
appearance each, oldest first (3 players: the visiting pair alternates; 5: the home pair
older first, the visiting trio oldest, middle, youngest). Its starting pitcher is thrown by
the youngest; each reliever by the next in turn, oldest first [seed]. With one person a side
every choice is that person's.
"""

from __future__ import annotations

import engine.systems.pizzabox.pitchers as pitchers
from engine.systems.pizzabox.state import PizzaBoxState


def batter(state: PizzaBoxState) -> str:
    """The person choosing the hitter's cards for the batter up now."""
    team = state.game.half
    people = state.options.people[team]
    return people[state.batters[team] % len(people)]


def pitcher(state: PizzaBoxState) -> str:
    """The person throwing for the defence now: the youngest for the starter, then each
    reliever by turns, oldest first."""
    team = 1 - state.game.half
    people = state.options.people[team]
    relievers = pitchers.relievers(state, team)
    return people[-1] if relievers == 0 else people[(relievers - 1) % len(people)]


def person(state: PizzaBoxState, who: str) -> str:
    """The person answering an ask of the offence or the defence ("" with one a side)."""
    team = state.game.half if who == "offense" else 1 - state.game.half
    if len(state.options.people[team]) == 1 and state.options.players == 2:
        return ""
    return batter(state) if who == "offense" else pitcher(state)
