"""One scorekeeper at a time on a game (issue 21, items 2 and 4): the first to record holds it,
another is refused naming them, a take-over is explicit and the first one's next input is
refused naming who took it; an input recorded against a stale view is refused, never
interleaved; each input says who recorded it."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys

import pytest
import sqlalchemy as sa

from db.claims import CLAIM_LAPSES, GameHeld, Keeper, Scorer, StaleView, this_scorer
from db.engine import writer
from db.models import metadata
from db.recording import create_game, edit, record, redo, undo
from engine.core.errors import ScorebookError
from tests.command_line import ROOT, scorebook, scorebook_process
from tests.db.conftest import game_header
from tests.db.rows import table

ANN, BO = Scorer("ann", "laptop"), Scorer("bo", "desk")
LINES = ["bcx 63", "W", "SB2", "K", "HR", "bbcx 8", "K", "cx 43", "s 13"]


@pytest.fixture
def game(engine, setup):
    create_game(engine, "g1", "plain", setup, scorer=ANN)
    return "g1"


def _values(engine) -> list[tuple[int, str, str]]:
    return [(i["seq"], i["value"], i["scorer"]) for i in table(engine, "game_inputs")
            if not i["retracted"]]


def test_another_scorekeeper_is_refused_naming_who_holds_the_game(engine, game):
    record(engine, game, "K", by=Keeper(ANN))
    for write in (lambda by: record(engine, game, "K", by=by), lambda by: undo(engine, game, by),
                  lambda by: edit(engine, game, 1, "W", by=by)):
        with pytest.raises(GameHeld, match=r"^Game 'g1' is being recorded by ann on laptop "
                                           r"since \d\d:\d\d: watch it \(scorebook follow g1\), "
                                           r"or take it over with --take-over\.$"):
            write(Keeper(BO))
    assert _values(engine) == [(1, "K", "ann")]


def test_a_take_over_is_explicit_and_the_first_is_told_who_took_it(engine, game):
    record(engine, game, "K", by=Keeper(ANN))
    record(engine, game, "W", by=Keeper(BO, take_over=True))
    record(engine, game, "K", by=Keeper(BO))  # bo holds it now
    with pytest.raises(GameHeld) as refused:
        record(engine, game, "HR", by=Keeper(ANN))
    assert refused.value.took_over and refused.value.holder == "bo on desk"
    assert str(refused.value).startswith("bo on desk took over game 'g1' at ")
    assert str(refused.value).endswith(": your input was not recorded; watch the game "
                                       "(scorebook follow g1), or take it back with --take-over.")
    assert _values(engine) == [(1, "K", "ann"), (2, "W", "bo"), (3, "K", "bo")]


def test_a_refused_input_takes_nothing_over(engine, game):
    """The take-over is the input's: an input the game refuses leaves the claim as it was."""
    record(engine, game, "K", by=Keeper(ANN))
    with pytest.raises(ScorebookError) as refused:
        record(engine, game, "SB3", by=Keeper(BO, take_over=True))
    assert not isinstance(refused.value, GameHeld)
    record(engine, game, "W", by=Keeper(ANN))
    assert _values(engine) == [(1, "K", "ann"), (2, "W", "ann")]


def test_a_claim_nobody_refreshed_holds_nobody_off(engine, game):
    record(engine, game, "K", by=Keeper(ANN))
    long_ago = dt.datetime.now(dt.UTC) - CLAIM_LAPSES - dt.timedelta(minutes=1)
    with writer(engine).begin() as db:
        db.execute(sa.update(metadata.tables["game_claims"]).values(refreshed=long_ago))
    record(engine, game, "W", by=Keeper(BO))
    with pytest.raises(GameHeld, match="being recorded by bo on desk"):  # not "took over"
        record(engine, game, "K", by=Keeper(ANN))


def test_an_input_against_a_stale_view_is_refused_and_nothing_changes(engine, game):
    record(engine, game, "K", by=Keeper(ANN, after=0))
    record(engine, game, "W", by=Keeper(ANN, after=1))  # another window of ann's
    for write in (lambda by: record(engine, game, "K", by=by), lambda by: undo(engine, game, by),
                  lambda by: edit(engine, game, 1, "W", by=by)):
        with pytest.raises(StaleView, match=r"^Game 'g1' changed while you were looking: it "
                                            r"has 2 inputs, not 1; look at it again before "
                                            r"recording\.$"):
            write(Keeper(ANN, after=1))
    undo(engine, game, Keeper(ANN, after=2))
    redo(engine, game, Keeper(ANN, after=1))
    assert _values(engine) == [(1, "K", "ann"), (2, "W", "ann")]


def test_the_scorer_is_the_setting_else_the_environment_else_the_system_user(monkeypatch):
    monkeypatch.setenv("SCOREBOOK_SCORER", "  Carla  ")
    assert this_scorer().name == "Carla" and this_scorer("Dee").name == "Dee"
    monkeypatch.delenv("SCOREBOOK_SCORER")
    monkeypatch.setenv("LOGNAME", "eve")
    assert this_scorer().name == "eve"


def test_the_command_line_refuses_and_takes_over(db_url, tmp_path):
    script = tmp_path / "g.txt"
    script.write_text(game_header() + "".join(f"{line}\n" for line in LINES[:3]))
    more = tmp_path / "more.txt"
    more.write_text("K\n")
    assert scorebook(db_url, "record", "g1", "--script", str(script), "--as", "ann").exit_code == 0
    refused = scorebook_process("--db", db_url, "record", "g1", "--script", str(more),
                                "--as", "bo")
    assert refused.returncode == 1
    assert refused.stderr.startswith(f"{more}:1: Game 'g1' is being recorded by ann on ")
    assert refused.stderr.count("\n") == 1
    taken = scorebook(db_url, "record", "g1", "--script", str(more), "--as", "bo", "--take-over")
    assert taken.exit_code == 0 and taken.stdout.startswith("g1: 1 input recorded;")
    told = scorebook_process("--db", db_url, "record", "g1", "--script", str(more), "--as", "ann")
    assert told.returncode == 1 and "took over game 'g1'" in told.stderr


def test_two_scorekeepers_at_once_never_interleave(db_url, engine, setup, tmp_path):
    """Two processes start recording the same free game at the same moment: one holds it and
    records every line; the other is refused at its first line — the game is one of the two
    scripts, never a mix."""
    create_game(engine, "g1", "plain", setup, scorer=Scorer("carl", "gone"))
    long_ago = dt.datetime.now(dt.UTC) - CLAIM_LAPSES - dt.timedelta(minutes=1)
    with writer(engine).begin() as db:  # carl's app closed long ago: the game is free
        db.execute(sa.update(metadata.tables["game_claims"]).values(refreshed=long_ago))
    scripts = []
    for name, lines in (("ann", LINES), ("bo", ["K"] * 9)):
        path = tmp_path / f"{name}.txt"
        path.write_text("".join(f"{line}\n" for line in lines))
        scripts.append((name, path, lines))
    running = [subprocess.Popen([sys.executable, "-m", "scorebook", "--db", db_url, "record",
                                 "g1", "--script", str(path), "--as", name], cwd=ROOT,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for name, path, _ in scripts]
    outcomes = [(process.wait(timeout=120), process.stderr.read()) for process in running]
    assert sorted(code for code, _ in outcomes) == [0, 1], outcomes
    winner = next(n for n, (code, _) in enumerate(outcomes) if code == 0)
    name, _, lines = scripts[winner]
    assert f":1: Game 'g1' is being recorded by {name} on " in outcomes[1 - winner][1]
    assert _values(engine) == [(n, line, name) for n, line in enumerate(lines, start=1)]
