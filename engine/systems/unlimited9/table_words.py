"""The words of Unlimited Nine's table language (table_entry.py), read without the game.

    o3r d2b +1      the duel: the offence's cards (3 red), the defence's (2 blue; o0 / d0 for
                    none; either order), +N boost cards the defence discarded for the catch
    sB05 sB05:2     a skill used (the card's first skill, its second), paid from the hand
    i               an intentional walk (the walk's swap of cards changes nothing recorded)
    K 1B@SS 2B@LF 3B@CF HR HR@LF X@CF IBB
                    the result as the table saw it, when the cards cannot say it (a card's
                    text differs from the house default, the cards were not kept)
    oe E05:1        an event the offence (de: the defence) plays before the half, its action
    pos B03 B05     two fielders of the defence swap positions
    pos B03 SS      a fielder moves to a position another holds (the duplicate rule)
    flip B03        … and this one of the two turns to his student side
    sub B10 B04     standard mode: bench card B10 comes in for B04 (his slot, his position)
    =PLAY           the play itself, in the core's language; com, end, radj, # as ever

`read(text)` turns a line into a `Line`: what comes before the plate appearance (events,
position changes, substitutions, in the order typed) and the plate appearance itself (skills,
the two sides' cards, boost cards, a walk, a typed result or an `=` play). Every word that
cannot be read, and every pair of words that cannot share a line, is an `EntryError` of one
sentence naming the word; what the words mean in the game is table_entry.py's to judge.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from engine.core.entry import parse_entry
from engine.core.errors import EntryError, quoted
from engine.core.numbers import MOST_INTEGER, is_digits, number_in
from engine.systems.unlimited9.duel import COLOUR_OF, Commit
from engine.systems.unlimited9.effects import POSITIONS

PLAIN_COMMANDS = ("com", "end", "radj")  # the core's own lines (`sub` is the table's)
EVENT_WORDS = {"oe": "o", "de": "d"}
HITS = ("1B", "2B", "3B", "HR")
HELP = ("the cards, as o3r d2b (+1 boost cards), s<card> for a skill, i for a walk, oe/de "
        "E05:1 for an event, pos, sub, or the result: K 1B@SS 2B@LF 3B@CF HR X@CF IBB")
CARD = re.compile(r"^[A-Za-z0-9_-]+$")
EVENT = re.compile(r"^([A-Za-z0-9_-]+)(?::(\d+))?$")
SKILL = re.compile(r"^[sS]([A-Za-z0-9_-]+)(?::(\w*))?$")
RESULT = re.compile(r"^(K|1B|2B|3B|HR|X|IBB)(?:@(\w*))?$", re.I)
COMMIT = re.compile(r"^([od])([0-9]*)(.*)$", re.I)


@dataclass(frozen=True)
class PlayEvent:
    """`oe E05:1`: the offence ("o") or the defence ("d") plays an event (action None: unsaid)."""

    word: str
    side: str
    card: str
    action: int | None


@dataclass(frozen=True)
class Move:
    """`pos B03 B05` (a swap) or `pos B03 SS` (to a held position), `flip B03` after it."""

    word: str
    card: str
    to: str                     # a card id, or a position (P C 1B … RF)
    flip: str = ""

    @property
    def to_position(self) -> bool:
        return self.to.upper() in POSITIONS


@dataclass(frozen=True)
class Sub:
    word: str
    new: str
    old: str


@dataclass(frozen=True)
class UseSkill:
    word: str
    card: str
    index: int                  # 0: the first skill


@dataclass(frozen=True)
class Result:
    word: str
    kind: str                   # K 1B 2B 3B HR X
    position: str = ""


@dataclass(frozen=True)
class Line:
    before: tuple[PlayEvent | Move | Sub, ...] = ()
    skills: tuple[UseSkill, ...] = ()
    off: tuple[str, Commit] | None = None     # (the word, the cards)
    dfn: tuple[str, Commit] | None = None
    boost: tuple[str, int] | None = None
    walk: str = ""              # the word: i or IBB
    result: Result | None = None
    play: str = ""              # the core's line after '='

    @property
    def appearance(self) -> bool:
        """The line records a plate appearance (else only what comes before one)."""
        return bool(self.skills or self.off or self.dfn or self.boost or self.walk
                    or self.result or self.play)


def plain(text: str) -> bool:
    """A line of the core's own language: a comment, com, end, radj."""
    words = text.split()
    return bool(words) and (words[0].startswith("#") or words[0].lower() in PLAIN_COMMANDS)


def check_line(text: str) -> str:
    """Read a line without the game (a script is checked before anything is recorded)."""
    if plain(text):
        parse_entry(text)
    else:
        read(text)
    return text


def read(text: str) -> Line:
    """The line's words; raise `EntryError` naming the first that cannot be read."""
    words = text.split()
    if not words:
        raise EntryError(f"Type the plate appearance: {HELP}.", text)

    def fail(word: str, why: str) -> EntryError:
        return EntryError(f"{quoted(word)}: {why}.", text)

    line = Line()
    at = 0
    while at < len(words):
        word, low = words[at], words[at].lower()
        rest = words[at + 1:]
        if word.startswith("#"):
            break
        if word.startswith("="):
            play = text[text.index(word) + 1:].strip()
            if not play:
                raise EntryError("'=' needs the play that happened, as =S8 or =K.", text)
            parse_entry(play)
            line = _set(line, fail, "=" + play, play=play)
            break
        if low in EVENT_WORDS:
            match = EVENT.match(rest[0]) if rest else None
            if match is None:
                raise fail(" ".join([word, *rest[:1]]), f"{low} needs the event card and the "
                           f"action used, as {low} E05:1")
            action = int(match.group(2)) if match.group(2) else None
            if action == 0:
                raise fail(f"{word} {rest[0]}", "the actions are numbered from 1, as E05:1")
            played = PlayEvent(f"{word} {rest[0]}", EVENT_WORDS[low], match.group(1), action)
            line = _before(line, played, fail)
            at += 2
        elif low == "pos":
            if len(rest) < 2 or not all(CARD.match(w) for w in rest[:2]):
                raise fail(" ".join([word, *rest[:2]]), "pos needs two fielders to swap (pos B03 "
                           "B05) or a fielder and the position he goes to (pos B03 SS)")
            line = _before(line, Move(f"{word} {rest[0]} {rest[1]}", rest[0], rest[1]), fail)
            at += 3
        elif low == "flip":
            last = line.before[-1] if line.before else None
            if not rest or not CARD.match(rest[0]):
                raise fail(word, "flip needs the card that turns to its student side, as flip B03")
            if not (isinstance(last, Move) and last.to_position and not last.flip):
                raise fail(f"{word} {rest[0]}", "flip says who of the two turns to his student "
                           "side right after a pos that sends a fielder to a held position, as "
                           "pos B03 SS flip B03")
            line = replace(line, before=line.before[:-1] + (Move(
                f"{last.word} {word} {rest[0]}", last.card, last.to, rest[0]),))
            at += 2
        elif low == "sub":
            if len(rest) < 2 or not all(CARD.match(w) for w in rest[:2]):
                raise fail(" ".join([word, *rest[:2]]), "sub needs the bench card and the card "
                           "he replaces, as sub B10 B04")
            line = _before(line, Sub(f"{word} {rest[0]} {rest[1]}", rest[0], rest[1]), fail)
            at += 3
        else:
            line = _word(line, word, fail)
            at += 1
    if line.boost and not (line.off and line.dfn):
        raise fail(line.boost[0], "boost cards go with the duel's cards, as o3r d2b +1")
    if (line.off is None) != (line.dfn is None):
        given = line.off or line.dfn
        other = "defence's cards, as d2b (d0" if line.off else "offence's cards, as o3r (o0"
        raise fail(given[0], f"give the {other} for none) on the same line")
    if line.skills and not (line.off or line.result or line.play):
        raise fail(line.skills[0].word, "a skill goes with the plate appearance's cards (o3r "
                   "d2b) or its result")
    return line


def _word(line: Line, word: str, fail) -> Line:
    """One word of the plate appearance."""
    low = word.lower()
    if low == "i" or low == "ibb":
        return _set(line, fail, word, walk=word)
    if word.startswith("+"):
        boost = number_in(word[1:], 0, MOST_INTEGER)
        if boost is None:
            raise fail(word, "boost cards are a number, as +1")
        return _set(line, fail, word, boost=(word, boost))
    if low.startswith(("o", "d")) and len(low) > 1 and is_digits(low[1]):
        side = "off" if low[0] == "o" else "dfn"
        return _set(line, fail, word, **{side: (word, _commit(word, fail))})
    result = RESULT.match(word)
    if result is not None:
        return _set(line, fail, word, result=_result(word, result, fail))
    skill = SKILL.match(word)
    if skill is not None and low != "s":
        number = skill.group(2)
        if number is not None and number_in(number, 1, MOST_INTEGER) is None:
            raise fail(word, f"the skill's number comes after the colon, as s{skill.group(1)}:2")
        if line.walk:
            raise fail(word, f"an intentional walk ({line.walk}) has no duel, so no skills")
        use = UseSkill(word, skill.group(1), int(number or 1) - 1)
        return replace(line, skills=line.skills + (use,))
    if low in ("o", "d", "s"):
        example = {"o": "o3r (o0 for none)", "d": "d2b (d0 for none)", "s": "sB05"}[low]
        raise fail(word, f"{low} needs what follows it, as {example}")
    raise fail(word, f"this is not a word of the table's language ({HELP})")


def _commit(word: str, fail) -> Commit:
    side, count, colour = COMMIT.match(word).groups()
    if int(count) == 0:
        if colour:
            raise fail(word, f"none is {side}0, without a colour")
        return Commit(0)
    if not colour:
        raise fail(word, f"say the colour after the count, as {side}{count}r")
    if colour.lower() not in COLOUR_OF:
        raise fail(word, f"{colour} is not a colour: b blue, g green, r red")
    return Commit(int(count), COLOUR_OF[colour.lower()])


def _result(word: str, match: re.Match, fail) -> Result:
    kind, position = match.group(1).upper(), (match.group(2) or "").upper()
    said = match.group(2) is not None
    if said and position not in POSITIONS:
        raise fail(word, f"{match.group(2) or 'nothing'} is not a position: {' '.join(POSITIONS)}")
    if kind in ("K", "IBB") and said:
        what = "a strikeout" if kind == "K" else "a walk"
        raise fail(word, f"{what} has no fielder: write {kind}")
    if kind == "X" and not said:
        raise fail(word, "say where the ball was caught, as X@CF")
    return Result(word, kind, position)


def _before(line: Line, word, fail) -> Line:
    if line.appearance:
        raise fail(word.word, "events, pos and sub come before the plate appearance's words")
    return replace(line, before=line.before + (word,))


def _said(value) -> str:
    """The word a part of the line was given by."""
    return value[0] if isinstance(value, tuple) else getattr(value, "word", value)


def _set(line: Line, fail, word: str, **given) -> Line:
    """A word that may come once a line; a walk, a result and '=' exclude one another, and a
    walk has no duel."""
    for key in given:
        if getattr(line, key):
            raise fail(word, f"the line says this twice ({_said(getattr(line, key))} and {word})")
        ends = [w for w in (line.walk, line.result and line.result.word,
                            line.play and "=" + line.play) if w]
        if key in ("walk", "result", "play") and ends:
            raise fail(word, f"the line has its result already ({ends[0]})")
        duel = line.off or line.dfn or line.boost or (line.skills and line.skills[0])
        if key == "walk" and duel:
            raise fail(word, f"an intentional walk has no duel: leave out {_said(duel)}")
        if key in ("off", "dfn", "boost") and line.walk:
            raise fail(word, f"an intentional walk ({line.walk}) has no duel")
    return replace(line, **given)
