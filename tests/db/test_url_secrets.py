"""No message prints a password (issue 20, item 7): not the one after `user:` in any dialect,
nor a `?password=` option, nor one in a URL that cannot be parsed — on every path that shows
a URL: a URL refused, a database that cannot be reached, one refused, `db upgrade`'s report,
and the app's start."""

from __future__ import annotations

import logging

import pytest
import sqlalchemy as sa

from db.engine import describe, make_engine, writer
from db.url import hide_password
from tests.command_line import scorebook
from tests.db.conftest import PG_URL

SECRET = "S3cr3tPw"
NO_SERVER = "host=/nonexistent/scorebook"  # a socket folder that is not there: no network


@pytest.mark.parametrize("url, shown", [
    ("postgresql://u:pw@host/db", "postgresql://u:***@host/db"),
    ("postgresql+psycopg2://u:pw@host:5432/db", "postgresql+psycopg2://u:***@host:5432/db"),
    ("sqlite://user:pw@/tmp/x.db", "sqlite://user:***@/tmp/x.db"),
    ("postgresql://u@host/db?sslmode=require&password=pw", "postgresql://u@host/db?sslmode=require&password=***"),
    ("postgresql://u@host/db?PASSWORD=pw&sslpassword=pw2", "postgresql://u@host/db?PASSWORD=***&sslpassword=***"),
    ("postgresql://u:pw@host:notaport/db", "postgresql://u:***@host:notaport/db"),
    ("postgresql://u:p@ss/w:rd@host/db", "postgresql://u:***@host/db"),  # not percent-encoded
    ("postgresql:/u:pw@host", "postgresql:***@host"),  # not a URL SQLAlchemy can parse
    ("u:pw@host/db", "u:***@host/db"),
    ("postgresql://u:pw@[::1]:5432/db", "postgresql://u:***@[::1]:5432/db"),
    # nothing to hide
    ("postgresql://u@host:5432/db", "postgresql://u@host:5432/db"),
    ("sqlite:////tmp/me@home.db", "sqlite:////tmp/me@home.db"),
    ("sqlite:///league.db", "sqlite:///league.db"),
])
def test_hide_password(url, shown):
    assert hide_password(url) == shown


def test_describe_hides_the_query_and_a_password_in_a_sqlite_path():
    engine = make_engine(f"postgresql://u:{SECRET}@host/db?password={SECRET}")
    assert describe(engine) == "postgresql+psycopg://u:***@host/db?password=***"
    # typed as user:password, read by SQLite as a file name, rendered percent-encoded
    assert describe(make_engine(f"sqlite:///u:{SECRET}@/tmp/x.db")) == "sqlite:///u:***@/tmp/x.db"


ERRORS = [
    pytest.param(f"postgresql+psycopg2://u:{SECRET}@host/db", "No module named 'psycopg2'",
                 id="driver-not-installed"),
    pytest.param(f"sqlite://user:{SECRET}@/tmp/x.db", "Invalid SQLite URL", id="sqlite-user"),
    pytest.param(f"postgresql://u:{SECRET}@host:notaport/db", "invalid literal for int()",
                 id="malformed-port"),
    pytest.param(f"nosuch://u:{SECRET}@host/db", "Can't load plugin", id="unknown-dialect"),
    pytest.param(f"postgresql:/u:{SECRET}@host", "Could not parse", id="unparseable"),
    pytest.param(f"postgresql://u:{SECRET}@/db?{NO_SERVER}", "No such file or directory",
                 id="unreachable"),
    pytest.param(f"postgresql://u@/db?{NO_SERVER}&password={SECRET}",
                 "No such file or directory", id="query-password"),
    pytest.param(f"postgresql://u:{SECRET}@x/{SECRET}@/db?{NO_SERVER}",
                 "No such file or directory", id="unencoded-at-and-slash"),
    pytest.param(f"sqlite:///u:{SECRET}@/nonexistent/x.db", "unable to open database file",
                 id="sqlite-path"),
]


def assert_hidden(result, caplog, reason: str) -> None:
    """Exit 1, the reason in one line on stderr, and the password nowhere."""
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and reason in result.stderr
    assert SECRET not in result.stdout + result.stderr + caplog.text


@pytest.mark.parametrize("url, reason", ERRORS)
@pytest.mark.parametrize("command", [["games"], ["db", "upgrade"]], ids=" ".join)
def test_no_error_prints_the_password(caplog, url, reason, command):
    caplog.set_level(logging.DEBUG)
    assert_hidden(scorebook(url, *command), caplog, reason)


@pytest.mark.parametrize("url, reason", ERRORS)
def test_nor_does_the_apps_start(capsys, caplog, url, reason):
    from tui.entry import main

    caplog.set_level(logging.DEBUG)
    with pytest.raises(SystemExit) as stop:
        main(["--db", url])
    out, err = capsys.readouterr()
    assert stop.value.code == 1 and reason in err and err.count("\n") == 1
    assert SECRET not in out + err + caplog.text


def test_a_password_sqlite_would_drop_is_refused_without_showing_it(tmp_path, caplog):
    """SQLite takes no password: SQLAlchemy dropped it with a Python warning and the command
    went on; it is refused now, as every option SQLite would drop is (issue 20)."""
    caplog.set_level(logging.DEBUG)
    result = scorebook(f"sqlite:///{tmp_path / 'x.db'}?password={SECRET}", "db", "upgrade")
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    assert "SQLite takes no option 'password'" in result.stderr
    assert SECRET not in result.stdout + result.stderr + caplog.text
    assert not (tmp_path / "x.db").exists()


@pytest.mark.postgres
@pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set")
def test_postgresql_paths_with_a_password(db_url, caplog):
    """The test cluster trusts every connection: any password is let in, and must not be
    shown — by `db upgrade`, by a database that does not exist, by one from a newer
    Scorebook."""
    if not db_url.startswith("postgresql"):
        pytest.skip("PostgreSQL's paths")
    caplog.set_level(logging.DEBUG)
    url = sa.make_url(db_url).set(password=SECRET)
    with_option = url.update_query_dict({"password": SECRET})
    for given in (url, with_option):
        text = given.render_as_string(hide_password=False)
        result = scorebook(text, "db", "upgrade")
        assert result.exit_code == 0 and ":***@" in result.stdout
        assert SECRET not in result.stdout + result.stderr + caplog.text
        missing = given.set(database="no_such_league").render_as_string(hide_password=False)
        assert_hidden(scorebook(missing, "games"), caplog, 'database "no_such_league" does not exist')
    engine = make_engine(url.render_as_string(hide_password=False))
    with writer(engine).begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    assert_hidden(scorebook(with_option.render_as_string(hide_password=False), "games"), caplog,
                  "written by a newer Scorebook (revision 9999)")
