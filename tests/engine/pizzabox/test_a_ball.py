"""A-Ball, the basic game (rules/pizza_box.md §2, §2.1, §4): the matchup table, the defence's
hand (5, then 3, then one card per batter), the cards face up, the reshuffles, and how a game
ends."""

from __future__ import annotations

import pytest

from engine.core.frozen import replace
from engine.systems.pizzabox import decks
from engine.systems.pizzabox.state import PitchDeck
from tests.engine.pizzabox.game import (auto, give, new_session, out, pa, play, plays, reach,
                                        retire_side, state, to_half, up_to_bat)


@pytest.mark.parametrize("hitter, pitch, deck", [
    ("TAKE", "BALL", "HA"), ("SWING", "STRIKE", "HA"), ("TAKE", "STRIKE", "PA"), ("SWING", "BALL", "NA")])
def test_the_matchup_table_chooses_the_result_deck(hitter, pitch, deck):
    s = play(new_session(), f"hitter={hitter}", f"pitch={pitch}")
    ask = s.ask()
    assert ask.key == "result" and ask.deck == deck and ask.who == "chance"
    assert set(ask.options) == set(s.state.options.cards.deck(deck))


def test_a_ball_offers_only_swing_and_take_and_strike_or_ball():
    s = new_session()
    ask = up_to_bat(s)
    assert ask.options == ("SWING", "TAKE")
    play(s, "hitter=SWING")
    assert s.ask().options == ("STRIKE", "BALL")


def deals_before_the_batter(s) -> int:
    count = 0
    ask = s.ask()
    while ask.key == "draw":
        assert ask.deck == f"pitch.{s.state.defence_colour()}"
        give(s, ask, auto(s, ask))
        count, ask = count + 1, s.ask()
    return count


def test_the_defence_draws_five_then_three_then_one_card_per_batter():
    s = new_session()
    counts = []
    for _ in range(11):
        counts.append(deals_before_the_batter(s))
        reach(s)
    assert counts == [5, 0, 0, 0, 0, 3, 0, 0, 1, 1, 1]
    assert s.game.half == 0 and s.game.outs == 0


def test_a_played_card_stays_face_up_and_the_hand_shrinks():
    s = new_session()
    up_to_bat(s)
    assert state(s).hand.size == 5 and state(s).hand.face_up == ()
    hand = list(state(s).hand.cards)
    play(s, *pa("TAKE", "STRIKE", "result=PA08"))
    hand.remove("STRIKE")
    assert state(s).hand.cards == tuple(hand) and state(s).hand.face_up == ("STRIKE",)
    play(s, *pa("SWING", "BALL", "result=NA11"))
    assert state(s).hand.face_up == ("STRIKE", "BALL") and state(s).hand.size == 3


def test_at_a_ball_every_pitcher_card_leaves_the_field_with_the_defence():
    s = new_session()
    to_half(s, 1, 1)
    assert s.ask().key == "draw"  # nothing to keep at A, nothing carried over
    assert state(s).hand.size == 0 and state(s).hand.face_up == () and state(s).kept == ((), ())
    to_half(s, 2, 1)
    up_to_bat(s)
    assert state(s).hand.size == 5
    assert s.state.decks[0].left == 25 - 10  # blue dealt two hands of five, none returned
    assert s.state.decks[1].left == 25 - 10


def test_the_pitcher_decks_are_reshuffled_after_every_third_inning():
    s = new_session()
    to_half(s, 3, 1)
    assert s.state.decks[1].left < 25  # red dealt in the tops of the 1st to 3rd
    retire_side(s)
    assert (s.game.inning, s.game.half) == (4, 0)
    assert s.state.decks == (PitchDeck(10, 15), PitchDeck(10, 15))
    assert sum(map(len, s.state.piles)) == 52 + 36 + 72 - len(plays(s))  # not the result decks


def test_every_deck_is_reshuffled_after_the_sixth_inning():
    s = new_session()
    to_half(s, 6, 1)
    assert sum(map(len, s.state.piles)) < 52 + 36 + 72
    to_half(s, 7, 0)
    assert [len(p) for p in s.state.piles] == [52, 36, 72]
    assert s.state.decks == (PitchDeck(10, 15), PitchDeck(10, 15))


@pytest.mark.parametrize("ended, pitcher_decks, result_decks", [
    (2, False, False), (3, True, False), (6, True, True), (9, True, False), (10, False, False),
    (12, True, False), (15, True, True), (18, True, False), (21, True, True)])
def test_extra_innings_count_the_reshuffles_from_the_ninth(ended, pitcher_decks, result_decks):
    s = state(new_session())
    worn = replace(s, half=(ended, 1), piles=((), (), ()), decks=(PitchDeck(1, 1), PitchDeck(2, 2)))
    after = decks.turnover(replace(worn, game=replace(s.game, inning=ended + 1, half=0)))
    assert (after.decks == (PitchDeck(10, 15), PitchDeck(10, 15))) == pitcher_decks
    assert (after.piles == decks.fresh_piles(s.options.cards)) == result_decks


def test_a_game_is_nine_innings_and_a_tie_goes_on():
    s = new_session()
    to_half(s, 9, 1)
    retire_side(s)
    assert not s.game.final and (s.game.inning, s.game.half) == (10, 0)
    retire_side(s)
    play(s, *pa("SWING", "STRIKE", "result=HA15"))
    assert s.game.final and s.game.end_reason == "walk-off" and s.game.score == (0, 1)
    assert s.ask() is None


def test_the_home_team_skips_the_ninth_when_ahead():
    s = new_session()
    to_half(s, 1, 1)
    play(s, *pa("SWING", "STRIKE", "result=HA15"))
    to_half(s, 9, 0)
    retire_side(s)
    assert s.game.final and s.game.score == (0, 1) and s.ask() is None
    assert plays(s)[-1].inning == 9 and plays(s)[-1].half == 0


def test_the_visitors_ahead_after_nine_win_it():
    s = new_session()
    play(s, *pa("SWING", "STRIKE", "result=HA15"))
    to_half(s, 9, 1)
    assert not s.game.final
    retire_side(s)
    assert s.game.final and s.game.score == (1, 0)


def test_a_walk_off_ends_the_game_at_once():
    s = new_session()
    to_half(s, 9, 1)
    for _ in range(3):
        reach(s)
    play(s, *pa("TAKE", "BALL", "result=HA11"))  # a double with the bases loaded
    assert s.game.final and s.game.score == (0, 1) and s.ask() is None
    assert plays(s)[-1].text == "S7.3-H;2-3;1-2"


def test_outs_make_three_a_half():
    s = new_session()
    out(s), out(s)
    assert (s.game.half, s.game.outs) == (0, 2)
    out(s)
    assert (s.game.inning, s.game.half, s.game.outs) == (1, 1, 0)
