"""Who may play where, and the changes before a batter (seed 003 §1(2), §6(9); rules/nanyou.md
§3.9): the seed knows pitchers, catchers and fielders (投、捕、野) — any fielder card takes any
fielding position, a catcher card catches (and plays what it lists), a pitcher card pitches;
any bench card may pinch-hit; the defense may make more than one change before a batter. Home
fields first: its lineup is CF SS 1B 3B RF LF C 2B P (HOM1 … HOM9); the visitors bat VIS1 …"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.systems.nanyou.cards import card_from_data, sample_cards
from engine.systems.nanyou.draft import computer_draft, start_draft
from engine.systems.nanyou.lineup import best_lineup
from engine.systems.nanyou.teams import SetupError, TeamCards, check_team
from tests.engine.nanyou.game import card, new_session, team

POOL = list(sample_cards().values())


def moved(side: TeamCards, *where: tuple[int, int]) -> TeamCards:
    """The side with the starters of the given slots (1-9) sent to other positions."""
    lineup = list(side.lineup)
    for slot, position in where:
        lineup[slot - 1] = (lineup[slot - 1][0], position)
    return TeamCards(side.code, side.name, tuple(lineup), side.bench)


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
