"""What a result card does, in standard scoring (rules/pizza_box.md §2.2, §3): Retrosheet texts.

The card's area names the event; the batter goes where the event sends him (1B 1st, 2B 2nd,
3B 3rd, HR home, BB and E 1st, an out nowhere); each runner on a black box moves the card's
number of bases, the others hold unless the runners behind them push them on (a runner is
never passed nor shares a base: forced runners move, §2.2's algorithm). A double play puts out
the batter and the runner from first (with first empty or two out it is a plain ground out); a
fly out that scores a runner from third with fewer than two out is a sacrifice fly. A play that
makes the third out scores nobody. A walk-off counts the winning run only, except on a home
run, where every runner scores [house default].

Every play is written as a Retrosheet event with each runner's movement spelled out and read
once by the core's `parse_play` (without its defaults: the card moves the runners); the core
then does the official scoring: at-bats, RBI (none on a double play), earned runs by Rule 9.16's
reconstruction (a batter safe on an error is never earned), LOB, the pitchers' lines.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.events import Play
from engine.core.notation import parse_play
from engine.core.state import GameState
from engine.core.walk_off import walk_off
from engine.systems.pizzabox.cards import Area

BATTER = {"1B": 1, "2B": 2, "3B": 3, "HR": 4, "BB": 1, "E": 1}
HITS = {"1B": "S", "2B": "D", "3B": "T"}
OUTS = {"GO": "G", "FO": "F", "PO": "P", "LO": "L"}
BASE = {1: "1", 2: "2", 3: "3", 4: "H"}


@lru_cache(maxsize=4096)
def play(text: str) -> Play:
    """The play a Retrosheet text describes, runners moved only as written."""
    return parse_play(text, fill_defaults=False)


def occupied(game: GameState) -> list[int]:
    """The bases with a runner, trailing runner first."""
    return [b for b in (1, 2, 3) if game.bases[b - 1] is not None]


@lru_cache(maxsize=8192)
def moves(on: tuple[int, ...], outs: int, area: Area) -> tuple[int, dict[int, int], frozenset[int]]:
    """Where the batter and each runner end up, with runners on the bases `on` (trailing
    first) and `outs` out: (batter's base or 0 for out, {base: base reached, 4 = scored}, the
    bases whose runner is out)."""
    event = area.event
    outs_on: frozenset[int] = frozenset()
    if event == "DP" and 1 in on and outs < 2:
        outs_on = frozenset({1})
    batter = BATTER.get(event, 0)
    if outs + (batter == 0) + len(outs_on) >= 3:
        return batter, {}, outs_on  # the third out: nobody moves up
    ends: dict[int, int] = {}
    behind = batter
    for base in on:
        if base in outs_on:
            continue
        end = base + area.move if base in area.adv else base
        if behind >= base:
            end = max(end, behind + 1)
        end = min(end, 4)
        if event == "HR":
            end = 4
        ends[base] = end
        behind = end
    return batter, ends, outs_on


def result_text(game: GameState, area: Area, said: tuple[tuple[int, int], ...] = ()) -> str:
    """The Retrosheet text of a result area played in `game`'s situation; `said` are the
    scorekeeper's runner destinations where the table moved them otherwise (base, base
    reached; 4 = scored)."""
    batter, ends, outs_on = moves(tuple(occupied(game)), game.outs, area)
    if said:
        ends = {**ends, **dict(said)}
    event, fielders = area.event, area.fielders
    batter, ends = walk_off(game, batter, ends, hit=event in HITS, home_run=event == "HR")
    if event in HITS or event == "HR":
        event = {1: "1B", 2: "2B", 3: "3B", 4: "HR"}[batter]
    if event == "DP" and not outs_on:
        event = "GO"
    runs = sum(1 for end in ends.values() if end == 4)
    head = _head(event, fielders, game, runs, ends)
    return head + _advances(ends)


def _head(event: str, fielders: str, game: GameState, runs: int, ends: dict[int, int]) -> str:
    if event in HITS:
        return HITS[event] + fielders[:1]
    if event == "HR":
        return "HR"
    if event == "BB":
        return "W"
    if event == "K":
        return "K"
    if event == "E":
        return f"E{fielders[:1]}"
    if event == "DP":
        return f"{fielders[:-1]}(1){fielders[-1]}/GDP"
    sac_fly = event == "FO" and ends.get(3) == 4 and game.outs < 2
    return f"{fielders}/{OUTS[event]}" + ("/SF" if sac_fly else "")


def _advances(ends: dict[int, int]) -> str:
    moved = [f"{base}-{BASE[end]}" for base, end in sorted(ends.items(), reverse=True) if end != base]
    return "." + ";".join(moved) if moved else ""


def sacrifice(game: GameState, fielders: str) -> str:
    """A bunt against a STRIKE: the batter out, every runner up one base (a sacrifice hit with
    fewer than two out; with two out the third out, nobody moves)."""
    if game.outs == 2:
        return f"{fielders}/BG"
    ends = {base: base + 1 for base in occupied(game)}
    return f"{fielders}/SH/BG" + _advances(ends)


def steal(safe: bool, throw: str) -> str:
    """The runner from first steals second, or is caught (the catcher's throw)."""
    return "SB2" if safe else f"CS2({throw})"


#: A result typed by its event code: the house-default fielders and movement (rules §2.2's
#: table) when the scorekeeper does not name them.
TYPED_FIELDERS = {"E": "6", "GO": "63", "FO": "8", "PO": "4", "LO": "6", "DP": "643"}
TYPED_MOVE = {"1B": 1, "2B": 2, "3B": 3, "HR": 3, "E": 1}


def typed_area(event: str, fielders: str = "") -> Area:
    """The area a result typed by its code stands for."""
    move = TYPED_MOVE.get(event, 0)
    return Area(event, fielders or TYPED_FIELDERS.get(event, ""),
                frozenset({1, 2, 3}) if move else frozenset(), move)
