"""Retrosheet event notation: `parse_play` for plays and `parse_pitches` for pitch strings.

A play is a basic play, an optional `+` secondary event, `/` modifiers and, after a `.`,
runner advances separated by `;` (https://www.retrosheet.org/eventfile.htm):

    S8/L.1-3            single to center, line drive, runner from first to third
    64(1)3/GDP          6-4-3 ground-ball double play
    K+CS2(26)           strikeout, runner caught stealing second, catcher to shortstop
    FC5.2X3(54);B-1     fielder's choice: the runner from second out at third, batter safe

The result lists the advances written and those the notation implies (the batter's base on
a hit, the runner on a stolen base, the runner forced on `4(1)3`); an advance written after
the `.` replaces the implied one for that runner. Fielding credits follow Chadwick's cwevent
conventions, so statistics computed from our plays match the reference tools.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.basic_plays import read_basic
from engine.core.errors import EntryError, quoted
from engine.core.events import (BATTER_EVENTS, PICKOFF_CODES, PITCH_CODES, Advance, EventType,
                                Pitch, Play)
from engine.core.play_modifiers import apply_modifiers, infer_batted_ball
from engine.core.play_text import RUNNER_ORDER, Credit, PlayDraft, PlayText
from engine.core.runner_advances import read_advances

#: Decoration Retrosheet and Chadwick ignore: '#' uncertain play, '!' exceptional, '?' doubtful.
IGNORED = str.maketrans("", "", "#!?")
#: Events whose batted ball can have a trajectory; the rest never touch a batted ball.
BATTED = frozenset(BATTER_EVENTS - {EventType.STRIKEOUT, EventType.WALK,
                                    EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
                                    EventType.INTERFERENCE}) | {EventType.FOUL_ERROR}
WALK_LIKE = frozenset({EventType.WALK, EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
                       EventType.INTERFERENCE})


def parse_play(text: str, *, fill_defaults: bool = True) -> Play:
    """Read one play in Retrosheet event notation; raise `EntryError` if it is not one."""
    cleaned = text.strip().upper().translate(IGNORED)
    if not cleaned:
        raise EntryError("A play cannot be empty: write what happened, as S8 or 63.", text, 0)
    if cleaned.count("(") != cleaned.count(")"):
        raise EntryError(f"Unknown play {quoted(text)}: its parentheses do not match.", text, 0)
    main, dot, advance_part = _split_top(cleaned, ".")
    basic, *modifiers = _split_all_top(main, "/")
    draft = PlayDraft()
    read_basic(PlayText(basic, text), draft)
    if draft.event_type == EventType.INTERFERENCE:
        _charge_interference(draft, modifiers)
    apply_modifiers(draft, modifiers, PlayText(main, text))
    if dot and not advance_part:
        raise EntryError(f"Play {quoted(text)} ends with '.': runner advances follow it, as .1-3.",
                         text, len(main))
    explicit = read_advances(advance_part, text, len(main) + 1) if dot else []
    return _finish(draft, explicit, text, fill_defaults)


def _split_top(text: str, mark: str) -> tuple[str, str, str]:
    """Split at the first `mark` outside parentheses: PO2(E2/TH).2-3 splits after ')'."""
    depth = 0
    for at, char in enumerate(text):
        depth += (char == "(") - (char == ")")
        if char == mark and depth == 0:
            return text[:at], mark, text[at + 1:]
    return text, "", ""


def _split_all_top(text: str, mark: str) -> list[str]:
    parts = []
    while True:
        head, found, text = _split_top(text, mark)
        parts.append(head)
        if not found:
            return parts


def _charge_interference(draft: PlayDraft, modifiers: list[str]) -> None:
    """C/E2 (or C/1E3): the first modifier names the fielder charged with the error.

    A bare `C` from the scorekeeper's entry line means catcher's interference: E2.
    """
    first = modifiers[0] if modifiers else ""
    if len(first) == 2 and first[0] == "E" and first[1] in "123456789":
        credit = Credit(first, errors=(int(first[1]),))
        modifiers.pop(0)
    elif len(first) == 3 and first[0] in "123456789" and first[1] == "E" and first[2] != "0":
        credit = Credit(first, assists=(int(first[0]),), errors=(int(first[2]),))
        modifiers.pop(0)
    else:
        credit = Credit("E2", errors=(2,))
    draft.credit(credit)
    draft.imply(replace(draft.implied["B"], fielders=credit.text))


def _finish(draft: PlayDraft, explicit: list[tuple[Advance, list[Credit]]], text: str,
            fill_defaults: bool) -> Play:
    overturned: set[str] = set()
    moves = dict(draft.implied)
    for written, credits in explicit:
        implied = draft.implied.get(written.start)
        if implied is not None:
            if implied.out:
                overturned.add(written.start)  # K.B-1: the catcher's putout is taken back
            written = _merge(implied, written)
        moves[written.start] = _with_context(draft, written)
        for credit in credits:
            if (draft.event_type == EventType.INTERFERENCE and written.start == "B"
                    and credit.text.startswith("E")):
                continue  # C.B-1(E2) repeats the error C/E2 already charged
            draft.credit(credit)
    credits = [c for owner, c in draft.credits if not (owner and owner in overturned)]
    flags = set(draft.flags)
    for advance in moves.values():
        flags.update({advance.reason, advance.then} & {"WP", "PB"})
    return Play(
        event_type=draft.event_type,
        text=text,
        advances=tuple(moves[r] for r in RUNNER_ORDER if r in moves),
        putouts=tuple(p for c in credits for p in c.putouts),
        assists=tuple(a for c in credits for a in c.assists),
        errors=tuple(e for c in credits for e in c.errors),
        flags=frozenset(flags),
        batted_ball=infer_batted_ball(draft) if draft.event_type in BATTED else "",
        location=draft.location,
        fill_defaults=fill_defaults,
    )


def _merge(implied: Advance, written: Advance) -> Advance:
    """A written advance keeps what the basic play said about that runner (SB2.1-3(E2): the
    steal; CS2(2E6).1-2: the error that saved him) unless it says otherwise itself. A steal or
    a caught stealing stands whatever carried him on after it (SB2.1-3(WP), CS2(E2).1-3)."""
    keep_error = implied.error and not written.out and not implied.out
    reason, then = written.reason, ""
    if implied.reason in ("SB", "CS"):
        reason, then = implied.reason, "" if written.reason == implied.reason else written.reason
    elif implied.reason and reason in ("", "E"):
        reason = implied.reason  # PO1(E3).1-3 is still the pickoff throw that went wild
    return replace(
        written,
        reason=reason,
        then=then,
        error=written.error or keep_error,
        earned=written.earned if written.earned is not None else implied.earned,
        team_unearned=written.team_unearned or implied.team_unearned,
        fielders=written.fielders or (implied.fielders if implied.out == written.out else ""),
    )


def _with_context(draft: PlayDraft, advance: Advance) -> Advance:
    """Runners who move on a wild pitch, passed ball, balk or indifference move because of it
    (K+WP.B-1: the batter reached on the wild pitch), unless the advance says why itself."""
    if not draft.context_reason or advance.reason or advance.out:
        return advance
    if advance.start == "B" and advance.end == "1" and draft.event_type in WALK_LIKE:
        return advance  # the walk put him there, not the wild pitch
    return replace(advance, reason=draft.context_reason)


def parse_pitches(text: str) -> tuple[Pitch, ...]:
    """Read a Retrosheet pitch string (`CBFX`, `*B>S`, `BB1C`); `.` marks are dropped.

    `*` (the catcher blocked it) and `>` (the runner was going) mark the pitch after them;
    pickoff throws `1 2 3` and the catcher's-throw mark `+` are kept as codes of their own.
    """
    pitches: list[Pitch] = []
    blocked = going = False
    for at, code in enumerate(text):
        if code == ".":
            continue
        if code in "*>":
            blocked, going = blocked or code == "*", going or code == ">"
            continue
        if code not in PITCH_CODES and code not in PICKOFF_CODES:
            raise EntryError(
                f"Unknown pitch {quoted(code)} in {quoted(text)}: Retrosheet pitch codes are "
                "B C F H I K L M N O P Q R S T U V X Y, and 1 2 3 + for pickoff throws.",
                text, at)
        pitches.append(Pitch(code, blocked=blocked, runner_going=going))
        blocked = going = False
    if blocked or going:
        raise EntryError(f"Pitches {quoted(text)} end with a mark "
                         "('*' or '>') that belongs before a pitch.", text, len(text) - 1)
    return tuple(pitches)
