"""Every start brings the database up to date: one at the newest revision is only read, without
Alembic (which takes longer to import than a command may take); an empty, older or unknown one
is left to Alembic, as before."""

from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.script import ScriptDirectory
from alembic.util import CommandError

from db.engine import make_engine
from db.migrate import alembic_config, current_revision, head_revision, upgrade


@pytest.fixture
def migrations(monkeypatch) -> list[str]:
    """The revisions Alembic is asked to upgrade to, in order."""
    asked: list[str] = []
    real = command.upgrade

    def spy(config, revision, *args, **kwargs):
        asked.append(revision)
        return real(config, revision, *args, **kwargs)

    monkeypatch.setattr(command, "upgrade", spy)
    return asked


@pytest.fixture
def new_engine(db_url):
    engine = make_engine(db_url)
    yield engine
    engine.dispose()


def test_the_newest_revision_is_the_one_alembic_finds():
    assert head_revision() == ScriptDirectory.from_config(alembic_config()).get_current_head()


def test_a_database_at_the_newest_revision_is_only_read(new_engine, migrations):
    upgrade(new_engine)
    assert migrations == ["head"]  # the empty database was migrated
    upgrade(new_engine)
    upgrade(new_engine)
    assert migrations == ["head"]
    assert current_revision(new_engine) == head_revision()


def test_an_older_database_is_migrated(new_engine, migrations):
    upgrade(new_engine, "0003")
    upgrade(new_engine)
    assert migrations == ["0003", "head"]
    assert current_revision(new_engine) == head_revision()


def test_a_revision_the_scripts_do_not_know_is_left_to_alembic(new_engine, migrations):
    upgrade(new_engine)
    with new_engine.begin() as conn:  # as a later release of Scorebook would leave it
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))
    with pytest.raises(CommandError, match="9999"):
        upgrade(new_engine)
    assert migrations == ["head", "head"]
