"""The games list (`scorebook games`) and the other game summaries of db/games.py, read with
SQLAlchemy Core from the lightweight tables of db/tables.py."""

from __future__ import annotations

import datetime as dt

import pytest
import sqlalchemy as sa

from db.engine import writer
from db.games import (GameSummary, game_control, game_exists, game_summary, list_games,
                      team_names)
from db.models import metadata
from db.replay import GameNotFound


def add_games(engine) -> None:
    """Games on three dates and none, in two seasons and none, of two systems, their keys not
    in date order."""
    now = dt.datetime.now(dt.UTC)
    with writer(engine).begin() as conn:
        seasons = {name: conn.execute(sa.insert(metadata.tables["seasons"]).values(
            name=name, system="plain")).inserted_primary_key[0] for name in ("2024", "Cup")}
        conn.execute(sa.insert(metadata.tables["teams"]),
                     [{"code": "AAA", "name": "Aces"}, {"code": "BBB", "name": "Bees"}])
        conn.execute(sa.insert(metadata.tables["games"]), [
            dict(key=key, system=system, date=date, season_id=seasons.get(season),
                 away="AAA", home="BBB", setup="{}", options="{}", status="final",
                 away_runs=n, home_runs=n + 1, innings=9, undone=0, created_at=now,
                 control='{"mode": "play"}' if key == "g5" else "{}")
            for n, (key, system, date, season) in enumerate([
                ("g5", "bot9", dt.date(2024, 5, 2), "2024"),
                ("g1", "plain", None, None),
                ("g4", "plain", dt.date(2024, 5, 1), "Cup"),
                ("g2", "plain", dt.date(2024, 5, 2), "2024"),
                ("g3", "bot9", dt.date(2024, 4, 30), None),
            ])])


def test_games_by_date_then_key_undated_last(engine):
    add_games(engine)
    assert [g.id for g in list_games(engine)] == ["g3", "g4", "g2", "g5", "g1"]
    assert list_games(engine)[2] == GameSummary(
        id="g2", system="plain", date=dt.date(2024, 5, 2), season="2024", away="AAA",
        home="BBB", away_runs=3, home_runs=4, innings=9, status="final")
    assert list_games(engine)[-1].as_dict() == {
        "id": "g1", "system": "plain", "date": None, "season": None, "away": "AAA",
        "home": "BBB", "away_runs": 1, "home_runs": 2, "innings": 9, "status": "final"}


def test_games_of_a_season_and_of_a_system(engine):
    add_games(engine)
    assert [g.id for g in list_games(engine, season="2024")] == ["g2", "g5"]
    assert [g.id for g in list_games(engine, system="bot9")] == ["g3", "g5"]
    assert [g.id for g in list_games(engine, season="2024", system="bot9")] == ["g5"]
    assert list_games(engine, season="1999") == []


def test_one_game(engine):
    add_games(engine)
    assert game_summary(engine, "g4") == list_games(engine, season="Cup")[0]
    assert game_exists(engine, "g4") and not game_exists(engine, "g9")
    assert team_names(engine, ["AAA", "ZZZ"]) == {"AAA": "Aces"}
    assert game_control(engine, "g5") == {"mode": "play"}
    assert game_control(engine, "g1") == {}
    for read in (game_summary, game_control):
        with pytest.raises(GameNotFound, match="^There is no game 'g9'.$"):
            read(engine, "g9")
