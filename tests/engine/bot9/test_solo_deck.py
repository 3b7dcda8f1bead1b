"""The pitch deck as the solo pitcher's fatigue track (rules/bot9.md §5.3, §5.5): the
stare-down draw, tire, recover, clean-up, exhaustion and relief, the new inning's tire, and
no tiring choice without a full guess (the choice itself: test_mvp.py)."""

from __future__ import annotations

from engine.core.events import Substitution
from engine.systems.bot9.abilities import TIRE
from engine.systems.bot9.solo import deck as solo_deck
from engine.systems.bot9.state import SoloState
from tests.engine.bot9.solo_table import (SOLO, answer, draw_situation, solo_session,
                                          strike_out_everyone, with_deck)

ALL = ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "E1", "E2", "E3", "E5", "E6")


def test_the_deck_at_set_up_is_every_card_but_the_two_on_the_table():
    session = solo_session(situation="S1", effect="E4")
    assert session.state.solo.deck == ALL
    assert session.state.solo.discard == ()
    assert len(ALL) == 13  # the seed's count at the start of game 1


def test_the_stare_down_asks_the_guess_first_then_draws_from_the_deck():
    session = solo_session()
    assert session.ask().key == "guess" and session.ask().who == "offense"
    answer(session, "guess", "LA")
    ask = session.ask()
    assert (ask.key, ask.who, ask.kind, ask.deck) == ("solo.card", "chance", "card", "pitch")
    assert ask.options == ALL


def test_a_situation_card_gives_the_pitch_by_its_icon_and_goes_to_the_discard():
    session = solo_session()
    answer(session, "guess", "LA")
    answer(session, "solo.card", "S3")  # its icon is LI
    state = session.state
    assert state.turn.aim == "LI" and state.turn.guess == "LA"
    assert "S3" not in state.solo.deck and state.solo.discard == ("S3",)
    assert session.ask().key == "die.pitch"


def test_an_effect_card_does_its_stare_down_then_the_next_card_gives_the_pitch():
    session = solo_session(effect="E1")  # E4 (Pickoff Throw: tire 1) is in the deck
    answer(session, "guess", "HI")
    answer(session, "solo.card", "E4")
    tire = session.ask()
    assert (tire.key, tire.kind, tire.deck) == ("solo.tire", "card", "pitch")
    answer(session, "solo.tire", "S9")
    assert session.state.solo.discard == ("E4", "S9")
    answer(session, "solo.card", "S6")  # icon HI
    assert session.state.turn.aim == "HI" and session.state.turn.drawn == ("E4", "S6")
    # E4's basic effect holds for this pitch: the batter may add 1 to his run die
    effects = [a.effect.text for a in session.state.turn.card_effects]
    assert effects == ["adj(run,+1)"]


def test_an_effect_card_can_throw_the_ace_pitch():
    session = solo_session(effect="E1", starter="P02")  # P02's ace is LA
    answer(session, "guess", "HI")
    answer(session, "solo.card", "E3")  # Scouting Report: throw(ace)
    assert session.state.turn.aim == "LA"
    assert session.ask().key == "die.pitch"


def test_recover_brings_back_the_bottom_cards_of_the_discard():
    session = with_deck(solo_session(effect="E4"), deck=("S2", "E1"),
                        discard=("S3", "S4", "S5", "S6"))
    answer(session, "guess", "HI")
    answer(session, "solo.card", "E1")  # Mound Visit: recover 2
    solo = session.state.solo
    assert solo.discard == ("S5", "S6", "E1")  # the bottom two came back
    assert set(solo.deck) == {"S2", "S3", "S4"}


def test_clean_up_recovers_one_card_per_empty_base():
    session = with_deck(solo_session(), deck=ALL[:5], discard=ALL[5:])  # a runner on first
    draw_situation(session)
    before = session.state.solo.discard
    session.answer("=K")  # strikeout: still a runner on first, two bases empty
    after = session.state.solo
    assert after.discard == before[2:]
    assert set(before[:2]) <= set(after.deck)


def test_tire_moves_only_what_the_deck_holds():
    solo = solo_deck.tire(SoloState(deck=("S2",), discard=("S3",)), 3)
    assert solo.tires == 1
    relieved = solo_deck.tire(SoloState(deck=("S2",), discard=("S3",), relief=True), 3)
    assert relieved.tires == 2  # the discard is shuffled back in before the tiring


def test_an_empty_deck_means_no_ace_pitch_until_the_batter_changes():
    session = with_deck(solo_session(starter="P01"), deck=(), discard=ALL)  # P01's ace is HI
    answer(session, "guess", "HI")
    ask = session.ask()
    assert (ask.key, ask.who) == ("solo.pitch", "chance")
    assert ask.options == ("HA", "LI", "LA")
    answer(session, "solo.pitch", "LA")
    assert session.state.solo.exhausted
    session.answer("=K")  # the batter changes: the next pitcher card is revealed
    relief = session.ask()
    assert (relief.key, relief.kind, relief.deck) == ("solo.reliever", "card", "pitchers")
    assert relief.options == ("deck-p02", "deck-p03", "deck-p04", "deck-p05", "deck-p06")
    state, events = session.system.answer(session.state, relief, "deck-p04")
    assert isinstance(events[0], Substitution) and events[0].player == "deck-p04"
    answer(session, "solo.reliever", "deck-p04")
    assert session.game.pitcher == "deck-p04"
    solo = session.state.solo
    assert solo.deck == ALL and solo.discard == () and not solo.exhausted
    assert solo.tires == 3  # the new deck, then Tire 3
    for _ in range(3):
        answer(session, "solo.tire", session.ask().options[0])
    assert len(session.state.solo.deck) == 10 and len(session.state.solo.discard) == 3
    assert session.ask().key == "guess"


def test_a_reliever_is_any_pitcher_card_not_yet_used():
    session = with_deck(solo_session(starter="P03"), deck=(), discard=ALL, exhausted=True,
                        relief=True)
    assert "deck-p03" not in session.ask().options
    assert "deck-p01" in session.ask().options  # a starter's card may come in: the deck decides


def test_with_no_pitcher_card_left_the_same_arm_gets_a_new_deck():
    session = with_deck(solo_session(starter="P01", pitchers=("P01",)), deck=(), discard=ALL)
    answer(session, "guess", "LA")
    answer(session, "solo.pitch", "LA")
    session.answer("=K")
    assert session.game.pitcher == "deck-p01"
    assert session.state.solo.deck == ALL and session.state.solo.tires == 3
    assert session.ask().key == "solo.tire"


def test_a_new_inning_tires_the_pitcher_one_card():
    session = solo_session(situation="S2")  # tied, may go to the 10th
    strike_out_everyone(session, until_inning=10)
    assert session.game.inning == 10
    solo = session.state.solo
    assert solo.tires == 1
    ask = session.ask()
    assert ask.key == "solo.tire" and ask.options == solo.deck


def test_without_a_full_guess_there_is_no_tiring_choice():
    session = solo_session(starter="P01")
    answer(session, "guess", "HA")
    answer(session, "solo.card", "S9")  # LA
    answer(session, "die.pitch", "S")
    answer(session, "die.control", "3")
    assert session.ask().key == "die.swing"  # no ★MVP, nothing to tire it for
    answer(session, "die.swing", "5")
    ask = session.ask()
    assert ask is None or TIRE not in ask.options


def test_the_situation_icons_give_every_pitch():
    icons = {card.pitch for card in SOLO.situations.values()}
    assert icons == {"HI", "HA", "LI", "LA"}
