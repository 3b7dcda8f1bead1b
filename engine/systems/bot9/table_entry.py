"""Recording a physical game of Bottom of the 9th at the table (rules/bot9.md §6).

One line per pitch, as fast as the table plays:

    b  s  c  f        ball, swinging strike, called strike (a Corner), foul
    x1  x0            in play: safe / out
    x9                in play, running variant: the lead runner is out, the batter safe
    x6 4   (or x64)   in play, safe with a 6 on a Strike face: hit determination die 4
    p  [ID]           between batters: the next reliever (or the one named) comes in

Optionally before the call, what the table showed: the tokens `HI/LA` (the pitcher's pitch,
then the batter's guess: High/Low, Inside/Away), which moves the fatigue markers, and the final
dice `S43` (pitch face, control, swing), from which the call follows by the swing table — the
call may then be left out. When the entered call disagrees with the dice, the call stands and a
note says so. Any other line is the plain entry language (`sub …`, `com …`, a play).
"""

from __future__ import annotations

import re
from dataclasses import replace

from engine.core.entry import parse_entry
from engine.core.errors import EntryError
from engine.systems.base import Ask
from engine.systems.bot9 import plays
from engine.systems.bot9.fatigue import after_aim, bring_in, relievers
from engine.systems.bot9.state import Bot9State, Turn

CALLS = {"b": "ball", "s": "swinging", "c": "called", "f": "foul", "x": "in_play"}
RACES = {"1": "safe", "0": "out", "9": "lead", "6": "hit"}
TOKENS = re.compile(r"^([hl][ia])/([hl][ia])$", re.I)
DICE = re.compile(r"^([bsc])([1-6])([1-6])$", re.I)
CALL = re.compile(r"^([bscfx])(?:([0169])([1-6])?)?$", re.I)
HELP = "b s c f, x1 safe, x0 out, x9 lead runner out, x6 and the hit die, p reliever"


def next_ask(state: Bot9State) -> Ask | None:
    game = state.game
    if game.final:
        return None
    half = "Top" if game.half == 0 else "Bottom"
    outs = f"{game.outs} out" + ("" if game.outs == 1 else "s")
    prompt = (f"{half} {game.inning}, {outs}, {game.balls}-{game.strikes} — "
              f"{game.batting.name(game.batter)} batting ({HELP})")
    return Ask("pitch", "scorekeeper", "entry", prompt)


def answer(state: Bot9State, ask: Ask, text: str) -> tuple[Bot9State, tuple]:
    words = text.split()
    if not words:
        raise EntryError(f"Type the pitch: {HELP}.", text)
    if words[0].lower() == "p":
        return _reliever(state, words[1:], text)
    if not (TOKENS.match(words[0]) or DICE.match(words[0]) or CALL.match(words[0])):
        return state, tuple(parse_entry(text).events)  # the plain entry language
    turn, call, race, hit = Turn(), "", "", 0
    notes: list[str] = []
    rest = list(words)
    if rest and (m := TOKENS.match(rest[0])):
        state = after_aim(state, m[1].upper())
        turn = replace(state.turn, guess=m[2].upper())
        rest.pop(0)
    dice_call = ""
    if rest and (m := DICE.match(rest[0])):
        face, control, swing = m[1].upper(), int(m[2]), int(m[3])
        dice_call = state.tables.call(face, control, swing)
        turn = replace(turn, dice=turn.dice.with_("pitch", face).with_("control", control)
                       .with_("swing", swing))
        rest.pop(0)
    if rest:
        m = CALL.match(rest[0])
        if m is None:
            raise EntryError(f"'{rest[0]}' is not a pitch: type {HELP}.", text)
        call = CALLS[m[1].lower()]
        race, hit = RACES.get(m[2] or "", ""), int(m[3] or 0)
        rest.pop(0)
    if rest and rest[0].isdigit() and race == "hit" and not hit:
        hit = int(rest.pop(0))
    if rest:
        raise EntryError(f"'{' '.join(rest)}' after the pitch is not understood: type {HELP}.", text)
    if not call:
        if not dice_call:
            raise EntryError(f"Say what the pitch was: {HELP}.", text)
        call = dice_call
    elif dice_call and dice_call != call:
        notes.append(f"The dice {turn.dice.pitch}{turn.dice.control}{turn.dice.swing} make a "
                     f"{dice_call.replace('_', ' ')} by the swing table, not a "
                     f"{call.replace('_', ' ')}: the call as entered stands.")
    events = _events(state, call, race, hit, text, turn, notes)
    line = " ".join(words)
    return replace(state, turn=Turn(), notes=tuple(notes), table=state.table + (line,),
                   cleanup=len(events) > 1), tuple(events)


def _events(state: Bot9State, call: str, race: str, hit: int, text: str, turn: Turn,
            notes: list[str]) -> list:
    game = state.game
    if call != "in_play":
        if race:
            raise EntryError(f"Only a ball in play (x) has a run result, not '{text}'.", text)
        return plays.pitch_events(game, call)
    if not race:
        raise EntryError("After x, type 1 (safe), 0 (out), 9 (lead runner out) or 6 and the "
                         "hit-determination die, as x1.", text)
    if race == "lead" and state.options.running != "variant":
        raise EntryError("x9 is the running variant's lead-runner out, but this game uses "
                         "standard running: type x0 for the batter out.", text)
    if race == "hit":
        if not hit:
            raise EntryError("x6 needs the hit-determination die, as x6 4.", text)
        if turn.dice.pitch and turn.dice.pitch != "S":
            notes.append(f"Hit determination comes on a Strike face, but the pitch die shows "
                         f"{turn.dice.pitch}: the hit as entered stands.")
        return [plays.pitch("X"), plays.hit(game, state.tables.hits[hit])]
    play = {"safe": plays.safe, "out": plays.out}.get(race)
    return [plays.pitch("X"), play() if play else plays.lead_runner_out(game)]


def _reliever(state: Bot9State, words: list[str], text: str) -> tuple[Bot9State, tuple]:
    available = relievers(state)
    game = state.game
    if game.balls or game.strikes or game.pitches:
        raise EntryError("A reliever comes in only between batters (rules/bot9.md §2.7).", text)
    if not available:
        raise EntryError(f"{game.fielding.code} has no reliever left who may come in.", text)
    player = words[0] if words else available[0]
    if player not in available:
        raise EntryError(f"'{player}' cannot come in: the relievers available are "
                         f"{', '.join(available)}.", text)
    state, events = bring_in(state, player)
    return state, tuple(events)
