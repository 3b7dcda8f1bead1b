"""The Alembic migrations build exactly the schema the models describe, on SQLite and PostgreSQL."""

from __future__ import annotations

import datetime as dt

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.exc import IntegrityError

from db.engine import make_engine, writer
from db.migrate import MIGRATIONS, alembic_config, current_revision, upgrade
from db.models import metadata

TABLES = {"leagues", "seasons", "teams", "players", "cards", "games", "lineup_entries",
          "game_inputs", "plays", "series", "solo_seasons", "solo_games", "roster_entries",
          "contests", "contest_inputs", "game_cards", "game_claims"}


def test_every_table_is_created(engine):
    tables = set(sa.inspect(engine).get_table_names())
    assert tables == TABLES | {"alembic_version"}
    assert set(metadata.tables) == TABLES


def test_migrated_schema_matches_the_models(engine):
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, metadata) == []


def test_upgrade_is_at_head_and_idempotent(engine):
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert current_revision(engine) == head
    upgrade(engine)
    assert current_revision(engine) == head


def test_indexes_for_lookups_by_game(engine):
    inspector = sa.inspect(engine)
    plays = {i["name"]: i["column_names"] for i in inspector.get_indexes("plays")}
    inputs = {i["name"]: i["column_names"] for i in inspector.get_indexes("game_inputs")}
    assert plays["ix_plays_game_input"][0] == "game_id"
    assert inspector.get_pk_constraint("plays")["constrained_columns"] == ["game_id", "seq"]
    assert inputs["ix_game_inputs_game_seq"] == ["game_id", "seq"]


def test_only_one_active_input_per_position(engine):
    now = dt.datetime.now(dt.UTC)
    with writer(engine).begin() as conn:
        game_id = conn.execute(sa.insert(metadata.tables["games"]).values(
            key="g1", system="plain", away="AAA", home="BBB", setup="{}", options="{}",
            status="in_progress", away_runs=0, home_runs=0, innings=1, undone=0,
            created_at=now)).inserted_primary_key[0]
    row = dict(game_id=game_id, seq=1, ask_key="entry", value="K", who="scorekeeper",
               created_at=now, retracted=True, retracted_reason="undo")
    inputs = metadata.tables["game_inputs"]
    with writer(engine).begin() as conn:  # retracted versions may share a position
        conn.execute(sa.insert(inputs), [row, row, {**row, "retracted": False}])
    with pytest.raises(IntegrityError), writer(engine).begin() as conn:
        conn.execute(sa.insert(inputs).values(**{**row, "retracted": False}))


def test_migrations_ship_inside_the_db_package():
    assert (MIGRATIONS / "env.py").is_file()
    assert (MIGRATIONS / "script.py.mako").read_text().count("import sqlmodel") == 1
    assert list((MIGRATIONS / "versions").glob("0001_*.py"))


def test_a_database_of_the_first_release_upgrades_without_loss(db_url):
    """0002 adds the winning side (filled in from the runs for games already final) and the
    solo season's seed, options and Effect cards, 0005 the plays stamps, 0006 the contests' tables; the games
    already stored are kept."""
    engine = make_engine(db_url)
    upgrade(engine, "0001")
    now = dt.datetime.now(dt.UTC)
    games = sa.table("games", *(sa.column(c) for c in (
        "key", "system", "away", "home", "setup", "options", "status", "away_runs", "home_runs",
        "innings", "undone", "created_at", "winner", "loser", "save")))
    with writer(engine).begin() as conn:
        conn.execute(sa.insert(games), [
            dict(key=key, system="plain", away="AAA", home="BBB", setup="{}", options="{}",
                 status=status, away_runs=a, home_runs=h, innings=9, undone=0, created_at=now,
                 winner="", loser="", save="")
            for key, status, a, h in (("g1", "final", 3, 2), ("g2", "final", 1, 4),
                                      ("g3", "final", 2, 2), ("g4", "in_progress", 5, 0))])
    upgrade(engine)
    assert current_revision(engine) == "0008"
    with engine.connect() as conn:
        sides = dict(conn.execute(sa.text("SELECT key, winning_side FROM games")).all())
        controls = set(conn.execute(sa.text("SELECT control FROM games")).scalars())
        stamps = list(conn.execute(sa.text("SELECT plays_stamp FROM games")).scalars())
    assert sides == {"g1": "away", "g2": "home", "g3": "", "g4": ""}
    assert controls == {"{}"}  # 0003: games stored before the app were not played in it
    # 0005: each game a random plays stamp of its own, within the 62 bits Scorebook draws
    assert len(set(stamps)) == 4 and all(0 <= stamp < 2**62 for stamp in stamps)
    engine.dispose()
