"""`scorebook sim`: computer against computer, stored like recorded games, on a real database."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from scorebook.cli import app


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
    assert "Game 'sim-bot9-9-1' is already stored: simulate with another --seed." in again.output
    assert len(json.loads(run("--db", db, "games", "--format", "json").output)) == 2


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
