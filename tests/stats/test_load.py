"""stats.load: the frames read from the database, the same whatever reader reads them.

The database holds what the frames must carry through every reader: games of a season written
as the recorder writes them (relief pitchers entering as substitutes), a real 2019 game in no
season, an unfinished game with no date, a series, a league with a division, solo seasons —
and names with a quotation mark in them, since the fast readers get their values written into
the SQL.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import polars as pl
import pytest
import sqlalchemy as sa
from polars.testing import assert_frame_equal

from db.engine import make_engine, writer
from db.migrate import upgrade
from db.models import League, Series, SoloGame, SoloSeason, Team, metadata
from db.recording import create_game, record
from engine.core.script import parse_script
from scorebook.scoring_script import record_script
from stats import load as stats_load
from stats import pitches
from stats.load import Frames, load
from stats.readers import ReaderUnavailable, available_readers, choose_reader
from tests.bench.bulk import League as BulkLeague
from tests.bench.bulk import game_rows, insert
from tests.bench.league import clubs, schedule, score_game
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (database fixtures)

GAMES = Path(__file__).parents[1] / "data" / "games"
SEASON = "O'Neil League 2024"  # a quotation mark, written into the fast readers' SQL
CREATED = dt.datetime(2024, 6, 1, 18, 30, 15, 250000, tzinfo=dt.UTC)
FRAMES = [f.name for f in Frames.__dataclass_fields__.values()]


@pytest.fixture
def league(engine, setup):
    """The database described above; returns the engine."""
    bulk = BulkLeague(season=SEASON)
    for game in schedule(3, clubs(3, count=4), days=2):
        bulk.add(game_rows(score_game(3, game)))
    insert(engine, bulk.rows)
    script = parse_script((GAMES / "TBA201908180.txt").read_text(encoding="utf-8"))
    record_script(engine, "TBA201908180", script, source="TBA201908180.txt")
    create_game(engine, "it's on", "plain", setup)  # no date, no season, unfinished
    record(engine, "it's on", "bcx S8/L")
    with writer(engine).begin() as db:
        league_id = db.execute(sa.insert(League.__table__).values(name="Bench")).inserted_primary_key[0]
        db.execute(sa.update(Team.__table__).where(Team.__table__.c.code == "ALB")
                   .values(league_id=league_id, division="East"))
        series_id = db.execute(sa.insert(Series.__table__).values(
            name="Opening series", season_id=1, team_a="ALB", team_b="BOI", best_of=3)
        ).inserted_primary_key[0]
        db.execute(sa.update(metadata.tables["games"]).where(metadata.tables["games"].c.id <= 2)
                   .values(series_id=series_id))
        solo = db.execute(sa.insert(SoloSeason.__table__).values(
            name="Mike's challenge", created=CREATED, status="in_progress")).inserted_primary_key[0]
        db.execute(sa.insert(SoloGame.__table__), [
            {"solo_season_id": solo, "number": 2, "game_id": None, "situation": '{"outs": 1}',
             "result": "", "mp": 0},
            {"solo_season_id": solo, "number": 1, "game_id": 1, "situation": '{"outs": 2}',
             "result": "win", "mp": 7}])
    return engine


def collected(frames: Frames) -> dict[str, pl.DataFrame]:
    return {name: getattr(frames, name).collect() for name in FRAMES
            if getattr(frames, name) is not None}


SCHEMAS = {"games": stats_load.GAMES_SCHEMA, "plays": stats_load.PLAYS_SCHEMA,
           "players": stats_load.PLAYERS_SCHEMA, "lineups": stats_load.LINEUPS_SCHEMA,
           "teams": stats_load.TEAMS_SCHEMA, "series": stats_load.SERIES_SCHEMA,
           "solo_seasons": stats_load.SOLO_SEASONS_SCHEMA,
           "solo_games": stats_load.SOLO_GAMES_SCHEMA, "pitches": pitches.SCHEMA,
           "facts": stats_load.FACTS_SCHEMA}


def test_the_fast_readers_are_installed_and_preferred(league):
    readers = available_readers(league)
    assert set(readers) == {"adbc", "connectorx", "sqlalchemy"}
    assert readers[-1] == "sqlalchemy" and choose_reader(league) == readers[0]
    assert choose_reader(league, few_rows=True) == "sqlalchemy"  # a game or two


@pytest.mark.parametrize("summed", [False, True], ids=["pitch rows", "pitches summed"])
def test_every_reader_gives_the_same_frames(league, summed):
    baseline = collected(load(league, reader="sqlalchemy", summed_pitches=summed, facts=True))
    assert set(baseline) == set(FRAMES) - ({"pitches"} if not summed else set())
    for name, frame in baseline.items():
        assert frame.schema == pl.Schema(SCHEMAS[name]), name
    for reader in available_readers(league):
        frames = collected(load(league, reader=reader, summed_pitches=summed, facts=True))
        for name in baseline:
            assert_frame_equal(frames[name], baseline[name], check_exact=True)


def test_the_frames_hold_what_was_written(league):
    frames = collected(load(league))
    games = frames["games"]
    # Dated games first (by date, then id); the undated game last on every database.
    assert games["key"].to_list()[-1] == "it's on"
    assert games["date"].to_list()[-1] is None and games["date"].drop_nulls().is_sorted()
    assert games.filter(pl.col("key") == "it's on")["status"].item() == "in_progress"
    # The 2019 game, then the season's four games of 2024, then the undated one.
    assert games["key"][0] == "TBA201908180" and games["season"][0] is None
    assert games["season"].to_list()[1:5] == [SEASON] * 4
    assert games["series"].to_list()[1:5] == ["Opening series"] * 2 + [None] * 2
    teams = frames["teams"].filter(pl.col("code") == "ALB")
    assert teams.select("league", "division").row(0) == ("Bench", "East")
    relievers = frames["plays"].filter(pl.col("kind") == "sub")["player"].unique()
    assert relievers.len() > 0 and set(relievers) <= set(frames["players"]["player_id"])
    assert frames["plays"].filter(pl.col("kind") == "pitch")["pitch"].str.len_chars().min() == 1
    assert frames["solo_seasons"].row(0) == (1, "Mike's challenge", CREATED, "in_progress")
    assert frames["solo_games"].rows() == [(1, 1, 1, '{"outs": 2}', "win", 7),
                                           (1, 2, None, '{"outs": 1}', "", 0)]


@pytest.mark.parametrize("reader", ["adbc", "connectorx", "sqlalchemy"])
def test_choosing_games_by_season_system_and_key(league, reader):
    season = collected(load(league, season=SEASON, reader=reader))
    assert season["games"].height == 4 and season["games"]["season"].unique().to_list() == [SEASON]
    assert set(season["plays"]["game_id"].unique()) == set(season["games"]["game_id"])
    assert set(season["lineups"]["game_id"].unique()) == set(season["games"]["game_id"])

    keys = ["TBA201908180", "it's on", "no such game"]
    chosen = collected(load(league, games=keys, system="plain", reader=reader))
    assert sorted(chosen["games"]["key"]) == ["TBA201908180", "it's on"]
    plays = chosen["plays"]
    assert plays.select("game_id", "seq").is_duplicated().sum() == 0
    assert plays["seq"].to_list() == plays.sort("game_id", "seq")["seq"].to_list()

    nothing = collected(load(league, season="no such season", reader=reader))
    assert nothing["games"].height == 0 and nothing["plays"].height == 0
    assert nothing["plays"].schema == pl.Schema(stats_load.PLAYS_SCHEMA)


def test_an_in_memory_database_is_read_by_sqlalchemy_only():
    memory = make_engine("sqlite://")
    upgrade(memory)
    assert available_readers(memory) == ("sqlalchemy",)
    assert collected(load(memory))["games"].height == 0
    with pytest.raises(ReaderUnavailable, match="in memory"):
        load(memory, reader="adbc")
    with pytest.raises(ValueError, match="Unknown reader 'odbc'"):
        load(memory, reader="odbc")


def test_frames_made_by_hand_get_empty_solo_frames():
    empty = pl.LazyFrame()
    frames = Frames(empty, empty, empty, empty, empty, empty)
    assert frames.solo_games.collect().schema == pl.Schema(stats_load.SOLO_GAMES_SCHEMA)
    assert frames.solo_seasons.collect().height == 0
