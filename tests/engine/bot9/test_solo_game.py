"""A solo game as a whole (rules/bot9.md §5): the set-up from the Situation card, the deal of a
season, the advanced rules (Hall of Fame, Manager of the Year, Veteran), the end of the game
and its result word, and replay from the stored answers."""

from __future__ import annotations

import random

import pytest

from engine.core.setup import BOTTOM
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.solo import (EXTRA_INNING_WIN, LOSS, WIN, SoloSetupError, board, deal,
                                      named_batters, pick_batters, result, visible_discard)
from engine.systems.bot9.solo.view import pitch_odds
from engine.systems.bot9.state import OptionError
from engine.systems.driver import driver_for
from engine.systems.session import Session, replay
from stats.solo import solo_rules
from tests.engine.bot9.solo_table import (CARDS, PITCHERS, SOLO, answer, draw_situation,
                                          solo_session, strike_out_everyone, with_deck)


def test_home_opener_sets_up_the_seed_s_game():
    session = solo_session(situation="S1")
    setup, game = session.setup, session.game
    assert SOLO.situations[SOLO.opener].name == "Home Opener"
    assert (game.inning, game.half, game.outs, game.score) == (9, BOTTOM, 1, (0, 0))
    assert setup.rules.innings == 9 and setup.rules.max_innings == 11
    assert setup.rules.tie_goes_to == "away" and setup.rules.lineup_size == 6
    assert game.bases[0].player == "solo-b07"  # the sixth batter stands on first
    assert game.bases[1] is None and game.bases[2] is None
    assert game.batter == "solo-b01"  # the leadoff man bats
    assert game.teams[0].lineup == () and game.pitcher == "deck-p01"
    assert session.state.options.running == "variant"


def test_runners_are_the_last_batters_from_first_base_up():
    loaded = solo_session(situation="S4").game  # bases loaded
    assert [r.player for r in loaded.bases] == ["solo-b07", "solo-b06", "solo-b04"]
    two = solo_session(situation="S3").game  # first and second
    assert [r.player if r else None for r in two.bases] == ["solo-b07", "solo-b06", None]


def test_hall_of_fame_starts_with_the_bases_empty():
    game = solo_session(situation="S4", hof=True).game
    assert game.bases == (None, None, None)
    assert game.outs == 1 and game.score == (4, 2)  # the rest of the card still holds


def test_manager_of_the_year_hides_the_discard_but_the_game_keeps_it():
    plain = with_deck(solo_session(), deck=("S2", "S3"), discard=("S4", "S5"))
    hidden = with_deck(solo_session(moty=True), deck=("S2", "S3"), discard=("S4", "S5"))
    assert visible_discard(plain.state) == ("S4", "S5")
    assert visible_discard(hidden.state) == ()
    assert hidden.state.solo.discard == ("S4", "S5")
    assert board(hidden.state).discard == () and board(hidden.state).deck_size == 2
    # what the batter may count on: the hidden discard tells him nothing
    assert pitch_odds(plain.state) != pitch_odds(hidden.state)


def test_veteran_uses_the_advanced_text_except_on_the_first_card():
    basic = solo_session(effect="E2")  # Rain Delay, basic: tire 2 at set-up
    assert basic.state.solo.tires == 2
    veteran = solo_session(effect="E2", veteran=True)  # the first card is exempt
    assert veteran.state.solo.tires == 2
    not_exempt = solo_session(effect="E2", veteran=True, first_effect=False)  # advanced: recover
    assert not_exempt.state.solo.tires == 0
    assert board(not_exempt.state).effect_words.startswith("He kept warm")


def test_veteran_uses_the_advanced_text_of_the_cards_drawn():
    for veteran, expected in ((False, "adj(run,+1)"), (True, "adj(field,+1)")):
        session = solo_session(effect="E1", veteran=veteran)
        answer(session, "guess", "HI")
        answer(session, "solo.card", "E4")  # Pickoff Throw
        assert [a.effect.text for a in session.state.turn.card_effects] == [expected]


def test_the_flipped_card_s_ability_holds_all_game_for_its_side():
    session = solo_session(effect="E6")  # basic: you may add 1 to the hit die
    draw_situation(session)
    assert [a.effect.text for a in session.state.solo.in_force] == ["adj(hit,+1)"]
    answer(session, "die.pitch", "S")
    answer(session, "die.control", "2")
    if session.ask().key == "batter.mvp":  # the card drawn was the pitch guessed
        answer(session, "batter.mvp", session.ask().options[0])
    answer(session, "die.swing", "5")
    assert any("Bullpen Stirring" in o for o in session.ask().options)


def test_a_walk_off_in_the_starting_inning_is_a_win():
    session = solo_session(situation="S2")
    draw_situation(session)
    session.answer("=HR")
    assert session.game.final and result(session.state) == WIN


def test_a_win_after_the_starting_inning_is_an_extra_inning_win():
    session = solo_session(situation="S1")  # may go to the 11th
    strike_out_everyone(session, until_inning=10)
    while session.ask().key != "guess":
        session.answer(session.ask().options[0], "chance")
    draw_situation(session)
    session.answer("=HR")
    assert session.game.inning == 10 and result(session.state) == EXTRA_INNING_WIN


def test_extra_innings_go_to_the_card_s_last_inning_then_the_game_is_lost():
    session = solo_session(situation="S1")  # 9th, may go to the 11th
    assert result(session.state) == ""
    strike_out_everyone(session)
    game = session.game
    assert game.final and game.inning == 11 and game.score == (0, 0)
    assert result(session.state) == LOSS


def test_trailing_after_the_starting_inning_is_a_loss():
    session = solo_session(situation="S6")  # 8th, down 2-1
    strike_out_everyone(session)
    assert session.game.inning == 8 and result(session.state) == LOSS


def test_the_result_words_are_the_season_s():
    words = {rule.result for rule in solo_rules().results}
    assert {WIN, EXTRA_INNING_WIN, LOSS} == words


def test_a_solo_game_replays_from_its_answers():
    session = solo_session(situation="S5", effect="E2", veteran=True)
    driver = driver_for("simulate", session, random.Random(3), away=Bot9AI(random.Random(1)),
                        home=Bot9AI(random.Random(2)))
    assert driver.advance() is None
    again, _ = replay(session.system, session.setup, session.options,
                      [a.value for a in driver.history])
    assert again.state.solo == session.state.solo
    assert again.state.table == session.state.table and again.game.score == session.game.score
    assert result(again.state) in (WIN, EXTRA_INNING_WIN, LOSS)


def test_game_one_is_the_opener_and_later_games_deal_unused_situations():
    first = deal(7, 1, [], SOLO, PITCHERS)
    assert first.situation.id == SOLO.opener
    used = [first.situation.id]
    for number in range(2, 7):
        dealt = deal(7, number, used, SOLO, PITCHERS)
        assert dealt.situation.id not in used
        assert dealt.effect in SOLO.effects and dealt.starter in PITCHERS
        used.append(dealt.situation.id)
    assert deal(7, 4, used[:3], SOLO, PITCHERS) == deal(7, 4, used[:3], SOLO, PITCHERS)
    with pytest.raises(SoloSetupError, match="every Situation card"):
        deal(7, 10, list(SOLO.situations), SOLO, PITCHERS)


def test_the_season_s_batters_cover_six_positions():
    six = pick_batters(7, list(CARDS.values()))
    assert len(six) == 6 and all(card.kind == "batter" for card in six)
    assert named_batters(CARDS, [card.id for card in six]) == six
    with pytest.raises(SoloSetupError, match="P01 is not a batter"):
        named_batters(CARDS, ["B01", "B02", "B03", "B04", "B06", "P01"])
    with pytest.raises(SoloSetupError, match="6 different"):
        named_batters(CARDS, ["B01", "B02"])


def test_a_solo_option_that_cannot_be_used_is_one_sentence():
    session = solo_session()
    options = dict(session.options, situation="S99")
    with pytest.raises(OptionError, match="situation='S99'"):
        Session(session.system, session.setup, options)
    with pytest.raises(OptionError, match="veteran='maybe'"):
        Session(session.system, session.setup, dict(session.options, veteran="maybe"))


def test_at_the_table_the_reliever_is_any_pitcher_card_not_yet_used():
    session = solo_session(starter="P02", entry="table")
    assert session.state.solo is None  # the cards keep track of themselves
    session.answer("p deck-p05")
    assert session.game.pitcher == "deck-p05"
    session.answer("x0")
    session.answer("p deck-p01")  # an earlier card of the deck is still there to come in
    assert session.game.pitcher == "deck-p01"
