"""Substitutes taking another position (rules/bot9.md §4.2.6 B, C): a pinch hitter may play
another position than the man he batted for as long as the nine keep nine different positions
(the fielders move along to make room), and a double switch offers both slot assignments."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.proof import box_score_proof
from engine.core.setup import BOTTOM, POSITIONS, Situation
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.cards import card_from_data
from engine.systems.bot9.positions import arrange
from engine.systems.bot9.substitutes import KEPT
from engine.systems.bot9.teams import TeamCards, multi_inning_game
from engine.systems.session import Session
from tests.engine.bot9.game import pitch, play

#: Batting order: a left fielder who plays nothing else, then a shortstop who can play left.
ORDER = (["LF"], ["SS", "LF"], ["C"], ["1B"], ["2B"], ["3B"], ["CF"], ["RF"])


def card(kind: str, code: str, n: int, **fields) -> dict:
    return {"id": f"{kind[0].upper()}{n}", "kind": kind, "name": f"{code} {kind} {n}",
            "provenance": "test", "special": {"name": "Clutch", "effect": "adj(hit,+1)" if kind == "batter"
                                   else "adj(control,+1)"}, **fields}


def team(code: str, bench: bool = True) -> TeamCards:
    batters = tuple(card_from_data(card("batter", code, n, positions=spots))
                    for n, spots in enumerate(ORDER, start=1))
    pitchers = tuple(card_from_data(card("pitcher", code, n, ace="HI", role="any"))
                     for n in range(1, 4))
    bench = () if not bench else (
             card_from_data(card("batter", code, 9, positions=["SS"])),  # a shortstop only
             card_from_data(card("batter", code, 10, positions=["OF"])),
             card_from_data(card("batter", code, 11, positions=["UT"])))
    return TeamCards(code, code.title(), batters, pitchers, bench)


def session(away_bench: bool = True) -> Session:
    """A three-inning game starting in the bottom of the 1st, cards without abilities."""
    setup, options = multi_inning_game(team("HOM"), team("VIS", away_bench), 3,
                                       {"abilities": "off"})
    setup = replace(setup, situation=Situation(inning=1, half=BOTTOM))
    return Session(SYSTEM, setup, options)


STRIKEOUT = pitch("LA", "HI", "C", 1, 6) * 3  # never the ace: no clean-up questions
WALK = pitch("LA", "HI", "B", 6, 1) * 4


def bat(s: Session, *answers: str) -> None:
    """One batter's answers, no pinch hitter for him if asked."""
    if s.ask().key == "pinch":
        s.answer("none")
    play(s, *answers)


def subs(s: Session, team: int) -> list:
    return [r for r in s.records if r.kind == "sub" and r.team == team]


def test_a_pinch_hitter_plays_another_position_and_the_fielders_make_room():
    s = session()
    ask = s.ask()
    assert ask.key == "pinch" and "hom-b9" in ask.options  # a shortstop for the left fielder
    play(s, "pinch=hom-b9", *STRIKEOUT)
    bat(s, *STRIKEOUT)
    bat(s, *STRIKEOUT)
    bat(s)  # he takes the field with the first answer of the top of the 2nd
    home = s.game.teams[1]
    assert POSITIONS[home.position_of("hom-b9")] == "SS"
    assert POSITIONS[home.position_of("hom-b2")] == "LF"  # the shortstop moved to left
    positions = [home.position_of(p) for p in home.lineup]
    assert sorted(positions) == list(range(1, 10))
    assert [r.role for r in subs(s, 1)] == ["PH", "POS", "POS"]
    assert all(p.balances for p in box_score_proof(s.records, s.setup))


def test_a_double_switch_offers_both_slot_assignments():
    s = session()
    play(s, "pinch=none", *STRIKEOUT)
    bat(s)
    options = s.ask().options
    assert "vis-p2 / vis-b9 for vis-b1" in options and f"vis-p2 / vis-b9 for vis-b1{KEPT}" in options
    play(s, f"change=vis-p2 / vis-b9 for vis-b1{KEPT}")
    reliever, *rest = subs(s, 0)
    assert (reliever.player, reliever.slot, reliever.position) == ("vis-p2", 9, 1)
    fielder = next(r for r in rest if r.role == "DEF")
    assert (fielder.player, fielder.slot, POSITIONS[fielder.position]) == ("vis-b9", 1, "SS")
    away = s.game.teams[0]
    assert POSITIONS[away.position_of("vis-b2")] == "LF"
    assert sorted(away.position_of(p) for p in away.lineup) == list(range(1, 10))


def batted_for_fielder_and_pitcher(s: Session) -> Session:
    """The bottom of the 1st: pinch hitters for the left fielder (slot 1) and the pitcher."""
    play(s, "pinch=hom-b9", *STRIKEOUT)
    for _ in range(7):  # slots 2 to 8 walk
        bat(s, *WALK)
    play(s, "pinch=hom-b10", *STRIKEOUT)
    while s.game.half == BOTTOM:
        bat(s, *STRIKEOUT)
    return s


def test_the_reliever_bats_for_the_pinch_hitter_who_batted_for_the_pitcher():
    s = batted_for_fielder_and_pitcher(session())
    bat(s)
    ask = s.ask()  # a reliever must come in
    assert ask.key == "change" and "stay" not in ask.options
    s.answer("hom-p2")
    reliever = next(r for r in subs(s, 1) if r.role == "P")
    assert (reliever.slot, reliever.replaced) == (9, "hom-b10")
    assert POSITIONS[s.game.teams[1].position_of("hom-b9")] == "SS"


SPOTS = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_arranging_the_fielders_keeps_positions_distinct_and_moves_only_to_make_room(data):
    """positions.arrange: each player within his spots, all different, the fielders who stay
    put where they were unless a newcomer needed the room; None only when no assignment exists
    at all (checked by trying every one)."""
    held = data.draw(st.lists(st.sampled_from(SPOTS), unique=True, max_size=6))
    staying = {f"f{i}": spot for i, spot in enumerate(held)}
    newcomers = [f"n{i}" for i in range(data.draw(st.integers(1, 2)))]
    some = st.lists(st.sampled_from(SPOTS), min_size=1, max_size=3, unique=True)
    spots = {p: tuple(sorted({s, *data.draw(some)})) for p, s in staying.items()}
    spots.update({n: tuple(data.draw(some)) for n in newcomers})
    placed = arrange(staying, newcomers, spots)
    players = [*staying, *newcomers]
    possible = any(all(s in spots[p] for p, s in zip(players, order))
                   for order in permutations(SPOTS, len(players)))
    assert (placed is not None) == possible
    if placed is not None:
        assert len(set(placed.values())) == len(players)
        assert all(placed[p] in spots[p] for p in players)
        free = set(SPOTS) - set(held)
        if len(newcomers) == 1 and any(s in free for s in spots[newcomers[0]]):
            assert all(placed[p] == s for p, s in staying.items())  # nobody had to move


def test_no_double_switch_while_a_pinch_hitter_waits_to_take_the_field():
    s = batted_for_fielder_and_pitcher(session(away_bench=False))
    ask = s.ask()  # the first question of the top of the 2nd: the pinch hitter is not placed
    assert ask.key == "change" and not [o for o in ask.options if " / " in o]
    s.answer("hom-p2")
    assert POSITIONS[s.game.teams[1].position_of("hom-b9")] == "SS"
