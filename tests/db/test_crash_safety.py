"""A scorekeeper's process killed mid-game loses nothing that was committed.

A subprocess records a long script through the CLI, one committed transaction per line; the
test SIGKILLs it part-way, reopens the database and checks that every committed input is there
and that the plays rows and the game's summary agree with a fresh replay of those inputs.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.engine import make_engine
from db.games import game_summary
from db.recording import game_state, record
from engine.core.script import parse_script
from tests.db.rows import fresh_plays, plays_rows, table

ROOT = Path(__file__).resolve().parents[2]
LINES_IN_SCRIPT = 3000  # far more than can be recorded before the kill
KILL_AFTER = 40  # inputs committed


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_killed_mid_game_keeps_every_committed_input(engine, db_url, script_header, tmp_path):
    # Every half-inning: a walk, a steal, three outs — 0-0 for ever, so the game never ends.
    lines = ["bbbb", "SB2", "K", "bcx 63", "cbfx 8"]
    script = tmp_path / "long.txt"
    script.write_text(script_header() + "\n".join(lines[i % len(lines)]
                                                  for i in range(LINES_IN_SCRIPT)) + "\n")
    proc = subprocess.Popen(
        [sys.executable, "-m", "scorebook", "--db", db_url, "record", "g1", "--script",
         str(script)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_for_inputs(engine, proc, KILL_AFTER)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        _, stderr = proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL, stderr.decode()

    reopened = make_engine(db_url)
    try:
        inputs = table(reopened, "game_inputs")
        values = [i["value"] for i in inputs]
        assert len(inputs) >= KILL_AFTER
        assert [i["seq"] for i in inputs] == list(range(1, len(inputs) + 1))
        assert not any(i["retracted"] for i in inputs)
        assert values == [lines[i % len(lines)] for i in range(len(inputs))]
        setup = parse_script(script.read_text()).setup
        assert plays_rows(reopened) == fresh_plays(setup, values)
        summary, state = game_summary(reopened, "g1"), game_state(reopened, "g1").game
        assert (summary.away_runs, summary.home_runs) == state.score
        assert summary.innings == state.inning
        if reopened.dialect.name == "sqlite":
            with reopened.connect() as conn:
                assert conn.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
        record(reopened, "g1", lines[len(inputs) % len(lines)])  # the game goes on
    finally:
        reopened.dispose()


def _wait_for_inputs(engine, proc, count: int) -> None:
    inputs = sa.table("game_inputs", sa.column("id"))
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"the recorder stopped early: {proc.stderr.read().decode()}")
        try:
            with engine.connect() as conn:
                done = conn.execute(sa.select(sa.func.count()).select_from(inputs)).scalar()
        except sa.exc.OperationalError:
            done = 0  # the recorder is still creating the game
        if done >= count:
            return
        time.sleep(0.02)
    pytest.fail(f"fewer than {count} inputs recorded in time")
