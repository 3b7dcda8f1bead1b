"""A standard-mode side's starters and bench, from the characters it recruited
(rules/unlimited_nine.md §4): one starter a position, at most three on the bench; the empty
positions are filled by students afterwards (recruit.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import EntryError, quoted
from engine.systems.unlimited9.cards import CardSet
from engine.systems.unlimited9.pregame import batting_order
from engine.systems.unlimited9.rules import Rules
from engine.systems.unlimited9.teams import Side

AUTO = "auto"


@dataclass(frozen=True)
class Squad:
    """What a player brings out of the team phase: his team, characters, captain, match cards."""

    code: str
    name: str
    owned: tuple[str, ...]
    captain: str
    match: tuple[str, ...] = ()


def lineup(cards: CardSet, rules: Rules, squad: Squad, text: str) -> Side:
    """The starters (batting order) and bench from "B03 R05 … / B07 R09", or the computer's
    choice for "auto"; an impossible line is an EntryError naming what is wrong."""
    if text.strip().lower() == AUTO:
        return auto_lineup(cards, rules, squad)
    starters_text, _, bench_text = text.partition("/")
    starters = [_owned(squad, w) for w in starters_text.split()]
    bench = [_owned(squad, w) for w in bench_text.split()]
    positions = [cards.character(c).position for c in starters]
    double = next((p for p in positions if positions.count(p) > 1), None)
    if double:
        raise EntryError(f"Two starters play {double}: one a position.", text)
    if len(starters) > 9 or not starters:
        raise EntryError("Name one to nine starters, one a position.", text)
    if len(bench) > rules.bench_max:
        raise EntryError(f"At most {rules.bench_max} on the bench, not {len(bench)}.", text)
    if set(starters) & set(bench):
        raise EntryError("A starter cannot also be on the bench.", text)
    nine = tuple((c, cards.character(c).position) for c in starters)
    return Side(squad.code, squad.name, nine, squad.captain, bench=tuple(bench), hand=squad.match)


def _owned(squad: Squad, word: str) -> str:
    card = next((c for c in squad.owned if c.lower() == word.lower()), None)
    if card is None:
        raise EntryError(f"{quoted(word)} is not one of your characters "
                         f"({', '.join(squad.owned)}).", word)
    return card


def auto_lineup(cards: CardSet, rules: Rules, squad: Squad) -> Side:
    """The computer's: the best at each position starts (batting plus fielding; a pitcher by
    his pitching), the best of the rest sit on the bench."""
    owned = [cards.character(c) for c in squad.owned]
    worth = {c.id: c.player.pitching * 2 if c.position == "P" else c.player.batting + c.player.fielding
             for c in owned}
    starters: list[str] = []
    rest: list[str] = []
    for card in sorted(owned, key=lambda c: (-worth[c.id], c.id)):
        taken = {cards.character(s).position for s in starters}
        (rest if card.position in taken else starters).append(card.id)
    nine = batting_order(tuple(cards.character(c) for c in starters))
    return Side(squad.code, squad.name, nine, squad.captain, bench=tuple(rest[:rules.bench_max]),
                hand=squad.match)
