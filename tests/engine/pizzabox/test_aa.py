"""AA (rules/pizza_box.md §2.3, §2.4, §2): the steal, the bunt, the pitchout, and the cards
the defence keeps for its next time in the field."""

from __future__ import annotations

import pytest

from engine.core.frozen import replace
from engine.core.state import Runner
from engine.systems.pizzabox import decks, flow
from engine.systems.pizzabox.state import Hand
from tests.engine.pizzabox.game import (auto, give, new_session, out, play, reach,
                                        retire_side, state, texts, to_half, up_to_bat, with_game)

ON = {1: "blu-lf", 2: "blu-1b", 3: "blu-ss"}


def hitter_cards(level: str, *on: int) -> tuple[str, ...]:
    s = state(new_session(level))
    runners = tuple(Runner(ON[b], "red-p") if b in on else None for b in (1, 2, 3))
    return flow.hitter_cards(with_game(s, bases=runners))


@pytest.mark.parametrize("on, cards", [
    ((), ("SWING", "TAKE")),
    ((1,), ("SWING", "TAKE", "STEAL", "BUNT")),
    ((2,), ("SWING", "TAKE", "BUNT")),
    ((1, 2), ("SWING", "TAKE", "BUNT")),
    ((1, 3), ("SWING", "TAKE", "STEAL")),
    ((3,), ("SWING", "TAKE")),
    ((2, 3), ("SWING", "TAKE")),
])
def test_steal_needs_a_runner_on_first_and_second_empty_and_bunt_none_on_third(on, cards):
    assert hitter_cards("AA", *on) == cards
    assert hitter_cards("A", *on) == ("SWING", "TAKE")


def pitcher_cards(level: str, hand: Hand) -> tuple[str, ...]:
    return flow.pitcher_cards(replace(state(new_session(level)), hand=hand))


def test_a_pitchout_is_called_with_a_ball_card_and_only_from_aa():
    assert pitcher_cards("AA", Hand(cards=("BALL", "STRIKE"))) == ("STRIKE", "BALL", "PITCHOUT")
    assert pitcher_cards("AA", Hand(cards=("STRIKE", "STRIKE"))) == ("STRIKE",)
    assert pitcher_cards("AA", Hand(cards=("BALL",))) == ("BALL", "PITCHOUT")
    assert pitcher_cards("A", Hand(cards=("BALL", "STRIKE"))) == ("STRIKE", "BALL")
    assert pitcher_cards("AA", Hand(hidden=3)) == ("STRIKE", "BALL", "PITCHOUT")  # at a table


def runner_on_first(level: str = "AA"):
    s = new_session(level)
    reach(s)
    assert s.game.runner_on("1") is not None and s.game.runner_on("2") is None
    return s


def test_a_steal_is_checked_first_with_a_running_card_and_the_batter_then_takes():
    s = play(runner_on_first(), "hitter=STEAL", "pitch=STRIKE")
    ask = s.ask()
    assert ask.key == "running" and ask.deck == "running" and ask.who == "chance"
    assert ask.options == s.state.options.cards.deck("RUN")
    play(s, "running=RUN01")  # SAFE
    ask = s.ask()
    assert ask.key == "result" and ask.deck == "PA"  # STEAL reads as TAKE against a STRIKE
    play(s, "result=PA02")  # a single read with the runner on second: advantaged, +2
    assert texts(s)[-2:] == ["SB2", "S8.2-H"] and s.game.score == (1, 0)


def test_an_out_running_card_is_caught_stealing_and_the_at_bat_goes_on():
    s = play(runner_on_first(), "hitter=STEAL", "pitch=BALL", "running=RUN08")
    assert s.ask().key == "result" and s.ask().deck == "HA"  # TAKE against a BALL
    play(s, "result=HA30")  # 6-3 with nobody on: the runner is out already
    assert texts(s)[-2:] == ["CS2(26)", "63/G"] and s.game.outs == 2


def test_a_pitchout_throws_the_runner_out_without_a_card():
    s = play(runner_on_first(), "hitter=STEAL", "pitch=PITCHOUT")
    ask = s.ask()
    assert ask.key == "result" and ask.deck == "HA"
    assert state(s).hand.face_up[-1] == "BALL"  # the pitchout is a BALL card
    play(s, "result=HA19")
    assert texts(s)[-2:] == ["CS2(26)", "W"] and s.game.outs == 1


def test_the_running_cards_are_reshuffled_after_every_steal():
    s = play(runner_on_first(), "hitter=STEAL", "pitch=STRIKE", "running=RUN01", "result=PA08")
    s.answer("=S8.2-H")  # a runner on first again, second empty
    play(s, "hitter=STEAL", "pitch=STRIKE")
    assert s.ask().options == s.state.options.cards.deck("RUN")  # RUN01 is back


def test_caught_stealing_for_the_third_out_leaves_the_batter_to_lead_off():
    s = new_session("AA")
    out(s), out(s)
    reach(s)
    batter = s.game.batter
    piles = s.state.piles
    play(s, "hitter=STEAL", "pitch=PITCHOUT")
    assert (s.game.inning, s.game.half) == (1, 1)
    assert s.state.piles == piles  # no result card was drawn
    to_half(s, 2, 0)
    assert s.game.batter == batter


def test_a_bunt_against_a_strike_is_a_sacrifice_without_a_card():
    s = play(runner_on_first(), "hitter=BUNT", "pitch=STRIKE")
    assert texts(s)[-1] == "13/SH/BG.1-2"
    assert s.game.outs == 1 and s.game.runner_on("2") is not None
    assert s.ask().key in ("hitter", "draw")  # the next batter


@pytest.mark.parametrize("pitch, deck", [("BALL", "NA"), ("PITCHOUT", "HA")])
def test_a_bunt_against_a_ball_draws_no_advantage_and_against_a_pitchout_hitter_advantage(pitch, deck):
    s = play(runner_on_first(), "hitter=BUNT", f"pitch={pitch}")
    ask = s.ask()
    assert ask.key == "result" and ask.deck == deck


def test_the_defence_keeps_up_to_two_unplayed_cards_on_top_of_its_next_five():
    s = new_session("AA")
    up_to_bat(s)
    assert sorted(state(s).hand.cards) == ["BALL", "BALL", "STRIKE", "STRIKE", "STRIKE"]
    retire_side(s)  # three STRIKEs played: two BALLs left in red's hand
    ask = s.ask()
    assert ask.key == "keep" and ask.who == "offense"  # red is at bat now
    assert ask.options == ("none", "BALL", "BALL BALL")
    play(s, "keep=BALL BALL")
    red = s.state.decks[1].left
    to_half(s, 2, 0)
    play(s, "keep=none")  # blue, off the field now, keeps nothing
    assert state(s).hand.cards[:2] == ("BALL", "BALL")
    draws = 0
    while (ask := s.ask()).key == "draw":
        give(s, ask, auto(s, ask))
        draws += 1
    assert draws == 5 and state(s).hand.size == 7
    assert s.state.decks[1].left == red - 5  # the kept cards never went back into the deck


def test_never_more_than_two_kept_and_only_cards_not_played():
    s = replace(state(new_session("AA")), offer=(("BALL", "BALL", "BALL", "STRIKE"), 2))
    assert decks.keep_options(s, 2) == ("none", "BALL", "STRIKE", "BALL BALL", "BALL STRIKE")


def test_no_keeping_at_a_ball():
    s = new_session("A")
    retire_side(s)
    assert s.ask().key == "draw"


def test_cards_kept_over_the_third_inning_go_back_in_the_reshuffle():
    s = new_session("AA")
    to_half(s, 3, 0)
    retire_side(s)
    ask = s.ask()
    assert ask.key == "keep"
    play(s, f"keep={ask.options[-1]}")
    to_half(s, 4, 0)
    assert state(s).hand.cards == () and s.state.kept == ((), ())
