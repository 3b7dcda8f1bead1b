"""The benchmark's league database: built once, then kept in a cache folder.

Scoring 2,430 games takes the better part of a minute, so the SQLite file is cached under
$SCOREBOOK_BENCH_CACHE (default: the user cache folder), named by a fingerprint of everything
its rows depend on — the generator's version, the seed, the plays columns and the schema's
migrations. Anything that changes the rows changes the name, so a stale file is never used.
"""

from __future__ import annotations

import hashlib
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from pathlib import Path

import platformdirs
import sqlalchemy as sa

from db.engine import make_engine
from db.migrate import MIGRATIONS, upgrade
from db.models import plays
from tests.bench.bulk import GameRows, League, game_rows, insert
from tests.bench.league import GENERATOR_VERSION, SEASON, clubs, schedule, score_game

CACHE_VAR = "SCOREBOOK_BENCH_CACHE"
#: The private PostgreSQL cluster's URL, set by tests/with-postgres (as `make bench` runs).
PG_VAR = "SCOREBOOK_TEST_PG_URL"


def cache_folder() -> Path:
    folder = Path(os.environ.get(CACHE_VAR) or platformdirs.user_cache_dir("scorebook")) / "bench"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def fingerprint(seed: int, days: int) -> str:
    """A short hash of what the database's rows depend on."""
    migrations = sorted(p.name for p in (MIGRATIONS / "versions").glob("*.py"))
    text = repr((GENERATOR_VERSION, seed, days, [c.name for c in plays.columns], migrations))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def league_database(seed: int = 1, days: int = 162, log=print) -> Path:
    """The cached SQLite file of the league's season; built (and cached) if missing."""
    path = cache_folder() / f"league-v{GENERATOR_VERSION}-{fingerprint(seed, days)}.db"
    if path.exists():
        log(f"Using the cached league database {path}.")
        return path
    building = path.with_suffix(".building")
    for leftover in building.parent.glob(building.name + "*"):
        leftover.unlink()
    log(f"Building the league database {path} (cached for later runs) …")
    build(f"sqlite:///{building}", seed, days)
    building.rename(path)
    return path


def build(url: str, seed: int, days: int = 162) -> int:
    """Score the whole season and write it to the (empty) database at `url`; return the
    number of games."""
    league = League(season=SEASON)
    numbers = range(1, len(_schedule(seed, days)) + 1)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for rows in pool.map(_rows_of, [(seed, days, n) for n in numbers], chunksize=40):
            league.add(rows)
    engine = make_engine(url)
    try:
        upgrade(engine)
        insert(engine, league.rows)
    finally:
        engine.dispose()
    return len(league.rows)


@lru_cache(maxsize=4)
def _schedule(seed: int, days: int):
    return schedule(seed, clubs(seed), days)


def _rows_of(job: tuple[int, int, int]) -> GameRows:
    seed, days, number = job
    return game_rows(score_game(seed, _schedule(seed, days)[number - 1]))


@contextmanager
def postgres_schema() -> Iterator[str]:
    """The URL of a fresh, empty schema of the test cluster (PG_VAR), dropped afterwards."""
    admin = sa.create_engine(os.environ[PG_VAR])
    schema = f"bench_{uuid.uuid4().hex[:10]}"
    with admin.begin() as db:
        db.exec_driver_sql(f"CREATE SCHEMA {schema}")
    try:
        url = admin.url.update_query_dict({"options": f"-csearch_path={schema}"})
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as db:
            db.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
        admin.dispose()
