"""A pitch of Nanyou by hand (rules/nanyou.md §2): the batting table's calls and the count,
the card's two dice, the home-run challenge, the batted ball (§2.4) and its scoring (§4); the
batting-only mode; the end of the game (§2.3). Dice per call: (1,2) B, (1,3) S, (1,5) F,
(1,6) 空, (1,1) H — with the generic pattern on every card."""

from __future__ import annotations

import pytest

from engine.core.errors import ScorebookError
from engine.core.events import EventType
from tests.engine.nanyou.game import hit, new_session, pitch, play, plays, texts

BALL, STRIKE, FOUL, MISS = pitch(1, 2), pitch(1, 3), pitch(1, 5), pitch(1, 6)


def pitches(session) -> str:
    return "".join(r.pitch for r in session.records if r.kind == "pitch")


def test_four_balls_walk_the_batter():
    s = new_session()
    play(s, *BALL * 3)
    assert (s.game.balls, texts(s)) == (3, [])
    play(s, *BALL)
    assert texts(s) == ["W"] and s.game.bases[0].player == "vis-vis1"


def test_the_third_strike_is_a_strikeout_looking_on_s_and_swinging_on_a_miss():
    s = new_session()
    play(s, *STRIKE, *FOUL, *STRIKE)
    assert texts(s) == ["K"] and pitches(s) == "CFC" and s.game.outs == 1
    play(s, *MISS, *MISS, *FOUL, *FOUL, *MISS)
    assert texts(s) == ["K", "K"] and pitches(s).endswith("SSFFS")


def test_a_foul_with_two_strikes_is_not_strike_three():
    s = new_session()
    play(s, *STRIKE, *STRIKE, *FOUL, *FOUL)
    assert (s.game.strikes, s.game.outs, texts(s)) == (2, 0, [])


def test_a_hit_goes_to_the_card_and_every_runner_moves_as_far_as_the_batter():
    s = new_session()
    play(s, *hit(1, 3))  # 1-3: a single
    play(s, *hit(1, 2))  # 1-2: a double, the runner from first to third
    assert texts(s) == ["S8", "D7.1-3"]
    assert [r is not None for r in s.game.bases] == [False, True, True]
    play(s, *hit(2, 2), "challenge=no")  # 2-2: a triple scores everybody
    assert texts(s)[-1] == "T8.3-H;2-H" and s.game.score == (2, 0)
    assert pitches(s) == "XXX"


def test_doubles_allow_the_home_run_challenge():
    s = new_session()
    play(s, *hit(3, 3), "challenge=yes", "die.challenge1=5", "die.challenge2=5")
    play(s, *hit(3, 3), "challenge=yes", "die.challenge1=5", "die.challenge2=6")  # the double stands
    play(s, *hit(1, 1))  # already a home run: nothing to challenge
    assert texts(s) == ["HR", "D7", "HR.2-H"] and s.game.score == (3, 0)


def test_a_ground_out_with_a_runner_is_a_double_play_on_an_odd_die():
    s = new_session()
    play(s, *hit(1, 3), *hit(1, 4), "die.parity=3")
    assert texts(s)[-1] == "64(1)3/GDP" and s.game.outs == 2
    row = plays(s)[-1]
    assert row.gdp and row.at_bat and row.rbi == 0


def test_an_even_die_puts_out_only_the_batter_and_the_runners_move_up():
    s = new_session()
    play(s, *hit(1, 3), *hit(1, 3), *hit(2, 3), "die.parity=4")  # 2-3: GO 4-3
    assert texts(s)[-1] == "43/G.2-3;1-2" and s.game.outs == 1
    play(s, *hit(2, 6), "die.parity=6")  # GO 5-3: the run from third scores, batted in
    assert texts(s)[-1] == "53/G.3-H;2-3" and plays(s)[-1].rbi == 1


def test_the_lead_runner_not_forced_is_thrown_out_at_home_after_the_batter():
    s = new_session()
    play(s, *hit(2, 2), "challenge=no", *BALL * 4)  # runners on first and third
    assert texts(s) == ["T8", "W"]
    play(s, *hit(3, 5), "die.parity=1")
    assert texts(s)[-1] == "63/GDP.3XH(32);1-2" and s.game.bases[1] is not None


def test_no_parity_die_with_two_out_or_the_bases_empty():
    s = new_session()
    play(s, *hit(1, 4))
    assert texts(s) == ["63/G"]
    play(s, *hit(1, 5), *hit(1, 3), *hit(2, 3))
    assert texts(s)[-1] == "43/G" and s.game.outs == 0 and s.game.half == 1


def test_fly_line_and_pop_outs_leave_the_runners():
    s = new_session()
    play(s, *hit(1, 3), *hit(1, 5), *hit(4, 4), "challenge=no", *hit(4, 5))
    assert texts(s) == ["S8", "8/F", "6/L", "5/P"]


def test_the_batting_only_mode_rolls_the_card_per_batter_without_pitches():
    s = new_session(mode="batting")
    assert s.ask().key == "die.card1"
    play(s, "die.card1=1", "die.card2=3", "die.card1=5", "die.card2=6", "die.card1=4",
         "die.card2=4", "challenge=yes", "die.challenge1=2", "die.challenge2=2")
    assert texts(s) == ["S8", "8/F", "HR.1-H"] and pitches(s) == ""


def test_an_answer_must_be_one_the_ask_offers_and_an_override_says_what_happened():
    s = new_session()
    with pytest.raises(ScorebookError, match="'7' is not an answer to 'Defense: one die"):
        s.answer("7")
    play(s, *STRIKE)
    s.answer("=S9/L")
    assert texts(s) == ["S9/L"] and s.ask().key == "die.defense"


def test_a_half_inning_with_an_error_makes_unearned_runs_by_rule_9_16():
    """Errors on: two fly outs, a ground ball booted by the shortstop (E6: the inning should
    be over), a home run, a single and a ground out. Visitors: AB 6 (the error counts one), H 2,
    R 2, RBI 2 (a home run bats in the runner who reached on an error: Rule 9.04); both runs
    unearned; the proof: AB 6 = R 2 + LOB 1 + PO 3."""
    s = new_session(errors="on")
    no_error = ("die.error1=1", "die.error2=2")
    play(s, *hit(1, 5), *no_error, *hit(2, 5), *no_error, *hit(1, 4), "die.error1=3", "die.error2=3",
         *hit(1, 1), *hit(1, 3), *hit(1, 4), *no_error)
    assert texts(s) == ["8/F", "9/F", "E6/G", "HR.1-H", "S8", "63/G"]
    rows = plays(s)
    assert sum(r.at_bat for r in rows) == 6 and sum(r.hit_value > 0 for r in rows) == 2
    assert sum(r.rbi for r in rows) == 2 and rows[2].errors == "6"
    codes = [run.split(":")[2] for r in rows if r.scorers for run in r.scorers.split(";")]
    assert codes == ["5", "5"]  # unearned (Chadwick's destination codes: 4 earned, 5 unearned)
    assert s.game.half == 1 and s.game.left_on_base[0] == 1


def skip_half(s, innings: int = 1) -> None:
    for _ in range(3 * innings):
        s.answer("=K")


def test_the_home_team_does_not_bat_in_the_ninth_when_ahead():
    s = new_session()
    skip_half(s)
    s.answer("=HR")
    for _ in range(16):
        skip_half(s)
    assert s.game.final and s.ask() is None
    assert (s.game.inning, s.game.score) == (9, (0, 1))
    assert not [r for r in plays(s) if r.inning == 9 and r.half == 1]


def test_a_walk_off_counts_only_up_to_the_winning_run():
    """Bottom of the ninth, tied, runners on first and second: a triple scores the winning
    run from second and the game is over — the runner from first stops at third and the batter
    is credited with a double (Rules 7.01(g), 9.06(f))."""
    s = new_session()
    for _ in range(17):
        skip_half(s)
    s.answer("=S")
    s.answer("=S")
    play(s, *hit(2, 2), "challenge=no")
    assert texts(s)[-1] == "D8.2-H;1-3"
    assert s.game.final and s.game.score == (0, 1) and s.game.end_reason == "walk-off"


def test_a_tie_after_nine_goes_to_extra_innings():
    s = new_session()
    for _ in range(18):
        skip_half(s)
    assert not s.game.final and s.game.inning == 10
    assert plays(s)[-1].event_type == EventType.STRIKEOUT
