"""`scorebook query "SQL"` with statements of every kind: SELECTs over the tables and over
ones that are not there, statements that write, table functions that read files, functions
that do not exist, text that is no SQL, control characters, Unicode, bytes that are not UTF-8
(as the shell hands them on). The query answers, or is refused in one sentence; no row of the
database changes, and no file is read."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import ODD, Databases, fuzz, one_sentence, rows

GAME = Path(__file__).parents[1] / "data" / "games" / "PIT201904220.txt"
SECRET_FILE_LINE = "fuzz-secret-line"
TABLES = ["plays", "pitches", "games", "batting", "pitching", "standings", "series", "solo",
          "players", "lineups", "teams", "nosuch", "game_inputs", "alembic_version",
          "sqlite_master", "information_schema.tables", "self"]


def a_game(url: str) -> None:
    assert scorebook(url, "record", "g1", "--script", str(GAME)).exit_code == 0


@pytest.fixture(scope="module")
def databases():
    made = Databases(fill=a_game)
    (made.folder / "secret.csv").write_text(f"a\n{SECRET_FILE_LINE}\n", encoding="utf-8")
    yield made
    made.close()


def fragments(secret: str):
    reads = [f"{fn}('{secret}')" for fn in ("read_csv", "read_ipc", "read_parquet", "read_json",
                                            "read_ndjson", "scan_csv", "READ_CSV",
                                            "read_delta", "read_database")]
    return st.sampled_from([
        "SELECT", "WITH", "FROM", "WHERE", "GROUP BY", "ORDER BY", "LIMIT", "UNION", "JOIN",
        "INSERT INTO plays VALUES (1)", "DELETE FROM plays", "DROP TABLE plays",
        "UPDATE games SET id = 0", "CREATE TABLE x AS SELECT 1", "ATTACH 'x.db' AS x",
        "PRAGMA writable_schema=1", "COPY plays TO 'x.csv'", "EXPLAIN", "SHOW TABLES",
        "count(*)", "*", "1/0", "sum(HR)", "CAST('x' AS INT)", "'", '"', ";", "--", "/*",
        "(", ")", ",", "x" * 300, "9" * 40, "NULL", "\udcff", "\ud800", "\x00", "\u2028",
        "nosuch(1)", "unnest([1,2])", "regexp_like('a', '(')", "lower(1)", "$1", "?", ":x",
        "generate_series(1, 1000000000)", *reads,
    ])


@st.composite
def statements(draw, secret: str) -> str:
    parts = [draw(st.one_of(fragments(secret), st.sampled_from(TABLES), ODD, st.text(max_size=8)))
             for _ in range(draw(st.integers(1, 8)))]
    if draw(st.booleans()):
        parts = ["SELECT", draw(st.sampled_from(["*", "count(*)", "1"])), "FROM",
                 draw(st.sampled_from(TABLES))] + parts
    return " ".join(parts)


@fuzz(40)
@given(data=st.data())
def test_a_query(databases, data):
    secret = str(databases.folder / "secret.csv")
    sql = data.draw(statements(secret), label="sql")
    url = databases.copy()
    result = scorebook(url, "query", sql, "--timeout", "5", "--format",
                       data.draw(st.sampled_from(["table", "csv", "json"]), label="format"))
    assert SECRET_FILE_LINE not in result.stdout + result.stderr
    if result.exit_code != 0:
        one_sentence(result)
    assert rows(url) == databases.base_rows
