"""Setting up a game of Pizza Box (rules/pizza_box.md §1.2): the draw-and-call decides home and
visitor, blue bats first, and a simulated game plays with the card set it is given (or the
house set when told so)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.systems.pizzabox.card_file import house_set, read_cards
from engine.systems.pizzabox.sim import sim_setup
from engine.systems.pizzabox.state import read_options
from engine.systems.pizzabox.teams import draw_and_call

TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))
RUNNING = "".join(f'[[card]]\nid = "R{n}"\ndeck = "RUN"\nresult = "OUT"\nprovenance = "owner"\n'
                  for n in range(10))


@pytest.mark.parametrize("card, call, visitor", [
    ("STRIKE", "SWING", "younger"), ("BALL", "TAKE", "younger"),  # same colour frame
    ("STRIKE", "TAKE", "older"), ("BALL", "SWING", "older")])
def test_the_draw_and_call_decides_who_is_the_visitor(card, call, visitor):
    assert draw_and_call(card, call) == visitor


def test_with_the_draw_on_either_side_may_be_home_and_the_visitors_bat_first():
    homes = Counter()
    for seed in range(40):
        setup, options = sim_setup([], random.Random(seed), *TEAMS, {"draw": "on"})
        homes[setup.home.code] += 1
        assert "draw" not in options  # a setup choice, not a rule of the game
    assert set(homes) == {"HOM", "VIS"}
    setup, _ = sim_setup([], random.Random(1), *TEAMS, {})
    assert (setup.away.code, setup.home.code) == ("VIS", "HOM")  # without it, as asked


def test_a_simulated_game_plays_the_imported_decks_unless_told_the_house_set():
    mine = list(read_cards(RUNNING, "mine.toml"))
    _, options = sim_setup(mine, random.Random(1), *TEAMS, {"level": "AA"})
    cards = read_options(options).cards
    assert {cards[c].result for c in cards.deck("RUN")} == {"OUT"}  # the imported running deck
    assert cards.deck("HA") == house_set().deck("HA")  # the decks not imported stay
    _, options = sim_setup(mine, random.Random(1), *TEAMS, {"level": "AA", "card_set": "house"})
    assert read_options(options).cards.cards == house_set().cards
