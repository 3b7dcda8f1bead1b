"""The walk and the runners (rules/unlimited_nine.md §2 B, F, §2.1): the defence may walk the
batter before the duel — the forced runners move up, and it may put up to two cards face up on
the discard and draw as many; a hit moves the batter and every runner the hit's bases; an extra-base
skill is its own advance after it (OA, §3), never past or onto the base of the runner ahead,
so a run it brings in is no RBI; a steal skill takes the next free base after the plate
appearance, void once the third out is made; and a
hit that wins the game in the last half counts only to the winning run (Rule 9.06(f)).

Most tests: Red bats first (the visitors), Blue in the field — B06 at short fields 6, B09 in
right 3. Red's R09 (batting 6: 1 "SS 1B", 2 "RF 1B", 3 "RF 2B", 4 "CF 2B", 5 "RF 3B", 6 "HR")
is at bat with seven red cards, so each difference is a hit."""

from __future__ import annotations

import pytest

from engine.core.events import EventType
from engine.core.frozen import replace
from tests.engine.unlimited9.game import (R, at_bat, blue, new_session, nine, on_base, play, plays,
                                          red, set_state, state, texts, to_half, with_game)


def red_at_bat(card: str = "R09", off=None, dfn=None, **runners: str):
    s = new_session(red(), blue())
    at_bat(s, card, off if off is not None else R[:7], dfn)
    on_base(s, **runners)
    return s


def runners(s) -> tuple[str, str, str]:
    return tuple(r.player.split("-")[-1].upper() if r else "" for r in s.game.bases)


# ---------------------------------------------------------------- the walk


def test_the_walk_puts_the_batter_on_first_and_may_swap_no_card():
    s = at_bat(new_session())
    play(s, "walk=walk")
    ask = s.ask()
    assert (ask.key, ask.who) == ("swap", "defense")
    assert ask.options == ("none", *state(s).tables[1].hand) and "2 more" in ask.prompt
    play(s, "swap=none")
    assert texts(s) == ["IW"] and s.records[-1].event_type == EventType.INTENTIONAL_WALK
    assert runners(s) == ("B01", "", "")
    assert state(s).owed == (0, 0)


def test_the_walk_swaps_up_to_two_cards_face_up_and_draws_as_many():
    s = at_bat(new_session())
    hand = state(s).tables[1].hand
    play(s, "walk=walk", f"swap={hand[0]}")
    ask = s.ask()
    assert ask.key == "swap" and "1 more" in ask.prompt and hand[0] not in ask.options
    play(s, f"swap={hand[3]}")
    assert texts(s) == ["IW"]  # the second card ends the walk
    st = state(s)
    assert st.owed == (0, 2) and st.discard[-2:] == (hand[0], hand[3])
    assert st.tables[1].hand == (hand[1], hand[2], hand[4])
    ask = s.ask()
    assert (ask.key, ask.who, ask.deck) == ("draw", "chance", "events")
    play(s, "draw=E40", "draw=E41")
    assert state(s).tables[1].hand == (hand[1], hand[2], hand[4], "E40", "E41")
    assert state(s).owed == (0, 0)


def test_one_card_swapped_then_none_draws_one():
    s = at_bat(new_session())
    hand = state(s).tables[1].hand
    play(s, "walk=walk", f"swap={hand[2]}", "swap=none")
    assert texts(s) == ["IW"] and state(s).owed == (0, 1)


def test_a_defence_with_no_card_walks_without_a_swap():
    s = at_bat(new_session())
    st = state(s)  # nothing left to draw, and no card in the defence's hand
    set_state(s, replace(st, deck=(), discard=(), tables=(st.tables[0], replace(st.tables[1], hand=()))))
    play(s, "walk=walk")
    assert texts(s) == ["IW"] and state(s).owed == (0, 0)


@pytest.mark.parametrize("on, after, runs", [
    ({"first": "B03"}, ("B01", "B03", ""), 0),
    ({"second": "B03"}, ("B01", "B03", ""), 0),            # not forced: he stays
    ({"first": "B03", "third": "B05"}, ("B01", "B03", "B05"), 0),
    ({"first": "B03", "second": "B04", "third": "B05"}, ("B01", "B03", "B04"), 1),
])
def test_the_walk_moves_the_forced_runners(on, after, runs):
    s = at_bat(new_session())
    on_base(s, **on)
    play(s, "walk=walk", "swap=none")
    assert runners(s) == after and s.game.score == (runs, 0)
    assert plays(s)[-1].rbi == runs


# ---------------------------------------------------------------- hits


@pytest.mark.parametrize("off, on, text, after, runs", [
    ("1r", {}, "S6", ("R09", "", ""), 0),
    ("2r", {"first": "R03"}, "S9.1-2", ("R09", "R03", ""), 0),
    ("2r", {"second": "R03"}, "S9.2-3", ("R09", "", "R03"), 0),
    ("2r", {"third": "R03"}, "S9.3-H", ("R09", "", ""), 1),
    ("3r", {"first": "R03"}, "D9.1-3", ("", "R09", "R03"), 0),
    ("3r", {"first": "R03", "second": "R04"}, "D9.2-H;1-3", ("", "R09", "R03"), 1),
    ("5r", {"first": "R03", "second": "R04", "third": "R05"}, "T9.3-H;2-H;1-H", ("", "", "R09"), 3),
    ("6r", {"first": "R03", "third": "R05"}, "HR.3-H;1-H", ("", "", ""), 3),
])
def test_a_hit_moves_the_batter_and_every_runner_its_bases(off, on, text, after, runs):
    s = red_at_bat(**on)
    play(s, "walk=pitch", "commit.def=0", f"commit.off={off}")
    assert texts(s) == [text] and runners(s) == after and s.game.score == (runs, 0)
    assert plays(s)[-1].rbi == runs and plays(s)[-1].hit_value == {"S": 1, "D": 2, "T": 3, "H": 4}[text[0]]


def test_a_caught_ball_holds_the_runners():
    s = new_session()
    at_bat(s)
    on_base(s, first="B03", second="B04", third="B05")
    play(s, "walk=pitch", "commit.def=0", "commit.off=2b")  # SS: 4 against R06's 5
    assert texts(s) == ["63/G"] and runners(s) == ("B03", "B04", "B05") and s.game.score == (0, 0)


# ---------------------------------------------------------------- extra bases


def test_the_batters_extra_base_skill():
    s = red_at_bat(off=R[:7])
    play(s, "walk=pitch", "commit.def=0", "skill.off=R09", "commit.off=1r")
    assert texts(s) == ["S6", "OA.1-2"] and runners(s) == ("", "R09", "")
    assert plays(s)[-2].hit_value == 1  # the hit is the table's; the base is the skill's


def test_a_runners_extra_base_skill():
    s = red_at_bat(first="R08")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R08", "skill.off=none", "commit.off=2r")
    assert texts(s) == ["S9.1-2", "OA.2-3"] and runners(s) == ("R09", "", "R08")


def test_no_runner_passes_or_shares_the_base_of_the_runner_ahead():
    s = red_at_bat(first="R08", second="R07")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R08", "skill.off=none", "commit.off=2r")
    assert texts(s) == ["S9.2-3;1-2"] and runners(s) == ("R09", "R08", "R07")
    s = red_at_bat(first="R07")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R09", "commit.off=2r")
    assert texts(s) == ["S9.1-2"] and runners(s) == ("R09", "R07", "")


def test_a_runner_ahead_who_scores_leaves_the_way_open():
    s = red_at_bat(first="R08", third="R07")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R08", "skill.off=none", "commit.off=3r")
    assert texts(s) == ["D9.3-H;1-3", "OA.3-H"] and s.game.score == (2, 0)
    assert [p.rbi for p in plays(s)] == [1, 0]  # the skill, not the double, brought R08 in


def test_hold_voids_the_offences_extra_bases_and_steals():
    # Blue's catcher B02 reads the runner (hold), paid with a blue card
    dfn = ("E01", "E15", "E16", "E17", "E18")
    s = red_at_bat(dfn=dfn, first="R08")
    play(s, "walk=pitch", "skill.def=B02", "commit.def=0",
         "skill.off=R08", "skill.off=R09", "commit.off=2r")
    assert texts(s) == ["S9.1-2"] and runners(s) == ("R09", "R08", "")
    s = red_at_bat(dfn=dfn, first="R04")
    play(s, "walk=pitch", "skill.def=B02", "commit.def=1g",
         "skill.off=R04", "skill.off=none", "commit.off=1r")
    assert texts(s) == ["K"] and runners(s) == ("R04", "", "")


# ---------------------------------------------------------------- steals


def test_a_steal_skill_takes_the_next_base_after_the_plate_appearance():
    s = red_at_bat(first="R04")
    play(s, "walk=pitch", "commit.def=1g", "skill.off=R04", "skill.off=none", "commit.off=1r")
    assert texts(s) == ["K", "SB2"] and runners(s) == ("", "R04", "")
    assert plays(s)[-1].run1_sb and not plays(s)[-1].batter_event


def test_a_steal_after_a_hit_goes_from_where_the_hit_left_him():
    s = red_at_bat(first="R04")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R04", "skill.off=none", "commit.off=2r")
    assert texts(s) == ["S9.1-2", "SB3"] and runners(s) == ("R09", "", "R04")


def test_two_runners_steal_the_lead_runner_first():
    # Red with Green's second baseman G04 in left: two runners who steal (red, green)
    order = tuple(("G04", "LF") if card == "R07" else (card, pos) for card, pos in nine("R"))
    s = new_session(red(nine=order), blue())
    at_bat(s, "R09", off=("E29", "E30", "E31", "E25", "E26", "E27", "E28"))
    on_base(s, first="R04", second="G04")
    play(s, "walk=pitch", "commit.def=1g", "skill.off=R04", "skill.off=G04", "commit.off=1r")
    assert texts(s) == ["K", "SB3;SB2"] and runners(s) == ("", "R04", "G04")


def test_a_steal_of_home_in_the_last_half_wins_the_game():
    s = new_session()
    to_half(s, 3, 1)
    at_bat(s, "R09", off=R[:7])
    on_base(s, third="R04")
    play(s, "walk=pitch", "commit.def=1g", "skill.off=R04", "commit.off=1r")
    assert texts(s)[-2:] == ["K", "SBH"] and s.game.final and s.game.score == (0, 1)
    assert s.game.end_reason == "walk-off"


def test_a_steal_to_a_taken_base_is_no_steal():
    s = red_at_bat(first="R04", second="R07")
    play(s, "walk=pitch", "commit.def=1g", "skill.off=R04", "skill.off=none", "commit.off=1r")
    assert texts(s) == ["K"] and runners(s) == ("R04", "R07", "")


def test_a_steal_is_void_after_the_third_out():
    s = red_at_bat(first="R04")
    with_game(s, outs=2)
    play(s, "walk=pitch", "commit.def=1g", "skill.off=R04", "skill.off=none", "commit.off=1r")
    assert texts(s) == ["K"] and s.game.half == 1 and s.game.score == (0, 0)
    assert plays(s)[-1].outs_after == 3


# ---------------------------------------------------------------- the walk-off


def bottom_of_the_third(**runners: str):
    s = new_session()
    to_half(s, 3, 1)
    at_bat(s, "R09", off=R[:7])
    on_base(s, **runners)
    return s


def test_a_walk_off_hit_counts_to_the_winning_run_and_the_others_move_as_forced():
    s = bottom_of_the_third(first="R03", second="R04", third="R05")
    play(s, "walk=pitch", "commit.def=0", "commit.off=3r")  # a double to right
    assert s.game.final and s.game.end_reason == "walk-off" and s.game.score == (0, 1)
    row = plays(s)[-1]
    assert row.text == "S9.3-H;2-3;1-2" and row.hit_value == 1 and row.runs == 1 == row.rbi


def test_a_walk_off_hit_credits_the_bases_the_winning_runner_advanced():
    """Rule 9.06(f): tied, a runner on third, a double: the winning runner advanced one base,
    so the batter is credited with a single."""
    s = bottom_of_the_third(third="R05")
    play(s, "walk=pitch", "commit.def=0", "commit.off=3r")
    assert s.game.final and s.game.score == (0, 1)
    row = plays(s)[-1]
    assert (row.text, row.hit_value) == ("S9.3-H", 1)


def test_a_walk_off_home_run_counts_every_run():
    s = bottom_of_the_third(first="R03", third="R05")
    play(s, "walk=pitch", "commit.def=0", "commit.off=6r")
    assert s.game.final and s.game.score == (0, 3) and texts(s)[-1] == "HR.3-H;1-H"


def test_a_walk_off_walk_scores_the_forced_run_only():
    s = bottom_of_the_third(first="R03", second="R04", third="R05")
    play(s, "walk=walk", "swap=none")
    assert s.game.final and s.game.score == (0, 1) and s.ask() is None


def test_a_runners_extra_base_can_win_the_game():
    """The single leaves the winning run on third; the skill's advance brings it in and ends
    the game there (the batter's hit stays a single, with no RBI)."""
    s = bottom_of_the_third(second="R08")
    play(s, "walk=pitch", "commit.def=0", "skill.off=R08", "skill.off=none", "commit.off=2r")
    assert texts(s)[-2:] == ["S9.2-3", "OA.3-H"] and [p.rbi for p in plays(s)[-2:]] == [0, 0]
    assert s.game.final and s.game.end_reason == "walk-off" and s.game.score == (0, 1)
