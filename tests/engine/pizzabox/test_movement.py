"""What a result area does to the batter and the runners (rules/pizza_box.md §2.2's movement
algorithm, §3's scoring, §4's walk-off): engine/systems/pizzabox/plays.py, and the rows the
core makes of its text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engine.core.apply import step
from engine.core.frozen import replace
from engine.core.state import GameState, Runner
from engine.systems.pizzabox import plays
from engine.systems.pizzabox.cards import EVENTS, Area
from tests.engine.pizzabox.game import new_session

EVERYONE = frozenset({1, 2, 3})
RUNNERS = {1: "blu-lf", 2: "blu-1b", 3: "blu-ss"}


def situation(on: tuple[int, ...] = (), outs: int = 0, inning: int = 1, half: int = 0,
              score: tuple[int, int] = (0, 0)) -> GameState:
    game = new_session().game
    game = replace(game, inning=inning, half=half, score=score,
                   runs_by_inning=(((0,) * inning), (0,) * (inning - 1 + half)))
    runners = [Runner(RUNNERS[b], game.pitcher) if b in on else None for b in (1, 2, 3)]
    return replace(game, outs=outs, bases=(runners[0], runners[1], runners[2]))


def played(game: GameState, area: Area):
    """The state after the area is played, and its play row."""
    after, rows = step(game, plays.play(plays.result_text(game, area)))
    return after, next(r for r in rows if r.kind == "play")


def test_advantaged_runners_move_the_cards_number():
    assert plays.moves((1, 2, 3), 0, Area("1B", "8", EVERYONE, 1)) == (1, {1: 2, 2: 3, 3: 4}, frozenset())
    assert plays.moves((2, 3), 0, Area("1B", "7", frozenset({2, 3}), 2)) == (1, {2: 4, 3: 4}, frozenset())
    assert plays.moves((1,), 0, Area("2B", "7", EVERYONE, 2)) == (2, {1: 3}, frozenset())
    assert plays.moves((1, 2), 1, Area("GO", "63", frozenset({2, 3}), 1)) == (0, {1: 1, 2: 3}, frozenset())


def test_a_runner_on_a_white_box_holds_unless_forced():
    single = Area("1B", "7", frozenset({2, 3}), 2)
    assert plays.moves((1,), 0, single)[1] == {1: 2}  # forced by the batter
    assert plays.moves((1, 3), 0, single)[1] == {1: 2, 3: 4}
    walk = Area("BB")
    assert plays.moves((3,), 0, walk)[1] == {3: 3}
    assert plays.moves((2,), 0, walk)[1] == {2: 2}
    assert plays.moves((1, 3), 0, walk)[1] == {1: 2, 3: 3}
    assert plays.moves((1, 2, 3), 0, walk)[1] == {1: 2, 2: 3, 3: 4}
    assert plays.moves((1, 2), 0, Area("GO", "43"))[1] == {1: 1, 2: 2}  # an out forces nobody


def test_a_runner_is_never_passed_the_trailing_runner_pushes_him_on():
    # the runner from first has the advantage (+2), the one on second has not: he goes home
    assert plays.moves((1, 2), 0, Area("1B", "8", frozenset({1}), 2)) == (1, {1: 3, 2: 4}, frozenset())


@given(on=st.sets(st.sampled_from((1, 2, 3))), outs=st.integers(0, 2),
       event=st.sampled_from(EVENTS), adv=st.sets(st.sampled_from((1, 2, 3))), move=st.integers(0, 3))
def test_nobody_is_passed_and_no_two_runners_share_a_base(on, outs, event, adv, move):
    area = Area(event, "643" if event == "DP" else "8", frozenset(adv), move)
    batter, ends, outs_on = plays.moves(tuple(sorted(on)), outs, area)
    standing = [batter] if 0 < batter < 4 else []
    previous = batter
    for base in sorted(ends):
        assert ends[base] >= base  # nobody goes back
        assert ends[base] == 4 or ends[base] > previous, (batter, ends)
        previous = ends[base]
        standing += [ends[base]] if ends[base] < 4 else []
    assert len(standing) == len(set(standing))


def test_a_double_play_puts_out_the_batter_and_the_runner_from_first():
    dp = Area("DP", "643")
    game = situation(on=(1, 3))
    assert plays.result_text(game, dp) == "64(1)3/GDP"
    after, row = played(game, dp)
    assert after.outs == 2 and row.gdp and row.outs_on_play == 2 and row.rbi == 0
    assert after.runner_on("3").player == RUNNERS[3] and after.runner_on("1") is None


def test_a_double_play_card_with_first_empty_or_two_out_is_a_plain_ground_out():
    dp = Area("DP", "643")
    assert plays.result_text(situation(on=(2,)), dp) == "643/G"
    after, row = played(situation(on=(2,)), dp)
    assert after.outs == 1 and not row.gdp and after.runner_on("2") is not None
    assert plays.result_text(situation(on=(1,), outs=2), dp) == "643/G"
    after, row = played(situation(on=(1,), outs=2), dp)
    assert row.outs_on_play == 1 and after.half == 1  # the batter was the third out


def test_a_fly_out_scoring_the_runner_from_third_is_a_sacrifice_fly():
    fly = Area("FO", "8", frozenset({3}), 1)
    game = situation(on=(3,), outs=1)
    assert plays.result_text(game, fly) == "8/F/SF.3-H"
    after, row = played(game, fly)
    assert row.sf and not row.at_bat and row.rbi == 1 and after.score == (1, 0)
    _, row = played(situation(on=(2,)), fly)
    assert not row.sf and row.at_bat  # nobody scored


def test_the_third_out_scores_nobody():
    productive = Area("GO", "63", frozenset({2, 3}), 1)
    game = situation(on=(2, 3), outs=2)
    assert plays.moves((2, 3), 2, productive) == (0, {}, frozenset())
    assert plays.result_text(game, productive) == "63/G"
    after, row = played(game, productive)
    assert after.score == (0, 0) and row.runs == 0 and after.half == 1
    assert plays.result_text(situation(on=(3,), outs=2), Area("FO", "8", frozenset({3}), 1)) == "8/F"


def walk_off_spot(on, home_behind_by: int) -> GameState:
    return situation(on=on, inning=9, half=1, score=(home_behind_by, 0))


def test_a_walk_off_hit_counts_to_the_winning_run_and_the_batter_gets_the_bases_he_needed():
    """Rule 7.01(g), Rule 9.06(f): tied, bases loaded, a double: the winning runner from third
    advanced one base, so the batter is credited with a single; the others move up as forced."""
    game = walk_off_spot((1, 2, 3), 0)
    double = Area("2B", "7", EVERYONE, 2)
    assert plays.result_text(game, double) == "S7.3-H;2-3;1-2"
    after, row = played(game, double)
    assert after.final and after.end_reason == "walk-off" and after.score == (0, 1)
    assert row.hit_value == 1 and row.runs == 1 and row.rbi == 1


def test_a_walk_off_counts_every_run_up_to_the_winning_one():
    # down by one, bases loaded, a triple: the runners from third and second score, and the
    # winning runner from second advanced two bases: a double; the runner from first to third
    game = walk_off_spot((1, 2, 3), 1)
    assert plays.result_text(game, Area("3B", "9", EVERYONE, 3)) == "D9.3-H;2-H;1-3"
    after, row = played(game, Area("3B", "9", EVERYONE, 3))
    assert after.score == (1, 2) and row.hit_value == 2 and after.final


def test_a_walk_off_walk_scores_the_forced_run_only():
    after, row = played(walk_off_spot((1, 2, 3), 0), Area("BB"))
    assert row.text == "W.3-H;2-3;1-2" and after.score == (0, 1) and after.final


def test_a_walk_off_home_run_scores_every_runner():
    game = walk_off_spot((1, 2, 3), 0)
    assert plays.result_text(game, Area("HR", "", EVERYONE, 3)) == "HR.3-H;2-H;1-H"
    after, row = played(game, Area("HR", "", EVERYONE, 3))
    assert after.score == (0, 4) and row.runs == 4 and row.rbi == 4 and after.final


def test_before_the_last_half_every_run_counts():
    game = situation(on=(1, 2, 3), inning=8, half=1)
    assert plays.result_text(game, Area("2B", "7", EVERYONE, 2)) == "D7.3-H;2-H;1-3"
    assert plays.result_text(walk_off_spot((1, 2, 3), 3), Area("2B", "7", EVERYONE, 2)) == "D7.3-H;2-H;1-3"


def test_an_error_puts_the_batter_on_first_and_a_sacrifice_moves_every_runner():
    after, row = played(situation(on=(2,)), Area("E", "6", EVERYONE, 1))
    assert row.text == "E6.2-3" and row.errors and after.runner_on("1") is not None
    game = situation(on=(1, 2))
    assert plays.sacrifice(game, "13") == "13/SH/BG.2-3;1-2"
    assert plays.sacrifice(situation(on=(1, 2), outs=2), "13") == "13/BG"
    after, row = step(game, plays.play(plays.sacrifice(game, "13")))
    assert next(r for r in row if r.kind == "play").sh and after.outs == 1
