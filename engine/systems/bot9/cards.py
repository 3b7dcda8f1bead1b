"""Bottom of the 9th player cards (rules/bot9.md §1.2): reading and checking card files (which
positions a batter card can take: positions.py).

A card file is TOML, one `[[card]]` table per card (see the bundled cards.toml, the original
sample set). Every mistake raises CardError with one sentence naming the file, the card and the
field; list entries are counted from 1 (`abilities[2].effect` is the second ability's effect).
A key the format does not know is a mistake too, so that a typo cannot silently drop an ability.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from engine.core.errors import quoted, shown
from engine.systems.card_files import CardChecker, load_card_file, read_card_tables
from engine.systems.bot9.card_error import CardError
from engine.systems.bot9.effects import Effect, EffectError, parse_effect
from engine.systems.bot9.positions import POSITION_NUMBERS, WILDCARDS

BUNDLED = Path(__file__).with_name("cards.toml")
KINDS = ("pitcher", "batter", "support")
ROLES = ("starter", "reliever", "any")
TOKENS = ("location", "angle")  # the guess tokens, in the order the ace pitch is written
PITCHER_DICE = ("pitch", "control", "field")
BATTER_DICE = ("swing", "run", "hit")
_COMMON = ("id", "kind", "name", "provenance")
#: Per kind: the fields a card must have, then those it may have.
_FIELDS = {
    "pitcher": (("role", "ace", "special"), ("traits", "abilities")),
    "batter": (("positions", "special"), ("traits", "abilities")),
    "support": (("home_ability", "visitor_ability"), ()),
}


@dataclass(frozen=True)
class Ability:
    """A trait or ability printed on a card; `needs` are the guess tokens that unlock it."""

    name: str
    needs: frozenset[str]
    effect: Effect
    text: str

    def to_data(self) -> dict:
        """The ability as the card file writes it."""
        data: dict = {"name": self.name}
        if self.needs:
            data["needs"] = [token for token in TOKENS if token in self.needs]
        return {**data, "effect": self.effect.text, "text": self.text}


@dataclass(frozen=True)
class Card:
    """A pitcher, batter or support character card."""

    id: str
    name: str
    kind: str
    provenance: str
    positions: tuple[str, ...] = ()
    role: str = ""
    ace: tuple[str, str] = ("", "")
    traits: tuple[Ability, ...] = ()
    abilities: tuple[Ability, ...] = ()
    special: Ability | None = None
    home_ability: Ability | None = None
    visitor_ability: Ability | None = None

    def __hash__(self) -> int:
        # Equal cards share these, so the hash stays consistent with ==; hashing every ability
        # instead cost more than the set-up that simulated games cache by their cards (sim.py).
        return hash((self.id, self.name, self.kind))

    def to_data(self) -> dict:
        """The card as plain JSON-able data, the same keys and values as its TOML table."""
        data: dict = {"id": self.id, "kind": self.kind, "name": self.name,
                      "provenance": self.provenance}
        if self.kind == "batter":
            data["positions"] = list(self.positions)
        if self.kind == "pitcher":
            data["role"] = self.role
            data["ace"] = "".join(self.ace)
        for field in ("traits", "abilities"):
            if getattr(self, field):
                data[field] = [ability.to_data() for ability in getattr(self, field)]
        for field in ("special", "home_ability", "visitor_ability"):
            if getattr(self, field) is not None:
                data[field] = getattr(self, field).to_data()
        return data


def card_from_data(data: dict, where: str = "") -> Card:
    """Check one card's data (a TOML table, or `Card.to_data()`) and make the card; `where`
    names the file for the error messages."""
    return _Checker(where, None).card(data)


def read_cards(text: str, source: str) -> tuple[Card, ...]:
    """The cards of a TOML card file's text; `source` names the file in error messages. Two
    cards whose ids differ only in case are an error too: the database keys cards by id
    without case."""
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


def _listed(names: Sequence[str], last: str = "and") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


class _Checker(CardChecker):
    """Checks one card table field by field; every failure names file, card and field."""

    error = CardError

    def card(self, data) -> Card:
        card_id = self.card_id(data)
        kind = self.text(data, "kind")
        if kind not in KINDS:
            raise self.fail("kind", f"{quoted(kind)} is not a kind of card: choose "
                                    f"{_listed(KINDS, 'or')}")
        required, optional = _FIELDS[kind]
        known = _COMMON + required + optional
        for key in data:
            if key not in known:
                raise self.fail(key, f"a {kind} card has no such field; its fields are "
                                     f"{_listed(known)}")
        for key in required:
            if key not in data:
                raise self.fail(key, f"is missing: a {kind} card needs {_listed(required)}")
        fields = {"id": card_id, "kind": kind, "name": self.text(data, "name"),
                  "provenance": self.text(data, "provenance")}
        return Card(**fields, **getattr(self, kind)(data))

    def pitcher(self, data: dict) -> dict:
        role = self.text(data, "role")
        if role not in ROLES:
            raise self.fail("role", f"{quoted(role)} is not a pitcher's role: choose "
                                    f"{_listed(ROLES, 'or')}")
        ace = self.text(data, "ace").upper()
        if len(ace) != 2 or ace[0] not in "HL" or ace[1] not in "IA":
            raise self.fail("ace", f"{quoted(data['ace'])} is not an ace pitch: write the location "
                                   f"H or L, then the angle I or A, such as \"HI\"")
        side = ("a pitcher", PITCHER_DICE)
        return {"role": role, "ace": (ace[0], ace[1]), **self.printed(data, side)}

    def batter(self, data: dict) -> dict:
        positions = data["positions"]
        if not isinstance(positions, list) or not positions:
            raise self.fail("positions", "must be a list of positions such as [\"SS\"]")
        codes: list[str] = []
        for value in positions:
            code = value.upper() if isinstance(value, str) else ""
            if code not in POSITION_NUMBERS and code not in WILDCARDS:
                choices = _listed([*POSITION_NUMBERS, *WILDCARDS], "or")
                raise self.fail("positions", f"{shown(value)} is not a position: choose {choices}")
            if code in codes:
                raise self.fail("positions", f"{code} is listed twice")
            codes.append(code)
        return {"positions": tuple(codes), **self.printed(data, ("a batter", BATTER_DICE))}

    def support(self, data: dict) -> dict:
        return {"home_ability": self.ability(data["home_ability"], "home_ability",
                                             ("the home ability", BATTER_DICE), "may"),
                "visitor_ability": self.ability(data["visitor_ability"], "visitor_ability",
                                                ("the visitor ability", PITCHER_DICE), "may")}

    def printed(self, data: dict, side: tuple[str, tuple[str, ...]]) -> dict:
        """A player card's traits (no tokens), abilities (unlocked by tokens) and special."""
        return {
            "traits": self.abilities(data.get("traits", []), "traits", side, "never"),
            "abilities": self.abilities(data.get("abilities", []), "abilities", side, "must"),
            "special": self.ability(data["special"], "special", side, "never"),
        }

    def abilities(self, values, field: str, side, needs: str) -> tuple[Ability, ...]:
        if not isinstance(values, list):
            raise self.fail(field, "must be a list of tables such as "
                                   "[ { name = \"…\", effect = \"…\" } ]")
        return tuple(self.ability(value, f"{field}[{n}]", side, needs)
                     for n, value in enumerate(values, start=1))

    def ability(self, value, field: str, side: tuple[str, tuple[str, ...]],
                needs: str) -> Ability:
        """One ability table; `needs` says whether guess tokens must, may or never unlock it."""
        if not isinstance(value, dict):
            raise self.fail(field, "must be a table such as { name = \"…\", effect = \"…\" }")
        known = ("name", "effect", "text") + (("needs",) if needs != "never" else ())
        for key in value:
            if key not in known:
                why = (" (it is always on, so no token unlocks it)" if key == "needs" else "")
                raise self.fail(f"{field}.{key}", f"is not a field of this ability{why}; its "
                                                  f"fields are {_listed(known)}")
        name = self.text(value, "name", field)
        effect_text = self.text(value, "effect", field)
        try:
            effect = parse_effect(effect_text)
        except EffectError as exc:
            raise self.fail(f"{field}.effect", f"{quoted(exc.text)}: {exc.problem}") from exc
        whose, dice = side
        if effect.die not in dice:
            raise self.fail(f"{field}.effect", f"{quoted(effect.text)} touches the {effect.die} "
                                               f"die, but {whose} may only touch {_listed(dice)}")
        text = self.text(value, "text", field) if "text" in value else effect.text
        return Ability(name, self.needs(value, field, needs), effect, text)

    def needs(self, value: dict, field: str, rule: str) -> frozenset[str]:
        if "needs" not in value:
            if rule == "must":
                raise self.fail(f"{field}.needs", "is missing: say which guess tokens unlock "
                                                  "it, such as [\"location\"]")
            return frozenset()
        tokens = value["needs"]
        if (not isinstance(tokens, list) or not tokens
                or any(token not in TOKENS for token in tokens)
                or len(set(tokens)) != len(tokens)):
            raise self.fail(f"{field}.needs", f"{shown(tokens)} is not a list of guess tokens: "
                                              f"write [\"location\"], [\"angle\"] or "
                                              f"[\"location\", \"angle\"]")
        return frozenset(tokens)
