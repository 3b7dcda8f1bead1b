"""AAA (rules/pizza_box.md §2.5): the batting order reads the light-blue areas by slot, pinch
hitters for slot 9 after the 6th, and a pinch hitter who stays in becomes the DH."""

from __future__ import annotations

import pytest

from engine.core.frozen import replace
from engine.systems.pizzabox import flow
from engine.systems.pizzabox.state import PizzaBoxState
from tests.engine.pizzabox.game import (new_session, out, pa, play, reach, retire_side, state,
                                        texts, to_half, up_to_bat)

BENCH = ("blu-ph1", "blu-ph2", "blu-ph3")


def batting(s: PizzaBoxState, slot: int, inning: int = 1, ninth: str = "") -> PizzaBoxState:
    """The visitors' `slot` up in the top of `inning` (with `ninth` batting 9th if given)."""
    team = s.game.teams[0]
    lineup = team.lineup[:8] + (ninth,) if ninth else team.lineup
    team = replace(team, up=slot - 1, lineup=lineup)
    return replace(s, game=replace(s.game, inning=inning, half=0, teams=(team, s.game.teams[1])))


@pytest.mark.parametrize("level, slot, reads", [
    ("AAA", 1, (1, False)), ("AAA", 3, (3, False)), ("AAA", 9, (9, False)),
    ("AA", 3, (0, False)), ("A", 9, (0, False))])
def test_from_aaa_the_batter_reads_the_area_of_his_slot(level, slot, reads):
    assert flow.reading(batting(state(new_session(level)), slot)) == reads


@pytest.mark.parametrize("level, text", [("AAA", "D7"), ("AA", "S8")])
def test_the_heart_of_the_order_turns_a_single_into_a_double(level, text):
    s = new_session(level)
    out(s), out(s)
    assert s.game.batting.up == 2
    play(s, *pa("SWING", "STRIKE", "result=HA01"))
    assert texts(s)[-1] == text


@pytest.mark.parametrize("inning, slot, offered", [
    (6, 9, ()), (7, 9, BENCH), (7, 8, ()), (12, 9, BENCH)])
def test_pinch_hitters_only_after_the_sixth_and_only_for_slot_nine(inning, slot, offered):
    assert flow.pinch_hitters(batting(state(new_session("AAA")), slot, inning)) == offered
    assert flow.pinch_hitters(batting(state(new_session("AA")), slot, inning)) == ()


def test_three_pinch_hitters_a_team_each_once():
    s = batting(state(new_session("AAA")), 9, 7, ninth="blu-ph1")
    once = replace(s, pinch=(("blu-ph1",), ()))
    assert flow.pinch_hitters(once) == ("blu-ph2", "blu-ph3")  # he is in the game already
    four = replace(s.options, benches=(BENCH + ("blu-ph4",), ()))  # a fourth man on the bench

    def after(used: int) -> PizzaBoxState:
        team = batting(s, 9, 7, ninth=BENCH[used - 1]).game.teams[0]
        team = replace(team, gone=frozenset({"blu-dh", *BENCH[:used - 1]}))
        return replace(s, options=four, pinch=(BENCH[:used], ()),
                       game=replace(s.game, teams=(team, s.game.teams[1])))

    assert flow.pinch_hitters(after(2)) == ("blu-ph3", "blu-ph4")
    assert flow.pinch_hitters(after(3)) == ()


@pytest.mark.parametrize("used, batted, ninth, reads", [
    (("blu-ph1",), (), "blu-ph1", 6), (("blu-ph1", "blu-ph2"), ("blu-ph1",), "blu-ph2", 7),
    (BENCH, ("blu-ph1", "blu-ph2"), "blu-ph3", 8), (("blu-ph1",), ("blu-ph1",), "blu-ph1", 9),
    (BENCH, BENCH, "blu-ph3", 9)])
def test_the_nth_pinch_hitter_reads_slot_five_plus_n_and_slot_nine_batting_again(used, batted, ninth, reads):
    s = replace(batting(state(new_session("AAA")), 9, 7, ninth=ninth), pinch=(used, ()),
                pinch_batted=frozenset(batted))
    assert flow.reading(s) == (reads, False)


def slot_nine_in_the_seventh(level: str = "AAA"):
    s = to_half(new_session(level), 7, 0)
    out(s), out(s)
    for _ in range(6):
        reach(s)
    assert s.game.batting.up == 8 and s.game.outs == 2
    return s


def test_a_pinch_hitter_bats_with_the_sixth_slots_area_then_becomes_the_dh():
    s = slot_nine_in_the_seventh()
    ask = s.ask()
    assert ask.key == "pinch" and ask.who == "offense" and ask.options == ("none", *BENCH)
    play(s, "pinch=blu-ph1")
    assert s.game.batter == "blu-ph1" and s.state.pinch == (("blu-ph1",), ())
    # HA05 is a single in the white area and a ground out for slots 8 and 9
    play(s, *pa("SWING", "STRIKE", "result=HA05"))
    assert texts(s)[-1].startswith("S4")
    retire_side(s)
    assert s.game.half == 1 and s.game.teams[0].position_of("blu-ph1") is None
    up_to_bat(s)  # blue takes the field
    blue = s.game.teams[0]
    assert blue.position_of("blu-ph1") == 10 and "blu-dh" in blue.gone
    sub = [r for r in s.records if r.kind == "sub"][-1]
    assert sub.player == "blu-ph1" and sub.position == 10


def test_a_pinch_hitter_who_batted_reads_slot_nine_when_he_comes_up_again():
    s = slot_nine_in_the_seventh()
    play(s, "pinch=blu-ph1", *pa("SWING", "STRIKE", "result=HA31"))  # 4-3, the third out
    assert s.state.pinch_batted == frozenset({"blu-ph1"})
    assert flow.reading(batting(state(s), 9, 9)) == (9, False)


def test_declining_the_pinch_hitter_keeps_the_dh_at_the_plate():
    s = slot_nine_in_the_seventh()
    play(s, "pinch=none")
    assert s.game.batter == "blu-dh" and flow.reading(state(s)) == (9, False)
    asked = []
    while (ask := s.ask()).key != "hitter":  # asked once a batter
        asked.append(ask.key)
        play(s, f"{ask.key}={ask.options[0]}")
    assert "pinch" not in asked
