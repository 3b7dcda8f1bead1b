"""Every start brings the database up to date: one at the newest revision is only read, without
Alembic (which takes longer to import than a command may take); an empty or older one is left
to Alembic, as before; one from a newer Scorebook is refused, and left as it is (issue 20,
item 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.script import ScriptDirectory

from db.engine import make_engine, writer
from db.migrate import (NewerDatabase, _revisions, alembic_config, current_revision,
                        head_revision, upgrade)
from tests.command_line import scorebook


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


def test_the_scripts_revisions_are_the_ones_alembic_finds():
    """A revision these scripts do not know is refused (below): every one they hold must be."""
    scripts = ScriptDirectory.from_config(alembic_config())
    assert _revisions()[0] == {script.revision for script in scripts.walk_revisions()}


def newer(engine) -> None:
    """`engine`'s database as a later release of Scorebook would leave it."""
    upgrade(engine)
    with writer(engine).begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999'"))


def contents(engine) -> list:
    """Every table's name and rows, to tell that nothing changed."""
    with engine.connect() as conn:
        return [(name, sorted(map(tuple, conn.execute(sa.text(f"SELECT * FROM {name}")))))
                for name in sorted(sa.inspect(conn).get_table_names())]


def test_a_database_from_a_newer_scorebook_is_refused_untouched(new_engine, migrations):
    newer(new_engine)
    before = contents(new_engine)
    with pytest.raises(NewerDatabase, match=r"^This database was written by a newer Scorebook "
                                            r"\(revision 9999\); upgrade Scorebook\.$"):
        upgrade(new_engine)
    assert migrations == ["head"]  # Alembic was not asked again
    assert contents(new_engine) == before


def test_every_command_and_the_app_refuse_it(new_engine, db_url, capsys):
    from tui.entry import main

    newer(new_engine)
    new_engine.dispose()
    file = Path(new_engine.url.database or "") if db_url.startswith("sqlite") else None
    before = (file.read_bytes(), sorted(file.parent.iterdir())) if file else contents(new_engine)
    sentence = "This database was written by a newer Scorebook (revision 9999); upgrade Scorebook."
    for args in (["games"], ["db", "upgrade"], ["stats", "batting"]):
        result = scorebook(db_url, *args)
        assert (result.exit_code, result.stdout, result.stderr) == (1, "", sentence + "\n")
    with pytest.raises(SystemExit) as stop:
        main(["--db", db_url])
    assert (stop.value.code, capsys.readouterr().err) == (1, sentence + "\n")
    after = (file.read_bytes(), sorted(file.parent.iterdir())) if file else contents(new_engine)
    assert after == before  # on SQLite, the file's very bytes, and no journal left beside it
