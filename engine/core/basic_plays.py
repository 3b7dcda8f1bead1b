"""The basic play: what happened, before any `/` modifier or `.` advance.

Reads `S8`, `DGR`, `HR9`, `63`, `4(1)3`, `K23`, `K+SB2`, `W+WP`, `E6`, `FC5`, `FLE2`, `C`,
`SB2;SB3`, `CS2(26)`, `POCSH(1E2)(UR)`, `PO1(13)`, `WP`, `PB`, `BK`, `DI`, `OA`, `NP`, and
records on the draft the event type, the advances the play implies and its fielding credits.
"""

from __future__ import annotations

from engine.core.errors import quoted
from engine.core.events import BATTER_DEFAULT, Advance, EventType
from engine.core.fielding_credits import read_credit, read_error
from engine.core.numbers import is_digits
from engine.core.play_text import Credit, PlayDraft, PlayText
from engine.core.runner_advances import build_advance, read_notes

NEXT_BASE = {"B": "1", "1": "2", "2": "3", "3": "H"}
FROM_BASE = {"2": "1", "3": "2", "H": "3"}  # the runner who steals (or is caught at) a base

HITS = {"S": EventType.SINGLE, "D": EventType.DOUBLE, "DGR": EventType.DOUBLE,
        "T": EventType.TRIPLE, "H": EventType.HOME_RUN, "HR": EventType.HOME_RUN}
WALKS = {"W": EventType.WALK, "IW": EventType.INTENTIONAL_WALK, "I": EventType.INTENTIONAL_WALK}
#: Plays with nothing after the code but modifiers and advances; the reason runners move.
BARE = {"WP": (EventType.WILD_PITCH, "WP"), "PB": (EventType.PASSED_BALL, "PB"),
        "BK": (EventType.BALK, "BK"), "DI": (EventType.DEFENSIVE_INDIFFERENCE, "DI"),
        "OA": (EventType.OTHER_ADVANCE, ""), "NP": (EventType.NO_PLAY, ""),
        "HP": (EventType.HIT_BY_PITCH, "")}
RUNNING = {"SB": EventType.STOLEN_BASE, "CS": EventType.CAUGHT_STEALING,
           "PO": EventType.PICKOFF, "POCS": EventType.PICKOFF, "POSB": EventType.STOLEN_BASE}


def read_basic(play: PlayText, draft: PlayDraft) -> None:
    """Read the whole basic play into the draft; anything left over is an error."""
    code = play.take_letters()
    if code in ("SBH", "CSH", "POCSH", "POSBH"):
        play.pos -= 1  # the H is the base, not part of the code
        code = code[:-1]
    if not code:
        _fielded_out(play, draft)
    elif code in HITS:
        _hit(play, draft, code)
    elif code == "K":
        _strikeout(play, draft)
    elif code in WALKS:
        draft.event_type = WALKS[code]
        draft.imply(Advance("B", "1"))
        _secondary(play, draft)
    elif code in BARE:
        draft.event_type, draft.context_reason = BARE[code]
        if code in ("WP", "PB"):
            draft.flags.add(code)
        if code == "HP":
            draft.imply(Advance("B", "1"))
    elif code == "E":
        _reached_on_error(play, draft)
    elif code == "FC":
        draft.event_type = EventType.FIELDERS_CHOICE
        play.take_if("123456789")
        draft.imply(Advance("B", "1"))
        draft.inferred_batted_ball = "G"
    elif code == "FLE":
        draft.event_type = EventType.FOUL_ERROR
        if not is_digits(play.peek()):
            raise play.fail("an error on a foul fly names the fielder, as FLE5")
        play.pos -= 1  # read_error expects the E
        error = read_error(play)
        draft.credit(error)
        draft.flags.add("FL")
        draft.inferred_batted_ball = "F" if error.errors[0] >= 7 else "P"
    elif code == "C":
        draft.event_type = EventType.INTERFERENCE
        draft.imply(Advance("B", "1", error=True))
    elif code in RUNNING:
        draft.event_type = RUNNING[code]
        _running(play, draft, code)
    else:
        raise play.fail(f"{quoted(code)} is not a Retrosheet play code", 0)
    if not play.done:
        raise play.fail(f"{quoted(play.rest())} does not belong after "
                        f"{quoted(play.text[:play.pos])}")


def _hit(play: PlayText, draft: PlayDraft, code: str) -> None:
    draft.event_type = HITS[code]
    start = play.pos
    fielders = play.take_digits()
    if "0" in fielders:
        raise play.fail("a hit's fielder must be 1-9", start)
    draft.location = fielders
    if code == "DGR":
        draft.flags.add("DGR")
    draft.imply(Advance("B", BATTER_DEFAULT[draft.event_type]))


def _reached_on_error(play: PlayText, draft: PlayDraft) -> None:
    draft.event_type = EventType.ERROR
    play.pos -= 1
    error = read_error(play)
    draft.credit(error, owner="B")
    draft.imply(Advance("B", "1", error=True, fielders=error.text))
    draft.inferred_batted_ball = "G" if error.errors[0] <= 6 else "F"


def _strikeout(play: PlayText, draft: PlayDraft) -> None:
    """K, K23 (the fielders who retired him: dropped third strike thrown out), then +…."""
    draft.event_type = EventType.STRIKEOUT
    credit = read_credit(play) if is_digits(play.peek()) else Credit("2", putouts=(2,))
    draft.credit(credit, owner="B")
    draft.imply(Advance("B", "1", out=not credit.safe, error=credit.safe, fielders=credit.text))
    _secondary(play, draft)


def _secondary(play: PlayText, draft: PlayDraft) -> None:
    """What happened on the same pitch as a strikeout or walk: K+SB2, W+WP, K+E2, IW+PB …."""
    if not play.take_if("+"):
        return
    code = play.take_letters()
    if code in ("SBH", "CSH", "POCSH", "POSBH"):
        play.pos -= 1
        code = code[:-1]
    if code in ("WP", "PB"):
        draft.flags.add(code)
        draft.context_reason = code
    elif code == "DI":
        draft.context_reason = "DI"
    elif code in ("OA", "OBA"):
        pass
    elif code == "E":
        play.pos -= 1
        draft.credit(read_error(play))
    elif code in RUNNING:
        _running(play, draft, code)
    else:
        raise play.fail(f"{quoted('+' + code)} is not something that happens with a "
                        "strikeout or walk (SB2, CS2(26), PO1(13), WP, PB, DI, OA, E2)")


def _running(play: PlayText, draft: PlayDraft, code: str) -> None:
    """SB, CS, PO, POCS, POSB and any more joined by ';' (SB2;SB3)."""
    while True:
        _one_runner(play, draft, code)
        if not play.take_if(";"):
            return
        code = play.take_letters()
        if code in ("SBH", "CSH", "POCSH", "POSBH"):
            play.pos -= 1
            code = code[:-1]
        if code not in RUNNING:
            raise play.fail(f"{quoted(code)} cannot follow ';' in a running play: use SB, CS or PO")


def _one_runner(play: PlayText, draft: PlayDraft, code: str) -> None:
    start = play.pos
    base = play.take()
    if code == "PO":
        if not base or base not in "123":
            raise play.fail("a pickoff names the runner's base: PO1, PO2 or PO3", start)
        runner, end = base, base
    else:
        if not base or base not in "23H":
            what = "a stolen base" if code.endswith("SB") else "caught stealing"
            raise play.fail(f"{what} names the base: {code}2, {code}3 or {code}H", start)
        runner, end = FROM_BASE[base], base
    if runner in draft.implied:
        raise play.fail(f"the runner on {runner} appears twice", start)
    describe = f"{code}{base}"
    notes = read_notes(play, describe)
    reason = {"SB": "SB", "POSB": "SB", "CS": "CS", "POCS": "CS", "PO": "PO"}[code]
    if code in ("POCS", "POSB"):
        draft.flags.add(code)
    advance = build_advance(runner, end, tried_out=reason != "SB", notes=notes,
                            describe=describe, reason=reason)
    for note in notes:
        if note.credit is not None:
            draft.credit(note.credit, owner=runner)
    draft.imply(advance)


def _fielded_out(play: PlayText, draft: PlayDraft) -> None:
    """Fielded outs: `8`, `63`, `6(1)`, `64(1)3`, `3(B)3(1)`, `1E3` (safe on the error).

    A fielder chain followed by `(r)` puts out runner r at the next base (B: the batter at
    first); the last chain without one retires the batter. When every out names a runner
    (`64(1)`), the batter is safe at first, as Retrosheet and Chadwick read it.
    """
    draft.event_type = EventType.GENERIC_OUT
    if not is_digits(play.peek()):
        raise play.fail("a play starts with a play code (S, D, T, HR, K, W, E, FC …) or the "
                        "fielders of an out (63)", 0)
    relay = ""
    while is_digits(play.peek()):
        credit = read_credit(play, relay)
        if play.take_if("("):
            start = play.pos
            runner = play.take()
            if not runner or runner not in "B123" or not play.take_if(")"):
                raise play.fail("an out's runner goes in parentheses as (B), (1), (2) or (3)",
                                start)
            if runner in draft.implied:
                raise play.fail(f"the runner on {runner} is put out twice", start)
            if not draft.inferred_batted_ball and not credit.unknown:
                many = len(credit.text) > 1 or runner != "B"
                draft.inferred_batted_ball = "G" if many else "F"
            relay = credit.text[-1]
            _force_out(draft, runner, credit)
        else:
            if not credit.unknown:
                draft.inferred_batted_ball = "G" if len(credit.text) > 1 or relay else "F"
            if "B" in draft.implied:
                raise play.fail("the batter is put out twice")
            _force_out(draft, "B", credit)
            break
    play.take_if("+-")  # Retrosheet's hard/soft-hit mark, which we do not record
    if "B" not in draft.implied:
        draft.imply(Advance("B", "1"))


def _force_out(draft: PlayDraft, runner: str, credit: Credit) -> None:
    draft.credit(credit, owner=runner)
    draft.imply(Advance(runner, NEXT_BASE[runner], out=not credit.safe, error=credit.safe,
                        fielders=credit.text))
