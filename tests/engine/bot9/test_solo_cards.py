"""The solo card file (solo_cards.toml): the bundled cards and the checks a file passes, each
mistake one sentence naming the card and the field."""

from __future__ import annotations

import re

import pytest

from engine.systems.bot9.solo.cards import (BUNDLED, PITCHES, SoloCardError, load_solo_cards,
                                            read_solo_cards)

SITUATION = """
[[situation]]
id = "X1"
name = "Test Spot"
text = "A test."
provenance = "house-default"
inning = { value = 9, provenance = "house-default" }
max_inning = { value = 10, provenance = "house-default" }
outs = { value = 1, provenance = "house-default" }
runners = { value = [1], provenance = "house-default" }
score = { value = [1, 0], provenance = "house-default" }
pitch = { value = "LA", provenance = "house-default" }
mp_win_regulation = { value = 3, provenance = "house-default" }
mp_win_extra = { value = 2, provenance = "house-default" }
"""
EFFECT = """
[[effect]]
id = "Y1"
name = "Test Effect"
provenance = "house-default"
stare_down = { value = "tire(1)", text = "Tire 1.", provenance = "house-default" }
basic = { value = "adj(swing,+1)", text = "+1.", provenance = "house-default" }
advanced = { value = ["recover(1)", "adj(control,+1)"], text = "Both.", provenance = "house-default" }
"""
OPENER = 'opener = { value = "X1", provenance = "seed" }\n'


def read(situation: str = SITUATION, effect: str = EFFECT, opener: str = OPENER):
    return read_solo_cards(opener + situation + effect, "test.toml")


def test_the_bundled_file_has_nine_situations_and_six_effects():
    cards = load_solo_cards()
    assert len(cards.situations) == 9 and len(cards.effects) == 6
    assert cards.situations[cards.opener].name == "Home Opener"
    opener = cards.situations[cards.opener]
    assert (opener.inning, opener.max_inning, opener.outs, opener.runners, opener.score) == \
        (9, 11, 1, (1,), (0, 0))  # the seed's Home Opener
    assert all(card.pitch in PITCHES for card in cards.situations.values())
    assert {card.inning for card in cards.situations.values()} <= {8, 9, 10, 11}


def test_every_value_of_the_bundled_file_is_tagged():
    text = BUNDLED.read_text(encoding="utf-8")
    values = re.findall(r"^(\w+) = \{ value = .*\}$", text, re.MULTILINE)
    tagged = re.findall(r"^(\w+) = \{ value = .*provenance = \"(seed|public: \w+|inferred|"
                        r"house-default)\" \}$", text, re.MULTILINE)
    assert len(values) == len(tagged) == 9 * 8 + 6 * 3 + 1


def test_statements_are_deck_actions_or_abilities():
    cards = read()
    effect = cards.effects["Y1"]
    assert (effect.stare_down[0].action, effect.stare_down[0].amount) == ("tire", 1)
    assert effect.basic[0].ability.effect.text == "adj(swing,+1)"
    assert [s.action for s in effect.advanced] == ["recover", ""]
    assert effect.texts["advanced"] == "Both."
    assert cards.pitch_deck("X1", "Y1") == ()


def test_a_situation_is_written_back_for_the_season_table():
    data = read().situations["X1"].to_data()
    assert data["name"] == "Test Spot" and data["mp_win_regulation"] == 3
    assert data["mp_win_extra"] == 2 and data["runners"] == [1]


@pytest.mark.parametrize("change, message", [
    (('provenance = "house-default" }\nmax', 'provenance = "guess" }\nmax'),
     "test.toml, Situation card X1, field inning.provenance: must be one of"),
    (("[1, 0]", "[0, 1]"), "Situation card X1, field score: puts the home team ahead"),
    (('max_inning = { value = 10', 'max_inning = { value = 8'),
     "Situation card X1, field max_inning: must be from 9 to 99, not 8"),
    (('"LA"', '"LX"'), "Situation card X1, field pitch: 'LX' is not a pitch"),
    (("[1]", "[1, 4]"), "Situation card X1, field runners: must list different bases"),
    (("outs = { value = 1", "outs = { value = 3"), "field outs: must be from 0 to 2, not 3"),
    (('text = "A test."\n', ''), "Situation card X1, field text: is missing"),
])
def test_a_bad_situation_card_names_the_card_and_the_field(change, message):
    with pytest.raises(SoloCardError, match=re.escape(message)):
        read(situation=SITUATION.replace(*change))


@pytest.mark.parametrize("change, message", [
    (('"adj(swing,+1)"', '"adj(swang,+1)"'),
     "Effect card Y1, field basic: 'adj(swang,+1)': 'swang' is not a die"),
    (('"adj(swing,+1)"', '"throw(ace)"'),
     "Effect card Y1, field basic: 'throw(ace)' throws a pitch, which only a stare-down"),
    (('"tire(1)"', '"tire(0)"'), "field stare_down: 'tire(0)': tire takes a number of cards"),
    (('"tire(1)"', '"throw(HX)"'), "field stare_down: 'throw(HX)': throw takes ace or a pitch"),
    (("advanced = ", "advance = "), "Effect card Y1, field advance: is not a field"),
])
def test_a_bad_effect_card_names_the_card_and_the_field(change, message):
    with pytest.raises(SoloCardError, match=re.escape(message)):
        read(effect=EFFECT.replace(*change))


def test_ids_are_unique_across_the_file_and_the_opener_must_be_a_situation():
    with pytest.raises(SoloCardError, match="the id x1 is already used by card X1"):
        read(effect=EFFECT.replace('id = "Y1"', 'id = "x1"'))
    with pytest.raises(SoloCardError, match="field opener: 'Y1' is not a Situation card"):
        read(opener=OPENER.replace("X1", "Y1"))


def test_a_file_that_is_not_a_solo_card_file_says_so(tmp_path):
    with pytest.raises(SoloCardError, match="not valid TOML"):
        read_solo_cards("[[situation", "bad.toml")
    with pytest.raises(SoloCardError, match="'card' is not part of a solo card file"):
        read_solo_cards("[[card]]\nid = 'P1'\n", "bad.toml")
    with pytest.raises(SoloCardError, match="Can't read the solo card file"):
        load_solo_cards(tmp_path / "missing.toml")
