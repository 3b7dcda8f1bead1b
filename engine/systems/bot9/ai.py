"""The computer opponent for Bottom of the 9th, on either side.

It mixes its stare-down: the pitcher draws its pitch at random with weights that favour the ace
pitch while the arm is fresh and shun the ace components as the markers near the end of the
track; the batter guesses in proportion to how likely it reckons each pitch, from the same
public facts (the ace pitch and the markers). Neither follows a fixed pattern a person could
read. Abilities are chosen by their effect on the outcome: every allowed set is tried on the
dice on the table, averaging over the dice still to come, and the best one is used. Pitchers
are changed when the arm is worn out or a tired ace face is locked with runners on.

In the solo game it manages the batter (the pitcher's side is a rule: solo/policy.py): it
guesses from the cards it can see (solo/view.py `pitch_odds`), and on a full guess, before the
swing, tires the pitcher instead of using the ★MVP when the ★MVP is worth less than a card off
the deck (a spent pitcher throws no ace and is relieved sooner).
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import accumulate

from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.bot9.abilities as abilities
from engine.systems.bot9.cleanup import ASK_KEY, more_tired
from engine.systems.bot9.effects import Dice
from engine.systems.bot9.fatigue import ace_of, allowed_aims
from engine.systems.bot9.flow import STAY
from engine.systems.bot9.state import Bot9State, Fatigue
from engine.systems.bot9.substitutes import computer_pinch
from engine.systems.bot9.tables import Tables

FACES = range(1, 7)
#: What tiring the solo pitcher by a card is worth to the batter, on the scale of _call_value.
TIRE_VALUE = 0.25


class Bot9AI:
    """Answers the offense's and the defense's questions for one team."""

    def __init__(self, rng: random.Random):
        self.rng = rng

    def answer(self, ask: Ask, session) -> str:
        state: Bot9State = session.state
        if ask.key in ("aim", "guess"):
            if state.solo is not None:
                return self._pick(pitch_weights(state))
            pitches, cumulative = _pitch_odds(ace_of(state), state.fatigue, state.tables.locked_at)
            return self.rng.choices(pitches, cum_weights=cumulative)[0]
        if ask.key == "pinch":
            return computer_pinch(state, ask.options)
        if ask.key == "change":
            return change(state, ask.options)
        if ask.key == ASK_KEY:  # clean-up: which marker moves back
            return more_tired(state.fatigue)
        if ask.key in ("pitcher.ability", "batter.ability"):
            return best_abilities(state, ask.key.split(".")[0], ask.options)
        if ask.key == "batter.mvp":
            return mvp_or_tire(state, ask.options)
        return self.rng.choice(ask.options)  # a question this AI does not know: any answer

    def _pick(self, weights: dict[str, float]) -> str:
        pitches = list(weights)
        return self.rng.choices(pitches, weights=[weights[p] for p in pitches])[0]


def pitch_weights(state: Bot9State) -> dict[str, float]:
    """How much the pitcher likes each allowed pitch now (and so what the batter expects)."""
    if state.solo is not None:
        from engine.systems.bot9.solo.view import pitch_odds

        return pitch_odds(state)
    return dict(_weights(ace_of(state), state.fatigue, state.tables.locked_at))


@lru_cache(maxsize=1024)
def _weights(ace: tuple[str, str], fatigue: Fatigue, locked_at: int) -> dict[str, float]:
    """The weights for an ace pitch and the markers: asked twice a pitch, from a few dozen
    possible arms (the dict is shared: never changed)."""
    top = max(1, locked_at)
    fresh = 1 - (fatigue.location + fatigue.angle) / (2 * top)
    weights = {}
    for pitch in allowed_aims(ace, fatigue, locked_at):
        ace_parts = (pitch[0] == ace[0]) + (pitch[1] == ace[1])
        weight = 1.0 - 0.2 * ace_parts * (1 - fresh)
        if ace_parts == 2:
            weight += 1.0 * fresh
        weights[pitch] = max(0.1, weight)
    return weights


@lru_cache(maxsize=1024)
def _pitch_odds(ace: tuple[str, str], fatigue: Fatigue,
                locked_at: int) -> tuple[tuple[str, ...], tuple[float, ...]]:
    """The pitches and their cumulative weights, as `random.choices` sums them (the same draw
    as `_pick`, without summing every time)."""
    weights = _weights(ace, fatigue, locked_at)
    return tuple(weights), tuple(accumulate(weights.values()))


def change(state: Bot9State, options: tuple[str, ...]) -> str:
    """Bring in the first reliever when the arm is spent, or when an ace face is locked with
    runners on; otherwise stay."""
    fatigue, top = state.fatigue, state.tables.locked_at
    locked = fatigue.location >= top or fatigue.angle >= top
    runners = any(r is not None for r in state.game.bases)
    relievers = [o for o in options if o != STAY]
    if STAY not in options:  # the pitcher was batted for: someone must come in
        return relievers[0]
    if relievers and (fatigue.location + fatigue.angle >= top + 2 or (locked and runners)):
        return relievers[0]
    return STAY


def best_abilities(state: Bot9State, side: str, options: tuple[str, ...]) -> str:
    """The answer whose abilities give this side the best expected outcome. Ties go to the
    fewer support abilities, then to the first answer ("none" first): the support card is
    never spent on a pitch it cannot change."""
    best, best_key = abilities.NONE, None
    for option in options:
        picked = abilities.chosen(state, side, option)
        value = _value_of(state, side, [a.effect for a in picked])
        spent = abilities.supports(state, side, picked)
        if (best_key is None or value > best_key[0] + 1e-9
                or (value > best_key[0] - 1e-9 and spent < best_key[1])):
            best, best_key = option, (value, spent)
    return best


def mvp_or_tire(state: Bot9State, options: tuple[str, ...]) -> str:
    """The solo batter's choice before the swing on a full guess: his ★MVP, worth its gain
    averaged over the swing die still to come, or tiring the pitcher (`TIRE_VALUE`)."""
    mvp, tire = options
    card = state.card(state.game.batter)
    special = card.special if card is not None and mvp != abilities.NONE else None
    if special is None:
        return tire
    turn = state.turn
    gain = 0.0
    for swing in FACES:
        dice, natural = replace(turn.dice, swing=swing), replace(turn.natural, swing=swing)
        gain += (_value_of(state, "batter", [special.effect], dice, natural)
                 - _value_of(state, "batter", [], dice, natural))
    return mvp if gain / len(FACES) >= TIRE_VALUE else tire


def _value_of(state: Bot9State, side: str, effects: list, dice: Dice | None = None,
              natural: Dice | None = None) -> float:
    """Expected value, for `side`, of the pitch once these effects are used (on the dice on the
    table, or on `dice` as rolled `natural`)."""
    turn = state.turn
    dice = turn.dice if dice is None else dice
    natural = turn.natural if natural is None else natural
    now = [e for e in effects if e.die not in ("run", "field", "hit")]
    later = [e for e in effects if e.die in ("run", "field", "hit")]
    outcomes = abilities.outcomes(dice, natural, now)
    value = sum(weight * _pitch_value(state, d) for d, weight in outcomes)
    if later:  # a run-race or hit effect counts only if the ball is put in play: a small gain
        in_play = sum(weight * _in_play(state.tables, d) for d, weight in outcomes)
        gain = 0.15 * in_play * sum(e.value if e.op == "adj" else 1 for e in later)
        value += gain if side == "pitcher" else -gain
    return value if side == "pitcher" else -value


def _in_play(tables: Tables, dice: Dice) -> float:
    """The chance the pitch is put in play: known once the swing die is rolled, else over a
    uniform swing die."""
    swings = [dice.swing] if dice.swing else FACES
    return sum(tables.call(dice.pitch, dice.control, s) == "in_play" for s in swings) / len(swings)


def _pitch_value(state: Bot9State, dice: Dice) -> float:
    """The pitch's worth to the defense: the swing die if not yet rolled is averaged."""
    tables, game = state.tables, state.game
    key = (dice.pitch, dice.control, dice.swing, game.balls, game.strikes)
    known = _worth.get(id(tables))
    if known is None or known[0] is not tables:
        if len(_worth) >= 8:  # as many sets of tables as load_tables keeps
            _worth.clear()
        known = _worth[id(tables)] = (tables, {})
    value = known[1].get(key)
    if value is None:
        swings = [dice.swing] if dice.swing else list(FACES)
        total = 0.0
        for swing in swings:
            total += _call_value(tables.call(dice.pitch, dice.control, swing), game.balls,
                                 game.strikes)
        value = known[1][key] = total / len(swings)
    return value


#: Each set of tables' pitch values by (face, control, swing, balls, strikes): the AI weighs
#: its abilities on a few hundred of them, again and again. Keyed by the tables' id, the tables
#: kept beside their values (so the id cannot be another's); tables are not hashable.
_worth: dict[int, tuple[Tables, dict[tuple, float]]] = {}


def _call_value(call: str, balls: int, strikes: int) -> float:
    """A rough worth of each call to the defense, given the count: strike three and ball four
    count most; a ball in play is safe more often than not."""
    if call == "ball":
        return -3.0 if balls == 3 else -1.0
    if call in ("swinging", "called"):
        return 3.0 if strikes == 2 else 1.0
    if call == "foul":
        return 0.5 if strikes < 2 else 0.0
    return -1.0
