"""Recording a physical game of Bottom of the 9th at the table (rules/bot9.md §6).

One line per pitch, as fast as the table plays:

    b  s  c  f        ball, swinging strike, called strike (a Corner), foul
    x1  x0            in play: safe / out
    x9                in play, running variant: the lead runner is out, the batter safe
    x6 4   (or x64)   in play, safe with a 6 on a Strike face: hit determination die 4
    p  [ID]           between batters: the next reliever (or the one named) comes in

A solo game recorded with the cards drawn (`drawn=on`, solo/table_draws.py) starts each pitch
line with the cards that left the pitch deck, by id, in the order they left it — `[E4 S7 S3]
LA/LA x1` — and `t` on the line says the batter tired the pitcher instead of his ★MVP (the card
it moved is the last in the brackets).

Optionally before the call, what the table showed: the tokens `HI/LA` (the pitcher's pitch,
then the batter's guess: High/Low, Inside/Away), which moves the fatigue markers, and the final
dice `S43` (pitch face, control, swing), from which the call follows by the swing table — the
call may then be left out. `# text` ends a line with a comment (or is one). Any other line is
the plain entry language (`sub …`, `com …`, a play), but not plain pitch codes: one pitch a
line, in the table's keys.

The scorekeeper's word wins: when the call disagrees with the dice, or the tokens show a face
of the ace pitch that fatigue has locked, what was entered stands and a note says so
(`Bot9State.notes`, which the session hands to the person).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.frozen import replace

from engine.core.entry import Entry, parse_entry
from engine.core.errors import EntryError, quoted
from engine.systems.base import Ask
import engine.systems.bot9.plays as plays
from engine.systems.bot9.fatigue import ace_of, after_aim, aims, bring_in, fresh_arm, relievers
from engine.systems.bot9.solo import table_draws
from engine.systems.bot9.state import NEW_TURN, Bot9State

CALLS = {"b": "ball", "s": "swinging", "c": "called", "f": "foul", "x": "in_play"}
RACES = {"1": "safe", "0": "out", "9": "lead", "6": "hit"}
TOKENS = re.compile(r"^([hl][ia])/([hl][ia])$", re.I)
LOOKS_LIKE_TOKENS = re.compile(r"^[hl][a-z]/[hl][a-z]$", re.I)
DICE = re.compile(r"^([bsc])([1-6])([1-6])$", re.I)
LOOKS_LIKE_DICE = re.compile(r"^([bsc])(\d)(\d)$", re.I)
CALL = re.compile(r"^([bscfx])(?:(\d)(\d)?)?$", re.I)
CARDS = re.compile(r"^\s*\[([^\]]*)\]")
TIRE = "t"  # solo: the batter tires the pitcher instead of using his ★MVP
HELP = "b s c f, x1 safe, x0 out, x9 lead runner out, x6 and the hit die, p reliever"
#: How a note names a call.
SAID = {"ball": "a ball", "swinging": "a swinging strike", "called": "a called strike",
        "foul": "a foul", "in_play": "a ball in play"}
LOCATIONS = {"H": "High", "L": "Low"}
ANGLES = {"I": "Inside", "A": "Away"}


@dataclass(frozen=True)
class TableLine:
    """What one line says, read without the game: the tokens (`aim`, `guess`), the final dice
    (`face`, `control`, `swing`), the call ("" to take it from the dice), the run result and
    the hit-determination die; or a pitching change (`reliever`: None when the line is not
    one, "" for the next in the bullpen); or a line of the plain entry language (`plain`).
    A solo pitch may name the `cards` that left the pitch deck and say the batter `tired` the
    pitcher instead of his ★MVP."""

    aim: str = ""
    guess: str = ""
    face: str = ""
    control: int = 0
    swing: int = 0
    call: str = ""
    race: str = ""
    hit: int = 0
    reliever: str | None = None
    plain: Entry | None = None
    cards: tuple[str, ...] = ()
    tired: bool = False

    @property
    def dice(self) -> str:
        return f"{self.face}{self.control}{self.swing}" if self.face else ""


def check_line(text: str) -> TableLine:
    """Read a line as the table's language, or raise `EntryError` saying what is wrong with
    which word; a line starting with "=" is the outcome override (the plain entry language)."""
    text = text.strip()
    if text.startswith("="):
        return TableLine(plain=parse_entry(text[1:].strip()))
    body = text.split("#", 1)[0]
    drawn = CARDS.match(body)
    if drawn is not None:
        body = body[drawn.end():]
    if "[" in body or "]" in body:
        raise EntryError(f"{quoted(text)}: the cards drawn are one group in brackets at the start "
                         "of the line, as [E4 S3] LA/LA x1.", text)
    words = body.split()
    if drawn is not None or (words and words[0].lower() == TIRE):
        cards = tuple(card for card in re.split(r"[\s,]+", drawn[1]) if card) if drawn else ()
        pitch = _read_pitch([w for w in words if w.lower() != TIRE], text)
        return replace(pitch, cards=cards, tired=any(w.lower() == TIRE for w in words))
    if not words and "#" in text:
        return TableLine(plain=parse_entry(text))  # a comment
    if not words:
        raise EntryError(f"Type the pitch: {HELP}.", text)
    first = words[0]
    if first.lower() == "p":
        if len(words) > 2:
            raise EntryError(f"{quoted(text)}: a pitching change names "
                             "at most one reliever, as p or p vis-p03.", text)
        return TableLine(reliever=words[1] if len(words) > 1 else "")
    if not (LOOKS_LIKE_TOKENS.match(first) or LOOKS_LIKE_DICE.match(first) or CALL.match(first)):
        entry = parse_entry(text)  # the plain entry language
        if entry.pitches_only and entry.events:
            raise EntryError(f"{quoted(first)} is not a pitch of Bottom of the 9th: type one pitch "
                             f"a line, {HELP}.", text)
        return TableLine(plain=entry)
    return _read_pitch(words, text)


def _read_pitch(words: list[str], text: str) -> TableLine:
    if TIRE in (w.lower() for w in words):
        words = [w for w in words if w.lower() != TIRE]
        return replace(_read_pitch(words, text), tired=True)
    if not words:
        raise EntryError(f"Say what the pitch was: {HELP}.", text)
    rest = list(words)
    line = TableLine()
    if LOOKS_LIKE_TOKENS.match(rest[0]):
        m = TOKENS.match(rest[0])
        if m is None:
            raise EntryError(f"{quoted(rest[0])} are not the tokens: write the pitch then the "
                             "guess, each H or L then I or A, as HI/LA.", text)
        line = replace(line, aim=m[1].upper(), guess=m[2].upper())
        rest.pop(0)
    if rest and LOOKS_LIKE_DICE.match(rest[0]):
        m = DICE.match(rest[0])
        if m is None:
            raise EntryError(f"{quoted(rest[0])} are not the dice: a die shows 1 to 6, as S43 (the "
                             "pitch face, then control and swing).", text)
        line = replace(line, face=m[1].upper(), control=int(m[2]), swing=int(m[3]))
        rest.pop(0)
    if rest:
        m = CALL.match(rest[0])
        if m is None:
            raise EntryError(f"{quoted(rest[0])} is not a pitch: type {HELP}.", text)
        call, race = CALLS[m[1].lower()], m[2] or ""
        if race and call != "in_play":
            raise EntryError(f"{quoted(rest[0])}: only a ball in play (x) has a run result.", text)
        if race and race not in RACES:
            raise EntryError(f"{quoted(rest[0])}: the run result after x is 1 (safe), 0 (out), "
                             "9 (lead runner out) or 6 (hit determination).", text)
        if m[3] and race != "6":
            raise EntryError(f"{quoted(rest[0])}: only x6 takes a hit-determination die.", text)
        line = replace(line, call=call, race=RACES.get(race, ""), hit=int(m[3] or 0))
        rest.pop(0)
    if rest and line.race == "hit" and not line.hit and re.fullmatch(r"\d", rest[0]):
        if not "1" <= rest[0] <= "6":
            raise EntryError(f"{quoted(rest[0])} is not a "
                             "hit-determination die: it shows 1 to 6.", text)
        line = replace(line, hit=int(rest.pop(0)))
    if rest:
        raise EntryError(f"{quoted(' '.join(rest))} after the "
                         f"pitch is not understood: type {HELP}.", text)
    if not line.call and not line.face:
        raise EntryError(f"Say what the pitch was: {HELP}.", text)
    if line.call == "in_play" and not line.race:
        raise EntryError("After x, type 1 (safe), 0 (out), 9 (lead runner out) or 6 and the "
                         "hit-determination die, as x1.", text)
    if line.race == "hit" and not line.hit:
        raise EntryError("x6 needs the hit-determination die, as x6 4.", text)
    return line


def next_ask(state: Bot9State) -> Ask | None:
    game = state.game
    if game.final:
        return None
    half = "Top" if game.half == 0 else "Bottom"
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    prompt = (f"{half} {game.inning}, {outs}, {game.balls}-{game.strikes} — "
              f"{game.batting.name(game.batter)} batting ({HELP})")
    if state.solo is not None:
        prompt += f"; {table_draws.due(state)}"
    return Ask("pitch", "scorekeeper", "entry", prompt)


def answer(state: Bot9State, ask: Ask, text: str) -> tuple[Bot9State, tuple]:
    """Record one line: the pitch and the play it ends in, a pitching change, or a plain
    entry line; notes for the scorekeeper go in `state.notes`."""
    line = check_line(text)
    if line.plain is not None:
        return state, line.plain.events
    if line.reliever is not None:
        if state.solo is not None:
            return table_draws.relieve(state, line.reliever, text)
        return _reliever(state, line.reliever, text)
    notes: list[str] = []
    if state.solo is not None:
        state, notes = table_draws.draw(state, line.cards, line.aim, line.guess, line.tired, text)
    elif line.cards or line.tired:
        raise EntryError(f"{quoted(text)}: the cards drawn and t are the words of a solo game "
                         "recorded with its cards (option drawn=on).", text)
    elif line.aim:
        notes += _locked(state, line.aim)
        state = after_aim(state, line.aim)
    call = line.call
    if line.face:
        dice_call = state.tables.call(line.face, line.control, line.swing)
        if not call and dice_call == "in_play":
            raise EntryError(f"The dice {line.dice} put the ball in play: add the run result, as "
                             f"{line.dice} x1.", text)
        if call and dice_call != call:
            notes.append(f"The dice {line.dice} make {SAID[dice_call]} by the swing table, not "
                         f"{SAID[call]}: the call as entered stands.")
        call = call or dice_call
    events = _events(state, line, call, text, notes)
    log = " ".join(text.split("#", 1)[0].split())
    return replace(state, turn=NEW_TURN, notes=tuple(notes), table=state.table + (log,),
                   cleanup=len(events) > 1), tuple(events)


def _locked(state: Bot9State, aim: str) -> list[str]:
    """A note when the pitch uses a face of the ace pitch that fatigue has locked (§1.3): the
    pitch was thrown at the table, so it stands."""
    if aim in aims(state):
        return []
    ace, fatigue, top = ace_of(state), state.fatigue, state.tables.locked_at
    faces = []
    if aim[0] == ace[0] and fatigue.location >= top:
        faces.append(f"{LOCATIONS[aim[0]]} (location marker at row {fatigue.location})")
    if aim[1] == ace[1] and fatigue.angle >= top:
        faces.append(f"{ANGLES[aim[1]]} (angle marker at row {fatigue.angle})")
    if not faces:
        return []
    name = state.game.fielding.name(state.game.pitcher)
    said = "face " + faces[0] + " is" if len(faces) == 1 else "faces " + " and ".join(faces) + " are"
    return [f"{aim}: {name}'s ace {said} locked by fatigue: the pitch as entered stands."]


def _events(state: Bot9State, line: TableLine, call: str, text: str, notes: list[str]) -> list:
    game = state.game
    if call != "in_play":
        return plays.pitch_events(game, call)
    race = line.race
    if race == "lead" and state.options.running != "variant":
        raise EntryError("x9 is the running variant's lead-runner out, but this game uses "
                         "standard running: type x0 for the batter out.", text)
    if race == "out" and state.options.running == "variant" and plays.occupied(game):
        notes.append("In the running variant a win for the defense puts out the lead runner "
                     "(x9): x0 as entered puts out the batter and the runners hold.")
    if race == "hit":
        if line.face and line.face != "S":
            notes.append(f"Hit determination comes on a Strike face, but the pitch die shows "
                         f"{line.face}: the hit as entered stands.")
        return [plays.pitch("X"), plays.hit(game, state.tables.hits[line.hit])]
    play = {"safe": plays.safe, "out": plays.out}.get(race)
    return [plays.pitch("X"), play() if play else plays.lead_runner_out(game)]


def _reliever(state: Bot9State, player: str, text: str) -> tuple[Bot9State, tuple]:
    game = state.game
    if game.balls or game.strikes or game.pitches:
        raise EntryError("A reliever comes in only between batters (rules/bot9.md §2.7), "
                         f"not at {game.balls}-{game.strikes}.", text)
    if not state.options.solo and fresh_arm(state):
        raise EntryError(f"{game.fielding.name(game.pitcher)} has not faced a batter yet: a "
                         "reliever comes in only between batters (rules/bot9.md §2.7).", text)
    available = relievers(state)
    if not available:
        raise EntryError(f"{game.fielding.code} has no reliever left who may come in.", text)
    player = player or available[0]
    if player not in available:
        raise EntryError(f"{quoted(player)} cannot come in: the relievers available are "
                         f"{', '.join(available)}.", text)
    state, events = bring_in(state, player)
    return state, tuple(events)
