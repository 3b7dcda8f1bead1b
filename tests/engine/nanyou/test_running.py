"""Runners on the hit-and-run and after a catch (seed 003 §6(6)-(7), rules/nanyou.md §3.6-§3.7),
and how each is scored (MLB Rule 9: SB/CS; a sacrifice fly only on a ball an outfielder
catches). Home fields first: its shortstop is HOM2, catcher HOM7; the visitors bat VIS1, VIS2, …
Dice per call: (1,2) B, (1,3) S, (1,5) F, (1,6) 空, (1,1) H; card dice 1-3 single, 1-2 double,
2-2 triple, 1-5 FO 8, 2-5 FO 9, 3-4 FO 7, 4-5 PO 5. The average runner's steal and
tag-up rows are 5: two dice summing to 5 or more."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.nanyou.game import GENERIC, hit, new_session, pitch, play, plays, team, texts

STRIKE, FOUL = pitch(1, 3), pitch(1, 5)
CALLS = {"B": (1, 2), "F": (1, 5), "空": (1, 6)}  # the calls on which the batter does not swing
CODES = {"B": "B", "F": "F", "空": "S"}  # their pitch codes
NO_THROW = ("die.throw1=1", "die.throw2=2")  # the defense misses its tag-up out set


def last_pitch(s) -> str:
    return [r.pitch for r in s.records if r.kind == "pitch"][-1]


def single(s):
    play(s, *hit(1, 3))


# Hit-and-run without a swing: a straight steal (§6(6)) -----------------------------------------

def test_hit_and_run_on_a_foul_is_a_straight_steal_and_the_foul_a_strike():
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *pitch(1, 5, "hit and run"), "die.steal1=2", "die.steal2=3")  # the defense rolls 5
    assert texts(s)[-1] == "SB2" and plays(s)[-1].run1_sb
    assert last_pitch(s) == "F" and s.game.strikes == 1 and s.game.bases[1] is not None


def test_hit_and_run_on_a_foul_with_two_strikes_the_runner_is_caught_and_the_count_stays():
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *STRIKE, *STRIKE, *pitch(1, 5, "hit and run"), "die.steal1=1", "die.steal2=3")
    caught = plays(s)[-1]
    assert texts(s)[-1] == "CS2(26)" and caught.run1_cs and not caught.batter_event
    assert caught.pitcher == "hom-hom9" and s.game.outs == 1 and s.game.strikes == 2
    assert s.game.bases == (None, None, None)


def test_hit_and_run_straight_steal_is_the_defenses_one_roll_against_the_steal_row():
    """Seed: 由守方擲出2粒骰子…對照球員卡背面 — one roll, the defense's, read against the
    runner's card (no caught-stealing set first): doubles that reach the row are safe."""
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *pitch(1, 2, "hit and run"), "die.steal1=3", "die.steal2=3")
    assert texts(s)[-1] == "SB2" and s.game.balls == 1
    assert s.ask().key == "die.defense"  # the pitch is over: no second roll


def test_hit_and_run_double_steal_on_a_foul_the_others_roll_to_get_back():
    s = new_session(hit_and_run="on")
    single(s)
    single(s)  # runners on first and second
    play(s, *pitch(1, 5, "hit and run"), "die.steal1=1", "die.steal2=1",
         "die.return1=1", "die.return2=2")  # the lead runner is out; 1+2 < 5: so is the other
    assert texts(s)[-1] == "CS3(25).1X1(23)" and s.game.outs == 2
    s = new_session(hit_and_run="on")
    single(s)
    single(s)
    play(s, *pitch(1, 5, "hit and run"), "die.steal1=6", "die.steal2=5")
    assert texts(s)[-1] == "SB3;SB2" and s.game.strikes == 1


@settings(max_examples=40, deadline=None)
@given(call=st.sampled_from(sorted(CALLS)), strikes=st.integers(0, 2), balls=st.integers(0, 2),
       a=st.integers(1, 6), b=st.integers(1, 6))
def test_hit_and_run_without_a_swing_never_sends_the_runner_back(call, strikes, balls, a, b):
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *pitch(1, 2) * balls, *STRIKE * strikes)
    play(s, *pitch(*CALLS[call], "hit and run"), f"die.steal1={a}", f"die.steal2={b}")
    row, safe, strikeout = plays(s)[-1], a + b >= 5, call == "空" and strikes == 2
    assert (row.run1_sb, row.run1_cs) == (safe, not safe) and s.game.bases[0] is None
    assert s.game.outs == (not safe) + strikeout and last_pitch(s) == CODES[call]
    if not strikeout:
        assert (s.game.balls, s.game.strikes) == (balls + (call == "B"), min(2, strikes + (call != "B")))


# Tag-up after any fly ball caught (§6(7)) -----------------------------------------------------------------

@pytest.mark.parametrize("dice, head", [((1, 5), "8/F"), ((3, 4), "7/F"), ((2, 5), "9/F"), ((4, 5), "5/P")])
def test_a_runner_on_second_may_tag_up_on_any_fly_ball_caught(dice, head):
    s = new_session(tag_up="on")
    play(s, *hit(1, 2))  # a double: a runner on second
    play(s, *hit(*dice))
    assert s.ask().key == "tag_up"
    play(s, "tag_up=tag", *NO_THROW, "die.run1=2", "die.run2=3")
    assert texts(s)[-1] == f"{head}.2-3" and s.game.bases[2] is not None and s.game.outs == 1


def test_a_run_on_a_tag_from_an_infield_pop_is_batted_in_but_no_sacrifice_fly():
    s = new_session(tag_up="on")
    play(s, *hit(2, 2), "challenge=no", *hit(4, 5), "tag_up=tag", *NO_THROW, "die.run1=3", "die.run2=3")
    row = plays(s)[-1]
    assert texts(s)[-1] == "5/P.3-H" and not row.sf and row.at_bat and row.rbi == 1
    assert s.game.score == (1, 0)


def test_a_run_on_a_tag_from_a_pop_up_caught_in_the_outfield_is_a_sacrifice_fly():
    away = team("VIS", changes={2: {"pattern": {**GENERIC, "1-6": "PO 7"}}})
    s = new_session(away=away, tag_up="on")
    play(s, *hit(2, 2), "challenge=no", *hit(1, 6), "tag_up=tag", *NO_THROW, "die.run1=3", "die.run2=3")
    row = plays(s)[-1]
    assert texts(s)[-1] == "7/P/SF.3-H" and row.sf and not row.at_bat and row.rbi == 1


def test_a_line_drive_is_no_fly_ball_and_nobody_tags_up_on_it():
    """Seed: 高飛球被接殺 — a high fly caught; a line drive (LO) is not one."""
    away = team("VIS", changes={2: {"pattern": {**GENERIC, "1-6": "LO 7"}}})
    s = new_session(away=away, tag_up="on")
    play(s, *hit(2, 2), "challenge=no", *hit(1, 6))
    assert texts(s)[-1] == "7/L" and s.ask().key == "die.defense" and s.game.bases[2] is not None


def test_runners_on_second_and_third_both_tag_and_the_lead_runner_decides():
    s = new_session(tag_up="on")
    play(s, *hit(1, 3), *hit(1, 2))  # a single, a double: runners on second and third
    assert s.game.bases[1] is not None and s.game.bases[2] is not None
    play(s, *hit(3, 4), "tag_up=tag", *NO_THROW, "die.run1=3", "die.run2=3")
    assert texts(s)[-1] == "7/SF.3-H;2-3" and s.game.bases[2] is not None
    play(s, *hit(1, 5), "tag_up=tag", "die.throw1=6", "die.throw2=6")  # thrown out at home
    assert texts(s)[-1] == "8/F/DP.3XH(82)" and s.game.half == 1


def test_a_tag_up_on_a_fly_out_on_the_hit_and_run():
    s = new_session(tag_up="on", hit_and_run="on")
    single(s)
    single(s)  # runners on first and second
    play(s, *pitch(1, 1, "hit and run"), "die.card1=1", "die.card2=5", "tag_up=tag", *NO_THROW,
         "die.run1=4", "die.run2=4")
    assert texts(s)[-1] == "8/F.2-3" and s.game.bases[0] is not None and s.game.bases[2] is not None


def test_no_tag_up_with_two_out_or_with_only_a_runner_on_first():
    s = new_session(tag_up="on")
    single(s)
    play(s, *hit(1, 5))  # runner on first only: nothing asked
    assert texts(s)[-1] == "8/F" and s.ask().key == "die.defense"
    play(s, *hit(1, 2))  # second and third
    s.answer("=K")
    play(s, *hit(1, 5))  # with two out the catch ends the inning
    assert texts(s)[-1] == "8/F" and s.game.half == 1
