"""A league on the private PostgreSQL cluster (tests/with-postgres) as people log in to it: a
database of the test's own and two people's logins, for the tests of its roles (issue 21, item 5)
on the command line and in the app."""

from __future__ import annotations

import uuid

import pytest
import sqlalchemy as sa

from tests.command_line import scorebook_process
from tests.db.conftest import PG_URL


@pytest.fixture
def league():
    """A new database `lg_…` and two people's logins, `ann_…` and `bo_…`: their URLs by name,
    and the owner's."""
    tag = uuid.uuid4().hex[:8]
    admin = sa.create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    database, people = f"lg_{tag}", {"ann": f"ann_{tag}", "bo": f"bo_{tag}"}
    with admin.connect() as db:
        db.exec_driver_sql(f"CREATE DATABASE {database}")
        for role in people.values():
            db.exec_driver_sql(f"CREATE ROLE {role} LOGIN PASSWORD 'secret-{tag}'")
    owner = sa.make_url(PG_URL).set(database=database)
    urls = {name: owner.set(username=role, password=f"secret-{tag}")
            .render_as_string(hide_password=False) for name, role in people.items()}
    yield owner.render_as_string(hide_password=False), urls, people
    with admin.connect() as db:
        db.exec_driver_sql(f"DROP DATABASE {database} WITH (FORCE)")
        for role in [*people.values(), f"{database}_scorekeeper", f"{database}_viewer"]:
            db.exec_driver_sql(f"DROP ROLE IF EXISTS {role}")
    admin.dispose()


def league_with_roles(league) -> tuple[str, str]:
    """`league init` run on the fixture's league, ann its scorekeeper and bo its viewer: their
    URLs."""
    owner, urls, people = league
    made = scorebook_process("league", "init", owner, "--scorekeeper", people["ann"],
                             "--viewer", people["bo"])
    assert made.returncode == 0, made.stderr
    return urls["ann"], urls["bo"]
