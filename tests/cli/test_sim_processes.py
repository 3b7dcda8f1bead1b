"""`scorebook sim` spread over processes (issue 16): game n is played from the run's seed and n
alone, so however many processes play a run, every game, its rows and their order are the same."""

from __future__ import annotations

import datetime as dt
import sqlite3

import pytest
from typer.testing import CliRunner

import db.sim_runs as sim_runs
from engine.systems.bot9.cards import sample_cards
from scorebook.cli import app

#: Columns that differ between two runs by nature: when they ran, and a random stamp.
UNEQUAL = {"created_at", "plays_stamp"}


def _rows(path) -> dict[str, list[tuple]]:
    """Every table's rows in the order of their ids, less the columns that differ by nature."""
    db = sqlite3.connect(path)
    tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
    found = {}
    for table in tables:
        columns = [c[1] for c in db.execute(f"PRAGMA table_info('{table}')") if c[1] not in UNEQUAL]
        query = f"SELECT {', '.join(f'{c!r}' for c in columns)} FROM '{table}' ORDER BY rowid"
        found[table] = db.execute(query.replace("'", '"')).fetchall()
    return found


@pytest.mark.parametrize("options", [[], ["--option", "draft=on", "--option", "support=on"]])
def test_the_stored_games_are_the_same_with_one_process_or_three(tmp_path, options):
    runs = {}
    for processes in (1, 3):
        path = tmp_path / f"{processes}.db"
        result = CliRunner().invoke(app, ["--db", f"sqlite:///{path}", "sim", "bot9", "--games",
                                          "130", "--seed", "8", "--processes", str(processes),
                                          *options])
        assert result.exit_code == 0, result.output
        runs[processes] = (result.output, _rows(path))
    assert runs[1] == runs[3]
    keys = [row[1] for row in runs[1][1]["games"]]
    assert keys == [f"sim-bot9-8-{n}" for n in range(1, 131)]  # stored in the order played


@pytest.mark.parametrize("games", [1, 2, 7])
def test_every_split_of_a_run_yields_the_same_games_in_order(monkeypatch, games):
    monkeypatch.setattr(sim_runs, "CHUNK", 2)  # many small tasks
    run = sim_runs.Run("bot9", 3, tuple(sample_cards().values()),
                      (("HOM", "Home"), ("VIS", "Visitors")), {}, None,
                      dt.datetime(2026, 1, 1, tzinfo=dt.UTC))
    alone = list(sim_runs.played(run, games, 1))
    assert [rows.key for rows, _ in alone] == [f"sim-bot9-3-{n}" for n in range(1, games + 1)]
    for processes in (2, 3):
        assert list(sim_runs.played(run, games, processes)) == alone
