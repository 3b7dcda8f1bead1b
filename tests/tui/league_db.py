"""A small league for the statistics screens' tests, built once per test module and copied
for each test (building it takes about a second; copying a file is instant).

Season 2024: twelve simulated Nanyou games among AAA and BBB (the East division) and CCC and
DDD (the West) of the Test League, n2024-1 on April 1st to n2024-12 on April 12th, the last
two the best-of-five series "2024 Final" between AAA and BBB. Season 2023: three Nanyou games,
April 1st to 3rd. And CIN201906150, a real game of 2019 typed from its Retrosheet event file
(tests/data/games), with real names and substitutes.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import sqlalchemy as sa

from db.engine import make_engine, writer
from db.migrate import upgrade
from db.simulated import store_games
from engine.systems.nanyou.cards import sample_cards
from engine.systems.simulate import game_seed, simulate
from scorebook.scoring_script import read_script, record_script

GAMES = Path(__file__).parents[1] / "data" / "games"
REAL_GAME = "CIN201906150"
TEAMS = {"AAA": "Aces", "BBB": "Bears", "CCC": "Comets", "DDD": "Dukes"}
DIVISIONS = {"AAA": "East", "BBB": "East", "CCC": "West", "DDD": "West"}
PAIRS_2024 = [("AAA", "BBB"), ("CCC", "DDD"), ("BBB", "CCC"), ("DDD", "AAA"), ("AAA", "CCC"),
              ("BBB", "DDD"), ("CCC", "AAA"), ("DDD", "BBB"), ("AAA", "DDD"), ("CCC", "BBB"),
              ("BBB", "AAA"), ("AAA", "BBB")]
PAIRS_2023 = [("AAA", "BBB"), ("BBB", "CCC"), ("CCC", "AAA")]
SERIES = "2024 Final"
SERIES_GAMES = ("n2024-11", "n2024-12")


def build_league(path: Path) -> str:
    """The league above in a new SQLite file at `path`; its URL."""
    url = f"sqlite:///{path}"
    engine = make_engine(url)
    upgrade(engine)
    pool = list(sample_cards().values())
    for season, pairs in (("2024", PAIRS_2024), ("2023", PAIRS_2023)):
        games = [(f"n{season}-{n}",
                  simulate("nanyou", pool, game_seed(int(season), n), (home, TEAMS[home]),
                           (away, TEAMS[away]), {}))
                 for n, (home, away) in enumerate(pairs, start=1)]
        store_games(engine, "nanyou", games, season)
    text = f"info season 2019\n{(GAMES / f'{REAL_GAME}.txt').read_text()}"
    record_script(engine, REAL_GAME, read_script(engine, REAL_GAME, text), f"{REAL_GAME}.txt")
    with writer(engine).begin() as db:
        for season, pairs in (("2024", PAIRS_2024), ("2023", PAIRS_2023)):
            for n in range(1, len(pairs) + 1):  # simulated games have no date of their own
                db.execute(sa.text("UPDATE games SET date = :d WHERE key = :k"),
                           {"d": f"{season}-04-{n:02d}", "k": f"n{season}-{n}"})
        db.execute(sa.text("INSERT INTO leagues (name) VALUES ('Test League')"))
        for code, division in DIVISIONS.items():
            db.execute(sa.text("UPDATE teams SET division = :d, league_id = (SELECT id FROM "
                               "leagues WHERE name = 'Test League') WHERE code = :c"),
                       {"d": division, "c": code})
        db.execute(sa.text("INSERT INTO series (name, season_id, team_a, team_b, best_of) "
                           "VALUES (:n, (SELECT id FROM seasons WHERE name = '2024'), 'AAA', "
                           "'BBB', 5)"), {"n": SERIES})
        db.execute(sa.text("UPDATE games SET series_id = (SELECT id FROM series WHERE name = :n)"
                           " WHERE key IN :keys").bindparams(sa.bindparam("keys", expanding=True)),
                   {"n": SERIES, "keys": list(SERIES_GAMES)})
    engine.dispose()
    return url


@pytest.fixture(scope="module")
def league_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("league") / "league.db"
    build_league(path)
    return path


@pytest.fixture
def league_url(league_file, tmp_path) -> str:
    """A fresh copy of the league for one test."""
    copy = tmp_path / "scorebook.db"
    shutil.copy(league_file, copy)
    return f"sqlite:///{copy}"
