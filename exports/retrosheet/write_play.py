"""One play as a Retrosheet event: every runner's movement written out, and the count.

A play typed at the table leans on the entry language's default advances (on `S8` the runner
from first goes to second without being written). A Retrosheet reader moves only forced
runners, so the exported event writes every other movement itself, taken from the play's row
(`run1_dest` …): `S8` with a runner who went first to third becomes `S8.1-3`. Runs are marked
as the row scored them — `(UR)` unearned, `(TUR)` unearned for the team only — because a game
scored at the table reconstructs earned runs (Rule 9.16) while an official file is read as
marked: the marks carry the verdict across.
"""

from __future__ import annotations

from engine.core.events import (BALL_CODES, BATTER_DEFAULT, FOUL_CODES, PICKOFF_CODES,
                                PITCH_CODES, STRIKE_CODES)
from engine.core.notation import parse_play

#: Runner keys, lead runner first: the order advances are written in.
LEAD_FIRST = ("3", "2", "1", "B")
#: Chadwick destination codes for a run (engine.core.record) and the mark each needs.
RUN_MARKS = {4: "", 5: "(UR)", 6: "(TUR)"}


def explicit_event(row: dict) -> str:
    """The event text of a play row, with every runner movement and run verdict written."""
    text = row["text"]
    main, advance_part = _split_advances(text)
    segments = advance_part.split(";") if advance_part else []
    play = parse_play(text, fill_defaults=False)
    covered = {advance.start for advance in play.advances}
    written = {segment[0] for segment in segments}
    segments = [_with_run_mark(segment, _dest(row, segment[0])) for segment in segments]
    for start in LEAD_FIRST:
        dest = _dest(row, start)
        if start in written or dest is None:
            continue
        if start in covered:
            # The play itself implies where he went (HR, SBH); only an unearned run needs
            # writing, as B-H(UR).
            if RUN_MARKS.get(dest):
                segments.append(f"{start}-H{RUN_MARKS[dest]}")
        elif dest != _unwritten_dest(start, play):
            segments.append(_moved(start, dest))
    if not segments:
        return main
    segments.sort(key=lambda segment: LEAD_FIRST.index(segment[0]))
    return f"{main}.{';'.join(segments)}"


def _dest(row: dict, start: str) -> int | None:
    """Where the runner who started at `start` ended (Chadwick's code), None if nobody did."""
    if start == "B":
        return row["batter_dest"] if row["batter_event"] else None
    return row[f"run{start}_dest"] if row[f"runner{start}"] else None


def _unwritten_dest(start: str, play) -> int:
    """Where a Retrosheet reader leaves a runner the event does not mention: the batter goes
    where the event sends him, a runner stays (a forced runner's move agrees with the row)."""
    if start != "B":
        return int(start)
    default = BATTER_DEFAULT.get(play.event_type, "0")
    return 4 if default == "H" else int(default)


def _moved(start: str, dest: int) -> str:
    """A runner's advance from his row: dest 0 is an out at the next base (a default never
    puts a runner out, so this is only a guard), 1-3 a base, 4-6 a run."""
    if dest == 0:
        return f"{start}X{'1' if start == 'B' else _next(start)}"
    end = "H" if dest >= 4 else str(dest)
    return f"{start}-{end}{RUN_MARKS.get(dest, '')}"


def _next(start: str) -> str:
    return "H" if start == "3" else str(int(start) + 1)


def _with_run_mark(segment: str, dest: int | None) -> str:
    """A written advance that scored gets its (UR)/(TUR) mark unless it has one already."""
    mark = RUN_MARKS.get(dest or 0, "")
    if not mark or "(UR)" in segment or "(TUR)" in segment:
        return segment
    return segment + mark


def _split_advances(text: str) -> tuple[str, str]:
    """The play before its advances and the advances, split at the first '.' outside
    parentheses (PO2(E2/TH).2-3)."""
    depth = 0
    for at, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if char == "." and depth == 0:
            return text[:at], text[at + 1:]
    return text, ""


def count_before_last(pitches: str) -> str:
    """The count before the final pitch (or throw) of a pitch string, as Retrosheet writes it
    on a play record: `BBCX` -> 21; the play happened on that last pitch."""
    codes = [c for c in pitches if c in PITCH_CODES or c in PICKOFF_CODES]
    return count_of(codes[:-1])


def count_of(codes) -> str:
    """The count after these pitch codes (a foul is never strike three; pickoffs count for
    nothing), as two digits."""
    balls = strikes = 0
    for code in codes:
        if code in BALL_CODES:
            balls = min(3, balls + 1)
        elif code in STRIKE_CODES:
            strikes = min(2, strikes + 1)
        elif code in FOUL_CODES:
            strikes += strikes < 2
    return f"{balls}{strikes}"
