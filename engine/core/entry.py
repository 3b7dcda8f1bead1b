"""The entry language: one line of text for each thing that happened at the table.

The same lines are typed on the game screen's entry line and read from a scoring script
(`scorebook record GAME --script FILE`). A line is read without knowing the game's state;
the game system decides what the events mean. Full guide with examples: docs/entry-language.md.

    bcf                 pitches, lower case: ball, called strike, foul (Retrosheet codes)
    S8/L.1-3            a play in Retrosheet notation, capitals
    s8  63  fc6         a lower-case play with a non-pitch character is upper-cased: S8, 63, FC6
    bcx S8/L.1-3        pitches, then the play they led to (the first word is the pitches)
    sub smitj001 "John Smith" home 9 PH     a substitution (also sub,smitj001,"John Smith",1,9,11)
    radj smitj001 2     a runner placed on second (the extra-innings runner)
    end rain            the game is called (reason optional)
    com "text"  # text  a comment: no event; `# text` may also end a pitch or play line

Pitch codes are Retrosheet's: b ball, c called strike, s swinging strike, f foul, t foul tip,
x in play, h hit batter, i intentional ball, l foul bunt, m missed bunt, p pitchout, v ball
for a pitcher's delay, k strike, q swinging on pitchout, r foul on pitchout, o foul tip on
bunt, y in play on pitchout, n no pitch, u unknown; `*` before a pitch: the catcher blocked it,
`>`: the runner was going; `1 2 3` pickoff throws and `+` a catcher's throw. A word made only
of digits is a play (`13`, `3`); write a lone pickoff throw with a mark, as `.1`.
A word made only of pitch letters, pickoff digits and marks is pitches: plays spelled that
way (K, C, HR, HP, BK, PB, S, T, H, NP, FC, SB2, SB3, SBH) must be written in capitals, or
after the pitches on the line.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import EntryError, label, quoted
from engine.core.events import (PICKOFF_CODES, PITCH_CODES, EndGame, Event, Play, RunnerPlaced,
                                Substitution)
from engine.core.lineup_lines import read_player_line, split_command
from engine.core.notation import parse_pitches, parse_play

PITCH_LETTERS = frozenset(code.lower() for code in PITCH_CODES)
PITCH_MARKS = frozenset("*>.+")
PITCH_CHARACTERS = PITCH_LETTERS | PITCH_MARKS | PICKOFF_CODES
COMMANDS = ("sub", "radj", "end", "com")
HELP = "type pitches (bcx), a play (S8/L.1-3), pitches then a play, or sub, radj, end, com"


@dataclass(frozen=True)
class Entry:
    """What one line said: its events in order, a comment, and whether it gave only pitches."""

    events: tuple[Event, ...] = ()
    comment: str | None = None
    pitches_only: bool = False


def parse_entry(line: str) -> Entry:
    """Read one entry line; raise `EntryError` with one sentence if it cannot be read."""
    text, comment = _split_comment(line)
    if not text:
        if comment is not None:
            return Entry(comment=comment)
        raise EntryError(f"The line is empty: {HELP}.", line, 0)
    word = text.replace(",", " ").split()[0].lower()
    if word in COMMANDS:
        return _command(word, text, line, comment)
    if word in ("undo", "redo"):
        raise EntryError(f"{quoted(word)} is not a play: the "
                         "recorder undoes and redoes inputs itself.",
                         line, 0)
    words = text.split()
    if len(words) == 1:
        token = words[0]
        if is_pitch_run(token):
            return Entry(_pitches(token, line), comment, pitches_only=True)
        return Entry((_play(token, line, line.find(token)),), comment)
    if len(words) > 2:
        raise EntryError(f"Too many words in {quoted(text)}: write the pitches as one word, then "
                         "one play, as bcx S8/L.1-3.", line, 0)
    first, second = words
    if not is_pitch_run(first):
        raise EntryError(f"{quoted(first)} is not a run of pitches: a line with two words is the "
                         "pitches (lower case), then the play, as bcx S8/L.1-3.", line, 0)
    at = line.find(second, line.find(first) + len(first))
    return Entry(_pitches(first, line) + (_play(second, line, at),), comment)


def is_pitch_run(token: str) -> bool:
    """Lower-case pitch codes and marks, with at least one letter or mark (`13` is a play)."""
    return (all(c in PITCH_CHARACTERS for c in token)
            and any(c in PITCH_LETTERS or c in PITCH_MARKS for c in token))


def _pitches(token: str, line: str) -> tuple[Event, ...]:
    try:
        pitches = parse_pitches(token.upper())
    except EntryError as error:  # show the pitches as they were typed
        message = str(error).replace(quoted(token.upper()), quoted(token))
        raise EntryError(message, line, error.column) from None
    if not pitches:
        raise EntryError(f"{quoted(token)} has marks but no pitch: add the pitch, as *b.", line, 0)
    return pitches


def _play(token: str, line: str, at: int) -> Play:
    """The play `token` (found at column `at` of the line), upper-cased."""
    upper = token.upper()
    try:
        return parse_play(upper)
    except EntryError as error:
        unknown_code = "is not a Retrosheet play code" in str(error)
        if unknown_code and token.isupper() and is_pitch_run(token.lower()):
            raise EntryError(f"Unknown play {quoted(token)}: pitches are written in lower case, as "
                             f"{label(token.lower())}.", line, at) from None
        raise EntryError(str(error), line, at + (error.column or 0)) from None


def _split_comment(line: str) -> tuple[str, str | None]:
    """Split off a `#` comment: at the start of the line or after a space, outside quotes."""
    quoted = False
    for at, char in enumerate(line):
        if char == '"':
            quoted = not quoted
        elif char == "#" and not quoted and (at == 0 or line[at - 1].isspace()):
            return line[:at].strip(), line[at + 1:].strip()
    return line.strip(), None


def _command(word: str, text: str, line: str, comment: str | None) -> Entry:
    if word == "com":
        _, args = split_command(text)
        said = " ".join(args)
        return Entry(comment=f"{said} {comment}".strip() if comment else said)
    if word == "end":
        _, args = split_command(text)
        return Entry((EndGame(" ".join(args) or "called"),), comment)
    if word == "radj":
        _, args = split_command(text)
        if len(args) != 2 or args[1] not in ("1", "2", "3"):
            raise EntryError("'radj' needs a player id and a base 1, 2 or 3, as radj smitj001 2.",
                             line, 0)
        return Entry((RunnerPlaced(args[0], args[1]),), comment)
    sub = read_player_line(text)
    return Entry((Substitution(sub.team, sub.player, sub.name, sub.slot, sub.position),), comment)
