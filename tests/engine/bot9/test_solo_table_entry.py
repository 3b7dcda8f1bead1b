"""A solo game recorded at the table with the cards it drew (engine/systems/bot9/solo/table_draws.py):
every card that leaves the pitch deck is named on the pitch line and checked against the deck,
Effect cards act, the Tires and the reliever come when the rules say, and a card that cannot
come from the deck is refused naming it."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.solo import named_batters, solo_game
from engine.systems.session import Session, replay
from tests.engine.bot9.solo_table import CARDS, LINEUP, PITCHERS, SOLO, with_deck

#: The pitch deck of Home Opener with Pickoff Throw (E4) on the table: the other 13 cards.
DECK = ("S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "E1", "E2", "E3", "E5", "E6")


def at_the_table(situation: str = "S1", effect: str = "E4") -> Session:
    batters = named_batters(CARDS, LINEUP)
    setup, options = solo_game(batters, [CARDS[p] for p in PITCHERS], SOLO.situations[situation],
                               effect, entry="table", options={"drawn": "on"})
    return Session(SYSTEM, setup, options)


def record(session: Session, *lines: str) -> None:
    for line in lines:
        session.answer(line)


def refused(session: Session, line: str) -> str:
    with pytest.raises(EntryError) as caught:
        session.answer(line)
    return str(caught.value)


def test_the_card_named_leaves_the_deck_and_gives_the_pitch():
    session = at_the_table()
    assert session.state.solo.deck == DECK
    assert "name the cards drawn, as [S3] LA/LA b" in session.ask().prompt
    record(session, "[s3] LI/LI b")  # any case
    assert session.state.solo.deck == tuple(c for c in DECK if c != "S3")
    assert session.state.solo.discard == ("S3",) and session.game.balls == 1
    assert session.state.table == ("[s3] LI/LI b",)


def test_a_card_that_cannot_come_from_the_deck_is_refused_naming_it():
    session = at_the_table()
    record(session, "[S3] b")
    rest = " ".join(c for c in DECK if c != "S3")
    assert refused(session, "[S3] b") == f"S3 is in the discard: the pitch deck holds {rest}."
    assert refused(session, "[E4] b") == (f"E4 is on the table, not in the pitch deck: the pitch "
                                          f"deck holds {rest}.")
    assert refused(session, "[S1] b").startswith("S1 is on the table")
    assert refused(session, "[X9] b").startswith("X9 is not a solo card:")
    assert refused(session, "b") == ("Name the next card drawn for the pitch: every card that "
                                      "leaves the pitch deck, in order, as [S3] LA/LA b.")
    assert refused(session, "[S4 S5] b") == ("S5: no more cards leave the pitch deck on this "
                                             "pitch (the pitch is HA).")
    assert session.game.balls == 1 and session.state.solo.discard == ("S3",)  # nothing moved


def test_an_effect_card_acts_and_the_next_cards_are_its_tire_then_the_pitch():
    session = at_the_table()
    # Bullpen Stirring (E6): tire 2 (S2, S4 to the discard), then draw again: S5 throws LA
    assert refused(session, "[E6 S2] b") == ("Name the next card drawn for the Tire due after "
                                             "E6: every card that leaves the pitch deck, in "
                                             "order, as [S3] LA/LA b.")
    record(session, "[E6 S2 S4 S5] b")
    assert session.state.solo.discard == ("E6", "S2", "S4", "S5")
    # Scouting Report (E3) throws the ace (P01: HI); Mound Visit (E1) recovers 2 first
    record(session, "[E3] HI/HI c")
    assert session.state.solo.discard[-1] == "E3" and session.game.strikes == 1
    record(session, "[E1 S6] f")
    assert session.state.solo.discard == ("S4", "S5", "E3", "E1", "S6")  # E6, S2 went back


def test_the_tokens_stand_over_the_cards_icon_with_a_note():
    session = at_the_table()
    answered = session.answer("[S3] HA/HA b")  # S3's icon is LI in solo_cards.toml
    assert answered.notes == ("The cards drawn throw LI, the tokens say HA: the tokens stand.",)


def test_t_tires_the_pitcher_instead_of_the_mvp():
    session = at_the_table()
    assert refused(session, "[S3 S4] LI/HA t b").startswith(
        "t: only a batter who guessed the whole pitch (LI) may tire the pitcher instead of "
        "using his ★MVP")
    assert refused(session, "[S3] LI/LI t b") == ("Name the next card drawn for the Tire due "
                                                 "after S3: every card that leaves the pitch "
                                                 "deck, in order, as [S3] LA/LA b.")
    record(session, "[S3 S4] LI/LI t b")
    assert session.state.solo.discard == ("S3", "S4")


def test_clean_up_recovers_and_a_new_inning_tires_one_card():
    session = at_the_table()  # Home Opener: one out, a runner on first
    record(session, "[S3] x9")  # the lead runner out, the batter on first: two empty bases
    assert session.state.solo.discard == () and "S3" in session.state.solo.deck
    record(session, "[S3] b", "[S4] x9")  # three out: the 10th, a Tire 1 due
    assert session.game.inning == 10 and session.state.solo.tires == 1
    assert "the 1 card of a Tire, then the cards drawn" in session.ask().prompt
    record(session, "[S5 S6] b")
    assert session.state.solo.discard[-2:] == ("S5", "S6") and session.state.solo.tires == 0


def test_the_spent_pitcher_then_the_reliever_named_from_the_pitcher_deck():
    session = with_deck(at_the_table(), deck=("S2",), discard=tuple(c for c in DECK if c != "S2"))
    record(session, "[S2] b")
    assert session.state.solo.deck == ()
    assert "the pitch deck is empty: no card" in session.ask().prompt
    answered = session.answer("HI/LA b")  # P01's ace is HI
    assert answered.notes[0].startswith("HI is the spent pitcher's ace pitch")
    assert refused(session, "p P02").startswith("In a solo game the pitcher is relieved only")
    record(session, "x1")
    assert refused(session, "b").startswith("The pitch deck ran out and the batter changed: the "
                                            "next pitcher card comes in first (p and its id: "
                                            "P02, P03")
    assert refused(session, "p P01").startswith("'P01' is not in the pitcher deck")
    record(session, "p p04")
    assert session.game.pitcher == "deck-p04"
    assert len(session.state.solo.deck) == len(DECK) and session.state.solo.tires == 3
    record(session, "[S2 S3 S4 S5] b")
    assert session.state.solo.discard == ("S2", "S3", "S4", "S5")


def test_the_game_replays_from_its_lines():
    lines = ("[E6 S2 S4 S5] b", "[S3] x9", "[S6 S7] LI/LI t c")
    session = at_the_table()
    record(session, *lines)
    again, _ = replay(SYSTEM, session.setup, session.options, lines)
    assert again.state.solo == session.state.solo and again.game == session.game
