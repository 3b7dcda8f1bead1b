"""The house-default card set (rules/pizza_box.md §1.1, §2.2's composition table, §2.6's
allotments), card files with validation, and sets that replace some decks only."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from engine.systems.pizzabox.card_file import (CardError, card_from_data, card_set, house_set,
                                               read_cards)
from engine.systems.pizzabox.cards import PitcherType, ResultCard, RunningCard
from engine.systems.pizzabox.state import OptionError, cards_option, read_options

CARDS = house_set()

#: rules §2.2: event -> (Hitter Advantage, No Advantage, Pitcher Advantage) cards.
COMPOSITION = {"1B": (10, 4, 3), "2B": (3, 2, 1), "3B": (1, 0, 0), "HR": (3, 1, 0),
               "BB": (4, 2, 2), "E": (1, 1, 1), "K": (7, 6, 18), "GO": (10, 7, 17),
               "FO": (9, 8, 15), "PO": (2, 2, 9), "LO": (0, 0, 0), "DP": (2, 3, 6)}


def result_cards(deck: str) -> list[ResultCard]:
    return [CARDS[c] for c in CARDS.deck(deck)]  # type: ignore[misc]


def test_the_result_decks_hold_52_36_and_72_cards():
    assert [len(CARDS.deck(d)) for d in ("HA", "NA", "PA")] == [52, 36, 72]


@pytest.mark.parametrize("index, deck", enumerate(("HA", "NA", "PA")))
def test_each_deck_holds_the_events_of_the_composition_table(index, deck):
    counts = Counter(c.white.event for c in result_cards(deck))
    # the table's "pop / line out" row is split between PO and LO cards
    counts["PO"] += counts.pop("LO", 0)
    assert counts == {e: n[index] for e, n in COMPOSITION.items() if n[index]}


@pytest.mark.parametrize("deck", ["HA", "NA", "PA"])
def test_the_default_movement_of_advantaged_runners(deck):
    cards = result_cards(deck)
    by_event: dict[str, Counter] = {}
    for c in cards:
        by_event.setdefault(c.white.event, Counter())[(tuple(sorted(c.white.adv)), c.white.move)] += 1
    half_and_half = {"1B": (((1, 2, 3), 1), ((2, 3), 2)), "GO": (((), 0), ((2, 3), 1)),
                     "FO": (((), 0), ((3,), 1))}
    every = {"2B": ((1, 2, 3), 2), "3B": ((1, 2, 3), 3), "HR": ((1, 2, 3), 3),
             "BB": ((), 0), "E": ((1, 2, 3), 1), "K": ((), 0), "PO": ((), 0), "LO": ((), 0),
             "DP": ((), 0)}  # a walk moves forced runners only
    for event, found in by_event.items():
        if event in half_and_half:
            one, other = half_and_half[event]
            assert set(found) <= {one, other}, event
            assert abs(found[one] - found[other]) <= 1, (event, found)
        else:
            assert set(found) == {every[event]}, event


@pytest.mark.parametrize("deck", ["HA", "NA"])
def test_the_light_blue_areas_upgrade_the_heart_and_downgrade_the_bottom_of_the_order(deck):
    cards = result_cards(deck)
    upgrades = Counter((c.white.event, c.area(slot).event) for c in cards for slot in (3, 4, 5)
                       if c.area(slot) != c.white)
    downgrades = Counter((c.white.event, c.area(slot).event) for c in cards for slot in (8, 9)
                         if c.area(slot) != c.white)
    assert upgrades == {("1B", "2B"): 4 * 3, ("FO", "HR"): 2 * 3}
    assert downgrades == {("1B", "GO"): 4 * 2}
    assert all(c.area(slot) == c.white for c in cards for slot in (1, 2, 6, 7))


def test_the_pitcher_advantage_deck_has_no_light_blue_areas():
    assert all(not c.aaa for c in result_cards("PA"))


def test_a_batting_pitcher_gets_three_singles_and_his_walks():
    hits = {d: [c.id for c in result_cards(d) if c.area(9, True).event in ("1B", "2B", "3B", "HR")]
            for d in ("HA", "NA", "PA")}
    assert len(hits["HA"]) == 3 and hits["NA"] == hits["PA"] == []
    assert all(CARDS[c].area(9, True).event == "1B" for c in hits["HA"])
    walks = [c for d in ("HA", "NA", "PA") for c in result_cards(d) if c.white.event == "BB"]
    assert walks and all(c.area(9, True).event == "BB" for c in walks)


def test_ten_running_cards_seven_safe_three_out():
    running = [CARDS[c] for c in CARDS.deck("RUN")]
    assert all(isinstance(c, RunningCard) for c in running)
    assert Counter(c.result for c in running) == {"SAFE": 7, "OUT": 3}


def test_twelve_pitcher_types_five_numbered_starters_and_seven_relievers():
    types = [CARDS[c] for c in CARDS.deck("PT")]
    assert len(types) == 12 and all(isinstance(c, PitcherType) for c in types)
    starters = [c for c in types if c.role == "starter"]
    assert sorted(c.number for c in starters) == [1, 2, 3, 4, 5]
    assert {c.grade for c in starters} == {1, 2, 3}
    assert Counter(c.role for c in types if c.role != "starter") == {
        "long": 2, "short": 2, "specialist": 1, "setup": 1, "closer": 1}


def test_the_allotments_are_the_rules_table():
    """rules §2.6: a starter's lines by grade; grade-2 relievers draw one card fewer."""
    line = {c.id: c.lines for c in (CARDS[i] for i in CARDS.deck("PT"))}
    early = ((5, 2, 3),) * 4
    assert line["SP1"] == early + ((5, 2, 3), (5, 2, 3), (4, 2, 2), (4, 1, 2), (3, 1, 1))
    assert line["SP3"] == early + ((5, 2, 3), (4, 2, 2), (4, 1, 2), (3, 1, 1), (3, 1, 1))
    assert line["SP5"] == early + ((4, 2, 2), (4, 1, 2), (3, 1, 1), (3, 1, 1), (3, 1, 1))
    assert line["LR1"] == ((5, 2, 3), (4, 1, 2), (3, 1, 1))
    assert line["SR1"] == ((5, 1, 2), (3, 1, 1), (3, 0, 1))
    assert line["SPC"] == ((4, 0, 1),)
    assert line["SU"] == line["CL"] == ((5, 2, 3), (3, 1, 1))
    for one, two in (("LR1", "LR2"), ("SR1", "SR2")):
        assert [n[0] - 1 for n in line[one]] == [n[0] for n in line[two]]


def test_every_card_reads_back_from_its_data_and_says_where_it_came_from():
    for card in CARDS.cards.values():
        assert card_from_data(card.to_data()) == card
        assert card.provenance


def _toml(card: dict) -> str:
    def value(v):
        if isinstance(v, dict):
            return "{ " + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + " }"
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return json.dumps(v)

    return "[[card]]\n" + "".join(f"{k} = {value(v)}\n" for k, v in card.items())


SINGLE = {"id": "X1", "deck": "HA", "white": {"event": "1B", "fielders": "8", "adv": [1, 2, 3], "move": 1},
          "provenance": "test"}
STARTER = {"id": "X1", "deck": "PT", "role": "starter", "number": 1, "grade": 1,
           "lines": [[5, 2, 3]], "provenance": "test"}


@pytest.mark.parametrize("card, field, problem", [
    ({**SINGLE, "deck": "ZZ"}, "deck", "'ZZ' is not a deck"),
    ({**SINGLE, "white": {"event": "XX"}}, "white.event", "'XX' is not an event"),
    ({**SINGLE, "white": {"event": "GO"}}, "white.fielders", "a GO names the fielders"),
    ({**SINGLE, "white": {"event": "DP", "fielders": "6"}}, "white.fielders", "at least two fielders"),
    ({**SINGLE, "white": {"event": "1B", "adv": [4]}}, "white.adv", "is not a list of bases 1-3"),
    ({**SINGLE, "white": {"event": "1B", "move": 4}}, "white.move", "4 is not a move"),
    ({**SINGLE, "white": {"event": "1B", "speed": 4}}, "white.speed", "is not a field of a card area"),
    ({**SINGLE, "aaa": [{"slots": [0], "event": "2B"}]}, "aaa[1].slots", "is not a list of batting slots"),
    ({**SINGLE, "result": "SAFE"}, "result", "a Hitter Advantage card has no such field"),
    ({k: v for k, v in SINGLE.items() if k != "provenance"}, "provenance", "is missing"),
    ({"id": "X1", "deck": "RUN", "result": "MAYBE", "provenance": "t"}, "result",
     "'MAYBE' is not SAFE or OUT"),
    ({**STARTER, "role": "opener"}, "role", "'opener' is not a role"),
    ({**STARTER, "grade": 4}, "grade", "4 is not a grade of a starter"),
    ({**STARTER, "role": "closer", "grade": 3}, "grade", "3 is not a grade of a closer"),
    ({**STARTER, "number": 6}, "number", "6 is not a starter's number"),
    ({**STARTER, "colour": "green"}, "colour", "'green' is not a colour"),
    ({**STARTER, "lines": [[5, 2]]}, "lines[1]", "is not base draw, keep and extra draw"),
    ({**STARTER, "lines": [[0, 2, 3]]}, "lines[1]", "the base draw is at least 1 card"),
])
def test_a_card_with_a_mistake_names_the_card_and_the_field_in_one_sentence(card, field, problem):
    with pytest.raises(CardError) as caught:
        read_cards(_toml(card), "mine.toml")
    message = str(caught.value)
    assert message.startswith(f"mine.toml, card X1, field {field}: ") and problem in message
    assert message.endswith(".") and "\n" not in message
    assert not re.search(r"[.!?] [A-Z]", message[:-1]), message  # one sentence


def test_a_card_without_a_usable_id_is_named_by_its_number_and_ids_are_unique():
    with pytest.raises(CardError, match=r"^mine.toml, card #1, field id: 'X 1' is not a card id"):
        read_cards(_toml({**SINGLE, "id": "X 1"}), "mine.toml")
    with pytest.raises(CardError, match=r"^mine.toml, card #2: the id x1 is already used by card X1"):
        read_cards(_toml(SINGLE) + _toml({**SINGLE, "id": "x1"}), "mine.toml")


def test_a_set_replaces_only_the_decks_it_holds():
    mine = read_cards(_toml(SINGLE) + _toml({"id": "R1", "deck": "RUN", "result": "OUT",
                                             "provenance": "test"}))
    cards = card_set(mine)
    assert cards.deck("HA") == ("X1",) and cards.deck("RUN") == ("R1",)
    for deck in ("NA", "PA", "PT"):
        assert cards.deck(deck) == CARDS.deck(deck)
        assert all(cards[c] == CARDS[c] for c in cards.deck(deck))
    assert cards.find("x1") == cards["X1"] and cards.find("HA07") is None


def test_a_game_carries_its_cards_as_an_option():
    cards = card_set(read_cards(_toml(SINGLE)))
    assert cards_option(CARDS) == ""
    options = read_options({"cards": cards_option(cards)})
    assert options.cards.deck("HA") == ("X1",) and options.cards["X1"] == cards["X1"]
    assert read_options({}).cards is CARDS
    with pytest.raises(OptionError, match="not valid JSON"):
        read_options({"cards": "[{"})
    with pytest.raises(CardError, match=r"^the game's cards, card X1, field deck: 'ZZ' is not a deck"):
        read_options({"cards": json.dumps([{**SINGLE, "deck": "ZZ"}])})
