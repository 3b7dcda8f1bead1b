"""The solo pitcher's dice-adjustment policy (rules/bot9.md §5.4) on fixed dice: the three-ball
reroll, the preference for S6/C1/C6 over the ace, the expected-outcome choice, keeping the
dice on a tie, and no adjustment at all on a full guess (open question 6)."""

from __future__ import annotations

import pytest

from engine.systems.bot9 import abilities
from engine.systems.bot9.solo import policy
from tests.engine.bot9.solo_table import answer, at_pitch, solo_session

# P01 Hollis Vance, ace HI: Paint the edge (location: Strike +1 control), Backdoor (angle:
# reroll control), Freeze him (both: turn the pitch to Corner), Hammer (ace: Strike +2).
# P02 Dorian Quade, ace LA: Sinker (location: Ball -1 control), Shake off the sign (angle:
# reroll the pitch die).


def test_with_the_ace_fired_an_adjustment_to_s6_beats_the_ace():
    session = at_pitch(solo_session(starter="P01"), aim="HI", guess="LA", pitch="S", control=5)
    options = abilities.choices(session.state, "pitcher")
    assert "Hammer" in options  # the ace fired: HI thrown, not fully guessed
    assert "Paint the edge" in options
    # Hammer alone would also make S6, but the rule prefers the adjustment to the ace
    assert policy.choose(session.state) == "Paint the edge"


def test_the_ace_is_used_when_no_adjustment_reaches_s6_c1_or_c6():
    session = at_pitch(solo_session(starter="P01"), aim="HI", guess="LA", pitch="S", control=3)
    choice = policy.choose(session.state)
    assert "Hammer" in choice.split(" + ")  # +2 on a Strike pitch is the best he has


def test_with_three_balls_he_always_rerolls_a_ball_face():
    session = at_pitch(solo_session(starter="P02"), aim="HI", guess="HA", pitch="B", control=3,
                       balls=3)
    assert "Shake off the sign" in policy.choose(session.state).split(" + ")


def test_with_three_balls_he_keeps_a_strike_face_he_would_keep_anyway():
    # 一律重擲 read as "a ball face is always rerolled": S6 is his best face, and a reroll
    # would throw a Ball half the time with ball four on the line.
    session = at_pitch(solo_session(starter="P02"), aim="HI", guess="HA", pitch="S", control=6,
                       balls=3)
    assert policy.choose(session.state) == abilities.NONE


def test_with_fewer_balls_he_keeps_a_good_pitch():
    session = at_pitch(solo_session(starter="P02"), aim="HI", guess="HA", pitch="S", control=6)
    assert policy.choose(session.state) == abilities.NONE


def test_he_keeps_the_dice_when_no_choice_does_better():
    # C1: only a swing of 1 puts it in play, 2 is a foul, the rest called strikes; a reroll
    # of the control die can only make it worse on average.
    session = at_pitch(solo_session(starter="P01"), aim="HA", guess="HI", pitch="C", control=1)
    assert "Backdoor" in abilities.choices(session.state, "pitcher")
    assert policy.choose(session.state) == abilities.NONE


def test_he_raises_the_control_die_on_a_hittable_strike():
    session = at_pitch(solo_session(starter="P01"), aim="LA", guess="HA", pitch="S", control=2)
    assert policy.choose(session.state) == "Paint the edge"
    assert policy.score(session.state, abilities.chosen(session.state, "pitcher", "Paint the edge")) \
        > policy.score(session.state, [])


def test_a_full_guess_leaves_him_no_adjustment():
    # Veteran with the set-up card's advanced text: the pitcher may reroll the pitch die.
    session = solo_session(starter="P01", effect="E6", veteran=True, first_effect=False)
    at_pitch(session, aim="LA", guess="LA", pitch="B", control=3, balls=3)
    assert abilities.choices(session.state, "pitcher") == (abilities.NONE,)
    at_pitch(session, aim="LA", guess="LI", pitch="B", control=3, balls=3)  # half a guess
    assert "Bullpen Stirring (Effect card)" in abilities.choices(session.state, "pitcher")
    assert policy.choose(session.state).startswith("Bullpen Stirring")  # three balls: reroll


def test_the_solo_game_never_asks_the_defense():
    session = solo_session(starter="P01")
    answer(session, "guess", "LA")
    answer(session, "solo.card", "S6")  # HI, the ace, not guessed
    answer(session, "die.pitch", "S")
    answer(session, "die.control", "5")
    assert session.ask().key == "die.swing"  # the pitcher's choice was made by the policy
    assert session.state.turn.dice.control == 6
    seen = set()
    while (ask := session.ask()) is not None:
        seen.add(ask.who)
        session.answer("=K" if ask.key == "guess" else ask.options[0], ask.who)
    assert "defense" not in seen


def test_the_run_race_odds_count_the_field_adjustment():
    session = at_pitch(solo_session(starter="P01"), aim="HI", guess="LA", pitch="S", control=3)
    plain = policy.out_in_play(session.state, [])
    field = session.state.options.solo_cards.effects["E4"].advanced[0].ability.effect
    assert policy.out_in_play(session.state, [field]) > plain
    assert plain == pytest.approx(9 / 20)  # the variant race, no adjustments: 9 of 20 rounds
