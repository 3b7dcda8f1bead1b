"""Who may play where, and the changes before a batter (seed 003 §1(2), §6(9); rules/nanyou.md
§3.9): the seed knows pitchers, catchers and fielders (投、捕、野) — any fielder card takes any
fielding position, a catcher card catches (and plays what it lists), a pitcher card pitches;
any bench card may pinch-hit; the defense may make more than one change before a batter. Home
fields first: its lineup is CF SS 1B 3B RF LF C 2B P (HOM1 … HOM9); the visitors bat VIS1 …"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.errors import ScorebookError
from engine.systems.nanyou.cards import card_from_data, sample_cards
from engine.systems.nanyou.draft import computer_draft, start_draft
from engine.systems.nanyou.lineup import best_lineup
from engine.systems.nanyou.teams import SetupError, TeamCards, check_team
from engine.systems.simulate import simulate
from tests.engine.nanyou.game import card, hit, new_session, play, team, texts

POOL = list(sample_cards().values())


def moved(side: TeamCards, *where: tuple[int, int]) -> TeamCards:
    """The side with the starters of the given slots (1-9) sent to other positions."""
    lineup = list(side.lineup)
    for slot, position in where:
        lineup[slot - 1] = (lineup[slot - 1][0], position)
    return TeamCards(side.code, side.name, tuple(lineup), side.bench)


def subs(s) -> list[tuple[str, int]]:
    return [(r.player, r.position) for r in s.records if r.kind == "sub"]


# Starting positions -----------------------------------------------------------------------------

def test_any_fielder_card_may_start_at_any_fielding_position():
    side = moved(team("HOM"), (1, 6), (2, 8), (5, 3), (3, 9))  # CF<->SS, RF<->1B
    check_team(side, dh=False)
    s = new_session(home=side)
    assert s.game.teams[1].fielders[6] == "hom-hom1" and s.game.teams[1].fielders[3] == "hom-hom5"


@pytest.mark.parametrize("where, message", [
    (((2, 2), (7, 6)), r"HOM2 \(Player HOM2\) cannot play C: the card plays 1B, 2B, 3B, SS, LF, CF, RF"),
    (((7, 3), (3, 2)), r"HOM3 \(Player HOM3\) cannot play C: the card plays 1B, 2B, 3B, SS, LF, CF, RF"),
    (((9, 7), (6, 1)), r"HOM6 \(Player HOM6\) cannot play P: the card plays 1B, 2B, 3B, SS, LF, CF, RF"),
])
def test_only_a_catcher_card_catches_and_only_a_pitcher_card_pitches(where, message):
    with pytest.raises(SetupError, match=message):
        check_team(moved(team("HOM"), *where), dh=False)


def test_a_card_plays_what_it_lists_and_a_fielder_card_every_fielding_position():
    def plays(data):
        found = card_from_data(data)
        return [n for n in range(1, 10) if found.plays(n)]

    assert plays(card("X", "SS")) == plays(card("Y", "LF")) == [3, 4, 5, 6, 7, 8, 9]
    assert plays(card("Z", "C", positions=["C", "1B"])) == [2, 3]
    assert plays(card("W", "P")) == [1]

def test_the_computer_plays_each_card_where_it_lists_and_fills_a_gap_with_any_fielder():
    roster = computer_draft(start_draft(POOL, random.Random(7)), random.Random(7)).picks[0]
    side = best_lineup("T", "Team", roster)
    assert all(card.lists(pos) for card, pos in side.lineup)
    no_short = [replace(c, positions=tuple(p for p in c.positions if p != "SS") or ("2B",))
                for c in roster]  # nobody lists shortstop
    side = best_lineup("T", "Team", no_short)
    [(shortstop, _)] = [(c, p) for c, p in side.lineup if p == 6]
    assert shortstop.role in ("IF", "OF") and not shortstop.lists(6)
    check_team(side, dh=False)


# Changes before a batter ------------------------------------------------------------------------

def bench_session(**options: str):
    home = team("HOM", bench=[card("HP2", "P"), card("HB2", "2B"), card("HC2", "C")])
    away = team("VIS", bench=[card("VP2", "P"), card("VB2", "LF")])
    return new_session(home, away, subs="on", **options)


def test_a_bench_fielder_may_come_in_at_any_fielding_position_a_catcher_only_at_catcher():
    options = bench_session().ask().options
    assert {"hom-hb2@CF", "hom-hb2@SS", "hom-hb2@1B", "hom-hc2@C", "hom-hp2@P"} <= set(options)
    assert not {"hom-hb2@C", "hom-hb2@P", "hom-hc2@SS", "hom-hp2@LF"} & set(options)


def test_a_second_defensive_change_before_one_batter():
    s = bench_session()
    play(s, "change=hom-hp2@P", "change=hom-hb2@CF")
    assert subs(s) == [("hom-hp2", 1), ("hom-hb2", 8)]
    ask = s.ask()
    assert ask.key == "change" and "hom-hc2@C" in ask.options
    assert not any(o.endswith("@P") for o in ask.options)  # the reliever faces the batter (Rule 5.10(g))
    play(s, "change=stay")
    assert s.ask().key == "pinch"
    home = s.game.teams[1]
    assert home.pitcher == "hom-hp2" and home.fielders[8] == "hom-hb2" and "hom-hom1" in home.gone


def test_two_changes_on_one_table_line():
    s = bench_session(entry="table")
    s.answer("dc hom-hp2 P dc hom-hb2 SS 12")
    assert subs(s) == [("hom-hp2", 1), ("hom-hb2", 6)] and s.game.balls == 1


# Pinch hitters ----------------------------------------------------------------------------------

def test_a_pitcher_card_may_pinch_hit_and_takes_the_mound_for_the_pitcher_he_batted_for():
    s = bench_session()
    for _ in range(14):  # to the visitors' pitcher, batting ninth, with two out in the 3rd
        s.answer("=K")
    assert s.game.batter == "vis-vis9"
    play(s, "change=stay")
    assert s.ask().key == "pinch" and "vis-vp2" in s.ask().options
    play(s, "pinch=vis-vp2", *hit(1, 3))  # a pinch hitter's single moves up: a double
    assert texts(s)[-1] == "D8"
    s.answer("=K")
    play(s, "change=stay")  # he takes the mound himself: nobody else need come in
    away = s.game.teams[0]
    assert away.pitcher == "vis-vp2" and away.lineup[8] == "vis-vp2" and "vis-vis9" in away.gone

def test_a_pitcher_card_batting_for_a_fielder_is_replaced_in_the_field():
    s = bench_session()
    play(s, "change=stay", "pinch=vis-vp2", *hit(1, 3))  # he bats for the center fielder: a double
    assert texts(s) == ["D8"]
    for _ in range(3):
        s.answer("=K")
    ask = s.ask()
    assert ask.key == "change" and ask.options == ("vis-vb2@CF",)  # a pitcher card cannot play CF
    play(s, "change=vis-vb2@CF")
    away = s.game.teams[0]
    assert away.fielders[8] == "vis-vb2" and away.lineup[0] == "vis-vb2" and away.pitcher == "vis-vis9"
    with pytest.raises(ScorebookError, match="already left the game"):
        s.answer('=sub vis-vp2 "Player VP2" away 1 CF')


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), dh=st.sampled_from(["on", "off"]))
def test_in_computer_games_with_changes_everybody_in_the_field_may_play_where_he_stands(seed, dh):
    game = simulate("nanyou", POOL, seed, ("HOM", "Home"), ("VIS", "Visitors"), {"subs": "on", "dh": dh})
    state = game.session.state
    for side in state.game.teams:
        for position in range(1, 10):
            assert state.card(side.fielders[position]).plays(position), (side.code, position)
