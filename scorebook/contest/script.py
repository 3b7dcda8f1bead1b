"""A batting contest recorded at the table (`scorebook contest record FILE`, docs/entry-language.md
"A Nanyou batting contest"): a header of `info` lines — the players, their cards, the rounds
agreed — then the dice as they fell, one roll or turn a line.

    info contest nanyou
    info date 2026-11-28
    info rounds 3
    info player Ann N05        a player who brought his card
    info player Cho            a player who picks in turn
    roll Cho 4                 the picking order: one die (ties roll again: more lines)
    pick Cho N12               the card he picks
    order Ann 66               the batting order: two dice
    Ann 34                     a turn at bat: the two dice on his card
    Ann 33 hr 55               doubles, and the home-run try's two dice
    Bob 22 no                  doubles, and no try

Every line is checked against what the contest asks next (engine/systems/nanyou/contest.py):
the whole script is read before anything is stored, and the first line that does not fit is
refused in one sentence naming the line. A script that stops before the contest has its
winner is stored unfinished: the app carries it on.
"""

from __future__ import annotations

import datetime as dt
import re
import shlex
from dataclasses import dataclass

from engine.core.errors import ScorebookError, quoted
from engine.core.numbers import MOST_INTEGER, number_in
from engine.core.text_lines import editor_lines
from engine.systems.nanyou.contest import (ContestAsk, ContestSetup, ContestState, Contestant,
                                           answer, contest, contest_setup, next_ask, start)
from engine.systems.nanyou.tables import Tables

#: The words that start a line of the order rolls and the picks (no player may be called so).
WORDS = ("roll", "pick", "order")
_DICE = re.compile(r"^([1-6])-?([1-6])$")
_TURN = re.compile(r"^r(\d+)\.p\d+\.card\.1$")


class ContestScriptError(ScorebookError):
    """A line of a contest script that cannot be read or that the contest does not take."""


@dataclass(frozen=True)
class ContestScript:
    """A script read and checked: the contest's setup, its date, and its answers in order."""

    setup: ContestSetup
    date: dt.date | None
    state: ContestState


def read_contest_script(text: str, pool, tables: Tables) -> ContestScript:
    """The contest a script records, every line checked; ContestScriptError names the line."""
    header: list[tuple[int, list[str]]] = []
    body: list[tuple[int, list[str]]] = []
    for number, line in enumerate(editor_lines(text), start=1):
        words = _words(number, line)
        if words:
            (header if words[0] == "info" and not body else body).append((number, words))
    setup, date = _header(header, pool, tables)
    state = start(setup)
    for number, words in body:
        try:
            state = _line(state, words)
        except ScorebookError as exc:
            raise ContestScriptError(f"line {number}: {exc}") from exc
    return ContestScript(setup, date, state)


def _words(number: int, line: str) -> list[str]:
    try:
        return shlex.split(line, comments=True)
    except ValueError as exc:
        raise ContestScriptError(f"line {number}: {exc} (a name in quotes must end with its "
                                 "quote).") from exc


def _header(lines: list[tuple[int, list[str]]], pool, tables: Tables
            ) -> tuple[ContestSetup, dt.date | None]:
    players: list[Contestant] = []
    rounds, date, system = None, None, None
    for number, words in lines:
        key, values = (words[1] if len(words) > 1 else ""), words[2:]
        where = f"line {number}: "
        if key == "player" and len(values) in (1, 2):
            if values[0].lower() in WORDS:
                raise ContestScriptError(f"{where}a player may not be called {quoted(values[0])}: "
                                         f"{', '.join(WORDS)} start the lines of the rolls.")
            if any(p.name.lower() == values[0].lower() for p in players):
                raise ContestScriptError(f"{where}two players are called {quoted(values[0])}.")
            players.append(Contestant(values[0], computer=False,
                                      card=values[1] if len(values) == 2 else ""))
        elif key == "rounds" and len(values) == 1 and (
                agreed := number_in(values[0], 0, MOST_INTEGER)) is not None:
            rounds = agreed
        elif key == "date" and len(values) == 1:
            try:
                date = dt.date.fromisoformat(values[0])
            except ValueError:
                raise ContestScriptError(f"{where}{quoted(values[0])} "
                                         "is not a date (YYYY-MM-DD).") from None
        elif key == "contest" and len(values) == 1:
            system = values[0].lower()
            if system != "nanyou":
                raise ContestScriptError(f"{where}only Nanyou has a batting contest, not "
                                         f"{quoted(values[0])}.")
        else:
            raise ContestScriptError(
                f"{where}{quoted(' '.join(words))} is not a contest header line: info "
                "contest nanyou, info date, info rounds N, info player NAME [CARD].")
    if system is None:
        raise ContestScriptError("The script does not start with 'info contest nanyou'.")
    if rounds is None:
        raise ContestScriptError("The script does not say the rounds agreed ('info rounds N').")
    return contest_setup(players, rounds, pool, tables), date


def _line(state: ContestState, words: list[str]) -> ContestState:
    """The answers of one line given to the contest, each checked."""
    ask = next_ask(state)
    if ask is None:
        winner = _name(state, contest(state).winner)
        raise ContestScriptError(f"the contest was over: {winner} had won.")
    stage = words[0].lower() if words[0].lower() in WORDS else "turn"
    rest = words[1:] if stage != "turn" else words
    if not rest:
        raise ContestScriptError(f"{quoted(' '.join(words))} names no player.")
    player = _player(state, rest[0])
    if not _asks(ask, stage) or ask.player != player:
        raise ContestScriptError(f"the contest asks for {_wanted(state, ask)} here, not "
                                 f"{_given(state, stage, player)}.")
    values = rest[1:]
    if stage == "roll":
        return _give(state, _one(values, "one die for the picking order", r"[1-6]"))
    if stage == "pick":
        card = _one(values, "the card's id", r"\S+")
        chosen = next((c for c in ask.options if c.lower() == card.lower()), None)
        if chosen is None:
            raise ContestScriptError(_not_left(state, card))
        return _give(state, chosen)
    if stage == "order":
        return _give(state, *_dice(_one(values, "two dice for the batting order", r"\S+")))
    return _turn(state, values)


def _turn(state: ContestState, values: list[str]) -> ContestState:
    if not values:
        raise ContestScriptError("a turn at bat needs the two dice on the card (34 or 3-4).")
    dice = _dice(values[0])
    key = next_ask(state).key.removesuffix(".card.1")
    state = _give(state, *dice)
    rest = [v.lower() for v in values[1:]]
    ask = next_ask(state)
    if ask is None or ask.key != f"{key}.challenge":
        if rest:
            raise ContestScriptError(f"{quoted(' '.join(values[1:]))} after {values[0]}: there "
                                     "is no home-run try but on doubles that are not a home run.")
        return state
    if rest[:1] == ["no"] and len(rest) == 1:
        return _give(state, "no")
    if rest[:1] == ["hr"] and len(rest) == 2:
        return _give(state, "yes", *_dice(rest[1]))
    raise ContestScriptError(f"doubles ({values[0]}): write 'hr' and the two dice of the "
                             "home-run try, or 'no'.")


def _give(state: ContestState, *values: str) -> ContestState:
    for value in values:
        state = answer(state, next_ask(state), value)
    return state


def _one(values: list[str], what: str, pattern: str) -> str:
    if len(values) != 1 or not re.fullmatch(pattern, values[0]):
        raise ContestScriptError(f"after the name comes {what}, not {quoted(' '.join(values))}.")
    return values[0]


def _not_left(state: ContestState, card: str) -> str:
    """Why a card cannot be picked: another player has it, or the set has no such card."""
    holders = [p.name for p, c in zip(state.setup.players, contest(state).cards)
               if c is not None and c.id.lower() == card.lower()]
    if holders:
        return f"{card} is {holders[0]}'s card already."
    return f"the card set has no card {card} (scorebook cards list nanyou)."


def _dice(text: str) -> tuple[str, str]:
    found = _DICE.match(text)
    if found is None:
        raise ContestScriptError(f"{quoted(text)} is not two dice (write them 34 or 3-4).")
    return found[1], found[2]


def _player(state: ContestState, name: str) -> int:
    players = state.setup.players
    found = [n for n, p in enumerate(players) if p.name.lower() == name.lower()]
    if not found:
        raise ContestScriptError(f"{quoted(name)} is not a player of the contest: "
                                 f"{', '.join(p.name for p in players)}.")
    return found[0]


def _asks(ask: ContestAsk, stage: str) -> bool:
    """Whether `ask` is the first question of a line of `stage`."""
    if stage == "roll":
        return ask.key.startswith("pick.roll")
    if stage == "pick":
        return ask.key.startswith("pick.p")
    if stage == "order":
        return ask.key.startswith("bat.roll") and ask.key.endswith(".1")
    return _TURN.match(ask.key) is not None


def _wanted(state: ContestState, ask: ContestAsk) -> str:
    name = _name(state, ask.player)
    if ask.key.startswith("pick.roll"):
        return f"{name}'s die for the picking order (roll {name} D)"
    if ask.key.startswith("pick.p"):
        return f"{name}'s pick (pick {name} CARD)"
    if ask.key.startswith("bat.roll"):
        return f"{name}'s two dice for the batting order (order {name} DD)"
    turn = _TURN.match(ask.key)
    return f"{name}'s turn at bat in round {turn[1]} ({name} DD)" if turn else ask.prompt


def _given(state: ContestState, stage: str, player: int) -> str:
    name = _name(state, player)
    return {"roll": f"{name}'s die for the picking order", "pick": f"{name}'s pick",
            "order": f"{name}'s dice for the batting order"}.get(stage, f"a turn of {name}'s")


def _name(state: ContestState, player: int) -> str:
    return state.setup.players[player].name

