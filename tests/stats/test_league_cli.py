"""`scorebook standings` and `scorebook series` against a real database, made by recording
small one-inning games with `scorebook record`."""

from __future__ import annotations

import csv
import io
import json

import pytest
import sqlalchemy as sa

from db.engine import make_engine, writer
from tests.db.conftest import db_url  # noqa: F401  (SQLite, and PostgreSQL when configured)
from tests.command_line import scorebook

POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2, 1)


def script(away: str, home: str, away_runs: int, home_runs: int, date: str, season: str) -> str:
    """A one-inning game: the visitors hit `away_runs` home runs, then three strikeouts; the
    home team answers with home runs (a walk-off when it wins, so by one run) or goes down."""
    assert home_runs <= away_runs + 1
    lines = [f"info visteam {away}", f"info hometeam {home}", f"info date {date}",
             f"info season {season}", "info innings 1", "info ties true", "info extra false"]
    for side, team in enumerate((away, home)):
        lines += [f'start {team.lower()}{slot} "{team} Player {slot}" {side} {slot} {position}'
                  for slot, position in enumerate(POSITIONS, start=1)]
    lines += ["HR"] * away_runs + ["K"] * 3 + ["HR"] * home_runs
    if home_runs <= away_runs:
        lines += ["K"] * 3
    return "\n".join(lines) + "\n"


@pytest.fixture
def league(db_url, tmp_path):  # noqa: F811
    """Season 2024: AAA 2-0-1, BBB 1-1-1, CCC 0-2; season 2023: one game, CCC over AAA."""
    games = [("g1", "AAA", "BBB", 2, 0, "2024-05-01", "2024"),
             ("g2", "BBB", "CCC", 1, 0, "2024-05-02", "2024"),
             ("g3", "BBB", "AAA", 1, 1, "2024-05-03", "2024"),       # a tie
             ("g4", "AAA", "CCC", 1, 0, "2024-05-04", "2024"),
             ("g0", "AAA", "CCC", 0, 1, "2023-09-30", "2023")]       # a walk-off
    for key, *game in games:
        path = tmp_path / f"{key}.txt"
        path.write_text(script(*game))
        result = scorebook(db_url, "record", key, "--script", str(path))
        assert result.exit_code == 0, result.output
        assert "final" in result.output
    return db_url


def json_rows(url: str, *args: str) -> list[dict]:
    result = scorebook(url, *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_standings_as_json(league):
    rows = json_rows(league, "standings", "--season", "2024")
    assert [(r["team"], r["W"], r["L"], r["T"], r["PCT"], r["GB"]) for r in rows] == [
        ("AAA", 2, 0, 1, 1.0, 0.0), ("BBB", 1, 1, 1, 0.5, 1.0), ("CCC", 0, 2, 0, 0.0, 2.0)]
    assert rows[0] == {"season": "2024", "league": None, "division": None, "team": "AAA",
                       "W": 2, "L": 0, "T": 1, "PCT": 1.0, "GB": 0.0, "RS": 4, "RA": 1,
                       "DIFF": 3, "STRK": "W1", "L10": "2-0-1", "HOME": "0-0-1",
                       "AWAY": "2-0"}


def test_standings_as_a_table(league):
    result = scorebook(league, "standings", "--season", "2024")
    assert result.exit_code == 0, result.output
    assert result.output == (
        "2024\n"
        "team  W  L  T  PCT    GB   RS  RA  DIFF  STRK  L10    HOME   AWAY\n"
        "AAA   2  0  1  1.000  -    4   1   3     W1    2-0-1  0-0-1  2-0\n"
        "BBB   1  1  1  .500   1.0  2   3   -1    T1    1-1-1  0-1    1-0-1\n"
        "CCC   0  2  0  .000   2.0  0   2   -2    L2    0-2    0-2    0-0\n")


def test_every_season_and_csv(league):
    result = scorebook(league, "standings", "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(result.output)))
    assert [(r["season"], r["team"], r["PCT"], r["GB"]) for r in rows] == [
        ("2023", "CCC", "1.0", "0.0"), ("2023", "AAA", "0.0", "1.0"),
        ("2024", "AAA", "1.0", "0.0"), ("2024", "BBB", "0.5", "1.0"),
        ("2024", "CCC", "0.0", "2.0")]
    assert json_rows(league, "standings", "--season", "1999") == []


def test_standings_per_division(league):
    engine = make_engine(league)
    with writer(engine).begin() as db:
        db.execute(sa.text("INSERT INTO leagues (name) VALUES ('AL')"))
        db.execute(sa.text("UPDATE teams SET league_id = (SELECT id FROM leagues), "
                           "division = CASE WHEN code = 'BBB' THEN 'West' ELSE 'East' END"))
    engine.dispose()
    rows = json_rows(league, "standings", "--season", "2024")
    assert [(r["division"], r["team"], r["GB"]) for r in rows] == [
        ("East", "AAA", 0.0), ("East", "CCC", 2.0), ("West", "BBB", 0.0)]
    table = scorebook(league, "standings", "--season", "2024").output
    assert table.startswith("2024 AL East\nteam ")
    assert "\n\n2024 AL West\nteam " in table


def test_series(league):
    engine = make_engine(league)
    with writer(engine).begin() as db:
        season = db.execute(sa.text("SELECT id FROM seasons WHERE name = '2024'")).scalar_one()
        db.execute(sa.text("INSERT INTO series (name, season_id, team_a, team_b, best_of) "
                           "VALUES ('Cup', :s, 'BBB', 'AAA', 5), ('Plate', :s, 'BBB', 'CCC', 1),"
                           " ('Bowl', :s, 'AAA', 'CCC', 7)"), {"s": season})
        db.execute(sa.text("UPDATE games SET series_id = (SELECT id FROM series WHERE name = "
                           "'Cup') WHERE key IN ('g1', 'g3')"))
        db.execute(sa.text("UPDATE games SET series_id = (SELECT id FROM series WHERE name = "
                           "'Plate') WHERE key = 'g2'"))
    engine.dispose()
    rows = json_rows(league, "series", "--season", "2024")
    assert [(r["series"], r["wins_a"], r["wins_b"], r["status"], r["games_left"],
             r["next_home"]) for r in rows] == [
        ("Bowl", 0, 0, "not started", 7, "AAA"),
        # BBB at home in g1 (AAA won), then g3 (tied): game 3 of a 2-2-1 goes to AAA.
        ("Cup", 0, 1, "AAA leads 1-0", 4, "AAA"),
        ("Plate", 1, 0, "clinched by BBB 1-0", 0, None)]
    assert rows[2]["eliminated"] == "CCC"
    table = scorebook(league, "series").output.splitlines()
    assert table[0].split() == ["series", "season", "best_of", "team_a", "wins_a", "team_b",
                                "wins_b", "status", "games_left", "next_home"]
    assert table[2].split() == ["Cup", "2024", "5", "BBB", "0", "AAA", "1", "AAA", "leads",
                                "1-0", "4", "AAA"]
    assert json_rows(league, "series", "--season", "2023") == []
