"""A file that is not a Scorebook database — text, random bytes, a truncated or damaged SQLite
file, another program's SQLite file — is one sentence naming it, exit 1, for every command and
for the app's start; the file is left exactly as it was (issue 20, item 4). An empty file is
a new database."""

from __future__ import annotations

import gc
import hashlib
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest
import sqlalchemy as sa

from db.engine import NotADatabase, make_engine
from db.migrate import upgrade
from stats.readers import available_readers, read_frames
from tests.command_line import ROOT, scorebook
from tests.tui.conftest import SIZE, make_test_app

GAME = Path(__file__).parents[1] / "data" / "bot9" / "HOM202406010.txt"
COMMANDS = [("games",), ("stats", "batting"), ("standings",), ("record", "g1", "--script", str(GAME)),
            ("query", "SELECT count(*) FROM plays"), ("db", "upgrade")]


def scorebook_file(path: Path) -> None:
    """A new Scorebook database at `path`, closed."""
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    engine.dispose()


def text(path: Path) -> None:
    path.write_text("id,name\n1,not a database\n", encoding="utf-8")


def random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(20).randbytes(10_000))


def truncated(path: Path) -> None:
    scorebook_file(path)
    path.write_bytes(path.read_bytes()[:3000])


def another_programs(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE games (title TEXT)")
        db.execute("CREATE TABLE notes (body TEXT)")
    db.close()


BAD_FILES = [
    pytest.param(text, "file is not a database", id="text"),
    pytest.param(random_bytes, "file is not a database", id="random-bytes"),
    pytest.param(truncated, "database disk image is malformed", id="truncated"),
    pytest.param(another_programs, "it holds other tables: games, notes", id="another-program"),
]


def damaged(path: Path) -> None:
    """A Scorebook database whose games and plays tables' first pages are garbage: it opens,
    and fails on the first read of either."""
    scorebook_file(path)
    with sqlite3.connect(path) as db:
        size = db.execute("PRAGMA page_size").fetchone()[0]
        roots = dict(db.execute("SELECT name, rootpage FROM sqlite_master"))
    db.close()
    with path.open("r+b") as file:
        for table in ("games", "plays"):
            file.seek(size * (roots[table] - 1))
            file.write(b"\xa5" * size)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("make, reason", [*BAD_FILES, pytest.param(
    damaged, "database disk image is malformed", id="damaged")])
@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(command[:2]))
def test_every_command_says_it_in_one_sentence(tmp_path, make, reason, command):
    path = tmp_path / "league.db"
    make(path)
    before = digest(path)
    result = scorebook(f"sqlite:///{path}", *command)
    if make is damaged and command == ("db", "upgrade"):  # it opens; nothing reads a game
        assert result.exit_code == 0
    else:
        assert result.exit_code == 1
        assert result.stderr == f"{path} is not a Scorebook database ({reason}).\n"
    assert digest(path) == before
    # The command ran in this process: its error's traceback (kept by the result) may still
    # hold a connection that a command run as its own process closes as it exits.
    del result
    gc.collect()
    assert list(tmp_path.iterdir()) == [path]  # no journal left beside it


@pytest.mark.parametrize("make, reason", BAD_FILES)
def test_the_app_does_not_start(tmp_path, capsys, make, reason):
    from tui.entry import main

    path = tmp_path / "league.db"
    make(path)
    before = digest(path)
    with pytest.raises(SystemExit) as stop:
        main(["--db", f"sqlite:///{path}"])
    assert stop.value.code == 1
    assert capsys.readouterr().err == f"{path} is not a Scorebook database ({reason}).\n"
    assert digest(path) == before
    assert list(tmp_path.iterdir()) == [path]


async def test_the_app_stops_on_a_damaged_file(tmp_path):
    """It opens, and the home screen's first read fails: the app ends with the sentence."""
    path = tmp_path / "league.db"
    damaged(path)
    app = make_test_app(f"sqlite:///{path}")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
    assert app.return_code == 1
    assert app.return_value == f"{path} is not a Scorebook database (database disk image is " \
                               "malformed)."


def test_the_scorebook_command_prints_the_apps_sentence(tmp_path):
    """What the app ended on reaches stderr, as its last line, with exit status 1."""
    path = tmp_path / "league.db"
    damaged(path)
    done = subprocess.run([sys.executable, "-c", "from tui.entry import main; main()",
                           "--db", f"sqlite:///{path}"], cwd=ROOT, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert done.returncode == 1
    assert done.stderr.endswith(
        f"{path} is not a Scorebook database (database disk image is malformed).\n")
    assert "Traceback" not in done.stderr


def test_every_reader_says_it(tmp_path):
    """A fast reader's own copy of SQLite finds the damage too (stats/readers.py)."""
    path = tmp_path / "league.db"
    damaged(path)
    engine = make_engine(f"sqlite:///{path}")
    plays = sa.select(sa.column("kind")).select_from(sa.table("plays"))  # no index has it
    for reader in available_readers(engine):
        with pytest.raises(NotADatabase) as failed:
            read_frames(engine, reader, {"plays": (plays, {"kind": pl.String})})
        assert str(failed.value) == (f"{path} is not a Scorebook database (database disk "
                                     "image is malformed)."), reader
    engine.dispose()


def test_an_empty_file_becomes_a_new_database(tmp_path):
    path = tmp_path / "league.db"
    path.touch()
    result = scorebook(f"sqlite:///{path}", "games")
    assert result.exit_code == 0 and result.stderr == ""
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT count(*) FROM alembic_version").fetchone() == (1,)
    db.close()
