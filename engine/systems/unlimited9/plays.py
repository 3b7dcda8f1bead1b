"""A plate appearance of Unlimited Nine in standard scoring (rules/unlimited_nine.md §3):
Retrosheet texts, read by the core's `parse_play` with every runner's movement spelled out.

A lost duel is a strikeout; a caught ball an out to the fielder it went to (an infielder's
throw to first, the catcher's and the pitcher's too; an outfielder's fly), the runners holding;
a hit is a single, double, triple or home run to where the table sent it, the batter and every
runner moving as many bases (more with an extra-base skill, but never past or onto the base of
the runner ahead); an intentional walk pushes the forced runners. There are no errors, so every
run is earned and the core's reconstruction changes nothing. A steal skill is a stolen base
after the plate appearance, void once the third out is made (§2 F).
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


def hit(game: GameState, kind: str, position: str, extra: dict[int, int]) -> str:
    """A hit to `position` ("" for a home run over everything): the batter and the runners move
    the hit's bases, each plus his `extra` ({0 batter, base: bases}), never passing the runner
    ahead; a walk-off counts up to the winning run."""
    bases = BASES[kind]
    ends: dict[int, int] = {}
    ahead = 5  # the base the runner ahead reached (5: nobody ahead)
    for base in (3, 2, 1):
        if game.bases[base - 1] is None:
            continue
        end = min(4, base + bases + extra.get(base, 0))
        if end < 4 and ahead <= end:
            end = ahead - 1
        ends[base] = end
        ahead = end if end < 4 else ahead
    batter = min(4, bases + extra.get(0, 0))
    if batter < 4 and ahead <= batter:
        batter = ahead - 1
    batter, ends = walk_off(game, batter, ends, hit=True, home_run=kind == "HR")
    # The hit is what the table said (an extra base is the skill's, not the hit's), cut on a
    # walk-off to the bases the batter reached (Rule 9.06(f)).
    credited = min(bases, batter)
    code = HIT_CODES[("1B", "2B", "3B", "HR")[credited - 1]]
    where = str(POSITION_NUMBERS[position]) if position else ""
    moved = [f"{b}-{BASE[e]}" for b, e in sorted(ends.items(), reverse=True) if e != b]
    if batter != credited:
        moved.append(f"B-{BASE[batter]}")
    return f"{code}{where}" + ("." + ";".join(moved) if moved else "")


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
