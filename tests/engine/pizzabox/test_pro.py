"""PRO (rules/pizza_box.md §2.6): pitcher type cards set the defence's hand by inning,
relievers and when each may come in, and the pitcher batting ninth on the blue strip.

Red (home) starts SP1 (grade 1), Blue SP5 (grade 3); each bullpen holds every reliever card:
`red-lr1` `red-lr2` `red-sr1` `red-sr2` `red-spc` `red-su` `red-cl`."""

from __future__ import annotations

import pytest

from engine.core.frozen import replace
from engine.systems.pizzabox import decks, flow, pitchers
from tests.engine.pizzabox.game import (auto, give, new_session, out, pa, play, reach,
                                        retire_side, state, texts, to_half, with_game)

BULLPEN = ("red-lr1", "red-lr2", "red-sr1", "red-sr2", "red-spc", "red-su", "red-cl")
CARDS = new_session().state.options.cards


def first_draw(s) -> int:
    """The cards the defence draws at the start of the half (other questions passed)."""
    count, ask = 0, s.ask()
    while ask.key != "hitter":
        if ask.key == "draw":
            count += 1
        give(s, ask, auto(s, ask))
        ask = s.ask()
    return count


@pytest.mark.parametrize("inning", range(1, 12))
def test_a_starter_reads_his_card_by_the_games_inning(inning):
    s = state(new_session("PRO"))
    for team, card in ((0, "SP5"), (1, "SP1")):
        assert decks.hand_line_for(with_game(s, inning=inning), team) == CARDS[card].line(inning)


def test_the_starters_line_sets_the_first_draw():
    s = to_half(new_session("PRO"), 5, 1)
    assert first_draw(s) == 4  # SP5, grade 3, in the 5th: 4 / 2 / 2
    s = to_half(new_session("PRO"), 7, 0)
    assert first_draw(s) == 4  # SP1, grade 1, in the 7th


def test_a_starter_keeps_by_the_line_of_the_inning_he_pitched():
    """SP1 may keep two cards after the 7th (4 / 2 / 2), one after the 8th (4 / 1 / 2)."""
    s = to_half(new_session("PRO", away_starter="SP1"), 7, 1)
    retire_side(s)
    assert (s.game.inning, s.game.half) == (8, 0)
    assert s.state.offer[1] == 2
    s = to_half(s, 8, 1)
    assert s.state.offer[1] == 1  # red's SP1 after the top of the 8th


def bring_in(s, reliever: str):
    """Pass to the pitching question and bring `reliever` in."""
    while (ask := s.ask()).key != "pitcher":
        give(s, ask, auto(s, ask))
    give(s, ask, reliever)
    return s


def test_a_reliever_reads_his_card_by_the_innings_he_has_begun():
    s = new_session("PRO")
    out(s)
    bring_in(s, "red-lr1")
    assert s.state.pitching[1].card == "LR1" and s.state.pitching[1].innings == 1
    assert pitchers.line(s.state, 1) == (5, 2, 3)
    to_half(s, 2, 0)
    assert first_draw(s) == 4  # his 2nd inning: 4 / 1 / 2
    to_half(s, 4, 0)
    assert first_draw(s) == 3  # his 4th inning reads his last line: 3 / 1 / 1


def test_nobody_may_be_relieved_before_he_has_faced_a_batter():
    s = new_session("PRO")
    keys = []
    while (ask := s.ask()).key != "hitter":
        keys.append(ask.key)
        give(s, ask, auto(s, ask))
    assert "pitcher" not in keys  # the starter faces the first batter
    out(s)
    bring_in(s, "red-sr1")
    while (ask := s.ask()).key != "hitter":
        assert ask.key != "pitcher"  # nor the reliever before his first batter
        give(s, ask, auto(s, ask))
    out(s)
    assert s.ask().key == "pitcher" and "stay" in s.ask().options


def test_a_specialist_must_come_out_after_his_inning():
    s = new_session("PRO")
    out(s)
    bring_in(s, "red-spc")
    out(s)
    assert "stay" in s.ask().options  # he may finish the inning
    retire_side(s)
    to_half(s, 2, 0)
    while (ask := s.ask()).key != "pitcher":
        give(s, ask, auto(s, ask))
    assert "stay" not in ask.options and ask.prompt.startswith("The pitcher must come out")
    assert "red-spc" not in ask.options


@pytest.mark.parametrize("inning, fresh_half, role, may", [
    (6, True, "setup", False), (7, False, "setup", True), (8, False, "setup", True),
    (9, False, "setup", False), (10, False, "setup", True),
    (8, False, "closer", False), (9, False, "closer", True), (11, False, "closer", True),
    (8, False, "long", True), (10, True, "long", True), (10, False, "long", False)])
def test_when_each_reliever_may_come_in(inning, fresh_half, role, may):
    s = with_game(state(new_session("PRO")), inning=inning, new_half=fresh_half)
    player = {"setup": "red-su", "closer": "red-cl", "long": "red-lr1"}[role]
    assert (player in pitchers.available(s, 1)) == may


def test_a_setup_man_in_extra_innings_uses_his_eighth_inning_line():
    s = state(new_session("PRO"))
    mound = replace(s.pitching[1], card="SU", innings=1)
    s = replace(s, pitching=(s.pitching[0], mound))
    assert pitchers.line(with_game(s, inning=8), 1) == (5, 2, 3)  # his 1st inning pitched
    assert pitchers.line(with_game(s, inning=10), 1) == CARDS["SU"].line(2) == (3, 1, 1)


def test_a_pitcher_once_used_never_returns():
    s = new_session("PRO")
    out(s)
    bring_in(s, "red-lr1")
    out(s)
    bring_in(s, "red-sr1")
    out(s)
    to_half(s, 2, 0)
    while (ask := s.ask()).key != "pitcher":
        give(s, ask, auto(s, ask))
    assert "red-lr1" not in ask.options and "red-sr1" not in ask.options
    assert "red-sp1" not in ask.options and "red-lr2" in ask.options
    assert s.state.pitching[1].used == ("SP1", "LR1", "SR1")


def test_the_pitcher_bats_ninth_and_reads_the_blue_strip():
    s = to_half(new_session("PRO"), 3, 0)
    out(s), out(s)
    assert s.game.batter == "blu-sp5" and flow.reading(state(s)) == (9, True)
    play(s, *pa("SWING", "STRIKE", "result=HA10"))  # a single, but GO 3 on the blue strip
    assert texts(s)[-1] == "3/G"


def test_a_pitcher_batted_for_is_replaced_when_his_team_takes_the_field():
    s = to_half(new_session("PRO"), 7, 0)
    out(s), out(s)
    for _ in range(6):
        reach(s)
    assert s.game.batter == "blu-sp5"
    play(s, "pinch=blu-ph1", *pa("SWING", "STRIKE", "result=HA30"))
    assert s.game.half == 1
    while (ask := s.ask()).key != "pitcher":
        give(s, ask, auto(s, ask))
    assert "stay" not in ask.options and "blu-su" in ask.options  # a setup man in the 7th
    give(s, ask, "blu-su")
    blue = s.game.teams[0]
    assert blue.lineup[8] == "blu-su" and blue.pitcher == "blu-su"
    assert {"blu-sp5", "blu-ph1"} <= blue.gone
