"""`query` reads our tables only, and a query can be given up (issue 20 item 8): Polars' table
functions that read files are refused before anything is read, text that is not UTF-8 is one
sentence, and a query is given up at its time limit, at the caller's word (the app's key) and on
ctrl+c — one sentence each."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import polars as pl
import pytest

from stats.query import (QueryFailed, QueryRefused, _waited_for, check_read_only, plays_to_read,
                         run_query)
from tests.stats.test_query import frames, query, recorded  # noqa: F401  (fixtures)
from tests.db.conftest import db_url  # noqa: F401  (database fixture)

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("sql", [
    "SELECT * FROM read_csv('/etc/passwd')",
    "SELECT * FROM READ_PARQUET('x.parquet')",
    "SELECT * FROM games, read_ipc('x.arrow')",
    "WITH f AS (SELECT * FROM read_json('x.json')) SELECT * FROM f",
    "SELECT * FROM games WHERE key IN (SELECT a FROM read_ndjson('x'))",
    "SELECT * FROM scan_csv('/etc/passwd')",
])
def test_table_functions_that_read_files_are_refused(sql):
    with pytest.raises(QueryRefused, match=r"^read_\w+ is refused|^scan_\w+ is refused") as refused:
        check_read_only(sql)
    assert "reads the league's tables only (" in str(refused.value)


def test_a_file_named_in_text_or_a_column_is_not_a_function(frames):
    check_read_only("SELECT 'read_csv(x)' AS words FROM games")  # text, not a call
    assert run_query(frames, "SELECT key AS read_csv FROM games").columns == ["read_csv"]


def test_the_command_refuses_a_file_and_reads_nothing(recorded, tmp_path):
    secret = tmp_path / "secret.csv"
    secret.write_text("password\nhunter2\n")
    result = query(recorded, f"SELECT * FROM read_csv('{secret}')")
    assert result.exit_code == 1
    assert result.stdout == "" and "hunter2" not in result.output
    assert result.stderr.strip() == (
        "read_csv is refused: `scorebook query` reads the league's tables only (batting, "
        "games, lineups, pitches, pitching, players, plays, series, solo, standings, teams).")


def test_text_that_is_not_utf8_is_one_sentence():
    with pytest.raises(QueryRefused, match=r"^The query is not UTF-8 text: character 15 "):
        check_read_only("SELECT 1 FROM \udcff games")  # a byte the terminal could not decode


# -- giving a query up ----------------------------------------------------------------------
# A query Polars takes minutes over is stood in for by one that waits until the test lets it
# go: what is tested is the waiting, which is the same for both.

def blocked(release: threading.Event):
    def query() -> pl.DataFrame:
        release.wait(30)
        return pl.DataFrame({"n": [1]})
    return query


def test_a_query_is_given_up_at_its_time_limit():
    release = threading.Event()
    try:
        with pytest.raises(QueryFailed, match=r"^The query ran past its time limit of 0\.2 s"):
            _waited_for(blocked(release), 0.2, threading.Event())
    finally:
        release.set()


def test_a_query_is_given_up_when_the_caller_says_so():
    release, stop = threading.Event(), threading.Event()
    stop.set()
    try:
        with pytest.raises(QueryFailed, match=r"^The query was stopped before it finished\.$"):
            _waited_for(blocked(release), 60, stop)
    finally:
        release.set()


def test_a_query_that_finishes_in_time_gives_its_result_and_its_error():
    assert _waited_for(lambda: pl.DataFrame({"n": [1]}), 5, threading.Event())["n"].to_list() == [1]

    def failing() -> pl.DataFrame:
        raise pl.exceptions.ColumnNotFoundError("nope")
    with pytest.raises(QueryFailed, match=r"^The query failed: nope\.$"):
        _waited_for(failing, 5, threading.Event())


CTRL_C = """
import threading, sys
from stats.query import _waited_for

def query():
    print("running", flush=True)
    threading.Event().wait(60)

try:
    _waited_for(query, 60, threading.Event())
except Exception as exc:
    print(exc, file=sys.stderr)
    sys.exit(1)
"""


def test_ctrl_c_gives_a_query_up_with_one_sentence():
    process = subprocess.Popen([sys.executable, "-c", CTRL_C], cwd=ROOT, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert process.stdout.readline() == "running\n"  # the query runs, and the caller waits
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 1
    assert err == "The query was interrupted (ctrl+c) before it finished.\n"


def test_the_command_takes_a_time_limit(recorded):
    result = query(recorded, "SELECT COUNT(*) AS n FROM games", "--timeout", "5",
                   "--format", "csv")
    assert result.exit_code == 0 and result.output == "n\n1\n"
    refused = query(recorded, "SELECT 1 FROM games", "--timeout", "0")
    assert refused.exit_code != 0 and "--timeout" in refused.output


# -- reading only what the query needs --------------------------------------------------------

@pytest.mark.parametrize("sql, to_read", [
    ("SELECT count(*) FROM plays", {"columns": ["game_id", "seq"]}),
    ("SELECT batter, COUNT( * ) AS n FROM plays GROUP BY batter",
     {"columns": ["batter", "game_id", "seq"]}),
    ("SELECT key FROM games JOIN teams ON teams.code = games.home", {"kinds": ()}),
    ("SELECT '*' FROM plays -- every *", {"columns": ["game_id", "seq"]}),
    ("SELECT * FROM plays", {}),
    ("SELECT p.* FROM pitches p", {}),
    ("SELECT player, HR FROM batting", {}),  # a statistic counts over many columns
])
def test_a_query_reads_only_the_plays_columns_it_names(sql, to_read):
    assert plays_to_read(sql) == to_read


QUERIES = ["SELECT COUNT(*) AS n FROM plays", "SELECT COUNT(*) AS n FROM pitches",
           "SELECT batter, COUNT(*) AS n FROM plays WHERE kind = 'play' GROUP BY batter "
           "ORDER BY n DESC, batter",
           "SELECT key, away, home FROM games",
           "SELECT g.key, COUNT(*) AS n FROM games g JOIN pitches p ON p.game_id = g.game_id "
           "GROUP BY g.key"]


@pytest.mark.parametrize("sql", QUERIES)
def test_reading_less_gives_the_same_answer(recorded, sql):
    from db.engine import make_engine
    from stats.load import load

    engine = make_engine(recorded)
    try:
        everything = run_query(load(engine), sql)
        assert run_query(load(engine, **plays_to_read(sql)), sql).equals(everything)
        assert everything.height > 0
    finally:
        engine.dispose()
