"""The effect language of Unlimited Nine's skills and event actions (rules/unlimited_nine.md
§2.1): the card text, as one or more small statements separated by ";".

    power(+1)      this side's power in the duel (never below 0)
    weaken(1)      the other side's power, less
    diff(+1)       the difference after the colours are compared (the defence writes diff(-1))
    at_zero        the ball is in play at difference 0 (as a batter whose card says so)
    no_cancel      the defence's power stands though its colour matches the offence's
    hit_to(LF)     the ball goes to this position instead of the hit table's; hit_to(self):
                   to the character using the skill (a fielder calling for it)
    catch(+2)      the fielder of the ball catches with this much more fielding
    extra_base(1)  on a hit, the character (the batter, or a runner) goes on this many bases
    steal          a runner takes the next base after the plate appearance (void on the third out)
    hold           no runner goes beyond the hit's bases this plate appearance (no steal, no extra
                   base: the defence's answer to the offence's running skills)
    hand(+1)       event: this side's hand size target for the rest of the inning
    draw(2)        event: draw cards now
    fielding(+1)   event: every fielder of this side, for the rest of the inning

Which statements a kind of skill may hold is `ALLOWED`; a conflict between an offence skill and
a defence skill (`CONFLICTS`) goes to the defence: the offence's statement is void (§2.1).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.errors import quoted
from engine.systems.card_files import EffectError

POSITIONS = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
#: verb -> the kind of argument: "" none, "signed" (+N/-N), "count" (N >= 1), "position".
VERBS = {"power": "signed", "weaken": "count", "diff": "signed", "at_zero": "", "no_cancel": "",
         "hit_to": "position", "catch": "signed", "extra_base": "count", "steal": "",
         "hold": "", "hand": "signed", "draw": "count", "fielding": "signed"}
#: The statements each kind of skill (and an event action) may hold: who can do what.
ALLOWED = {
    "batting": ("power", "weaken", "diff", "at_zero", "hit_to", "extra_base"),
    "running": ("extra_base", "steal"),
    "pitching": ("power", "weaken", "diff", "no_cancel", "hold", "catch"),
    "fielding": ("catch", "hit_to", "hold"),
    "event": ("power", "weaken", "hand", "draw", "fielding", "at_zero", "no_cancel"),
}
#: A defence statement voids these offence statements in the same plate appearance.
CONFLICTS = {"hit_to": ("hit_to",), "hold": ("extra_base", "steal"), "no_cancel": ()}
_STATEMENT = re.compile(r"^([a-z_]+)\s*(?:\(\s*([^()]*?)\s*\))?$")


@dataclass(frozen=True)
class Effect:
    """One statement: its verb, its number (0 when it has none) and its position ("" or
    "self" or a position)."""

    verb: str
    amount: int = 0
    position: str = ""

    @property
    def text(self) -> str:
        kind = VERBS[self.verb]
        if kind == "":
            return self.verb
        if kind == "position":
            return f"{self.verb}({self.position})"
        return f"{self.verb}({self.amount:+d})" if kind == "signed" else f"{self.verb}({self.amount})"


def parse(text: str, kind: str) -> tuple[Effect, ...]:
    """The statements of an effect text, for a skill of `kind` (or "event"); EffectError says
    which statement cannot be read or is not for this kind."""
    statements = [s.strip() for s in str(text).split(";") if s.strip()]
    if not statements:
        raise EffectError(text, "it says nothing: write a statement such as power(+1)")
    return tuple(_statement(text, s.lower(), kind) for s in statements)


def _statement(text: str, statement: str, kind: str) -> Effect:
    match = _STATEMENT.match(statement)
    if not match or match.group(1) not in VERBS:
        raise EffectError(text, f"{quoted(statement)} is not a statement of the language (use "
                          f"{', '.join(VERBS)})")
    verb, arg = match.group(1), match.group(2) or ""
    if verb not in ALLOWED[kind]:
        who = "an event action" if kind == "event" else f"a {kind} skill"
        raise EffectError(text, f"{verb} is not something {who} can do (it can: "
                          f"{', '.join(ALLOWED[kind])})")
    want = VERBS[verb]
    if want == "":
        if arg:
            raise EffectError(text, f"{verb} takes nothing in brackets")
        return Effect(verb)
    if want == "position":
        where = arg.upper()
        if where not in (*POSITIONS, "SELF"):
            raise EffectError(text, f"{quoted(arg)} is not a position: "
                                    f"use {' '.join(POSITIONS)} or self")
        if where == "SELF" and kind != "fielding":
            raise EffectError(text, "hit_to(self) is a fielder calling for the ball: only a "
                              "fielding skill can say it")
        return Effect(verb, position=where.lower() if where == "SELF" else where)
    if not re.fullmatch(r"[+-]?\d", arg):
        example = "(+1) or (-1)" if want == "signed" else "(1)"
        raise EffectError(text, f"{verb} needs a number from 1 to 9 in brackets, as {verb}{example}")
    amount = int(arg)
    if want == "count" and (arg.startswith(("+", "-")) or amount < 1):
        raise EffectError(text, f"{verb} needs a count from 1 to 9, as {verb}(1)")
    if want == "signed" and amount == 0:
        raise EffectError(text, f"{verb}(0) changes nothing")
    return Effect(verb, amount)


def voided(offence: tuple[Effect, ...], defence: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The offence's statements that stand against the defence's (a conflict goes to the defence)."""
    beaten = {v for e in defence for v in CONFLICTS.get(e.verb, ())}
    return tuple(e for e in offence if e.verb not in beaten)


def total(effects: tuple[Effect, ...], verb: str) -> int:
    return sum(e.amount for e in effects if e.verb == verb)


def has(effects: tuple[Effect, ...], verb: str) -> bool:
    return any(e.verb == verb for e in effects)
