"""Recording a physical game of Pizza Box at the table (rules/pizza_box.md §5,
engine/systems/pizzabox/table_entry.py): each word of the language, lines refused whole with
one sentence naming the word, and notes where a card cannot have come from the deck in play —
the typed card stands."""

from __future__ import annotations

import re

import pytest

from engine.core.errors import EntryError
from engine.systems.pizzabox.table_entry import check_line
from tests.engine.pizzabox.game import new_session, plays, texts


def table(level: str = "A"):
    return new_session(level, entry="table")


def enter(s, *lines: str):
    for line in lines:
        s.answer(line)
    return s


def to_inning(s, inning: int):
    """Strikeouts until the top of `inning`."""
    while s.game.inning < inning:
        s.answer("t K K")
    return s


def one_sentence(message: str) -> bool:
    return message.endswith(".") and "\n" not in message and not re.search(r"[.!?] [A-Z]", message[:-1])


def refused(s, line: str) -> str:
    """The message of a refused line, after checking that nothing of it was recorded."""
    before, state = s.records, s.state
    with pytest.raises(EntryError) as caught:
        s.answer(line)
    assert s.records == before and s.state is state
    message = str(caught.value)
    assert one_sentence(message), message
    return message


# The words -----------------------------------------------------------------------------------

def test_the_two_cards_and_the_result_card_by_its_id():
    s = enter(table(), "t B HA07", "w K HA08", "t K PA08", "w B NA11")
    assert texts(s) == ["S7", "S9.1-2", "K", "K"]
    assert s.state.hand.face_up == ("BALL", "STRIKE", "STRIKE", "BALL")


def test_a_result_by_its_event_code_with_fielders_and_runner_overrides():
    s = enter(table(), "t B 2B", "w B GO63 2>3", "t K FO8 3>H")
    assert texts(s) == ["D", "63/G.2-3", "8/F/SF.3-H"]
    s = enter(table(), "t B BB", "w K 1B 1>3", "t B E5", "t K K", "w B DP643")
    assert texts(s) == ["W", "S.1-3", "E5.3-H;1-2", "K", "64(1)3/GDP"]


def test_the_words_are_read_without_regard_to_case_where_they_cannot_be_mistaken():
    s = enter(table(), "T B ha07", "w k go 1>2")
    assert texts(s) == ["S7", "63/G.1-2"]
    assert "'b' is not a pitcher's card" in refused(s, "t b HA08")  # b is BUNT


@pytest.mark.parametrize("running, steal", [("+", "SB2"), ("RUN01", "SB2"), ("-", "CS2(26)"),
                                            ("RUN08", "CS2(26)")])
def test_a_steal_with_the_running_card_by_sign_or_id(running, steal):
    s = enter(table("AA"), "t B BB", f"s K {running} PA08")
    assert texts(s) == ["W", steal, "K"]


def test_a_runner_override_after_a_steal_names_the_base_he_stole():
    s = enter(table("AA"), "t B BB", "s K + GO 2>3")
    assert texts(s) == ["W", "SB2", "63/G.2-3"]


def test_no_running_card_against_a_pitchout():
    s = enter(table("AA"), "t B BB", "s P HA19")
    assert texts(s) == ["W", "CS2(26)", "W"] and s.game.outs == 1


def test_caught_stealing_for_the_third_out_needs_no_result_card():
    s = enter(table("AA"), "t K K", "t K K", "t B BB", "s P")
    assert texts(s)[-1] == "CS2(26)" and (s.game.inning, s.game.half) == (1, 1)
    enter(s, "t K K", "t K K", "t K K")
    assert s.game.batter == "blu-lf"  # the 4th batter leads off the 2nd


def test_a_bunt_against_a_strike_needs_no_card():
    s = enter(table("AA"), "t B BB", "b K")
    assert texts(s)[-1] == "13/SH/BG.1-2"


def test_a_pitching_change_by_player_or_card_before_the_cards():
    s = enter(table("PRO"), "t K K", "p red-lr1 t K K", "p SR1 t K K")
    subs = [r for r in s.records if r.kind == "sub"]
    assert [r.player for r in subs] == ["red-lr1", "red-sr1"]
    assert s.state.pitching[1].used == ("SP1", "LR1", "SR1")


def test_a_pinch_hitter_before_the_cards():
    s = to_inning(table("AAA"), 7)
    enter(s, "t K K", "t K K", *["t B BB"] * 6)
    enter(s, "ph blu-ph1 t B HA05")  # the 1st pinch hitter reads slot 6: a single
    assert s.game.teams[0].lineup[8] == "blu-ph1" and texts(s)[-1] == "S4.3-H;2-3;1-2"


def test_the_outcome_override_and_plain_lines():
    s = enter(table(), "=S8", "t K =K", "com the card fell off the table", "t K K # a comment")
    assert texts(s) == ["S8", "K", "K"]


# Refusals --------------------------------------------------------------------------------------

@pytest.mark.parametrize("level, before, line, word", [
    ("A", (), "x K HA07", "'x' is not a hitter's card"),
    ("A", (), "t Z HA07", "'Z' is not a pitcher's card"),
    ("A", (), "t K ZZ9", "'ZZ9' is neither a result card of the set nor an event"),
    ("A", ("t B BB",), "s K +", "'s': STEAL cannot be played now (STEAL comes in at AA, and this game is played at A)"),
    ("AA", (), "s K +", "'s': STEAL cannot be played now (only a runner on first steals"),
    ("AA", ("t B BB", "t B BB"), "s K +", "'s': STEAL cannot be played now"),
    ("AA", (), "b K", "'b': BUNT cannot be played now (no bunt with a runner on third"),
    ("A", (), "t P HA07", "'P': a pitchout is called with a BALL card from AA on"),
    ("AA", ("t B BB",), "s K x", "'x' is not a running card"),
    ("A", (), "t K GO 2>H", "'2>H': nobody is on base 2"),
    ("A", ("t B 2B",), "t B HA07 2>H", "'2>H': a result card moves its runners itself"),
    ("AA", ("t K K", "t B BB"), "s K - GO 1>2", "'1>2': nobody is on base 1"),
    ("A", ("t K K", "t K K", "t B 3B"), "t K FO8 3>H", "'3>H': the FO makes the third out, so no runner"),
    ("A", ("t K K", "t B BB"), "w B DP 1>2", "'1>2': the DP makes the third out"),
    ("A", (), "p red-lr1 t K K", "'p red-lr1' is a pitching change at PRO"),
    ("A", (), "p", "'p' needs the player coming in"),
    ("AAA", (), "ph blu-ph1 t K K", "'ph blu-ph1' is a pinch hitter for slot 9 after the 6th inning"),
    ("PRO", ("t K K",), "p red-zz t K K", "'red-zz' cannot come in now"),
    ("A", (), "", "Type the plate appearance"),
])
def test_a_line_that_breaks_a_rule_is_refused_whole_naming_the_word(level, before, line, word):
    s = enter(table(level), *before)
    assert word in refused(s, line)


def test_a_line_is_refused_whole_even_after_a_plate_appearance_it_completed():
    s = table()
    assert "'x'" in refused(s, "t B HA07 x K K")
    assert plays(s) == []


def test_a_plate_appearance_may_not_be_cut_by_a_plain_entry():
    s = enter(table(), "t K")
    assert "Finish the plate appearance first" in refused(s, "end")


def test_check_line_reads_the_words_without_the_game():
    assert check_line("w B HA07 # ok") == "w B HA07 # ok"
    assert check_line("s K + t B GO63 2>H") and check_line("p red-lr1 ph blu-ph1 w K K")
    with pytest.raises(EntryError, match=r"^'H@7' is not part of the table's language"):
        check_line("w B H@7")
    with pytest.raises(EntryError, match=r"^'=' needs the play that happened"):
        check_line("w B =")


# Notes -------------------------------------------------------------------------------------------

def test_a_card_drawn_before_since_the_reshuffle_is_noted_and_stands():
    s = enter(table(), "t B HA07")
    answered = s.answer("t B HA07")
    assert answered.notes == ("HA07 was drawn before since the last reshuffle; recorded as typed.",)
    assert texts(s) == ["S7", "S7.1-2"]


def test_a_card_of_another_deck_is_noted_and_stands():
    answered = table().answer("t K HA07")
    assert answered.notes == ("HA07 is a Hitter Advantage card, but these two cards draw Pitcher "
                              "Advantage; recorded as typed.",)
    assert answered.records[-1].text == "S7"


def test_an_eleventh_strike_card_is_noted_and_stands():
    s = enter(table(), *["t K BB"] * 8, "t K K")
    assert s.answer("t K K").notes == ()  # the 10th STRIKE card of the red deck
    answered = s.answer("t K K")
    assert answered.notes == ("Every STRIKE card of the red deck has been shown since the last "
                              "reshuffle; recorded as typed.",)
    assert answered.records[-1].text == "K" and s.game.half == 1


def test_a_clean_line_has_no_notes():
    assert table().answer("t B HA07").notes == ()
