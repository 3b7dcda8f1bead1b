"""What a simulated game works out once and keeps (issue 16) is what it would work out afresh:
the set-up of a run's games, the computer's pitch odds, whether a side has an ability to
choose, and a card's hash."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine.systems.bot9.abilities as abilities
from engine.core.frozen import replace
from engine.systems.bot9.ai import Bot9AI, _call_value, _pitch_value, pitch_weights
from engine.systems.bot9.cards import card_from_data, sample_cards
from engine.systems.bot9.effects import Dice
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.state import Fatigue
from engine.systems import get_system
from engine.systems.base import Ask
from engine.systems.driver import Chance, Driver
from engine.systems.session import Session

POOL = list(sample_cards().values())
TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def test_a_card_hashes_like_the_card_it_equals():
    for card in POOL:
        copy = card_from_data(card.to_data())
        assert copy == card and copy is not card and hash(copy) == hash(card)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32),
       variant=st.sampled_from([{}, {"innings": "3"}, {"extra": "on", "support": "on"},
                                {"situation": "on"}, {"draft": "on"}]))
def test_the_set_up_is_the_same_from_a_fresh_pool_and_each_game_has_its_own_options(seed, variant):
    setup, stored = sim_setup(POOL, random.Random(seed), *TEAMS, variant)
    fresh = [card_from_data(c.to_data()) for c in POOL]  # equal cards, other objects
    again, stored_again = sim_setup(fresh, random.Random(seed), *TEAMS, variant)
    assert (again, stored_again) == (setup, stored)
    stored["cards"] = "changed"
    assert sim_setup(POOL, random.Random(seed), *TEAMS, variant)[1] == stored_again


def _states(seed: int, options: dict[str, str]):
    """Every state of a simulated game, with the session it is in."""
    setup, stored = sim_setup(POOL, random.Random(seed), *TEAMS, options)
    session = Session(get_system("bot9"), setup, stored)
    driver = Driver(session, (Bot9AI(random.Random(1)), Bot9AI(random.Random(2))),
                    Chance(random.Random(seed)))
    while not session.game.final:
        driver.advance(limit=1)
        yield session.state


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), pick=st.integers(0, 2**32))
def test_the_computers_pitch_is_drawn_as_from_its_weights(seed, pick):
    for state in _states(seed, {"innings": "2"}):
        weights = pitch_weights(state)
        expected = random.Random(pick).choices(list(weights), weights=list(weights.values()))[0]
        ask = Ask("aim", "defense", "choice", "", tuple(weights))
        answer = Bot9AI(random.Random(pick)).answer(ask, _Held(state))
        assert answer == expected


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32),
       options=st.sampled_from([{}, {"support": "on"}, {"support": "on", "support_mode": "split"}]))
def test_a_side_has_something_to_choose_exactly_when_its_choices_are_more_than_none(seed, options):
    for state in _states(seed, options):
        for side in ("pitcher", "batter"):
            if state.turn.aim and state.turn.guess:
                assert abilities.any_open(state, side) == (
                    abilities.choices(state, side) != (abilities.NONE,))


@given(location=st.integers(0, 6), angle=st.integers(0, 6))
def test_the_weights_kept_for_an_arm_are_a_copy_nobody_can_change(location, angle):
    state = next(_states(0, {}))
    top = state.tables.locked_at
    worn = state.tire(Fatigue(min(location, top), min(angle, top)))
    weights = pitch_weights(worn)
    weights.clear()
    assert pitch_weights(worn)


class _Held:
    """What the AI reads of a session: its state."""

    def __init__(self, state):
        self.state = state


@given(face=st.sampled_from("BSC"), control=st.integers(1, 6), swing=st.integers(0, 6),
       balls=st.integers(0, 3), strikes=st.integers(0, 2))
def test_a_pitchs_worth_to_the_computer_is_the_swing_tables_average_however_often_asked(
        face, control, swing, balls, strikes):
    state = next(_states(0, {}))
    state = replace(state, game=replace(state.game, balls=balls, strikes=strikes))
    swings = [swing] if swing else range(1, 7)
    expected = sum(_call_value(state.tables.call(face, control, s), balls, strikes)
                   for s in swings) / len(swings)
    dice = Dice(pitch=face, control=control, swing=swing)
    assert _pitch_value(state, dice) == _pitch_value(state, dice) == expected
