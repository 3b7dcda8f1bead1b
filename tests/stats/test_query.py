"""`scorebook query "SQL"`: read-only SQL over named frames.

Tiny literal frames for what the tables hold and what is refused; then the command on a
recorded real game, where the tables agree with the engine, and the database stays exactly as
it was whatever is typed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest
from polars.testing import assert_frame_equal
from typer.testing import CliRunner

from scorebook import query_commands  # noqa: F401  (registers the command)
from scorebook.cli import app
from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA,
                        SERIES_SCHEMA, TEAMS_SCHEMA, Frames)
from stats.query import QueryFailed, QueryRefused, check_read_only, run_query, table_names
from tests.db.conftest import db_url  # noqa: F401  (database fixture)
from tests.db.rows import everything

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "data" / "games" / "TBA201908180.txt"
runner = CliRunner()


def frame(schema: dict, rows: list[dict]) -> pl.LazyFrame:
    """A frame of `schema` with the given columns filled in (the rest left at defaults)."""
    defaults = {pl.String: "", pl.Int64: 0, pl.Boolean: False}
    full = [{name: row.get(name, defaults.get(dtype)) for name, dtype in schema.items()}
            for row in rows]
    return pl.LazyFrame(full, schema=schema, orient="row")


@pytest.fixture
def frames() -> Frames:
    games = frame(GAMES_SCHEMA, [
        {"game_id": 1, "key": "g1", "away": "AAA", "home": "BBB", "away_runs": 2,
         "home_runs": 5, "status": "final"},
        {"game_id": 2, "key": "g2", "away": "BBB", "home": "AAA", "away_runs": 1,
         "home_runs": 0, "status": "final"}])
    plays = frame(PLAYS_SCHEMA, [
        {"game_id": 1, "seq": 1, "kind": "pitch", "pitch": "B", "pitcher": "b9"},
        {"game_id": 1, "seq": 2, "kind": "pitch", "pitch": "1", "pitcher": "b9"},  # pickoff
        {"game_id": 1, "seq": 3, "kind": "pitch", "pitch": "X", "pitcher": "b9"},
        {"game_id": 1, "seq": 4, "kind": "play", "event_type": 20, "hit_value": 1},
        {"game_id": 2, "seq": 1, "kind": "pitch", "pitch": "C", "pitcher": "a9"}])
    empty = {name: frame(schema, []) for name, schema in (
        ("players", PLAYERS_SCHEMA), ("lineups", LINEUPS_SCHEMA), ("teams", TEAMS_SCHEMA),
        ("series", SERIES_SCHEMA))}
    return Frames(games=games, plays=plays, **empty)


# -- what the tables hold -----------------------------------------------------------------

def test_a_query_over_games(frames):
    result = run_query(frames, "SELECT key, home_runs - away_runs AS margin FROM games "
                               "WHERE status = 'final' ORDER BY margin DESC")
    assert_frame_equal(result, pl.DataFrame({"key": ["g1", "g2"], "margin": [3, -1]}))


def test_pitches_are_the_pitch_rows_without_pickoff_throws(frames):
    result = run_query(frames, "SELECT pitcher, COUNT(*) AS thrown FROM pitches "
                               "GROUP BY pitcher ORDER BY pitcher")
    assert_frame_equal(result, pl.DataFrame({"pitcher": ["a9", "b9"], "thrown": [1, 2]}),
                       check_dtypes=False)


@pytest.mark.parametrize("sql, columns", [
    ("SELECT count(*) FROM games", ["count(*)"]),
    ("SELECT status, COUNT(*), sum(home_runs) AS runs FROM games GROUP BY status",
     ["status", "COUNT(*)", "runs"]),
    ("SELECT g.key, home_runs   -\n away_runs, 1 FROM games g", ["key", "home_runs - away_runs", "1"]),
    ("WITH f AS (SELECT key FROM games) SELECT DISTINCT max(key) last FROM f", ["last"]),
    ("SELECT * FROM games LIMIT 1", None),  # a star: Polars' names stay
])
def test_an_expression_is_named_as_it_is_written(frames, sql, columns):
    result = run_query(frames, sql)
    assert result.columns == (columns or run_query(frames, "SELECT * FROM games").columns)


def test_a_join_and_a_with_query(frames):
    result = run_query(frames, """
        WITH hits AS (SELECT game_id, SUM(hit_value) AS bases FROM plays GROUP BY game_id)
        SELECT g.key, h.bases FROM games g JOIN hits h ON g.game_id = h.game_id
        ORDER BY g.key""")  # a join keeps no order of its own (it failed one run in many)
    assert result.rows() == [("g1", 1), ("g2", 0)]


def test_the_statistics_tables_are_offered():
    assert {"plays", "pitches", "games", "batting", "pitching", "standings",
            "solo"} <= set(table_names())


# -- what is refused ----------------------------------------------------------------------

REFUSED = [
    ("INSERT INTO games (key) VALUES ('g3')", "INSERT"),
    ("UPDATE games SET home_runs = 9", "UPDATE"),
    ("DELETE FROM games", "DELETE"),
    ("CREATE TABLE copy AS SELECT * FROM games", "CREATE"),
    ("DROP TABLE games", "DROP"),
    ("ATTACH DATABASE 'other.db' AS other", "ATTACH"),
    ("DETACH DATABASE other", "DETACH"),
    ("ALTER TABLE games ADD COLUMN x INT", "ALTER"),
    ("TRUNCATE games", "TRUNCATE"),
    ("PRAGMA journal_mode = DELETE", "PRAGMA"),
    ("VACUUM", "VACUUM"),
    ("COPY games TO '/tmp/games.csv'", "COPY"),
    ("REPLACE INTO games (key) VALUES ('g1')", "REPLACE"),
    ("EXPLAIN SELECT * FROM games", "EXPLAIN"),
    ("SHOW TABLES", "SHOW"),
    ("  -- a comment first\n  drop table games", "DROP"),
    ("SELECT * FROM games; DROP TABLE games", "DROP"),
    ("SELECT * INTO copy FROM games", "INTO"),
    ("WITH gone AS (DELETE FROM games RETURNING *) SELECT * FROM gone", "DELETE"),
]


@pytest.mark.parametrize("sql, word", REFUSED, ids=[w for _, w in REFUSED])
def test_anything_but_a_select_is_refused_in_one_sentence(frames, sql, word):
    with pytest.raises(QueryRefused) as refused:
        run_query(frames, sql)
    message = str(refused.value)
    assert message.startswith(f"{word} is refused: `scorebook query` only reads")
    assert "\n" not in message and message.endswith(".")


@pytest.mark.parametrize("sql, says", [
    ("", "The query is empty"),
    ("  /* nothing */ ", "The query is empty"),
    ("SELEC key FROM games", "'SELEC' does not start a query: write one SELECT or WITH query"),
    ("SELECT 1; SELECT 2", "Write one query at a time: this has 2 statements"),
])
def test_empty_and_several_statements_are_refused(sql, says):
    with pytest.raises(QueryRefused, match=says):
        check_read_only(sql)


@pytest.mark.parametrize("sql", [
    "SELECT 'DROP TABLE games; DELETE' AS words FROM games",  # in quotes: only text
    'SELECT key AS "delete" FROM games',
    "SELECT REPLACE(key, 'g', 'game ') AS key FROM games",  # a function, not the statement
    "(SELECT key FROM games)",
    "-- the winners\nSELECT key FROM games;",
])
def test_writing_words_in_text_names_and_functions_are_not_refused(frames, sql):
    assert run_query(frames, sql).height == 2


@pytest.mark.parametrize("sql, message", [
    ("SELECT * FROM boxscores", "There is no table 'boxscores': the tables are batting, "),
    ("SELECT homers FROM games", 'The query failed: unable to find column "homers"'),
    ("SELECT key FROM games WHERE", "The query failed: Expected: an expression, found: EOF."),
    ("SELECT key + 1 FROM games", "The query failed: "),
])
def test_a_failing_query_is_one_sentence(frames, sql, message):
    with pytest.raises(QueryFailed) as failed:
        run_query(frames, sql)
    assert str(failed.value).startswith(message)
    assert "\n" not in str(failed.value) and str(failed.value).endswith(".")


# -- the command --------------------------------------------------------------------------

@pytest.fixture
def recorded(db_url):  # noqa: F811
    """A database holding the real game TBA201908180 (season 2019)."""
    result = runner.invoke(app, ["--db", db_url, "record", "TBA201908180", "--script", str(GAME)])
    assert result.exit_code == 0, result.output
    return db_url


def query(url, sql, *options):
    return runner.invoke(app, ["--db", url, "query", sql, *options])


def test_the_command_agrees_with_the_engine(recorded):
    games = json.loads(query(recorded, "SELECT key, away, home, away_runs, home_runs FROM games",
                             "--format", "json").output)
    # Chadwick's box score of the game (../shared/data/retrosheet-2019/expected/box):
    # Detroit 4, Tampa Bay 5, on 10 and 5 hits.
    assert games == [{"key": "TBA201908180", "away": "DET", "home": "TBA", "away_runs": 4,
                      "home_runs": 5}]
    hits = query(recorded, "SELECT team, SUM(H) AS H FROM batting GROUP BY team ORDER BY team",
                 "--format", "csv").output
    assert hits == "team,H\nDET,10\nTBA,5\n"
    # The season lines are built from the plays: the same hits are the plays' hit rows.
    rows = query(recorded, "SELECT COUNT(*) AS H FROM plays WHERE kind = 'play' "
                           "AND hit_value > 0", "--format", "csv").output
    assert rows == "H\n15\n"
    table = query(recorded, "SELECT key, date FROM games")
    assert table.exit_code == 0
    assert table.output.splitlines() == ["key           date", "TBA201908180  2019-08-18"]


def test_season_and_system_choose_the_games(recorded):
    assert query(recorded, "SELECT key FROM games", "--season", "1999",
                 "--format", "csv").output == "key\n"
    assert query(recorded, "SELECT key FROM games", "--system", "plain",
                 "--format", "csv").output == "key\nTBA201908180\n"


@pytest.mark.parametrize("sql", ["DROP TABLE games", "DELETE FROM plays",
                                 "SELECT * FROM games; DROP TABLE games",
                                 "SELECT no_such_column FROM games"])
def test_the_database_is_untouched_whatever_is_typed(recorded, sql):
    before = everything_in(recorded)
    result = query(recorded, sql)
    assert result.exit_code == 1
    assert result.stdout == "" and len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output
    assert everything_in(recorded) == before


def everything_in(url):
    from db.engine import make_engine

    engine = make_engine(url)
    try:
        return everything(engine)
    finally:
        engine.dispose()


def test_the_database_file_stays_as_it_was(tmp_path):
    """Byte for byte and to the nanosecond, after a refused statement and after a query."""
    path = tmp_path / "league.db"
    url = f"sqlite:///{path}"
    assert runner.invoke(app, ["--db", url, "record", "TBA201908180", "--script",
                               str(GAME)]).exit_code == 0
    files = sorted(tmp_path.glob("league.db*"))
    before = {f: (f.read_bytes(), f.stat().st_mtime_ns) for f in files}

    def scorebook_query(sql):
        return subprocess.run([sys.executable, "-m", "scorebook", "--db", url, "query", sql],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)

    refused = scorebook_query("DROP TABLE games")
    assert (refused.returncode, refused.stdout) == (1, "")
    assert refused.stderr.startswith("DROP is refused") and refused.stderr.count("\n") == 1
    assert sorted(tmp_path.glob("league.db*")) == files
    assert {f: (f.read_bytes(), f.stat().st_mtime_ns) for f in files} == before

    answered = scorebook_query("SELECT COUNT(*) AS n FROM games")
    assert (answered.returncode, answered.stdout) == (0, "n\n1\n"), answered.stderr
    assert {f: (f.read_bytes(), f.stat().st_mtime_ns) for f in files} == before
