"""Applying one play: runners move, outs and runs are counted, the plate appearance ends."""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.errors import IllegalEvent
from engine.core.events import Advance, EventType, Play
from engine.core.innings import end_half, is_walk_off, runs_added
from engine.core.play_columns import play_columns
from engine.core.record import PlayRecord, new_record
from engine.core.runners import movements
from engine.core.scoring import (charged_batter, charged_pitcher, clean_advance, earned_code,
                                 is_rbi, negated_out)
from engine.core.state import NO_MID, GameState, Runner, new_runner

_REASON_OF_EVENT = {EventType.WILD_PITCH: "WP", EventType.PASSED_BALL: "PB", EventType.BALK: "BK",
                    EventType.DEFENSIVE_INDIFFERENCE: "DI"}
_WALKS = {EventType.WALK, EventType.INTENTIONAL_WALK}
_REACHED_WITHOUT_EARNING = {EventType.ERROR, EventType.INTERFERENCE}
_FORCE_OR_CHOICE = {EventType.FIELDERS_CHOICE, EventType.GENERIC_OUT}
# (an enum's member is looked up each time it is named: these are read for every play)
_ERROR, _FOUL_ERROR = EventType.ERROR, EventType.FOUL_ERROR
#: The order runners are moved in (the lead runner first), and where each stands in `bases`.
_STARTS = ("3", "2", "1", "B")
_INDEX = {"1": 0, "2": 1, "3": 2}
#: Each base's runner columns: destination, stolen base, caught stealing, picked off.
_RUNNER_COLUMNS = tuple((b, int(b), f"run{b}_dest", f"run{b}_sb", f"run{b}_cs", f"run{b}_po")
                        for b in ("1", "2", "3"))


def apply_play(state: GameState, play: Play, before: dict) -> tuple[GameState, PlayRecord]:
    """The state after the play, and its row: `before`, the columns of the situation before
    it (engine.core.apply), with the play's own.

    A replay applies tens of thousands of plays, so the new state is made once, from every
    change gathered here (`changes`), rather than copied once per change; it is past its first
    pitch (`new_half` False) unless the play ends the half."""
    batter_event = play.batter_event
    kind = play.event_type
    _check_count(state, play)
    moves = _with_reasons(kind, movements(state, play))
    outs = state.outs
    outs_on_play = sum(1 for a in moves.values() if a.out)
    if outs + outs_on_play > 3:
        raise IllegalEvent(f"That makes {outs + outs_on_play} outs: an inning has only three.")
    third_out = outs + outs_on_play == 3
    if third_out:
        moves = _no_runs_on_third_out(play, moves)

    batter = charged_batter(state, play) if batter_event else ""
    pitcher = charged_pitcher(state, play) if batter_event else state.pitcher
    # Rule 9.16 reconstruction: outs the defense should have made on this play.
    extra = 1 if kind == _ERROR else 0
    extra += sum(1 for a in moves.values() if negated_out(a))
    if batter_event and state.mid.foul_error and not moves["B"].out:
        extra += 1
    charged = _responsibility(state, kind, moves, pitcher)

    dest: dict[str, int] = {}
    scorers: list[str] = []
    runs = rbi = 0
    bases = state.bases
    new_bases: list[Runner | None] = [None, None, None]
    for start in _STARTS:
        if start == "B":
            runner = _batter_runner(state, play, moves, pitcher) if batter_event else None
        else:
            runner = bases[_INDEX[start]]
        if runner is None:
            continue
        if runner.pitcher != charged[start]:  # (most runners keep theirs)
            runner = replace(runner, pitcher=charged[start])
        adv = moves.get(start)
        if adv is None:  # stays where he is
            new_bases[_INDEX[start]] = runner
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
            rbi += is_rbi(play, adv, outs)
            scorers.append(f"{runner.player}:{runner.pitcher}:{code}")
        else:
            dest[start] = int(adv.end)
            new_bases[_INDEX[adv.end]] = replace(runner, clean_base=clean)

    changes = {"bases": (new_bases[0], new_bases[1], new_bases[2]), "outs": outs + outs_on_play,
               "new_half": False}
    if extra:
        changes["shadow"] = replace(state.shadow, extra_outs=state.shadow.extra_outs + extra)
    if runs:
        changes.update(runs_added(state, state.half, runs))
    if kind == _FOUL_ERROR:
        changes["mid"] = replace(state.mid, foul_error=True)
    if batter_event:
        team = state.batting
        teams = list(state.teams)
        teams[state.half] = replace(team, up=(team.up + 1) % len(team.lineup))
        changes.update(teams=(teams[0], teams[1]), balls=0, strikes=0, pitches="",
                       in_play=False, mid=NO_MID)
    after = replace(state, **changes)
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
    columns.update(outs_after=outs + outs_on_play, game_over=after.final)
    return after, new_record(before, columns)


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


def _with_reasons(kind: EventType, moves: dict[str, Advance]) -> dict[str, Advance]:
    """Each runner's move with why he moved, when the play says (WP, PB, BK, DI; E for one
    who moved on an error) and his advance does not."""
    event_reason = _REASON_OF_EVENT.get(kind, "")
    with_reasons = {}
    for start, adv in moves.items():
        if not adv.reason and start != "B":
            reason = "E" if adv.error else event_reason
            if reason:
                adv = replace(adv, reason=reason)
        with_reasons[start] = adv
    return with_reasons


def _no_runs_on_third_out(play: Play, moves: dict[str, Advance]) -> dict[str, Advance]:
    """Rule 5.08(a): no run scores when the third out is made by the batter-runner before he
    reaches first base or by a runner forced out — so the defaults never score a run on a play
    that ends the half. A run the scorer wrote is trusted: only he saw whether it crossed the
    plate first (and official scorers do write them, e.g. 36(1)3/GDP.3-H(NR) in 2019)."""
    written = {a.start for a in play.advances}
    return {start: (Advance(start, start) if adv.scores and start not in written and start != "B" else adv)
            for start, adv in moves.items()}


def _batter_runner(state: GameState, play: Play, moves: dict[str, Advance], pitcher: str) -> Runner:
    """The batter as a runner, with the pitcher responsible for him (Rule 9.16(g), (h)) and
    whether his run could ever be earned (Rule 9.16(a))."""
    # A batter whose time at bat was prolonged by a muffed foul fly is treated like one who
    # reached on an error (Rule 9.16(a)(2)).
    earned = play.event_type not in _REACHED_WITHOUT_EARNING and not state.mid.foul_error
    if negated_out(moves["B"]):
        earned = False
    return new_runner(state.batter, pitcher, earned)


def _responsibility(state: GameState, kind: EventType, moves: dict[str, Advance],
                    pitcher: str) -> dict[str, str]:
    """The pitcher each runner (and the batter) is charged to after the play.

    Rule 9.16(g): a pitcher is charged with a number of runners, not with particular ones, so
    when a runner is put out on a force or a fielder's choice his pitcher's responsibility
    passes to the runner behind him, and that runner's to the one behind, down to the batter
    (Chadwick does the same)."""
    bases = state.bases
    order = [b for b in ("3", "2", "1") if bases[_INDEX[b]] is not None] + ["B"]
    charged = {b: bases[_INDEX[b]].pitcher for b in order[:-1]}
    charged["B"] = pitcher
    if kind in _FORCE_OR_CHOICE:
        for base in order[:-1]:
            if moves.get(base) is not None and moves[base].out:
                # each runner behind him takes the charge of the one ahead, down to the batter
                out_at = order.index(base)
                for behind in range(len(order) - 1, out_at, -1):
                    charged[order[behind]] = charged[order[behind - 1]]
    return charged


def _record(state, play, moves, dest, batter, pitcher, outs_on_play, runs, rbi, scorers) -> dict:
    """The play's own columns (the row is the situation before it with these)."""
    fields = {**play_columns(play), "charged_batter": batter, "charged_pitcher": pitcher,
              "pitches": state.pitches, "outs_on_play": outs_on_play, "runs": runs, "rbi": rbi,
              "batter_dest": dest.get("B", 0) if play.batter_event else 0,
              "scorers": ";".join(scorers)}
    # why anybody moved, beyond what the play says: the runners' reasons, what carried them on
    why = {a.reason for a in moves.values()}
    why.update(a.then for a in moves.values())
    if "WP" in why:
        fields["wild_pitch"] = True
    if "PB" in why:
        fields["passed_ball"] = True
    flags = play.flags
    bases = state.bases
    for b, number, dest_column, sb, cs, po in _RUNNER_COLUMNS:
        if bases[number - 1] is None:
            continue
        fields[dest_column] = dest.get(b, number)
        adv = moves.get(b)
        reason = adv.reason if adv is not None else ""
        fields[sb] = reason == "SB"
        # Rule 9.07(h): caught stealing also when only an error saved him (CS2(2E6))
        fields[cs] = reason == "CS"
        fields[po] = (reason == "PO" or "POCS" in flags) and adv is not None and adv.out
    return fields
