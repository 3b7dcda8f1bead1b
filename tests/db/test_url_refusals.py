"""Database URLs the URL fuzzer (tests/fuzz/test_database_urls.py) found said badly: a password
shown because SQLAlchemy read a malformed URL its own way (the password in a "port", in a
host, in its percent-encoded rendering), a traceback (an option given twice, a NUL in a file
name), and a URL it cannot use quoted whole however long. Each is one sentence,
exit 1, and the password nowhere."""

from __future__ import annotations

import logging

import pytest

from tests.command_line import scorebook

SECRET = "S3cr3tPw"
NO_SERVER = "host=/nonexistent/scorebook"


@pytest.mark.parametrize("url, reason", [
    (f"sqlite+pysqlite://:\u00fc@x.db%s?mode=ro&password={SECRET}", "Invalid SQLite URL."),
    (f"sqlite://:p@{SECRET}@:memory:", "invalid literal for int() with base 10."),
    (f"postgres:////u::p/{SECRET}?q@127.0.0.1:1/no_such&{NO_SERVER}", "No such file or directory."),
    ("sqlite:////tmp/x.db?timeout=1&timeout=2", "not 'tuple'."),
    ("sqlite:////tmp/x\x00.db", "a file name cannot hold the NUL character."),
    (f"sqlite:////tmp/x.db?uri=true&password={SECRET}&application_name=\x00",
     "an option's value cannot hold the NUL character."),
    # dropped by SQLAlchemy with a Python warning (two lines on stderr), and the command went
    # on as if the database were opened read-only
    (f"sqlite:////tmp/x.db?mode=ro&password={SECRET}",
     "SQLite takes no option 'mode' (without uri=true only timeout, isolation_level, "
     "detect_types, check_same_thread, cached_statements)."),
], ids=["rendered", "port", "four-slashes", "option-twice", "nul", "nul-in-an-option",
        "dropped-option"])
def test_one_sentence_and_no_password(caplog, url, reason):
    caplog.set_level(logging.DEBUG)
    result = scorebook(url, "games")
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and result.stderr.endswith(f"{reason}\n"), result.stderr
    assert SECRET not in result.stdout + result.stderr + caplog.text


def test_a_long_url_is_quoted_in_part():
    result = scorebook("nosuch://" + "x" * 5000, "games")
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and len(result.stderr) < 300, result.stderr


def test_a_line_break_in_the_url_is_escaped():
    """A URL pasted with a line break in it: the sentence stays one line."""
    result = scorebook(f"postgresql+psycopg:///db\r\n?{NO_SERVER}", "games")
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "db\\r\\n" in result.stderr, result.stderr
