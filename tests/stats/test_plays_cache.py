"""The columnar copy of the plays (stats.plays_cache) is invisible: a load through it gives
exactly the frames read from the database itself, after records, undos, edits, rebuilds and
imports, on SQLite and PostgreSQL — and it is really used, which the first test shows by
changing a row behind Scorebook's back (something only a test does)."""

from __future__ import annotations

import polars as pl
import pytest
import sqlalchemy as sa
from polars.testing import assert_frame_equal

from db.engine import make_engine, writer
from db.migrate import upgrade
from db.recording import create_game, edit, rebuild, record, undo
from stats.load import Frames, load
from stats.plays_cache import CACHE_VAR, cache_file
from tests.bench.bulk import League, game_rows, insert
from tests.bench.league import clubs, schedule, score_game
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (database fixtures)
from tests.stats.box_games import real_games_url  # noqa: F401  (the four typed 2019 games)

FRAMES = [name for name in Frames.__dataclass_fields__]


@pytest.fixture
def league(engine, tmp_path, monkeypatch):
    """A season of 8 games (about 3,000 plays rows), the copy kept under tmp_path."""
    monkeypatch.setenv(CACHE_VAR, str(tmp_path / "cache"))
    bulk = League(season="2024")
    for game in schedule(7, clubs(4, count=4), days=4):
        bulk.add(game_rows(score_game(7, game)))
    insert(engine, bulk.rows)
    return engine


def assert_same_as_the_database(engine, **chosen) -> None:
    """Every frame of a load through the copy equals the same load from the database."""
    fast, direct = load(engine, **chosen), load(engine, reader="sqlalchemy", **chosen)
    for name in FRAMES:
        ours, theirs = getattr(fast, name), getattr(direct, name)
        if ours is None or theirs is None:  # the pitches, read with the other rows
            assert ours is theirs is None and not chosen.get("summed_pitches")
        else:
            assert_frame_equal(ours.collect(), theirs.collect())


def plays_rows(engine, key: str) -> int:
    frames = load(engine)
    game_id = frames.games.filter(pl.col("key") == key).collect()["game_id"][0]
    return frames.plays.filter(pl.col("game_id") == game_id).collect().height


def test_the_copy_is_written_and_read(league):
    assert_same_as_the_database(league)
    assert cache_file(league).is_file()
    # A row changed behind Scorebook's back (no new stamp): only the copy still has it as it was.
    with writer(league).begin() as db:
        db.execute(sa.text("UPDATE plays SET rbi = rbi + 10 WHERE seq = 1"))
    fast = load(league).plays.filter(pl.col("seq") == 1).collect()
    direct = load(league, reader="sqlalchemy").plays.filter(pl.col("seq") == 1).collect()
    assert (direct["rbi"] - fast["rbi"]).to_list() == [10] * direct.height
    assert fast.height == direct.height == 8  # the first row of each game


def test_the_copy_follows_records_undos_edits_and_rebuilds(league, setup):
    assert_same_as_the_database(league)  # the copy is written
    [key] = (load(league).games.select(pl.col("key").first()).collect()["key"])
    rows = plays_rows(league, key)
    undo(league, key)  # a game held in the copy loses its last rows
    assert plays_rows(league, key) < rows
    assert_same_as_the_database(league)
    assert_same_as_the_database(league, season="2024", columns=["game_id", "seq", "rbi"])
    create_game(league, "g1", "plain", setup)  # a new game, never copied
    for line in ["bcx S8/L", "K", "D7/L.1-H"]:
        record(league, "g1", line)
        assert_same_as_the_database(league)
    edit(league, "g1", 1, "bcx E6/G")  # the single becomes an error
    assert_same_as_the_database(league)
    assert_same_as_the_database(league, extra_base_hits_only=True)
    assert_same_as_the_database(league, summed_pitches=True, columns=["game_id", "seq", "kind"])
    rebuild(league)
    assert_same_as_the_database(league)
    assert_same_as_the_database(league, season="2024")


def test_the_copy_follows_a_game_imported_again(league):
    """A game imported again (`import --replace`) keeps its id and gets new rows."""
    from db.bulk import existing_games, write_games
    assert_same_as_the_database(league)
    with league.connect() as db:
        [(key, game_id)] = existing_games(db, [load(league).games.collect()["key"][0]]).items()
    again = game_rows(score_game(99, schedule(99, clubs(4, count=4), days=1)[0]))
    again.game["key"] = key
    with writer(league).begin() as db:
        write_games(db, [again], replacing={key: game_id})
    assert_same_as_the_database(league)


def test_a_copy_that_cannot_be_read_is_only_slower(league):
    assert_same_as_the_database(league)
    cache_file(league).write_bytes(b"not a parquet file")
    assert_same_as_the_database(league)
    assert pl.read_parquet(cache_file(league)).height > 0  # written again


def test_the_copy_can_be_turned_off(league, monkeypatch):
    monkeypatch.setenv(CACHE_VAR, "off")
    assert cache_file(league) is None
    assert_same_as_the_database(league)


def test_the_four_typed_games_through_the_copy(real_games_url, tmp_path, monkeypatch):
    monkeypatch.setenv(CACHE_VAR, str(tmp_path / "cache"))
    engine = make_engine(real_games_url)
    for _ in range(2):  # the copy written, then read
        assert_same_as_the_database(engine, season="2019")
    assert cache_file(engine).is_file()
    engine.dispose()


def test_the_copy_of_a_database_file_that_is_gone_is_deleted(tmp_path, monkeypatch):
    """When a copy is written, the copies of SQLite files deleted since go; the others stay."""
    monkeypatch.setenv(CACHE_VAR, str(tmp_path / "cache"))
    engines = {}
    for name in ("gone", "kept", "new"):
        engines[name] = make_engine(f"sqlite:///{tmp_path / name}.db")
        upgrade(engines[name])
        bulk = League(season="2024")
        for game in schedule(7, clubs(4, count=4), days=4):  # enough rows to be copied
            bulk.add(game_rows(score_game(7, game)))
        insert(engines[name], bulk.rows)
    copies = {}
    for name in ("gone", "kept"):
        load(engines[name])
        copies[name] = cache_file(engines[name])
        assert copies[name].is_file()
    engines["gone"].dispose()
    (tmp_path / "gone.db").unlink()
    load(engines["new"])  # writes its copy, and prunes
    assert not copies["gone"].exists()
    assert copies["kept"].is_file() and cache_file(engines["new"]).is_file()
    assert_same_as_the_database(engines["kept"])
    for engine in engines.values():
        engine.dispose()
