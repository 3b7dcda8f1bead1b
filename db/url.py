"""Where the Scorebook database is: the URL given, else $SCOREBOOK_DB, else the SQLite file in
the platform's user data folder.

Apart from db/engine.py, which opens the database, because the command line reads $SCOREBOOK_DB
before it knows whether a database is needed at all: its help must not wait for SQLAlchemy.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Mapping

from engine.core.errors import quoted

ENV_VAR = "SCOREBOOK_DB"
#: What a hidden password is shown as (as SQLAlchemy shows it).
HIDDEN = "***"
#: The options sqlite3 itself takes from a SQLite URL (SQLAlchemy's pysqlite dialect); without
#: `uri=true` it drops any other with a Python warning, and the option — `mode=ro`, say — seems
#: to have been taken when it was not.
SQLITE_OPTIONS = ("uri", "timeout", "isolation_level", "detect_types", "check_same_thread",
                  "cached_statements")
#: A password given as a query option: `?password=…`, `&sslpassword=…` (libpq's keywords).
_QUERY_PASSWORD = re.compile(r"([?&][^=&#]*password=)[^&#]*", re.IGNORECASE)


def default_url() -> str:
    """The SQLite file in the user data folder, which is created if missing."""
    import platformdirs  # imported here: only a command line without a URL needs it

    folder = Path(platformdirs.user_data_dir("scorebook"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'scorebook.db'}"


def database_url(url: str | None = None) -> str:
    """The URL to use: the argument, else $SCOREBOOK_DB, else the default SQLite file."""
    url = url or os.environ.get(ENV_VAR) or default_url()
    # Plain "postgresql://" would ask for psycopg2; Scorebook ships psycopg 3.
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def hide_password(url: str) -> str:
    """`url` with every password in it shown as ***, for a message: the one after `user:`
    and any `password=` option — whether or not the URL can be parsed (SQLAlchemy's own
    hiding needs a URL it can parse and leaves the query alone).

    A password may hold any character, `@`, `/` and `:` included, so everything from the
    first `:` after `scheme://` to the last `@` is hidden: too much in a URL with an `@` in its
    path or query and no password, never too little."""
    url = _QUERY_PASSWORD.sub(rf"\g<1>{HIDDEN}", url)
    at = url.rfind("@")
    scheme = url.find("://")
    start = scheme + 3 if scheme >= 0 else 0
    colon = url.find(":", start, at) if at >= 0 else -1
    return url if colon < 0 else f"{url[:colon + 1]}{HIDDEN}{url[at:]}"



def sqlite_refusal(database: str | None, query: Mapping) -> str | None:
    """Why SQLite cannot take a URL of this file name (`database`) and options, or None. A
    NUL in either fails in sqlite3 on connecting (with `uri=true` the options go into the
    name it opens); any option but SQLITE_OPTIONS is dropped without `uri=true`."""
    if "\x00" in (database or ""):
        return "a file name cannot hold the NUL character"
    if any("\x00" in str(value) for value in query.values()):
        return "an option's value cannot hold the NUL character"
    if str(query.get("uri", "")).lower() in ("true", "yes", "on", "y", "t", "1"):  # as it reads
        return None
    dropped = sorted(set(query) - set(SQLITE_OPTIONS))
    if dropped:
        return (f"SQLite takes no option {quoted(dropped[0])} (without uri=true only "
                f"{', '.join(SQLITE_OPTIONS[1:])})")
    return None
