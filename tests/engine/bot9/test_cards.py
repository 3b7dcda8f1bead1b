"""Bottom of the 9th card files (rules/bot9.md §1.2): the sample set, the checks a card file
passes, and six batters covering six positions (§1.3)."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.systems.bot9.cards import (BUNDLED, Card, CardError, card_from_data, load_cards,
                                       read_cards, sample_cards)
from engine.systems.bot9.positions import (POSITION_NUMBERS, WILDCARDS, assign_positions,
                                           covers_positions)
from engine.systems.bot9.effects import parse_effect

PITCHER = {
    "id": "P99", "kind": "pitcher", "name": "Test Arm", "role": "any", "ace": "LA",
    "provenance": "house-default",
    "traits": [{"name": "Glove", "effect": "adj(field,+1)", "text": "Fields well."}],
    "abilities": [{"name": "Edge", "needs": ["location"], "effect": "adj(control,+1)"}],
    "special": {"name": "Ace", "effect": "if pitch(S): adj(control,+2)"},
}
BATTER = {
    "id": "B99", "kind": "batter", "name": "Test Bat", "positions": ["SS"],
    "provenance": "mine",
    "abilities": [{"name": "Eye", "needs": ["angle"], "effect": "adj(swing,-1)"}],
    "special": {"name": "MVP", "effect": "adj(hit,+1)"},
}
SUPPORT = {
    "id": "S99", "kind": "support", "name": "Test Coach", "provenance": "mine",
    "home_ability": {"name": "Wave", "effect": "adj(run,+1)"},
    "visitor_ability": {"name": "Visit", "needs": ["angle"], "effect": "reroll(control)"},
}


def changed(card: dict, **fields) -> dict:
    """A copy of the card's data with fields replaced; a value of None removes the field."""
    data = json.loads(json.dumps(card))
    for key, value in fields.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    return data


def batter(card_id: str, *positions: str) -> Card:
    return card_from_data(changed(BATTER, id=card_id, positions=list(positions)))


# ---------------------------------------------------------------- the sample set


def test_the_sample_set_is_six_pitchers_twelve_batters_two_support():
    cards = sample_cards()
    assert len(cards) == 20
    assert Counter(card.kind for card in cards.values()) == \
        {"pitcher": 6, "batter": 12, "support": 2}
    assert all(card.provenance == "house-default" for card in cards.values())
    assert load_cards() == tuple(cards.values())


def test_the_sample_pitchers_have_roles_aces_and_ace_abilities():
    pitchers = [c for c in sample_cards().values() if c.kind == "pitcher"]
    roles = Counter(card.role for card in pitchers)
    assert roles["starter"] >= 2 and roles["reliever"] >= 1
    assert roles["starter"] + roles["reliever"] + roles["any"] == 6
    assert {"".join(card.ace) for card in pitchers} == {"HI", "HA", "LI", "LA"}
    assert all(card.special is not None for card in pitchers)
    assert any(t.effect.text == "adj(field,+1)" for card in pitchers for t in card.traits)


def test_the_sample_batters_have_mvp_abilities_speed_and_a_catcher():
    batters = [c for c in sample_cards().values() if c.kind == "batter"]
    assert all(card.special is not None and not card.special.needs for card in batters)
    assert sum(any(t.effect.text == "adj(run,+1)" for t in card.traits) for card in batters) >= 2
    positions = {code for card in batters for code in card.positions}
    assert {"C", "IF", "OF", "UT"} <= positions


def test_the_sample_batters_make_several_lineups():
    batters = [c for c in sample_cards().values() if c.kind == "batter"]
    lineups = [six for six in itertools.combinations(batters, 6) if covers_positions(six) == ""]
    assert len(lineups) >= 3
    refused = [six for six in itertools.combinations(batters, 6) if covers_positions(six)]
    assert refused  # not every six will do: the check has something to refuse


def test_every_sample_card_is_plain_data_and_reads_back_the_same():
    for card in sample_cards().values():
        data = card.to_data()
        assert json.loads(json.dumps(data)) == data
        assert card_from_data(data) == card


def test_the_sample_file_says_where_it_comes_from():
    header = BUNDLED.read_text(encoding="utf-8").split("[[card]]")[0]
    assert ("house-default: original sample cards, rules/bot9.md §1.2 Q10 — the commercial\n"
            "# card texts are not known") in header


# ---------------------------------------------------------------- reading a card


def test_a_card_reads_into_its_fields():
    card = card_from_data(PITCHER)
    assert (card.id, card.kind, card.role, card.ace) == ("P99", "pitcher", "any", ("L", "A"))
    assert card.traits[0].needs == frozenset()
    assert card.abilities[0].needs == frozenset({"location"})
    assert card.abilities[0].effect == parse_effect("adj(control,+1)")
    assert card.abilities[0].text == "adj(control,+1)"  # no text: the card shows the effect
    assert card.special.name == "Ace"
    support = card_from_data(SUPPORT)
    assert support.home_ability.needs == frozenset()
    assert support.visitor_ability.needs == frozenset({"angle"})


def test_positions_and_ace_are_read_in_any_case():
    assert card_from_data(changed(BATTER, positions=["ss", "of"])).positions == ("SS", "OF")
    assert card_from_data(changed(PITCHER, ace="hi")).ace == ("H", "I")


@pytest.mark.parametrize("card, fields, where, problem", [
    (PITCHER, {"kind": "catcher"}, "P99, field kind", "'catcher' is not a kind of card"),
    (PITCHER, {"ace": None}, "P99, field ace", "is missing: a pitcher card needs role, ace"),
    (PITCHER, {"name": None}, "P99, field name", "is missing"),
    (PITCHER, {"name": "  "}, "P99, field name", "must be non-empty text"),
    (PITCHER, {"provenance": 7}, "P99, field provenance", "must be non-empty text, not 7"),
    (BATTER, {"positions": None}, "B99, field positions", "is missing: a batter card needs"),
    (SUPPORT, {"home_ability": None}, "S99, field home_ability", "is missing"),
    (PITCHER, {"spceial": {"name": "x", "effect": "adj(control,+1)"}}, "P99, field spceial",
     "a pitcher card has no such field"),
    (BATTER, {"ace": "HI"}, "B99, field ace", "a batter card has no such field"),
    (SUPPORT, {"traits": []}, "S99, field traits", "a support card has no such field"),
    (PITCHER, {"role": "closer"}, "P99, field role", "'closer' is not a pitcher's role"),
    (PITCHER, {"ace": "HX"}, "P99, field ace", "'HX' is not an ace pitch"),
    (PITCHER, {"ace": "IH"}, "P99, field ace", "'IH' is not an ace pitch"),
    (PITCHER, {"ace": "H"}, "P99, field ace", "'H' is not an ace pitch"),
    (BATTER, {"positions": ["DH"]}, "B99, field positions", "'DH' is not a position"),
    (BATTER, {"positions": []}, "B99, field positions", "must be a list of positions"),
    (BATTER, {"positions": "SS"}, "B99, field positions", "must be a list of positions"),
    (BATTER, {"positions": ["SS", "ss"]}, "B99, field positions", "SS is listed twice"),
    (BATTER, {"abilities": [{"name": "Eye", "effect": "adj(swing,-1)"}]},
     "B99, field abilities[1].needs", "is missing: say which guess tokens unlock it"),
    (BATTER, {"abilities": [{"name": "Eye", "needs": [], "effect": "adj(swing,-1)"}]},
     "B99, field abilities[1].needs", "is not a list of guess tokens"),
    (BATTER, {"abilities": [{"name": "Eye", "needs": ["height"], "effect": "adj(swing,-1)"}]},
     "B99, field abilities[1].needs", "['height'] is not a list of guess tokens"),
    (BATTER, {"abilities": [{"name": "Eye", "needs": ["angle", "angle"],
                             "effect": "adj(swing,-1)"}]},
     "B99, field abilities[1].needs", "is not a list of guess tokens"),
    (PITCHER, {"traits": [{"name": "Glove", "needs": ["angle"], "effect": "adj(field,+1)"}]},
     "P99, field traits[1].needs", "it is always on, so no token unlocks it"),
    (BATTER, {"special": {"name": "MVP", "needs": ["angle"], "effect": "adj(hit,+1)"}},
     "B99, field special.needs", "is not a field of this ability"),
    (PITCHER, {"abilities": [PITCHER["abilities"][0],
                             {"name": "Oops", "needs": ["angle"], "effect": "adj(contrl,+1)"}]},
     "P99, field abilities[2].effect",
     "'adj(contrl,+1)': 'contrl' is not a die: choose pitch, control, swing, run, field or hit"),
    (PITCHER, {"abilities": [{"name": "Bat", "needs": ["angle"], "effect": "adj(swing,+1)"}]},
     "P99, field abilities[1].effect",
     "'adj(swing,+1)' touches the swing die, but a pitcher may only touch pitch, control and "
     "field"),
    (BATTER, {"traits": [{"name": "Arm", "effect": "if pitch(S): adj(control,-1)"}]},
     "B99, field traits[1].effect", "touches the control die, but a batter may only touch"),
    (BATTER, {"special": {"name": "MVP", "effect": "set_pitch(B)"}},
     "B99, field special.effect", "touches the pitch die, but a batter"),
    (SUPPORT, {"home_ability": {"name": "Wave", "effect": "adj(control,+1)"}},
     "S99, field home_ability.effect", "but the home ability may only touch swing, run and hit"),
    (SUPPORT, {"visitor_ability": {"name": "Visit", "effect": "adj(run,-1)"}},
     "S99, field visitor_ability.effect", "but the visitor ability may only touch pitch"),
    (PITCHER, {"special": {"name": "Ace", "efect": "adj(control,+1)"}},
     "P99, field special.efect", "is not a field of this ability"),
    (PITCHER, {"special": {"name": "Ace"}}, "P99, field special.effect", "is missing"),
    (PITCHER, {"special": "adj(control,+1)"}, "P99, field special", "must be a table"),
    (PITCHER, {"traits": {"name": "Glove"}}, "P99, field traits", "must be a list of tables"),
    (PITCHER, {"id": "P 1"}, "(no id), field id", "'P 1' is not a card id"),
    (PITCHER, {"id": None}, "(no id), field id", "is missing"),
])
def test_each_mistake_names_the_card_and_the_field(card, fields, where, problem):
    with pytest.raises(CardError) as caught:
        card_from_data(changed(card, **fields), "my.toml")
    message = str(caught.value)
    assert message.startswith(f"my.toml, card {where}: "), message
    assert problem in message, message
    assert message.endswith(".") and ". " not in message


def test_without_a_file_the_message_starts_with_the_card():
    with pytest.raises(CardError, match=r"^Card P99, field role: 'x' is not"):
        card_from_data(changed(PITCHER, role="x"))


# ---------------------------------------------------------------- card files


def toml_card(card_id: str, extra: str = "") -> str:
    return (f'[[card]]\nid = "{card_id}"\nkind = "batter"\nname = "N {card_id}"\n'
            f'positions = ["OF"]\nprovenance = "mine"\n'
            f'special = {{ name = "M", effect = "adj(hit,+1)" }}\n{extra}\n')


def test_a_file_reads_its_cards_in_order():
    cards = read_cards(toml_card("A1") + toml_card("A2"), "mine.toml")
    assert [card.id for card in cards] == ["A1", "A2"]


@pytest.mark.parametrize("text, message", [
    (toml_card("A1") + toml_card("A1"),
     "mine.toml, card #2: the id A1 is already used by card A1"),
    (toml_card("A1") + toml_card("a1"),
     "mine.toml, card #2: the id a1 is already used by card A1 (ids are compared without case)"),
    (toml_card("A1") + '[[card]]\nkind = "batter"\n', "mine.toml, card #2, field id: is missing"),
    (toml_card("A1", 'role = "any"'), "mine.toml, card A1, field role: a batter card has no"),
    ("[[card]]\nid = \n", "mine.toml is not valid TOML: "),
    ("", "mine.toml has no cards: write each card as a [[card]] table"),
    ('[card]\nid = "A1"\n', "mine.toml has no cards"),
    (toml_card("A1") + '[[cards]]\nid = "A2"\n', "mine.toml: 'cards' is not part of a card file"),
])
def test_a_bad_file_names_itself_and_the_card(text, message):
    with pytest.raises(CardError) as caught:
        read_cards(text, "mine.toml")
    assert str(caught.value).startswith(message)
    assert str(caught.value).endswith(".")


def test_load_cards_reads_a_given_file_and_names_it(tmp_path):
    path = tmp_path / "mine.toml"
    path.write_text(toml_card("A1"), encoding="utf-8")
    assert [card.id for card in load_cards(path)] == ["A1"]
    path.write_text(toml_card("A1", 'speed = 1'), encoding="utf-8")
    with pytest.raises(CardError, match=f"^{path}, card A1, field speed: "):
        load_cards(str(path))
    with pytest.raises(CardError, match="Can't read the card file .*missing.toml"):
        load_cards(tmp_path / "missing.toml")


# ---------------------------------------------------------------- six different positions


def test_specific_positions_cover_a_lineup():
    six = [batter(f"X{n}", code) for n, code in enumerate(("C", "1B", "2B", "SS", "LF", "RF"))]
    assert covers_positions(six) == ""
    assert assign_positions(six) == (2, 3, 4, 6, 7, 9)


def test_wildcards_fill_the_gaps():
    six = [batter("A", "UT"), batter("B", "IF"), batter("C", "OF"), batter("D", "SS"),
           batter("E", "2B"), batter("F", "LF")]
    spots = assign_positions(six)
    assert spots[3:] == (6, 4, 7)  # the specialists keep their positions
    assert len(set(spots)) == 6
    assert spots[1] in (3, 5) and spots[2] in (8, 9)  # IF and OF took what was left
    assert spots[0] in (3, 5, 8, 9) and spots[0] not in spots[1:3]


def test_a_utility_card_does_not_catch():
    eight = [batter(f"X{n}", code) for n, code in enumerate(("1B", "2B", "3B", "SS", "LF", "CF",
                                                             "RF"))]
    assert covers_positions(eight + [batter("U", "UT")]).startswith("Batters X0, X1, X2, X3, X4, "
                                                                    "X5, X6 and U can only play")
    assert covers_positions(eight + [batter("K", "C")]) == ""


def test_two_catchers_and_a_first_baseman_cannot_share_two_spots():
    cards = [batter("K1", "C"), batter("K2", "C", "1B"), batter("F", "1B"), batter("O", "OF")]
    assert covers_positions(cards) == \
        "Batters K1, K2 and F can only play C and 1B between them: 3 batters for 2 positions."
    with pytest.raises(CardError, match="Batters K1, K2 and F can only play C and 1B"):
        assign_positions(cards)


def test_only_batters_take_positions():
    cards = [batter("B", "SS"), card_from_data(PITCHER)]
    assert covers_positions(cards) == "Card P99 is a pitcher card: only batters take a position."


def test_nine_batters_are_too_many():
    nine = [batter(f"U{n}", "UT", "C") for n in range(9)]
    assert covers_positions(nine) == \
        "9 batters cannot all have different positions: there are only 8."
    assert covers_positions(nine[:8]) == ""


def spots_of(card: Card) -> set[int]:
    return {POSITION_NUMBERS[s] for code in card.positions for s in WILDCARDS.get(code, (code,))}


CODES = [*POSITION_NUMBERS, *WILDCARDS]


@given(st.lists(st.lists(st.sampled_from(CODES), min_size=1, max_size=2, unique=True),
                min_size=1, max_size=7))
def test_covers_agrees_with_trying_every_assignment(positions):
    cards = [batter(f"Q{n}", *codes) for n, codes in enumerate(positions)]
    possible = any(all(spot in spots_of(card) for card, spot in zip(cards, spots))
                   for spots in itertools.permutations(range(2, 10), len(cards)))
    assert (covers_positions(cards) == "") == possible
    if possible:
        spots = assign_positions(cards)
        assert spots == assign_positions(cards)  # the same batters, the same positions
        assert len(set(spots)) == len(cards)
        assert all(spot in spots_of(card) for card, spot in zip(cards, spots))
    else:
        with pytest.raises(CardError):
            assign_positions(cards)
