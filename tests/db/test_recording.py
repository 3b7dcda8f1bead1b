"""Recording a game: every input stored, plays derived, undo/redo/edit without losing anything."""

from __future__ import annotations

import threading

import pytest
import sqlalchemy as sa

from db.engine import make_engine, writer
from db.games import game_summary, list_games
from db.models import metadata
from db.recording import (GameExists, NothingToRedo, NothingToUndo, create_game, edit,
                          game_state, rebuild, record, redo, undo)
from db.replay import GameNotFound
from engine.core.errors import ScorebookError
from engine.core.record import COLUMNS
from tests.db.rows import everything, fresh_plays, plays_rows, table

# AAA bats: out, walk, steal, strikeout, home run (2 runs), out. BBB: three up, three down.
LINES = ["bcx 63", "W", "SB2", "K", "HR", "bbcx 8", "K", "cx 43", "s 13"]


def record_all(engine, lines, key="g1"):
    return [record(engine, key, line) for line in lines]


@pytest.fixture
def game(engine, setup):
    create_game(engine, "g1", "plain", setup, date="2024-05-01", season="2024")
    return "g1"


def test_create_game_writes_lineups_teams_players_and_season(engine, game):
    assert len(table(engine, "lineup_entries")) == 18
    assert {t["code"] for t in table(engine, "teams")} == {"AAA", "BBB"}
    assert len(table(engine, "players")) == 18
    summary = game_summary(engine, "g1")
    assert (summary.season, summary.status, summary.away_runs, summary.innings) == \
        ("2024", "in_progress", 0, 1)
    assert str(summary.date) == "2024-05-01"


def test_a_game_key_is_used_once(engine, game, setup):
    with pytest.raises(GameExists, match=r"^Game 'g1' already exists\.$"):
        create_game(engine, "g1", "plain", setup)


def test_unknown_game(engine):
    with pytest.raises(GameNotFound):
        record(engine, "nope", "K")


def test_record_stores_inputs_plays_and_summary(engine, game, setup):
    answers = record_all(engine, LINES)
    assert [a.value for a in answers] == LINES
    inputs = table(engine, "game_inputs")
    assert [(i["seq"], i["value"], i["retracted"]) for i in inputs] == \
        [(n, line, False) for n, line in enumerate(LINES, start=1)]
    assert plays_rows(engine) == fresh_plays(setup, LINES)
    assert set(COLUMNS) <= set(plays_rows(engine)[0])
    summary = game_summary(engine, "g1")
    session = game_state(engine, "g1")
    assert (summary.away_runs, summary.home_runs) == session.game.score == (2, 0)
    assert summary.innings == session.game.inning


def test_a_refused_input_writes_nothing(engine, game):
    record_all(engine, LINES[:3])
    before = everything(engine)
    with pytest.raises(ScorebookError):
        record(engine, "g1", "SB2")  # nobody is on first any more
    with pytest.raises(ScorebookError):
        record(engine, "g1", "this is not scorekeeping")
    assert everything(engine) == before


def test_undo_then_redo_gives_identical_rows(engine, game):
    record_all(engine, LINES)
    plays, games = plays_rows(engine), table(engine, "games")
    for _ in range(3):
        undo(engine, "g1")
    assert len(plays_rows(engine)) < len(plays)
    inputs = table(engine, "game_inputs")
    assert [i["retracted_reason"] for i in inputs[-3:]] == ["undo"] * 3
    for _ in range(3):
        redo(engine, "g1")
    assert plays_rows(engine) == plays
    assert table(engine, "games") == games
    assert len(table(engine, "game_inputs")) == len(LINES)  # redo re-activates, never copies


def test_nothing_to_undo_or_redo(engine, game):
    with pytest.raises(NothingToUndo):
        undo(engine, "g1")
    record(engine, "g1", "K")
    with pytest.raises(NothingToRedo, match=r"^Nothing to redo\.$"):
        redo(engine, "g1")
    undo(engine, "g1")
    record(engine, "g1", "63")  # a new input after the undo ends the chance to redo
    with pytest.raises(NothingToRedo):
        redo(engine, "g1")
    assert [(i["value"], i["retracted"]) for i in table(engine, "game_inputs")] == \
        [("K", True), ("63", False)]


def test_undo_survives_a_new_process(engine, game, db_url):
    """Undo state lives in the database, not in memory: a second engine can redo."""
    record_all(engine, LINES[:4])
    undo(engine, "g1")
    other = make_engine(db_url)
    try:
        redo(other, "g1")
        assert game_state(other, "g1").game.outs == game_state(engine, "g1").game.outs
    finally:
        other.dispose()


def test_edit_replays_the_rest(engine, game, setup):
    record_all(engine, LINES)
    edit(engine, "g1", 4, "S8")  # the strikeout becomes a single
    values = LINES[:3] + ["S8"] + LINES[4:]
    assert plays_rows(engine) == fresh_plays(setup, values)
    inputs = table(engine, "game_inputs", order_by=("seq", "id"))
    assert [i["value"] for i in inputs if not i["retracted"]] == values
    assert [(i["seq"], i["value"], i["retracted_reason"]) for i in inputs if i["retracted"]] == \
        [(4, "K", "edited")]
    assert game_summary(engine, "g1").away_runs == game_state(engine, "g1").game.score[0]


def test_a_refused_edit_changes_nothing(engine, game):
    record_all(engine, LINES)
    before = everything(engine)
    with pytest.raises(ScorebookError, match=r"^Input 3 \('SB2'\) no longer fits after the edit: "):
        edit(engine, "g1", 2, "K")  # no walk, so nobody to steal second
    with pytest.raises(ScorebookError):
        edit(engine, "g1", 2, "not an entry")
    with pytest.raises(ScorebookError, match="has no input 99"):
        edit(engine, "g1", 99, "K")
    assert everything(engine) == before


def test_undo_and_redo_after_an_edit(engine, game):
    record_all(engine, LINES)
    edit(engine, "g1", 1, "63")
    plays = plays_rows(engine)
    undo(engine, "g1")
    redo(engine, "g1")
    assert plays_rows(engine) == plays


def test_rebuild_reproduces_every_row(engine, game, setup):
    record_all(engine, LINES)
    create_game(engine, "g2", "plain", setup)
    record_all(engine, LINES[:5], key="g2")
    undo(engine, "g2")
    plays, games = plays_rows(engine), table(engine, "games")
    with writer(engine).begin() as conn:  # damage the derived data
        conn.execute(sa.delete(metadata.tables["plays"]).where(metadata.tables["plays"].c.seq > 3))
        conn.execute(sa.update(metadata.tables["games"]).values(away_runs=99, status="final"))
    counts = rebuild(engine)
    assert (counts.games, counts.inputs, counts.plays) == (2, len(LINES) + 4, len(plays))
    assert plays_rows(engine) == plays
    assert table(engine, "games") == games
    assert rebuild(engine, "g2").games == 1


def test_game_state_is_a_copy(engine, game):
    record_all(engine, LINES[:2])
    session = game_state(engine, "g1")
    session.answer("K")
    session.answer("K")
    assert game_state(engine, "g1").game.outs == 1
    record(engine, "g1", "K")
    assert game_state(engine, "g1").game.outs == 2


def test_list_games_filters(engine, game, setup):
    create_game(engine, "g2", "plain", setup, season="2025")
    assert [g.id for g in list_games(engine)] == ["g1", "g2"]
    assert [g.id for g in list_games(engine, season="2025")] == ["g2"]
    assert list_games(engine, system="bot9") == []


def test_two_scorekeepers_at_once_never_interleave(engine, game, db_url, setup):
    """Two processes' worth of engines record into one game at the same time: every input
    lands in its own place and the plays agree with a replay."""
    engines = [engine, make_engine(db_url)]
    errors = []

    def keep_scoring(own):
        try:
            for _ in range(15):
                record(own, "g1", "K")  # strikeouts for ever: always a legal input
        except Exception as exc:  # noqa: BLE001 - reported by the assert below
            errors.append(exc)

    threads = [threading.Thread(target=keep_scoring, args=(e,)) for e in engines]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    engines[1].dispose()
    assert errors == []
    inputs = table(engine, "game_inputs", order_by=("seq",))
    assert [i["seq"] for i in inputs] == list(range(1, 31))
    assert plays_rows(engine) == fresh_plays(setup, ["K"] * 30)
