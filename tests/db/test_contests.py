"""Batting contests in the database (db/contests.py), on SQLite and PostgreSQL: every answer is
committed as it is given and the contest resumes from them; a refused answer writes nothing;
undo retracts without deleting; the summary follows the answers; a database at 0005 upgrades."""

from __future__ import annotations

from dataclasses import replace

import pytest
import sqlalchemy as sa

from db.contests import (ContestNotFound, NothingToUndo, create_contest, list_contests,
                         load_contest, record_answer, undo_answer)
from db.engine import make_engine
from db.migrate import current_revision, upgrade
from engine.core.errors import ScorebookError
from engine.systems.nanyou.cards import sample_cards
from engine.systems.nanyou.contest import Contestant, contest, contest_setup, next_ask
from engine.systems.nanyou.tables import load_tables

POOL = tuple(sample_cards().values())
#: Ann brings N05 (1-6 a single), Bob N17 (2-2 a triple, 1-3 a single); one round.
ANSWERS = ["4", "4", "6", "1",  # the batting order: Ann 8, Bob 7
           "1", "6",  # Ann: a single, 1
           "2", "2", "yes", "4", "5"]  # Bob: a triple on doubles, the try fails: 3


def setup(rounds: int = 1):
    return contest_setup([Contestant("Ann", False, "N05"), Contestant("Bob", False, "N17")],
                         rounds, POOL, load_tables())


def test_each_answer_is_stored_and_the_contest_resumes_from_them(engine):
    contest_id = create_contest(engine, setup(), seed=9)
    for value in ANSWERS[:6]:
        record_answer(engine, contest_id, value, "Ann")
    stored = load_contest(engine, contest_id)  # as after closing the program
    assert (stored.seed, stored.who) == (9, ("Ann",) * 6)
    assert next_ask(stored.state).key == "r1.p2.card.1"
    [summary] = list_contests(engine)
    assert (summary.status, summary.winner, summary.players) == (
        "in_progress", "", (("Ann", "N05", 1), ("Bob", "N17", 0)))
    for value in ANSWERS[6:]:
        state = record_answer(engine, contest_id, value, "Bob")
    assert contest(state).winner == 1
    [summary] = list_contests(engine)
    assert (summary.status, summary.rounds, summary.rounds_played, summary.winner) == (
        "final", 1, 1, "Bob")
    assert summary.players == (("Ann", "N05", 1), ("Bob", "N17", 3))
    with pytest.raises(ScorebookError, match="is over"):
        record_answer(engine, contest_id, "1", "Ann")


def test_a_refused_answer_writes_nothing(engine):
    contest_id = create_contest(engine, setup())
    record_answer(engine, contest_id, "4", "Ann")
    with pytest.raises(ScorebookError, match="'7' is not an answer"):
        record_answer(engine, contest_id, "7", "Ann")
    assert load_contest(engine, contest_id).state.answers == (("bat.roll1.p1.1", "4"),)


def test_undo_retracts_the_last_answer_and_keeps_it(engine):
    contest_id = create_contest(engine, setup(), answers=[(v, "x") for v in ANSWERS])
    assert list_contests(engine)[0].winner == "Bob"
    state = undo_answer(engine, contest_id)
    assert len(state.answers) == len(ANSWERS) - 1 and contest(state).winner is None
    assert list_contests(engine)[0].status == "in_progress"
    record_answer(engine, contest_id, "5", "Bob")  # the try's second die again: 4-5
    assert list_contests(engine)[0].winner == "Bob"
    with engine.connect() as conn:
        rows = conn.execute(sa.text("SELECT seq, value, retracted FROM contest_inputs "
                                    "WHERE seq = :seq ORDER BY id"), {"seq": len(ANSWERS)}).all()
    assert [(r.value, bool(r.retracted)) for r in rows] == [("5", True), ("5", False)]
    empty = create_contest(engine, setup())
    with pytest.raises(NothingToUndo):
        undo_answer(engine, empty)


def test_answers_given_at_creation_are_checked_first(engine):
    with pytest.raises(ScorebookError):
        create_contest(engine, setup(), answers=[("4", "x"), ("9", "x")])
    assert list_contests(engine) == []


def test_the_setup_is_stored_whole_cards_and_points(engine):
    """The card set and the points are the contest's own: a contest stored with other points
    replays with them."""
    tables = load_tables()
    custom = contest_setup([Contestant("Ann", False, "N05"), Contestant("Bob", False, "N17")],
                           1, POOL[:10] + (POOL[16],),
                           replace(tables, contest={**tables.contest, "3B": 10}))
    contest_id = create_contest(engine, custom, answers=[(v, "x") for v in ANSWERS])
    stored = load_contest(engine, contest_id).state
    assert len(stored.setup.pool) == 11 and contest(stored).points == (1, 10)


def test_a_contest_that_is_not_there(engine):
    with pytest.raises(ContestNotFound, match="There is no contest 4."):
        load_contest(engine, 4)


def test_a_database_at_0005_upgrades_to_the_contests(db_url):
    engine = make_engine(db_url)
    upgrade(engine, "0005")
    assert not sa.inspect(engine).has_table("contests")
    upgrade(engine)
    assert current_revision(engine) == "0008"
    contest_id = create_contest(engine, setup(), answers=[(v, "x") for v in ANSWERS])
    assert load_contest(engine, contest_id).who == ("x",) * len(ANSWERS)
    engine.dispose()


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_any_contest_the_computer_plays_is_stored_as_it_was_played(engine, seed):
    """Stored with who gave each answer, it replays to the same contest, and its summary is
    the contest's points and winner."""
    from scorebook.contest.store import computer_contest

    players = [Contestant(f"P{n}") for n in range(1, seed % 3 + 3)]
    played, contest_id = computer_contest(engine, contest_setup(players, seed, POOL, load_tables()),
                                          seed)
    stored = load_contest(engine, contest_id)
    assert stored.state.answers == played.answers and stored.seed == seed
    assert set(stored.who) == {"dice", "computer"}
    c = contest(played)
    [summary] = list_contests(engine)
    assert summary.players == tuple((p.name, card.id, points) for p, card, points
                                    in zip(players, c.cards, c.points))
    assert (summary.winner, summary.rounds_played, summary.status) == (
        players[c.winner].name, c.rounds_played, "final")
