"""Batting contests in the database (Nanyou 打擊競賽, rules/nanyou.md §3.1): a contest's row,
its answers, and the contest rebuilt from them.

As with a game, the answers are the truth: the contest is replayed from its setup and its
active answers (engine/systems/nanyou/contest.py), and the row's summary (status, rounds
played, points, winner) is derived from them in the same transaction as each answer. Each
answer is committed before `record_answer` returns, so a contest survives closing the program
in the middle; undo marks the last answer retracted and never deletes it.

The setup is stored whole — the players, the rounds agreed, the card set they picked from
(every card's data) and the points of each result — so a contest replays the same after the
card set is re-imported or the house-default points change.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, replace
from typing import Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.engine import writer
from db.models import FINAL, IN_PROGRESS, UNDO, Contest, ContestInput
from engine.core.errors import ScorebookError
from engine.systems.nanyou.cards import card_from_data
from engine.systems.nanyou.contest import (ContestSetup, ContestState, Contestant, answer,
                                           contest, next_ask, replay)
from engine.systems.nanyou.tables import load_tables

SYSTEM = "nanyou"
#: Who gave an answer: the app's (or the computer's) dice, the computer's choice; a person's
#: answers carry the name of whoever recorded them.
DICE, COMPUTER = "dice", "computer"


class ContestNotFound(ScorebookError):
    """No contest has the id typed."""


class NothingToUndo(ScorebookError):
    """The contest has no answer left to undo."""


@dataclass(frozen=True)
class ContestSummary:
    """A stored contest as listed: `players` are (name, card id, points) in the setup's order;
    `winner` is "" until the tie-breaks are over."""

    id: int
    date: dt.date
    rounds: int
    rounds_played: int
    status: str
    players: tuple[tuple[str, str, int], ...]
    winner: str


@dataclass(frozen=True)
class StoredContest:
    """A contest read back: its row's facts and the contest replayed from its answers, with
    who gave each answer, in order."""

    id: int
    date: dt.date
    seed: int | None
    state: ContestState
    who: tuple[str, ...]


def setup_to_json(setup: ContestSetup) -> str:
    return json.dumps({
        "players": [{"name": p.name, "computer": p.computer, "card": p.card}
                    for p in setup.players],
        "rounds": setup.rounds,
        "points": dict(setup.tables.contest),
        "pool": [card.to_data() for card in setup.pool],
    }, ensure_ascii=False)


def setup_from_json(text: str) -> ContestSetup:
    data = json.loads(text)
    players = tuple(Contestant(p["name"], bool(p.get("computer", False)), p.get("card", ""))
                    for p in data["players"])
    pool = tuple(card_from_data(card, "the contest's card set") for card in data["pool"])
    tables = replace(load_tables(), contest={k: int(v) for k, v in data["points"].items()})
    return ContestSetup(players, int(data["rounds"]), pool, tables)


def create_contest(engine: Engine, setup: ContestSetup, seed: int | None = None,
                   answers: Sequence[tuple[str, str]] = (), date: dt.date | None = None) -> int:
    """Store a new contest, with any answers already given ((value, who) pairs, checked by
    replaying them first: one the contest refuses stores nothing), and return its id."""
    state = replay(setup, [value for value, _ in answers])
    now = _now()
    with DbSession(writer(engine)) as db, db.begin():
        row = Contest(system=SYSTEM, date=date or now.date(), created_at=now,
                      setup=setup_to_json(setup), seed=seed)
        _summarise(row, state)
        db.add(row)
        db.flush()
        db.add_all(ContestInput(contest_id=row.id, seq=seq, ask_key=key, value=value, who=who,
                                created_at=now)
                   for seq, ((key, value), (_, who)) in enumerate(zip(state.answers, answers),
                                                                 start=1))
        return row.id


def record_answer(engine: Engine, contest_id: int, value: str, who: str) -> ContestState:
    """Answer the contest's current question with `value` and store it, in one transaction;
    an answer the contest refuses raises its ContestError and nothing is written."""
    with DbSession(writer(engine)) as db, db.begin():
        row = _row(db, contest_id)
        inputs = _active(db, contest_id)
        state = replay(setup_from_json(row.setup), [i.value for i in inputs])
        ask = next_ask(state)
        if ask is None:
            raise ScorebookError(f"Contest {contest_id} is over: it has its winner.")
        state = answer(state, ask, value)
        db.add(ContestInput(contest_id=contest_id, seq=len(inputs) + 1, ask_key=ask.key,
                            value=state.answers[-1][1], who=who, created_at=_now()))
        _summarise(row, state)
        db.add(row)
    return state


def undo_answer(engine: Engine, contest_id: int) -> ContestState:
    """Retract the contest's last answer (it stays stored, marked "undo")."""
    with DbSession(writer(engine)) as db, db.begin():
        row = _row(db, contest_id)
        inputs = _active(db, contest_id)
        if not inputs:
            raise NothingToUndo(f"Contest {contest_id} has no answer to undo.")
        last = inputs.pop()
        last.retracted, last.retracted_reason = True, UNDO
        db.add(last)
        state = replay(setup_from_json(row.setup), [i.value for i in inputs])
        _summarise(row, state)
        db.add(row)
    return state


def load_contest(engine: Engine, contest_id: int) -> StoredContest:
    """Contest `contest_id` replayed from its answers; ContestNotFound when there is none."""
    with DbSession(engine) as db:
        row = _row(db, contest_id)
        inputs = _active(db, contest_id)
        state = replay(setup_from_json(row.setup), [i.value for i in inputs])
        return StoredContest(row.id, row.date, row.seed, state, tuple(i.who for i in inputs))


def list_contests(engine: Engine) -> list[ContestSummary]:
    """Every contest, by id, from the rows' summaries (nothing is replayed)."""
    with DbSession(engine) as db:
        rows = db.exec(select(Contest).order_by(Contest.id)).all()
        return [ContestSummary(
            row.id, row.date, int(json.loads(row.setup)["rounds"]), row.rounds_played,
            row.status, tuple((p["player"], p["card"], p["points"]) for p in json.loads(row.points)),
            row.winner) for row in rows]


def _summarise(row: Contest, state: ContestState) -> None:
    """The row's summary of the contest as it stands."""
    c = contest(state)
    row.status = FINAL if c.winner is not None else IN_PROGRESS
    row.rounds_played = c.rounds_played
    row.points = json.dumps([{"player": p.name, "card": card.id if card else "", "points": points}
                             for p, card, points in zip(c.setup.players, c.cards, c.points)],
                            ensure_ascii=False)
    row.winner = c.setup.players[c.winner].name if c.winner is not None else ""


def _row(db: DbSession, contest_id: int) -> Contest:
    row = db.get(Contest, contest_id)
    if row is None:
        raise ContestNotFound(f"There is no contest {contest_id}.")
    return row


def _active(db: DbSession, contest_id: int) -> list[ContestInput]:
    query = (select(ContestInput).where(ContestInput.contest_id == contest_id,
                                        sa.not_(ContestInput.retracted))
             .order_by(ContestInput.seq))
    return list(db.exec(query).all())


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)
