"""A game's options as the games table keeps them: JSON, with the cards the game was played
with (its `cards` option: each player's card, ~20 KB for a Nanyou or Bottom of the 9th game)
stored once each in `game_cards` and named by digest — 2,000 simulated games held 446 MB of
copies of the same cards (migration 0007 moved the games stored before).

A `cards` option that is a JSON object (player → card) is kept card by card, so games that
share players share their cards whatever the rest of their lineups; any other `cards` text is
kept whole. `stored_options` writes the options, `options_of` reads them back whole: nothing
else needs to know.
"""

from __future__ import annotations

import functools
import hashlib
import json
from types import MappingProxyType
from typing import Mapping

import sqlalchemy as sa
from sqlalchemy.exc import IntegrityError

from db import card_digests

#: The `cards` option as stored: this, then JSON — a digest (the text kept whole), or an object
#: of player → digest (each card kept on its own).
REFERENCE = "stored:"
GAME_CARDS = sa.table("game_cards", sa.column("digest"), sa.column("data"))
#: Texts read back or written, by digest: a digest names one text whatever the database, so
#: reading may trust this; writing may not (`_write` asks the database, or card_digests).
_known: dict[str, str] = {}
_KNOWN_MOST = 100_000
_IN_LIST = 500


def stored_options(db, options: Mapping[str, str]) -> str:
    """`options` as the games table keeps them, the cards stored (once) and named. `db` is a
    Connection, in the caller's transaction."""
    options = {str(key): str(value) for key, value in options.items()}
    cards = options.get("cards", "")
    if cards and not cards.startswith(REFERENCE):
        options["cards"] = REFERENCE + json.dumps(_keep(db, cards))
    return json.dumps(options)


def stored_text(db, text: str) -> str:
    """Options already written as JSON (db.bulk's rows, made where no database is), as the
    games table keeps them."""
    return stored_options(db, json.loads(text)) if '"cards"' in text else text


def options_of(db, text: str | None) -> dict[str, str]:
    """The options of a game as stored (`text`), its cards read back."""
    options = json.loads(text or "{}")
    cards = options.get("cards", "")
    if isinstance(cards, str) and cards.startswith(REFERENCE):
        named = json.loads(cards.removeprefix(REFERENCE))
        digests = [named] if isinstance(named, str) else list(named.values())
        texts = _read(db, digests)
        options["cards"] = (texts[named] if isinstance(named, str) else json.dumps(
            {player: json.loads(texts[digest]) for player, digest in named.items()},
            ensure_ascii=False))
    return options


def _keep(db, cards: str) -> str | dict[str, str]:
    """What names `cards` once stored: each card's digest by player, or the whole text's."""
    names, texts = _named(cards)
    _write(db, texts)
    return dict(names) if isinstance(names, tuple) else names


@functools.lru_cache(maxsize=64)
def _named(cards: str) -> tuple[str | tuple[tuple[str, str], ...], Mapping[str, str]]:
    """The names of `cards` (each card's digest by player, or the whole text's) and the texts
    by digest: a pure function of the text, kept for the next game — a simulated run's games
    often carry the same cards text, and parsing, writing and hashing it was most of the cost
    of storing its options."""
    try:
        parsed = json.loads(cards)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict) and parsed and all(isinstance(c, dict) for c in parsed.values()):
        texts = {player: json.dumps(card, ensure_ascii=False, sort_keys=True)
                 for player, card in parsed.items()}
        digests = {player: _digest(text) for player, text in texts.items()}
        return (tuple(digests.items()),
                MappingProxyType({digests[player]: text for player, text in texts.items()}))
    digest = _digest(cards)
    return digest, MappingProxyType({digest: cards})


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]  # 128 bits


def _write(db, texts: Mapping[str, str]) -> None:
    """Store the texts (by digest) the table does not have yet. The table is asked for those
    not known to be there (card_digests.py): a run that plays the same cards game after game
    asks once."""
    missing = card_digests.unknown(db, texts)
    there = set()
    for start in range(0, len(missing), _IN_LIST):
        some = missing[start:start + _IN_LIST]
        there |= set(db.execute(sa.select(GAME_CARDS.c.digest)
                                .where(GAME_CARDS.c.digest.in_(some))).scalars())
    for digest in missing:
        if digest not in there:
            try:
                with db.begin_nested():  # another writer may store the same card just now
                    db.execute(sa.insert(GAME_CARDS).values(digest=digest, data=texts[digest]))
            except IntegrityError:
                pass
    if missing:
        card_digests.note(db, missing)
    _remember(texts)


def _read(db, digests: list[str]) -> dict[str, str]:
    missing = [d for d in set(digests) if d not in _known]
    for start in range(0, len(missing), _IN_LIST):
        some = missing[start:start + _IN_LIST]
        _remember(dict(db.execute(sa.select(GAME_CARDS.c.digest, GAME_CARDS.c.data)
                                  .where(GAME_CARDS.c.digest.in_(some))).all()))
    return {d: _known[d] for d in digests}


def _remember(texts: Mapping[str, str]) -> None:
    if len(_known) > _KNOWN_MOST:
        _known.clear()
    _known.update(texts)
