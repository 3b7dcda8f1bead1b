"""Each game system's card rules, for the database (db/cards.py stores and gives the cards):
how its card files are read and checked, how a stored card is read back, its bundled sample set,
its listing, and the player a card is on a team.

Each system that has cards registers a `CardSystem` in CARD_SYSTEMS. A card is stored under the
player id "SYSTEM-CARDID" in lower case (`card_player_id`); in a game a card is a team's player,
named by the system's own rule (`player_on_team`: "brk-b10" is card B10 of BRK), and
`roster_positions` writes the positions the card plays as a roster does.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from engine.core.errors import ScorebookError, quoted
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
        raise UnknownCardSystem(f"The system {quoted(system)} has no cards: the systems with cards "
                                f"are {', '.join(sorted(CARD_SYSTEMS))}.") from None


def card_player_id(system: str, card_id: str) -> str:
    """The player id a card is stored under: "bot9-p01" for bot9 card P01."""
    return f"{system}-{card_id}".lower()


def player_on_team(system: str, team: str, card: Any) -> str:
    """The player `card` is on team `team`, as every game of `system` names him ("brk-b10" for
    card B10 of BRK): the same card on two teams is two players with their own statistics."""
    return card_system(system).player_id(team, card)


def roster_positions(system: str, card: Any) -> str:
    """The positions a card plays, as a roster stores them ("6 3 4 5", "1"): its own, usual
    one first, each once."""
    numbers = card_system(system).positions(card)
    return " ".join(str(n) for n in dict.fromkeys(numbers))
