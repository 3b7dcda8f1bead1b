"""Reading a system's card file: TOML, one `[[card]]` table per card (DESIGN.md §2.2).

Each system checks its own cards field by field; what every card file shares is here: the file
read and parsed, nothing but `[[card]]` tables in it, and no two cards with one id (compared
without case: the database keys a system's cards by id). Every mistake raises the system's own
error with one sentence naming the file and, where it can, the card.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Iterable

from engine.core.errors import ScorebookError, label, quoted, shown
from engine.core.text_files import read_json, read_toml, read_utf8


def read_card_tables(text: str, source: str, error: type[Exception],
                     check: Callable[[dict, int], Any]) -> tuple:
    """The cards of a card file's text: `check(table, number)` makes each card (1-based)."""
    data = read_toml(text, source, error)
    extra = [key for key in data if key != "card"]
    if extra:
        raise error(f"{source}: {quoted(extra[0])} is not part of a card file: write each card "
                    f"as a [[card]] table.")
    tables = data.get("card")
    if not isinstance(tables, list) or not tables:
        raise error(f"{source} has no cards: write each card as a [[card]] table.")
    cards, seen = [], {}
    for number, table in enumerate(tables, start=1):
        card = check(table, number)
        if card.id.lower() in seen:
            raise error(f"{source}, card #{number}: the id {card.id} is already used by "
                        f"card {seen[card.id.lower()]} (ids are compared without case).")
        seen[card.id.lower()] = card.id
        cards.append(card)
    return tuple(cards)


def load_card_file(path: Path | str | None, bundled: Path, error: type[Exception],
                   read: Callable[[str, str], tuple]) -> tuple:
    """The cards of the file at `path` (the system's bundled sample set without one)."""
    path = Path(path) if path is not None else bundled
    text = read_utf8(path, "card file", error)
    return read(text, path.name if path == bundled else str(path))


_ID = re.compile(r"[A-Za-z0-9_-]+")


class EffectError(ScorebookError):
    """A card's effect text its system's effect language cannot read (Bottom of the 9th's,
    Unlimited Nine's); `text` is the effect and `problem` what is wrong in it."""

    def __init__(self, text: str, problem: str):
        super().__init__(f"Effect {quoted(text)}: {problem}.")
        self.text = text
        self.problem = problem


class CardChecker:
    """Checks one card table field by field; every failure names file, card and field. A
    system's checker sets `error` and adds the fields of its own cards."""

    error: type[Exception] = ValueError

    def __init__(self, where: str, number: int | None):
        self.where = where
        self.label = f"#{number}" if number is not None else "(no id)"

    def fail(self, field: str, problem: str) -> Exception:
        place = f"card {self.label}, field {label(field)}"
        text = f"{self.where}, {place}" if self.where else place[0].upper() + place[1:]
        return self.error(f"{text}: {problem.rstrip('.')}.")

    def card_id(self, data) -> str:
        """The card's id (letters, digits, - and _), which names the card in later errors."""
        if not isinstance(data, dict):
            raise self.fail("card", "a card must be a table of fields")
        card_id = self.text(data, "id")
        if not _ID.fullmatch(card_id):
            raise self.fail("id", f"{quoted(card_id)} is not a card "
                                  "id: use letters, digits, - and _")
        self.label = label(card_id)
        return card_id

    def text(self, table: dict, key: str, within: str = "") -> str:
        """A required, non-empty string field."""
        field = f"{within}.{key}" if within else key
        if key not in table:
            raise self.fail(field, "is missing")
        value = table[key]
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, f"must be non-empty text, not {shown(value)}")
        return value.strip()


def option_data(text: str, error: type[Exception], shape: type = dict):
    """The data of a game's stored `cards` option (JSON: an object of each player's card, or
    with `shape` list a list of cards; each card an object), or `error` in one sentence. The
    setup writes it, but `--option cards=…` can say anything."""
    data = read_json(text, "The game's cards", error)
    cards = data.values() if isinstance(data, dict) else data
    if not isinstance(data, shape) or not all(isinstance(card, dict) for card in cards):
        raise error(f"The game's cards are not a JSON {'object' if shape is dict else 'list'} "
                    "of cards.")
    return data


def set_from_option(text: str, house: Callable[[], Any], build: Callable[[Iterable], Any],
                    from_data: Callable[..., Any], error: type[Exception]):
    """The card set of a game played with a whole set (Pizza Box, Unlimited Nine): the house
    set when the option is empty, else the set `build` makes of the stored cards."""
    if not text.strip():
        return house()
    return build(from_data(card, where="the game's cards")
                 for card in option_data(text, error, list))


def set_option(cards, house: Callable[[], Any]) -> str:
    """The `cards` option of a game played with a whole set: "" for the house set, else every
    card as data, so a stored game keeps the cards it was played with."""
    if cards is house() or cards.cards == house().cards:
        return ""
    return json.dumps([card.to_data() for card in cards.cards.values()], ensure_ascii=False)
