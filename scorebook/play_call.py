"""The rows a line makes, said as a scorekeeper says them: "ball, called strike, in play:
single to center, runner from first to third"; "ground out 6-3"; "Ann Lee pinch hits for Bo
Kim (PH)".

Everything said is read off the rows the game will store (engine/core/record.py): the event, the
bases each runner ended on, the fielders credited. The play's own text adds only what the rows
do not keep — the fielding order of an out (64(1)3: 6-4-3), the fielder of a hit, and where a
runner was put out and by whom or on whose error he went on (its advances, read by the
engine's own reader, engine/core/runner_advances.py).
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

from engine.core.errors import EntryError
from engine.core.events import BATTER_DEFAULT, Advance, EventType
from engine.core.record import PlayRecord
from engine.core.runner_advances import read_advances
from engine.core.setup import POSITIONS

#: Retrosheet's pitch codes, as the scorekeeper says them (docs/entry-language.md, Pitches).
PITCH_NAMES = {
    "B": "ball", "C": "called strike", "S": "swinging strike", "F": "foul", "T": "foul tip",
    "X": "in play", "H": "hit batter", "I": "intentional ball", "L": "foul bunt",
    "M": "missed bunt", "P": "pitchout", "Q": "swinging on a pitchout",
    "R": "foul on a pitchout", "Y": "in play on a pitchout", "O": "foul tip on a bunt",
    "K": "strike", "V": "automatic ball", "A": "automatic strike", "N": "no pitch",
    "U": "unknown pitch", "1": "pickoff throw to first", "2": "pickoff throw to second",
    "3": "pickoff throw to third", "+": "the catcher's throw"}
#: Where a ball went, by the fielder who played it (a hit "to center").
FIELDS = {1: "the pitcher", 2: "the catcher", 3: "first", 4: "second", 5: "third", 6: "short",
          7: "left", 8: "center", 9: "right"}
#: Two-fielder hit locations (HR/F78: to left-center).
GAPS = {"78": "left-center", "89": "right-center", "56": "the hole at short",
        "34": "the hole at second"}
#: Who made an error.
FIELDERS = {1: "pitcher", 2: "catcher", 3: "first baseman", 4: "second baseman",
            5: "third baseman", 6: "shortstop", 7: "left fielder", 8: "center fielder",
            9: "right fielder"}
BASE_NAMES = {1: "first", 2: "second", 3: "third", 4: "home"}
#: The event said on its own; outs, errors and fielder's choices are said with their fielders.
EVENTS = {
    EventType.NO_PLAY: "no play", EventType.STRIKEOUT: "strikeout",
    EventType.STOLEN_BASE: "stolen base", EventType.DEFENSIVE_INDIFFERENCE:
    "defensive indifference", EventType.CAUGHT_STEALING: "caught stealing",
    EventType.PICKOFF: "pickoff", EventType.WILD_PITCH: "wild pitch",
    EventType.PASSED_BALL: "passed ball", EventType.BALK: "balk",
    EventType.OTHER_ADVANCE: "runner advance", EventType.WALK: "walk",
    EventType.INTENTIONAL_WALK: "intentional walk", EventType.HIT_BY_PITCH: "hit by pitch",
    EventType.INTERFERENCE: "catcher's interference", EventType.SINGLE: "single",
    EventType.DOUBLE: "double", EventType.TRIPLE: "triple", EventType.HOME_RUN: "home run"}
#: An out by its batted ball ("out" when no trajectory is known), and a double play's.
OUTS = {"G": "ground out", "F": "fly out", "L": "line out", "P": "pop out"}
BATTED_BALLS = {"G": "ground-ball", "F": "fly-ball", "L": "line-drive", "P": "pop-up"}
#: The last pitch of a strikeout, as the scorekeeper tells them apart.
STRIKEOUTS = {"C": "strikeout looking", "S": "strikeout swinging", "L": "strikeout on a foul bunt",
              "M": "strikeout on a missed bunt", "T": "strikeout on a foul tip"}
#: Plays said by what their runner did: the words that say it.
RUNNER_EVENTS = {EventType.STOLEN_BASE: "steals", EventType.CAUGHT_STEALING: "caught stealing",
                 EventType.PICKOFF: "picked off"}
ROLES = {"PH": "pinch hits", "PR": "pinch runs", "P": "pitches", "DEF": "comes in"}
#: Retrosheet's fielder for a ball no fielder is named for (99/G: a ground out).
UNKNOWN_FIELDER = "99"


def call(records: Sequence[PlayRecord], names: Mapping[str, str]) -> str:
    """The rows in order: pitches by name, each play after the pitches that led to it."""
    said: list[str] = []
    pitches: list[str] = []
    for record in records:
        if record.kind == "pitch":
            pitches.append(record.pitch)
            continue
        what = row_call(record, names)
        if pitches:
            what = f"{pitch_call(pitches)}: {what}"
            pitches = []
        said.append(what)
    if pitches:
        said.append(pitch_call(pitches))
    return "; ".join(said)


def pitch_call(codes: Sequence[str]) -> str:
    """"ball, the catcher's pickoff throw to second" for B + 2."""
    said: list[str] = []
    for code in codes:
        if said and said[-1] == PITCH_NAMES["+"] and code in "123":
            said[-1] = "the catcher's " + PITCH_NAMES[code]
        else:
            said.append(PITCH_NAMES.get(code, code))
    return ", ".join(said)


def row_call(record: PlayRecord, names: Mapping[str, str]) -> str:
    """One row other than a pitch: a play, a substitution, the end of the game."""
    if record.kind == "sub":
        who = record.name or names.get(record.player, record.player)
        replaced = f" for {names.get(record.replaced, record.replaced)}" if record.replaced else ""
        if record.role == "RUNNER":  # radj: extra innings' runner put on base
            return f"{who} placed on {BASE_NAMES[record.position]}"
        position = POSITIONS.get(record.position, record.position)
        if record.role == "POS":
            return f"{who} moves to {position}"
        return f"{who} {ROLES.get(record.role, 'comes in')}{replaced} ({position})"
    if record.kind == "end":
        return f"the end of the game{f' ({record.text})' if record.text else ''}"
    return play_call(record)


def play_call(record: PlayRecord) -> str:
    """A play: "single to center, runner from first to third, batter to second on the
    shortstop's error"; "double play 6-4-3, runner from first out"; "side retired"."""
    if record.event_type not in EventType._value2member_map_:  # (no row is made so)
        return f"play {record.text}"
    event = EventType(record.event_type)
    written = _written(record.text)
    runners = [said for base in (3, 2, 1) if getattr(record, f"runner{base}")
               for said in _runner(record, base, written.get(str(base)))]
    # A steal, a runner caught or picked off is said by the runner's own words.
    told = event in RUNNER_EVENTS and any(words in said for said in runners
                                          for words in RUNNER_EVENTS.values())
    said = ([] if told else [_event(record, event)]) + _on_the_pitch(record, event) + runners
    said.extend(_batter(record, event, written.get("B")))
    if record.game_over:
        said.append("game over")
    elif record.end_of_half:
        said.append("side retired")
    return ", ".join(part for part in said if part)


def _written(text: str) -> dict[str, Advance]:
    """The advances written after the play's '.', by the base each runner started from (where
    a runner was put out, and by whom, is known only where it is written: 8(B)84(2) says the
    runner from second was doubled off, not where)."""
    main, dot, part = text.upper().partition(".")
    if not part:
        return {}
    try:
        return {advance.start: advance for advance, _ in read_advances(part, text, len(main) + 1)}
    except EntryError:  # (the row was made from this very text: it reads)
        return {}


def _on_the_pitch(record: PlayRecord, event: EventType) -> list[str]:
    """A wild pitch or passed ball on a strikeout or a walk (K+WP, W+PB)."""
    said = []
    if record.wild_pitch and event != EventType.WILD_PITCH:
        said.append("wild pitch")
    if record.passed_ball and event != EventType.PASSED_BALL:
        said.append("passed ball")
    return said


def _event(record: PlayRecord, event: EventType) -> str:
    fielders = _fielders(record.text)
    if event in (EventType.SINGLE, EventType.DOUBLE, EventType.TRIPLE, EventType.HOME_RUN):
        hit = "ground-rule double" if record.text.upper().startswith("DGR") else EVENTS[event]
        where = _where(fielders, record.location)
        return f"{hit} to {where}" if where else hit
    if event == EventType.STRIKEOUT:
        return STRIKEOUTS.get(record.pitches[-1:], "strikeout") if record.pitches else "strikeout"
    if event in (EventType.ERROR, EventType.FOUL_ERROR):
        fielder = FIELDERS.get(int(record.errors.split(",")[0]), "") if record.errors else ""
        what = "error on a foul fly" if event == EventType.FOUL_ERROR else "reached on an error"
        return f"{what} by the {fielder}" if fielder else what
    if event == EventType.FIELDERS_CHOICE:
        return f"fielder's choice to {FIELDS[int(fielders[0])]}" if fielders else "fielder's choice"
    if event == EventType.GENERIC_OUT:
        return _out(record, fielders)
    return EVENTS.get(event, "play")


def _out(record: PlayRecord, fielders: str) -> str:
    kind = OUTS.get(record.batted_ball, "out")
    if record.sh:
        kind = "sacrifice bunt"
    elif record.sf:
        kind = "sacrifice fly"
    elif record.bunt:
        kind = f"bunt {kind}"
    if record.tp or record.dp:
        ball = BATTED_BALLS.get(record.batted_ball, "")
        kind = f"{ball + ' ' if ball else ''}{'triple' if record.tp else 'double'} play"
        # 3(B)3(1)/LDP: the first baseman alone, "3U" as the scorer writes it
        return f"{kind} {'-'.join(fielders) if len(fielders) > 1 else fielders + 'U'}" \
            if fielders else kind
    if len(fielders) == 1:
        return f"{kind} to {FIELDS[int(fielders)]}"
    return f"{kind} {'-'.join(fielders)}" if fielders else kind


def _fielders(text: str) -> str:
    """The fielders of the basic play in the order they handled the ball: "643" for 64(1)3,
    "8" for S8/L; "" when none is written (S, HR)."""
    basic = re.split(r"[/.+]", text, maxsplit=1)[0]
    basic = re.sub(r"\([^)]*\)", "", basic)
    fielders = "".join(char for char in basic if char in "123456789")
    # 8(B)84(2): the center fielder caught it and threw to second: 8-4, not 8-8-4
    fielders = re.sub(r"(\d)\1+", r"\1", fielders) if fielders != UNKNOWN_FIELDER else ""
    return fielders


def _where(fielders: str, location: str) -> str:
    if fielders:
        return FIELDS[int(fielders[0])]
    digits = re.match(r"\d+", location or "")
    if digits is None:
        return ""
    spot = digits.group()
    return GAPS.get(spot[:2]) or FIELDS.get(int(spot[0]), "")


def _runner(record: PlayRecord, base: int, written: Advance | None) -> list[str]:
    """A runner who moved or was put out on the play; nothing for one who held."""
    dest = getattr(record, f"run{base}_dest")
    if dest == base:
        return []
    start = BASE_NAMES[base]
    if getattr(record, f"run{base}_sb"):
        return [f"runner from {start} steals {BASE_NAMES[min(dest, 4)]}"]
    if dest == 0:
        if getattr(record, f"run{base}_po") and not getattr(record, f"run{base}_cs"):
            return [f"runner picked off {start}{_throws(record.text)}"]
        if getattr(record, f"run{base}_cs"):
            return [f"runner from {start} caught stealing "
                    f"{BASE_NAMES[base + 1]}{_throws(record.text)}"]
        return [f"runner from {start} out{_out_at(written)}"]
    return [f"runner from {start} {_to(dest)}{_on_error(written)}"]


def _batter(record: PlayRecord, event: EventType, written: Advance | None) -> list[str]:
    """The batter, when he went elsewhere than his play takes him (S8.B-2: to second)."""
    if not record.batter_event:
        return []
    implied = BATTER_DEFAULT.get(event, "0").replace("H", "4")
    dest = min(record.batter_dest, 4)
    if dest == int(implied):
        return []
    if dest == 0:
        return [f"batter out{_out_at(written)}"]
    return [f"batter {_to(dest)}{_on_error(written)}"]


def _to(dest: int) -> str:
    return "scores" if dest >= 4 else f"to {BASE_NAMES[dest]}"


def _out_at(written: Advance | None) -> str:
    if written is None or not written.out:
        return ""
    where = f" at {BASE_NAMES[4] if written.end == 'H' else BASE_NAMES[int(written.end)]}"
    throws = "-".join(c for c in written.fielders if c in "123456789")
    return f"{where} ({throws})" if throws else where


def _on_error(written: Advance | None) -> str:
    if written is None or not written.error:
        return ""
    fielder = next((FIELDERS[int(c)] for c in written.fielders if c in "123456789"), "")
    return f" on the {fielder}'s error" if fielder else " on an error"


def _throws(text: str) -> str:
    """The fielders of a caught stealing or pickoff: CS2(26) → " (2-6)"."""
    found = re.search(r"\(([1-9]+)\)", text)
    return f" ({'-'.join(found.group(1))})" if found else ""
