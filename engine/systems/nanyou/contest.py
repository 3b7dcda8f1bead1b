"""The batting contest (打擊競賽, rules/nanyou.md §3.1): two or more players, one card each.

The players roll one die each for the picking order (ties roll again among themselves), and
in that order each picks a card from the set; they agree the number of rounds; two dice each
set the batting order (highest first, ties roll again). On his turn a player rolls two dice on
his own card (§2.1); doubles allow the home-run challenge: two dice again, doubles again is a
home run, else the first result stands. Each result scores the contest points of tables.toml
(a hit its bases, a walk 1, an out 0). Most points after the agreed rounds wins; tied leaders
play extra rounds, alone, until one of them leads.

The contest asks its questions in the same Ask/answer style as a game (`start`, `next_ask`,
`answer`), so a screen can run it hot-seat and recording a contest at a table is typing the
dice. Its state is only the setup and the answers: everything else is worked out from them
(`contest`), so it replays exactly. Contests are not baseball games and make no core events.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Sequence

from engine.core.errors import choices, quoted
from engine.systems.base import Ask
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.contest_sheet import (Contest, ContestAsk, ContestError, Contestant,
                                                 ContestSetup, OrderRoll, Turn)
from engine.systems.nanyou.results import Result, combo
from engine.systems.nanyou.tables import Tables

__all__ = ["Contest", "ContestAsk", "ContestError", "ContestSetup", "ContestState", "Contestant",
           "OrderRoll", "Turn", "answer", "contest", "contest_setup", "next_ask", "replay", "start"]

FACES = ("1", "2", "3", "4", "5", "6")
YES_NO = ("yes", "no")


def contest_setup(players: Sequence[Contestant], rounds: int, pool: Sequence[Card],
                  tables: Tables) -> ContestSetup:
    """A contest's setup, checked: at least two players, a round or more, a card for each."""
    if len(players) < 2:
        raise ContestError(f"A batting contest needs 2 or more players, not {len(players)}.")
    if rounds < 1:
        raise ContestError(f"A batting contest needs 1 or more rounds, not {rounds}.")
    if tables.contest.get("HR", 0) < 1:
        raise ContestError("The contest points give a home run no points, so a tie could never "
                           "be played off: give HR at least 1 in the tables' [contest].")
    setup = ContestSetup(tuple(players), rounds, tuple(pool), tables)
    taken: dict[str, str] = {}
    for n, player in enumerate(players):
        if not player.card:
            continue
        card = setup.chosen(n)
        if card is None:
            raise ContestError(f"{player.name}'s card {player.card} is not in the card set.")
        if card.id in taken:
            raise ContestError(f"{taken[card.id]} and {player.name} cannot both bat card {card.id}: "
                               "each card is one player's.")
        taken[card.id] = player.name
    pickers = sum(1 for p in players if not p.card)
    if len(pool) - len(taken) < pickers:
        raise ContestError(f"The card set has {len(pool) - len(taken)} cards left to pick from, "
                           f"and {pickers} players must pick one.")
    return setup


@dataclass(frozen=True)
class ContestState:
    """A contest in progress: its setup and the answers given, in order."""

    setup: ContestSetup
    answers: tuple[tuple[str, str], ...] = ()

    @cached_property
    def _progress(self) -> tuple[Contest, ContestAsk | None]:
        return _Umpire(self.setup, dict(self.answers)).progress()


def start(setup: ContestSetup) -> ContestState:
    return ContestState(setup)


def next_ask(state: ContestState) -> ContestAsk | None:
    """The next question, or None once the contest has its winner."""
    return state._progress[1]


def contest(state: ContestState) -> Contest:
    """The rolls, picks, turns and points so far, and the winner once there is one."""
    return state._progress[0]


def answer(state: ContestState, ask: Ask, value: str) -> ContestState:
    """The state after answering `ask`, which must be the question `next_ask` gives."""
    now = next_ask(state)
    if now is None:
        raise ContestError("The contest is over: it has its winner.")
    if ask.key != now.key:
        raise ContestError(f"The contest is asking {quoted(now.prompt)}, not {quoted(ask.prompt)}.")
    text = value.strip()
    if text not in now.options:
        raise ContestError(f"{quoted(text)} is not an answer to {quoted(now.prompt)}: choose "
                           f"{choices(now.options)}.")
    return ContestState(state.setup, state.answers + ((now.key, text),))


def replay(setup: ContestSetup, values: Sequence[str]) -> ContestState:
    """A contest rebuilt from its answers: the same answers always give the same contest."""
    state = start(setup)
    for value in values:
        ask = next_ask(state)
        if ask is None:
            raise ContestError(f"The contest was over before the answer {quoted(value)}.")
        state = answer(state, ask, value)
    return state


class _Need(Exception):
    """The contest cannot go on without an answer to `ask`."""

    def __init__(self, ask: ContestAsk):
        super().__init__(ask.key)
        self.ask = ask


class _Umpire:
    """Runs the contest from the start through the answers given, noting what happens, and
    stops at the first question not yet answered."""

    def __init__(self, setup: ContestSetup, answers: dict[str, str]):
        self.setup, self.answers = setup, answers
        count = len(setup.players)
        self.rolls: list[OrderRoll] = []
        self.pick_order: tuple[int, ...] = ()
        self.cards: list[Card | None] = [setup.chosen(n) for n in range(count)]
        self.batting_order: tuple[int, ...] = ()
        self.turns: list[Turn] = []
        self.points = [0] * count
        self.contenders = tuple(range(count))
        self.winner: int | None = None

    def progress(self) -> tuple[Contest, ContestAsk | None]:
        try:
            self.play()
            ask = None
        except _Need as need:
            ask = need.ask
        return Contest(self.setup, tuple(self.rolls), self.pick_order, tuple(self.cards),
                       self.batting_order, tuple(self.turns), tuple(self.points),
                       self.contenders, self.winner), ask

    def ask(self, key: str, who: str, prompt: str, options: tuple[str, ...], player: int) -> str:
        value = self.answers.get(key)
        if value is None:
            raise _Need(ContestAsk(key, who, "die" if who == "chance" else "choice", prompt,
                                   options, player=player))
        return value

    def die(self, key: str, prompt: str, player: int) -> int:
        return int(self.ask(key, "chance", prompt, FACES, player))

    def dice(self, key: str, prompt: str, player: int) -> tuple[int, int]:
        """Two dice, asked one at a time as `key`.1 and `key`.2."""
        return (self.die(f"{key}.1", f"{prompt} (first die)", player),
                self.die(f"{key}.2", f"{prompt} (second die)", player))

    def name(self, player: int) -> str:
        return self.setup.players[player].name

    def play(self) -> None:
        setup = self.setup
        pickers = tuple(n for n, p in enumerate(setup.players) if not p.card)
        self.pick_order = self.order("pick", pickers) if len(pickers) > 1 else pickers
        for player in self.pick_order:
            left = tuple(c.id for c in setup.pool if c not in self.cards)
            picked = self.ask(f"pick.p{player + 1}", "offense",
                              f"{self.name(player)}: pick your card", left, player)
            self.cards[player] = next(c for c in setup.pool if c.id == picked)
        self.batting_order = self.order("bat", tuple(range(len(setup.players))))
        number = 0
        while True:
            number += 1
            for player in self.batting_order:
                if player in self.contenders:
                    self.turn(number, player)
            if number < setup.rounds:
                continue
            best = max(self.points[p] for p in self.contenders)
            self.contenders = tuple(p for p in self.contenders if self.points[p] == best)
            if len(self.contenders) == 1:
                self.winner = self.contenders[0]
                return

    def order(self, stage: str, group: tuple[int, ...], attempt: int = 1) -> tuple[int, ...]:
        """The group from the highest roll down; players who tie roll again among themselves
        (one die for the picking order, two for the batting order)."""
        totals = {}
        for player in group:
            key = f"{stage}.roll{attempt}.p{player + 1}"
            if stage == "pick":
                dice: tuple[int, ...] = (
                    self.die(key, f"{self.name(player)}: one die for the picking order", player),)
            else:
                dice = self.dice(key, f"{self.name(player)}: two dice for the batting order", player)
            self.rolls.append(OrderRoll(stage, attempt, player, dice))
            totals[player] = sum(dice)
        ranked: tuple[int, ...] = ()
        for total in sorted(set(totals.values()), reverse=True):
            tied = tuple(p for p in group if totals[p] == total)
            ranked += tied if len(tied) == 1 else self.order(stage, tied, attempt + 1)
        return ranked

    def turn(self, number: int, player: int) -> None:
        """Two dice on the player's card; on doubles the home-run challenge if he tries."""
        card = self.cards[player]
        assert card is not None  # every player has a card once the picks are made
        key = f"r{number}.p{player + 1}"
        who = f"Round {number}, {self.name(player)} ({card.id} {card.name})"
        dice = self.dice(f"{key}.card", f"{who}: two dice on your card", player)
        first = result = card.result(combo(*dice))
        challenge = None
        if dice[0] == dice[1] and first.kind != "HR":
            if self.ask(f"{key}.challenge", "offense",
                        f"{who}: doubles ({first.text}) — try for a home run (doubles again)?",
                        YES_NO, player) == "yes":
                challenge = self.dice(f"{key}.challenge", f"{who}: two dice for the home run", player)
                if challenge[0] == challenge[1]:
                    result = Result("HR")
        points = self.setup.points(result)
        self.turns.append(Turn(number, player, dice, first, challenge, result, points))
        self.points[player] += points
