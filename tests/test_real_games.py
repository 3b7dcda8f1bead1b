"""Real 2019 games typed as entry lines, recorded with `scorebook record`, checked against
Chadwick's line scores (runs, hits, errors, men left on base, runs by inning)."""

from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.engine import make_engine
from engine.core import box_score_proof, decisions
from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.session import replay

GAMES = Path(__file__).parent / "data" / "games"
LINESCORES = Path(__file__).parents[2] / "shared" / "data" / "retrosheet-2019" / "expected" / "linescores.csv"


def expected(game_id: str) -> dict[int, dict]:
    with LINESCORES.open() as f:
        rows = [r for r in csv.DictReader(f) if r["game_id"] == game_id]
    return {0 if r["side"] == "away" else 1: r for r in rows}


@pytest.fixture(scope="module")
def database(tmp_path_factory):
    path = tmp_path_factory.mktemp("real") / "games.db"
    return f"sqlite:///{path}"


@pytest.mark.skipif(not LINESCORES.exists(), reason="the shared Retrosheet data is not beside the project")
@pytest.mark.parametrize("game_id", sorted(p.stem for p in GAMES.glob("*.txt")))
def test_recorded_game_matches_chadwick(database, game_id):
    done = subprocess.run([sys.executable, "-m", "scorebook", "--db", database, "record", game_id,
                           "--script", str(GAMES / f"{game_id}.txt")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "final" in done.stdout

    engine = make_engine(database)
    with engine.connect() as db:
        rows = db.execute(sa.text(
            "SELECT p.kind, p.half, p.inning, p.runs, p.hit_value, p.errors, p.left_on_base, p.end_of_half "
            "FROM plays p JOIN games g ON g.id = p.game_id WHERE g.key = :k ORDER BY p.seq"),
            {"k": game_id}).all()
    engine.dispose()
    want = expected(game_id)
    for team in (0, 1):
        batting = [r for r in rows if r.half == team]
        fielding = [r for r in rows if r.half == 1 - team and r.kind == "play"]
        runs = sum(r.runs for r in batting if r.kind == "play")
        hits = sum(1 for r in batting if r.kind == "play" and r.hit_value > 0)
        errors = sum(len([e for e in r.errors.split(",") if e]) for r in fielding)
        lob = sum(r.left_on_base for r in batting if r.end_of_half)
        by_inning = {}
        for r in batting:
            if r.kind == "play":
                by_inning[r.inning] = by_inning.get(r.inning, 0) + r.runs
        line = [str(by_inning.get(i, 0)) for i in range(1, int(want[team]["innings_batted"]) + 1)]
        got = dict(R=runs, H=hits, E=errors, LOB=lob, line=";".join(line))
        w = want[team]
        assert got == dict(R=int(w["R"]), H=int(w["H"]), E=int(w["E"]), LOB=int(w["LOB"]),
                           line=w["runs_by_inning"].replace(";x", "")), f"{game_id} {w['side']}"


def official_decisions(game_id: str) -> tuple[str, str, str]:
    """The winning and losing pitcher and the save, from the event file's info records."""
    events = LINESCORES.parents[1] / "events"
    for path in events.glob("*.EV?"):
        text = path.read_text(encoding="latin-1").replace("\r", "")
        if f"id,{game_id}\n" in text:
            game = text.split(f"id,{game_id}\n", 1)[1].split("\nid,", 1)[0]
            info = dict(line.split(",", 2)[1:] for line in game.split("\n") if line.startswith("info,"))
            return info["wp"], info["lp"], info["save"]
    raise AssertionError(f"{game_id} is not in the event files")


@pytest.mark.skipif(not LINESCORES.exists(), reason="the shared Retrosheet data is not beside the project")
@pytest.mark.parametrize("game_id", sorted(p.stem for p in GAMES.glob("*.txt")))
def test_pitchers_of_record_and_proof_match_the_official_scoring(game_id):
    script = parse_script((GAMES / f"{game_id}.txt").read_text())
    session, _ = replay(get_system("plain"), script.setup, {}, [line for _, line in script.lines])
    assert session.game.final
    result = decisions(session.records, script.setup)
    assert (result.winner, result.loser, result.save) == official_decisions(game_id)
    for proof in box_score_proof(session.records, script.setup):
        assert proof.balances, proof.explain()
