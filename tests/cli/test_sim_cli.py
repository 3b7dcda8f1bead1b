"""`scorebook sim`: computer against computer, stored like recorded games, on a real database."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorebook.cli import app


ROOT = Path(__file__).resolve().parents[2]


def run(*args: str):
    return CliRunner().invoke(app, list(args))


def test_sim_stores_games_that_box_scores_and_standings_read(tmp_path):
    db = f"sqlite:///{tmp_path / 's.db'}"
    result = run("--db", db, "sim", "bot9", "--games", "30", "--seed", "4", "--season", "S1")
    assert result.exit_code == 0, result.output
    assert "Simulated 30 bot9 games with seed 4" in result.output
    games = json.loads(run("--db", db, "games", "--format", "json").output)
    assert len(games) == 30 and {g["status"] for g in games} == {"final"}
    standings = {r["team"]: r for r in json.loads(
        run("--db", db, "standings", "--format", "json").output)}
    won_at_home = sum(g["home_runs"] > 0 for g in games)
    # a home team that never scored lost: Bottom of the 9th's tie goes to the visitors
    assert standings["HOM"]["W"] == won_at_home and standings["VIS"]["W"] == 30 - won_at_home
    assert standings["HOM"]["T"] == 0
    box = run("--db", db, "box", "sim-bot9-4-1")
    assert box.exit_code == 0 and "balances" in box.output


def test_the_same_seed_twice_is_refused_and_nothing_is_added(tmp_path):
    db = f"sqlite:///{tmp_path / 's.db'}"
    assert run("--db", db, "sim", "bot9", "--games", "2", "--seed", "9").exit_code == 0
    again = run("--db", db, "sim", "bot9", "--games", "3", "--seed", "9")
    assert again.exit_code == 1
    assert ("Game 'sim-bot9-9-1' is already stored: simulate with another --seed, or add "
            "--resume to store the games of this run not stored yet.") in again.output
    assert len(json.loads(run("--db", db, "games", "--format", "json").output)) == 2


def stored(db: str) -> list[dict]:
    """The games as `games` lists them, and each one's box score."""
    games = json.loads(run("--db", db, "games", "--format", "json").output)
    return [{**g, "box": run("--db", db, "box", g["id"], "--format", "json").output}
            for g in games]


def test_a_run_stopped_part_way_is_finished_by_resume(tmp_path):
    whole, parts = f"sqlite:///{tmp_path / 'whole.db'}", f"sqlite:///{tmp_path / 'parts.db'}"
    assert run("--db", whole, "sim", "nanyou", "--games", "5", "--seed", "9").exit_code == 0
    first = run("--db", parts, "sim", "nanyou", "--games", "2", "--seed", "9")
    assert first.exit_code == 0, first.output
    rest = run("--db", parts, "sim", "nanyou", "--games", "5", "--seed", "9", "--resume")
    assert rest.exit_code == 0, rest.output
    assert rest.output.startswith("Simulated 3 nanyou games with seed 9 (2 stored before): ")
    assert stored(parts) == stored(whole)  # the very games the whole run stores
    done = run("--db", parts, "sim", "nanyou", "--games", "5", "--seed", "9", "--resume")
    assert done.exit_code == 0
    assert done.output == "All 5 games of the run with seed 9 are already stored.\n"


def test_a_killed_run_is_finished_by_resume(tmp_path):
    """SIGKILL part way (after some games are stored), then --resume: every game, once."""
    path = tmp_path / "killed.db"
    db = f"sqlite:///{path}"
    script = "import sys; from tui.entry import main; sys.argv = ['scorebook'] + sys.argv[1:]; main()"
    args = ["--db", db, "sim", "bot9", "--games", "4000", "--seed", "5", "--processes", "1"]
    process = subprocess.Popen([sys.executable, "-c", script, *args], cwd=ROOT,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        deadline = time.monotonic() + 120
        while count(path) == 0 and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)  # polls the condition: some games stored
    finally:
        process.kill()
        process.wait()
    part = count(path)
    assert 0 < part < 4000
    resumed = run(*args, "--resume")
    assert resumed.exit_code == 0, resumed.output
    assert f"({part} stored before)" in resumed.output
    assert count(path) == 4000
    with sqlite3.connect(path) as con:
        keys = [k for (k,) in con.execute("SELECT key FROM games")]
    assert sorted(keys) == sorted(f"sim-bot9-5-{n}" for n in range(1, 4001))


def count(path) -> int:
    if not path.exists():
        return 0
    try:
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as con:
            return con.execute("SELECT count(*) FROM games").fetchone()[0]
    except sqlite3.OperationalError:  # the schema is not there yet, or the file is busy
        return 0


def test_variants_and_bad_options(tmp_path):
    db = f"sqlite:///{tmp_path / 's.db'}"
    ok = run("--db", db, "sim", "bot9", "--seed", "1", "--option", "innings=3",
             "--option", "running=variant")
    assert ok.exit_code == 0, ok.output
    games = json.loads(run("--db", db, "games", "--format", "json").output)
    assert games[0]["innings"] >= 3
    bad = run("--db", db, "sim", "bot9", "--seed", "2", "--option", "running=sideways")
    assert bad.exit_code == 1 and "Option running='sideways' is not known" in bad.output
    assert "Traceback" not in bad.output
    odd = run("--db", db, "sim", "plain")
    assert odd.exit_code == 1 and "cannot be simulated" in odd.output


@pytest.mark.parametrize("system, key", [("bot9", "cards"), ("bot9", "bullpen.home"),
                                         ("nanyou", "cards"), ("pizzabox", "bench.away"),
                                         ("unlimited9", "captain.home")])
def test_an_option_the_set_up_writes_is_refused_not_replaced(tmp_path, system, key):
    db = f"sqlite:///{tmp_path / 's.db'}"
    result = run("--db", db, "sim", system, "--games", "1", "--seed", "3", "--option",
                 f"{key}=[999]")
    assert result.exit_code == 1
    assert result.output.startswith(f"Option {key} is written by the set-up of a simulated game")
    assert len(result.output.strip().splitlines()) == 1 and len(result.output) <= 300
    assert json.loads(run("--db", db, "games", "--format", "json").output) == []
