"""Fielding grades agreed for one game (optional rule 1: rules/nanyou.md §3.1, seed §6(1)).

The seed has the players agree a grade, A to D, for each pitcher, catcher and fielder before
the draft and write it on the cards: the grades belong to the game, not to the card set. The
game's `grades` option (state.py) says them: `off`, `on` (the grades the card set prints), or
the grades agreed where they differ from the card set's, card by card — `N01:B N09:A`, commas
or spaces between, any case — which also puts the rule in force. A card the list does not name
keeps its card set's grade. The list is kept with the game, so a game replays with the grades
it was played with whatever another game agreed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable, Mapping, Sequence

from engine.core.errors import ScorebookError, quoted
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.tables import GRADES

class GradeError(ScorebookError):
    """Grades a game cannot use; the message names the word of the option to blame."""


def read_agreed(text: str) -> dict[str, str]:
    """The grades of a `grades` list, by card id in capitals ("N07:A n12:b" -> N07 A, N12 B)."""
    agreed: dict[str, str] = {}
    for word in (w for w in re.split(r"[\s,]+", text.strip()) if w):
        card_id, sep, grade = word.partition(":")
        if not sep or not card_id:
            raise GradeError(f"Option grades: {quoted(word)} is no card's grade: write the card "
                             "id, a colon and the grade, as N07:A (or say on or off).")
        grade = grade.strip().upper()
        if grade not in GRADES:
            raise GradeError(f"Option grades: {word} gives the grade {quoted(grade)}: a grade is "
                             f"{', '.join(GRADES[:-1])} or {GRADES[-1]}.")
        card_id = card_id.upper()
        if card_id in agreed and agreed[card_id] != grade:
            raise GradeError(f"Option grades gives card {card_id} two grades, {agreed[card_id]} "
                             f"and {grade}: agree one.")
        agreed[card_id] = grade
    return agreed


def graded(card: Card, agreed: Mapping[str, str]) -> Card:
    """The card with the grade agreed for it, if any."""
    grade = agreed.get(card.id.upper())
    return card if grade is None or grade == card.grade else replace(card, grade=grade)


def graded_cards(cards: Mapping[str, Card], agreed: Mapping[str, str]) -> dict[str, Card]:
    """Each player's card (player -> card) with its agreed grade."""
    return {player: graded(card, agreed) for player, card in cards.items()}


def graded_pool(pool: Sequence[Card], agreed: Mapping[str, str]) -> list[Card]:
    """A card set with the agreed grades, in its order."""
    return [graded(card, agreed) for card in pool]


def check_known(agreed: Mapping[str, str], card_ids: Iterable[str]) -> None:
    """GradeError for the first agreed card the card set in use does not have."""
    known = {card_id.upper() for card_id in card_ids}
    unknown = [card_id for card_id in agreed if card_id not in known]
    if unknown:
        raise GradeError(f"Option grades: there is no card {unknown[0]} in the nanyou card set "
                         "in use (see scorebook cards list nanyou).")
