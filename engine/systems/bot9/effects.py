"""The effect language of Bottom of the 9th cards (rules/bot9.md §1.2): one small statement per
trait or ability — adjust a die, turn it to a face, reroll it, or change the pitch face — with
an optional condition on the natural ("boxed") roll or on the pitch face.

    adj(control,+1)    set(control,6)    reroll(swing)    set_pitch(S)
    if natural(swing,1): adj(swing,+3)
    if pitch(C) and natural(control,6): adj(control,-1)

Whitespace is free and operation, condition and die names may be in any case. The dice are the
pitcher's `pitch` (faces B/S/C) and `control`, the batter's `swing`, the run race's `run`
(batter) and `field` (pitcher), and the hit-determination die `hit`; a numbered die is 1..6,
0 while not rolled. Which side may touch which die is the card file's business (cards.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.errors import quoted
from engine.core.frozen import replace
from engine.core.numbers import is_digits, number_in

from engine.systems.card_files import EffectError

#: Every die, in the order of a pitch (and the order conditions are written in).
DICE = ("pitch", "control", "swing", "run", "field", "hit")
NUMBERED = DICE[1:]
PITCH_FACES = ("B", "S", "C")
OPS = ("adj", "set", "reroll", "set_pitch")
#: A die shows 1..6, so no adjustment can usefully move it further than 5.
MAX_ADJUST = 5
_PHASES = {"pitch": "pitch", "control": "pitch", "swing": "swing", "run": "run", "field": "run",
           "hit": "hit"}
_CALL = re.compile(r"([A-Za-z_]\w*)\s*\(([^()]*)\)")


@dataclass(frozen=True)
class Dice:
    """The faces of one pitch's dice: "" or 0 while a die has not been rolled."""

    pitch: str = ""
    control: int = 0
    swing: int = 0
    run: int = 0
    field: int = 0
    hit: int = 0

    def get(self, die: str) -> int | str:
        """The face of `die` (one of DICE)."""
        if die not in DICE:
            raise KeyError(die)
        return getattr(self, die)

    def with_(self, die: str, value) -> Dice:
        """These dice with `die` turned to `value`."""
        if die not in DICE:
            raise KeyError(die)
        return replace(self, **{die: value})

    def rolled(self, die: str) -> bool:
        """Whether `die` shows a face yet."""
        return self.get(die) not in ("", 0)


@dataclass(frozen=True)
class Condition:
    """When an effect may be used; every part must hold, and an empty condition always does."""

    # (die, face): the unmodified roll of that die was exactly face — the "boxed number" [seed].
    natural: tuple[tuple[str, int], ...] = ()
    # The pitch face as it stands now (after any set_pitch/reroll), "B", "S" or "C"; "" = any.
    pitch: str = ""


@dataclass(frozen=True)
class Effect:
    """One statement of the effect language; `text` is its normalised source, for the card."""

    op: str
    die: str
    value: int | str
    condition: Condition
    text: str


def parse_effect(text: str) -> Effect:
    """Read one effect; a mistake raises EffectError naming the text and what is wrong."""
    if not isinstance(text, str):
        raise EffectError(str(text), "an effect must be text such as adj(control,+1)")
    source = " ".join(text.split())
    if not source:
        raise EffectError(source, "it is empty: write an operation such as adj(control,+1)")
    condition = Condition()
    action = source
    head = re.match(r"if\b(.*?):(.*)$", source, re.IGNORECASE | re.DOTALL)
    if head:
        condition = _condition(source, head[1])
        action = head[2]
    elif ":" in source:
        raise EffectError(source, "a condition starts with 'if', as in "
                                  "'if pitch(C): adj(swing,+1)'")
    elif re.match(r"if\b", source, re.IGNORECASE):
        raise EffectError(source, "a condition ends with ':' before the operation, "
                                  "as in 'if pitch(C): adj(swing,+1)'")
    op, die, value = _action(source, action)
    return Effect(op, die, value, condition, _normalised(op, die, value, condition))


def holds(effect: Effect, dice: Dice, natural: Dice) -> bool:
    """Whether `effect` can be used now: the die it touches has been rolled and its condition
    holds — natural parts against `natural` (the dice as rolled, before any change), the pitch
    part against the pitch face in `dice`."""
    if not dice.rolled(effect.die):
        return False
    condition = effect.condition
    if condition.pitch and dice.pitch != condition.pitch:
        return False
    return all(natural.get(die) == face for die, face in condition.natural)


def apply(effect: Effect, dice: Dice) -> Dice:
    """The dice after `effect` (its condition is the caller's to check with `holds`).

    An adjustment stops at 1 and 6: a die is never moved above 6 or below 1 [seed]. A reroll
    raises ValueError — the game asks the dice for the new face; so does an effect on a die not
    rolled yet, which `holds` would have refused.
    """
    if effect.op == "reroll":
        raise ValueError(f"{quoted(effect.text)} is a reroll: the new face comes from the dice")
    if not dice.rolled(effect.die):
        raise ValueError(f"{quoted(effect.text)} touches the "
                         f"{effect.die} die, which is not rolled yet")
    if effect.op == "adj":
        return dice.with_(effect.die, min(6, max(1, dice.get(effect.die) + effect.value)))
    return dice.with_(effect.die, effect.value)  # set and set_pitch turn the die to a face


def on_dice(effect: Effect, swap: dict[str, str]) -> Effect | None:
    """The same effect on other dice: each die named in `swap` (the die it acts on and those
    its natural condition reads) becomes its partner; None if one of them has no partner."""
    dice = [effect.die, *(die for die, _ in effect.condition.natural)]
    if any(die not in swap for die in dice):
        return None
    natural = tuple(sorted(((swap[die], face) for die, face in effect.condition.natural),
                           key=lambda item: DICE.index(item[0])))
    condition = Condition(natural, effect.condition.pitch)
    die = swap[effect.die]
    return Effect(effect.op, die, effect.value, condition,
                  _normalised(effect.op, die, effect.value, condition))


def phase_of(effect: Effect) -> str:
    """The phase of the pitch in which the effect is used: "pitch" (pitch and control dice),
    "swing", "run" (run and field dice) or "hit" (hit determination)."""
    return _PHASES[effect.die]


def _condition(source: str, text: str) -> Condition:
    """The parts of a condition, joined by `and`, in a fixed order so equal conditions compare
    equal however they were written."""
    natural: dict[str, int] = {}
    pitch = ""
    # `and` may follow a closing parenthesis with or without a space.
    for part in re.split(r"(?<=\))\s*and", text, flags=re.IGNORECASE):
        name, args = _call(source, part, "a condition such as natural(swing,1) or pitch(C)")
        if name == "natural":
            die, face = _args(source, name, args, 2, "natural(die,face), as in natural(swing,1)")
            die = _die(source, die)
            if die == "pitch":
                raise EffectError(source, "the pitch die shows B, S or C: write pitch(C) for "
                                          "a condition on its face")
            if die in natural:
                raise EffectError(source, f"the condition names natural({die},…) twice")
            natural[die] = _face(source, face)
        elif name == "pitch":
            (face,) = _args(source, name, args, 1, "pitch(face), as in pitch(C)")
            if pitch:
                raise EffectError(source, "the condition names pitch(…) twice")
            pitch = _pitch_face(source, face)
        else:
            raise EffectError(source, f"{quoted(name)} is not a condition: use natural(die,face) "
                                      f"or pitch(B|S|C)")
    return Condition(tuple(sorted(natural.items(), key=lambda item: DICE.index(item[0]))), pitch)


def _action(source: str, text: str) -> tuple[str, str, int | str]:
    """The operation, die and value of the statement after any condition."""
    op, args = _call(source, text, "an operation such as adj(control,+1)")
    if op == "adj":
        die, amount = _args(source, op, args, 2, "a die and an amount, as in adj(control,+1)")
        return op, _numbered(source, op, _die(source, die)), _amount(source, amount)
    if op == "set":
        die, face = _args(source, op, args, 2, "a die and a face, as in set(control,6)")
        return op, _numbered(source, op, _die(source, die)), _face(source, face)
    if op == "reroll":
        (die,) = _args(source, op, args, 1, "one die, as in reroll(swing)")
        return op, _die(source, die), 0
    if op == "set_pitch":
        (face,) = _args(source, op, args, 1, "a pitch face, as in set_pitch(S)")
        return op, "pitch", _pitch_face(source, face)
    raise EffectError(source, f"{quoted(op)} is not an operation: "
                              "choose adj, set, reroll or set_pitch")


def _call(source: str, text: str, expected: str) -> tuple[str, list[str]]:
    """`name(arg,…)` as a lower-case name and its stripped arguments."""
    match = _CALL.fullmatch(text.strip())
    if not text.strip():
        raise EffectError(source, f"{expected} is missing")
    if not match:
        raise EffectError(source, f"{quoted(text.strip())} is not {expected}")
    return match[1].lower(), [arg.strip() for arg in match[2].split(",")]


def _args(source: str, name: str, args: list[str], count: int, shape: str) -> list[str]:
    if len(args) != count or not all(args):
        raise EffectError(source, f"{name} takes {shape}")
    return args


def _die(source: str, name: str) -> str:
    die = name.lower()
    if die not in DICE:
        raise EffectError(source, f"{quoted(name)} is not a die: choose {_choice(DICE)}")
    return die


def _numbered(source: str, op: str, die: str) -> str:
    if die == "pitch":
        raise EffectError(source, f"the pitch die shows B, S or C, so {op}() cannot move it: "
                                  f"use set_pitch(…) or reroll(pitch)")
    return die


def _amount(source: str, text: str) -> int:
    digits = text[1:] if text.startswith(("+", "-")) else text
    if not is_digits(digits):  # ASCII only: int() takes Arabic-Indic digits too
        raise EffectError(source, f"{quoted(text)} is not a signed whole number such as +1 or -2")
    amount = number_in(digits, 0, MAX_ADJUST)  # None: too far, whatever its length
    if amount == 0:
        raise EffectError(source, "an adjustment of 0 changes nothing")
    if amount is None:
        raise EffectError(source, f"{quoted(text)} moves a die further than it can go "
                                  f"(at most {MAX_ADJUST} either way)")
    return -amount if text.startswith("-") else amount


def _face(source: str, text: str) -> int:
    if not re.fullmatch(r"[1-6]", text):
        raise EffectError(source, f"{quoted(text)} is not a die face 1 to 6")
    return int(text)


def _pitch_face(source: str, text: str) -> str:
    face = text.upper()
    if face not in PITCH_FACES:
        raise EffectError(source, f"{quoted(text)} is not a pitch face: choose B, S or C")
    return face


def _choice(names: tuple[str, ...]) -> str:
    return f"{', '.join(names[:-1])} or {names[-1]}"


def _normalised(op: str, die: str, value: int | str, condition: Condition) -> str:
    """The one way of writing this effect: lower-case names, signed amounts, conditions with
    natural parts in dice order and the pitch part last."""
    if op == "adj":
        action = f"adj({die},{value:+d})"
    elif op == "set":
        action = f"set({die},{value})"
    elif op == "reroll":
        action = f"reroll({die})"
    else:
        action = f"set_pitch({value})"
    parts = [f"natural({die},{face})" for die, face in condition.natural]
    if condition.pitch:
        parts.append(f"pitch({condition.pitch})")
    return f"if {' and '.join(parts)}: {action}" if parts else action
