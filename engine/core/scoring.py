"""Official-scoring judgments for one play: at-bats, RBI, earned runs, charged batter/pitcher.

Each function cites the part of MLB Rule 9 it implements. The scorer can always override the
defaults in the notation: (RBI)/(NR) on an advance, (UR) and (TUR) for unearned runs.
"""

from __future__ import annotations

from engine.core.events import Advance, EventType, Play
from engine.core.numbers import is_digits
from engine.core.state import GameState, Runner

_NO_AT_BAT = {EventType.WALK, EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
              EventType.INTERFERENCE}
_RBI_EVENTS = {EventType.SINGLE, EventType.DOUBLE, EventType.TRIPLE, EventType.HOME_RUN,
               EventType.WALK, EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
               EventType.INTERFERENCE, EventType.GENERIC_OUT, EventType.FIELDERS_CHOICE}
_WALK_COUNTS = {(2, 0), (2, 1), (3, 0), (3, 1), (3, 2)}
#: Advances the pitcher gets no blame for in the inning replayed without errors (Rule 9.16(a)).
_NOT_CLEAN = {"E", "PB"}

DEST_EARNED, DEST_UNEARNED, DEST_TEAM_UNEARNED = 4, 5, 6


def is_at_bat(play: Play) -> bool:
    """Rule 9.02(a)(1): a plate appearance is an at-bat except walks, HBP, interference,
    sacrifice bunts and sacrifice flies."""
    if not play.batter_event or play.event_type in _NO_AT_BAT:  # sacrifice flags on these mean nothing
        return False
    return not ({"SH", "SF"} & play.flags)


def is_rbi(play: Play, adv: Advance, outs: int) -> bool:
    """Rule 9.04: a run batted in for a run that scores because of the batter's action —
    not on a ground-ball double play (9.04(b)(1)), not when the runner scores on an error of
    his own (9.04(b)(2)), not on a wild pitch, passed ball, balk or steal; on an error, only
    before two are out (9.04(a)(3)). `outs` are those before the play."""
    if not adv.scores:
        return False
    if adv.rbi is not None:
        return adv.rbi
    if adv.error or adv.reason in ("E", "WP", "PB", "BK", "SB", "DI", "PO", "CS"):
        return False
    if play.event_type == EventType.ERROR:
        # 9.04(a)(3): the run from third that would have scored anyway, before two are out
        # (Chadwick's reading: unless the scorer wrote NR, or the runner moved on an error of
        # his own; with two out only an RBI the scorer wrote counts).
        return adv.start == "3" and outs < 2
    if play.event_type not in _RBI_EVENTS:
        return False
    return "GDP" not in play.flags  # 9.04(b)(1): no RBI on a ground-ball double play


def charged_batter(state: GameState, play: Play) -> str:
    """Rule 9.15(b): a strikeout finished by a pinch hitter who came in with two strikes is
    charged to the batter he replaced; anything else goes to the pinch hitter."""
    mid = state.mid
    if mid.batter and mid.batter_strikes == 2 and play.event_type == EventType.STRIKEOUT:
        return mid.batter
    return state.batter


def charged_pitcher(state: GameState, play: Play) -> str:
    """Rule 9.16(h): a walk by a reliever who came in with the count 2-0, 2-1, 3-0, 3-1 or 3-2
    is charged, with the batter, to the pitcher he replaced."""
    mid = state.mid
    if (mid.pitcher and (mid.pitcher_balls, mid.pitcher_strikes) in _WALK_COUNTS
            and play.event_type in (EventType.WALK, EventType.INTENTIONAL_WALK)):
        return mid.pitcher
    return state.pitcher


def negated_out(adv: Advance) -> bool:
    """An advance written like 1X3(5E6): the runner would have been out but for the error."""
    f = adv.fielders
    return adv.error and "E" in f and f.index("E") > 0 and is_digits(f[f.index("E") - 1])


def clean_advance(play: Play, adv: Advance, runner: Runner) -> int:
    """How far the runner would have got without errors and passed balls (Rule 9.16(a)),
    giving the pitcher the benefit of the doubt: he moves only as many bases as the play
    itself moved him (everybody scores on a home run)."""
    if (adv.error or adv.reason in _NOT_CLEAN or adv.then in _NOT_CLEAN
            or play.event_type == EventType.ERROR):
        return runner.clean_base
    if play.event_type == EventType.HOME_RUN:
        return 4
    start = 0 if adv.start == "B" else int(adv.start)
    end = 4 if adv.end == "H" else int(adv.end)
    return min(4, runner.clean_base + end - start)


def earned_code(state: GameState, play: Play, adv: Advance, runner: Runner, clean: int,
                extra_on_play: int) -> int:
    """Rule 9.16: is a run earned (4), unearned (5), or unearned for the team but earned for
    the relief pitcher charged with it (6, Rule 9.16(i))?"""
    if adv.earned is False:
        return DEST_UNEARNED
    if adv.team_unearned:
        return DEST_TEAM_UNEARNED
    if adv.earned is True or state.rules.earned_runs == "marked":
        return DEST_EARNED
    if not runner.earned or clean < 4:
        return DEST_UNEARNED
    shadow = state.shadow
    # Rule 5.08(a): no run scores on a play whose third out the batter makes before reaching
    # first — so in the inning replayed without errors, the batter's out on this play counts.
    batter_out = int(any(a.start == "B" and a.out for a in play.advances))
    if state.outs + shadow.extra_outs + extra_on_play + batter_out < 3:
        return DEST_EARNED
    for pitcher, outs_at_entry, extra_at_entry in shadow.entered:
        if pitcher == runner.pitcher:
            own = state.outs + shadow.extra_outs - extra_at_entry + extra_on_play + batter_out
            return DEST_TEAM_UNEARNED if own < 3 else DEST_UNEARNED
    return DEST_UNEARNED
