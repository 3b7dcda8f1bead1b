"""Bringing a database's schema up to date with Alembic, without an alembic.ini.

Scorebook upgrades the database every time it starts, so a database made by any earlier
release is migrated before it is used. The migration scripts live in `db/migrations/` inside
the package (they ship in the wheel); the Alembic configuration is built here in code.

To write a new migration after changing `db/models.py`:

    python -c "from db.engine import make_engine; from db.migrate import new_revision; \
new_revision(make_engine('sqlite:////tmp/rev.db'), 'what changed')"

then read and tidy the generated file in `db/migrations/versions/`.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError

from db.engine import CannotOpenDatabase, describe

MIGRATIONS = Path(__file__).parent / "migrations"
#: Any fixed number: PostgreSQL's advisory lock id for "a Scorebook migration is running".
_PG_MIGRATION_LOCK = 0x5C0BE


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic configuration pointing at the packaged migrations, using `connection`."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = connection
    return config


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Migrate the database to `revision` (the newest by default), in one transaction."""
    try:
        with engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                # Several scorekeepers' apps may start at once against a shared league.
                connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_PG_MIGRATION_LOCK})")
            command.upgrade(alembic_config(connection), revision)
    except OperationalError as exc:
        reason = str(exc.orig).strip().splitlines()[0].rstrip(".") if exc.orig else str(exc)
        raise CannotOpenDatabase(
            f"Can't open the database {describe(engine)}: {reason}.") from exc


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an empty database."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def new_revision(engine: Engine, message: str) -> None:
    """Autogenerate a migration script from the difference between `engine`'s database
    (first upgraded to the newest revision) and the models. For developers, not the app."""
    upgrade(engine)
    with engine.begin() as connection:
        command.revision(alembic_config(connection), message=message, autogenerate=True)
