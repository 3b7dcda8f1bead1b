"""An input costs the same at any point of a game (issue 20, item 12): recording the 3,000th
reads none of the inputs before it and answers none of them again — measured by what is read
and answered, never by the clock. And the replays kept to make it so are invisible: after
writes from this process and another, the game is what a fresh replay of its inputs gives."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
import sqlalchemy as sa
from sqlalchemy.orm import Session as OrmSession
from sqlmodel import Session as DbSession

from db.recording import edit, game_state, record, redo, undo
from db.replay import active_inputs, find_game
from engine.systems import get_system
from engine.systems.session import Session, replay
from tests.bench.long_game import SETUP, games_at, long_game, store_game
from tests.command_line import scorebook_process

TYPED = long_game(3_010)


@contextmanager
def counting(monkeypatch):
    """What the database and the engine are asked meanwhile: the rows read from game_inputs
    (through any database session) and the answers given to a game system."""
    seen = {"input rows read": 0, "answers": 0}

    def read(state):
        froms = state.statement.get_final_froms() if state.is_select else []
        if not any(getattr(table, "name", "") == "game_inputs" for table in froms):
            return None
        rows = state.invoke_statement().freeze()
        seen["input rows read"] += len(rows().all())
        return rows()

    rehearse = Session.rehearse

    def answering(self, *args, **kwargs):
        seen["answers"] += 1
        return rehearse(self, *args, **kwargs)

    monkeypatch.setattr(Session, "rehearse", answering)
    sa.event.listen(OrmSession, "do_orm_execute", read)
    try:
        yield seen
    finally:
        sa.event.remove(OrmSession, "do_orm_execute", read)
        monkeypatch.undo()


def test_an_input_costs_the_same_at_position_30_and_3000(engine, monkeypatch):
    costs = {}
    for position, key in games_at(engine, (30, 3_000), TYPED).items():
        record(engine, key, TYPED[position - 1])  # this process replays the game once
        with counting(monkeypatch) as seen:
            record(engine, key, TYPED[position])
        with counting(monkeypatch) as undone:
            undo(engine, key)
            redo(engine, key)
        costs[position] = seen, undone
    assert costs[30] == costs[3_000]
    assert costs[3_000] == ({"input rows read": 0, "answers": 1},
                            {"input rows read": 2, "answers": 1})  # the input undone, redone


def fresh(engine, key: str) -> Session:
    """The game replayed from the inputs the database holds, nothing kept."""
    with DbSession(engine) as db:
        values = [i.value for i in active_inputs(db, find_game(db, key))]
    return replay(get_system("plain"), SETUP, None, values)[0]


def same(session: Session, other: Session) -> None:
    assert session.records == other.records
    assert session.state == other.state


@pytest.mark.parametrize("db_url", ["sqlite"], indirect=True)
def test_the_replays_kept_are_what_a_fresh_replay_gives(engine, db_url):
    store_game(engine, "g", TYPED[:40])
    ball = TYPED.index("b", 10) + 1  # edited into an automatic ball: the rest still fits
    assert ball <= 40
    steps = [lambda: record(engine, "g", TYPED[40]), lambda: undo(engine, "g"),
             lambda: undo(engine, "g"), lambda: redo(engine, "g"),
             lambda: edit(engine, "g", ball, "v"), lambda: record(engine, "g", TYPED[40]),
             lambda: undo(engine, "g")]
    for step in steps:
        step()
        same(game_state(engine, "g"), fresh(engine, "g"))
    script = db_url.removeprefix("sqlite:///") + ".txt"
    with open(script, "w", encoding="utf-8") as out:
        out.write("b\nundo\nc\n")
    done = scorebook_process("--db", db_url, "record", "g", "--script", script)  # another
    assert done.returncode == 0, done.stderr  # process writes the game this one has kept
    same(game_state(engine, "g"), fresh(engine, "g"))
    record(engine, "g", "b")
    same(game_state(engine, "g"), fresh(engine, "g"))
