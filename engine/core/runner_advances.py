"""Runner advances: the part of a play after the `.` (`1-3;B-2;2XH(72)`).

Each advance is `start`, `-` (safe) or `X` (out), `end`, then notes in parentheses:
fielding credits (`(72)` a putout, `(E6)` an error, `(7E4)` an out the error took away),
`(UR)` unearned, `(TUR)` unearned for the team only, `(RBI)` / `(NR)` the scorer's RBI call,
`(WP)` / `(PB)` why he moved, and throw and interference notes (`(TH)`, `(THH)`, `(INT)`).
Caught stealing and pickoffs use the same notes, so they are read here too.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import EntryError, QUOTE_LIMIT, quoted
from engine.core.events import ORDER, Advance
from engine.core.fielding_credits import read_credit
from engine.core.numbers import is_digits
from engine.core.play_text import Credit, PlayText

#: Notes that only describe the throw or the circumstances; they change nothing we record.
QUIET_NOTES = frozenset({"TH", "THH", "TH1", "TH2", "TH3", "INT", "BINT", "UINT", "OBS", "AP",
                         "BR", "FO", "G", "U"})
#: Notes that say why the runner moved.
REASON_NOTES = frozenset({"WP", "PB"})
SCORER_NOTES = frozenset({"UR", "TUR", "RBI", "NR", "NORBI"})


@dataclass(frozen=True)
class Note:
    """One parenthesised note on an advance: a fielding credit, or a word such as UR."""

    word: str = ""
    credit: Credit | None = None


def read_notes(play: PlayText, describe: str) -> list[Note]:
    """Read every `( … )` note at the cursor. `describe` names the advance in messages."""
    notes: list[Note] = []
    while play.take_if("("):
        if is_digits(play.peek()) or (play.peek() == "E" and is_digits(play.peek(1))):
            credit = read_credit(play)
            if play.take_if("/"):
                word = play.take_letters() + play.take_if("123")
                if word not in QUIET_NOTES:
                    raise _bad_note(play, describe, f"{credit.text}/{word}")
            # Seen once in real files (BX2(74H)): a base after the fielders, which says nothing.
            play.take_if("H")
            notes.append(Note(credit=credit))
        else:
            word = play.take_letters() + play.take_if("123")
            if word not in QUIET_NOTES | REASON_NOTES | SCORER_NOTES:
                raise _bad_note(play, describe, word or play.rest()[:1])
            notes.append(Note(word=word))
        if not play.take_if(")"):
            raise EntryError(f"Runner advance {quoted(describe)} "
                             "has a note without its closing ')'.",
                             play.original, play.offset + play.pos)
    return notes


def _bad_note(play: PlayText, describe: str, note: str) -> EntryError:
    # A long note is most of its advance: quoted once, the sentence stays short.
    advance = describe if len(note) <= QUOTE_LIMIT else describe.split("(", 1)[0]
    return EntryError(
        f"Runner advance {quoted(advance)}: {quoted(f'({note})')} is not a Retrosheet advance "
        "note (E6, 72, 7E4, UR, TUR, RBI, NR, WP, PB, TH).",
        play.original, play.offset + play.pos)


def build_advance(start: str, end: str, tried_out: bool, notes: list[Note], *,
                  describe: str, reason: str = "") -> Advance:
    """The advance that `start`-`end` with these notes records.

    Chadwick's reading: the last credit that is not a bare error (`72`, `7E4`) decides the
    out: a plain putout means out, one ending in an error means safe. Without one, an `X`
    advance is an out unless an error note (`(E2)`) says otherwise.
    """
    credits = [n.credit for n in notes if n.credit is not None]
    plays = [c for c in credits if not c.text.startswith("E")]
    if plays:
        out = not plays[-1].safe
        if out and not tried_out:
            raise EntryError(
                f"Runner advance {quoted(describe)} is safe but credits a putout: write "
                f"{start}X{end}({plays[-1].text}) for an out.", describe)
    else:
        out = tried_out and not credits
    error = not out and any(c.errors for c in credits)
    if plays:
        fielders = plays[-1].text
    else:
        fielders = credits[0].text if credits else ""
    words = {n.word for n in notes if n.word}
    for word in REASON_NOTES & words:
        reason = word
    if not reason and error:
        reason = "E"
    rbi = True if "RBI" in words else False if words & {"NR", "NORBI"} else None
    return Advance(start, end, out=out, rbi=rbi, earned=False if "UR" in words else None,
                   team_unearned="TUR" in words, error=error, reason=reason, fielders=fielders)


def read_advances(text: str, original: str, offset: int) -> list[tuple[Advance, list[Credit]]]:
    """Read the advance part of a play (`text`, after the `.`); `offset` is its column."""
    found: list[tuple[Advance, list[Credit]]] = []
    moved: set[str] = set()
    column = offset
    for segment in text.split(";"):
        found.append(_read_one(segment, original, column, moved))
        column += len(segment) + 1
    return found


def _read_one(segment: str, original: str, column: int,
              moved: set[str]) -> tuple[Advance, list[Credit]]:
    play = PlayText(segment, original, column)
    describe = segment
    if not segment:
        raise EntryError(f"Play {quoted(original)} has an empty runner advance: separate advances "
                         "with ';', as 1-3;B-2.", original, column)
    start = play.take()
    if start not in "B123":
        raise EntryError(f"Runner advance {quoted(describe)} must start from B, 1, 2 or 3.",
                         original, column)
    how = play.take()
    if how not in ("-", "X"):
        raise EntryError(f"Runner advance {quoted(describe)} needs "
                         "'-' (safe) or 'X' (out) between the bases.", original, column + 1)
    end = play.take()
    if not end or end not in "123H":
        raise EntryError(f"Runner advance {quoted(describe)} is not a base: use 1, 2, 3 or H.",
                         original, column + 2)
    if ORDER[end] < ORDER[start]:
        raise EntryError(f"Runner advance {quoted(describe)} goes backwards.", original, column)
    if start in moved:
        who = "The batter" if start == "B" else f"The runner on {start}"
        raise EntryError(f"{who} is moved twice in {quoted(original)}.", original, column)
    moved.add(start)
    notes = read_notes(play, describe)
    if not play.done:
        raise EntryError(f"Runner advance {quoted(describe)} has {quoted(play.rest())} after it: "
                         "notes go in parentheses, as 2XH(72).", original, column + play.pos)
    advance = build_advance(start, end, how == "X", notes, describe=describe)
    return advance, [n.credit for n in notes if n.credit is not None]
