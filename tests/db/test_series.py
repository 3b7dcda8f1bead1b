"""Best-of-N series set up by hand: created, listed, games put in and taken out, a game created
into one — and each refusal one sentence with nothing changed. On SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from db.recording import create_game
from db.series import SeriesError, SeriesRow, add_game, create_series, list_series, remove_game
from db.simulated import store_games
from engine.core.setup import GameSetup
from engine.systems.nanyou.cards import sample_cards
from engine.systems.simulate import game_seed, simulate
from scorebook.league_tables import series_rows
from stats.load import load
from tests.db.conftest import team
from tests.db.rows import everything, table


def series_of(engine) -> dict[str, str | None]:
    """Each game's series, by key."""
    names = {row["id"]: row["name"] for row in table(engine, "series")}
    return {row["key"]: names.get(row["series_id"]) for row in table(engine, "games")}


@pytest.fixture
def league(engine, setup):
    """AAA at BBB in 2024 (g1), BBB at AAA without a season (g2), AAA at CCC in 2024 (g3),
    AAA at BBB in 2023 (g4)."""
    create_game(engine, "g1", "plain", setup, season="2024")
    create_game(engine, "g2", "plain", GameSetup(away=setup.home, home=setup.away))
    create_game(engine, "g3", "plain", GameSetup(away=setup.away, home=team("CCC", "c")),
                season="2024")
    create_game(engine, "g4", "plain", setup, season="2023")
    return engine


def test_a_series_is_created_and_listed(league):
    made = create_series(league, " 2024 Final ", "bbb", "AAA", 5, season="2024")
    assert made == SeriesRow("2024 Final", "2024", "BBB", "AAA", 5)
    create_series(league, "Exhibition", "AAA", "CCC", 1)
    assert list_series(league) == [SeriesRow("Exhibition", None, "AAA", "CCC", 1),
                                   made]
    assert list_series(league, season="2024") == [made]
    assert list_series(league, teams=("AAA", "BBB")) == [made]
    assert list_series(league, teams=("CCC", "BBB")) == []
    assert made.label == "2024 Final: BBB–AAA, best of 5"


@pytest.mark.parametrize("name, a, b, best_of, season, message", [
    ("", "AAA", "BBB", 7, None, r"^A series needs a name, such as 2024 Final\.$"),
    ("Final", "AAA", "BBB", 4, None, r"^A series is a best of 1, 3, 5, 7 … games, not 4\.$"),
    ("Final", "AAA", "BBB", 0, None, r"not 0\.$"),
    ("Final", "AAA", "aaa", 7, None, r"^A series is between two teams: team B cannot be AAA "
                                     r"too\.$"),
    ("Final", "AAA", "ZZZ", 7, None, r"^There is no team 'ZZZ' in the database\.$"),
    ("Final", "", "BBB", 7, None, r"^Choose team A of the series\.$"),
    ("Semis", "AAA", "BBB", 7, "2025", r"^There is already a series 'Semis'\.$"),
])
def test_a_series_that_cannot_be_is_refused_and_nothing_changes(league, name, a, b, best_of,
                                                                 season, message):
    create_series(league, "Semis", "AAA", "CCC", 3)
    before = everything(league)
    with pytest.raises(SeriesError, match=message):
        create_series(league, name, a, b, best_of, season=season)
    assert everything(league) == before


def test_a_new_season_is_made_for_a_series_and_takes_its_first_game_s_system(league, setup):
    create_series(league, "2025 Final", "AAA", "BBB", 7, season="2025")
    assert [s["system"] for s in table(league, "seasons") if s["name"] == "2025"] == [""]
    create_game(league, "g5", "plain", setup, series="2025 Final")
    assert [s["system"] for s in table(league, "seasons") if s["name"] == "2025"] == ["plain"]
    game = next(g for g in table(league, "games") if g["key"] == "g5")
    assert series_of(league)["g5"] == "2025 Final"
    assert game["season_id"] == next(s["id"] for s in table(league, "seasons")
                                     if s["name"] == "2025")


def test_games_are_put_into_a_series_and_taken_out(league):
    create_series(league, "2024 Final", "AAA", "BBB", 5, season="2024")
    add_game(league, "2024 Final", "g1")
    add_game(league, "2024 Final", "g1", "g2")  # g1 is in it already; g2, BBB at AAA with
    # no season, takes the series'
    assert series_of(league) == {"g1": "2024 Final", "g2": "2024 Final", "g3": None, "g4": None}
    assert {g["key"]: g["season_id"] for g in table(league, "games")}["g2"] == \
        next(s["id"] for s in table(league, "seasons") if s["name"] == "2024")
    assert list_series(league)[0].games == 2
    remove_game(league, "2024 Final", "g1")
    assert series_of(league)["g1"] is None and list_series(league)[0].games == 1


@pytest.mark.parametrize("name, key, message", [
    ("2024 Final", "g3", r"^Game 'g3' is AAA at CCC, but the series '2024 Final' is between "
                         r"AAA and BBB\.$"),
    ("2024 Final", "g4", r"^Game 'g4' is of the season 2023, but the series '2024 Final' is "
                         r"of 2024\.$"),
    ("2024 Final", "g1", r"^Game 'g1' is already in the series 'Other': take it out first\.$"),
    ("2024 Final", "nope", r"^There is no game 'nope'\.$"),
    ("2025 Final", "g2", r"^There is no series '2025 Final'\.$"),
])
def test_a_game_that_does_not_fit_is_refused(league, name, key, message):
    create_series(league, "2024 Final", "AAA", "BBB", 5, season="2024")
    create_series(league, "Other", "BBB", "AAA", 3)
    add_game(league, "Other", "g1")
    before = everything(league)
    with pytest.raises(SeriesError, match=message):
        add_game(league, name, "g2", key)  # g2 would fit: all or none
    assert everything(league) == before


def test_taking_out_a_game_not_in_the_series_is_refused(league):
    create_series(league, "2024 Final", "AAA", "BBB", 5, season="2024")
    add_game(league, "2024 Final", "g2")
    before = everything(league)
    with pytest.raises(SeriesError, match=r"^Game 'g1' is not in the series '2024 Final'\.$"):
        remove_game(league, "2024 Final", "g2", "g1")
    assert everything(league) == before
    with pytest.raises(SeriesError, match=r"^There is no series 'Final'\.$"):
        remove_game(league, "Final", "g1")


def test_a_game_created_into_a_series_must_fit_it(league, setup):
    create_series(league, "2024 Final", "AAA", "BBB", 5, season="2024")
    before = everything(league)
    other = GameSetup(away=setup.away, home=team("DDD", "d"))
    with pytest.raises(SeriesError, match=r"^Game 'g5' is AAA at DDD, but the series"):
        create_game(league, "g5", "plain", other, series="2024 Final")
    with pytest.raises(SeriesError, match=r"^Game 'g5' is of the season 2099, but"):
        create_game(league, "g5", "plain", setup, season="2099", series="2024 Final")
    with pytest.raises(SeriesError, match=r"^There is no series 'Final'\.$"):
        create_game(league, "g5", "plain", setup, series="Final")
    assert everything(league) == before
    create_game(league, "g5", "plain", setup, season="2024", series="2024 Final")
    assert series_of(league)["g5"] == "2024 Final"


def frames(engine):
    return load(engine, season="2024")


def test_the_series_table_counts_the_games_put_in(engine):
    pool = list(sample_cards().values())
    games = [(f"s{n}", simulate("nanyou", pool, game_seed(7, n), home, away, {}))
             for n, (home, away) in enumerate([(("AAA", "Aces"), ("BBB", "Bears"))] * 3, 1)]
    store_games(engine, "nanyou", games, "2024")
    create_series(engine, "2024 Final", "AAA", "BBB", 5, season="2024")
    (row,) = series_rows(frames(engine), "2024")
    assert (row["status"], row["games_left"], row["next_home"]) == ("not started", 5, "AAA")
    add_game(engine, "2024 Final", *(key for key, _ in games))
    finals = {g["key"]: g for g in table(engine, "games")}
    home_wins = sum(finals[k]["home_runs"] > finals[k]["away_runs"] for k, _ in games)
    away_wins = sum(finals[k]["away_runs"] > finals[k]["home_runs"] for k, _ in games)
    (row,) = series_rows(frames(engine), "2024")
    assert (row["wins_a"], row["wins_b"]) == (home_wins, away_wins)
    assert row["status"] != "not started"
