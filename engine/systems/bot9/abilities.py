"""Which card abilities a side may use on this pitch, and what choosing them does.

The stare-down decides (rules/bot9.md §2): a component the batter guessed puts its token on the
batter's card, a component guessed wrong on the pitcher's. An ability is unlocked by the tokens
its circles show; each token pays for one ability (house default for open question 5), so with
both tokens a side uses either one two-circle ability or two one-circle abilities. The ace
ability is open when the ace pitch was thrown and not fully guessed (the pitcher may use it:
可觸發). The batter's ★MVP is not a choice: it fires by itself on a full guess (自動觸發),
like a trait (`mvp`). Traits are not chosen: they always apply.

The support card (variant §4.2.1, seed 支援角色): split, the offence (攻方) may use its home
ability and the defence (守方) its visitor ability, whichever team is batting; shared, either
side may use either ability, one at a time (每次只能使用1個). The card's abilities are written
for a side's own dice — the home one for the batter's, the visitor one for the pitcher's — so
the other side uses an ability on its own dice: swing and control, run and field change places
(an ability on the pitch or hit die has no counterpart and stays with its side). There is no
limit per game unless the game sets one (option support_uses).

Solo (rules/bot9.md §5.4): the Effect cards' abilities are open to the side whose dice they
touch (the card flipped at set-up for the whole game, a card drawn at the stare-down for this
pitch). A full guess takes every adjustment from the solo pitcher — open question 6, house
default: only a full guess does, as only the full combination is "guessed" in the seed; a half
guess leaves him what his token unlocks, as in the two-player game. On a full guess the batter
may tire the pitcher by one card instead of his ★MVP (`TIRE`), and says so before the swing
(`may_tire`, asked by flow.py).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engine.core.frozen import replace

from engine.systems.bot9.cards import Ability, Card
from engine.systems.bot9.effects import Dice, Effect, apply, holds, on_dice
from engine.systems.bot9.state import Bot9State

NONE = "none"
SUPPORT = "support"
TIRE = "tire the pitcher"  # solo: instead of the ★MVP, one card from the deck to the discard
#: The solo ★MVP answer of a pitch stored before the question was asked (earlier.py): the
#: ★MVP and tiring are then offered after the swing, as they were.
EARLIER = "(stored before this question)"
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
    if side == "batter" and turn.mvp == EARLIER and card is not None and card.kind == "batter":
        found.append(card.special)  # (EARLIER is only ever given on a full guess)
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
    dice = PITCHER_DICE if side == "pitcher" else BATTER_DICE
    return tuple(a for a in found if a.effect.die in dice)


def any_open(state: Bot9State, side: str) -> bool:
    """Whether `side` has anything to choose on this pitch: `choices` is more than "none"."""
    return bool(open_abilities(state, side)) or _tires_late(state, side)


def choices(state: Bot9State, side: str) -> tuple[str, ...]:
    """The answers to the ability question: "none", then every set of open abilities whose
    tokens do not overlap and that holds at most one support ability, named by the abilities
    joined with " + "."""
    open_ = open_abilities(state, side)
    support = _support(state, side)
    sets = []
    for size in range(1, len(open_) + 1):
        for group in combinations(open_, size):
            needs = [a.needs for a in group if a.needs]
            if (sum(len(n) for n in needs) == len(frozenset().union(*needs))
                    and sum(a in support for a in group) <= 1):
                sets.append(" + ".join(a.name for a in group))
    if _tires_late(state, side):
        mvp = state.card(state.game.batter).special
        sets += [TIRE] + [f"{s} + {TIRE}" for s in sets if mvp.name not in s.split(" + ")]
    return (NONE, *sets)


def chosen(state: Bot9State, side: str, answer: str) -> list[Ability]:
    """The abilities an answer names (it was one of `choices`); `TIRE` is not an ability."""
    if answer == NONE:
        return []
    by_name = {a.name: a for a in open_abilities(state, side)}
    return [by_name[name] for name in answer.split(" + ") if name != TIRE]


def supports(state: Bot9State, side: str, picked: list[Ability]) -> int:
    """How many of `picked` are the support card's (0 or 1)."""
    support = _support(state, side)
    return sum(a in support for a in picked)


def mvp(state: Bot9State) -> Ability | None:
    """The batter's ★MVP when it fires on this pitch: on a full guess, by itself (seed:
    自動觸發), unless the solo batter tired the pitcher instead. A pitcher batting has none
    (§4.2.5)."""
    turn = state.turn
    if (not (state.options.abilities and turn.aim and turn.aim == turn.guess)
            or turn.mvp in (TIRE, EARLIER)):
        return None
    card = state.card(state.game.batter)
    return card.special if card is not None and card.kind == "batter" else None


def may_tire(state: Bot9State) -> bool:
    """Solo, a full guess, and a card left in the deck to tire: the batter may tire the
    pitcher instead of his ★MVP."""
    turn = state.turn
    return (state.options.solo and state.solo is not None and bool(state.solo.deck)
            and bool(turn.aim) and turn.aim == turn.guess)


def mvp_choices(state: Bot9State) -> tuple[str, str]:
    """The solo batter's answers on a full guess: his ★MVP (by name; "none" if he has none),
    or tiring the pitcher."""
    card = state.card(state.game.batter)
    special = card.special if state.options.abilities and card is not None else None
    return (special.name if special is not None and card.kind == "batter" else NONE, TIRE)


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


def uses_support(state: Bot9State, side: str, picked: list[Ability]) -> Bot9State:
    """Count a use of the support card if `picked` includes it."""
    if not supports(state, side, picked):
        return state
    team = 1 - state.game.half if side == "pitcher" else state.game.half
    used = list(state.support_used)
    used[team] += 1
    return replace(state, support_used=(used[0], used[1]))


def _tires_late(state: Bot9State, side: str) -> bool:
    """A pitch stored before the solo ★MVP question: tiring is offered after the swing."""
    return side == "batter" and state.turn.mvp == EARLIER and may_tire(state)


def _support(state: Bot9State, side: str) -> list[Ability]:
    """The support card's abilities `side` may use now: its own (the home ability for the
    batter, the visitor ability for the pitcher), and in shared mode the other one on its own
    dice."""
    options = state.options
    card: Card | None = options.cards.get(options.support) if options.support else None
    if card is None:
        return []
    team = 1 - state.game.half if side == "pitcher" else state.game.half
    if options.support_uses and state.support_used[team] >= options.support_uses:
        return []
    own, other = ((card.home_ability, card.visitor_ability) if side == "batter"
                  else (card.visitor_ability, card.home_ability))
    found = [own] if own is not None else []
    if options.support_mode == "shared" and other is not None:
        theirs = _for_the_other_side(other)
        if theirs is not None:
            found.append(theirs)
    return found


#: A side's dice and the other side's that do the same job (the pitch die and the hit die
#: have no counterpart).
COUNTERPART = {"swing": "control", "control": "swing", "run": "field", "field": "run"}


@lru_cache(maxsize=64)
def _for_the_other_side(ability: Ability) -> Ability | None:
    """A support ability used by the side it was not written for, on that side's dice."""
    effect = on_dice(ability.effect, COUNTERPART)
    if effect is None:
        return None
    return Ability(ability.name, ability.needs, effect, f"{ability.text} (as {effect.text})")


def _ace_thrown(card: Card, aim: str) -> bool:
    return card.kind == "pitcher" and (aim[0], aim[1]) == tuple(card.ace)


def _may_hold(effect: Effect, state: Bot9State) -> bool:
    """An effect on a die already rolled must hold now; one on a later die (the run race, the
    hit die) is judged when that die is rolled."""
    turn = state.turn
    if turn.natural.get(effect.die) in (0, ""):
        return True
    return holds(effect, turn.dice, turn.natural)
