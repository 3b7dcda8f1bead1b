"""One pitch of Bottom of the 9th, phase by phase (rules/bot9.md §2).

Stare-down (the pitcher's secret pitch, the batter's guess), pitch (pitch die and control die,
then the pitcher's abilities), swing (swing die, then the batter's abilities), the swing table's
call, and for a ball in play the run race and hit determination. `next_ask` says what is
needed next; `answer` takes it and `settle` then does everything that needs nobody — traits,
the call, the race's verdict, the scoring events — until the next question.

A solo game (rules/bot9.md §5) has no defense player: the stare-down comes from the pitch deck
(solo/stare_down.py) and the pitcher's dice from his policy (solo/policy.py), so it never asks
the defense anything.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.frozen import replace

from engine.systems.base import Ask
import engine.systems.bot9.abilities as abilities
import engine.systems.bot9.plays as plays
import engine.systems.bot9.substitutes as substitutes
from engine.systems.bot9.cards import Card
from engine.systems.bot9.effects import Effect, holds
from engine.systems.bot9.effects import apply as apply_effect
from engine.systems.bot9.fatigue import after_aim, aims, bring_in, relievers
from engine.systems.bot9.pitch_words import pitch_line
from engine.systems.bot9.solo import policy, stare_down
from engine.systems.bot9.state import NEW_TURN, Bot9State, Turn

DIE_FACES = ("1", "2", "3", "4", "5", "6")
PITCHES = ("HI", "HA", "LI", "LA")
#: Which side's traits act on each die.
DIE_OWNER = {"pitch": "pitcher", "control": "pitcher", "field": "pitcher",
             "swing": "batter", "run": "batter", "hit": "batter"}
STAY = "stay"


def next_ask(state: Bot9State) -> Ask | None:
    game, turn = state.game, state.turn
    if game.final:
        return None
    if state.solo is not None:
        ask = stare_down.next_ask(state)
        if ask is not None:
            return ask
    elif not turn.aim:
        if not state.pinch_decided and (hitters := substitutes.pinch_hitters(state)):
            return Ask("pinch", "offense", "choice", "Send up a pinch hitter?",
                       (substitutes.NONE, *hitters))
        must = substitutes.pitcher_gone(state)  # he was batted for: someone must come in
        if (must or not state.change_decided) and (pen := relievers(state)):
            switches = substitutes.double_switches(state, pen)
            return Ask("change", "defense", "choice", "Change pitchers before this batter?",
                       (*pen, *switches) if must else (STAY, *pen, *switches))
        return _aim_ask(aims(state))
    if not turn.guess:
        return GUESS
    if turn.reroll:
        return _die(state, turn.reroll, reroll=True)
    natural = turn.natural
    if not natural.pitch:
        return _die(state, "pitch")
    if not natural.control:
        return DICE_ASKS["control", False]
    if not turn.pitcher_chose:
        return Ask("pitcher.ability", "defense", "choice", "Pitcher: use an ability?",
                   abilities.choices(state, "pitcher"))
    if not natural.swing:
        if not turn.mvp and abilities.may_tire(state):  # before the swing phase (§5.4)
            return Ask("batter.mvp", "offense", "choice",
                       "Full guess: use the ★MVP, or tire the pitcher one card instead?",
                       abilities.mvp_choices(state))
        return DICE_ASKS["swing", False]
    if not turn.batter_chose:
        return Ask("batter.ability", "offense", "choice", "Batter: use an ability?",
                   abilities.choices(state, "batter"))
    if not natural.run:
        return DICE_ASKS["run", False]
    if not natural.field:
        return DICE_ASKS["field", False]
    return DICE_ASKS["hit", False]


# The same questions come every pitch: asked dozens of times a game, they are made once.
GUESS = Ask("guess", "offense", "choice", "Batter: guess the pitch", PITCHES)
_LABELS = {"pitch": "Pitch die", "control": "Control die", "swing": "Swing die",
           "run": "Batter's run die", "field": "Pitcher's run die", "hit": "Hit determination die"}


@lru_cache(maxsize=64)
def _die_ask(die: str, reroll: bool, faces: tuple[str, ...]) -> Ask:
    return Ask(f"die.{die}", "chance", "die", ("Reroll: " if reroll else "") + _LABELS[die], faces)


#: The numbered dice's asks, by (die, reroll).
DICE_ASKS = {(die, reroll): _die_ask(die, reroll, DIE_FACES)
             for die in _LABELS if die != "pitch" for reroll in (False, True)}


def _die(state: Bot9State, die: str, reroll: bool = False) -> Ask:
    if die != "pitch":
        return DICE_ASKS[die, reroll]
    return _die_ask(die, reroll, state.tables.pitch_faces)  # the pitch die's faces: the tables'


@lru_cache(maxsize=64)
def _aim_ask(options: tuple[str, ...]) -> Ask:
    return Ask("aim", "defense", "choice", "Pitcher: choose the pitch (High/Low, Inside/Away)",
               options)


def answer(state: Bot9State, ask: Ask, value: str) -> tuple[Bot9State, list]:
    """Take one answer (already checked against the ask's options) and settle."""
    turn = state.turn
    key = ask.key
    if key.startswith("die."):  # most answers: the dice
        die = key[4:]
        face = {die: value if die == "pitch" else int(value)}
        turn = replace(turn, natural=replace(turn.natural, **face),
                       dice=replace(turn.dice, **face), reroll="")
        return settle(state, _queue_for(state, turn, die))
    if key == "guess":
        return settle(state, replace(turn, guess=value))
    if key == "aim":
        return settle(after_aim(state, value))
    if key == "pinch":
        return substitutes.pinch(state, value)
    if key == "change":
        state = replace(state, change_decided=True)
        if value != STAY:
            return bring_in(state, value)
        return state, []
    if key == "batter.mvp":
        state = replace(state, turn=replace(turn, mvp=value))
        return settle(stare_down.tire_for_mvp(state) if value == abilities.TIRE else state)
    if key in stare_down.KEYS:
        state, events = stare_down.answer(state, ask, value)
        state, more = settle(state)
        return state, [*events, *more]
    side = {"pitcher.ability": "pitcher", "batter.ability": "batter"}[key]
    return settle(_use(state, side, value))


def _use(state: Bot9State, side: str, value: str) -> Bot9State:
    """The abilities `side` chose (an answer to its ability ask) go to work: those on the
    pitch, control and swing dice now, those on the run race and hit die when rolled."""
    turn = state.turn
    picked = abilities.chosen(state, side, value)
    state = abilities.uses_support(state, side, picked)
    if side == "batter" and abilities.TIRE in value.split(" + "):  # a pitch stored earlier
        state = stare_down.tire_for_mvp(state)
    now = [a.effect for a in picked if a.effect.die not in ("run", "field", "hit")]
    later = [a.effect for a in picked if a.effect.die in ("run", "field", "hit")]
    flag = "pitcher_chose" if side == "pitcher" else "batter_chose"
    turn = replace(turn, queue=turn.queue + tuple(now), run_effects=turn.run_effects + tuple(later),
                   **{flag: True})
    return replace(state, turn=turn)


def _queue_for(state: Bot9State, turn: Turn, die: str) -> Turn:
    """Queue the traits, the ★MVP that fired (it needs nobody's say) and this pitch's chosen
    run-race effects that act on `die`."""
    if not state.options.abilities:
        return turn
    game = state.game
    batters = DIE_OWNER[die] == "batter"
    card = state.card(game.batter if batters else game.pitcher)
    effects = _traits_on(card, die) if card is not None else ()
    if batters and turn.aim == turn.guess and (mvp := abilities.mvp(_with_turn(state, turn))):
        effects += (mvp.effect,) if mvp.effect.die == die else ()
    if turn.run_effects:
        effects += tuple(e for e in turn.run_effects if e.die == die)
    return replace(turn, queue=turn.queue + effects) if effects else turn


@lru_cache(maxsize=1024)
def _traits_on(card: Card, die: str) -> tuple[Effect, ...]:
    """The effects of the card's traits on `die` (a card's traits never change)."""
    return tuple(t.effect for t in card.traits if t.effect.die == die)


def settle(state: Bot9State, turn: Turn | None = None) -> tuple[Bot9State, list]:
    """Do every step that needs no answer; return the state waiting for the next question and
    the scoring events produced. `turn`: the pitch as the answer left it (else the state's).

    The pitch moves on in `turn` alone; the state is remade with it only where something
    reads the whole state (the ability questions, the solo pitcher's policy, the end)."""
    turn = state.turn if turn is None else turn
    while True:
        solo = state.solo
        if solo is not None and (solo.tires or solo.relief):
            break  # the deck's cards are drawn first
        if turn.reroll or not (turn.aim and turn.guess):
            break
        if turn.queue:
            turn = _apply_next(turn)
            continue
        n, d = turn.natural, turn.dice
        if not (n.pitch and n.control):
            break
        if not turn.pitcher_chose:
            state = _with_turn(state, turn)
            if solo is not None:
                state = _use(state, "pitcher", policy.choose(state))
                turn = state.turn
                continue
            if abilities.any_open(state, "pitcher"):
                return state, []
            turn = replace(turn, pitcher_chose=True)
            continue
        if not n.swing:
            break
        if not turn.batter_chose:
            state = _with_turn(state, turn)
            if abilities.any_open(state, "batter"):
                return state, []
            turn = replace(turn, batter_chose=True)
            continue
        if not turn.call:
            call = state.tables.call(d.pitch, d.control, d.swing)
            turn = replace(turn, call=call)
            if call != "in_play":
                return finish(_with_turn(state, turn), plays.pitch_events(state.game, call))
            continue
        if not (n.run and n.field):
            break
        if not turn.race:
            race = _race(state, turn)
            if not race:  # nobody reached the mark: roll again
                turn = replace(turn, natural=replace(n, run=0, field=0),
                               dice=replace(d, run=0, field=0), rounds=turn.rounds + 1)
                continue
            turn = replace(turn, race=race)
            continue
        if turn.race == "hit" and not n.hit:
            break
        state = _with_turn(state, turn)
        return finish(state, [plays.pitch("X"), _in_play(state)])
    return _with_turn(state, turn), []


def _with_turn(state: Bot9State, turn: Turn) -> Bot9State:
    return state if state.turn is turn else replace(state, turn=turn)


def _apply_next(turn: Turn) -> Turn:
    effect, rest = turn.queue[0], turn.queue[1:]
    if not holds(effect, turn.dice, turn.natural):
        return replace(turn, queue=rest)
    if effect.op == "reroll":
        return replace(turn, queue=rest, reroll=effect.die)
    return replace(turn, queue=rest, dice=apply_effect(effect, turn.dice))


def _race(state: Bot9State, turn: Turn) -> str:
    """The run race's round (rules/bot9.md §2.3, §2.4): "safe", "out", "lead" (the variant's
    lead runner out), "hit" (safe with a 6 on a Strike face), or "" to roll again."""
    tables = state.tables
    run, field = turn.dice.run, turn.dice.field
    at = tables.wins_at
    if run < at and field < at:
        return ""
    if state.options.running == "standard":
        offense = run >= at
    else:
        offense = run >= at and (field < at or run >= field)
    if not offense:
        return "out" if state.options.running == "standard" else "lead"
    six = turn.natural.run if tables.natural_six else run
    return "hit" if turn.dice.pitch == "S" and six >= tables.hit_on else "safe"


def _in_play(state: Bot9State):
    race, game = state.turn.race, state.game
    if race == "safe":
        return plays.safe()
    if race == "out":
        return plays.out()
    if race == "lead":
        return plays.lead_runner_out(game)
    return plays.hit(game, state.tables.hits[state.turn.dice.hit])


def finish(state: Bot9State, events: list) -> tuple[Bot9State, list]:
    """The pitch is over: log what the table did, and after a plate appearance let the defense
    decide about its pitcher again (clean-up comes once the play is on the bases: fatigue.py)."""
    turn = state.turn
    line = pitch_line(state, turn)
    ends_pa = len(events) > 1 or turn.call == "in_play"
    state = replace(state, turn=NEW_TURN, table=state.table + (line,),
                    change_decided=state.change_decided and not ends_pa,
                    pinch_decided=state.pinch_decided and not ends_pa,
                    cleanup=state.cleanup or ends_pa)
    return state, events
