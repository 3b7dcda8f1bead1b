"""One pitch of Bottom of the 9th, phase by phase (rules/bot9.md §2), and how its outcomes
are scored (§3): each test answers the questions by hand with the dice it needs."""

from __future__ import annotations

import pytest

from engine.core.decisions import Decisions, decisions
from engine.core.errors import ScorebookError
from engine.core.events import EventType
from engine.systems.bot9.tables import load_tables
from tests.engine.bot9.game import batter, new_session, pitch, pitcher, play

TABLES = load_tables()


def plays(session):
    return [r for r in session.records if r.kind == "play"]


def test_the_swing_table_as_rules_bot9_gives_it():
    call = TABLES.call
    assert [call("B", 4, s) for s in range(1, 7)] == ["ball"] * 4 + ["in_play", "swinging"]
    assert [call("S", 3, s) for s in range(1, 7)] == ["swinging", "swinging", "foul", "in_play",
                                                      "in_play", "in_play"]
    assert [call("C", 3, s) for s in range(1, 7)] == ["called", "foul", "in_play", "foul",
                                                      "called", "called"]
    # the solo pitcher's favourite faces (§2.1): no hit on S6, one foul value on C1 and C6
    assert "in_play" not in {call("S", 6, s) for s in range(1, 7)}


def test_four_balls_walk_the_batter_and_strike_three_on_a_corner_is_looking():
    s = new_session(abilities="off")
    for _ in range(4):
        play(s, *pitch("LA", "HI", "B", 5, 2))
    walk = plays(s)[-1]
    assert walk.event_type == EventType.WALK and s.game.bases[0] is not None
    for _ in range(3):
        play(s, *pitch("LA", "HI", "C", 1, 5))
    strikeout = plays(s)[-1]
    assert strikeout.event_type == EventType.STRIKEOUT
    assert [r.pitch for r in s.records if r.kind == "pitch"][-3:] == ["C", "C", "C"]
    assert s.game.outs == 1


def test_a_foul_is_never_strike_three():
    s = new_session(abilities="off")
    for _ in range(5):
        play(s, *pitch("LA", "HI", "S", 3, 3))
    assert (s.game.balls, s.game.strikes) == (0, 2) and s.game.outs == 0


def test_safe_in_the_run_race_is_a_single_moving_every_runner_one_base():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "S", 2, 4), "die.run=5", "die.field=6")  # both: the offense
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=2", "die.field=3", "die.run=5", "die.field=1")
    single = plays(s)[-1]
    assert single.event_type == EventType.SINGLE and single.text == "S"
    assert [r is not None for r in s.game.bases] == [True, True, False]


def test_out_in_the_standard_race_leaves_the_runners_where_they_are():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=1", "die.field=5")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=3", "die.field=6")
    out = plays(s)[-1]
    assert out.event_type == EventType.GENERIC_OUT and out.text == "99/G"
    assert s.game.outs == 2 and s.game.bases == (None, None, None)


def test_the_running_variant_puts_out_the_lead_runner_and_the_higher_die_wins():
    s = new_session(abilities="off", running="variant")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=5", "die.field=2")  # single
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=5", "die.field=6")  # defense's higher die
    fc = plays(s)[-1]
    assert fc.event_type == EventType.FIELDERS_CHOICE and fc.text == "FC/G.1X2"
    assert s.game.outs == 1 and s.game.bases[0].player == s.game.batting.lineup[1]
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=6", "die.field=6")  # equal: the offense
    assert plays(s)[-1].event_type == EventType.SINGLE


def test_the_running_variant_with_nobody_on_puts_out_the_batter():
    s = new_session(abilities="off", running="variant")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=1", "die.field=5")
    assert plays(s)[-1].text == "99/G" and s.game.outs == 1


def test_a_six_first_on_a_strike_face_goes_to_hit_determination():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "S", 2, 4), "die.run=6", "die.field=1", "die.hit=4")
    double = plays(s)[-1]
    assert double.event_type == EventType.DOUBLE and s.game.bases[1] is not None
    # a 6 on a Ball face is a plain single
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=6", "die.field=1")
    assert plays(s)[-1].event_type == EventType.SINGLE


def test_a_run_wins_at_once_and_three_outs_are_the_visitors_win():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "S", 2, 4), "die.run=6", "die.field=1", "die.hit=6")
    assert s.game.final and s.game.score == (0, 1) and s.ask() is None
    s = new_session(abilities="off")
    for _ in range(3):
        play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=1", "die.field=5")
    assert s.game.final and s.game.score == (0, 0) and s.game.rules.tie_goes_to == "away"
    assert decisions(s.records, s.setup) == Decisions("vis-p1", "", "")  # he held them


def test_the_ace_components_tire_the_arm_and_a_spent_face_is_locked():
    s = new_session(abilities="off")  # the starter's ace is High, Inside
    play(s, *pitch("HI", "LA", "S", 3, 3))  # foul: both components thrown
    assert s.state.fatigue.location == 1 and s.state.fatigue.angle == 1
    play(s, *pitch("HA", "LA", "S", 3, 3), *pitch("HA", "LA", "S", 3, 3), *pitch("HA", "LA", "S", 3, 3))
    assert s.state.fatigue.location == 4  # the end of the track (house default)
    assert s.ask().options == ("LI", "LA")  # High is locked
    with pytest.raises(ScorebookError):
        s.answer("HA")


def test_clean_up_recovers_one_row_per_empty_base_on_the_marker_the_defense_chooses():
    s = new_session(abilities="off")
    play(s, *pitch("HI", "LA", "S", 3, 3), *pitch("HA", "LA", "S", 3, 3))  # location 2, angle 1
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=5", "die.field=1")  # single: 2 bases empty
    play(s, "recover=angle")  # then the one row left can only go to location
    assert (s.state.fatigue.location, s.state.fatigue.angle) == (1, 0)


def test_a_reliever_comes_in_between_batters_with_his_markers_on_row_one():
    s = new_session(abilities="off")
    play(s, "change=stay", *pitch("HI", "LA", "S", 3, 3))
    assert s.ask().key == "aim"  # no change in the middle of a plate appearance
    play(s, *pitch("LA", "HI", "C", 1, 6), *pitch("LA", "HI", "C", 1, 6))
    play(s, "change=vis-p2")
    assert s.game.pitcher == "vis-p2" and (s.state.fatigue.location, s.state.fatigue.angle) == (1, 1)
    assert s.ask().key == "aim"  # the only reliever is used


def test_a_starting_pitcher_card_cannot_relieve():
    s = new_session(abilities="off", pitchers=None)
    s = new_session(pitchers=[pitcher(1, role="starter"), pitcher(2, role="starter")], abilities="off")
    play(s, *pitch("LA", "HI", "C", 1, 6), *pitch("LA", "HI", "C", 1, 6),
         *pitch("LA", "HI", "C", 1, 6))
    assert s.ask().key == "aim"  # between batters, but nobody may come in


def test_the_guess_unlocks_abilities_and_a_token_pays_for_one():
    arm = pitcher(1, role="starter", abilities=[
        {"name": "Edge", "needs": ["location"], "effect": "adj(control,+1)"},
        {"name": "Tail", "needs": ["angle"], "effect": "adj(control,-1)"},
        {"name": "Both", "needs": ["location", "angle"], "effect": "set(control,6)"}])
    s = new_session(pitchers=[arm, pitcher(2)])
    play(s, "change=stay", "aim=LA", "guess=HI", "die.pitch=S", "die.control=3")
    ask = s.ask()
    assert ask.key == "pitcher.ability"
    assert ask.options == ("none", "Edge", "Tail", "Both", "Edge + Tail")
    play(s, "pitcher.ability=Both", "die.swing=5")  # control 6: swing 5 < 6 is a strike
    assert s.game.strikes == 1
    play(s, "aim=LA", "guess=LI", "die.pitch=S", "die.control=3")  # location guessed
    assert s.ask().options == ("none", "Tail")


def test_a_full_guess_fires_the_mvp_and_cancels_the_ace():
    bat = batter(1, special={"name": "Big swing", "effect": "adj(swing,+2)"})
    arm = pitcher(1, role="starter", ace="HI", special={"name": "Heat", "effect": "adj(control,+2)"})
    s = new_session(batters=[bat] + [batter(n) for n in range(2, 7)], pitchers=[arm, pitcher(2)])
    play(s, "change=stay", "aim=HI", "guess=HI", "die.pitch=S", "die.control=3", "die.swing=3")
    # no ace for the pitcher and the ★MVP by itself: nobody was asked
    assert s.state.turn.dice.swing == 5 and s.ask().key == "die.run"
    play(s, "die.run=5", "die.field=1")
    play(s, "aim=HI", "guess=LI", "die.pitch=S", "die.control=3")
    assert "Heat" in s.ask().options  # ace thrown, not fully guessed


def test_traits_always_apply_and_natural_conditions_read_the_roll():
    arm = pitcher(1, role="starter", traits=[
        {"name": "Steady", "effect": "if natural(control,1): adj(control,+2)"},
        {"name": "Glove", "effect": "adj(field,+1)"}])
    s = new_session(pitchers=[arm, pitcher(2)])
    play(s, "change=stay", "aim=LA", "guess=HI", "die.pitch=B", "die.control=1")
    assert s.state.turn.dice.control == 3 and s.state.turn.natural.control == 1
    play(s, "die.swing=4", "die.run=3", "die.field=4")  # field 4 + 1 = 5: out
    assert plays(s)[-1].text == "99/G"


def test_a_reroll_asks_the_dice_again():
    arm = pitcher(1, role="starter", abilities=[
        {"name": "Again", "needs": ["angle"], "effect": "reroll(control)"}])
    s = new_session(pitchers=[arm, pitcher(2)])
    play(s, "change=stay", "aim=LA", "guess=LI", "die.pitch=B", "die.control=2",
         "pitcher.ability=Again")
    assert s.ask().key == "die.control" and s.ask().prompt.startswith("Reroll")
    play(s, "die.control=6")
    assert s.state.turn.natural.control == 6 and s.ask().key == "die.swing"


def test_support_card_split_gives_each_side_its_own_ability():
    coach = {"id": "S1", "kind": "support", "name": "Coach", "provenance": "test",
             "home_ability": {"name": "Wave", "effect": "adj(run,+1)"},
             "visitor_ability": {"name": "Visit", "effect": "adj(control,+1)"}}
    split = new_session(support=coach, support_mode="split")
    play(split, "change=stay", "aim=LA", "guess=HI", "die.pitch=B", "die.control=2")
    assert split.ask().options == ("none", "Visit")  # the defence: the visitor ability
    play(split, "pitcher.ability=Visit", "die.swing=1")
    assert split.ask().options == ("none", "Wave")  # the offence: the home ability
    play(split, "batter.ability=Wave")
    assert split.state.support_used == (1, 1)


def test_the_outcome_override_says_what_really_happened():
    s = new_session(abilities="off")
    play(s, "change=stay", "aim=LA", "guess=HI")
    s.answer("=HP")  # a card's text beats the rulebook
    assert plays(s)[-1].event_type == EventType.HIT_BY_PITCH and s.state.turn.aim == ""


def test_no_pitching_change_before_the_first_batter():
    s = new_session(abilities="off")
    assert s.ask().key == "aim"  # changes come between batters (§2.7): none before the first
    play(s, *pitch("LA", "HI", "C", 1, 6), *pitch("LA", "HI", "C", 1, 6),
         *pitch("LA", "HI", "C", 1, 6))
    assert s.ask().key == "change"


def test_an_override_that_ends_the_plate_appearance_asks_about_the_pitcher_again():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "C", 1, 6), *pitch("LA", "HI", "C", 1, 6),
         *pitch("LA", "HI", "C", 1, 6), "change=stay", "aim=LA", "guess=HI")
    s.answer("=K")  # the next batter struck out as a card said
    assert s.ask().key == "change" and s.game.outs == 2
    s.answer("stay")
    s.answer("=b")  # an override that does not end the plate appearance: no new question
    assert s.ask().key == "aim"


def test_an_answer_that_is_not_an_option_changes_nothing():
    s = new_session(abilities="off")
    play(s, "change=stay", "aim=LA")
    before = s.state
    with pytest.raises(ScorebookError, match="not an answer"):
        s.answer("XX")
    assert s.state is before
