"""A database file whose tables are not what its revision says (the database-file fuzzer, at
1,500 examples, changed a byte of a column's name in the schema): connectorx, the fast reader,
raised a RuntimeError quoting the whole query — a traceback. The rows are read then as every
other command reads them, and the command refuses in one sentence; the file is left as it was
(issue 20)."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tests.command_line import scorebook
from tests.fuzz.fuzzing import one_sentence

GAME = Path(__file__).parents[1] / "data" / "games" / "PIT201904220.txt"


@pytest.mark.parametrize("command", [["stats", "batting"], ["standings"]])
def test_a_column_missing_is_one_sentence(tmp_path, command):
    path = tmp_path / "x.db"
    url = f"sqlite:///{path}"
    assert scorebook(url, "record", "g1", "--script", str(GAME)).exit_code == 0
    with sqlite3.connect(path) as db:
        db.execute("ALTER TABLE plays RENAME COLUMN putouts TO putoutz")
    db.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    said = one_sentence(scorebook(url, *command))
    assert said == "The database failed: no such column: plays.putouts.", said
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
