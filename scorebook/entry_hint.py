"""What a line typed on the game screen will record, said before Enter records it: the pitches
by name and the play as it will be read (`sb2`: "swinging strike, ball, pickoff throw to
second"; `s8`: "play S8"), or the one sentence saying why it cannot be read.

Plain pitch letters also begin plays typed in lower case, so a plain line is recorded whole
on Enter (scorebook/table_play.py, QUICK_PITCHES): this hint is how the scorekeeper sees
which of the two a line is before it counts. It reads the line only (the entry language of
engine/core/entry.py, and Bottom of the 9th's one pitch a line); the game still judges it on
Enter. Other systems' lines say nothing here.
"""

from __future__ import annotations

from engine.core.entry import parse_entry
from engine.core.errors import EntryError
from engine.core.events import IN_PLAY_CODES, EndGame, Pitch, Play, RunnerPlaced, Substitution
from engine.systems.bot9.table_entry import SAID, check_line
from engine.systems.plain.count import finishing_play

#: Retrosheet's pitch codes, as the scorekeeper says them (docs/entry-language.md, Pitches).
PITCH_NAMES = {
    "B": "ball", "C": "called strike", "S": "swinging strike", "F": "foul", "T": "foul tip",
    "X": "in play", "H": "hit batter", "I": "intentional ball", "L": "foul bunt",
    "M": "missed bunt", "P": "pitchout", "Q": "swinging on a pitchout",
    "R": "foul on a pitchout", "Y": "in play on a pitchout", "O": "foul tip on a bunt",
    "K": "strike", "V": "automatic ball", "A": "automatic strike", "N": "no pitch",
    "U": "unknown pitch", "1": "pickoff throw to first", "2": "pickoff throw to second",
    "3": "pickoff throw to third", "+": "the catcher's throw"}
#: The core's other lines, by what they record.
OTHER_LINES = {Substitution: "a substitution", RunnerPlaced: "a runner placed",
               EndGame: "the end of the game"}


def what_it_records(system: str, line: str, balls: int = 0, strikes: int = 0) -> str:
    """The hint for `line` typed in a game of `system` at a count of `balls`-`strikes`; ""
    when there is nothing to say."""
    text = line.strip()
    if not text:
        return ""
    try:
        if system == "bot9" and not text.startswith("="):
            return _bot9(text)
        if system in ("plain", "bot9"):
            return _plain(text.removeprefix("=").strip(), balls, strikes)
    except EntryError as exc:
        return f"Cannot be recorded: {exc}"
    return ""


def _plain(text: str, balls: int, strikes: int) -> str:
    entry = parse_entry(text)
    said = []
    for event in entry.events:
        if isinstance(event, Pitch):
            said.append(PITCH_NAMES.get(event.code, event.code))
        elif isinstance(event, Play):
            said.append(f"play {event.text}")
        else:
            said.append(OTHER_LINES.get(type(event), "a line of the game"))
    if entry.pitches_only:
        pitches = tuple(e for e in entry.events if isinstance(e, Pitch))
        finished = finishing_play(balls, strikes, pitches, text)
        if finished is not None:
            said.append(f"play {finished.text}")
        elif pitches and pitches[-1].code in IN_PLAY_CODES:
            said.append("then the play that followed")
    if not said and entry.comment is not None:
        return "Enter records: a comment"
    return "Enter records: " + ", ".join(said)


def _bot9(text: str) -> str:
    line = check_line(text)
    if line.plain is not None:
        return _plain(text, 0, 0)
    if line.reliever is not None and not line.call:
        return "Enter records: a pitching change"
    said = [SAID[line.call]] if line.call else ["the pitch by the dice"]
    if line.race:
        said.append(f"run race {line.race}" + (f", hit die {line.hit}" if line.hit else ""))
    return "Enter records: " + ", ".join(said)
