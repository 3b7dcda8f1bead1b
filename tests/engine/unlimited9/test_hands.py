"""The hands of event cards (rules/unlimited_nine.md §2 A): each plate appearance the offence's
hand is set to the batter's batting (+1 for the Captain or his colour), the defence's to the
pitcher's pitching plus the catcher's bonus (+1 for a pitcher of the Captain's colour), each +N
for the events in play that say so; a side short draws from the deck, one over discards the
cards it chooses, the offence first; an empty deck is the discard shuffled."""

from __future__ import annotations

from collections import Counter

from engine.core.frozen import replace
from engine.systems.unlimited9 import hands
from tests.engine.unlimited9.game import (B, G, R, blue, give, new_session, owned, pass_opening,
                                          pid, play, red, set_state, state, until)

MIXED = (("B01", "P"), ("G02", "C"), ("G03", "1B"), ("B04", "2B"), ("B05", "3B"), ("G06", "SS"),
         ("B07", "LF"), ("B08", "CF"), ("B09", "RF"))


def targets(session) -> tuple[int, int]:
    s = state(session)
    return hands.target(s, s.game.half), hands.target(s, 1 - s.game.half)


def test_the_offence_holds_the_batters_batting_plus_one_for_the_captains_colour():
    s = new_session(blue(nine=MIXED, captain="B01"))
    expected = {"B01": 2 + 1, "G02": 3, "G03": 5, "B04": 3 + 1, "B05": 4 + 1, "G06": 3,
                "B07": 5 + 1, "B08": 4 + 1, "B09": 5 + 1}
    for slot, (card, _) in enumerate(MIXED):
        st = state(s)
        teams = (replace(st.game.teams[0], up=slot), st.game.teams[1])
        st = replace(st, game=replace(st.game, teams=teams))
        assert st.game.batter == pid(card, "BLU")
        assert hands.target(st, 0) == expected[card], card


def test_the_captain_himself_has_the_plus_one_whatever_his_teams_colour():
    s = new_session(blue(nine=MIXED, captain="G03"))
    st = state(s)
    assert hands.target(st, 0) == 2  # B01 leads off: not the captain's colour now
    teams = (replace(st.game.teams[0], up=2), st.game.teams[1])
    assert hands.target(replace(st, game=replace(st.game, teams=teams)), 0) == 5 + 1  # G03


def test_the_defence_holds_pitching_plus_the_catchers_bonus_plus_one_for_the_captains_colour():
    assert targets(new_session()) == (3, 3 + 1 + 1)
    assert targets(new_session(home=red(captain="R05"))) == (3, 5)  # R01 is of R05's colour
    assert targets(new_session(home=red(captain="G05"))) == (3, 3 + 1)  # not of the captain's
    # a student catcher has no bonus, a student pitcher the student's pitching
    assert targets(new_session(home=red(students=("R02",)))) == (3, 3 + 0 + 1)
    assert targets(new_session(home=red(students=("R01",)))) == (3, 2 + 1 + 1)


def test_a_short_hand_draws_the_offence_first_then_the_defence_one_card_a_question():
    s = new_session(blue(hand=B[:1]), red(hand=R[:3]))
    pass_opening(s)
    seen = []
    while (ask := s.ask()).key != "walk":
        seen.append(ask.key)
        assert ask.who == "chance" and ask.deck == "events" and ask.kind == "card"
        assert ask.options == state(s).deck
        give(s, ask, ask.options[-1])
    assert seen == ["draw.off", "draw.off", "draw.def", "draw.def"]
    st = state(s)
    assert st.tables[0].hand == (B[0], "E42", "E41")  # the last card of the deck each time
    assert st.tables[1].hand == (*R[:3], "E40", "E39")
    assert sorted(owned(s)) == sorted(B + G + R)


def test_a_hand_over_its_size_discards_the_cards_its_side_chooses():
    s = new_session(blue(hand=B[:6]), red(hand=R[:7]))
    pass_opening(s)
    ask = s.ask()
    assert (ask.key, ask.who, ask.options) == ("discard.off", "offense", B[:6])
    assert "3 cards" in ask.prompt and "3 to go" in ask.prompt
    play(s, "discard.off=E02", "discard.off=E05", "discard.off=E01")
    ask = s.ask()
    assert (ask.key, ask.who, ask.options) == ("discard.def", "defense", R[:7])
    play(s, "discard.def=E29", "discard.def=E35")
    assert s.ask().key == "walk"
    st = state(s)
    assert st.tables[0].hand == ("E03", "E04", "E06")
    assert st.tables[1].hand == ("E30", "E31", "E32", "E33", "E34")
    assert st.discard == ("E02", "E05", "E01", "E29", "E35")


def test_the_hands_are_set_again_for_every_batter():
    s = new_session(blue(hand=B[:3]), red(hand=R[:5]))
    play(s, "walk=pitch", "commit.def=2r", "commit.off=0")  # B01 out: the next is B02
    ask = until(s, "walk")
    st = state(s)
    assert len(st.tables[0].hand) == 3 + 1 and len(st.tables[1].hand) == 5
    assert ask.key == "walk"


def test_an_empty_deck_is_the_discard_shuffled():
    s = new_session(blue(hand=B[:3]), red(hand=R[:3]))
    pass_opening(s)
    st = state(s)
    set_state(s, replace(st, deck=(), discard=tuple(reversed(st.deck))))
    ask = s.ask()
    assert ask.key == "draw.def" and ask.options == tuple(sorted(state(s).deck)) and len(ask.options) == 36
    give(s, ask, "E20")
    st = s.state
    assert st.discard == () and "E20" in st.tables[1].hand and "E20" not in st.deck
    assert len(st.deck) == 35
    assert Counter(owned(s)) == Counter(B + G + R)


def test_the_deck_refills_with_the_cards_played_when_the_last_one_is_drawn():
    s = new_session(blue(hand=B[:3]), red(hand=R[:4]))
    pass_opening(s)
    st = state(s)
    rest = st.deck
    set_state(s, replace(st, deck=("E20",), discard=tuple(c for c in rest if c != "E20")))
    play(s, "draw.def=E20")
    st = state(s)
    assert st.deck == tuple(sorted(c for c in rest if c != "E20")) and st.discard == ()


def test_a_team_with_nothing_to_draw_plays_on_short():
    s = new_session(blue(hand=B[:3]), red(hand=R[:3]))
    pass_opening(s)
    set_state(s, replace(state(s), deck=(), discard=()))
    assert s.ask().key == "walk" and len(state(s).tables[1].hand) == 3
