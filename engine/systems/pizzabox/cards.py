"""Pizza Box Baseball's cards (rules/pizza_box.md §1.1, §2.2, §2.6): reading and checking.

A card set is TOML, one `[[card]]` table per card (see the bundled cards.toml, the house-default
set). Every card has an id, a `deck` and its provenance:

* result cards (deck HA, NA or PA: Hitter, No or Pitcher Advantage) carry the white area (A and
  AA), optionally light-blue AAA areas for some batting slots and the blue PRO strip used when
  the pitcher bats. An area is an event (1B 2B 3B HR BB E K GO FO PO LO DP), the fielders who
  made the play, the black base boxes (`adv`: the runners on those bases have the advantage)
  and the move number (how far advantaged runners go: 0-3);
* running cards (deck RUN) say SAFE or OUT;
* pitcher type cards (deck PT) are a starter (#1-#5, grade 1-3) or a reliever (long, short,
  specialist, setup, closer; grade 1-2) with their per-inning lines: base draw / keep / extra.

A file may hold any of the decks: the decks it holds replace the house default's, the others
stay (`card_set`). Every mistake raises CardError with one sentence naming file, card and field.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping

from engine.core.errors import ScorebookError
from engine.systems.card_files import CardChecker, load_card_file, read_card_tables

BUNDLED = Path(__file__).with_name("cards.toml")
RESULT_DECKS = ("HA", "NA", "PA")
DECK_NAMES = {"HA": "Hitter Advantage", "NA": "No Advantage", "PA": "Pitcher Advantage",
              "RUN": "running", "PT": "pitcher type"}
DECKS = tuple(DECK_NAMES)
EVENTS = ("1B", "2B", "3B", "HR", "BB", "E", "K", "GO", "FO", "PO", "LO", "DP")
#: Events that name the fielders who made the play (the others may, as a hit's location).
NEEDS_FIELDERS = ("E", "GO", "FO", "PO", "LO", "DP")
RUNNING = ("SAFE", "OUT")
STARTER = "starter"
RELIEVERS = ("long", "short", "specialist", "setup", "closer")
ROLES = (STARTER, *RELIEVERS)
COLOURS = ("red", "blue", "both")


class CardError(ScorebookError):
    """A card cannot be used; the message names the file (if any), the card and the field."""


@dataclass(frozen=True)
class Area:
    """One area of a result card: what happened, who fielded it, the black boxes, the move."""

    event: str
    fielders: str = ""
    adv: frozenset[int] = frozenset()
    move: int = 0

    def to_data(self) -> dict:
        data: dict = {"event": self.event}
        if self.fielders:
            data["fielders"] = self.fielders
        if self.adv:
            data["adv"] = sorted(self.adv)
        if self.move:
            data["move"] = self.move
        return data

    @property
    def text(self) -> str:
        """How the area reads: "1B 8 (1 2 3 +1)"."""
        boxes = " ".join(str(b) for b in sorted(self.adv))
        where = f" {self.fielders}" if self.fielders else ""
        return f"{self.event}{where}" + (f" ({boxes} +{self.move})" if boxes and self.move else "")


@dataclass(frozen=True)
class ResultCard:
    id: str
    deck: str
    white: Area
    provenance: str
    aaa: tuple[tuple[frozenset[int], Area], ...] = ()
    pro: Area | None = None

    @property
    def name(self) -> str:
        return f"{DECK_NAMES[self.deck]} {self.white.event}"

    def area(self, slot: int = 0, pitcher_batting: bool = False) -> Area:
        """The area read for a batter: the blue strip when the pitcher bats (PRO), the
        light-blue area of his slot (AAA, `slot` 1-9), else the white area."""
        if pitcher_batting and self.pro is not None:
            return self.pro
        for slots, area in self.aaa:
            if slot in slots:
                return area
        return self.white

    def to_data(self) -> dict:
        data: dict = {"id": self.id, "deck": self.deck, "white": self.white.to_data()}
        if self.aaa:
            data["aaa"] = [{"slots": sorted(s), **a.to_data()} for s, a in self.aaa]
        if self.pro is not None:
            data["pro"] = self.pro.to_data()
        data["provenance"] = self.provenance
        return data


@dataclass(frozen=True)
class RunningCard:
    id: str
    result: str
    provenance: str
    deck: str = "RUN"

    @property
    def name(self) -> str:
        return f"Running {self.result}"

    def to_data(self) -> dict:
        return {"id": self.id, "deck": self.deck, "result": self.result,
                "provenance": self.provenance}


@dataclass(frozen=True)
class PitcherType:
    """A pitcher type card. `lines[i]` is (base draw, keep, extra draw): for a starter by the
    inning of the game (1-9, the last line for any later one), for a reliever by the innings
    he has pitched (his 1st, 2nd …; the last line again after)."""

    id: str
    role: str
    grade: int
    lines: tuple[tuple[int, int, int], ...]
    provenance: str
    number: int = 0
    colour: str = "both"
    deck: str = "PT"

    @property
    def name(self) -> str:
        if self.role == STARTER:
            return f"Starter #{self.number}"
        return f"{self.role.title()} reliever" + (" (2)" if self.grade == 2 else "")

    def line(self, index: int) -> tuple[int, int, int]:
        """The line for inning (starter) or inning pitched (reliever) `index`, 1-based."""
        return self.lines[min(index, len(self.lines)) - 1]

    def to_data(self) -> dict:
        data: dict = {"id": self.id, "deck": self.deck, "role": self.role, "grade": self.grade,
                      "lines": [list(line) for line in self.lines], "colour": self.colour,
                      "provenance": self.provenance}
        if self.number:
            data["number"] = self.number
        return data


Card = ResultCard | RunningCard | PitcherType


@dataclass(frozen=True)
class CardSet:
    """The cards a game is played with, by deck: result decks, running cards, pitcher types."""

    cards: Mapping[str, Card] = field(compare=False)

    def deck(self, name: str) -> tuple[str, ...]:
        """The ids of the cards of deck `name`, in the set's order."""
        return tuple(card_id for card_id, card in self.cards.items() if card.deck == name)

    def __getitem__(self, card_id: str) -> Card:
        return self.cards[card_id]

    def find(self, card_id: str) -> Card | None:
        """A card by its id, compared without case."""
        card = self.cards.get(card_id)
        if card is None:
            card = self.by_lower().get(card_id.lower())
        return card

    @functools.cached_property
    def _lower(self) -> dict[str, Card]:
        return {card_id.lower(): card for card_id, card in self.cards.items()}

    def by_lower(self) -> dict[str, Card]:
        return self._lower

    def pitchers(self, colour: str) -> tuple[PitcherType, ...]:
        """The pitcher type cards a team of `colour` may use."""
        return tuple(c for c in self.cards.values()
                     if isinstance(c, PitcherType) and c.colour in (colour, "both"))


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
            raise self.fail("deck", f"'{deck}' is not a deck: use {', '.join(DECKS)}")
        provenance = self.text(data, "provenance")
        allowed = {"id", "deck", "provenance", *_FIELDS[deck]}
        extra = sorted(set(data) - allowed)
        if extra:
            raise self.fail(extra[0], f"a {DECK_NAMES[deck]} card has no such field (its "
                            f"fields: {', '.join(sorted(allowed))})")
        if deck == "RUN":
            result = self.text(data, "result").upper()
            if result not in RUNNING:
                raise self.fail("result", f"'{result}' is not SAFE or OUT")
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
            raise self.fail(f"{where}.event", f"'{event}' is not an event: use {' '.join(EVENTS)}")
        fielders = str(data.get("fielders", "")).replace("-", "").strip()
        if any(c not in "123456789" for c in fielders):
            raise self.fail(f"{where}.fielders", f"'{fielders}' are not fielders: write position "
                            "numbers 1-9, as \"6-3\"")
        if event in NEEDS_FIELDERS and not fielders:
            raise self.fail(f"{where}.fielders", f"a {event} names the fielders, as \"6-3\"")
        if event == "DP" and len(fielders) < 2:
            raise self.fail(f"{where}.fielders", "a double play names at least two fielders, as \"6-4-3\"")
        adv = data.get("adv", [])
        if not isinstance(adv, list) or not all(isinstance(b, int) and 1 <= b <= 3 for b in adv):
            raise self.fail(f"{where}.adv", f"{adv!r} is not a list of bases 1-3")
        move = data.get("move", 0)
        if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move <= 3:
            raise self.fail(f"{where}.move", f"{move!r} is not a move: 0 (none) to 3")
        return Area(event, fielders, frozenset(adv), move)

    def slot_area(self, data, where: str) -> tuple[frozenset[int], Area]:
        if not isinstance(data, dict):
            raise self.fail(where, "must be a table with slots and an area")
        slots = data.get("slots")
        if (not isinstance(slots, list) or not slots
                or not all(isinstance(s, int) and 1 <= s <= 9 for s in slots)):
            raise self.fail(f"{where}.slots", f"{slots!r} is not a list of batting slots 1-9")
        return frozenset(slots), self.area(data, where, extra=("slots",))

    def pitcher(self, card_id: str, data: dict, provenance: str) -> PitcherType:
        role = self.text(data, "role").lower()
        if role not in ROLES:
            raise self.fail("role", f"'{role}' is not a role: use {', '.join(ROLES)}")
        grade = data.get("grade")
        grades = (1, 2, 3) if role == STARTER else (1, 2)
        if grade not in grades:
            raise self.fail("grade", f"{grade!r} is not a grade of a {role}: use "
                            f"{' or '.join(map(str, grades))}")
        number = data.get("number", 0)
        if role == STARTER and number not in (1, 2, 3, 4, 5):
            raise self.fail("number", f"{number!r} is not a starter's number: use 1 to 5")
        colour = str(data.get("colour", "both")).lower()
        if colour not in COLOURS:
            raise self.fail("colour", f"'{colour}' is not a colour: use {', '.join(COLOURS)}")
        lines = data.get("lines")
        if not isinstance(lines, list) or not lines:
            raise self.fail("lines", "must list the per-inning lines, as [[5, 2, 3], [4, 1, 2]]")
        checked = []
        for i, line in enumerate(lines, start=1):
            if (not isinstance(line, list) or len(line) != 3
                    or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 9 for n in line)):
                raise self.fail(f"lines[{i}]", f"{line!r} is not base draw, keep and extra draw, "
                                "as [5, 2, 3]")
            if line[0] < 1:
                raise self.fail(f"lines[{i}]", "the base draw is at least 1 card")
            checked.append((line[0], line[1], line[2]))
        return PitcherType(card_id, role, grade, tuple(checked), provenance, number if role == STARTER else 0,
                           colour)


_FIELDS = {"HA": ("white", "aaa", "pro"), "NA": ("white", "aaa", "pro"),
           "PA": ("white", "aaa", "pro"), "RUN": ("result",),
           "PT": ("role", "grade", "number", "colour", "lines")}
