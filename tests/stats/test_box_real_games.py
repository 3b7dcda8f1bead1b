"""The box scores of the four real 2019 games: identities that tie them to the engine, and the
golden files in tests/data/box/ (text at 80 columns, and JSON).

Set SCOREBOOK_UPDATE_GOLDEN=1 to rewrite the golden files after a reviewed change; review the
diff against Chadwick's boxes (tests/stats/test_box_chadwick.py checks the numbers).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import polars as pl
import pytest
import sqlalchemy as sa

from db.engine import make_engine
from db.setup_codec import setup_from_json
from engine.core.proof import box_score_proof as engine_proof
from engine.core.record import COLUMNS, PlayRecord
from stats.box.scores import BATTING, box_scores
from stats.box.dicts import box_dicts
from stats.box.text import box_text
from tests.stats.box_games import GAME_IDS, real_boxes, real_frames, real_games_url  # noqa: F401

GOLDEN = Path(__file__).parents[1] / "data" / "box"
UPDATE = os.environ.get("SCOREBOOK_UPDATE_GOLDEN") == "1"
SIDES = ("away", "home")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_box_hits_and_runs_are_the_line_scores(real_boxes, game_id):
    box = real_boxes[game_id]
    for side in SIDES:
        players = box["batting"][side]
        line = box["linescore"][side]
        assert sum(p["H"] for p in players) == line["H"]
        assert sum(p["R"] for p in players) == line["R"]
        assert sum(r for r in line["runs"] if isinstance(r, int)) == line["R"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_team_totals_are_the_sum_of_the_player_lines(real_boxes, game_id):
    box = real_boxes[game_id]
    for side in SIDES:
        players = box["batting"][side]
        assert box["totals"]["batting"][side] == {c: sum(p[c] for p in players) for c in BATTING}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_teams_pitchers_account_for_the_other_teams_offence(real_boxes, game_id):
    box = real_boxes[game_id]
    for side, other in (("away", "home"), ("home", "away")):
        pitchers = box["pitching"][side]
        assert sum(p["outs"] for p in pitchers) == box["proof"][other]["opponent_putouts"]
        assert sum(p["R"] for p in pitchers) == box["linescore"][other]["R"]
        assert sum(p["H"] for p in pitchers) == box["linescore"][other]["H"]
        assert sum(p["BB"] for p in pitchers) == box["totals"]["batting"][other]["BB"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_proof_holds_and_says_what_the_engine_says(real_games_url, real_frames,
                                                       real_boxes, game_id):
    box = real_boxes[game_id]
    assert all(box["proof"][side]["balances"] for side in SIDES)
    engine = make_engine(real_games_url)
    with engine.connect() as db:
        setup = setup_from_json(db.execute(sa.text("SELECT setup FROM games WHERE key = :k"),
                                           {"k": game_id}).scalar_one())
    engine.dispose()
    rows = (real_frames.plays.filter(pl.col("game_id") == box["game"]["game_id"])
            .sort("seq").collect().select(COLUMNS).iter_rows(named=True))
    proofs = engine_proof([PlayRecord(**row) for row in rows], setup)
    assert [box["proof"][side]["explain"] for side in SIDES] == [p.explain() for p in proofs]


def test_a_season_in_one_pass_gives_each_games_own_box(real_frames, real_boxes):
    for box in real_boxes.values():
        alone = next(box_dicts(box_scores(real_frames, only=[box["game"]["game_id"]])))
        assert alone == box


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_text_box_score_is_the_golden_one(real_boxes, game_id):
    check_golden(GOLDEN / f"{game_id}.txt", box_text(real_boxes[game_id], 80))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_json_box_score_is_the_golden_one(real_boxes, game_id):
    check_golden(GOLDEN / f"{game_id}.json",
                 json.dumps(real_boxes[game_id], indent=2, ensure_ascii=False) + "\n")


def check_golden(path: Path, text: str) -> None:
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{path.name} differs from the golden file"
