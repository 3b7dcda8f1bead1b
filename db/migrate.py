"""Bringing a database's schema up to date with Alembic, without an alembic.ini.

Scorebook upgrades the database every time it starts, so a database made by any earlier
release is migrated before it is used. The migration scripts live in `db/migrations/` inside
the package (they ship in the wheel); the Alembic configuration is built here in code.

Alembic takes about half a second to import, more than a whole command should: so a database
already at the newest revision — nearly every start — is only read, with one query against
`alembic_version`, the newest revision being read off the scripts' `revision` and
`down_revision` lines. Alembic is imported only when there is something to migrate, and
decides everything then.

A database written by a newer Scorebook (at a revision these scripts do not know) is refused
before Alembic is imported, and left exactly as it is: nothing here can downgrade it, and
opening it with older models would misread it.

To write a new migration after changing `db/models.py`:

    python -c "from db.engine import make_engine; from db.migrate import new_revision; \
new_revision(make_engine('sqlite:////tmp/rev.db'), 'what changed')"

then read and tidy the generated file in `db/migrations/versions/`.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING

import sqlalchemy as sa
from sqlalchemy.exc import OperationalError

from db.engine import VERSION_TABLE, NotADatabase, cannot_open, writer
from engine.core.errors import ScorebookError

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Connection
    from sqlalchemy.engine import Engine

MIGRATIONS = Path(__file__).parent / "migrations"
#: Any fixed number: PostgreSQL's advisory lock id for "a Scorebook migration is running".
_PG_MIGRATION_LOCK = 0x5C0BE
#: A script's `revision: str = '0004'` and `down_revision: ... = '0003'` (or None, or a tuple
#: of revisions for a merge), as Alembic's template writes them.
_REVISION_LINE = re.compile(r"^(down_revision|revision)\b[^=\n]*=(.*)$", re.MULTILINE)


class NewerDatabase(ScorebookError):
    """The database is at a revision of a newer Scorebook than this one."""


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration pointing at the packaged migrations, using `connection`."""
    from alembic.config import Config  # imported here: see the module's docstring

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Migrate the database to `revision` (the newest by default), in one transaction; a
    database already at the newest revision, or at one newer than the scripts, is only read."""
    try:
        stored, head = _stored_revisions(engine), head_revision()
        known, _ = _revisions()
        unknown = [r for r in stored or () if r not in known]
        if unknown:
            raise NewerDatabase(f"This database was written by a newer Scorebook (revision "
                                f"{', '.join(unknown)}); upgrade Scorebook.")
        if revision == "head" and head is not None and stored == [head]:
            return
        from alembic import command  # imported here: see the module's docstring

        with writer(engine).begin() as connection:
            if connection.dialect.name == "postgresql":
                # Several scorekeepers' apps may start at once against a shared league.
                connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_MIGRATION_LOCK})")
            command.upgrade(alembic_config(connection), revision)
    except OperationalError as exc:
        raise cannot_open(engine, exc) from exc


def _stored_revisions(engine: Engine) -> list[str] | None:
    """The revisions the database is at, read without Alembic; None for an empty database.
    A SQLite file of another program's tables is refused rather than filled with ours (a
    PostgreSQL database may well be shared with other programs)."""
    with engine.connect() as connection:
        tables = sa.inspect(connection).get_table_names()
        if VERSION_TABLE not in tables:
            if tables and connection.dialect.name == "sqlite":
                raise NotADatabase(f"{engine.url.database} is not a Scorebook database (it "
                                   f"holds other tables: {', '.join(sorted(tables)[:3])}).")
            return None
        table = sa.table(VERSION_TABLE, sa.column("version_num"))
        stored = list(connection.execute(sa.select(table.c.version_num)).scalars().all())
        if not all(isinstance(revision, str) and revision for revision in stored):
            # a damaged file (a page overwritten) can read as a row with no revision in it
            raise NotADatabase(f"{engine.url.database} is not a Scorebook database (its "
                               "schema revision is empty).")
        return stored


def head_revision() -> str | None:
    """The newest revision of the packaged migrations, read off the scripts' text without
    importing them or Alembic; None when there is not exactly one (Alembic then decides)."""
    revisions, parents = _revisions()
    heads = revisions - parents
    return next(iter(heads)) if len(heads) == 1 else None


@functools.cache
def _revisions() -> tuple[frozenset[str], frozenset[str]]:
    """Every revision of the packaged migrations, and those that are a later one's parent."""
    revisions: set[str] = set()
    parents: set[str] = set()
    for script in (MIGRATIONS / "versions").glob("*.py"):
        for name, value in _REVISION_LINE.findall(script.read_text(encoding="utf-8")):
            quoted = set(re.findall(r"""['"]([^'"]+)['"]""", value))
            (revisions if name == "revision" else parents).update(quoted)
    return frozenset(revisions), frozenset(parents)


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an empty database."""
    from alembic.runtime.migration import MigrationContext  # imported here: see the docstring

    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def new_revision(engine: Engine, message: str) -> None:
    """Autogenerate a migration script from the difference between `engine`'s database
    (first upgraded to the newest revision) and the models. For developers, not the app."""
    from alembic import command  # imported here: see the module's docstring

    upgrade(engine)
    with writer(engine).begin() as connection:
        command.revision(alembic_config(connection), message=message, autogenerate=True)
