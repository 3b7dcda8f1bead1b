"""The event cards: hands, the deck, the discard (rules/unlimited_nine.md §2 A, B).

Every plate appearance each side's hand is set to its size: the offence's the batter's batting,
the defence's the pitcher's pitching plus the catcher's bonus, each +1 for the Captain or a
character of his colour, and + the events in play that say so. A side short of it draws from the
deck, one with too many discards the cards it chooses. The deck is drawn at random (each draw is
a chance answer, so a seed replays), and when it is empty the discard is shuffled into it.

At a table the cards are not known: a hand is a count (`Table.hidden`), set to its size.
"""

from __future__ import annotations

from engine.core.frozen import replace
import engine.systems.unlimited9.effects as fx
from engine.systems.unlimited9.duel import event_effects
from engine.systems.unlimited9.state import Table, U9State


def target(state: U9State, team: int) -> int:
    """The hand size `team` must have for the plate appearance at hand."""
    game = state.game
    events = fx.total(event_effects(state, team), "hand")
    if team == game.half:
        batter = game.batter
        return max(0, state.face(batter).batting + state.captain_bonus(team, batter) + events)
    pitcher = game.fielding.pitcher
    catcher = game.fielding.fielders[2]
    bonus = state.face(catcher).catcher_bonus if catcher else 0
    return max(0, state.face(pitcher).pitching + bonus + state.captain_bonus(team, pitcher) + events)


def prepared(state: U9State) -> U9State:
    """The deck refilled from the discard when it has run out and a card is owed."""
    if state.deck or not state.discard:
        return state
    return replace(state, deck=tuple(sorted(state.discard)), discard=())


def with_table(state: U9State, team: int, table: Table) -> U9State:
    tables = list(state.tables)
    tables[team] = table
    return replace(state, tables=(tables[0], tables[1]))


def draw(state: U9State, team: int, card: str) -> U9State:
    """`team` draws `card` from the deck."""
    deck = list(state.deck)
    deck.remove(card)
    table = state.tables[team]
    state = replace(state, deck=tuple(deck))
    if state.owed[team]:
        owed = list(state.owed)
        owed[team] -= 1
        state = replace(state, owed=(owed[0], owed[1]))
    return with_table(state, team, replace(table, hand=table.hand + (card,)))


def discard(state: U9State, team: int, cards: tuple[str, ...]) -> U9State:
    """`team` puts `cards` from its hand on the discard (face up: paid, committed, thrown away)."""
    hand = list(state.tables[team].hand)
    for card in cards:
        hand.remove(card)
    state = replace(state, discard=state.discard + tuple(cards))
    return with_table(state, team, replace(state.tables[team], hand=tuple(hand)))


def of_colour(state: U9State, team: int, colour: str, count: int) -> tuple[str, ...]:
    """`count` cards of `colour` from `team`'s hand, the latest drawn first (the cards a player
    keeps longest are those he chose to keep)."""
    cards = [c for c in reversed(state.tables[team].hand) if state.cards.colour_of(c) == colour]
    return tuple(cards[:count])


def owe(state: U9State, team: int, count: int) -> U9State:
    owed = list(state.owed)
    owed[team] += count
    return replace(state, owed=(owed[0], owed[1]))


def counted(state: U9State, team: int, size: int) -> U9State:
    """At a table: the hand is now `size` cards, unseen (drawn or thrown away to its size)."""
    return with_table(state, team, replace(state.tables[team], hand=(), hidden=size))


def spend_hidden(state: U9State, team: int, count: int) -> U9State:
    """At a table: `count` of the unseen cards were played (committed, paid, thrown away)."""
    table = state.tables[team]
    return with_table(state, team, replace(table, hidden=max(0, table.hidden - count)))
