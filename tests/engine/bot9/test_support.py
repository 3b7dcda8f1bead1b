"""The support character variant (rules/bot9.md §4.2.1; seed: 支援角色): shared, either side may
use either ability, one at a time; split, the offence (攻方) the home ability and the defence (守方)
the visitor ability, whichever team bats; no limit on how often unless the game sets one. And
the computer does not spend a support ability on a pitch it cannot change."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.systems.bot9 import SYSTEM, abilities
from engine.systems.bot9.abilities import COUNTERPART
from engine.systems.bot9.ai import best_abilities
from engine.systems.bot9.cards import sample_cards
from engine.systems.bot9.effects import on_dice
from engine.systems.bot9.sim import sim_setup
from engine.systems.bot9.state import OptionError
from engine.systems.session import Session
from tests.engine.bot9.game import new_session, play
from tests.engine.bot9.test_sim_caches import _states

COACH = {"id": "S1", "kind": "support", "name": "Coach", "provenance": "test",
         "home_ability": {"name": "Wave", "effect": "adj(run,+1)"},
         "visitor_ability": {"name": "Visit", "effect": "if pitch(S): adj(control,+1)"}}


def test_shared_either_side_may_use_either_ability_on_its_own_dice():
    s = new_session(support=COACH)
    play(s, "change=stay", "aim=LA", "guess=HI", "die.pitch=S", "die.control=2")
    assert s.ask().options == ("none", "Visit", "Wave")  # one at a time: never both
    play(s, "pitcher.ability=Wave", "die.swing=4")  # the coach waves the fielders on
    assert s.ask().options == ("none", "Wave", "Visit")
    play(s, "batter.ability=Visit")  # Strike pitch: +1 to the swing die, the batter's own
    assert s.state.turn.dice.swing == 5 and s.state.turn.dice.control == 2
    play(s, "die.run=3", "die.field=4")  # the pitcher's run die 4 + 1 = 5: out
    assert s.game.outs == 1


def test_split_goes_by_offence_and_defence_in_a_top_half():
    pool = list(sample_cards().values())
    setup, options = sim_setup(pool, random.Random(1), ("HOM", "Home"), ("VIS", "Visitors"),
                               {"innings": "3", "support": "S01", "support_mode": "split"})
    s = Session(SYSTEM, setup, options)
    assert s.game.half == 0  # the visitors bat, the home team pitches
    _to_the_dice(s, aim="LA", guess="HI", face="S", control=2)
    assert s.ask().key == "pitcher.ability"
    assert "Mound visit" in s.ask().options and "Waves him home" not in s.ask().options
    play(s, "pitcher.ability=none", "die.swing=4")
    assert s.ask().key == "batter.ability"
    assert "Waves him home" in s.ask().options and "Mound visit" not in s.ask().options


def test_the_support_card_has_no_limit_unless_the_game_sets_one():
    s = new_session(support=COACH)
    for _ in range(3):
        play(s, "aim=LA", "guess=HI", "die.pitch=S", "die.control=2", "pitcher.ability=Visit",
             "die.swing=1", "batter.ability=none")  # a strike each time
        assert s.state.turn.aim == ""
    limited = new_session(support=COACH, support_uses="1")
    play(limited, "change=stay", "aim=LA", "guess=HI", "die.pitch=S", "die.control=2",
         "pitcher.ability=Visit", "die.swing=1", "batter.ability=Wave")
    assert limited.state.support_used == (1, 1)
    play(limited, "aim=LA", "guess=HI", "die.pitch=S", "die.control=2")
    assert limited.ask().key == "die.swing"  # the one use is spent
    play(limited, "die.swing=1")
    assert limited.state.turn.aim == ""  # and the home side's too: nothing more is asked


def test_a_limit_that_is_not_a_number_is_one_sentence():
    with pytest.raises(OptionError, match="support_uses='often'"):
        new_session(support=COACH, support_uses="often")


def test_the_computer_does_not_spend_the_support_card_on_a_pitch_already_decided():
    s = new_session(support=COACH)
    play(s, "change=stay", "aim=LA", "guess=HI", "die.pitch=B", "die.control=4",
         "pitcher.ability=none", "die.swing=2")  # swing 2 <= control 4 on a Ball face: ball
    ask = s.ask()
    assert ask.key == "batter.ability" and "Wave" in ask.options
    assert best_abilities(s.state, "batter", ask.options) == abilities.NONE
    # on a ball put in play the wave is worth its die
    s = new_session(support=COACH)
    play(s, "change=stay", "aim=LA", "guess=HI", "die.pitch=B", "die.control=4",
         "pitcher.ability=none", "die.swing=5")  # swing = control + 1: in play
    assert best_abilities(s.state, "batter", s.ask().options) == "Wave"


def _to_the_dice(s: Session, aim: str, guess: str, face: str, control: int) -> None:
    """Answer the pinch-hit and pitching-change questions with none, then the stare-down and
    the pitcher's dice."""
    while s.ask().key in ("pinch", "change"):
        s.answer("none" if s.ask().key == "pinch" else "stay")
    play(s, f"aim={aim}", f"guess={guess}", f"die.pitch={face}", f"die.control={control}")


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), mode=st.sampled_from(["shared", "split"]))
def test_no_answer_ever_uses_two_support_abilities(seed, mode):
    for state in _states(seed, {"support": "on", "support_mode": mode, "innings": "2"}):
        for side in ("pitcher", "batter"):
            if state.turn.aim and state.turn.guess:
                for answer in abilities.choices(state, side):
                    picked = abilities.chosen(state, side, answer)
                    assert abilities.supports(state, side, picked) <= 1


@given(ability=st.sampled_from([a for c in sample_cards().values() if c.kind == "support"
                                for a in (c.home_ability, c.visitor_ability)]))
def test_an_ability_on_the_other_sides_dice_and_back_is_itself(ability):
    there = on_dice(ability.effect, COUNTERPART)
    assert there is None or on_dice(there, COUNTERPART) == ability.effect
