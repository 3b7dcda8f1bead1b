"""Fielding grades agreed for one game (seed §6(1): the players agree the grades before the
draft; rules/nanyou.md §3.1): the game's `grades` option carries them card by card, the cards
the list does not name keep the card set's grades, and the game plays and replays with them.
Home fields first: its pitcher is HOM9, its catcher HOM7, its centre fielder HOM1; every card
of tests/engine/nanyou/game.py is grade C unless a test says otherwise."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import ScorebookError
from engine.systems.nanyou import SYSTEM
from engine.systems.nanyou.cards import sample_cards
from engine.systems.nanyou.sim import sim_setup
from engine.systems.nanyou.state import read_options
from engine.systems.session import Session
from tests.engine.nanyou.game import hit, new_session, pitch, play, team, texts


def test_an_agreed_grade_a_pitcher_turns_3_3_into_a_strike_and_the_card_sets_grade_does_not():
    s = new_session(grades="HOM9:A")  # his card says C; the players agreed A for this game
    play(s, *pitch(3, 3))
    assert (s.game.strikes, texts(s)) == (1, [])
    s = new_session(grades="on")  # the card set's grade: C
    play(s, *pitch(3, 3), "die.card1=1", "die.card2=3")
    assert texts(s) == ["S8"]


def test_an_agreed_grade_overrides_the_card_sets_grade_both_ways():
    home = team("HOM", changes={9: {"grade": "A"}})
    s = new_session(home=home, grades="hom9:c")  # any case; agreed down to C
    play(s, *pitch(3, 3), "die.card1=1", "die.card2=3")
    assert texts(s) == ["S8"]


def test_agreed_grades_set_the_error_chances_and_leave_the_other_cards_as_the_set_has_them():
    home = team("HOM", changes={2: {"grade": "A"}})  # the shortstop, graded A by the card set
    s = new_session(home=home, grades="HOM1:D", errors="on")
    play(s, *hit(1, 4), "die.error1=3", "die.error2=3")  # GO 6-3: the shortstop is still A
    play(s, *hit(1, 5), "die.error1=2", "die.error2=1")  # FO 8: the agreed grade-D CF drops 1-2
    assert texts(s) == ["63/G", "E8/F"]


def test_an_agreed_grade_a_catcher_adds_5_6_to_the_caught_stealing_set():
    s = new_session(grades="HOM7:A", steals="on")
    play(s, *hit(1, 3))
    play(s, *pitch(1, 2, "steal 2"), "die.catch1=6", "die.catch2=5")
    assert texts(s)[-1] == "CS2(26)"


def test_two_games_with_different_grades_each_replay_with_their_own():
    agreed = new_session(grades="HOM9:A, VIS9:B")
    other = new_session(grades="HOM9:D")
    for session in (agreed, other):
        again = Session(SYSTEM, session.setup, dict(session.options))
        cards = again.state.options.cards
        assert again.state.options.grades
        assert {player: cards[player].grade for player in ("hom-hom9", "vis-vis9", "hom-hom1")} \
            == ({"hom-hom9": "A", "vis-vis9": "B", "hom-hom1": "C"} if session is agreed
                else {"hom-hom9": "D", "vis-vis9": "C", "hom-hom1": "C"})


@pytest.mark.parametrize("grades, message", [
    ("HOM9", "Option grades: 'HOM9' is no card's grade: write the card id, a colon and the "
             "grade, as N07:A (or say on or off)."),
    ("HOM9:E", "Option grades: HOM9:E gives the grade 'E': a grade is A, B, C or D."),
    ("HOM9:A HOM9:B", "Option grades gives card HOM9 two grades, A and B: agree one."),
    ("maybe", "Option grades: 'maybe' is no card's grade: write the card id, a colon and the "
              "grade, as N07:A (or say on or off)."),
])
def test_bad_grades_are_one_sentence(grades, message):
    with pytest.raises(ScorebookError) as refused:
        read_options({"grades": grades})
    assert str(refused.value) == message


def test_the_computer_drafts_and_plays_with_the_agreed_grades():
    pool = list(sample_cards().values())
    assert sample_cards()["N08"].grade == "D"
    _, stored = sim_setup(pool, random.Random(3), ("HOM", "Home"), ("VIS", "Visitors"),
                          {"grades": "N08:A N01:D", "draft": "on"})
    data = json.loads(stored["cards"])
    graded = {card["id"]: card["grade"] for card in data.values()}  # all 30 were drafted
    assert (len(graded), graded["N08"], graded["N01"], graded["N02"]) == (30, "A", "D", "A")
    options = read_options(stored)
    assert {card.grade for card in options.cards.values() if card.id == "N08"} == {"A"}
    assert stored["grades"] == "N08:A N01:D"


def test_the_computer_refuses_grades_for_a_card_not_in_the_set():
    pool = list(sample_cards().values())
    with pytest.raises(ScorebookError) as refused:
        sim_setup(pool, random.Random(3), ("HOM", "Home"), ("VIS", "Visitors"),
                  {"grades": "N08:A N77:B"})
    assert str(refused.value) == ("Option grades: there is no card N77 in the nanyou card set "
                                  "in use (see scorebook cards list nanyou).")
