"""Where every runner goes on a play: the written advances, then the defaults for the rest.

Defaults (Rule 5.06(b)(3) for awarded bases): a runner forced by the batter-runner moves up
one base. With `fill_defaults` (the scorekeeper's entry line) a runner on a hit moves at least
as many bases as the batter, and on a wild pitch, passed ball or balk with nothing written every
runner moves up one base. Without it (Retrosheet files) an unmentioned runner stays put unless
forced.
"""

from __future__ import annotations

from engine.core.errors import IllegalEvent
from engine.core.events import ORDER, Advance, EventType, HIT_VALUE, BATTER_DEFAULT, Play
from engine.core.state import GameState

BASE_NAMES = {"B": "the batter", "1": "first base", "2": "second base", "3": "third base", "H": "home"}
_ONE_BASE_ALL = {EventType.WILD_PITCH: "WP", EventType.PASSED_BALL: "PB", EventType.BALK: "BK"}


def base_number(base: str) -> int:
    return ORDER[base]


def movements(state: GameState, play: Play) -> dict[str, Advance]:
    """Every runner's advance on this play, keyed by where he started (B, 1, 2, 3)."""
    written: dict[str, Advance] = {}
    for adv in play.advances:
        if adv.start in written:
            first = written[adv.start]
            if first.end == adv.end and first.out == adv.out:
                continue
            raise IllegalEvent(f"The runner from {_where(adv.start)} is given two different moves.")
        written[adv.start] = adv
    bases = state.bases
    batter_event = play.batter_event
    for start in written:
        if start != "B" and bases[int(start) - 1] is None:
            raise IllegalEvent(f"There is no runner on {BASE_NAMES[start]}.")
        if start == "B" and not batter_event:
            raise IllegalEvent("The batter cannot move on a play that does not end his time at bat.")
    for start, adv in written.items():
        if ORDER[adv.end] < ORDER[start]:
            raise IllegalEvent(f"A runner cannot go back from {BASE_NAMES[start]} to {BASE_NAMES[adv.end]}.")
    moves = dict(written)
    if batter_event and "B" not in moves:
        dest = BATTER_DEFAULT[play.event_type]
        moves["B"] = Advance("B", "1", out=True) if dest == "0" else Advance("B", dest)
    _fill_defaults(bases, play, moves)
    _check_bases(state, moves)
    return moves


def _fill_defaults(bases: tuple, play: Play, moves: dict[str, Advance]) -> None:
    """Move the runners nobody wrote about: forced runners at least one base; with
    `fill_defaults`, on a hit at least as far as the batter, and on WP/PB/BK one base."""
    batter = moves.get("B")
    hit, one_base_all, runners_written = 0, False, False
    if play.fill_defaults:  # (a Retrosheet file's play moves only forced runners)
        hit = HIT_VALUE.get(play.event_type, 0)
        runners_written = any(a.start != "B" for a in play.advances)
        secondary = next((e for e, code in _ONE_BASE_ALL.items() if code in play.flags), None)  # K+WP, W+PB
        moved_by = play.event_type if play.event_type in _ONE_BASE_ALL else secondary
        one_base_all = moved_by is not None and not runners_written
    need = 0 if batter is None or batter.out else ORDER[batter.end]  # how far the runner behind pushes
    for start, base in ((1, "1"), (2, "2"), (3, "3")):
        if bases[start - 1] is None:
            need = 0
            continue
        adv = moves.get(base)  # (only this base's runner is added below: the rest are written)
        if adv is not None:
            need = 0 if adv.out else ORDER[adv.end]
            continue
        end = start + 1 if need >= start else start
        reason = ""
        if hit:
            end = max(end, start + hit)
        elif one_base_all:
            end, reason = max(end, start + 1), _ONE_BASE_ALL[moved_by]
        elif play.fill_defaults and not runners_written and "SH" in play.flags:
            end = start + 1  # a sacrifice bunt moves every runner up
        elif play.fill_defaults and "SF" in play.flags and base == "3":
            end = 4  # a sacrifice fly scores the runner from third
        if end > start:
            moves[base] = Advance(base, _base_after(start, end - start), reason=reason)
        need = min(end, 4)


def _base_after(start: int, bases: int) -> str:
    end = min(4, start + bases)
    return "H" if end == 4 else str(end)


def _check_bases(state: GameState, moves: dict[str, Advance]) -> None:
    """No two runners may end on one base (Rule 5.06(a)(2))."""
    bases = state.bases
    taken: dict[str, str] = {}
    for base, runner in zip(("1", "2", "3"), bases):
        if runner is not None and base not in moves:
            taken[base] = base
    for start in ("3", "2", "1", "B"):
        adv = moves.get(start)
        if adv is None or adv.out or adv.end == "H":
            continue
        if adv.end in taken:
            holder = taken[adv.end]
            runner = bases[int(holder) - 1] if holder != "B" else None
            who = state.batting.name(runner.player) if runner else "another runner"
            raise IllegalEvent(f"{BASE_NAMES[adv.end].capitalize()} is already occupied by {who}.")
        taken[adv.end] = start


def _where(start: str) -> str:
    return "the batter's box" if start == "B" else BASE_NAMES[start]
