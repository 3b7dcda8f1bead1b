"""The solo pitcher's dice (rules/bot9.md §5.4, "AI dice-adjustment policy" [house default]).

Nobody sits in the pitcher's chair, so his choice among the adjustments open to him (the
abilities his tokens unlock, the ace ability, the Effect cards' abilities; see abilities.py)
is a rule, decided with the dice on the table:

1. With three balls, if a reroll of the pitch die is open, he always rerolls a Ball face [seed:
   若目前投手球數已達3壞球，守方若有重擲機會，一律重擲投球骰 — "always" read as "whatever else
   he might do with the reroll", not "whatever the die shows": rerolling a Strike or Corner
   face at three balls would throw a Ball half the time, which no pitcher does].
2. When the ace pitch fired and an adjustment without the ace ability turns the dice to S6, C1
   or C6 for certain, he prefers it to the ace [seed: "may adjust the dice to S6, C1 or C6
   instead of firing the ace"].
3. Otherwise he takes the choice that maximises P(strike) + P(out in play) − P(ball, with
   three balls) − P(in play), over a uniform swing die, by the swing table; a foul counts as a
   strike while it adds one. Ties keep the dice as they are ("none" comes first).

P(out in play) is the run race's, with both sides' printed run-race adjustments (traits, and
the abilities being weighed), so a +1 to his run die counts for what it is worth.
"""

from __future__ import annotations

import engine.systems.bot9.abilities as abilities
from engine.systems.bot9.cards import Ability
from engine.systems.bot9.effects import Dice
from engine.systems.bot9.state import Bot9State

TARGETS = frozenset({("S", 6), ("C", 1), ("C", 6)})
LATER = ("run", "field", "hit")


def choose(state: Bot9State) -> str:
    """The pitcher's answer to his ability question (one of `abilities.choices`)."""
    options = abilities.choices(state, "pitcher")
    if len(options) == 1:
        return options[0]
    plans = {option: abilities.chosen(state, "pitcher", option) for option in options}
    candidates = list(options)
    if state.game.balls == 3 and state.turn.dice.pitch == "B":
        rerolls = [o for o in candidates if any(_rerolls_pitch(a) for a in plans[o])]
        candidates = rerolls or candidates
    ace = _ace(state, plans)
    if ace is not None:
        reach = [o for o in candidates if ace not in plans[o] and _reaches(state, plans[o])]
        candidates = reach or candidates
    best, best_value = candidates[0], score(state, plans[candidates[0]])
    for option in candidates[1:]:
        value = score(state, plans[option])
        if value > best_value + 1e-9:
            best, best_value = option, value
    return best


def score(state: Bot9State, picked: list[Ability]) -> float:
    """The worth of using `picked` to the pitcher, averaged over the dice still to come."""
    turn = state.turn
    now = [a.effect for a in picked if a.effect.die not in LATER]
    out = out_in_play(state, [a.effect for a in picked if a.effect.die in LATER])
    return sum(weight * pitch_value(state, dice, out)
               for dice, weight in abilities.outcomes(turn.dice, turn.natural, now))


def pitch_value(state: Bot9State, dice: Dice, out: float) -> float:
    """P(strike) + P(out in play) − P(ball with three balls) − P(in play) for these pitch and
    control dice, over a uniform swing die; `out` is P(out | in play)."""
    game, tables = state.game, state.tables
    total = 0.0
    for swing in range(1, 7):
        call = tables.call(dice.pitch, dice.control, swing)
        if call in ("swinging", "called") or (call == "foul" and game.strikes < 2):
            total += 1
        elif call == "ball" and game.balls == 3:
            total -= 1
        elif call == "in_play":
            total += out - 1
    return total / 6


def out_in_play(state: Bot9State, later: list) -> float:
    """P(the defense wins the run race) with uniform dice and the printed run and field
    adjustments that always apply (traits, plus `later`, the chosen ones)."""
    game = state.game
    run = _bonus(state.card(game.batter), "run")
    field = _bonus(state.card(game.pitcher), "field")
    field += sum(e.value for e in later if e.die == "field" and e.op == "adj" and _always(e))
    at, variant = state.tables.wins_at, state.options.running == "variant"
    offense = defense = 0
    for r in range(1, 7):
        for f in range(1, 7):
            r2, f2 = max(1, min(6, r + run)), max(1, min(6, f + field))
            if r2 < at and f2 < at:
                continue
            if r2 >= at and (not variant or f2 < at or r2 >= f2):
                offense += 1
            else:
                defense += 1
    return defense / (offense + defense) if offense + defense else 0.0


def _bonus(card, die: str) -> int:
    if card is None or not hasattr(card, "traits"):
        return 0
    return sum(t.effect.value for t in card.traits
               if t.effect.die == die and t.effect.op == "adj" and _always(t.effect))


def _always(effect) -> bool:
    condition = effect.condition
    return not condition.natural and not condition.pitch


def _rerolls_pitch(ability: Ability) -> bool:
    return ability.effect.op == "reroll" and ability.effect.die == "pitch"


def _ace(state: Bot9State, plans: dict[str, list[Ability]]) -> Ability | None:
    """The ace ability, when the ace pitch fired and it is among the choices."""
    card = state.card(state.game.pitcher)
    special = card.special if card is not None and card.kind == "pitcher" else None
    offered = any(special in picked for picked in plans.values())
    return special if special is not None and offered else None


def _reaches(state: Bot9State, picked: list[Ability]) -> bool:
    """Whether using `picked` turns the pitch and control dice to S6, C1 or C6 for certain."""
    turn = state.turn
    now = [a.effect for a in picked if a.effect.die not in LATER]
    return all((d.pitch, d.control) in TARGETS
               for d, _ in abilities.outcomes(turn.dice, turn.natural, now))
