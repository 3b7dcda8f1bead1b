"""Damage the fuzzers (tests/fuzz/test_database_files.py) found said as a traceback or, worse,
written over: a database file of one byte, text that is not UTF-8, a schema SQLite calls
malformed, an empty revision. Each is one sentence naming the file, exit 1, and the file left
exactly as it was."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from tests.command_line import scorebook

GAME = Path(__file__).parents[1] / "data" / "games" / "PIT201904220.txt"


def league(path: Path) -> None:
    """A Scorebook database at `path` with one game, closed."""
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    engine.dispose()
    assert scorebook(f"sqlite:///{path}", "record", "g1", "--script", str(GAME)).exit_code == 0


def changed(path: Path, *statements: str) -> None:
    league(path)
    with sqlite3.connect(path) as db:
        for statement in statements:
            db.execute(statement)
    db.close()


def one_byte(path: Path) -> None:
    path.write_bytes(b"q")


def text_not_utf8(path: Path) -> None:
    changed(path, "UPDATE games SET key = CAST(X'ff' AS TEXT)")


def malformed_schema(path: Path) -> None:
    changed(path, "PRAGMA writable_schema = 1",
            "UPDATE sqlite_master SET sql = 'CREATE TABLE teams (' WHERE name = 'teams'")


def empty_revision(path: Path) -> None:
    changed(path, "UPDATE alembic_version SET version_num = ''")


@pytest.mark.parametrize("damage, command, reason", [
    (one_byte, ["games"], "file is not a database"),
    (text_not_utf8, ["games"], "text that is not UTF-8"),
    (text_not_utf8, ["query", "SELECT key FROM games"], "text that is not UTF-8"),
    (malformed_schema, ["games"], "malformed database schema"),
    (empty_revision, ["games"], "its schema revision is empty"),
])
def test_a_damaged_file_is_one_sentence(tmp_path, damage, command, reason):
    path = tmp_path / "league.db"
    damage(path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    result = scorebook(f"sqlite:///{path}", *command)
    assert result.exit_code == 1
    assert result.stderr == f"{path} is not a Scorebook database ({reason}).\n"
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
