"""Unlimited Nine's cards (rules/unlimited_nine.md §1): what each kind says.

* A character card has two sides. The player side: the recruiting cost, the printed position,
  batting (the offence's hand size and the base of the catch check), pitching (the defence's
  hand size), the catcher bonus (added to the defence's hand by the catcher), fielding, the
  fielding boost (discard cards of these colours, +1 each, up to `max`), whether the batter puts
  the ball in play at difference 0, the hit table (difference -> where the ball goes and how far
  the batter gets), the skills with their costs, and the sick icon (after an inning in which he
  took part he turns to his student side). The student side is an ordinary student: fielding 0
  (he never catches a ball) and the values of the rules file unless the card gives its own.
* An event card has a power source (its colour, which is what counts in the duel) and one or
  more actions, each played face up before a half for what it says (effects.py).

Reading and checking a card file, and the house set: card_file.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from engine.systems.unlimited9.effects import POSITIONS, Effect

COLOURS = ("blue", "green", "red")
#: The power sources are the colours (rules §1.1, house default): Technique blue, Genius green,
#: Passion red. A card file may write either.
SOURCES = {"technique": "blue", "genius": "green", "passion": "red"}
LETTERS = {"blue": "b", "green": "g", "red": "r"}
HITS = ("1B", "2B", "3B", "HR")
BASES = {"1B": 1, "2B": 2, "3B": 3, "HR": 4}
SKILL_KINDS = ("batting", "running", "pitching", "fielding")
POSITION_NUMBERS = {p: n for n, p in enumerate(POSITIONS, start=1)}


@dataclass(frozen=True)
class Skill:
    name: str
    kind: str                     # batting, running, pitching, fielding
    cost: tuple[str, ...]         # colours to discard, one card each
    effects: tuple[Effect, ...]
    text: str                     # the effect as written

    def to_data(self) -> dict:
        return {"name": self.name, "type": self.kind, "cost": list(self.cost), "effect": self.text}


@dataclass(frozen=True)
class Face:
    """One side of a character card, as the game reads it."""

    batting: int
    pitching: int = 0
    catcher_bonus: int = 0
    fielding: int = 0
    boost_colours: tuple[str, ...] = ()
    boost_max: int = 0
    hit_at_zero: bool = False
    hits: tuple[tuple[int, str, str], ...] = ()  # (difference, position or "", hit)
    skills: tuple[Skill, ...] = ()

    def hit(self, difference: int) -> tuple[str, str]:
        """Where the ball goes and the hit, at `difference` (>= 0): the table's largest
        difference covers every larger one; below its smallest, its smallest."""
        chosen = self.hits[0]
        for row in self.hits:
            if row[0] <= difference:
                chosen = row
        return chosen[1], chosen[2]

    def hits_data(self) -> dict:
        return {str(d): f"{pos} {hit}".strip() for d, pos, hit in self.hits}


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    colour: str
    cost: int
    position: str
    player: Face
    student: Face
    sick: bool = False
    provenance: str = "house-default"
    student_given: Mapping[str, object] = field(default_factory=dict, compare=False)

    def face(self, student: bool) -> Face:
        return self.student if student else self.player

    def to_data(self) -> dict:
        p = self.player
        data: dict = {"id": self.id, "kind": "character", "name": self.name, "colour": self.colour,
                      "cost": self.cost, "position": self.position, "batting": p.batting,
                      "pitching": p.pitching, "catcher_bonus": p.catcher_bonus,
                      "fielding": p.fielding}
        if p.boost_colours:
            data["boost"] = {"colours": list(p.boost_colours), "max": p.boost_max}
        data["hit_at_zero"] = p.hit_at_zero
        data["hits"] = p.hits_data()
        if p.skills:
            data["skills"] = [s.to_data() for s in p.skills]
        data["sick"] = self.sick
        if self.student_given:
            data["student"] = dict(self.student_given)
        data["provenance"] = self.provenance
        return data


@dataclass(frozen=True)
class Action:
    name: str
    effects: tuple[Effect, ...]
    text: str


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    colour: str                   # its power source
    actions: tuple[Action, ...]
    provenance: str = "house-default"

    def to_data(self) -> dict:
        return {"id": self.id, "kind": "event", "name": self.name, "colour": self.colour,
                "actions": [{"name": a.name, "effect": a.text} for a in self.actions],
                "provenance": self.provenance}


Card = Character | EventCard


@dataclass(frozen=True)
class CardSet:
    """The cards a game is played with: 27 characters (9 of each colour) and the event deck."""

    cards: Mapping[str, Card]

    def character(self, card_id: str) -> Character:
        card = self.cards[card_id]
        assert isinstance(card, Character)
        return card

    def event(self, card_id: str) -> EventCard:
        card = self.cards[card_id]
        assert isinstance(card, EventCard)
        return card

    def find(self, card_id: str) -> Card | None:
        card = self.cards.get(card_id)
        if card is None:
            wanted = card_id.lower()
            card = next((c for key, c in self.cards.items() if key.lower() == wanted), None)
        return card

    @property
    def characters(self) -> tuple[Character, ...]:
        return tuple(c for c in self.cards.values() if isinstance(c, Character))

    @property
    def events(self) -> tuple[EventCard, ...]:
        return tuple(c for c in self.cards.values() if isinstance(c, EventCard))

    def of_colour(self, colour: str) -> tuple[Character, ...]:
        return tuple(c for c in self.characters if c.colour == colour)

    def colour_of(self, event_id: str) -> str:
        return self.event(event_id).colour
