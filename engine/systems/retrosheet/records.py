"""One record of a Retrosheet event file turned into core events (retrosheet.org/eventfile.htm).

    play,7,0,goodn002,31,*BS*BBX,8/F     the new pitches, then the play
    sub,biagj001,"Joe Biagini",1,0,1     a player enters
    radj,smitj001,2                      a runner placed on second (extra innings)
    presadj,smitj001,1                   the runner on first is charged to smitj001
    ladj,0,4                             the visitors' 4th slot bats next (out of order)
    badj / padj / com / data             no event: kept so that an export writes them back
    end,rain                             Scorebook's own: the file stops, the game is called

A play record's pitch string repeats the earlier records of the plate appearance; only the
pitches not yet seen are new (see `new_pitches`). They are taken as written (`Pitch(checked=False)`): the
file is the authority, and a few real ones have a pitch after ball four. The play is read as
Retrosheet means it (`fill_defaults=False`: only forced runners move unless written). The
record's inning, team and batter are checked against the game, which catches a malformed file.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.errors import EntryError, IllegalEvent, label, quoted
from engine.core.events import (PICKOFF_CODES, PITCH_CODES, BatterUp, Count, EndGame, Event, Pitch,
                                Play, RunnerCharged, RunnerPlaced, Substitution)
from engine.core.lineup_cards import MOST_INNINGS
from engine.core.lineup_lines import MAX_SLOT, read_player_line
from engine.core.notation import parse_play
from engine.core.numbers import number_in, read_number
from engine.core.setup import TOP
from engine.core.state import GameState
from engine.core.text_lines import comma_fields

#: Record type -> how many fields a record of it has (its type included); None: at least 2.
FIELDS = {"play": 7, "sub": 6, "start": 6, "radj": 3, "presadj": 3, "ladj": 3, "badj": 3,
          "padj": 3, "data": 4, "com": None, "end": None, "id": 2, "version": 2, "info": None}
#: Records that may stand among a game's inputs (the others belong to its header).
INPUT_TYPES = ("play", "sub", "radj", "presadj", "ladj", "badj", "padj", "com", "data", "end")
HEADER_TYPES = ("id", "version", "info", "start")
#: Records a finished game still takes: the official earned runs and comments after the end.
AFTER_FINAL = ("data", "com")
BASES = ("1", "2", "3")


def split_record(line: str) -> list[str]:
    """The fields of one record (quoted names may hold commas); refuse an unknown type or a
    record with the wrong number of fields (a truncated line)."""
    text = line.strip()
    if text and '"' not in text and "\r" not in text and "\n" not in text and "\0" not in text:
        # What csv.reader makes of a line without quotes, line ends or NUL, at a fraction of
        # its cost (a season has a million records).
        fields = text.split(",")
    else:
        fields = comma_fields(text)
    kind = fields[0].strip().lower() if fields else ""
    if kind not in FIELDS:
        raise EntryError(f"{quoted(kind or line.strip())} is not a Retrosheet record type: "
                         f"expected one of {', '.join(FIELDS)}.", line)
    wanted = FIELDS[kind]
    if (wanted is None and len(fields) < 2) or (wanted is not None and len(fields) != wanted):
        count = "at least 2" if wanted is None else str(wanted)
        raise EntryError(f"A {quoted(kind)} record has {count} fields, this one has {len(fields)}.",
                         line)
    return [kind, *fields[1:]]


def record_events(game: GameState, line: str) -> tuple[Event, ...]:
    """The core events one input record stands for, checked against the game."""
    fields = split_record(line)
    kind = fields[0]
    if kind not in INPUT_TYPES:
        raise EntryError(f"A {quoted(kind)} record belongs in the "
                         "game's header, before its first play.", line)
    if kind == "play":
        return _play(game, fields, line)
    if kind == "sub":
        sub = read_player_line(line)
        return (Substitution(sub.team, sub.player, sub.name, sub.slot, sub.position),)
    if kind == "radj":
        return (RunnerPlaced(fields[1], _base(fields[2], line)),)
    if kind == "presadj":
        return (RunnerCharged(fields[1], _base(fields[2], line)),)
    if kind == "ladj":
        return (BatterUp(_side(fields[1], line), _number(fields[2], "slot", line, 1, MAX_SLOT)),)
    if kind == "end":
        return (EndGame(",".join(fields[1:]).strip() or "called"),)
    return ()  # badj, padj, com, data: no event


# Pure functions of their text, and what they return is immutable: a season repeats the same
# pitch strings and plays (K, 63, S8/G, …) thousands of times, so each is read once.
@lru_cache(maxsize=16384)
def new_pitches(text: str, seen: str = "") -> tuple[Pitch, ...]:
    """The pitches of a play record's pitch string that the game has not seen yet.

    A record repeats the plate appearance's earlier pitches: those of `seen` (the game's pitch
    string so far) are taken off the front, compared by their codes — NP records repeat them
    without the `.` marks, some with their `*` and `>` in another order (ANA202306070 `C>*B`,
    which the game keeps as `C*>B`) — and when the record does not start with them, the
    pitches after its last `.` are new. The first record of a plate appearance (nothing seen)
    brings all its pitches: a `.` there marks something that did not involve the batter and
    was not written as a record of its own (2023's files have many, `BCBS.BT,K`), not pitches
    already counted. `*` (blocked) and `>` (runner going) mark the next pitch; a character
    that is no pitch code is skipped, as Chadwick skips it — a lower-case letter too
    (TOR201908170 has `a.CBBFBX`) — and the record itself is kept as the game's input."""
    pitches, before = _pitches(text), [p.code for p in _pitches(seen)]
    if [p.code for p in pitches[:len(before)]] == before:
        return tuple(pitches[len(before):])
    return tuple(_pitches(text.rsplit(".", 1)[-1]))


def _pitches(text: str) -> list[Pitch]:
    """Every pitch (and pickoff throw) of a pitch string, with the marks before it."""
    pitches: list[Pitch] = []
    blocked = going = False
    for code in text:
        if code in "*>":
            blocked, going = blocked or code == "*", going or code == ">"
        elif code in PITCH_CODES or code in PICKOFF_CODES:
            pitches.append(Pitch(code, blocked=blocked, runner_going=going, checked=False))
            blocked = going = False
    return pitches


def _play(game: GameState, fields: list[str], line: str) -> tuple[Event, ...]:
    _, inning, team, batter, count, pitches, event = [f.strip() for f in fields]
    side = _side(team, line)
    _check_batter(game, _number(inning, "inning", line, 1, MOST_INNINGS), side, batter)
    events: list[Event] = list(new_pitches(pitches, game.pitches))
    if event.upper() != "NP":  # NP: no play, only the pitches before a substitution
        events.append(_read_play(event))
    elif _known(count):
        # the substitution that follows goes by the count the record gives, as Chadwick's
        # does, even where the pitches are missing (older seasons) or disagree
        events.append(Count(int(count[0]), int(count[1])))
    return tuple(events)


@lru_cache(maxsize=16384)
def _read_play(text: str) -> Play:
    """The play as Retrosheet means it (a refused text raises again each time: not kept)."""
    return parse_play(text, fill_defaults=False)


def _known(count: str) -> bool:
    """A count field of two digits that can stand before a pitch (`??`: not known)."""
    return len(count) == 2 and count[0] in "0123" and count[1] in "012"


def _check_batter(game: GameState, inning: int, team: int, batter: str) -> None:
    """The record must be about the plate appearance the game is at."""
    if (inning, team, batter) == (game.inning, game.half, game.batter):
        return
    # ids and names as the file gave them, of any length: quoted and cut past QUOTE_LIMIT
    has = f"{label(batter)} batting in the {_half_inning(team, inning)}"
    now = label(game.batting.describe(game.batter))
    raise IllegalEvent(f"The file has {has}, but the game has {now} ({label(game.batter)}) batting "
                       f"in the {_half_inning(game.half, game.inning)}.")


def _half_inning(team: int, inning: int) -> str:
    half = "top" if team == TOP else "bottom"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(inning % 10 if inning % 100 not in (11, 12, 13)
                                             else 0, "th")
    return f"{half} of the {inning}{suffix}"


def _side(text: str, line: str) -> int:
    side = number_in(text.strip(), 0, 1)
    if side is None:
        raise EntryError(f"The team {quoted(text)} is not a side: 0 visitors, 1 home.", line)
    return side


def _number(text: str, what: str, line: str, low: int, high: int) -> int:
    return read_number(text.strip(), f"The {what}", low, high, line)


def _base(text: str, line: str) -> str:
    if text.strip() not in BASES:
        raise EntryError(f"{quoted(text)} is not a base: use 1, 2 or 3.", line)
    return text.strip()

