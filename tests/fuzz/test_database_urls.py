"""`--db URL` of every shape: dialects known and not, drivers installed and not, a user and a
password (in the URL, in ?password=, not percent-encoded), hosts, ports that are no port,
options PostgreSQL does not have, paths SQLite cannot open, text that is no URL. The command
works, or says in one sentence what is wrong — and the password is nowhere: not on stdout, not
on stderr, not in the log. No server is ever reached over the network: PostgreSQL's URLs name a
socket folder that is not there, or port 1 of this machine."""

from __future__ import annotations

import logging
import warnings
from contextlib import chdir

from hypothesis import HealthCheck, given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import ODD, fuzz, one_sentence

SECRET = "Pw7Zq"  # in every URL's password, so that a message showing it is caught

SCHEME = st.sampled_from(["sqlite", "sqlite+pysqlite", "postgresql", "postgresql+psycopg",
                          "postgresql+psycopg2", "postgres", "mysql", "nosuch", "", "SQLITE",
                          "postgresql+", "+psycopg", "sqlite+nosuch"])
SEPARATOR = st.sampled_from(["://", ":///", ":////", ":/", ":", "//", "://:"])
PASSWORD = st.builds(lambda before, after: f"{before}{SECRET}{after}",
                     st.sampled_from(["", "a", "p@", "p/", "p:", "%40", "p%"]),
                     st.sampled_from(["", "b", "@x", "/y", "#z", "?q", "%2"]))
HOST = st.sampled_from(["", "localhost:1", "127.0.0.1:1", "[::1]:1", "localhost:notaport",
                        "localhost:99999999999", "localhost:-1", "[::1", "localhost:１",
                        "localhost:²"])
QUERY = st.lists(st.sampled_from([
    "host=/nonexistent/scorebook", f"password={SECRET}", f"PASSWORD={SECRET}",
    f"sslpassword={SECRET}", "options=-csearch_path%3Dx", "nosuch=1", "sslmode=nosuch",
    "connect_timeout=1", "connect_timeout=x", "mode=ro", "uri=true", "timeout=abc",
    "application_name=\x00"]), max_size=3)


@st.composite
def urls(draw, folder) -> str:
    scheme, separator = draw(SCHEME), draw(SEPARATOR)
    user = draw(st.sampled_from(["", "u", "u:", "u@x", "ü", "\x00"]))
    password = draw(PASSWORD)
    credentials = draw(st.sampled_from([f"{user}:{password}@", f":{password}@", "", f"{user}@"]))
    if scheme.startswith(("sqlite", "SQLITE")):
        where = draw(st.sampled_from([f"{folder}/x.db", f"{folder}/no/such/x.db", "x.db", "",
                                      f"{folder}", ":memory:"]))
    else:
        where = draw(HOST) + "/" + draw(st.sampled_from(["db", "", "no_such", "a/b", "\x00"]))
    query = draw(QUERY)
    tail = draw(st.one_of(st.just(""), ODD, st.text(max_size=5)))
    url = f"{scheme}{separator}{credentials}{where}{tail}"
    if query or draw(st.booleans()):
        url += "?" + "&".join(query or [f"host=/nonexistent/scorebook&password={SECRET}"])
    if not scheme.startswith(("sqlite", "SQLITE")) and "host=/nonexistent" not in url:
        url += ("&" if "?" in url else "?") + "host=/nonexistent/scorebook"
    return url


@fuzz(40, HealthCheck.function_scoped_fixture)  # caplog: cleared after each example
@given(data=st.data())
def test_a_database_url(databases, caplog, data):
    caplog.set_level(logging.DEBUG)
    folder = databases.scratch()
    url = data.draw(urls(folder), label="url")
    command = data.draw(st.sampled_from([["games"], ["db", "upgrade"]]), label="command")
    # a relative SQLite path is made in the folder, not in the repository; a warning is lines
    # of their own on stderr in a real run (an option SQLite drops was one)
    with chdir(folder), warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always")
        result = scorebook(url, *command)
    shown = result.stdout + result.stderr + caplog.text
    caplog.clear()
    if result.exit_code != 0:
        one_sentence(result)
    assert not warned, [str(w.message) for w in warned]
    assert SECRET not in shown, shown[-2000:]
