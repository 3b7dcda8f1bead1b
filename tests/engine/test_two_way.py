"""Rule 5.11(b), the two-way player: since 2022 a starting pitcher may also be his team's
designated hitter. He is listed twice — the pitcher who does not bat (slot 0) and the DH in the
order — and each role is replaced on its own."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalEvent, ScorebookError
from engine.core.script import parse_script
from tests.engine.scoring_helpers import Scored

FIELD = (10, 8, 6, 3, 5, 7, 9, 2, 4)  # slot 1 is the DH


def script(two_way: str = 'start hp "H P" home 0 1') -> str:
    away = [f'start a{s} "A {s}" away {s} {p}' for s, p in enumerate(FIELD, 1)]
    home = [f'start h{s} "H {s}" home {s} {p}' for s, p in enumerate(FIELD, 1)]
    home[0] = 'start hp "H P" home 1 10'
    return "\n".join(["info visteam AWY", "info hometeam HOM", "info dh true", *away,
                      'start ap "A P" away 0 1', *home, two_way]) + "\n"


def game() -> Scored:
    return Scored(parse_script(script()).setup)


def test_he_is_listed_as_pitcher_and_as_designated_hitter():
    g = game()
    home = g.game.teams[1]
    assert home.pitcher == "hp" and home.fielders[10] == "hp"
    assert home.slot_of("hp") == 1 and home.pitcher_slot_player == "hp"


def test_the_same_player_twice_in_any_other_way_is_refused():
    with pytest.raises(ScorebookError, match="already in a lineup"):
        parse_script(script('start hp "H P" home 0 2'))  # slot 0 is for a pitcher
    with pytest.raises(ScorebookError, match="already in a lineup"):
        parse_script(script('start hp "H P" away 0 1'))  # one player, two teams


def test_relieved_he_stays_the_designated_hitter_and_bats():
    g = game()("63", "63", "63", "63", "63", "63")  # top 1 (he pitches), bottom 1 (he bats first)
    g("sub hr \"H R\" home 0 1")  # relieved in the top of the 2nd
    home = g.game.teams[1]
    assert home.pitcher == "hr" and home.fielders[10] == "hp" and home.lineup[0] == "hp"
    assert "hp" not in home.gone
    g(*["63"] * 15)  # the 2nd and 3rd innings, the top of the 4th
    g("S8")
    assert g.plays()[-1].batter == "hp"
    with pytest.raises(IllegalEvent, match="already bats in slot 1"):
        g("sub hp \"H P\" home 0 1")  # he may not return to the mound


def test_batted_for_he_stays_on_the_mound_and_leaves_when_he_has_neither_role():
    g = game()("63", "63", "63")
    g("sub hx \"H X\" home 1 11")  # a pinch hitter for him in the 1st
    home = g.game.teams[1]
    assert home.lineup[0] == "hx" and home.pitcher == "hp" and "hp" not in home.gone
    g("63", "63", "63", "sub hx \"H X\" home 1 10")  # the pinch hitter stays as the DH
    g("63")  # he pitches to the first batter of the 2nd
    assert g.plays()[-1].pitcher == "hp"
    g("sub hr \"H R\" home 0 1")
    assert "hp" in g.game.teams[1].gone
