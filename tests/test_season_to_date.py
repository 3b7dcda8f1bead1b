"""The season lines the at-bat shows (scorebook/season_to_date.py): the games of the same
season before this one — by date, in the order stored on one day or without dates."""

from __future__ import annotations

from db.recording import create_game, record
from engine.core.setup import GameSetup
from scorebook.season_to_date import season_to_date
from tests.db.conftest import db_url, engine, team  # noqa: F401  (fixtures)


def game(engine, key: str, lines, date: str | None, season: str | None = "2024") -> None:  # noqa: F811
    create_game(engine, key, "plain", GameSetup(away=team("AAA", "a"), home=team("BBB", "b")),
                date=date, season=season, control={"mode": "record"})
    for line in lines:
        record(engine, key, line)


def test_the_games_before_by_date_then_as_stored(engine):  # noqa: F811
    game(engine, "may-2", ["x HR/F"], "2024-05-02")
    game(engine, "may-1", ["x S8/L"], "2024-05-01")
    game(engine, "this", [], "2024-05-02")
    game(engine, "may-2-later", ["x D7/L"], "2024-05-02")
    game(engine, "other", ["x T9/L"], "2024-04-01", season="2023")
    season = season_to_date(engine, "this")
    assert (season.season, season.games) == ("2024", 2)
    a1 = season.lines["a1"]
    assert (a1.G, a1.AVG, a1.SLG, a1.HR, a1.RBI) == (2, 1.0, 2.5, 1, 1)


def test_a_season_without_dates_is_in_the_order_stored(engine):  # noqa: F811
    game(engine, "first", ["x HR/F"], None)
    game(engine, "this", [], None)
    game(engine, "after", ["x S8/L"], None)
    season = season_to_date(engine, "this")
    assert season.games == 1 and season.lines["a1"].HR == 1
    assert "a1" not in season_to_date(engine, "first").lines


def test_a_game_in_no_season(engine):  # noqa: F811
    game(engine, "g1", [], "2024-05-01", season=None)
    assert season_to_date(engine, "g1").season is None
