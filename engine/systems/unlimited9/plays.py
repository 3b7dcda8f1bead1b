"""A plate appearance of Unlimited Nine in standard scoring (rules/unlimited_nine.md §3):
Retrosheet texts, read by the core's `parse_play` with every runner's movement spelled out.

A lost duel is a strikeout; a caught ball an out to the fielder it went to (an infielder's
throw to first, the catcher's and the pitcher's too; an outfielder's fly), the runners holding;
a hit is a single, double, triple or home run to where the table sent it, the batter and every
runner moving as many bases; an intentional walk pushes the forced runners. There are no
errors, so every run is earned and the core's reconstruction changes nothing. A skill's advance
is its own event after the plate appearance (§3: "skill advances as their own events"): an
extra base an other advance (`OA.1-2`, no RBI — the hit did not drive the run in), a steal a
stolen base; both void once the third out is made (§2 F).
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.events import Play
from engine.core.notation import parse_play
from engine.core.state import GameState
from engine.core.walk_off import walk_off
from engine.systems.unlimited9.cards import BASES, POSITION_NUMBERS

HIT_CODES = {"1B": "S", "2B": "D", "3B": "T", "HR": "HR"}
BASE = {1: "1", 2: "2", 3: "3", 4: "H"}
OUTFIELD = ("LF", "CF", "RF")


@lru_cache(maxsize=4096)
def play(text: str) -> Play:
    """The play a Retrosheet text describes, runners moved only as written."""
    return parse_play(text, fill_defaults=False)


def caught(position: str) -> str:
    """A caught ball: an outfielder's fly, the catcher's pop-up, an infielder's ground out
    thrown to first (the first baseman's unassisted)."""
    number = POSITION_NUMBERS[position]
    if position in OUTFIELD:
        return f"{number}/F"
    if position == "C":
        return "2/P"
    return "3/G" if position == "1B" else f"{number}3/G"


def hit(game: GameState, kind: str, position: str) -> str:
    """A hit to `position` ("" for a home run over everything): the batter and every runner
    move the hit's bases; a walk-off counts up to the winning run (Rule 9.06(f))."""
    bases = BASES[kind]
    ends = {b: min(4, b + bases) for b in (3, 2, 1) if game.bases[b - 1] is not None}
    batter, ends = walk_off(game, min(4, bases), ends, hit=True, home_run=kind == "HR")
    code = HIT_CODES[("1B", "2B", "3B", "HR")[batter - 1]]
    where = str(POSITION_NUMBERS[position]) if position else ""
    moved = [f"{b}-{BASE[e]}" for b, e in sorted(ends.items(), reverse=True) if e != b]
    return f"{code}{where}" + ("." + ";".join(moved) if moved else "")


def extra_bases(game: GameState, extra: dict[int, int]) -> str:
    """The runners on `extra`'s bases ({base: bases}) going on by their skills after the hit
    (§2 F): lead runner first, never past or onto the base of the runner ahead; a walk-off
    counts up to the winning run. "" when nobody can go."""
    if game.final or game.outs >= 3:
        return ""
    ends: dict[int, int] = {}
    ahead = 5  # the base the runner ahead stands on after his advance (5: nobody ahead)
    for base in (3, 2, 1):
        if game.bases[base - 1] is None:
            continue
        end = min(4, base + extra.get(base, 0))
        if end < 4 and ahead <= end:
            end = max(base, ahead - 1)
        ends[base] = end
        ahead = end if end < 4 else ahead
    _, ends = walk_off(game, 0, ends, hit=False)
    moved = [f"{b}-{BASE[e]}" for b, e in sorted(ends.items(), reverse=True) if e != b]
    return "OA." + ";".join(moved) if moved else ""


def steals(game: GameState, runners: tuple[int, ...]) -> str:
    """Stolen bases by the runners on `runners` (bases), lead runner first, each to a free base;
    "" when none can go (or the third out has been made)."""
    if game.outs >= 3 or game.final:
        return ""
    taken = {b for b in (1, 2, 3) if game.bases[b - 1] is not None}
    stolen = []
    for base in sorted(runners, reverse=True):
        if base not in taken:
            continue
        target = base + 1
        if target <= 3 and target in taken:
            continue
        taken.discard(base)
        if target <= 3:
            taken.add(target)
        stolen.append(f"SB{BASE[target]}")
    return ";".join(stolen)
