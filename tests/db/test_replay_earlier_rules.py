"""Games stored before issue 17 changed the Bottom of the 9th ★MVP (it fires by itself), the
solo choice to tire the pitcher (asked before the swing) and the support card (no limit, shared
both ways) still replay, to the same score: the stored answers the game no longer asks are
dropped, the questions added since are answered as the stored game had them
(engine/systems/bot9/earlier.py, db/replay.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from db.models import FINAL, Game
from db.replay import answer_input, finish_stale
from tests.db.stored_games import stored

STORED = Path(__file__).parents[1] / "data" / "bot9" / "earlier_rules"


@pytest.mark.parametrize("name", ["mvp_chosen", "support_once", "solo_tired", "three_innings"])
def test_a_game_stored_under_the_earlier_rules_replays_to_its_score(name):
    session, inputs, data = stored(STORED / f"{name}.json")
    for stored_input in inputs:
        answer_input(session, stored_input)
    finish_stale(session, Game(key=name, system=data["system"], status=data["status"]))
    assert session.ask() is None and data["status"] == FINAL
    assert (session.game.score[0], session.game.score[1]) == (data["away_runs"], data["home_runs"])
