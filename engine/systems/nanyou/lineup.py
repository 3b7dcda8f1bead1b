"""The computer's manager at set-up: what a card is worth, and the best nine from a roster.

A card's worth is the run value of its pattern (the usual linear weights of each result,
weighted by the chance of each combination, the home-run challenge on doubles included); a
pitcher is ranked on the mound by his fielding grade (a grade-A pitcher's table has two more
strikes). The starters are the most valuable set of cards that can cover the eight fielding
positions — a greedy choice on a transversal matroid, so the greedy set is the best one —
behind the best pitcher, each at a position his card lists (any fielder card may take any
fielding position, but a manager plays a shortstop at short); only if the cards listed cannot
cover the field does a fielder take a position his card does not list. The batting order puts
the best bats first and the pitcher ninth.
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.systems.nanyou.cards import POSITION_NUMBERS, Card
from engine.systems.nanyou.results import chance
from engine.systems.nanyou.teams import DH, SetupError, TeamCards

#: Runs each result is worth on average (linear weights; outs cost).
RUN_VALUE = {"1B": 0.47, "2B": 0.77, "3B": 1.05, "HR": 1.40, "BB": 0.33, "K": -0.28,
             "GO": -0.30, "FO": -0.26, "LO": -0.26, "PO": -0.27}
GRADE_VALUE = {"A": 3, "B": 2, "C": 1, "D": 0}
FIELD = tuple(range(2, 10))  # the positions but the pitcher's


def worth(card: Card) -> float:
    """The run value of one swing on this card (a rough measure of the bat)."""
    total = 0.0
    for key, result in card.pattern.items():
        value = RUN_VALUE[result.kind]
        if key[0] == key[2] and result.kind != "HR":  # doubles: one chance in six of a home run
            value += (RUN_VALUE["HR"] - value) / 6
        total += chance(key) * value
    return total


def pitching(card: Card) -> tuple[int, float]:
    """How good a pitcher is on the mound (grade first), then as a bat."""
    return GRADE_VALUE[card.grade], worth(card)


def matching(cards: Sequence[Card], positions: Sequence[int],
             fits: Callable[[Card, int], bool] = Card.lists) -> dict[int, Card]:
    """The largest assignment of cards to different positions that `fits` them (position ->
    card; by default the positions the cards list), by augmenting paths; cards earlier in the
    list are placed first."""
    holder: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for pos in positions:
            if pos in seen or not fits(cards[i], pos):
                continue
            seen.add(pos)
            if pos not in holder or place(holder[pos], seen):
                holder[pos] = i
                return True
        return False

    for i in range(len(cards)):
        place(i, set())
    return {pos: cards[i] for pos, i in holder.items()}


def covered(cards: Sequence[Card]) -> int:
    """How many of the nine positions these cards can cover at once, each where his card says
    (the computer drafts so that it can play everybody there)."""
    return len(matching(cards, tuple(POSITION_NUMBERS.values())))


def _field(bats: Sequence[Card], fits: Callable[[Card, int], bool]) -> dict[int, Card]:
    """The most valuable cards that cover the eight fielding positions (as many as can), each
    at a position that `fits` him."""
    chosen: list[Card] = []
    for card in bats:
        if len(matching([*chosen, card], FIELD, fits)) == len(chosen) + 1:
            chosen.append(card)
    return matching(chosen, FIELD, fits)


def best_lineup(code: str, name: str, roster: Sequence[Card], dh: bool = False) -> TeamCards:
    """The computer's team from a roster: the best pitcher, the most valuable eight who cover
    the field, a DH (with the DH) from the rest, and everybody else on the bench."""
    arms = sorted((c for c in roster if "P" in c.positions), key=pitching, reverse=True)
    if not arms:
        raise SetupError(f"{name} has no pitcher card.")
    starter = arms[0]
    bats = sorted((c for c in roster if c is not starter and c.positions != ("P",)),
                  key=worth, reverse=True)
    field = _field(bats, Card.lists)
    if len(field) < len(FIELD):  # nobody lists a position: any fielder card may take it
        field = _field(bats, Card.plays)
    if len(field) < len(FIELD):
        missing = [p for p, n in POSITION_NUMBERS.items() if n in FIELD and n not in field]
        raise SetupError(f"{name}'s cards cannot cover {', '.join(missing)}.")
    batters = [(card, pos) for pos, card in field.items()]
    rest = [c for c in bats if c not in field.values()]
    pitcher = None
    if dh:
        if not rest:
                raise SetupError(f"{name} has nobody left to be the DH.")
        batters.append((rest.pop(0), DH))
        pitcher = starter
    order = sorted(batters, key=lambda cp: worth(cp[0]), reverse=True)
    if not dh:
        order.append((starter, 1))
    bench = tuple(c for c in roster if c is not starter and all(c is not b for b, _ in order))
    return TeamCards(code, name, tuple(order), bench, pitcher)
