"""A PostgreSQL URL that cannot be used (issue 20, item 6) — an option libpq does not take or a
bad value for one, nothing listening on the port, a host that does not resolve, a server that
never answers, a wrong password, a database that does not exist — is one sentence naming the
URL without its password, exit 1 and no traceback, for every command and for the app's start;
quickly; and the database is left as it was."""

from __future__ import annotations

import os
import socket
import threading
import time
import uuid
from contextlib import contextmanager
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.engine import CONNECT_TIMEOUT
from tests.command_line import scorebook
from tests.db.conftest import PG_URL
from tests.db.postgresql_commands import GAME, NAMES, commands, fingerprint

SECRET = "S3cr3tPw"
SHOWN = "Can't open the database postgresql+psycopg://"
ON_POSTGRESQL = [pytest.mark.postgres,
                 pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set"),
                 pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)]


def free_port() -> int:
    """A TCP port nothing listens on (one the system just handed out and took back)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def refused(command: tuple[str, ...], url: str, reason: str, took: float = 2.0) -> None:
    """`command` on `url` ends at once (within `took` seconds) with exit 1 and one sentence
    naming the URL without its password and saying `reason`."""
    started = time.monotonic()
    result = scorebook(url, *command)
    assert time.monotonic() - started < took
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith(SHOWN)
    assert reason in result.stderr and ":***@" in result.stderr
    assert SECRET not in result.stderr and "Traceback" not in result.stderr


def the_app_refuses(capsys, url: str, reason: str) -> None:
    """The app does not start: one sentence on stderr, exit 1."""
    from tui.entry import main

    with pytest.raises(SystemExit) as stop:
        main(["--db", url])
    out, err = capsys.readouterr()
    assert stop.value.code == 1 and err.count("\n") == 1 and err.startswith(SHOWN)
    assert reason in err and SECRET not in out + err


NO_SERVER = [
    pytest.param(lambda: f"postgresql://u:{SECRET}@127.0.0.1:{free_port()}/league",
                 "Connection refused", id="nothing-listening"),
    pytest.param(lambda: f"postgresql://u:{SECRET}@no-such-host.invalid/league",
                 "failed to resolve host 'no-such-host.invalid'", id="no-such-host"),
]


@pytest.mark.parametrize("url, reason", NO_SERVER)
@pytest.mark.parametrize("name", NAMES)
def test_no_server_is_one_sentence(tmp_path, url, reason, name):
    refused(commands(tmp_path)[name], url(), reason)


@pytest.mark.parametrize("url, reason", NO_SERVER)
def test_no_server_stops_the_apps_start(capsys, url, reason):
    the_app_refuses(capsys, url(), reason)


def test_a_long_value_is_cut_in_the_middle():
    """libpq repeats a bad option's value: the URL and the reason are each cut, keeping both
    ends, and the sentence stays within 300 characters."""
    value = "x" * 5_000
    result = scorebook(f"postgresql://u:{SECRET}@127.0.0.1:{free_port()}/{'d' * 5_000}"
                       f"?sslmode={value}", "games")
    sentence = result.stderr.rstrip("\n")
    assert result.exit_code == 1 and "\n" not in sentence and len(sentence) <= 300
    assert sentence.startswith(f"{SHOWN}u:***@127.0.0.1:") and sentence.count("…") == 2
    assert 'invalid sslmode value: "xxx' in sentence and sentence.endswith('xxx".')


@contextmanager
def silent_server():
    """A port that takes connections and never answers (a server that hangs, a proxy to
    nowhere): libpq would wait for ever without a time limit."""
    server = socket.create_server(("127.0.0.1", 0))
    held: list[socket.socket] = []

    def accept() -> None:
        try:
            while True:
                held.append(server.accept()[0])
        except OSError:  # closed: the test is over
            pass

    threading.Thread(target=accept, daemon=True).start()
    try:
        yield server.getsockname()[1]
    finally:
        server.close()
        for connection in held:
            connection.close()


@pytest.mark.parametrize("option, limit", [("", CONNECT_TIMEOUT), ("?connect_timeout=2", 2)],
                         ids=["default-limit", "the-urls-own"])
def test_a_server_that_never_answers_is_given_up(option, limit):
    with silent_server() as port:
        refused(("games",), f"postgresql://u:{SECRET}@127.0.0.1:{port}/league{option}",
                "connection timeout expired", took=limit + 1.5)


def on_postgresql(test):
    """`test` on the test cluster only, its `db_url` a fresh schema there."""
    for mark in (pytest.mark.postgres,
                 pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set"),
                 pytest.mark.parametrize("db_url", ["postgresql"], indirect=True)):
        test = mark(test)
    return test


@pytest.fixture
def recorded(db_url):
    """The test database with a game in it, and its fingerprint."""
    assert scorebook(db_url, "record", "g1", "--script", str(GAME)).exit_code == 0
    return db_url, fingerprint(db_url)


def with_secret(db_url: str, **changes) -> sa.URL:
    """The test database's URL with a password (the cluster trusts every connection)."""
    return sa.make_url(db_url).set(password=SECRET, **changes)


def text(url: sa.URL) -> str:
    return url.render_as_string(hide_password=False)


BAD_OPTIONS = [
    pytest.param({"foo": "bar"}, 'invalid connection option "foo"', id="unknown-option"),
    pytest.param({"sslmode": "nonsense"}, 'invalid sslmode value: "nonsense"', id="sslmode"),
    pytest.param({"connect_timeout": "abc"}, "bad value for connect_timeout: 'abc'",
                 id="connect-timeout"),
]


@on_postgresql
@pytest.mark.parametrize("options, reason", BAD_OPTIONS)
@pytest.mark.parametrize("name", NAMES)
def test_a_bad_option_is_one_sentence(tmp_path, recorded, options, reason, name):
    db_url, before = recorded
    refused(commands(tmp_path)[name], text(with_secret(db_url).update_query_dict(options)),
            reason)
    assert fingerprint(db_url) == before


@on_postgresql
@pytest.mark.parametrize("options, reason", BAD_OPTIONS)
def test_a_bad_option_stops_the_apps_start(capsys, db_url, options, reason):
    the_app_refuses(capsys, text(with_secret(db_url).update_query_dict(options)), reason)


@on_postgresql
@pytest.mark.parametrize("name", NAMES)
def test_a_database_that_does_not_exist_is_one_sentence(tmp_path, db_url, name):
    refused(commands(tmp_path)[name], text(with_secret(db_url, database="no_such_league")),
            'database "no_such_league" does not exist')


@contextmanager
def password_required(admin: sa.Engine, role: str):
    """`role` must give its password (the test cluster trusts everyone): a line for it at the
    top of pg_hba.conf while the test runs. Skipped where the file cannot be written here."""
    with admin.connect() as connection:
        hba = Path(connection.exec_driver_sql("SHOW hba_file").scalar())
    if not os.access(hba, os.W_OK):
        pytest.skip("the test cluster's pg_hba.conf cannot be written from here")
    kept = hba.read_text()
    hba.write_text(f"local all {role} scram-sha-256\nhost all {role} all scram-sha-256\n"
                   + kept)
    try:
        _reload(admin)
        yield
    finally:
        hba.write_text(kept)
        _reload(admin)


def _reload(admin: sa.Engine) -> None:
    with admin.connect() as connection:
        connection.exec_driver_sql("SELECT pg_reload_conf()")
    time.sleep(0.3)  # the postmaster reads the file again on its signal, not at once


@on_postgresql
def test_a_wrong_password_is_one_sentence(tmp_path, recorded, capsys):
    db_url, before = recorded
    role = f"pw_{uuid.uuid4().hex[:8]}"
    admin = sa.create_engine(PG_URL)
    with admin.begin() as connection:
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN PASSWORD 'right-one'")
    try:
        with password_required(admin, role):
            url = text(with_secret(db_url, username=role))
            for command in commands(tmp_path).values():
                refused(command, url, f'password authentication failed for user "{role}"')
            the_app_refuses(capsys, url, "password authentication failed")
    finally:
        with admin.begin() as connection:
            connection.exec_driver_sql(f"DROP ROLE {role}")
        admin.dispose()
    assert fingerprint(db_url) == before
