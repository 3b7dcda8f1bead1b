"""Two to six players (rules/pizza_box.md §4): who chooses each card. A side's batters go in
turn, oldest first; the youngest throws the starter; relievers go by turns, oldest first; the
person is stored with every answer ("offense:Ann")."""

from __future__ import annotations

import itertools

import pytest

from engine.systems.pizzabox.state import OptionError, read_options, split_people
from tests.engine.pizzabox.game import auto, give, new_session, out, retire_side

PEOPLE = {2: ("Ann", "Dee"), 3: ("Ann,Bob", "Dee"), 4: ("Ann,Bob", "Dee,Eve"),
          5: ("Ann,Bob,Cy", "Dee,Eve"), 6: ("Ann,Bob,Cy", "Dee,Eve,Fay")}


def session(players: int, level: str = "A"):
    away, home = PEOPLE[players]
    return new_session(level, players=str(players), **{"people.away": away, "people.home": home})


def whos(s, batters: int) -> list[tuple[str, str]]:
    """Play `batters` plate appearances (TAKE, STRIKE when the hand holds one, a strikeout):
    the (key, who) of the offence's and the defence's choices."""
    seen = []
    for _ in range(batters):
        while (ask := s.ask()).key != "hitter":
            give(s, ask, auto(s, ask))
        seen.append(("hitter", give(s, ask, "TAKE").who))
        ask = s.ask()
        seen.append(("pitch", give(s, ask, "STRIKE" if "STRIKE" in ask.options else "BALL").who))
        ask = s.ask()
        give(s, ask, next(c for c in ask.options if s.state.options.cards[c].white.event == "K"))
    return seen


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_side_bats_in_turn_oldest_first_and_the_youngest_throws_the_starter(players):
    s = session(players)
    seen = whos(s, 12)  # two innings: six batters a side
    away, home = (names.split(",") for names in PEOPLE[players])
    batting = [who for key, who in seen if key == "hitter"]
    pitching = [who for key, who in seen if key == "pitch"]
    top = [f"offense:{p}" for p in itertools.islice(itertools.cycle(away), 6)]
    bottom = [f"offense:{p}" for p in itertools.islice(itertools.cycle(home), 6)]
    assert batting == top[:3] + bottom[:3] + top[3:] + bottom[3:]
    youngest = [f"defense:{home[-1]}"] * 3 + [f"defense:{away[-1]}"] * 3
    assert pitching == youngest * 2


def test_with_two_players_each_side_is_one_person_and_needs_no_name():
    s = session(2)
    seen = whos(s, 2)
    assert seen == [("hitter", "offense"), ("pitch", "defense")] * 2
    assert s.ask().person == ""


def test_the_turn_goes_on_across_innings():
    s = session(6)
    retire_side(s)  # Ann, Bob, Cy
    retire_side(s)
    assert whos(s, 1)[0] == ("hitter", "offense:Ann")
    out(s)
    assert whos(s, 1)[0] == ("hitter", "offense:Cy")


def test_relievers_go_by_turns_oldest_first():
    s = session(6, "PRO")
    throwers = [whos(s, 1)[1][1]]
    for reliever in ("red-lr1", "red-sr1", "red-spc", "red-lr2"):
        if s.game.half == 1:
            retire_side(s)
        while (ask := s.ask()).key != "pitcher":
            give(s, ask, auto(s, ask))
        assert f"defense:{ask.person}" == throwers[-1]  # the one throwing now decides
        give(s, ask, reliever)
        throwers.append(whos(s, 1)[1][1])
    assert throwers == ["defense:Fay", "defense:Dee", "defense:Eve", "defense:Fay", "defense:Dee"]


@pytest.mark.parametrize("players, seats", [(2, (1, 1)), (3, (2, 1)), (4, (2, 2)), (5, (3, 2)), (6, (3, 3))])
def test_the_seats_for_each_count_of_players(players, seats):
    away, home = split_people(players, "", "")
    assert (len(away), len(home)) == seats
    assert away[0].startswith("Visitor") and home[0].startswith("Home")


def test_a_wrong_count_of_people_is_one_sentence():
    with pytest.raises(OptionError) as caught:
        read_options({"players": "4", "people.away": "Ann,Bob,Cy"})
    assert str(caught.value) == ("With 4 players the visitors' side has 2 people, not 3 "
                                 "(Ann,Bob,Cy).")
    with pytest.raises(OptionError, match="Pizza Box is for 2 to 6 players"):
        read_options({"players": "7"})
