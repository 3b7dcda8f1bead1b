"""A role allowed one connection (`CONNECTION LIMIT 1`) uses Scorebook as any other (issue 20,
item 6): a fast reader, which opens a connection of its own besides the one the engine holds,
is refused by the server, and the rows are read through the engine's connection instead —
every command gives what it gives the league's owner, at once, with nothing on stderr."""

from __future__ import annotations

import time
import uuid

import pytest
import sqlalchemy as sa
from polars.testing import assert_frame_equal

from db.engine import make_engine
from stats import readers
from stats.load import load
from tests.command_line import scorebook
from tests.db.conftest import PG_URL
from tests.db.postgresql_commands import commands

pytestmark = [pytest.mark.postgres,
              pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set"),
              pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)]

READING = ("games", "stats", "box", "query")


@pytest.fixture
def one_connection(db_url):
    """The URL of a role allowed one connection, which may read and write the test schema
    (migrated first, by its owner)."""
    assert scorebook(db_url, "db", "upgrade").exit_code == 0
    role = f"one_{uuid.uuid4().hex[:8]}"
    schema = sa.make_url(db_url).query["options"].removeprefix("-csearch_path=")
    admin = sa.create_engine(PG_URL)
    with admin.begin() as connection:
        for statement in (f"CREATE ROLE {role} LOGIN PASSWORD 'pw' CONNECTION LIMIT 1",
                          f"GRANT USAGE ON SCHEMA {schema} TO {role}",
                          f"GRANT ALL ON ALL TABLES IN SCHEMA {schema} TO {role}",
                          f"GRANT ALL ON ALL SEQUENCES IN SCHEMA {schema} TO {role}"):
            connection.exec_driver_sql(statement)
    yield sa.make_url(db_url).set(username=role, password="pw").render_as_string(
        hide_password=False)
    with admin.begin() as connection:
        connection.exec_driver_sql(f"DROP OWNED BY {role}")
        connection.exec_driver_sql(f"DROP ROLE {role}")
    admin.dispose()


def settled(url: str) -> None:
    """Wait until the server has let go of the role's last connection: a backend ends a
    moment after its client closed it, and until then it still counts against the limit (a
    person's next command starts later than the next line of a test does)."""
    admin = sa.create_engine(PG_URL)
    role = sa.make_url(url).username
    try:
        for _ in range(100):
            with admin.connect() as connection:
                if not connection.exec_driver_sql(
                        "SELECT count(*) FROM pg_stat_activity WHERE usename = %s",
                        (role,)).scalar():
                    return
            time.sleep(0.05)
    finally:
        admin.dispose()


def test_every_command_works_on_one_connection(tmp_path, db_url, one_connection):
    steps = commands(tmp_path)
    for name in ("record", "sim", "import", *READING, "report"):
        settled(one_connection)
        started = time.monotonic()
        result = scorebook(one_connection, *steps[name])
        assert (name, result.exit_code) == (name, 0), result.stderr
        # nothing on stderr but the notes a script's lines may draw (record)
        assert all(": note: " in line for line in result.stderr.splitlines()), result.stderr
        assert time.monotonic() - started < 5, name
        if name in READING:  # as the owner, on as many connections as it likes, sees it
            assert result.stdout == scorebook(db_url, *steps[name]).stdout, name


@pytest.fixture
def held(one_connection):
    """An engine of the one-connection role, holding its one connection in its pool (as
    every command's does once it has checked the schema), with games to read."""
    assert scorebook(one_connection, "sim", "bot9", "--games", "3", "--seed", "3").exit_code == 0
    settled(one_connection)
    engine = make_engine(one_connection)
    engine.connect().close()
    yield engine
    engine.dispose()


@pytest.mark.parametrize("first", ["adbc", "connectorx"])
def test_a_fast_reader_falls_back_on_the_engines_connection(db_url, held, monkeypatch,
                                                               capfd, first):
    """Chosen for the database, a fast reader that cannot connect gives way to SQLAlchemy —
    connectorx without waiting the half-minute it would for a connection, nor logging."""
    monkeypatch.setitem(readers.PREFERENCE, "postgresql", (first, readers.SQLALCHEMY))
    started = time.monotonic()
    frames = load(held)
    assert time.monotonic() - started < 3
    owners = make_engine(db_url)
    expected = load(owners, reader=readers.SQLALCHEMY)
    owners.dispose()
    for part in ("games", "plays", "lineups", "players"):
        assert_frame_equal(getattr(frames, part).collect(), getattr(expected, part).collect())
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize("reader", ["adbc", "connectorx"])
def test_a_fast_reader_asked_for_by_name_says_it_cannot_connect(held, reader):
    with pytest.raises(readers.ReaderUnavailable,
                       match=f"^The {reader} reader cannot open a connection of its own: .*"
                             "too many connections for role"):
        load(held, reader=reader)
