"""Player cards in the database, per game system (DESIGN.md §3 "cards (per system)", §6
`scorebook cards`): import a checked card file, list the cards, give a game its cards, go back
to the bundled set.

The cards a game is given are the bundled sample set with the imported cards in it: an
imported card replaces the sample card of its id and a new id adds a card (Pizza Box and
Unlimited Nine complete their sets from whole decks and kinds instead, `CardSystem.complete`).

Each system that has cards registers a `CardSystem` in CARD_SYSTEMS: how its card files are
read and checked, how a stored card is read back, its bundled sample set and its listing. A
card is stored under the player id "SYSTEM-CARDID" in lower case, with a players row of the
card's name, so that box scores and statistics see card players like any other; a card that is
no player (a Pizza Box deck's, an Unlimited Nine event card) is stored by its card id alone.

In a game a card is a team's player: every game of a system (simulated, the demo league's, one
set up on the new-game screen) names the card's player by the system's own rule,
`player_on_team` ("brk-b10": card B10 of BRK) — so a roster player is the player of a card
when his id is that card's on his team (`team_cards`), and `roster_positions` writes the
positions the card plays as a roster does.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.models import metadata
from engine.core.errors import ScorebookError
from engine.systems.bot9 import cards as bot9_cards
from engine.systems.bot9 import teams as bot9_teams
from engine.systems.bot9.positions import POSITION_NUMBERS as BOT9_POSITIONS
from engine.systems.bot9.positions import WILDCARDS
from engine.systems.nanyou import cards as nanyou_cards
from engine.systems.nanyou import teams as nanyou_teams
from engine.systems.pizzabox import card_file as pizzabox_card_file
from engine.systems.pizzabox import cards as pizzabox_cards
from engine.systems.unlimited9 import card_file as unlimited9_card_file
from engine.systems.unlimited9 import cards as unlimited9_cards
from engine.systems.unlimited9 import teams as unlimited9_teams

IMPORTED, SAMPLE = "imported", "sample"

_t = metadata.tables


class UnknownCardSystem(ScorebookError):
    """A system that has no cards."""


@dataclass(frozen=True)
class CardSystem:
    """How one game system's cards are read, checked, stored and listed."""

    read: Callable[[str, str], Sequence[Any]]  # (file text, file name) -> checked cards
    from_data: Callable[[dict, str], Any]      # (stored data, where) -> card
    samples: Callable[[], dict[str, Any]]      # the bundled sample set by card id
    columns: tuple[str, ...]                   # the columns of `cards list`
    row: Callable[[Any], dict]                 # a card's line in `cards list`
    tally: Callable[[Sequence[Any]], str]      # "6 pitchers, 12 batters, 2 support"
    player_id: Callable[[str, Any], str]       # (team code, card) -> his id in the games
    positions: Callable[[Any], tuple[int, ...]]  # card -> the positions it plays, as numbers
    players: bool = True  # its cards are players (Pizza Box's are decks: result cards …)
    #: The whole set the games use from the imported cards (Pizza Box: the decks a file held
    #: replace the bundled ones, the others stay); None: the sample set with each imported
    #: card added or in place of the sample card of its id (`over_samples`).
    complete: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    #: Which of its cards are players when only some are (Unlimited Nine: the characters, not
    #: the event cards); None: all of them if `players`.
    is_player: Callable[[Any], bool] | None = None

    def player_card(self, card: Any) -> bool:
        """Whether `card` is a player: stored under a player id, with a players row."""
        return self.players and (self.is_player is None or self.is_player(card))


def _bot9_row(card: bot9_cards.Card) -> dict:
    return {"id": card.id, "kind": card.kind, "name": card.name,
            "positions": " ".join(card.positions), "role": card.role,
            "ace": "".join(card.ace), "provenance": card.provenance}


def _bot9_tally(cards: Sequence[bot9_cards.Card]) -> str:
    kinds = Counter(card.kind for card in cards)
    return (f"{kinds['pitcher']} pitchers, {kinds['batter']} batters, "
            f"{kinds['support']} support")


def _bot9_positions(card: bot9_cards.Card) -> tuple[int, ...]:
    """A pitcher pitches; a batter's IF, OF and UT wildcards stand for the positions they
    cover (rules/bot9.md §1.3)."""
    if card.kind == "pitcher":
        return (1,)
    words = [spot for word in card.positions for spot in WILDCARDS.get(word, (word,))]
    return tuple(BOT9_POSITIONS[word] for word in words)


def _nanyou_row(card: nanyou_cards.Card) -> dict:
    return {"id": card.id, "name": card.name, "reading": card.reading, "role": card.role,
            "positions": " ".join(card.positions), "grade": card.grade, "speed": card.speed,
            "provenance": card.provenance}


def _nanyou_positions(card: nanyou_cards.Card) -> tuple[int, ...]:
    return tuple(nanyou_cards.POSITION_NUMBERS[word] for word in card.positions)


def _nanyou_tally(cards: Sequence[nanyou_cards.Card]) -> str:
    roles = Counter(card.role for card in cards)
    return ", ".join(f"{roles[role]} {role}" for role in nanyou_cards.ROLES)


def _pizzabox_row(card: pizzabox_cards.Card) -> dict:
    """A Pizza Box card's line: its deck and what it says (a result card's white area, its
    AAA and PRO areas when it has them; a running card's SAFE or OUT; a pitcher's lines)."""
    if isinstance(card, pizzabox_cards.ResultCard):
        says = card.white.text
        extra = [f"AAA {','.join(map(str, sorted(s)))}: {a.text}" for s, a in card.aaa]
        extra += [f"PRO: {card.pro.text}"] if card.pro is not None else []
    elif isinstance(card, pizzabox_cards.RunningCard):
        says, extra = card.result, []
    else:
        says = f"{card.name}, grade {card.grade}"
        extra = [" ".join("/".join(map(str, line)) for line in card.lines)]
    return {"id": card.id, "kind": card.deck, "name": says, "positions": "; ".join(extra),
            "provenance": card.provenance}


def _pizzabox_tally(cards: Sequence[pizzabox_cards.Card]) -> str:
    decks = Counter(card.deck for card in cards)
    return ", ".join(f"{decks[deck]} {name}" for deck, name in pizzabox_cards.DECK_NAMES.items()
                     if decks[deck])


def _unlimited9_row(card: unlimited9_cards.Card) -> dict:
    """An Unlimited Nine card's line: a character's position, cost, values and skills; an event
    card's actions (it has no position, cost or values)."""
    row = {"id": card.id, "name": card.name, "colour": card.colour,
           "provenance": card.provenance}
    if isinstance(card, unlimited9_cards.EventCard):
        return {**row, "kind": "event", "positions": "", "cost": None, "batting": None,
                "pitching": None, "fielding": None,
                "text": " | ".join(f"{a.name}: {a.text}" for a in card.actions)}
    face = card.player
    text = [f"{s.name} ({s.kind}, {' '.join(s.cost)}): {s.text}" for s in face.skills]
    return {**row, "kind": "character", "positions": card.position, "cost": card.cost,
            "batting": face.batting, "pitching": face.pitching, "fielding": face.fielding,
            "text": " | ".join(text + ["sick"] * card.sick)}


def _unlimited9_tally(cards: Sequence[unlimited9_cards.Card]) -> str:
    characters = sum(isinstance(card, unlimited9_cards.Character) for card in cards)
    return f"{characters} characters, {len(cards) - characters} event cards"


def _unlimited9_player_id(team: str, card: unlimited9_cards.Card) -> str:
    """A character is the team's player; an event card is no one's."""
    if isinstance(card, unlimited9_cards.Character):
        return unlimited9_teams.player_id(team, card)
    return ""


def _unlimited9_positions(card: unlimited9_cards.Card) -> tuple[int, ...]:
    if isinstance(card, unlimited9_cards.Character):
        return (unlimited9_cards.POSITION_NUMBERS[card.position],)
    return ()


CARD_SYSTEMS: dict[str, CardSystem] = {
    "bot9": CardSystem(
        read=bot9_cards.read_cards, from_data=bot9_cards.card_from_data,
        samples=bot9_cards.sample_cards,
        columns=("id", "kind", "name", "positions", "role", "ace", "provenance", "source"),
        row=_bot9_row, tally=_bot9_tally, player_id=bot9_teams.player_id,
        positions=_bot9_positions),
    "nanyou": CardSystem(
        read=nanyou_cards.read_cards, from_data=nanyou_cards.card_from_data,
        samples=nanyou_cards.sample_cards,
        columns=("id", "name", "reading", "role", "positions", "grade", "speed", "provenance",
                 "source"),
        row=_nanyou_row, tally=_nanyou_tally, player_id=nanyou_teams.player_id,
        positions=_nanyou_positions),
    "pizzabox": CardSystem(
        read=pizzabox_card_file.read_cards, from_data=pizzabox_card_file.card_from_data,
        samples=pizzabox_card_file.sample_cards,
        columns=("id", "kind", "name", "positions", "provenance", "source"),
        row=_pizzabox_row, tally=_pizzabox_tally, player_id=lambda team, card: "",
        positions=lambda card: (), players=False,
        complete=lambda cards: dict(pizzabox_card_file.card_set(cards.values()).cards)),
    # A file must make a playable set with the house cards of the kind it lacks, so the
    # imported cards (every file's, completed) can always be played.
    "unlimited9": CardSystem(
        read=unlimited9_card_file.read_playable, from_data=unlimited9_card_file.card_from_data,
        samples=unlimited9_card_file.sample_cards,
        columns=("id", "kind", "name", "colour", "positions", "cost", "batting", "pitching",
                 "fielding", "text", "provenance", "source"),
        row=_unlimited9_row, tally=_unlimited9_tally, player_id=_unlimited9_player_id,
        positions=_unlimited9_positions,
        is_player=lambda card: isinstance(card, unlimited9_cards.Character),
        complete=lambda cards: dict(unlimited9_card_file.card_set(cards.values()).cards)),
}


def card_system(system: str) -> CardSystem:
    """The card rules of `system`; UnknownCardSystem names the systems that have cards."""
    try:
        return CARD_SYSTEMS[system]
    except KeyError:
        raise UnknownCardSystem(f"The system '{system}' has no cards: the systems with cards "
                                f"are {', '.join(sorted(CARD_SYSTEMS))}.") from None


def card_player_id(system: str, card_id: str) -> str:
    """The player id a card is stored under: "bot9-p01" for bot9 card P01."""
    return f"{system}-{card_id}".lower()


def player_on_team(system: str, team: str, card: Any) -> str:
    """The player `card` is on team `team`, as every game of `system` names him ("brk-b10" for
    card B10 of BRK): the same card on two teams is two players with their own statistics."""
    return card_system(system).player_id(team, card)


def team_cards(engine: Engine, system: str, team: str) -> dict[str, Any]:
    """The card of each player team `team` can field in a game of `system`, by player id:
    every card a game would find (`game_cards`) as that team's player."""
    found = {player_on_team(system, team, card): card
             for card in game_cards(engine, system).values()}
    found.pop("", None)  # a card that is no one's (an event card, a Pizza Box deck's)
    return found


def roster_positions(system: str, card: Any) -> str:
    """The positions a card plays, as a roster stores them ("6 3 4 5", "1"): its own, usual
    one first, each once."""
    numbers = card_system(system).positions(card)
    return " ".join(str(n) for n in dict.fromkeys(numbers))


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
    players, table = _t["players"], _t["cards"]
    with engine.begin() as db:
        if not rules.players:
            _replace_decks(db, system, {card.id.lower() for card in cards})
            if rows:
                db.execute(sa.insert(table), rows)
            return len(rows)
        ids = [row["player_id"] for row in rows if row["player_id"]]
        known = set(db.scalars(sa.select(players.c.player_id)
                               .where(players.c.player_id.in_(ids))))
        missing = [{"player_id": row["player_id"], "name": row["name"]} for row in rows
                   if row["player_id"] and row["player_id"] not in known]
        if missing:
            db.execute(sa.insert(players), missing)
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
    with engine.begin() as db:
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
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise ScorebookError(f"Can't read the card file {file}: {reason}.") from exc
    cards = rules.read(text, str(file))
    return import_cards(engine, system, cards), rules.tally(cards)
