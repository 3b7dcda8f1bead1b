"""Applying one play: runners move, outs and runs are counted, the plate appearance ends."""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.errors import IllegalEvent
from engine.core.events import Advance, EventType, HIT_VALUE, Play
from engine.core.innings import add_runs, end_half, is_walk_off
from engine.core.record import PlayRecord, new_record
from engine.core.runners import movements
from engine.core.scoring import (charged_batter, charged_pitcher, clean_advance, earned_code,
                                 is_at_bat, is_rbi, negated_out)
from engine.core.state import GameState, MidAppearance, Runner

_REASON_OF_EVENT = {EventType.WILD_PITCH: "WP", EventType.PASSED_BALL: "PB", EventType.BALK: "BK",
                    EventType.DEFENSIVE_INDIFFERENCE: "DI"}
_WALKS = {EventType.WALK, EventType.INTENTIONAL_WALK}
_REACHED_WITHOUT_EARNING = {EventType.ERROR, EventType.INTERFERENCE}
_AWARDED_FIRST = _WALKS | {EventType.HIT_BY_PITCH, EventType.INTERFERENCE}
_FORCE_OR_CHOICE = {EventType.FIELDERS_CHOICE, EventType.GENERIC_OUT}


def apply_play(state: GameState, play: Play, before: dict) -> tuple[GameState, PlayRecord]:
    """The state after the play, and its row: `before`, the columns of the situation before
    it (engine.core.apply), with the play's own."""
    _check_count(state, play)
    moves = movements(state, play)
    moves = {k: _with_reason(play, a) for k, a in moves.items()}
    outs_on_play = sum(1 for a in moves.values() if a.out)
    if state.outs + outs_on_play > 3:
        raise IllegalEvent(f"That makes {state.outs + outs_on_play} outs: an inning has only three.")
    third_out = state.outs + outs_on_play == 3
    moves = _no_runs_on_third_out(play, moves, third_out)

    batter = charged_batter(state, play) if play.batter_event else ""
    pitcher = charged_pitcher(state, play) if play.batter_event else state.pitcher
    # Rule 9.16 reconstruction: outs the defense should have made on this play.
    extra = 1 if play.event_type == EventType.ERROR else 0
    extra += sum(1 for a in moves.values() if negated_out(a))
    if state.mid.foul_error and play.batter_event and not moves["B"].out:
        extra += 1
    batter_runner = _batter_runner(state, play, moves, pitcher)
    charged = _responsibility(state, play, moves, pitcher)

    dest: dict[str, int] = {}
    scorers: list[str] = []
    runs = rbi = 0
    new_bases: list[Runner | None] = [None, None, None]
    for start in ("3", "2", "1", "B"):
        adv = moves.get(start)
        runner = batter_runner if start == "B" else state.runner_on(start)
        if runner is None:
            continue
        if runner.pitcher != charged[start]:  # (most runners keep theirs)
            runner = replace(runner, pitcher=charged[start])
        if adv is None:  # stays where he is
            new_bases[int(start) - 1] = runner
            dest[start] = int(start)
            continue
        if adv.out:
            dest[start] = 0
            continue
        clean = clean_advance(play, adv, runner)
        if adv.end == "H":
            code = earned_code(state, play, adv, runner, clean, extra)
            dest[start] = code
            runs += 1
            rbi += is_rbi(play, adv, state.outs)
            scorers.append(f"{runner.player}:{runner.pitcher}:{code}")
        else:
            dest[start] = int(adv.end)
            new_bases[int(adv.end) - 1] = replace(runner, clean_base=clean)

    shadow = replace(state.shadow, extra_outs=state.shadow.extra_outs + extra) if extra else state.shadow
    after = replace(state, bases=(new_bases[0], new_bases[1], new_bases[2]), outs=state.outs + outs_on_play,
                    shadow=shadow)
    after = add_runs(after, state.half, runs)
    if play.event_type == EventType.FOUL_ERROR:
        after = replace(after, mid=replace(after.mid, foul_error=True))
    if play.batter_event:
        team = state.batting
        up = (team.up + 1) % len(team.lineup)
        teams = list(after.teams)
        teams[state.half] = replace(team, up=up)
        after = replace(after, teams=(teams[0], teams[1]), balls=0, strikes=0, pitches="",
                        in_play=False, mid=MidAppearance())
    # The row's columns, made into one record at the end (a copy of 72 columns is not free).
    columns = _record(state, play, moves, dest, batter, pitcher, outs_on_play, runs, rbi, scorers)
    if third_out or is_walk_off(after):
        # Counted from where the runners ended, not from the bases: on a third out a runner the
        # defaults would have moved stays put and may share a base with another.
        left = sum(1 for code in dest.values() if 1 <= code <= 3)
        walk_off = not third_out
        after = end_half(after, left)
        if walk_off:
            after = replace(after, final=True, end_reason="walk-off")
        columns.update(end_of_half=True, left_on_base=left)
    columns.update(outs_after=state.outs + outs_on_play, game_over=after.final)
    return after, new_record(before, **columns)


def _check_count(state: GameState, play: Play) -> None:
    """The play must fit the count — for the scorekeeper's entries; a play read from an official
    Retrosheet file (no default advances) is the record itself and is taken as written."""
    if not play.batter_event or not play.fill_defaults:
        return
    kind = play.event_type
    if state.balls == 4 and kind not in _WALKS:
        raise IllegalEvent("Ball four has been thrown: the batter walks (W or IW).")
    if state.strikes == 3 and kind != EventType.STRIKEOUT:
        raise IllegalEvent("Strike three has been thrown: the batter struck out (K).")
    if state.in_play and kind in _WALKS | {EventType.HIT_BY_PITCH}:
        raise IllegalEvent("The ball was put in play: a walk or hit batter cannot follow.")


def _with_reason(play: Play, adv: Advance) -> Advance:
    if adv.reason or adv.start == "B":
        return adv
    reason = _REASON_OF_EVENT.get(play.event_type, "")
    if adv.error:
        reason = "E"
    return replace(adv, reason=reason) if reason else adv


def _no_runs_on_third_out(play: Play, moves: dict[str, Advance], third_out: bool) -> dict[str, Advance]:
    """Rule 5.08(a): no run scores when the third out is made by the batter-runner before he
    reaches first base or by a runner forced out — so the defaults never score a run on a play
    that ends the half. A run the scorer wrote is trusted: only he saw whether it crossed the
    plate first (and official scorers do write them, e.g. 36(1)3/GDP.3-H(NR) in 2019)."""
    if not third_out:
        return moves
    written = _written(play)
    return {start: (Advance(start, start) if adv.scores and start not in written and start != "B" else adv)
            for start, adv in moves.items()}


def _written(play: Play) -> set[str]:
    return {a.start for a in play.advances}


def _batter_runner(state: GameState, play: Play, moves: dict[str, Advance], pitcher: str) -> Runner | None:
    """The batter as a runner, with the pitcher responsible for him (Rule 9.16(g), (h)) and
    whether his run could ever be earned (Rule 9.16(a))."""
    if not play.batter_event:
        return None
    adv = moves["B"]
    # A batter whose time at bat was prolonged by a muffed foul fly is treated like one who
    # reached on an error (Rule 9.16(a)(2)).
    earned = play.event_type not in _REACHED_WITHOUT_EARNING and not state.mid.foul_error
    if negated_out(adv):
        earned = False
    return Runner(player=state.batter, pitcher=pitcher, earned=earned, clean_base=0)


def _responsibility(state: GameState, play: Play, moves: dict[str, Advance], pitcher: str) -> dict[str, str]:
    """The pitcher each runner (and the batter) is charged to after the play.

    Rule 9.16(g): a pitcher is charged with a number of runners, not with particular ones, so
    when a runner is put out on a force or a fielder's choice his pitcher's responsibility
    passes to the runner behind him, and that runner's to the one behind, down to the batter
    (Chadwick does the same)."""
    order = [b for b in ("3", "2", "1") if state.runner_on(b) is not None] + ["B"]
    charged = {b: state.runner_on(b).pitcher for b in order[:-1]}
    charged["B"] = pitcher

    def pass_down(base: str) -> None:
        behind = order[order.index(base) + 1]
        if behind != "B":
            pass_down(behind)
        charged[behind] = charged[base]

    if play.event_type in _FORCE_OR_CHOICE:
        for base in order[:-1]:
            if moves.get(base) is not None and moves[base].out:
                pass_down(base)
    return charged


def _record(state, play, moves, dest, batter, pitcher, outs_on_play, runs, rbi, scorers) -> dict:
    """The play's own columns (the row is the situation before it with these)."""
    reasons = {start: a.reason for start, a in moves.items()}
    flags = play.flags
    why = set(reasons.values()) | {a.then for a in moves.values()} | flags
    wp = play.event_type == EventType.WILD_PITCH or "WP" in why
    pb = play.event_type == EventType.PASSED_BALL or "PB" in why
    sacrifice = play.batter_event and play.event_type not in _AWARDED_FIRST
    fields = dict(
        kind="play", text=play.text, event_type=int(play.event_type), batter_event=play.batter_event,
        charged_batter=batter, charged_pitcher=pitcher, pitches=state.pitches,
        at_bat=is_at_bat(play), hit_value=HIT_VALUE.get(play.event_type, 0),
        sh=sacrifice and "SH" in flags, sf=sacrifice and "SF" in flags and "SH" not in flags,
        gdp="GDP" in flags, dp="DP" in flags, tp="TP" in flags, bunt="BUNT" in flags,
        batted_ball=play.batted_ball, location=play.location, outs_on_play=outs_on_play, runs=runs,
        rbi=rbi, batter_dest=dest.get("B", 0) if play.batter_event else 0,
        putouts=",".join(map(str, play.putouts)), assists=",".join(map(str, play.assists)),
        errors=",".join(map(str, play.errors)), wild_pitch=wp, passed_ball=pb,
        balk=play.event_type == EventType.BALK, scorers=";".join(scorers),
    )
    for b in ("1", "2", "3"):
        if state.runner_on(b) is None:
            continue
        fields[f"run{b}_dest"] = dest.get(b, int(b))
        reason = reasons.get(b, "")
        fields[f"run{b}_sb"] = reason == "SB"
        # Rule 9.07(h): caught stealing also when only an error saved him (CS2(2E6))
        fields[f"run{b}_cs"] = reason == "CS"
        fields[f"run{b}_po"] = (reason == "PO" or "POCS" in flags) and b in moves and moves[b].out
    return fields
