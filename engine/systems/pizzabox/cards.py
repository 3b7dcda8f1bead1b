"""Pizza Box Baseball's cards (rules/pizza_box.md §1.1, §2.2, §2.6): what each kind says.

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

Reading and checking a card file, and the house set: card_file.py.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Mapping


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
