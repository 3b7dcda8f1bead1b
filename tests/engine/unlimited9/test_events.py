"""Event cards (rules/unlimited_nine.md §2 (1), (4)): before each half the team batting first,
then the other, plays any number of event cards face up, each declaring the action it uses;
a team plays an event's name once an inning. An action's effects hold for the rest of the
inning — power, weaken, hand, draw (owed at once), fielding, at_zero, no_cancel — and the
events go to the discard at its end.

The situation of most tests: the top of the 1st, Blue's pitcher B01 at bat (batting 2; his
table: 1 "P 1B", 2 "SS 1B", 3 "CF 1B", 4 "LF 2B" …), Red in the field (R01 pitching, fielding 3)."""

from __future__ import annotations

from engine.systems.unlimited9 import hands
from tests.engine.unlimited9.game import (B, G, R, blue, new_session, owned, play, red, set_hands,
                                          state, to_half, until)


def opening(away: tuple[str, ...] = (), home: tuple[str, ...] = (), hand_away=(), hand_home=()):
    """A game whose opening plays `away`'s events, then `home`'s ("E31:1" …), then reaches the
    walk question."""
    s = new_session(blue(hand=tuple(hand_away)), red(hand=tuple(hand_home)))
    for events, who in ((away, "offense"), (home, "defense")):
        play(s, *(f"event={e}" for e in events))
        while s.ask().key == "event" and s.ask().who == who:
            play(s, "event=none")
    until(s, "walk")
    return s


def duel_of(s, dfn: str, off: str, off_hand=None, dfn_hand=None):
    """The duel of the batter at the plate with these hands (full-size by default): its Outcome."""
    st = state(s)
    size_o, size_d = hands.target(st, st.game.half), hands.target(st, 1 - st.game.half)
    set_hands(s, off=off_hand or B[:size_o], dfn=dfn_hand or G[:size_d])
    play(s, "walk=pitch", f"commit.def={dfn}", f"commit.off={off}")
    if s.ask() is not None and s.ask().key == "boost":
        play(s, "boost=0")
    return s.state.last_duel


# ---------------------------------------------------------------- the opening


def test_before_each_half_the_first_team_is_asked_first():
    s = new_session(blue(hand=B[:6]), red(hand=R[:6]))
    asked = []
    for _ in range(2):
        ask = until(s, "event")
        asked.append(ask.who)
        play(s, "event=none")
        asked.append(s.ask().who)
        play(s, "event=none", "field=none")
        if s.game.half == 0:
            set_hands(s, off=B[:3], dfn=R[:5])
            for _ in range(3):
                play(s, "walk=pitch", "commit.def=0", "commit.off=0")
    # top: Blue (offence) then Red (defence); bottom: Blue (now the defence) then Red
    assert asked == ["offense", "defense", "defense", "offense"]


def test_an_action_is_declared_and_the_card_lies_face_up_until_the_end_of_the_inning():
    s = new_session(blue(hand=("E11", "E01")), red(hand=R[:2]))
    ask = s.ask()
    assert (ask.key, ask.who) == ("event", "offense")
    assert ask.options == ("none", "E11:1", "E11:2", "E01:1")
    play(s, "event=E11:1")
    st = state(s)
    assert st.tables[0].events == (("E11", 0),) and "E11" not in st.tables[0].hand
    assert "E11" in owned(s) and "E11" not in st.discard


def test_an_events_name_once_an_inning_a_team_and_again_the_next_inning():
    s = new_session(blue(hand=("E35", "E36", "E09")), red(hand=("E30",)))
    play(s, "event=E35:1")
    assert s.ask().options == ("none", "E09:1")  # E36 is the other "Sunset Sprints"
    play(s, "event=none")
    assert s.ask().options == ("none", "E30:1", "E30:2")  # the other team plays its own
    play(s, "event=none", "field=none")
    set_hands(s, off=("E36", *B[:3]), dfn=R[:5])
    for _ in range(3):
        play(s, "walk=pitch", "commit.def=0", "commit.off=0")
    ask = until(s, "event")  # the bottom of the 1st: Blue still may not play Sunset Sprints
    assert (s.game.half, ask.who) == (1, "defense")
    assert "E36" in state(s).tables[0].hand and "E36:1" not in ask.options
    play(s, "event=none")
    to_half(s, 2, 0)
    st = state(s)
    assert "E35" in st.discard and st.tables[0].events == ()
    assert "E36" in st.tables[0].hand and "E36:1" in until(s, "event").options


def test_the_events_go_to_the_discard_at_the_end_of_the_inning():
    s = opening(away=("E31:1", "E13:1"), home=("E37:1",), hand_away=("E31", "E13", "E01"),
                hand_home=("E37", "E38"))
    assert state(s).tables[0].events == (("E31", 0), ("E13", 0))
    to_half(s, 1, 1)
    st = state(s)
    assert st.tables[0].events == (("E31", 0), ("E13", 0)) and st.tables[1].events == (("E37", 0),)
    to_half(s, 2, 0)
    st = state(s)
    assert st.tables[0].events == () and st.tables[1].events == ()
    assert {"E31", "E13", "E37"} <= set(st.discard)
    assert sorted(owned(s)) == sorted(B + G + R)


# ---------------------------------------------------------------- the actions


def test_power_adds_to_the_teams_power():
    s = opening(away=("E31:1",), hand_away=("E31",))
    d = duel_of(s, "1g", "1b")
    assert (d.offence, d.defence, d.difference) == (2, 1, 1)


def test_power_holds_for_the_team_on_defence_too():
    s = opening(home=("E25:1",), hand_home=("E25",))
    d = duel_of(s, "1g", "2b")
    assert (d.offence, d.defence, d.difference, d.in_play) == (2, 2, 0, False)
    assert s.records[-1].text == "K"


def test_weaken_takes_from_the_other_sides_power_never_below_zero():
    s = opening(away=("E09:1",), hand_away=("E09",))
    d = duel_of(s, "2g", "2b")
    assert (d.offence, d.defence, d.difference) == (2, 1, 1)
    s = opening(home=("E19:1",), hand_home=("E19",))
    d = duel_of(s, "0", "1b")
    assert (d.offence, d.defence, d.in_play) == (0, 0, False)


def test_hand_raises_the_target_for_the_rest_of_the_inning_on_offence_and_defence():
    s = opening(away=("E13:1",), home=("E35:1", "E19:2"), hand_away=("E13",),
                hand_home=("E35", "E19"))
    st = state(s)
    assert hands.target(st, 0) == 3 + 1 and hands.target(st, 1) == 5 + 2
    assert len(st.tables[0].hand) == 4 and len(st.tables[1].hand) == 7  # drawn to it
    to_half(s, 1, 1)
    until(s, "walk")
    st = state(s)
    # the bottom half: Red's R01 at bat (2 + 1 + 2), Blue in the field (3 + 1 + 1 + 1)
    assert hands.target(st, 1) == 5 and hands.target(st, 0) == 6
    to_half(s, 2, 0)
    until(s, "walk")
    st = state(s)
    # the 2nd: B04 at bat (3 + 1), Red in the field (3 + 1 + 1): the events are gone
    assert hands.target(st, 0) == 4 and hands.target(st, 1) == 5


def test_draw_is_owed_at_once_before_the_next_event():
    s = new_session(blue(hand=("E03", "E07", "E01")), red(hand=R[:5]))
    play(s, "event=E03:1")
    ask = s.ask()
    assert (ask.key, ask.who, ask.deck) == ("draw", "chance", "events")
    assert state(s).owed == (2, 0)
    play(s, "draw=E20", "draw=E21")
    assert state(s).owed == (0, 0) and state(s).tables[0].hand == ("E07", "E01", "E20", "E21")
    ask = s.ask()
    assert ask.key == "event" and ask.who == "offense"
    assert ask.options == ("none", "E07:1", "E07:2", "E01:1", "E20:1", "E20:2", "E21:1")
    play(s, "event=E07:2", "draw=E22")
    assert state(s).tables[0].hand == ("E01", "E20", "E21", "E22")


def test_fielding_adds_to_every_fielder_of_the_team_for_the_catch():
    s = opening(home=("E37:1",), hand_home=("E37",))
    d = duel_of(s, "1g", "3b")  # difference 2: SS 1B, attack 2 + 2 = 4 against R06's 5 + 1
    assert (d.position, d.attack, d.defend) == ("SS", 4, 6)
    s = opening(away=("E37:1",), hand_away=("E37",))  # the offence's own: no use at bat
    d = duel_of(s, "1g", "3b")
    assert (d.position, d.attack, d.defend) == ("SS", 4, 5)


def test_at_zero_puts_the_ball_in_play_at_difference_zero():
    s = opening(away=("E15:1",), hand_away=("E15",))
    d = duel_of(s, "2g", "2b")
    assert (d.difference, d.in_play, d.position, d.hit) == (0, True, "P", "1B")
    assert s.records[-1].text == "13/G"  # attack 2 + 0 against R01's 3: caught
    s = opening()
    d = duel_of(s, "2g", "2b")
    assert (d.difference, d.in_play) == (0, False)


def test_no_cancel_keeps_the_defences_power_though_its_colour_matches():
    s = opening(home=("E05:1",), hand_home=("E05",))
    d = duel_of(s, "2b", "3b", dfn_hand=B[3:8])
    assert (d.cancelled, d.offence, d.defence, d.difference) == (False, 3, 2, 1)
    s = opening()
    d = duel_of(s, "2b", "3b", dfn_hand=B[3:8])
    assert (d.cancelled, d.offence, d.defence, d.difference) == (True, 3, 0, 3)


def test_an_offence_that_commits_no_card_is_out_whatever_its_events():
    """§2 D and §6 Q4: the offence's power is the cards it commits; with none the batter is
    out — a power event adds to the cards committed, it is not a card itself."""
    s = opening(away=("E31:1",), hand_away=("E31",))
    d = duel_of(s, "0", "0")
    assert (d.in_play, s.records[-1].text) == (False, "K"), d
