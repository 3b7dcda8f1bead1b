"""The optional rules (rules/nanyou.md §3), one by one, with the dice answered by hand, and how
each outcome is scored (§4). Home fields first: its pitcher is HOM9, its shortstop HOM2, its
catcher HOM7; the visitors bat VIS1, VIS2, … Dice per call: (1,2) B, (1,3) S, (1,5) F,
(1,6) 空, (1,1) H; card dice 1-3 single, 1-2 double, 2-2 triple, 1-4 GO 6-3, 1-5 FO 8,
2-5 FO 9, 4-4 LO 6, 4-5 PO 5."""

from __future__ import annotations

import pytest

from engine.core.errors import ScorebookError
from tests.engine.nanyou.game import card, hit, new_session, pitch, play, plays, team, texts

BALL, STRIKE, FOUL, MISS, IN_PLAY = pitch(1, 2), pitch(1, 3), pitch(1, 5), pitch(1, 6), pitch(1, 1)
NO = ("die.throw1=1", "die.throw2=2")  # the defense misses its out set


def single(s):
    play(s, *hit(1, 3))


def test_grades_a_grade_a_pitcher_turns_3_3_into_a_strike():
    home = team("HOM", changes={9: {"grade": "A"}})
    s = new_session(home=home, grades="on")
    play(s, *pitch(3, 3))
    assert (s.game.strikes, texts(s)) == (1, [])
    s = new_session(home=home)  # without the option the grade does nothing
    play(s, *pitch(3, 3), "die.card1=1", "die.card2=3")
    assert texts(s) == ["S8"]


def test_grades_errors_by_the_grade_of_the_fielder_the_result_names():
    home = team("HOM", changes={2: {"grade": "A"}, 1: {"grade": "D"}})
    s = new_session(home=home, grades="on", errors="on")
    play(s, *hit(1, 4), "die.error1=3", "die.error2=3")  # GO 6-3: a grade-A shortstop, 3-3 is no error
    play(s, *hit(3, 5), "die.error1=1", "die.error2=1")  # GO 6-3: 1-1 is his one error
    play(s, *hit(1, 5), "die.error1=2", "die.error2=1")  # FO 8: a grade-D center fielder drops 1-2
    assert texts(s) == ["63/G", "E6/G", "E8/F.1-2"]


def test_dh_the_pitcher_sits_behind_the_dh_and_never_bats():
    s = new_session(dh="on")
    away = s.game.teams[0]
    assert s.game.rules.dh and away.pitcher_slot_player == "vis-vis9"
    assert away.lineup[8] == "vis-visd" and away.position_of("vis-visd") == 10
    for _ in range(18):  # three innings: the visitors' order has gone round once
        s.answer("=K")
    assert s.game.teams[0].up == 0
    assert "vis-vis9" not in {r.batter for r in plays(s)}


def test_errors_a_run_on_an_error_with_two_out_is_not_batted_in():
    s = new_session(errors="on")
    play(s, *hit(2, 2), "challenge=no")  # a triple
    s.answer("=K")
    s.answer("=K")
    play(s, *hit(1, 4), "die.error1=5", "die.error2=5")
    assert texts(s)[-1] == "E6/G.3-H(NR)" and plays(s)[-1].rbi == 0
    assert plays(s)[-1].at_bat and s.game.score == (1, 0)


def test_bunts_a_sacrifice_and_a_squeeze_are_not_at_bats_and_the_squeeze_bats_in_the_run():
    s = new_session(bunts="on")
    single(s)
    play(s, *pitch(1, 1, "sacrifice"), "die.bunt1=2", "die.bunt2=3")
    assert texts(s)[-1] == "13/SH.1-2"
    row = plays(s)[-1]
    assert row.sh and not row.at_bat and s.game.outs == 1
    play(s, *hit(1, 3))  # runners on first and third
    play(s, *pitch(1, 3, "squeeze"), "die.bunt1=3", "die.bunt2=3")  # S: bunted
    assert texts(s)[-1] == "13/SH.3-H;1-2"
    row = plays(s)[-1]
    assert row.sh and not row.at_bat and row.rbi == 1 and s.game.score == (1, 0)


def test_bunts_a_drag_bunt_single_and_a_failed_bunt_is_a_fielders_choice():
    s = new_session(bunts="on")
    play(s, *pitch(1, 1, "drag bunt"), "die.bunt1=4", "die.bunt2=5")
    assert texts(s) == ["S5/BG"] and plays(s)[-1].at_bat and plays(s)[-1].hit_value == 1
    play(s, *pitch(1, 1, "sacrifice"), "die.bunt1=1", "die.bunt2=3")
    assert texts(s)[-1] == "FC1/BG.1X2(16)" and s.game.outs == 1
    assert s.game.bases[0].player == "vis-vis2"


def test_bunts_a_ball_a_foul_bunt_with_two_strikes_and_a_missed_squeeze():
    s = new_session(bunts="on")
    play(s, *pitch(1, 2, "drag bunt"))
    assert s.game.balls == 1
    play(s, *STRIKE, *STRIKE, *pitch(1, 5, "drag bunt"))
    assert texts(s) == ["K"] and [r.pitch for r in s.records if r.kind == "pitch"][-1] == "L"
    play(s, *hit(2, 2), "challenge=no")
    play(s, *pitch(1, 6, "squeeze"))
    assert texts(s)[-1] == "CSH(25)" and s.game.outs == 2 and s.game.strikes == 1


def test_steals_a_stolen_base_and_a_runner_caught_is_an_out_for_the_pitcher():
    s = new_session(steals="on")
    single(s)
    play(s, *pitch(1, 3, "steal 2"), "die.catch1=1", "die.catch2=2", "die.steal1=3", "die.steal2=3")
    assert texts(s)[-1] == "SB2" and plays(s)[-1].run1_sb and s.game.strikes == 1
    play(s, *pitch(1, 1, "steal 3"), "die.catch1=4", "die.catch2=4")  # H taken as a strike; doubles: out
    caught = plays(s)[-1]
    assert texts(s)[-1] == "CS3(25)" and caught.run2_cs and not caught.batter_event
    assert caught.pitcher == "hom-hom9" and caught.outs_on_play == 1 and caught.putouts == "5"
    assert s.game.outs == 1 and s.game.strikes == 2
    assert [r.pitch for r in s.records if r.kind == "pitch"][-1] == "C"


def test_steals_a_foul_sends_the_runner_back_and_ball_four_calls_the_steal_off():
    s = new_session(steals="on")
    single(s)
    play(s, *pitch(1, 5, "steal 2"))
    assert texts(s) == ["S8"] and s.game.strikes == 1
    play(s, *BALL * 3, *pitch(1, 2, "steal 2"))
    assert texts(s)[-1] == "W"


def test_steals_strike_three_and_a_steal_is_one_play():
    s = new_session(steals="on")
    single(s)
    play(s, *STRIKE, *STRIKE, *pitch(1, 6, "steal 2"), "die.catch1=1", "die.catch2=2",
         "die.steal1=1", "die.steal2=2")
    assert texts(s)[-1] == "K+CS2(26)" and s.game.outs == 2


def test_steals_a_double_steal_is_decided_by_the_runner_nearest_home():
    s = new_session(steals="on")
    single(s)
    single(s)
    play(s, *pitch(1, 2, "double steal"), "die.catch1=1", "die.catch2=2", "die.steal1=5", "die.steal2=6")
    assert texts(s)[-1] == "SB3;SB2"
    s = new_session(steals="on")
    single(s)
    single(s)
    play(s, *pitch(1, 2, "double steal"), "die.catch1=1", "die.catch2=2", "die.steal1=1", "die.steal2=1")
    assert texts(s)[-1] == "CS3(25).1-2" and s.game.bases[1] is not None and s.game.outs == 1


def test_steals_a_grade_a_catcher_adds_5_6_to_the_caught_stealing_set():
    home = team("HOM", changes={7: {"grade": "A"}})
    s = new_session(home=home, steals="on", grades="on")
    single(s)
    play(s, *pitch(1, 2, "steal 2"), "die.catch1=6", "die.catch2=5")
    assert texts(s)[-1] == "CS2(26)"


def test_hit_and_run_a_single_takes_the_runner_to_third_and_a_line_out_doubles_him_off():
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *pitch(1, 3, "hit and run"), "die.card1=1", "die.card2=3")
    assert texts(s)[-1] == "S8.1-3"
    play(s, *pitch(1, 1, "hit and run"), "die.card1=4", "die.card2=4", "challenge=no")
    assert texts(s)[-1] == "6/L/DP.1X1(63)" and s.game.outs == 2


def test_hit_and_run_a_ground_out_moves_the_runner_without_a_double_play():
    s = new_session(hit_and_run="on")
    single(s)
    play(s, *pitch(1, 1, "hit and run"), "die.card1=1", "die.card2=4")
    assert texts(s)[-1] == "63/G.1-2" and s.game.outs == 1


def test_tag_up_a_sacrifice_fly_is_no_at_bat_and_bats_in_the_run():
    s = new_session(tag_up="on")
    play(s, *hit(2, 2), "challenge=no", *hit(1, 5), "tag_up=tag", *NO, "die.run1=3", "die.run2=3")
    assert texts(s)[-1] == "8/SF.3-H"
    row = plays(s)[-1]
    assert row.sf and not row.at_bat and row.rbi == 1 and s.game.score == (1, 0)


def test_tag_up_thrown_out_at_home_is_a_double_play():
    s = new_session(tag_up="on")
    play(s, *hit(2, 2), "challenge=no", *hit(1, 5), "tag_up=tag", "die.throw1=6", "die.throw2=6")
    assert texts(s)[-1] == "8/F/DP.3XH(82)" and s.game.outs == 2 and s.game.score == (0, 0)


def test_extra_base_a_runner_sent_home_scores_or_is_thrown_out():
    s = new_session(extra_base="on")
    play(s, *hit(1, 2), *hit(1, 3), "extra=send", *NO, "die.run1=3", "die.run2=4")
    assert texts(s)[-1] == "S8.2-H" and s.game.score == (1, 0)
    play(s, *hit(1, 2), "extra=send", "die.throw1=2", "die.throw2=2")
    assert texts(s)[-1] == "D7.1XH(72)" and s.game.outs == 1
    play(s, *hit(1, 2), *hit(1, 3), "extra=hold")
    assert texts(s)[-1] == "S8.2-3"


def test_subs_a_pinch_hitters_hit_moves_up_a_class_and_he_takes_the_field_next_half():
    away = team("VIS", bench=[card("VB1", "CF")])
    s = new_session(away=away, subs="on")
    play(s, "pinch=vis-vb1", *hit(1, 3))
    assert texts(s) == ["D8"] and plays(s)[-1].batter == "vis-vb1"
    play(s, *hit(1, 3))  # not a pinch hitter's plate appearance: a single
    assert texts(s)[-1] == "S8.2-3"
    with pytest.raises(ScorebookError, match="already left the game"):
        s.answer('=sub vis-vis1 "Player VIS1" away 1 CF')
    for _ in range(3):
        s.answer("=K")
    play(s, "change=stay")
    assert s.game.teams[0].fielders[8] == "vis-vb1"


def test_subs_a_pitcher_batted_for_must_be_replaced_from_the_bench():
    away = team("VIS", bench=[card("VB1", "CF"), card("VB2", "P")])
    s = new_session(away=away, subs="on")
    for _ in range(14):  # to the visitors' pitcher, batting ninth, with two out in the 3rd
        s.answer("=K")
    assert s.game.batter == "vis-vis9"
    play(s, "pinch=vis-vb1")
    s.answer("=K")
    ask = s.ask()
    assert ask.key == "change" and ask.options == ("vis-vb2@P",)
    s.answer("vis-vb2@P")
    away = s.game.teams[0]
    assert away.pitcher == "vis-vb2" and away.lineup[8] == "vis-vb2"


def test_subs_the_defense_changes_pitchers_and_the_old_one_is_gone():
    home = team("HOM", bench=[card("HB1", "P")])
    s = new_session(home=home, subs="on")
    play(s, "change=hom-hb1@P")
    assert s.game.pitcher == "hom-hb1" and "hom-hom9" in s.game.teams[1].gone
    play(s, *STRIKE)
    assert s.ask().key == "die.defense"  # no more changes asked during the plate appearance
