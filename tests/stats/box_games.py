"""The four real 2019 games of tests/data/games, recorded once per test session, and their box
scores (Retrosheet's notice: the information used here was obtained free of charge from and is
copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org").

Import the fixtures into a test module to use them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa

from db.engine import make_engine, writer
from db.migrate import upgrade
from engine.core.script import parse_script
from scorebook.scoring_script import record_script
from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.load import load

GAMES = Path(__file__).parents[1] / "data" / "games"
GAME_IDS = sorted(p.stem for p in GAMES.glob("*.txt"))
SEASON = "2019"
#: Team names as Retrosheet's TEAM2019 file gives them (cwbox prints the city).
CITIES = {"ARI": "Arizona", "CIN": "Cincinnati", "DET": "Detroit", "PIT": "Pittsburgh",
          "SFN": "San Francisco", "TBA": "Tampa Bay", "TEX": "Texas"}


@pytest.fixture(scope="session")
def real_games_url(tmp_path_factory) -> str:
    """A SQLite database holding the four games, as a season "2019", the teams named by
    their cities."""
    url = f"sqlite:///{tmp_path_factory.mktemp('box') / 'real.db'}"
    engine = make_engine(url)
    upgrade(engine)
    for game_id in GAME_IDS:
        text = (GAMES / f"{game_id}.txt").read_text(encoding="utf-8")
        script = parse_script(f"info season {SEASON}\n{text}")
        record_script(engine, game_id, script, source=game_id)
    with writer(engine).begin() as db:
        for code, city in CITIES.items():
            db.execute(sa.text("UPDATE teams SET name = :city WHERE code = :code"),
                       {"city": city, "code": code})
    engine.dispose()
    return url


@pytest.fixture(scope="session")
def real_frames(real_games_url):
    engine = make_engine(real_games_url)
    frames = load(engine, facts=True)  # as `scorebook box` reads them: the golden files agree
    engine.dispose()
    return frames


@pytest.fixture(scope="session")
def real_boxes(real_frames) -> dict[str, dict]:
    """Each game's box score as a dict, by game id."""
    return {box["game"]["key"]: box for box in box_dicts(box_scores(real_frames))}
