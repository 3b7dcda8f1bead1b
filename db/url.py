"""Where the Scorebook database is: the URL given, else $SCOREBOOK_DB, else the SQLite file in
the platform's user data folder.

Apart from db/engine.py, which opens the database, because the command line reads $SCOREBOOK_DB
before it knows whether a database is needed at all: its help must not wait for SQLAlchemy.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV_VAR = "SCOREBOOK_DB"


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
