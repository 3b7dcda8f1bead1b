"""Which card abilities a side may use on this pitch, and what choosing them does.

The stare-down decides (rules/bot9.md §2): a component the batter guessed puts its token on the
batter's card, a component guessed wrong on the pitcher's. An ability is unlocked by the tokens
its circles show; each token pays for one ability (house default for open question 5), so with
both tokens a side uses either one two-circle ability or two one-circle abilities. The ace
ability is open when the ace pitch was thrown and not fully guessed; the batter's ★MVP when
the batter guessed both. The support card (variant §4.2.1) can be called on a limited number of
times per game by the sides allowed to use it. Traits are not chosen: they always apply.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from engine.systems.bot9.cards import Ability, Card
from engine.systems.bot9.effects import Effect, holds
from engine.systems.bot9.state import Bot9State

NONE = "none"
SUPPORT = "support"
#: The dice each side's abilities may touch at its step of the pitch (the rest wait for the run).
PITCHER_DICE = ("pitch", "control", "field")
BATTER_DICE = ("swing", "run", "hit")


def tokens(aim: str, guess: str) -> tuple[frozenset[str], frozenset[str]]:
    """(batter's tokens, pitcher's tokens): the components guessed right and wrong."""
    right = {c for c, a, g in (("location", aim[0], guess[0]), ("angle", aim[1], guess[1])) if a == g}
    return frozenset(right), frozenset({"location", "angle"} - right)


def open_abilities(state: Bot9State, side: str) -> list[Ability]:
    """The abilities `side` ("pitcher" or "batter") may use on this pitch, in card order."""
    if not state.options.abilities:
        return []
    game, turn = state.game, state.turn
    batter_tokens, pitcher_tokens = tokens(turn.aim, turn.guess)
    card = state.card(game.pitcher if side == "pitcher" else game.batter)
    found: list[Ability] = []
    if card is not None:
        have = pitcher_tokens if side == "pitcher" else batter_tokens
        found += [a for a in card.abilities if a.needs <= have]
        special = card.special
        full_guess = not pitcher_tokens
        if special is not None and side == "pitcher" and _ace_thrown(card, turn.aim) and not full_guess:
            found.append(special)
        if special is not None and side == "batter" and full_guess and card.kind == "batter":
            found.append(special)
    found += _support(state, side)
    dice = PITCHER_DICE if side == "pitcher" else BATTER_DICE
    return [a for a in found if a.effect.die in dice and _may_hold(a.effect, state)]


def choices(state: Bot9State, side: str) -> tuple[str, ...]:
    """The answers to the ability question: "none", then every set of open abilities whose
    tokens do not overlap, named by the abilities joined with " + "."""
    open_ = open_abilities(state, side)
    sets = []
    for size in range(1, len(open_) + 1):
        for group in combinations(open_, size):
            needs = [a.needs for a in group if a.needs]
            if sum(len(n) for n in needs) == len(frozenset().union(*needs)):
                sets.append(" + ".join(a.name for a in group))
    return (NONE, *sets)


def chosen(state: Bot9State, side: str, answer: str) -> list[Ability]:
    """The abilities an answer names (it was one of `choices`)."""
    if answer == NONE:
        return []
    by_name = {a.name: a for a in open_abilities(state, side)}
    return [by_name[name] for name in answer.split(" + ")]


def uses_support(state: Bot9State, side: str, picked: list[Ability]) -> Bot9State:
    """Count a use of the support card if `picked` includes it."""
    support = _support(state, side)
    if not any(a in support for a in picked):
        return state
    team = 1 - state.game.half if side == "pitcher" else state.game.half
    used = list(state.support_used)
    used[team] += 1
    return replace(state, support_used=(used[0], used[1]))


def _support(state: Bot9State, side: str) -> list[Ability]:
    options = state.options
    card: Card | None = options.cards.get(options.support) if options.support else None
    if card is None:
        return []
    team = 1 - state.game.half if side == "pitcher" else state.game.half
    if state.support_used[team] >= state.tables.support_uses:
        return []
    home_side = "batter" if state.game.half == 1 else "pitcher"
    mine = card.home_ability if side == home_side else card.visitor_ability
    if options.support_mode == "split":
        return [mine] if mine is not None else []
    # shared: either ability, as long as its dice are this side's to touch
    return [a for a in (card.home_ability, card.visitor_ability) if a is not None]


def _ace_thrown(card: Card, aim: str) -> bool:
    return card.kind == "pitcher" and (aim[0], aim[1]) == tuple(card.ace)


def _may_hold(effect: Effect, state: Bot9State) -> bool:
    """An effect on a die already rolled must hold now; one on a later die (the run race, the
    hit die) is judged when that die is rolled."""
    turn = state.turn
    if turn.natural.get(effect.die) in (0, ""):
        return True
    return holds(effect, turn.dice, turn.natural)
