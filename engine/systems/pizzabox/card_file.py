"""Pizza Box card files (see cards.toml, the house-default set): reading and checking them,
and the set a game plays with.

A file may hold any of the decks: the decks it holds replace the house default's, the others
stay (`card_set`). Every mistake raises CardError with one sentence naming file, card and field.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Iterable

from engine.core.errors import ScorebookError, quoted, shown
from engine.systems.card_files import CardChecker, load_card_file, read_card_tables
from engine.systems.pizzabox.cards import (COLOURS, DECK_NAMES, DECKS, EVENTS, NEEDS_FIELDERS, ROLES,
                                           RUNNING, STARTER, Area, Card, CardSet, PitcherType,
                                           ResultCard, RunningCard)

BUNDLED = Path(__file__).with_name("cards.toml")


class CardError(ScorebookError):
    """A card cannot be used; the message names the file (if any), the card and the field."""


def card_set(cards: Iterable[Card]) -> CardSet:
    """A set from `cards`: the decks they hold replace the house default's, the others stay."""
    cards = list(cards)
    given = {card.deck for card in cards}
    kept = [card for card in sample_cards().values() if card.deck not in given]
    return CardSet({card.id: card for card in [*cards, *kept]})


@functools.cache
def house_set() -> CardSet:
    return CardSet(dict(sample_cards()))


def read_cards(text: str, source: str = "cards.toml") -> tuple[Card, ...]:
    """The cards of a card file's text; CardError names the file, card and field of a mistake."""
    return read_card_tables(text, source, CardError, lambda table, n: _Checker(source, n).card(table))


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
        deck = self.text(data, "deck").upper()
        if deck not in DECKS:
            raise self.fail("deck", f"{quoted(deck)} is not a deck: use {', '.join(DECKS)}")
        provenance = self.text(data, "provenance")
        allowed = {"id", "deck", "provenance", *_FIELDS[deck]}
        extra = sorted(set(data) - allowed)
        if extra:
            raise self.fail(extra[0], f"a {DECK_NAMES[deck]} card has no such field (its "
                            f"fields: {', '.join(sorted(allowed))})")
        if deck == "RUN":
            result = self.text(data, "result").upper()
            if result not in RUNNING:
                raise self.fail("result", f"{quoted(result)} is not SAFE or OUT")
            return RunningCard(card_id, result, provenance)
        if deck == "PT":
            return self.pitcher(card_id, data, provenance)
        white = self.area(data.get("white"), "white")
        aaa = tuple(self.slot_area(entry, f"aaa[{i}]")
                    for i, entry in enumerate(self.listed(data, "aaa"), start=1))
        pro = self.area(data["pro"], "pro") if "pro" in data else None
        return ResultCard(card_id, deck, white, provenance, aaa, pro)

    def listed(self, data: dict, key: str) -> list:
        value = data.get(key, [])
        if not isinstance(value, list):
            raise self.fail(key, "must be a list of tables")
        return value

    def area(self, data, where: str, extra: tuple[str, ...] = ()) -> Area:
        if not isinstance(data, dict):
            raise self.fail(where, "must be a table: { event = \"1B\", adv = [1, 2, 3], move = 1 }")
        unknown = sorted(set(data) - {"event", "fielders", "adv", "move", *extra})
        if unknown:
            raise self.fail(f"{where}.{unknown[0]}", "is not a field of a card area (event, "
                            "fielders, adv, move)")
        event = self.text(data, "event", where).upper()
        if event not in EVENTS:
            raise self.fail(f"{where}.event", f"{quoted(event)} is not an event: use "
                                              f"{' '.join(EVENTS)}")
        fielders = str(data.get("fielders", "")).replace("-", "").strip()
        if any(c not in "123456789" for c in fielders):
            raise self.fail(f"{where}.fielders", f"{quoted(fielders)} are not fielders: write "
                                                 "position numbers 1-9, as \"6-3\"")
        if event in NEEDS_FIELDERS and not fielders:
            raise self.fail(f"{where}.fielders", f"a {event} names the fielders, as \"6-3\"")
        if event == "DP" and len(fielders) < 2:
            raise self.fail(f"{where}.fielders", "a double play names at least two fielders, as \"6-4-3\"")
        adv = data.get("adv", [])
        if not isinstance(adv, list) or not all(isinstance(b, int) and 1 <= b <= 3 for b in adv):
            raise self.fail(f"{where}.adv", f"{shown(adv)} is not a list of bases 1-3")
        move = data.get("move", 0)
        if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move <= 3:
            raise self.fail(f"{where}.move", f"{shown(move)} is not a move: 0 (none) to 3")
        return Area(event, fielders, frozenset(adv), move)

    def slot_area(self, data, where: str) -> tuple[frozenset[int], Area]:
        if not isinstance(data, dict):
            raise self.fail(where, "must be a table with slots and an area")
        slots = data.get("slots")
        if (not isinstance(slots, list) or not slots
                or not all(isinstance(s, int) and 1 <= s <= 9 for s in slots)):
            raise self.fail(f"{where}.slots", f"{shown(slots)} is not a list of batting slots 1-9")
        return frozenset(slots), self.area(data, where, extra=("slots",))

    def pitcher(self, card_id: str, data: dict, provenance: str) -> PitcherType:
        role = self.text(data, "role").lower()
        if role not in ROLES:
            raise self.fail("role", f"{quoted(role)} is not a role: use {', '.join(ROLES)}")
        grade = data.get("grade")
        grades = (1, 2, 3) if role == STARTER else (1, 2)
        if grade not in grades:
            raise self.fail("grade", f"{shown(grade)} is not a grade of a {role}: use "
                            f"{' or '.join(map(str, grades))}")
        number = data.get("number", 0)
        if role == STARTER and number not in (1, 2, 3, 4, 5):
            raise self.fail("number", f"{shown(number)} is not a starter's number: use 1 to 5")
        colour = str(data.get("colour", "both")).lower()
        if colour not in COLOURS:
            raise self.fail("colour", f"{quoted(colour)} is not a colour: use {', '.join(COLOURS)}")
        lines = data.get("lines")
        if not isinstance(lines, list) or not lines:
            raise self.fail("lines", "must list the per-inning lines, as [[5, 2, 3], [4, 1, 2]]")
        checked = []
        for i, line in enumerate(lines, start=1):
            if (not isinstance(line, list) or len(line) != 3
                    or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 9 for n in line)):
                raise self.fail(f"lines[{i}]", f"{shown(line)} is not base draw, "
                                               "keep and extra draw, as [5, 2, 3]")
            if line[0] < 1:
                raise self.fail(f"lines[{i}]", "the base draw is at least 1 card")
            checked.append((line[0], line[1], line[2]))
        return PitcherType(card_id, role, grade, tuple(checked), provenance, number if role == STARTER else 0,
                           colour)


_FIELDS = {"HA": ("white", "aaa", "pro"), "NA": ("white", "aaa", "pro"),
           "PA": ("white", "aaa", "pro"), "RUN": ("result",),
           "PT": ("role", "grade", "number", "colour", "lines")}
