"""Nanyou player cards (rules/nanyou.md §1.2): reading and checking card files, the mascot.

A card file is TOML, one `[[card]]` table per card (see the bundled cards.toml, the original
sample set). A card has an id, a name (and optionally its romanized `reading`), a role (P, C,
IF or OF), the positions the player can take, a fielding grade A-D (optional rule 1), a speed
(which picks the default tactic rows), the 21-entry batting pattern of its back and, if it
prints them, its own tactic rows. Every mistake raises CardError with one sentence naming the
file, the card and the field.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from engine.core.errors import ScorebookError, quoted, shown
from engine.systems.card_files import CardChecker, load_card_file, read_card_tables
from engine.systems.nanyou.results import COMBOS, Result, ResultError, normal_combo, read_result
from engine.systems.nanyou.tables import GRADES, SPEEDS, TACTICS, Tables

BUNDLED = Path(__file__).with_name("cards.toml")
ROLES = ("P", "C", "IF", "OF")
#: Retrosheet numbers of the fielding positions.
POSITION_NUMBERS = {"P": 1, "C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}
POSITION_NAMES = {n: p for p, n in POSITION_NUMBERS.items()}
#: The seed knows pitchers, catchers and fielders (投、捕、野): a fielder card (IF or OF) may
#: take any of the fielding positions, whatever it lists.
FIELDING = frozenset(range(3, 10))
MASCOT_ID = "MASCOT"
_FIELDS = ("id", "name", "reading", "role", "positions", "grade", "speed", "pattern", "tactics",
           "provenance")
_REQUIRED = ("id", "name", "role", "positions", "pattern", "provenance")


class CardError(ScorebookError):
    """A card cannot be used; the message names the file (if any), the card and the field."""


@dataclass(frozen=True)
class Card:
    """A player card: front (name, role, positions, grade, speed) and back (pattern, rows)."""

    id: str
    name: str
    role: str
    positions: tuple[str, ...]
    pattern: dict[str, Result] = field(compare=False)
    provenance: str
    reading: str = ""
    grade: str = "C"
    speed: str = "avg"
    tactics: tuple[tuple[str, int], ...] = ()

    def result(self, combo: str) -> Result:
        return self.pattern[combo]

    def row(self, tactic: str, tables: Tables) -> int:
        """The dice sum this player needs for a tactic: his own row, else his speed's."""
        return dict(self.tactics).get(tactic, tables.tactic_rows[self.speed][tactic])

    def lists(self, position: int) -> bool:
        """Whether the card prints the position (where the computer plays him if it can)."""
        return POSITION_NAMES.get(position, "") in self.positions

    def plays(self, position: int) -> bool:
        """Whether the rules let him take the position: one his card lists, or any fielding
        position for a fielder card."""
        return self.lists(position) or (self.role in ("IF", "OF") and position in FIELDING)

    def to_data(self) -> dict:
        """The card as plain JSON-able data, the same keys and values as its TOML table."""
        data: dict = {"id": self.id, "name": self.name, "role": self.role,
                      "positions": list(self.positions), "grade": self.grade, "speed": self.speed,
                      "pattern": {c: self.pattern[c].text for c in COMBOS},
                      "provenance": self.provenance}
        if self.reading:
            data["reading"] = self.reading
        if self.tactics:
            data["tactics"] = dict(self.tactics)
        return data


def card_from_data(data: dict, where: str = "") -> Card:
    """Check one card's data (a TOML table, or `Card.to_data()`) and make the card; `where`
    names the file for the error messages."""
    return _Checker(where, None).card(data)


def read_cards(text: str, source: str) -> tuple[Card, ...]:
    """The cards of a TOML card file's text; `source` names the file in error messages."""
    return read_card_tables(text, source, CardError,
                            lambda table, number: _Checker(source, number).card(table))


def load_cards(path: Path | str | None = None) -> tuple[Card, ...]:
    """The cards of a card file; without a path, the bundled original sample set."""
    return load_card_file(path, BUNDLED, CardError, read_cards)


def sample_cards() -> dict[str, Card]:
    """The bundled sample set by card id (read once)."""
    return {card.id: card for card in _bundled()}


@functools.cache
def _bundled() -> tuple[Card, ...]:
    return load_cards()


def mascot_card(name: str, tables: Tables) -> Card:
    """The mascot card (§1.1): a player the user names, "stats unknown" — so the generic
    pattern, grade C, average speed, able to take any fielding position but pitcher."""
    name = name.strip()
    if not name:
        raise CardError("The mascot card needs a name: give option mascot=YOUR NAME.")
    return Card(MASCOT_ID, name, "IF", tuple(p for p in POSITION_NUMBERS if p != "P"),
                dict(tables.generic_pattern), "house-default")


class _Checker(CardChecker):
    """Checks one card table field by field; every failure names file, card and field."""

    error = CardError

    def card(self, data) -> Card:
        card_id = self.card_id(data)
        for key in data:
            if key not in _FIELDS:
                raise self.fail(key, f"a card has no such field; its fields are {', '.join(_FIELDS)}")
        for key in _REQUIRED:
            if key not in data:
                raise self.fail(key, f"is missing: a card needs {', '.join(_REQUIRED)}")
        role = self.choice(data, "role", ROLES, None)
        return Card(id=card_id, name=self.text(data, "name"), role=role,
                    positions=self.positions(data["positions"], role),
                    pattern=self.pattern(data["pattern"]), provenance=self.text(data, "provenance"),
                    reading=self.text(data, "reading") if "reading" in data else "",
                    grade=self.choice(data, "grade", GRADES, "C"),
                    speed=self.choice(data, "speed", SPEEDS, "avg"),
                    tactics=self.tactics(data.get("tactics", {})))

    def choice(self, data: dict, key: str, allowed: tuple[str, ...], default: str | None) -> str:
        if key not in data and default is not None:
            return default
        value = self.text(data, key)
        if value not in allowed:
            raise self.fail(key, f"{quoted(value)} is not one of {', '.join(allowed)}")
        return value

    def positions(self, values, role: str) -> tuple[str, ...]:
        if not isinstance(values, list) or not values:
            raise self.fail("positions", "must be a list of positions such as [\"SS\", \"2B\"]")
        found: list[str] = []
        for value in values:
            code = value.upper() if isinstance(value, str) else ""
            if code not in POSITION_NUMBERS:
                raise self.fail("positions", f"{shown(value)} is not a position: "
                                             f"choose {', '.join(POSITION_NUMBERS)}")
            if code in found:
                raise self.fail("positions", f"{code} is listed twice")
            found.append(code)
        if (role == "P") != ("P" in found):
            raise self.fail("positions", "a P card must list P, and only a P card may")
        return tuple(found)

    def pattern(self, values) -> dict[str, Result]:
        if not isinstance(values, dict):
            raise self.fail("pattern", "must be a table of the 21 dice combinations, such as { \"1-1\" = \"HR\", ... }")
        pattern: dict[str, Result] = {}
        for key, value in values.items():
            combo = normal_combo(key)
            if combo is None:
                raise self.fail(f"pattern.{key}", "is not a dice combination: write \"1-2\"")
            if combo in pattern:
                raise self.fail(f"pattern.{key}", f"repeats the combination {combo}")
            try:
                pattern[combo] = read_result(value)
            except ResultError as exc:
                raise self.fail(f"pattern.{key}", str(exc)) from exc
        missing = [c for c in COMBOS if c not in pattern]
        if missing:
            raise self.fail("pattern", f"has no result for {', '.join(missing)} (a card back lists all 21)")
        return pattern

    def tactics(self, values) -> tuple[tuple[str, int], ...]:
        if not isinstance(values, dict):
            raise self.fail("tactics", "must be a table such as { steal = 5 }")
        rows = []
        for key, value in values.items():
            if key not in TACTICS:
                raise self.fail(f"tactics.{key}", f"is not a tactic: choose {', '.join(TACTICS)}")
            if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 13:
                raise self.fail(f"tactics.{key}", f"must be a dice sum 2-13, not {shown(value)}")
            rows.append((key, value))
        return tuple(sorted(rows))
