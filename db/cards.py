"""Player cards in the database, per game system (DESIGN.md §3 "cards (per system)", §6
`scorebook cards`): import a checked card file, list the cards, give a game its cards, go back
to the bundled set.

The cards a game is given are the bundled sample set with the imported cards in it: an
imported card replaces the sample card of its id and a new id adds a card (Pizza Box and
Unlimited Nine complete their sets from whole decks and kinds instead, `CardSystem.complete`).

A card is stored under the player id "SYSTEM-CARDID" in lower case, with a players row of
the card's name, so that box scores and statistics see card players like any other; a card
that is no player (a Pizza Box deck's, an Unlimited Nine event card) is stored by its card id
alone. Each system's card rules (reading, checking, listing, the player a card is on a team)
are db/card_systems.py's; a roster player is the player of a card when his id is that card's on
his team (`team_cards`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.card_systems import card_player_id, card_system, player_on_team
from db.engine import writer
from db.models import metadata
from db.shared_rows import add_missing
from engine.core.text_files import read_utf8

IMPORTED, SAMPLE = "imported", "sample"

_t = metadata.tables


def team_cards(engine: Engine, system: str, team: str) -> dict[str, Any]:
    """The card of each player team `team` can field in a game of `system`, by player id:
    every card a game would find (`game_cards`) as that team's player."""
    found = {player_on_team(system, team, card): card
             for card in game_cards(engine, system).values()}
    found.pop("", None)  # a card that is no one's (an event card, a Pizza Box deck's)
    return found


def import_cards(engine: Engine, system: str, cards: Sequence[Any]) -> int:
    """Store checked cards of `system` in one transaction, replacing cards of the same ids;
    players the database lacks are added with the card's name. Returns how many were stored.
    A card that is not a player (Pizza Box's decks, Unlimited Nine's event cards) is keyed by
    its card id alone."""
    rules = card_system(system)
    rows = [{"system": system, "name": card.name,
             "player_id": card_player_id(system, card.id) if rules.player_card(card) else None,
             "data": json.dumps(card.to_data(), ensure_ascii=False),
             "provenance": card.provenance} for card in cards]
    table = _t["cards"]
    with writer(engine).begin() as db:
        if not rules.players:
            _replace_decks(db, system, {card.id.lower() for card in cards})
            if rows:
                db.execute(sa.insert(table), rows)
            return len(rows)
        ids = [row["player_id"] for row in rows if row["player_id"]]
        add_missing(db, "players", ({"player_id": row["player_id"], "name": row["name"]}
                                    for row in rows if row["player_id"]))
        db.execute(sa.delete(table).where(table.c.system == system,
                                          table.c.player_id.in_(ids)))
        if rules.is_player is not None:  # a card of either kind replaces one of the other
            _replace_decks(db, system, {card.id.lower() for card in cards})
        if rows:
            db.execute(sa.insert(table), rows)
    return len(rows)


def _replace_decks(db, system: str, ids: set[str]) -> None:
    """Remove the stored cards of `system` whose ids (without case) are being imported."""
    table = _t["cards"]
    stored = db.execute(sa.select(table.c.id, table.c.data).where(table.c.system == system)).all()
    gone = [row_id for row_id, data in stored if json.loads(data).get("id", "").lower() in ids]
    if gone:
        db.execute(sa.delete(table).where(table.c.id.in_(gone)))


def game_cards(engine: Engine, system: str) -> dict[str, Any]:
    """Every card of `system` by card id: the bundled sample set with the imported cards added
    to it, each replacing the sample card of its id (without case) where there is one — so an
    import never leaves a set of only its own cards. A system that completes a set from its
    decks or kinds (`CardSystem.complete`) does so instead."""
    rules = card_system(system)
    imported = _imported(engine, system)
    if not imported:
        return rules.samples()
    if rules.complete is not None:
        return rules.complete(imported)
    return over_samples(rules.samples(), imported)


def over_samples(samples: dict[str, Any], imported: dict[str, Any]) -> dict[str, Any]:
    """The sample set with the imported cards in it: each in the place of the sample card it
    replaces (so the set keeps its order for the draft), the new ones after."""
    by_id = {card_id.lower(): card_id for card_id in imported}
    cards = {}
    for card_id, card in samples.items():
        replaced = by_id.pop(card_id.lower(), None)
        if replaced is None:
            cards[card_id] = card
        else:
            cards[replaced] = imported[replaced]
    cards.update((card_id, imported[card_id]) for card_id in by_id.values())
    return cards


def reset_cards(engine: Engine, system: str) -> int:
    """Remove the imported cards of `system`, so its games use the bundled sample set again;
    returns how many were removed. The players rows stay (games name them), and every stored
    game keeps the cards it was played with (in its options)."""
    card_system(system)
    table = _t["cards"]
    with writer(engine).begin() as db:
        return db.execute(sa.delete(table).where(table.c.system == system)).rowcount


def list_cards(engine: Engine, system: str) -> list[dict]:
    """The lines of `scorebook cards list SYSTEM`, by card id; `source` says whether the cards
    were imported or are the bundled sample set (shown when none were imported)."""
    rules = card_system(system)
    imported = _imported(engine, system)
    cards = game_cards(engine, system) if imported else rules.samples()
    return [{**rules.row(cards[card_id]), "source": IMPORTED if card_id in imported else SAMPLE}
            for card_id in sorted(cards)]


def _imported(engine: Engine, system: str) -> dict[str, Any]:
    """The stored cards of `system`, read back through the system's checks."""
    rules = card_system(system)
    table = _t["cards"]
    with engine.connect() as db:
        stored = db.execute(sa.select(table.c.data).where(table.c.system == system)).all()
    cards = [rules.from_data(json.loads(data), f"the {system} cards in the database")
             for (data,) in stored]
    return {card.id: card for card in cards}


def import_card_file(engine: Engine, system: str, path: str | Path) -> tuple[int, str]:
    """Check every card of the file at `path`, then store them all in one transaction;
    returns how many were stored and their tally ("6 pitchers, 12 batters, 2 support")."""
    rules = card_system(system)
    file = Path(path).expanduser()
    text = read_utf8(file, "card file")
    cards = rules.read(text, str(file))
    return import_cards(engine, system, cards), rules.tally(cards)
