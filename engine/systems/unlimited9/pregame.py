"""Before the first pitch of a basic game (rules/unlimited_nine.md §1.3), and what both modes
share: who bats first.

Each player draws a character; both draw again until the colours differ: each is his side's
Captain, and the side plays the nine characters of his colour, in a batting order of its
choosing, at their printed positions. Each side takes two event cards of each colour; the rest
are the deck. Event cards are then turned from the deck onto the discard until one matches a
side's colour: that side bats first (the visitors, team 0).
"""

from __future__ import annotations

import random

from engine.core.errors import ScorebookError
from engine.systems.unlimited9.cards import COLOURS, CardSet, Character
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.rules import Rules
from engine.systems.unlimited9.teams import Side


def draw_captains(cards: CardSet, rng: random.Random) -> tuple[Character, Character]:
    """Two captains of different colours: both draw again while the colours match."""
    characters = sorted(cards.characters, key=lambda c: c.id)
    while True:
        first, second = rng.sample(characters, 2)
        if first.colour != second.colour:
            return first, second


def colour_nine(cards: CardSet, colour: str) -> tuple[Character, ...]:
    """The nine characters of a colour, one for each position (the first of the set's order
    where an imported set has more)."""
    nine = []
    for position in POSITIONS:
        card = next((c for c in cards.of_colour(colour) if c.position == position), None)
        if card is None:
            raise ScorebookError(f"The card set has no {colour} character at {position}: a basic "
                                 "game needs one of each colour at every position.")
        nine.append(card)
    return tuple(nine)


def batting_order(nine: tuple[Character, ...]) -> tuple[tuple[str, str], ...]:
    """The computer's order: the best batters first (the top of the order bats most in three
    innings), a batter who hits at zero ahead of an equal one."""
    ranked = sorted(nine, key=lambda c: (-c.player.batting, not c.player.hit_at_zero, c.id))
    return tuple((c.id, c.position) for c in ranked)


def first_hands(cards: CardSet, rules: Rules, rng: random.Random) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Two event cards of each colour for each side."""
    hands: list[list[str]] = [[], []]
    for colour in COLOURS:
        pile = sorted(e.id for e in cards.events if e.colour == colour)
        if len(pile) < 2 * rules.first_hand_per_colour:  # a rules file's count, a small set
            raise ScorebookError(f"The card set has {len(pile)} {colour} event cards: two opening "
                                 f"hands of {rules.first_hand_per_colour} of each colour (the "
                                 f"rules' game.first_hand_per_colour) need "
                                 f"{2 * rules.first_hand_per_colour}.")
        chosen = rng.sample(pile, 2 * rules.first_hand_per_colour)
        hands[0] += chosen[::2]
        hands[1] += chosen[1::2]
    return tuple(hands[0]), tuple(hands[1])


def reveal(cards: CardSet, deck: list[str], colours: tuple[str, str],
           rng: random.Random) -> tuple[int, tuple[str, ...]]:
    """Turn event cards from the deck until one is a side's colour: (that side, the cards turned)."""
    deck = sorted(deck)
    turned: list[str] = []
    while deck:
        card = deck.pop(rng.randrange(len(deck)))
        turned.append(card)
        colour = cards.colour_of(card)
        if colour in colours:
            return colours.index(colour), tuple(turned)
    return 0, tuple(turned)


def basic(cards: CardSet, rules: Rules, rng: random.Random, first: tuple[str, str],
          second: tuple[str, str]) -> tuple[Side, Side, tuple[str, ...]]:
    """A basic game's two sides, the one batting first first, and the discard the reveal left."""
    captains = draw_captains(cards, rng)
    hands = first_hands(cards, rules, rng)
    sides = [Side(code, name, batting_order(colour_nine(cards, captain.colour)), captain.id,
                  hand=hand)
             for (code, name), captain, hand in zip((first, second), captains, hands)]
    return order_by_reveal(cards, sides, (captains[0].colour, captains[1].colour), rng)


def order_by_reveal(cards: CardSet, sides: list[Side], colours: tuple[str, str],
                    rng: random.Random) -> tuple[Side, Side, tuple[str, ...]]:
    held = {c for side in sides for c in side.hand}
    deck = [e.id for e in cards.events if e.id not in held]
    batting_first, turned = reveal(cards, deck, colours, rng)
    return sides[batting_first], sides[1 - batting_first], turned
