"""Unlimited Nine's house-default card set (rules/unlimited_nine.md §1.1, §1.2's roster
template), card files with their checks, sets that replace one kind of card, and what makes a
set playable."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

from engine.systems.unlimited9.card_file import (STUDENT, CardError, card_from_data, card_set,
                                                 check_set, house_set, read_cards, read_playable,
                                                 sample_cards)
from engine.systems.unlimited9.cards import COLOURS, CardSet, Character, EventCard
from engine.systems.unlimited9.effects import POSITIONS, parse

CARDS = house_set()
LETTER = {"blue": "B", "green": "G", "red": "R"}
#: rules §1.2: position -> (batting, fielding) of the generic roster template.
TEMPLATE = {"P": (2, 3), "C": (3, 4), "1B": (5, 3), "2B": (3, 5), "3B": (4, 4), "SS": (3, 5),
            "LF": (5, 3), "CF": (4, 5), "RF": (5, 3)}
FLAVOUR = {"blue": ((0, 1), ("2B", "SS", "CF")), "red": ((1, 0), ("1B", "LF", "RF")),
           "green": ((0, 0), ())}


def _toml(card: dict) -> str:
    def value(v):
        if isinstance(v, dict):
            return "{ " + ", ".join(f"{k} = {value(x)}" for k, x in v.items()) + " }"
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return json.dumps(v)

    return "[[card]]\n" + "".join(f"{k} = {value(v)}\n" for k, v in card.items())


HITTER = {"id": "X1", "kind": "character", "name": "Test Hitter", "colour": "blue", "cost": 2,
          "position": "SS", "batting": 3, "fielding": 5, "hits": {"1": "SS 1B", "6": "HR"},
          "provenance": "test"}
SKILLED = {**HITTER, "skills": [{"name": "Glove", "type": "fielding", "cost": ["blue"],
                                 "effect": "catch(+2)"}]}
EVENT = {"id": "X1", "kind": "event", "name": "Test Event", "colour": "red",
         "actions": [{"name": "Go", "effect": "power(+1)"}], "provenance": "test"}


# ---------------------------------------------------------------- the house set


def test_27_characters_9_of_each_colour_one_per_position_in_order():
    assert len(CARDS.characters) == 27
    for colour in COLOURS:
        team = sorted(CARDS.of_colour(colour), key=lambda c: c.id)
        assert [c.id for c in team] == [f"{LETTER[colour]}{n:02d}" for n in range(1, 10)]
        assert tuple(c.position for c in team) == POSITIONS


def test_the_characters_follow_the_roster_template_and_their_colours_flavour():
    for card in CARDS.characters:
        (bat, field), (extra, where) = TEMPLATE[card.position], FLAVOUR[card.colour]
        if card.position in where:
            bat, field = bat + extra[0], field + extra[1]
        face = card.player
        assert (face.batting, face.fielding) == (bat, field), card.id
        assert face.pitching == (3 if card.position == "P" else 0)  # calibrated: cards.toml, card.id
        assert face.catcher_bonus == (1 if card.position == "C" else 0), card.id
        assert face.boost_colours == (card.colour,)
        wide = card.position in ("1B", "2B", "3B", "SS", "CF")
        assert face.boost_max == (2 if wide else 1), card.id
        assert 1 <= card.cost <= 4 and card.provenance == "house-default"


def test_each_colours_second_baseman_hits_at_zero_and_two_non_pitchers_are_sick():
    for colour in COLOURS:
        team = CARDS.of_colour(colour)
        assert [c.position for c in team if c.player.hit_at_zero] == ["2B"]
        sick = [c for c in team if c.sick]
        assert len(sick) == 2 and all(c.position != "P" for c in sick)


def test_the_hit_tables():
    for card in CARDS.characters:
        face = card.player
        rows = {d: (pos, hit) for d, pos, hit in face.hits}
        assert set(rows) - {0} == {1, 2, 3, 4, 5, 6}, card.id
        assert (0 in rows) == face.hit_at_zero
        assert rows[6] == ("", "HR") and face.hit(9) == ("", "HR")
        assert all(pos for d, (pos, hit) in rows.items() if hit != "HR"), card.id
        assert rows[1][1] == "1B" and rows[1][0] not in ("LF", "CF", "RF"), card.id
        assert rows[4][0] in ("LF", "CF", "RF") and rows[4][1] == "2B", card.id
        # a power hitter's triple at 5, a home run from 6 (the calibration's choice)
        assert rows[5][1] == ("3B" if face.batting >= 5 else rows[5][1]) and rows[5][1] in ("2B", "3B"), card.id
    for colour in COLOURS:
        hit = {pos for c in CARDS.of_colour(colour) for _, pos, _ in c.player.hits if pos}
        assert hit == set(POSITIONS), colour


def test_one_skill_each_pitchers_pitch_catchers_field_and_some_run():
    for colour in COLOURS:
        kinds = {c.position: [s.kind for s in c.player.skills] for c in CARDS.of_colour(colour)}
        assert all(len(k) == 1 for k in kinds.values())
        assert kinds["P"] == ["pitching"] and kinds["C"] == ["fielding"]
        assert 1 <= sum(k == ["running"] for k in kinds.values()) <= 2
    for card in CARDS.characters:
        for skill in card.player.skills:
            assert 1 <= len(skill.cost) <= 2 and card.colour in skill.cost
            assert parse(skill.text, skill.kind) == skill.effects


def test_the_student_side_is_the_house_default():
    for card in CARDS.characters:
        student = card.student
        assert (student.batting, student.pitching, student.catcher_bonus, student.fielding) == \
            (STUDENT["batting"], STUDENT["pitching"], STUDENT["catcher_bonus"], 0)
        assert student.hits_data() == STUDENT["hits"] and not student.skills
        assert not student.boost_colours and not student.hit_at_zero


def test_42_event_cards_14_of_each_colour_7_names_twice():
    assert len(CARDS.events) == 42
    names = {}
    for first, colour in zip((1, 15, 29), COLOURS):
        ids = [f"E{n:02d}" for n in range(first, first + 14)]
        assert [c.id for c in CARDS.events if c.colour == colour] == ids
        names[colour] = Counter(CARDS.event(i).name for i in ids)
        assert len(names[colour]) == 7 and set(names[colour].values()) == {2}
    assert sum(len(n) for n in names.values()) == 21  # no name in two colours


def test_every_event_action_is_modest_and_parses():
    for card in CARDS.events:
        assert 1 <= len(card.actions) <= 2 and card.provenance == "house-default"
        twin = [c for c in CARDS.events if c.name == card.name]
        assert all(c.actions == card.actions for c in twin)
        for action in card.actions:
            assert parse(action.text, "event") == action.effects
            for effect in action.effects:
                assert effect.amount <= (2 if effect.verb == "draw" else 1)


def test_every_card_reads_back_from_its_data():
    for card in CARDS.cards.values():
        data = card.to_data()
        assert card_from_data(data) == card
        assert card_from_data(data).to_data() == data
    assert read_cards("".join(_toml(c.to_data()) for c in CARDS.cards.values())) == \
        tuple(CARDS.cards.values())


def test_the_house_set_is_playable_and_cached():
    check_set(CARDS)
    assert house_set() is CARDS and sample_cards() is sample_cards()
    assert dict(CARDS.cards) == sample_cards()


# ---------------------------------------------------------------- card files


def test_a_small_card_takes_the_defaults():
    card = read_cards(_toml(HITTER))[0]
    assert isinstance(card, Character)
    face = card.player
    assert (face.pitching, face.catcher_bonus, face.hit_at_zero) == (0, 0, False)
    assert card.player.skills == () and card.player.boost_colours == () and not card.sick
    assert card.player.hit(3) == ("SS", "1B") and card.player.hit(0) == ("SS", "1B")


def test_other_names_of_the_colours():
    skill = {"name": "S", "type": "running", "cost": ["passion", "Technique"], "effect": "steal"}
    card = read_cards(_toml({**SKILLED, "colour": "Chaotic", "skills": [skill],
                             "boost": {"colours": ["genius"], "max": 1}}))[0]
    assert card.colour == "red" and card.player.boost_colours == ("green",)
    assert card.player.skills[0].cost == ("red", "blue")
    event = read_cards(_toml({**EVENT, "colour": "technique"}))[0]
    assert isinstance(event, EventCard) and event.colour == "blue"


def test_a_student_side_of_its_own_reads_back():
    data = {**HITTER, "student": {"hits": {"2": "cf 1b", "1": "P 1B"}, "batting": 3}}
    card = read_cards(_toml(data))[0]
    assert (card.student.batting, card.student.pitching, card.student.fielding) == (3, 2, 0)
    assert card.student.hits == ((1, "P", "1B"), (2, "CF", "1B"))
    assert card.to_data()["student"] == {"batting": 3, "hits": {"1": "P 1B", "2": "CF 1B"}}
    assert card_from_data(card.to_data()).to_data() == card.to_data()


def _without(card: dict, key: str) -> dict:
    return {k: v for k, v in card.items() if k != key}


@pytest.mark.parametrize("card, field, problem", [
    ({**HITTER, "kind": "stadium"}, "kind", "'stadium' is not a kind of card"),
    (_without(HITTER, "kind"), "kind", "is missing"),
    ({**HITTER, "colour": "purple"}, "colour", "'purple' is not a colour"),
    (_without(HITTER, "colour"), "colour", "is missing"),
    ({**HITTER, "position": "DH"}, "position", "'DH' is not a position"),
    ({**HITTER, "cost": 7}, "cost", "7 is not a whole number from 1 to 6"),
    ({**HITTER, "batting": 10}, "batting", "10 is not a whole number from 0 to 9"),
    ({**HITTER, "fielding": True}, "fielding", "True is not a whole number"),
    ({**HITTER, "catcher_bonus": 4}, "catcher_bonus", "4 is not a whole number from 0 to 3"),
    (_without(HITTER, "batting"), "batting", "is missing"),
    (_without(HITTER, "name"), "name", "is missing"),
    (_without(HITTER, "provenance"), "provenance", "is missing"),
    (_without(HITTER, "hits"), "hits", "is missing"),
    ({**HITTER, "speed": 4}, "speed", "a character card has no such field"),
    ({**HITTER, "actions": []}, "actions", "a character card has no such field"),
    ({**HITTER, "sick": "yes"}, "sick", "'yes' is not true or false"),
    ({**HITTER, "hits": {"x": "SS 1B"}}, "hits.x", "'x' is not a difference"),
    ({**HITTER, "hits": {"10": "HR"}}, "hits.10", "'10' is not a difference"),
    ({**HITTER, "hits": {"0": "C 1B", "1": "SS 1B"}}, "hits.0", "unless the card says hit_at_zero"),
    ({**HITTER, "hits": {"2": "SS 1B"}}, "hits", "needs a row for difference 1"),
    ({**HITTER, "hits": {"1": "ZZ 1B"}}, "hits.1", "'ZZ 1B' is not a position and hit"),
    ({**HITTER, "hits": {"1": "SS 4B"}}, "hits.1", "'SS 4B' is not a position and hit"),
    ({**HITTER, "hits": {"1": "2B"}}, "hits.1", "'2B' needs a position"),
    ({**HITTER, "hits": {"1": 3}}, "hits.1", "3 is not a position and hit"),
    ({**HITTER, "hits": "SS 1B"}, "hits", "must be a table of differences"),
    ({**HITTER, "boost": {"colours": ["pink"], "max": 1}}, "boost.colours[1]",
     "'pink' is not a colour"),
    ({**HITTER, "boost": {"colours": ["blue"]}}, "boost.max", "is missing"),
    ({**HITTER, "boost": {"colours": ["blue"], "max": 0}}, "boost.max", "0 is not a whole number"),
    ({**HITTER, "boost": {"colours": ["blue"], "max": 1, "when": "x"}}, "boost.when",
     "is not a field"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "type": "magic"}]}, "skills[1].type",
     "'magic' is not a type of skill"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "effect": "fly(+1)"}]}, "skills[1].effect",
     "'fly(+1)' is not a statement of the language"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "type": "batting"}]}, "skills[1].effect",
     "'catch(+2)': catch is not something a batting skill can do"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "cost": ["blue"] * 4}]}, "skills[1].cost",
     "is not a list of 1 to 3 colours"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "cost": ["mauve"]}]}, "skills[1].cost[1]",
     "'mauve' is not a colour"),
    ({**SKILLED, "skills": [_without(SKILLED["skills"][0], "cost")]}, "skills[1].cost",
     "is missing"),
    ({**SKILLED, "skills": [{**SKILLED["skills"][0], "uses": 1}]}, "skills[1].uses",
     "is not a field"),
    ({**SKILLED, "skills": ["catch(+2)"]}, "skills[1]", "must be a table"),
    ({**SKILLED, "skills": "catch(+2)"}, "skills", "must be a list of any number of tables"),
    ({**HITTER, "student": {"fielding": 3}}, "student.fielding",
     "is not a value of the student side"),
    ({**HITTER, "student": {"batting": 12}}, "student.batting", "12 is not a whole number"),
    ({**HITTER, "student": {"hits": {"1": "QQ"}}}, "student.hits.1",
     "'QQ' is not a position and hit"),
    ({**EVENT, "colour": "purple"}, "colour", "'purple' is not a colour"),
    ({**EVENT, "actions": []}, "actions", "must be a list of 1 to 3 tables"),
    ({**EVENT, "actions": EVENT["actions"] * 4}, "actions", "must be a list of 1 to 3 tables"),
    (_without(EVENT, "actions"), "actions", "is missing"),
    ({**EVENT, "actions": [{"name": "Go", "effect": "catch(+2)"}]}, "actions[1].effect",
     "catch is not something an event action can do"),
    ({**EVENT, "actions": [{"name": "Go", "effect": "power(+1)", "cost": 1}]}, "actions[1].cost",
     "is not a field"),
    ({**EVENT, "actions": [{"effect": "power(+1)"}]}, "actions[1].name", "is missing"),
    ({**EVENT, "cost": 2}, "cost", "an event card has no such field"),
])
def test_a_card_with_a_mistake_names_the_card_and_the_field_in_one_sentence(card, field, problem):
    with pytest.raises(CardError) as caught:
        read_cards(_toml(card), "mine.toml")
    message = str(caught.value)
    assert message.startswith(f"mine.toml, card X1, field {field}: "), message
    assert problem in message, message
    assert message.endswith(".") and "\n" not in message
    assert not re.search(r"[.!?] [A-Z]", message[:-1]), message  # one sentence


def test_a_card_without_a_usable_id_is_named_by_its_number_and_ids_are_unique():
    with pytest.raises(CardError, match=r"^mine.toml, card #1, field id: 'X 1' is not a card id"):
        read_cards(_toml({**HITTER, "id": "X 1"}), "mine.toml")
    with pytest.raises(CardError, match=r"^mine.toml, card #2: the id x1 is already used by "):
        read_cards(_toml(HITTER) + _toml({**EVENT, "id": "x1"}), "mine.toml")


def test_stored_data_with_a_mistake_names_where_it_was_read():
    with pytest.raises(CardError, match=r"^the database, card X1, field colour: 'pink'"):
        card_from_data({**HITTER, "colour": "pink"}, "the database")
    with pytest.raises(CardError, match=r"^Card X1, field position: 'DH'"):
        card_from_data({**HITTER, "position": "DH"})


# ---------------------------------------------------------------- sets


def _characters(prefix: str = "Y") -> list[Character]:
    """27 characters of a file: the house ones under other ids."""
    text = "".join(_toml({**c.to_data(), "id": prefix + c.id}) for c in CARDS.characters)
    return list(read_cards(text))


def _events(per_colour: int = 4) -> list[EventCard]:
    text = "".join(_toml({**EVENT, "id": f"V{colour[0]}{n}", "colour": colour})
                   for colour in COLOURS for n in range(per_colour))
    return list(read_cards(text))


def test_a_file_of_characters_replaces_every_house_character_and_keeps_the_events():
    mine = _characters()
    cards = card_set(mine)
    assert isinstance(cards, CardSet)
    assert set(cards.characters) == set(mine) and cards.events == CARDS.events
    check_set(cards)


def test_a_file_of_event_cards_replaces_every_house_event_and_keeps_the_characters():
    mine = _events()
    cards = card_set(mine)
    assert cards.events == tuple(mine) and cards.characters == CARDS.characters
    check_set(cards)


def test_a_file_of_both_kinds_is_the_whole_set():
    mine = [*_characters(), *_events()]
    assert set(card_set(mine).cards.values()) == set(mine)
    assert card_set([]).cards == CARDS.cards


def test_a_file_card_wins_over_a_kept_house_card_of_its_id():
    mine = read_cards(_toml({**HITTER, "id": "e01"}))
    cards = card_set(mine)
    assert cards.find("E01") == mine[0] and "E01" not in cards.cards
    assert len(cards.events) == 41 and cards.characters == tuple(mine)


@pytest.mark.parametrize("cards, problem", [
    (lambda: [c for c in CARDS.cards.values() if c.id != "B05"], "it has 8 blue characters"),
    (lambda: [c for c in CARDS.characters if c.colour != "red"] + list(CARDS.events),
     "it has 0 red characters"),
    (lambda: [*CARDS.characters, *CARDS.events[:11]], "it has 11 event cards"),
    (lambda: [*CARDS.characters, *_events(5)[:13]], "it has 3 red event cards"),
])
def test_an_unplayable_set_is_one_sentence(cards, problem):
    with pytest.raises(CardError) as caught:
        check_set(cards())
    message = str(caught.value)
    assert message.startswith("The cards make no playable set: ") and problem in message
    assert message.endswith(".") and not re.search(r"[.!?] [A-Z]", message[:-1])


def test_more_characters_than_a_team_are_fine():
    check_set([*CARDS.characters, *_characters(), *_events(4)])


def test_a_file_must_make_a_playable_set_with_the_house_cards_it_lacks():
    five = "".join(_toml(c.to_data()) for c in CARDS.characters[:5])
    with pytest.raises(CardError, match=r"^mine.toml makes no playable set: it has 5 blue "):
        read_playable(five, "mine.toml")
    with pytest.raises(CardError, match=r"^mine.toml makes no playable set: it has 1 event cards"):
        read_playable(_toml(EVENT), "mine.toml")
    events = "".join(_toml(c.to_data()) for c in CARDS.events)
    assert read_playable(events, "mine.toml") == CARDS.events
