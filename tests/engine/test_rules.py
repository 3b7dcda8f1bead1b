"""One test (or a few) per rule the core implements, scored from entry lines."""

from __future__ import annotations

import pytest

from engine.core import apply, box_score_proof, decisions
from engine.core.events import Pitch
from engine.core.errors import GameOver, IllegalEvent
from engine.core.setup import BOTTOM, TOP, Situation
from tests.engine.scoring_helpers import Scored, setup


def test_three_outs_end_the_half_and_strand_the_runners():
    g = Scored()("S8", "W", "K", "63.2-3;1-2", "8")
    assert (g.game.inning, g.game.half, g.game.outs) == (1, BOTTOM, 0)
    assert g.last.end_of_half and g.last.left_on_base == 2
    assert g.game.left_on_base == (2, 0)


def test_forced_runners_move_on_a_walk_and_a_run_is_forced_in():
    g = Scored()("W", "W", "W", "W")
    assert g.game.score == (1, 0)
    assert g.last.rbi == 1 and g.last.runs == 1


def test_runners_move_at_least_as_far_as_the_batter_on_a_hit_unless_written():
    g = Scored()("S8", "D7")
    assert [r and r.player for r in g.game.bases] == [None, "A2", "A1"]


def test_explicit_advances_override_the_defaults():
    g = Scored()("D7", "S9.2-2")
    assert [r and r.player for r in g.game.bases] == ["A2", "A1", None]
    g = Scored()("S8", "S9.1-3;B-2")
    assert [r and r.player for r in g.game.bases] == [None, "A2", "A1"]


def test_sacrifice_fly_scores_the_runner_from_third_and_is_not_an_at_bat():
    g = Scored()("T8", "9/SF")
    assert g.game.score == (1, 0)
    assert g.last.sf and not g.last.at_bat and g.last.rbi == 1


def test_no_rbi_on_a_ground_ball_double_play():
    g = Scored()("T8", "W", "64(1)3/GDP.3-H")
    assert g.game.score == (1, 0) and g.last.rbi == 0 and g.last.outs_on_play == 2


def test_an_error_drives_in_the_runner_from_third_unless_the_scorer_says_no():
    # Rule 9.04(a)(2): he would have scored anyway; a runner scoring on his own error would not
    g = Scored()("T8", "E6.3-H")
    assert g.last.runs == 1 and g.last.rbi == 1
    g = Scored()("T8", "E6.3-H(NR)")
    assert g.last.runs == 1 and g.last.rbi == 0
    g = Scored()("D8", "E6.2-H(E6)")
    assert g.last.runs == 1 and g.last.rbi == 0


def test_no_rbi_on_an_error_with_two_out_unless_the_scorer_writes_it():
    # Rule 9.04(a)(3): the error's RBI is for a play before two are out
    g = Scored()("T8", "K", "K", "E6.3-H")
    assert g.last.runs == 1 and g.last.rbi == 0
    g = Scored()("T8", "K", "E6.3-H")
    assert g.last.runs == 1 and g.last.rbi == 1
    g = Scored()("T8", "K", "K", "E6.3-H(RBI)")
    assert g.last.runs == 1 and g.last.rbi == 1


def test_a_force_out_passes_the_pitchers_responsibility_down_to_the_batter():
    # Rule 9.16(g): H9 put two on; the reliever forces one of them at third, so the runner
    # behind and then the batter take over the responsibilities (Chadwick does the same)
    g = Scored()("S8", "S8.1-2", "sub HR1 \"Reliever\" 1 9 1", "5(2)/FO.1-2", "HR")
    assert sorted(s.split(":")[1] for s in g.last.scorers.split(";")) == ["H9", "H9", "HR1"]


def test_a_home_run_drives_in_everybody():
    g = Scored()("W", "S8.1-2", "HR/F7")
    assert g.last.runs == 3 and g.last.rbi == 3 and g.game.score == (3, 0)


def test_a_run_by_a_batter_who_reached_on_an_error_is_unearned():
    g = Scored()("E6", "HR")
    dests = [s.split(":")[2] for s in g.last.scorers.split(";")]
    assert dests == ["5", "4"]  # the error's runner unearned, the batter's own run earned


def test_runs_after_the_inning_should_have_ended_are_unearned():
    # two outs, then an error that should have been the third out: every later run is unearned
    g = Scored()("K", "K", "E6", "HR")
    assert [s.split(":")[2] for s in g.last.scorers.split(";")] == ["5", "5"]


def test_a_run_on_the_play_that_would_have_been_the_third_out_is_unearned():
    # Without the error the ground out is the third out, made by the batter before he reached
    # first: the run would not have scored (Rules 5.08(a), 9.16(a)).
    g = Scored()("E6/G", "T8.1-H", "8/F", "63/G.3-H")
    assert g.last.scorers.endswith(":5")
    g = Scored()("S6", "T8.1-H", "8/F", "63/G.3-H")  # the same inning without the error
    assert g.last.scorers.endswith(":4")


def test_a_relief_pitcher_gets_no_benefit_of_outs_missed_before_he_came_in():
    # Rule 9.16(i): unearned for the team, earned for the reliever (Chadwick code 6)
    g = Scored()("K", "K", "E6", "sub HR1 \"Reliever\" 1 9 1", "HR")
    codes = {s.split(":")[0]: (s.split(":")[1], s.split(":")[2]) for s in g.last.scorers.split(";")}
    assert codes["A3"] == ("H9", "5")  # the starter's runner who reached on the error
    assert codes["A4"] == ("HR1", "6")


def test_a_runner_who_moves_up_on_a_passed_ball_and_scores_on_a_single_is_unearned():
    g = Scored()("S8", "PB", "S7.2-H")
    assert g.last.scorers.endswith(":5")


def test_inherited_runners_are_charged_to_the_pitcher_who_put_them_on():
    g = Scored()("S8", "sub HR1 \"Reliever\" 1 9 1", "HR")
    assert sorted(s.split(":")[1] for s in g.last.scorers.split(";")) == ["H9", "HR1"]


def test_a_batter_reaching_on_a_force_of_an_inherited_runner_stays_charged_to_the_old_pitcher():
    # Rule 9.16(g)
    g = Scored()("S8", "sub HR1 \"Reliever\" 1 9 1", "64(1)/FO", "HR")
    assert sorted(s.split(":")[1] for s in g.last.scorers.split(";")) == ["H9", "HR1"]


def test_a_pinch_hitter_who_enters_with_two_strikes_and_strikes_out_charges_the_first_batter():
    g = Scored()("cs", "sub AP1 \"Pinch\" 0 1 11", "s")
    assert g.last.charged_batter == "A1" and g.last.batter == "AP1"
    g = Scored()("c", "sub AP1 \"Pinch\" 0 1 11", "ss")
    assert g.last.charged_batter == "AP1"


def test_a_walk_after_a_relief_pitcher_enters_behind_in_the_count_is_charged_to_the_first():
    g = Scored()("bbb", "sub HR1 \"Reliever\" 1 9 1", "b")
    assert g.last.charged_pitcher == "H9"
    assert g.game.bases[0].pitcher == "H9"
    g = Scored()("bc", "sub HR1 \"Reliever\" 1 9 1", "bbb")
    assert g.last.charged_pitcher == "HR1"


def test_impossible_events_are_refused_and_the_state_is_unchanged():
    g = Scored()("T8")
    before = g.game
    with pytest.raises(IllegalEvent, match="Third base is already occupied by A-1"):
        g("S8.3-3;B-3")
    assert g.game is before
    g("K", "K", "W")
    with pytest.raises(IllegalEvent, match="an inning has only three"):
        g("4(1)3")
    state = g.game
    for _ in range(4):
        state = apply(state, Pitch("B"))
    with pytest.raises(IllegalEvent, match="Ball four"):
        apply(state, Pitch("B"))  # a fifth ball


def test_a_player_who_left_may_not_return():
    g = Scored()("sub AP1 \"Pinch\" 0 1 11", "K", "K", "K", "K", "K", "K")
    with pytest.raises(IllegalEvent, match="already left the game"):
        g("sub A1 \"A-1\" 0 1 8")


def test_a_pitcher_batted_for_is_no_longer_on_the_mound_when_his_team_takes_the_field():
    g = Scored()("K", "K", 'sub AP9 "Pinch" 0 9 11', "K")
    assert g.game.half == BOTTOM and g.game.pitcher == "A9" and g.game.on_the_mound == ""
    with pytest.raises(IllegalEvent, match="has left the game"):
        g("b")
    g('sub AR1 "Reliever" 0 9 1')
    assert g.game.on_the_mound == "AR1"
    g("b", 'sub HP9 "Pinch" 1 9 11')  # batted for while his team bats: the mound is A's
    assert g.game.on_the_mound == "AR1"


def test_a_walk_off_ends_the_game_at_once():
    g = Scored(setup(innings=1))("K", "K", "K")
    g("S8", "HR")
    assert g.game.final and g.game.end_reason == "walk-off" and g.game.score == (0, 2)
    with pytest.raises(GameOver):
        g("K")


def test_the_home_team_does_not_bat_when_ahead_after_the_top_of_the_last_inning():
    g = Scored(setup(innings=1, situation=Situation(score=(0, 1))))("K", "K", "K")
    assert g.game.final and g.game.half == TOP


def test_a_tie_goes_to_extra_innings_or_ends_tied_when_the_rules_say_so():
    g = Scored(setup(innings=1)).three_up_three_down(2)
    assert not g.game.final and g.game.inning == 2
    g = Scored(setup(innings=1, extra_innings=False, ties_allowed=True)).three_up_three_down(2)
    assert g.game.final and g.game.end_reason == "tie"


def test_a_game_can_start_from_a_situation():
    start = Situation(inning=9, half=BOTTOM, outs=2, runners=(("2", "H7"),), score=(3, 2))
    g = Scored(setup(situation=start))("S8.2-H")
    assert g.game.score == (3, 3) and not g.game.final
    g("D7.1-H")
    assert g.game.final and g.game.score == (3, 4)
    home = box_score_proof(g.records, g.session.setup)[1]
    assert home.balances, home.explain()


def test_the_designated_hitter_keeps_the_pitcher_out_of_the_order():
    g = Scored(setup(dh=True))
    assert g.game.teams[1].pitcher == "HP" and "HP" not in g.game.teams[1].lineup


def test_pitcher_decisions_for_a_simple_game():
    g = Scored(setup(innings=2))
    g("HR", "K", "K", "K")  # A leads 1-0
    g("S8", "HR", "K", "K", "K")  # H leads 2-1 off A9
    g("sub HR1 \"Closer\" 1 9 1", "K", "K", "K")
    assert g.game.final
    result = decisions(g.records, g.session.setup)
    assert (result.winner, result.loser, result.save) == ("H9", "A9", "HR1")


def test_a_called_game_counts_the_runners_left():
    g = Scored()("S8", "end rain")
    assert g.game.final and g.records[-1].kind == "end" and g.records[-1].left_on_base == 1
    for proof in box_score_proof(g.records, g.session.setup):
        assert proof.balances, proof.explain()


def test_a_wild_pitch_on_strike_three_moves_every_runner_up_unless_written():
    g = Scored()("S8", "W", "K+WP")
    assert [r and r.player for r in g.game.bases] == [None, "A2", "A1"] and g.game.outs == 1
    g = Scored()("S8", "K+WP.B-1")
    assert [r and r.player for r in g.game.bases] == ["A2", "A1", None] and g.game.outs == 0


@pytest.mark.parametrize("play, out", [("CS2(2E6)", 0), ("POCS2(13E6)", 0), ("K+CS2(2E4)", 1),
                                       ("CS2(E1/TH)", 0), ("CS2(2E6).1-3", 0)])
def test_caught_stealing_when_only_an_error_saved_him(play, out):
    # Rule 9.07(h): he would have been out by errorless play; the error is charged too
    g = Scored()("S8", play)
    assert g.last.run1_cs and not g.last.run1_sb and g.game.outs == out
    assert g.last.errors in ("6", "4", "1") and g.game.bases[0] is None
    assert g.last.run1_dest in (2, 3)


@pytest.mark.parametrize("start, play, flag", [("S8", "SB2.1-3(WP)", "wild_pitch"),
                                               ("S8", "SB2.1-3(PB)", "passed_ball"),
                                               ("D8", "SB3.2-H(WP)(UR)", "wild_pitch")])
def test_a_steal_stands_when_a_wild_pitch_or_passed_ball_carries_him_on(start, play, flag):
    g = Scored()(start, play)
    runner = "run1" if start == "S8" else "run2"
    assert getattr(g.last, f"{runner}_sb") and getattr(g.last, flag)
    assert g.last.rbi == 0


def test_a_passed_ball_after_a_steal_is_not_a_clean_base_for_the_earned_runs():
    # the steal of second is his own; the passed ball that took him to third is not, so the
    # run he scores on a later fly out would not have scored without it: unearned
    g = Scored()("S8", "SB2.1-3(PB)", "8/SF")
    assert g.game.score == (1, 0) and g.last.run3_dest == 5
    g = Scored()("S8", "SB2.1-3(WP)", "8/SF")
    assert g.last.run3_dest == 4


def test_automatic_balls_and_strikes_change_the_count():
    # the pitch clock (2023): V, a ball for the pitcher's violation; A, a strike for the batter's
    g = Scored()("a", "a", "c")
    assert g.last.event_type == 3 and g.last.batter == "A1"  # struck out
    g = Scored()("v", "b", "v", "v")
    assert g.last.event_type == 14 and g.game.bases[0].player == "A1"  # walked
