"""Database fixtures: a fresh database per test — SQLite always, PostgreSQL when
SCOREBOOK_TEST_PG_URL is set (run the suite under `tests/with-postgres`) — and the test game,
AAA at BBB, as a setup and as a script header."""

from __future__ import annotations

import os
import uuid

import pytest
import sqlalchemy as sa

from db.engine import make_engine
from db.migrate import upgrade
from engine.core.setup import GameSetup, LineupSpot, TeamSheet

PG_URL = os.environ.get("SCOREBOOK_TEST_PG_URL")
POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2, 1)  # slot 1 plays centre field … slot 9 pitches

DATABASES = [
    pytest.param("sqlite", id="sqlite"),
    pytest.param("postgresql", id="postgresql", marks=[
        pytest.mark.postgres,
        pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set")]),
]


@pytest.fixture(params=DATABASES)
def db_url(request, tmp_path):
    """The URL of an empty database: a SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'scorebook.db'}"
        return
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(PG_URL)
    with admin.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {schema}")
    url = sa.make_url(PG_URL).update_query_dict({"options": f"-csearch_path={schema}"})
    yield url.render_as_string(hide_password=False)
    with admin.begin() as conn:
        conn.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
    admin.dispose()


@pytest.fixture
def engine(db_url):
    """An engine on the empty database, migrated to the newest schema."""
    engine = make_engine(db_url)
    upgrade(engine)
    yield engine
    engine.dispose()


def team(code: str, prefix: str) -> TeamSheet:
    """A nine-man lineup: players a1 … a9 ("A Player 1" …), the ninth pitching."""
    return TeamSheet(code, code, tuple(
        LineupSpot(f"{prefix}{slot}", f"{prefix.upper()} Player {slot}", slot, position)
        for slot, position in enumerate(POSITIONS, start=1)))


@pytest.fixture
def setup() -> GameSetup:
    """AAA at BBB, nine a side, the usual rules."""
    return GameSetup(away=team("AAA", "a"), home=team("BBB", "b"))


def game_header(date: str = "2024-05-01", season: str | None = None) -> str:
    """The info and start lines of a script for AAA at BBB."""
    lines = ["info visteam AAA", "info hometeam BBB", f"info date {date}", "info system plain"]
    if season:
        lines.append(f"info season {season}")
    for side, sheet in enumerate((team("AAA", "a"), team("BBB", "b"))):
        lines += [f'start {spot.player} "{spot.name}" {side} {spot.slot} {spot.position}'
                  for spot in sheet.lineup]
    return "\n".join(lines) + "\n"


@pytest.fixture
def script_header():
    """`script_header(date=…, season=…)`: the header lines of a script for AAA at BBB."""
    return game_header
