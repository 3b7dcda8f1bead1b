"""The computer in the batting contest (rules/nanyou.md §3.1), and a whole contest it plays.

It picks the card worth the most contest points a turn: each result's points weighted by the
chance of its dice, a doubles result worth the home-run challenge's sixth of a home run on top
(the challenge never costs: if it fails the first result stands). It tries the challenge
whenever a home run scores more than the result it has. Ties between cards go to the one
listed first in the card set, so its pick needs no dice.
"""

from __future__ import annotations

import random
from typing import Sequence

from engine.core.errors import ScorebookError, quoted
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.contest import (ContestAsk, ContestSetup, ContestState, answer,
                                           contest, next_ask, start)
from engine.systems.nanyou.results import Result, chance, combo

HOME_RUN = Result("HR")


def expected_points(card: Card, setup: ContestSetup) -> float:
    """The contest points one turn on this card is worth on average, challenging on doubles
    whenever a home run is worth more."""
    home_run = setup.points(HOME_RUN)
    total = 0.0
    for key, result in card.pattern.items():
        points = setup.points(result)
        if key[0] == key[2] and result.kind != "HR" and home_run > points:
            points += (home_run - points) / 6  # doubles again: one chance in six
        total += chance(key) * points
    return total


def best_card(cards: Sequence[Card], setup: ContestSetup) -> Card:
    """The card worth the most points a turn; the first listed of equals."""
    return max(cards, key=lambda card: expected_points(card, setup))  # max keeps the first


def computer_answer(state: ContestState, ask: ContestAsk) -> str:
    """The computer's answer to a pick or a challenge of the player it plays."""
    setup = state.setup
    if ask.key.startswith("pick."):
        left = [c for c in setup.pool if c.id in ask.options]
        return best_card(left, setup).id
    if ask.key.endswith(".challenge"):
        turn = _challenged(state, ask)
        return "yes" if setup.points(HOME_RUN) > setup.points(turn) else "no"
    raise ScorebookError(f"The computer cannot answer {quoted(ask.prompt)} in a batting contest.")


def _challenged(state: ContestState, ask: ContestAsk) -> Result:
    """The card result the player rolled, the one a challenge would replace."""
    prefix = ask.key.removesuffix(".challenge")
    answers = dict(state.answers)
    card = contest(state).cards[ask.player]
    return card.result(combo(int(answers[f"{prefix}.card.1"]), int(answers[f"{prefix}.card.2"])))


def play_contest(setup: ContestSetup, rng: random.Random) -> ContestState:
    """The whole contest with the computer playing every player and `rng` rolling the dice."""
    state = start(setup)
    while (ask := next_ask(state)) is not None:
        if ask.who == "chance":
            value = rng.choice(ask.options)
        elif setup.players[ask.player].computer:
            value = computer_answer(state, ask)
        else:
            raise ScorebookError(f"{setup.players[ask.player].name} is a person: the computer "
                                 "cannot play his turn.")
        state = answer(state, ask, value)
    return state
