"""Unlimited Nine in the scorebook (rules/unlimited_nine.md §3, §4): three innings, the box-score
proof balancing, every run earned (there are no errors), the runners left on base at each third
out, and the pitchers' decisions — none in a basic draw, the win to the home team's pitcher in
a standard tie."""

from __future__ import annotations

import pytest

from engine.core.decisions import decisions
from engine.core.events import EventType
from engine.core.proof import box_score_proof
from engine.systems.simulate import simulate
from tests.engine.unlimited9.game import (R, at_bat, blue, new_session, pid, play, plays, red,
                                          retire_side, texts, to_half)

TEAMS = (("HOM", "Home"), ("VIS", "Visitors"))


def pa(s, *answers: str, off=None, dfn=None):
    """The next plate appearance in the lineup's order with full hands (blue cards at bat,
    green in the field, unless given)."""
    at_bat(s, None, off, dfn)
    play(s, *answers)


def scripted_game():
    """Blue 3, Red 0: a walk, a single and a three-run home run in the 1st; a single left on
    base in the 2nd; nothing else."""
    s = new_session()
    pa(s, "walk=walk", "swap=none")                                 # B01 walked
    pa(s, "walk=pitch", "commit.def=0", "commit.off=3b")            # B02: RF 1B, 3 + 3 > 3
    pa(s, "walk=pitch", "commit.def=0", "commit.off=6b")            # B03: a home run
    retire_side(s)
    retire_side(s)
    pa(s, "walk=pitch", "commit.def=0", "commit.off=4b")            # B07: CF 2B, 5 + 4 > 5
    retire_side(s)
    while not s.game.final:
        retire_side(s)
    return s


def test_a_scripted_game():
    s = scripted_game()
    assert texts(s)[:3] == ["IW", "S9.1-2", "HR.2-H;1-H"]
    assert texts(s)[9] == "D8" and len(texts(s)) == 13 + 9
    assert s.game.final and s.game.score == (3, 0) and s.game.inning == 3
    assert s.game.left_on_base == (1, 0)


def test_the_box_score_proof_balances():
    s = scripted_game()
    for proof in box_score_proof(s.records, s.setup):
        assert proof.balances, proof.explain()
    away, home = box_score_proof(s.records, s.setup)
    assert (away.at_bats, away.walks, away.runs, away.left_on_base, away.opponent_putouts) == (
        13 - 1, 1, 3, 1, 9)
    assert (home.at_bats, home.runs, home.left_on_base, home.opponent_putouts) == (9, 0, 0, 9)


def test_every_run_is_earned_and_no_error_is_made():
    s = scripted_game()
    scored = [part for r in plays(s) if r.scorers for part in r.scorers.split(";")]
    assert len(scored) == 3 and all(part.endswith(":4") for part in scored)
    assert all(part.split(":")[1] == pid("R01") for part in scored)
    assert not any(r.errors for r in plays(s))
    hr = plays(s)[2]
    assert (hr.event_type, hr.rbi, hr.runs) == (EventType.HOME_RUN, 3, 3)


def test_the_runners_left_on_base_are_counted_at_each_third_out():
    s = scripted_game()
    ends = [r for r in s.records if r.end_of_half]
    assert [(r.inning, r.half, r.left_on_base) for r in ends][:4] == [
        (1, 0, 0), (1, 1, 0), (2, 0, 1), (2, 1, 0)]


def test_the_winning_and_losing_pitchers():
    s = scripted_game()
    d = decisions(s.records, s.setup)
    assert (d.winner, d.loser, d.save) == (pid("B01"), pid("R01"), "")


def test_three_innings_and_no_fourth():
    s = new_session()
    while not s.game.final:
        retire_side(s)
    assert s.game.inning == 3 and s.game.score == (0, 0)
    assert s.ask() is None
    assert [r.half for r in s.records if r.end_of_half] == [0, 1] * 3


def test_a_basic_draw_has_no_decisions():
    s = new_session()
    while not s.game.final:
        retire_side(s)
    assert decisions(s.records, s.setup) == decisions([], s.setup)


def test_a_standard_tie_goes_to_the_home_team_and_its_pitcher():
    s = new_session(blue(), red(), mode="standard")
    while not s.game.final:
        retire_side(s)
    assert s.game.score == (0, 0) and s.setup.rules.tie_goes_to == "home"
    d = decisions(s.records, s.setup)
    assert (d.winner, d.loser) == (pid("R01"), pid("B01"))


def test_the_home_team_ahead_does_not_bat_in_the_third():
    s = new_session()
    to_half(s, 1, 1)
    at_bat(s, "R03", off=R[:7])
    play(s, "walk=pitch", "commit.def=0", "commit.off=6r")  # a home run
    while not s.game.final:
        retire_side(s)
    assert s.game.score == (0, 1) and s.game.inning == 3
    assert [(r.inning, r.half) for r in s.records if r.end_of_half][-1] == (3, 0)


def test_a_side_fifteen_runs_ahead_at_bat_ends_the_game():
    """The house's mercy rule (rules.toml mercy_runs = 15): a side that cannot get outs would
    bat for ever."""
    s = new_session()
    for _ in range(14):
        at_bat(s, "B03")
        play(s, "walk=pitch", "commit.def=0", "commit.off=6b")  # a home run each time
    assert s.game.score == (14, 0) and not s.game.final
    at_bat(s, "B03")
    play(s, "walk=pitch", "commit.def=0", "commit.off=6b")
    assert s.game.final and s.game.end_reason == "mercy rule" and s.game.score == (15, 0)
    assert s.game.inning == 1 and s.ask() is None
    for proof in box_score_proof(s.records, s.setup):
        assert proof.balances, proof.explain()
    d = decisions(s.records, s.setup)
    assert (d.winner, d.loser) == (pid("B01"), pid("R01"))


# ---------------------------------------------------------------- simulated games


@pytest.mark.parametrize("mode", ["basic", "standard"])
def test_simulated_games_balance_and_every_run_is_earned(mode):
    for seed in range(6):
        game = simulate("unlimited9", [], seed, *TEAMS, {"mode": mode})
        session = game.session
        assert session.game.final
        assert session.game.inning == 3 or session.game.end_reason == "mercy rule"
        for proof in box_score_proof(session.records, game.setup):
            assert proof.balances, proof.explain()
        rows = [r for r in session.records if r.kind == "play"]
        assert not any(r.errors for r in rows)
        assert all(part.endswith(":4") for r in rows if r.scorers for part in r.scorers.split(";"))
        d = decisions(session.records, game.setup)
        away, home = session.game.score
        if away == home and mode == "basic":
            assert not d.winner
        else:
            assert d.winner and d.loser


def test_a_seed_plays_the_same_game():
    one = simulate("unlimited9", [], 11, *TEAMS, {"mode": "standard"})
    two = simulate("unlimited9", [], 11, *TEAMS, {"mode": "standard"})
    assert [(a.key, a.value) for a in one.answers] == [(a.key, a.value) for a in two.answers]
    assert one.session.records == two.session.records
    other = simulate("unlimited9", [], 12, *TEAMS, {"mode": "standard"})
    assert [a.value for a in other.answers] != [a.value for a in one.answers]
