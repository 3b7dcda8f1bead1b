"""A game's setup survives the trip to JSON and back."""

from __future__ import annotations

import json

from db.setup_codec import setup_from_json, setup_to_json
from engine.core.setup import BOTTOM, GameSetup, LineupSpot, Ruleset, Situation, TeamSheet


def test_round_trip_plain_game(setup):
    assert setup_from_json(setup_to_json(setup)) == setup


def test_round_trip_every_field():
    dh_lineup = tuple(LineupSpot(f"h{slot}", f"Hé {slot}", slot, pos)
                      for slot, pos in enumerate((8, 4, 6, 3, 10, 7), start=1))
    setup = GameSetup(
        away=TeamSheet("AWY", "Away \"Quoted\" Club", dh_lineup + (LineupSpot("p1", "Pitch", 0, 1),
                                                                  LineupSpot("c1", "Catch", 0, 2))),
        home=TeamSheet("HOM", "Home", dh_lineup),
        rules=Ruleset(innings=1, extra_innings=False, ties_allowed=True,
                      skip_home_half_when_ahead=False, walk_off=False, dh=True, lineup_size=6),
        situation=Situation(inning=9, half=BOTTOM, outs=2, runners=(("1", "h1"), ("3", "h3")),
                            score=(3, 2)),
    )
    text = setup_to_json(setup)
    assert setup_from_json(text) == setup
    assert setup_to_json(setup_from_json(text)) == text


def test_missing_fields_take_the_engine_defaults(setup):
    data = json.loads(setup_to_json(setup))
    del data["rules"]["dh"], data["situation"]
    assert setup_from_json(json.dumps(data)) == setup
