"""A shared league's roles on PostgreSQL: scorekeepers who record, viewers who only read.

`scorebook league init URL`, run once by the database's owner, brings the schema up to date and
makes two group roles named after the database — `<db>_scorekeeper` (read and write the rows)
and `<db>_viewer` (read only) — so that two leagues on one server keep their people apart.
Each person logs in as a role of their own made a member of one of them (`GRANT
<db>_viewer TO ann`); nobody but the owner needs more at run time: schema upgrades stay the
owner's. The statements are plain SQL (`league_sql`), printed by `league init --sql` for an
administrator who would rather run them by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.engine import writer
from engine.core.errors import ScorebookError, quoted

KINDS = ("scorekeeper", "viewer")


class LeagueRefused(ScorebookError):
    """The league cannot be set up here: not PostgreSQL, or the role running it lacks a right."""


@dataclass(frozen=True)
class LeagueRoles:
    """The two group roles of one league's database, and the schema they may use."""

    scorekeeper: str
    viewer: str
    schema: str
    database: str


def roles_of(engine: Engine) -> LeagueRoles:
    """The roles `league init` makes for the database at `engine`, named after it."""
    if engine.dialect.name != "postgresql":
        raise LeagueRefused("A league shared by several scorekeepers is a PostgreSQL database: "
                            "give league init a postgresql:// URL (a SQLite file is one "
                            "computer's).")
    with engine.connect() as db:
        database, schema = db.execute(sa.text("SELECT current_database(), current_schema()")).one()
    base = re.sub(r"[^a-z0-9_]", "_", database.lower())[:40]
    return LeagueRoles(f"{base}_scorekeeper", f"{base}_viewer", schema, database)


def league_sql(roles: LeagueRoles, members: dict[str, list[str]] | None = None) -> list[str]:
    """The statements that set the league's roles up: each may be run again (a role that
    exists is kept; grants are idempotent). `members`: login roles to make scorekeepers or
    viewers ({"scorekeeper": ["ann"], "viewer": ["bo"]})."""
    keeper, viewer = _ident(roles.scorekeeper), _ident(roles.viewer)
    schema, database = _ident(roles.schema), _ident(roles.database)
    statements = [
        *(f"DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = "
          f"{_literal(name)}) THEN CREATE ROLE {_ident(name)} NOLOGIN; END IF; END $$"
          for name in (roles.scorekeeper, roles.viewer)),
        f"GRANT CONNECT ON DATABASE {database} TO {keeper}, {viewer}",
        f"GRANT USAGE ON SCHEMA {schema} TO {keeper}, {viewer}",
        f"GRANT SELECT ON ALL TABLES IN SCHEMA {schema} TO {viewer}",
        f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA {schema} TO {keeper}",
        f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA {schema} TO {keeper}",
        # the tables a later upgrade (by the owner) makes are granted the same way
        f"ALTER DEFAULT PRIVILEGES IN SCHEMA {schema} GRANT SELECT ON TABLES TO {viewer}",
        f"ALTER DEFAULT PRIVILEGES IN SCHEMA {schema} GRANT SELECT, INSERT, UPDATE, DELETE "
        f"ON TABLES TO {keeper}",
        f"ALTER DEFAULT PRIVILEGES IN SCHEMA {schema} GRANT USAGE, SELECT ON SEQUENCES "
        f"TO {keeper}",
    ]
    for kind, people in (members or {}).items():
        group = _ident(getattr(roles, kind))
        statements += [f"GRANT {group} TO {_ident(person)}" for person in people]
    return statements


def init_league(engine: Engine, members: dict[str, list[str]] | None = None) -> LeagueRoles:
    """Run `league_sql` at `engine` (the schema brought up to date first, by the caller), in
    one transaction; a right the running role lacks is one sentence naming it."""
    roles = roles_of(engine)
    people = [person for names in (members or {}).values() for person in names]
    with writer(engine).begin() as db:
        missing = sorted(set(people) - set(db.execute(
            sa.text("SELECT rolname FROM pg_roles WHERE rolname = ANY(:names)"),
            {"names": people}).scalars()))
        if missing:
            raise LeagueRefused(f"There is no role {quoted(missing[0])} on this server: make each "
                                f"person's login first (CREATE ROLE {missing[0]} LOGIN "
                                "PASSWORD '…'), then run league init again.")
        try:
            for statement in league_sql(roles, members):
                db.exec_driver_sql(statement)
        except sa.exc.ProgrammingError as exc:
            reason = str(exc.orig).strip().splitlines()[0].rstrip(".")
            raise LeagueRefused(f"Could not set up the league's roles: {reason} (run league "
                                "init as the database's owner, with the right to create "
                                "roles).") from None
    return roles


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
