"""The driver: who answers each ask in play, simulate and record modes."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import ScorebookError
from engine.systems.base import Ask
from engine.systems.driver import Chance, driver_for
from engine.systems.session import Session
from tests.engine.dice_game import AlwaysSwing, DiceGame
from tests.engine.scoring_helpers import setup


def simulate(seed: int):
    session = Session(DiceGame(), setup(innings=3))
    driver = driver_for("simulate", session, random.Random(seed), away=AlwaysSwing(), home=AlwaysSwing())
    assert driver.advance() is None
    return session, driver.history


def test_a_seeded_simulation_is_replayed_bit_for_bit():
    first, history = simulate(7)
    second, again = simulate(7)
    assert first.game.final and history == again and first.game == second.game
    assert any(simulate(seed)[1] != history for seed in (8, 9, 10))


def test_recording_is_playing_with_the_dice_typed_in():
    played, history = simulate(11)
    session = Session(DiceGame(), setup(innings=3))
    driver = driver_for("record", session, random.Random(0))
    for answered in history:
        ask = driver.advance()
        assert ask is not None and ask.key == answered.key  # a person is asked, every time
        session.answer(answered.value, who="scorekeeper")
    assert driver.advance() is None
    assert session.game == played.game


def test_in_play_mode_the_person_answers_for_their_team_only():
    session = Session(DiceGame(), setup(innings=3))
    driver = driver_for("play", session, random.Random(3), away=AlwaysSwing(), home=None)
    ask = driver.advance()
    assert ask.who == "offense" and session.game.half == 1  # the computer batted the top half
    assert driver.history and all(r.half == 0 for a in driver.history for r in a.records)


def test_any_ask_takes_an_outcome_override():
    session = Session(DiceGame(), setup(innings=3))
    session.answer("swing")
    assert session.ask().who == "chance"
    session.answer("=HR")
    assert session.game.score == (1, 0)


def test_a_simulation_needs_the_computer_on_both_sides():
    with pytest.raises(ScorebookError, match="both teams"):
        driver_for("simulate", Session(DiceGame(), setup()), random.Random(1), away=AlwaysSwing())
    with pytest.raises(ScorebookError, match="Unknown mode"):
        driver_for("watch", Session(DiceGame(), setup()), random.Random(1))


def test_the_dice_need_faces():
    with pytest.raises(ScorebookError, match="no faces"):
        Chance(random.Random(1)).answer(Ask("x", "chance", "die", "Roll"), None)
