"""The solo cards (rules/bot9.md §5.2): Situation and Effect cards, read from a TOML file.

The bundled file is solo_cards.toml beside the bot9 package (its header describes the format);
a game may name another with the option `solo_cards=PATH`. Every value is tagged with its
provenance. A mistake raises SoloCardError with one sentence naming the file, the card and the
field, as the player card files do.

An Effect card's texts are statements: a deck action (`tire(N)`, `recover(N)`, `throw(ace)`,
`throw(LA)`) or a statement of the effect language (effects.py), which becomes an ability the
side whose die it touches may use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from engine.core.errors import ScorebookError, label, quoted, shown
from engine.core.text_files import read_toml, read_utf8
from engine.systems.bot9.cards import Ability
from engine.systems.bot9.effects import EffectError, parse_effect

BUNDLED = Path(__file__).parent.parent / "solo_cards.toml"
PROVENANCES = ("seed", "public", "inferred", "house-default")
PITCHES = ("HI", "HA", "LI", "LA")
EFFECT_TEXTS = ("stare_down", "basic", "advanced")
_ID = re.compile(r"[A-Za-z0-9_-]+")
_ACTION = re.compile(r"(tire|recover|throw)\s*\(\s*([^()]*?)\s*\)", re.IGNORECASE)
_SITUATION_VALUES = ("inning", "max_inning", "outs", "runners", "score", "pitch",
                     "mp_win_regulation", "mp_win_extra")


class SoloCardError(ScorebookError):
    """A solo card cannot be used; the message names the file, the card and the field."""


@dataclass(frozen=True)
class SituationCard:
    """Where a solo game starts and what winning it is worth (§5.2, §5.7)."""

    id: str
    name: str
    text: str
    provenance: str
    inning: int
    max_inning: int
    outs: int
    runners: tuple[int, ...]
    score: tuple[int, int]  # (visitors, home)
    pitch: str  # the pitch icon: "HI", "HA", "LI" or "LA"
    mp_win_regulation: int
    mp_win_extra: int
    provenances: dict[str, str] = field(default_factory=dict, compare=False)

    def to_data(self) -> dict:
        """The card as plain JSON-able data: what solo_games.situation stores and the
        statistics read (name, id and the MP keys)."""
        return {"id": self.id, "name": self.name, "text": self.text, "inning": self.inning,
                "max_inning": self.max_inning, "outs": self.outs, "runners": list(self.runners),
                "score": list(self.score), "pitch": self.pitch,
                "mp_win_regulation": self.mp_win_regulation, "mp_win_extra": self.mp_win_extra}


@dataclass(frozen=True)
class Statement:
    """One statement of an Effect card: a deck action (`action` "tire", "recover" or "throw"
    with its `amount` or `pitch`) or an ability the side whose die it touches may use."""

    text: str
    action: str = ""
    amount: int = 0
    pitch: str = ""  # throw: "ace" or a pitch such as "LA"
    ability: Ability | None = None


@dataclass(frozen=True)
class EffectCard:
    """An Effect card: its stare-down action and its basic and advanced effects (§5.2, §5.6)."""

    id: str
    name: str
    provenance: str
    stare_down: tuple[Statement, ...]
    basic: tuple[Statement, ...]
    advanced: tuple[Statement, ...]
    texts: dict[str, str] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class SoloCards:
    """The cards of a solo card file, in file order; `opener` is the Situation of game 1."""

    source: str
    situations: dict[str, SituationCard]
    effects: dict[str, EffectCard]
    opener: str

    def pitch_deck(self, situation: str, effect: str) -> tuple[str, ...]:
        """The pitch deck at set-up: every card but the two on the table (§5.2 step 5)."""
        return tuple(c for c in (*self.situations, *self.effects) if c not in (situation, effect))


def load_solo_cards(path: Path | str | None = None) -> SoloCards:
    """The solo cards in `path` (the bundled file by default), checked; read once per path."""
    return _load(str(path or BUNDLED))


@lru_cache(maxsize=8)
def _load(path: str) -> SoloCards:
    name = Path(path).name if Path(path) == BUNDLED else path
    text = read_utf8(path, "solo card file", SoloCardError)
    return read_solo_cards(text, name)


def read_solo_cards(text: str, source: str) -> SoloCards:
    """The solo cards of a TOML file's text; `source` names the file in error messages."""
    data = read_toml(text, source, SoloCardError)
    for key in data:
        if key not in ("opener", "situation", "effect"):
            raise SoloCardError(f"{source}: {quoted(key)} is not part of a solo card file: write "
                                f"[[situation]] and [[effect]] tables and an opener.")
    seen: dict[str, str] = {}
    situations = {}
    for n, table in enumerate(_tables(data, "situation", source), start=1):
        card = _Checker(source, "Situation", n).situation(table)
        situations[_unique(card.id, seen, source, n)] = card
    effects = {}
    for n, table in enumerate(_tables(data, "effect", source), start=1):
        card = _Checker(source, "Effect", n).effect(table)
        effects[_unique(card.id, seen, source, n)] = card
    opener = _Checker(source, "file", 0).tagged(data, "opener", str)
    if opener not in situations:
        raise SoloCardError(f"{source}, field opener: {quoted(opener)} "
                            "is not a Situation card of the file.")
    return SoloCards(source, situations, effects, opener)


def _tables(data: dict, key: str, source: str) -> list:
    tables = data.get(key)
    if not isinstance(tables, list) or not tables:
        raise SoloCardError(f"{source} has no {key} cards: write each as a [[{key}]] table.")
    return tables


def _unique(card_id: str, seen: dict[str, str], source: str, number: int) -> str:
    if card_id.lower() in seen:
        raise SoloCardError(f"{source}, card #{number}: the id {card_id} is already used by "
                            f"card {seen[card_id.lower()]} (ids are compared without case).")
    seen[card_id.lower()] = card_id
    return card_id


class _Checker:
    """Checks one card table; every failure names file, card and field."""

    def __init__(self, source: str, kind: str, number: int):
        self.source, self.kind, self.label = source, kind, f"#{number}"

    def fail(self, key: str, problem: str) -> SoloCardError:
        if self.kind == "file":
            return SoloCardError(f"{self.source}, field {label(key)}: {problem.rstrip('.')}.")
        return SoloCardError(f"{self.source}, {self.kind} card {self.label}, field {label(key)}: "
                             f"{problem.rstrip('.')}.")

    def text(self, table: dict, key: str) -> str:
        value = table.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(key, f"must be non-empty text, not {shown(value)}")
        return value.strip()

    def header(self, table, known: tuple[str, ...]) -> tuple[str, str, str]:
        if not isinstance(table, dict):
            raise self.fail("card", "a card must be a table of fields")
        card_id = self.text(table, "id")
        if not _ID.fullmatch(card_id):
            raise self.fail("id", f"{quoted(card_id)} is not a card "
                                  "id: use letters, digits, - and _")
        self.label = label(card_id)
        for key in table:
            if key not in ("id", "name", "provenance", *known):
                raise self.fail(key, f"is not a field of a {self.kind} card; its fields are "
                                     f"id, name, provenance, {', '.join(known)}")
        for key in known:
            if key not in table:
                raise self.fail(key, "is missing")
        return card_id, self.text(table, "name"), self.text(table, "provenance")

    def tagged(self, table: dict, key: str, kind: type, extra: tuple[str, ...] = ()):
        """A value written { value = …, provenance = "…" } (plus the `extra` keys)."""
        entry = table.get(key)
        if not isinstance(entry, dict) or "value" not in entry:
            raise self.fail(key, "must be written { value = …, provenance = \"…\" }")
        for name in entry:
            if name not in ("value", "provenance", *extra):
                raise self.fail(f"{key}.{name}", "is not known here")
        tag = entry.get("provenance")
        if not isinstance(tag, str) or tag.split(":")[0].strip() not in PROVENANCES:
            raise self.fail(f"{key}.provenance", f"must be one of {', '.join(PROVENANCES)} "
                                                 f"(public: SOURCE), not {shown(tag)}")
        value = entry["value"]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(key, f"must be {_KINDS[kind]}, not {shown(value)}")
        return value

    def whole(self, table: dict, key: str, low: int, high: int) -> int:
        value = self.tagged(table, key, int)
        if not low <= value <= high:
            raise self.fail(key, f"must be from {low} to {high}, not {value}")
        return value

    def situation(self, table) -> SituationCard:
        card_id, name, provenance = self.header(table, ("text", *_SITUATION_VALUES))
        inning = self.whole(table, "inning", 1, 99)
        max_inning = self.whole(table, "max_inning", inning, 99)
        runners = self.tagged(table, "runners", list)
        if any(b not in (1, 2, 3) or isinstance(b, bool) for b in runners) or \
                len(set(runners)) != len(runners):
            raise self.fail("runners", f"must list different bases 1, 2 or 3, not {shown(runners)}")
        score = self.tagged(table, "score", list)
        if (len(score) != 2 or any(not isinstance(r, int) or isinstance(r, bool) or r < 0
                                   for r in score)):
            raise self.fail("score", f"must be [visitors, home] in runs, not {shown(score)}")
        if score[1] > score[0]:
            raise self.fail("score", f"puts the home team ahead ({score[0]}-{score[1]}): the "
                                     f"game would already be over")
        pitch = self.tagged(table, "pitch", str).upper()
        if pitch not in PITCHES:
            raise self.fail("pitch", f"{quoted(pitch)} is not a pitch: write H or L, then I or A")
        provenances = {key: table[key]["provenance"] for key in _SITUATION_VALUES}
        return SituationCard(
            card_id, name, self.text(table, "text"), provenance, inning, max_inning,
            self.whole(table, "outs", 0, 2), tuple(sorted(runners)), (score[0], score[1]), pitch,
            self.whole(table, "mp_win_regulation", 0, 99), self.whole(table, "mp_win_extra", 0, 99),
            provenances)

    def effect(self, table) -> EffectCard:
        card_id, name, provenance = self.header(table, EFFECT_TEXTS)
        texts, parts = {}, {}
        for key in EFFECT_TEXTS:
            value = self.tagged(table, key, (str, list), extra=("text",))
            values = [value] if isinstance(value, str) else value
            if not values:
                raise self.fail(key, "lists no statement")
            parts[key] = tuple(self.statement(v, key, name) for v in values)
            texts[key] = table[key].get("text") or "; ".join(s.text for s in parts[key])
        return EffectCard(card_id, name, provenance, parts["stare_down"], parts["basic"],
                          parts["advanced"], texts)

    def statement(self, text, key: str, card_name: str) -> Statement:
        if not isinstance(text, str) or not text.strip():
            raise self.fail(key, f"a statement must be text such as tire(1), not {shown(text)}")
        source = " ".join(text.split())
        action = _ACTION.fullmatch(source)
        if action:
            op, arg = action[1].lower(), action[2]
            if op == "throw":
                if key != "stare_down":
                    raise self.fail(key, f"{quoted(source)} throws a pitch, which only a "
                                         "stare-down action can do")
                pitch = arg.upper() if arg.lower() != "ace" else "ace"
                if pitch not in (*PITCHES, "ace"):
                    raise self.fail(key, f"{quoted(source)}: throw takes ace or a pitch such as LA")
                return Statement(source, "throw", pitch=pitch)
            if not re.fullmatch(r"[1-9]", arg):
                raise self.fail(key, f"{quoted(source)}: {op} takes a number of cards from 1 to 9")
            return Statement(source, op, amount=int(arg))
        try:
            effect = parse_effect(source)
        except EffectError as exc:
            raise self.fail(key, f"{quoted(exc.text)}: {exc.problem}; a deck action is tire(N), "
                                 f"recover(N) or throw(…)") from exc
        return Statement(effect.text, ability=Ability(f"{card_name} (Effect card)", frozenset(),
                                                      effect, effect.text))


_KINDS = {int: "a whole number", str: "text", list: "a list", (str, list): "a statement or a "
          "list of statements"}
