"""Unlimited Nine card files (see cards.toml, the house-default set): reading and checking
them, the set a game plays with, and whether a set can be played.

A file may hold characters, event cards or both: the kinds it holds replace the house
default's, the other kind stays (`card_set`). Every mistake raises CardError with one sentence
naming file, card and field.
"""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path
from typing import Iterable

from engine.core.errors import ScorebookError, quoted, shown
from engine.core.numbers import number_in
from engine.systems.card_files import CardChecker, load_card_file, read_card_tables
from engine.systems.unlimited9.cards import (COLOURS, HITS, SKILL_KINDS, SOURCES, Action, Card,
                                             CardSet, Character, EventCard, Face, Skill)
from engine.systems.unlimited9.effects import POSITIONS, EffectError, parse

BUNDLED = Path(__file__).with_name("cards.toml")

#: The ordinary student on the back of every character (rules §1.2). Fielding 0 is the seed's
#: (he never catches a ball); the rest is the house default's, as no card's back is known
#: (rules §6 Q10): no boost, no skills, never in play at difference 0. A card's `student`
#: table may give its own values for STUDENT_FIELDS.
STUDENT = {"batting": 2, "pitching": 2, "catcher_bonus": 0, "fielding": 0,
           "hits": {"1": "P 1B", "2": "SS 1B", "3": "CF 1B", "4": "LF 2B", "5": "HR"}}
STUDENT_FIELDS = ("batting", "pitching", "catcher_bonus", "hits")
#: The seed names the colours of characters by alignment (rules §1.1); a file may too.
ALIGNMENTS = {"lawful": "blue", "neutral": "green", "chaotic": "red"}
#: A playable set (rules §1.3): a team is the 9 characters of its colour, and each of the two
#: players starts with a hand of 2 event cards of each colour, so 4 of each at the least.
MIN_CHARACTERS, MIN_EVENTS, MIN_EVENTS_PER_COLOUR = 9, 12, 4
KINDS = ("character", "event")
MAX_ACTIONS, MAX_SKILL_COST = 3, 3
#: field -> (lowest, highest) of a character's numbers.
RANGES = {"cost": (1, 6), "batting": (0, 9), "pitching": (0, 9), "catcher_bonus": (0, 3),
          "fielding": (0, 9), "boost.max": (1, 9)}
_FIELDS = {
    "character": ("id", "kind", "name", "colour", "cost", "position", "batting", "pitching",
                  "catcher_bonus", "fielding", "boost", "hit_at_zero", "hits", "skills", "sick",
                  "student", "provenance"),
    "event": ("id", "kind", "name", "colour", "actions", "provenance"),
}


class CardError(ScorebookError):
    """A card cannot be used; the message names the file (if any), the card and the field."""


def kind_of(card: Card) -> str:
    return "character" if isinstance(card, Character) else "event"


def card_set(cards: Iterable[Card]) -> CardSet:
    """A set from `cards`: the kinds they hold (characters, event cards) replace the house
    default's, the other kind stays. A kept house card whose id a given card uses (without
    case, as the database keys them) gives way to it."""
    cards = list(cards)
    given = {kind_of(card) for card in cards}
    ids = {card.id.lower() for card in cards}
    kept = [card for card in sample_cards().values()
            if kind_of(card) not in given and card.id.lower() not in ids]
    return CardSet({card.id: card for card in [*cards, *kept]})


def check_set(cards: Iterable[Card] | CardSet, where: str = "") -> None:
    """CardError unless the cards make a game: at least 9 characters of each colour, at least
    12 event cards and 4 of each colour. `where` names the file in the sentence."""
    cards = list(cards.cards.values() if isinstance(cards, CardSet) else cards)
    subject = f"{where} makes no playable set" if where else "The cards make no playable set"
    characters = Counter(c.colour for c in cards if isinstance(c, Character))
    for colour in COLOURS:
        if characters[colour] < MIN_CHARACTERS:
            raise CardError(f"{subject}: it has {characters[colour]} {colour} characters, and "
                            f"a team is {MIN_CHARACTERS} characters of its colour.")
    events = Counter(c.colour for c in cards if isinstance(c, EventCard))
    if sum(events.values()) < MIN_EVENTS:
        raise CardError(f"{subject}: it has {sum(events.values())} event cards, and a game "
                        f"needs at least {MIN_EVENTS}.")
    for colour in COLOURS:
        if events[colour] < MIN_EVENTS_PER_COLOUR:
            raise CardError(f"{subject}: it has {events[colour]} {colour} event cards, and the "
                            f"two opening hands need {MIN_EVENTS_PER_COLOUR} of each colour.")


@functools.cache
def house_set() -> CardSet:
    return CardSet(dict(sample_cards()))


def read_cards(text: str, source: str = "cards.toml") -> tuple[Card, ...]:
    """The cards of a card file's text; CardError names the file, card and field of a mistake."""
    return read_card_tables(text, source, CardError, lambda table, n: _Checker(source, n).card(table))


def read_playable(text: str, source: str = "cards.toml") -> tuple[Card, ...]:
    """The cards of a file that makes a playable set with the house cards of the kind it lacks
    (`card_set`, `check_set`): what an import takes, so the imported set can always be played."""
    cards = read_cards(text, source)
    check_set(card_set(cards), source)
    return cards


def card_from_data(data: dict, where: str = "") -> Card:
    """One card from its data (a TOML table, or `to_data()`)."""
    return _Checker(where, None).card(data)


@functools.cache
def sample_cards() -> dict[str, Card]:
    """The bundled house-default set, by card id."""
    return {card.id: card for card in load_card_file(None, BUNDLED, CardError, read_cards)}


class _Checker(CardChecker):
    error = CardError

    def card(self, data) -> Card:
        card_id = self.card_id(data)
        kind = self.text(data, "kind").lower()
        if kind not in KINDS:
            raise self.fail("kind", f"{quoted(kind)} is not a kind of card: use character or event")
        extra = sorted(set(data) - set(_FIELDS[kind]))
        if extra:
            article = "an" if kind == "event" else "a"
            raise self.fail(extra[0], f"{article} {kind} card has no such field (its fields: "
                            f"{', '.join(_FIELDS[kind])})")
        name = self.text(data, "name")
        if kind == "event":
            colour = self.colour(data.get("colour"), "colour", SOURCES)
            actions = self.tables(data, "actions", 1, MAX_ACTIONS)
            return EventCard(card_id, name, colour,
                             tuple(self.action(a, f"actions[{i}]") for i, a in actions),
                             self.text(data, "provenance"))
        return self.character(card_id, name, data)

    def character(self, card_id: str, name: str, data: dict) -> Character:
        colour = self.colour(data.get("colour"), "colour", ALIGNMENTS)
        cost = self.number(data, "cost")
        position = self.text(data, "position").upper()
        if position not in POSITIONS:
            raise self.fail("position", f"{quoted(position)} is not a position: use "
                            f"{' '.join(POSITIONS)}")
        boost_colours, boost_max = self.boost(data.get("boost"))
        hit_at_zero = self.flag(data, "hit_at_zero")
        skills = tuple(self.skill(s, f"skills[{i}]")
                       for i, s in self.tables(data, "skills", 0, None))
        player = Face(self.number(data, "batting"), self.number(data, "pitching", 0),
                      self.number(data, "catcher_bonus", 0), self.number(data, "fielding"),
                      boost_colours, boost_max, hit_at_zero,
                      self.hits(data.get("hits"), "hits", hit_at_zero), skills)
        given = self.student_given(data.get("student"))
        back = {**STUDENT, **given}
        student = Face(back["batting"], back["pitching"], back["catcher_bonus"], 0,
                       hits=self.hits(back["hits"], "student.hits", False))
        return Character(card_id, name, colour, cost, position, player, student,
                         self.flag(data, "sick"), self.text(data, "provenance"), given)

    # ── fields ───────────────────────────────────────────────────────────────
    def number(self, table: dict, key: str, default: int | None = None, within: str = "") -> int:
        field = f"{within}.{key}" if within else key
        if key not in table and default is not None:
            return default
        if key not in table:
            raise self.fail(field, "is missing")
        value, (low, high) = table[key], RANGES.get(field) or RANGES[key]
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(field, f"{shown(value)} is not a whole number from {low} to {high}")
        return value

    def flag(self, table: dict, key: str) -> bool:
        value = table.get(key, False)
        if not isinstance(value, bool):
            raise self.fail(key, f"{shown(value)} is not true or false")
        return value

    def colour(self, value, field: str, words: dict[str, str]) -> str:
        """A colour, or one of the other words the rules give it (alignment, power source)."""
        if value is None:
            raise self.fail(field, "is missing")
        word = value.strip().lower() if isinstance(value, str) else ""
        if word in COLOURS:
            return word
        if word in words:
            return words[word]
        raise self.fail(field, f"{shown(value)} is not a colour: use {', '.join(COLOURS)} (or "
                        f"{', '.join(words)})")

    def colours(self, value, field: str, lowest: int, highest: int) -> tuple[str, ...]:
        """A list of colours or power sources, one card each."""
        value = [value] if isinstance(value, str) else value
        if not isinstance(value, list) or not lowest <= len(value) <= highest:
            raise self.fail(field, f"{shown(value)} is not a list of {lowest} to {highest} colours "
                            "or power sources, as [\"blue\"] or [\"technique\"]")
        return tuple(self.colour(v, f"{field}[{i}]", SOURCES) for i, v in enumerate(value, 1))

    def tables(self, data: dict, key: str, lowest: int, highest: int | None) -> list:
        """The numbered tables (1-based) of a list field."""
        value = data.get(key, [])
        if key not in data and lowest:
            raise self.fail(key, "is missing")
        if (not isinstance(value, list) or len(value) < lowest
                or (highest is not None and len(value) > highest)):
            many = f"{lowest} to {highest}" if highest else "any number of"
            raise self.fail(key, f"must be a list of {many} tables, as "
                            "[{ name = \"...\", effect = \"...\" }]")
        for i, item in enumerate(value, 1):
            if not isinstance(item, dict):
                raise self.fail(f"{key}[{i}]", "must be a table, as "
                                "{ name = \"...\", effect = \"...\" }")
        return list(enumerate(value, 1))

    def unknown(self, table: dict, where: str, known: tuple[str, ...]) -> None:
        extra = sorted(set(table) - set(known))
        if extra:
            raise self.fail(f"{where}.{extra[0]}", f"is not a field here (the fields: "
                            f"{', '.join(known)})")

    def boost(self, value) -> tuple[tuple[str, ...], int]:
        if value is None:
            return (), 0
        if not isinstance(value, dict):
            raise self.fail("boost", "must be a table, as { colours = [\"blue\"], max = 2 }")
        self.unknown(value, "boost", ("colours", "max"))
        if "colours" not in value:
            raise self.fail("boost.colours", "is missing")
        colours = self.colours(value["colours"], "boost.colours", 1, len(COLOURS))
        return tuple(dict.fromkeys(colours)), self.number(value, "max", within="boost")

    def hits(self, value, field: str, at_zero: bool) -> tuple[tuple[int, str, str], ...]:
        """The hit table: difference -> "POS HIT" (or "HR": a home run needs no fielder)."""
        if value is None:
            raise self.fail(field, "is missing")
        if not isinstance(value, dict) or not value:
            raise self.fail(field, "must be a table of differences, as "
                            "{ 1 = \"SS 1B\", 2 = \"CF 1B\", 6 = \"HR\" }")
        rows: dict[int, tuple[int, str, str]] = {}
        for key, entry in value.items():
            where = f"{field}.{key}"
            difference = number_in(str(key).strip(), 0, 9)
            if difference is None:
                raise self.fail(where, f"{quoted(key)} is not a difference: use 0 to 9")
            if difference == 0 and not at_zero:
                raise self.fail(where, "a difference of 0 puts no ball in play unless the card "
                                "says hit_at_zero = true")
            if difference in rows:
                raise self.fail(where, f"the difference {difference} is written twice")
            rows[difference] = (difference, *self.hit(entry, where))
        if 1 not in rows:
            raise self.fail(field, "needs a row for difference 1")
        return tuple(rows[d] for d in sorted(rows))

    def hit(self, entry, where: str) -> tuple[str, str]:
        words = entry.upper().split() if isinstance(entry, str) else []
        how = (f"{shown(entry)} is not a position and hit, as \"SS 1B\" or \"HR\" (positions: "
               f"{' '.join(POSITIONS)}; hits: {' '.join(HITS)})")
        if words == ["HR"]:
            return "", "HR"
        if len(words) == 1 and words[0] in HITS:
            raise self.fail(where, f"{shown(entry)} needs a position: only "
                                   "a home run (\"HR\") may have none")
        if len(words) != 2 or words[0] not in POSITIONS or words[1] not in HITS:
            raise self.fail(where, how)
        return words[0], words[1]

    def skill(self, data: dict, where: str) -> Skill:
        self.unknown(data, where, ("name", "type", "cost", "effect"))
        name = self.text(data, "name", where)
        kind = self.text(data, "type", where).lower()
        if kind not in SKILL_KINDS:
            raise self.fail(f"{where}.type", f"{quoted(kind)} is not a type of skill: use "
                            f"{', '.join(SKILL_KINDS)}")
        if "cost" not in data:
            raise self.fail(f"{where}.cost", "is missing")
        cost = self.colours(data["cost"], f"{where}.cost", 1, MAX_SKILL_COST)
        text = self.text(data, "effect", where)
        return Skill(name, kind, cost, self.effects(text, kind, f"{where}.effect"), text)

    def action(self, data: dict, where: str) -> Action:
        self.unknown(data, where, ("name", "effect"))
        name = self.text(data, "name", where)
        text = self.text(data, "effect", where)
        return Action(name, self.effects(text, "event", f"{where}.effect"), text)

    def effects(self, text: str, kind: str, field: str):
        try:
            return parse(text, kind)
        except EffectError as exc:
            said = f"{quoted(exc.text)}"  # once: a problem may quote the statement already
            raise self.fail(field, exc.problem if said in exc.problem else f"{said}: {exc.problem}") from exc

    def student_given(self, value) -> dict:
        """The student side's own values, as written back by `to_data` (hits as "POS HIT")."""
        if value is None:
            return {}
        if not isinstance(value, dict):
            raise self.fail("student", "must be a table, as { batting = 2, pitching = 2 }")
        for key in value:
            if key not in STUDENT_FIELDS:
                raise self.fail(f"student.{key}", "is not a value of the student side (it has "
                                f"{', '.join(STUDENT_FIELDS)} of its own; fielding is always 0)")
        given: dict = {}
        for key in STUDENT_FIELDS:
            if key == "hits" and key in value:
                hits = self.hits(value[key], "student.hits", False)
                given[key] = {str(d): f"{pos} {hit}".strip() for d, pos, hit in hits}
            elif key in value:
                given[key] = self.number(value, key, within="student")
        return given
