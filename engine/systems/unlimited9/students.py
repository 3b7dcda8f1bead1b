"""The students who fill the empty positions after standard mode's team phase
(rules/unlimited_nine.md §4, house rules).

The seed: the characters left on the table are shuffled student side up into a new character
deck, and a side with fewer than nine starters fills its empty positions from it. It does not
say what happens when that deck runs out first — and it can: two players who start few, bench
three and recruit much leave fewer characters nobody recruited than positions empty (27
characters, 20 recruited, 16 positions to fill). The house default (rules.toml
`standard.student_refill`) makes the deck again, as the seed's event deck is made again from
its discard: from the characters discarded over the bench limit, then from the bench players
of both sides (a student is nobody's player). Together they always suffice: a set has at least
27 characters (card_file.MIN_CHARACTERS of each colour), so at least 9 more than the 18
positions are not starting, and every one of them is in one of the three decks.

Each student is a chance answer (deck "students"), so a seed replays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import EntryError, quoted
from engine.core.frozen import replace
from engine.systems.unlimited9.effects import POSITIONS

if TYPE_CHECKING:  # recruit.py imports this module: the type only
    from engine.systems.unlimited9.recruit import Recruiting

#: Where a student deck that ran out is made again from, in the order rules.toml lists them.
DISCARDED, BENCH = "discarded", "bench"
REFILLS = (DISCARDED, BENCH)


def missing(state: Recruiting) -> bool:
    """A side has named its lineup and has fewer than nine in it."""
    return any(side is not None and len(side.nine) < 9 for side in state.lineups)


def short_side(state: Recruiting) -> int:
    """The side the next student joins: the first short of nine."""
    return next(p for p, side in enumerate(state.lineups) if side is not None and len(side.nine) < 9)


def leftovers(state: Recruiting) -> tuple[str, ...]:
    """The characters nobody recruited: the seed's new character deck of students."""
    owned = set(state.owned[0]) | set(state.owned[1])
    return tuple(sorted(c.id for c in state.cards.characters if c.id not in owned))


def _placed(state: Recruiting) -> set[str]:
    return {c for side in state.lineups if side is not None for c in (*(c for c, _ in side.nine),
                                                                       *side.bench)}


def _refill(state: Recruiting, source: str) -> tuple[str, ...]:
    if source == DISCARDED:  # recruited, then in neither a nine nor on a bench
        placed = _placed(state)
        return tuple(sorted(c for c in (*state.owned[0], *state.owned[1]) if c not in placed))
    return tuple(sorted(c for side in state.lineups if side is not None for c in side.bench))


def refilled(state: Recruiting) -> Recruiting:
    """The student deck made again when it has run out and a position is still empty."""
    if state.fill or not missing(state):
        return state
    for source in state.rules.student_refill:
        if deck := _refill(state, source):
            return replace(state, fill=deck)
    return state


def filled(state: Recruiting, card: str) -> Recruiting:
    """`card`, from the student deck, takes the first empty position of the first side short
    of nine (batting last), student side up; off a bench if it sat on one."""
    if card not in state.fill:
        raise EntryError(f"{quoted(card)} is not a card left to fill a position.", card)
    player = short_side(state)
    lineups = [side if side is None else replace(side, bench=tuple(c for c in side.bench if c != card))
               for side in state.lineups]
    side = lineups[player]
    taken = {pos for _, pos in side.nine}
    position = next(p for p in POSITIONS if p not in taken)
    lineups[player] = replace(side, nine=side.nine + ((card, position),),
                              students=side.students + (card,))
    return replace(state, lineups=(lineups[0], lineups[1]),
                   fill=tuple(c for c in state.fill if c != card))
