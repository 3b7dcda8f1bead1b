"""The pitch deck as the solo pitcher's fatigue track (rules/bot9.md §5.3, §5.5).

Tire N moves the top N cards of the deck to the discard, face up (each card a chance ask, as
the deck is face down); Recover N puts the bottom N cards of the discard back into the deck and
shuffles it; when the deck is empty the pitcher is spent and a reliever comes in with the
discard shuffled into a new deck. The deck keeps its cards in card-file order: a draw is a
uniform choice among them, which is what shuffling gives.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.systems.bot9.solo.rules import RELIEF_TIRE
from engine.systems.bot9.state import SoloState


def to_discard(solo: SoloState, card: str) -> SoloState:
    """`card`, drawn from the deck, goes face up on top of the discard."""
    deck = tuple(c for c in solo.deck if c != card)
    return replace(solo, deck=deck, discard=solo.discard + (card,))


def tire(solo: SoloState, cards: int) -> SoloState:
    """Queue `cards` more cards to move to the discard: as many as the deck can give (a
    reliever due shuffles the discard back in first, so those count too)."""
    pool = len(solo.deck) + (len(solo.discard) if solo.relief else 0)
    return replace(solo, tires=min(solo.tires + cards, pool))


def tired(solo: SoloState, card: str) -> SoloState:
    """One queued card of a Tire has been drawn."""
    solo = to_discard(solo, card)
    return replace(solo, tires=min(solo.tires - 1, len(solo.deck)))


def recover(solo: SoloState, cards: int, order: tuple[str, ...]) -> SoloState:
    """The bottom `cards` cards of the discard go back into the deck (§5.3)."""
    back, rest = solo.discard[:cards], solo.discard[cards:]
    deck = set(solo.deck) | set(back)
    return replace(solo, deck=tuple(c for c in order if c in deck), discard=rest)


def new_deck(solo: SoloState, order: tuple[str, ...]) -> SoloState:
    """The discard shuffled into a new deck, then Tire 3 (§5.5): a reliever, or the same arm
    when no pitcher card is left (house default)."""
    solo = replace(solo, deck=order, discard=(), relief=False, exhausted=False)
    return replace(solo, tires=min(solo.tires + RELIEF_TIRE, len(order)))
