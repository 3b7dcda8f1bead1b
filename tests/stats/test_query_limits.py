"""`query` reads our tables only (issue 20 item 8): Polars' table functions that read files are
refused before anything is read, and text that is not UTF-8 is one sentence."""

from __future__ import annotations

import pytest

from stats.query import QueryRefused, check_read_only, run_query
from tests.stats.test_query import frames, query, recorded  # noqa: F401  (fixtures)
from tests.db.conftest import db_url  # noqa: F401  (database fixture)


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
