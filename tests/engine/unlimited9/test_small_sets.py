"""Decks smaller than what the setup asks of them (engine/systems/unlimited9/recruit.py,
pregame.py): a set of few event cards is dealt out whole or turned to its end before a shown
colour comes up — the first player given then acts first, as in a basic game; opening hands the
set cannot make (a rules file's count) are one sentence, not a traceback."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.core.errors import ScorebookError
from engine.systems.session import Session
from engine.systems.unlimited9 import SYSTEM, pregame, recruit
from engine.systems.unlimited9.card_file import card_set
from engine.systems.unlimited9.cards import COLOURS
from engine.systems.unlimited9.teams import game_setup
from tests.engine.unlimited9.game import HOUSE
from tests.engine.unlimited9.test_recruit import NINE, RULES, TEAMS, acting_table, answer


def small_set(per_colour: int):
    """The house characters and `per_colour` event cards of each colour (4: the least a set
    may have, check_set)."""
    return card_set([e for colour in COLOURS
                     for e in [x for x in HOUSE.events if x.colour == colour][:per_colour]])


@pytest.mark.parametrize("per_colour", [4, 5])
def test_a_small_set_recruits_two_full_nines_and_plays(per_colour):
    """4 of each colour: the two hands of six take all twelve, no card is left to turn. 5 of
    each: the three left may all be the colour nobody showed (once a ValueError)."""
    cards = small_set(per_colour)
    for seed in range(40):
        rng = random.Random(seed)
        r = recruit.run(recruit.start(cards, RULES, rng, *TEAMS),
                        lambda state, ask: rng.choice(ask.options), rng)
        assert r.first in (0, 1)
        away, home, discard = recruit.sides(r)
        assert all(sorted(p for _, p in side.nine) == NINE for side in (away, home))
        setup, stored = game_setup(away, home, "standard", cards, RULES, discard)
        assert Session(SYSTEM, setup, stored).ask() is not None


def test_no_card_left_to_turn_after_the_shows_puts_the_first_player_first():
    r = recruit.start(small_set(4), RULES, random.Random(1), *TEAMS)
    assert r.event_deck == () and r.first == -1  # the shows are still to come
    r = answer(r, recruit.next_ask(r).options[0], "show")
    r = answer(r, recruit.next_ask(r).options[0], "show")
    assert r.first == 0
    assert (recruit.next_ask(r).key, recruit.next_ask(r).who) == ("action", "0")


def test_a_reveal_turned_to_its_end_without_a_shown_colour_puts_the_first_player_first():
    """Turning the discard again could go on for ever: it holds no card of a shown colour."""
    r = replace(acting_table(), shown=("blue", "red"), first=-1, event_deck=("E15", "E16"))
    r = answer(r, "E15", "reveal")
    assert r.first == -1
    r = answer(r, "E16", "reveal")
    assert r.first == 0 and r.discard == ("E15", "E16")
    ask = recruit.next_ask(r)
    assert (ask.key, ask.who) == ("action", "0")


def test_opening_hands_the_set_cannot_make_are_one_sentence():
    rules = replace(RULES, first_hand_per_colour=8)
    with pytest.raises(ScorebookError, match=r"^The card set has 14 blue event cards: two opening "
                       r"hands of 8 of each colour \(the rules' game.first_hand_per_colour\) "
                       r"need 16\.$"):
        pregame.basic(HOUSE, rules, random.Random(1), *TEAMS)
