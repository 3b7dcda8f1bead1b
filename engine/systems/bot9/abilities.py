"""Which card abilities a side may use on this pitch, and what choosing them does.

The stare-down decides (rules/bot9.md §2): a component the batter guessed puts its token on the
batter's card, a component guessed wrong on the pitcher's. An ability is unlocked by the tokens
its circles show; each token pays for one ability (house default for open question 5), so with
both tokens a side uses either one two-circle ability or two one-circle abilities. The ace
ability is open when the ace pitch was thrown and not fully guessed; the batter's ★MVP when
the batter guessed both. The support card (variant §4.2.1) can be called on a limited number of
times per game by the sides allowed to use it. Traits are not chosen: they always apply.

Solo (rules/bot9.md §5.4): the Effect cards' abilities are open to the side whose dice they
touch (the card flipped at set-up for the whole game, a card drawn at the stare-down for this
pitch). A full guess takes every adjustment from the solo pitcher — open question 6, house
default: only a full guess does, as only the full combination is "guessed" in the seed; a half
guess leaves him what his token unlocks, as in the two-player game. On a full guess the batter
may tire the pitcher by one card instead of using his ★MVP (`TIRE`).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.core.frozen import replace

from engine.systems.bot9.cards import Ability, Card
from engine.systems.bot9.effects import Dice, Effect, apply, holds
from engine.systems.bot9.state import Bot9State

NONE = "none"
SUPPORT = "support"
TIRE = "tire the pitcher"  # solo: instead of the ★MVP, one card from the deck to the discard
PITCH_FACES = ("B", "B", "B", "S", "S", "C")
#: The dice each side's abilities may touch at its step of the pitch (the rest wait for the run).
PITCHER_DICE = ("pitch", "control", "field")
BATTER_DICE = ("swing", "run", "hit")


@lru_cache(maxsize=64)  # 16 stare-downs
def tokens(aim: str, guess: str) -> tuple[frozenset[str], frozenset[str]]:
    """(batter's tokens, pitcher's tokens): the components guessed right and wrong."""
    right = {c for c, a, g in (("location", aim[0], guess[0]), ("angle", aim[1], guess[1])) if a == g}
    return frozenset(right), frozenset({"location", "angle"} - right)


def open_abilities(state: Bot9State, side: str) -> list[Ability]:
    """The abilities `side` ("pitcher" or "batter") may use on this pitch, in card order.

    The ability question is asked, weighed by the computer option by option, and answered
    on the same state: the last state's answer is kept (states are immutable, so identity
    will do; one tuple, so that it is replaced whole)."""
    global _last_open
    last = _last_open
    if last[0] is state and last[1] == side:
        return list(last[2])
    found = _open_abilities(state, side)
    _last_open = (state, side, tuple(found))
    return found


_last_open: tuple = (None, "", ())


def _open_abilities(state: Bot9State, side: str) -> list[Ability]:
    options = state.options
    if not options.abilities:
        return []
    game, turn = state.game, state.turn
    card = options.cards.get(game.pitcher if side == "pitcher" else game.batter)
    found = list(_printed(card, side, turn.aim, turn.guess)) if card is not None else []
    dice = PITCHER_DICE if side == "pitcher" else BATTER_DICE
    if options.support:
        found += [a for a in _support(state, side) if a.effect.die in dice]
    if options.solo:
        if side == "pitcher" and not tokens(turn.aim, turn.guess)[1]:
            return []
        found += [a for a in (*(state.solo.in_force if state.solo else ()), *turn.card_effects)
                  if a.effect.die in dice]
    return [a for a in found if _may_hold(a.effect, state)]


@lru_cache(maxsize=4096)
def _printed(card: Card, side: str, aim: str, guess: str) -> tuple[Ability, ...]:
    """The abilities printed on the card that this stare-down opens to `side`, on its dice
    (the same for every pitch with the same stare-down: worked out once)."""
    batter_tokens, pitcher_tokens = tokens(aim, guess)
    have = pitcher_tokens if side == "pitcher" else batter_tokens
    found = [a for a in card.abilities if a.needs <= have]
    special = card.special
    full_guess = not pitcher_tokens
    if special is not None and side == "pitcher" and _ace_thrown(card, aim) and not full_guess:
        found.append(special)
    if special is not None and side == "batter" and full_guess and card.kind == "batter":
        found.append(special)
    dice = PITCHER_DICE if side == "pitcher" else BATTER_DICE
    return tuple(a for a in found if a.effect.die in dice)


def any_open(state: Bot9State, side: str) -> bool:
    """Whether `side` has anything to choose on this pitch: `choices` is more than "none"."""
    return bool(open_abilities(state, side)) or _may_tire(state, side)


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
    if _may_tire(state, side):
        mvp = state.card(state.game.batter).special if state.card(state.game.batter) else None
        sets += [TIRE] + [f"{s} + {TIRE}" for s in sets
                          if mvp is None or mvp.name not in s.split(" + ")]
    return (NONE, *sets)


def chosen(state: Bot9State, side: str, answer: str) -> list[Ability]:
    """The abilities an answer names (it was one of `choices`); `TIRE` is not an ability."""
    if answer == NONE:
        return []
    by_name = {a.name: a for a in open_abilities(state, side)}
    return [by_name[name] for name in answer.split(" + ") if name != TIRE]


def tires(answer: str) -> bool:
    """Whether the batter's answer tires the solo pitcher instead of using the ★MVP."""
    return TIRE in answer.split(" + ")


def outcomes(dice: Dice, natural: Dice, effects: list[Effect]) -> list[tuple[Dice, float]]:
    """Every way the dice may stand after the effects, with its chance (rerolls branch)."""
    found = [(dice, 1.0)]
    for effect in effects:
        nxt = []
        for d, w in found:
            if not holds(effect, d, natural):
                nxt.append((d, w))
            elif effect.op == "reroll":
                faces = PITCH_FACES if effect.die == "pitch" else range(1, 7)
                nxt += [(replace(d, **{effect.die: f}), w / len(faces)) for f in faces]
            else:
                nxt.append((apply(effect, d), w))
        found = nxt
    return found


def _may_tire(state: Bot9State, side: str) -> bool:
    """Solo, a full guess, and a card left in the deck to tire."""
    turn = state.turn
    return (side == "batter" and state.options.solo and state.solo is not None
            and bool(state.solo.deck) and bool(turn.aim) and turn.aim == turn.guess)


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
