"""`make_engine`: where the database is, and SQLite set up so nothing committed is lost."""

from __future__ import annotations

import pytest

from db.engine import CannotOpenDatabase, make_engine
from db.migrate import upgrade


def test_default_database_is_in_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("SCOREBOOK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    engine = make_engine()
    assert engine.url.database == str(tmp_path / "data" / "scorebook" / "scorebook.db")
    assert (tmp_path / "data" / "scorebook").is_dir()


def test_environment_variable_then_argument(monkeypatch, tmp_path):
    monkeypatch.setenv("SCOREBOOK_DB", f"sqlite:///{tmp_path / 'env.db'}")
    assert make_engine().url.database == str(tmp_path / "env.db")
    assert make_engine(f"sqlite:///{tmp_path / 'arg.db'}").url.database == str(tmp_path / "arg.db")


def test_plain_postgresql_urls_use_psycopg():
    assert make_engine("postgresql://user@localhost/league").url.drivername == "postgresql+psycopg"


def test_sqlite_is_set_up_for_crash_safety(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    with engine.connect() as conn:
        pragma = {name: conn.exec_driver_sql(f"PRAGMA {name}").scalar()
                  for name in ("journal_mode", "synchronous", "foreign_keys")}
    assert pragma == {"journal_mode": "wal", "synchronous": 2, "foreign_keys": 1}  # 2 = FULL


@pytest.mark.parametrize("url", ["not a url", "nosuchdb://x/y", "postgresql+psycopg2://h/db"])
def test_bad_urls_are_one_sentence(url):
    with pytest.raises(CannotOpenDatabase, match=r"^Can't use the database URL .*\.$"):
        make_engine(url)


def test_unreachable_database_is_one_sentence(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'no' / 'such' / 'folder' / 'x.db'}")
    with pytest.raises(CannotOpenDatabase, match=r"^Can't open the database .*\.$"):
        upgrade(engine)
