"""A game's setup as JSON, for the `games.setup` column, and back.

The JSON is the lineup card, the rules and the starting situation written out field by field.
Decoding fills any field the JSON lacks with the engine's default, so a setup stored by an
earlier release still reads after the engine gains a field with a default.
"""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from functools import lru_cache

from engine.core.setup import GameSetup, LineupSpot, Ruleset, Situation, TeamSheet


def setup_to_json(setup: GameSetup) -> str:
    """The setup as a JSON object (keys in the dataclasses' field order)."""
    try:  # the games of a simulated run share one setup: written once, not once a game
        return _cached_json(setup)
    except TypeError:  # a setup holding something unhashable
        return _json(setup)


def _json(setup: GameSetup) -> str:
    return json.dumps(asdict(setup), ensure_ascii=False)


_cached_json = lru_cache(maxsize=64)(_json)


def setup_from_json(text: str) -> GameSetup:
    """The `GameSetup` that `setup_to_json` wrote."""
    data = json.loads(text)
    return GameSetup(
        away=_team(data["away"]),
        home=_team(data["home"]),
        rules=Ruleset(**_known(Ruleset, data.get("rules", {}))),
        situation=_situation(data.get("situation", {})),
    )


def _known(cls, data: dict) -> dict:
    """The entries of `data` that are fields of `cls`."""
    names = {f.name for f in fields(cls)}
    return {k: v for k, v in data.items() if k in names}


def _team(data: dict) -> TeamSheet:
    lineup = tuple(LineupSpot(**_known(LineupSpot, spot)) for spot in data.get("lineup", ()))
    return TeamSheet(code=data["code"], name=data.get("name", ""), lineup=lineup)


def _situation(data: dict) -> Situation:
    data = _known(Situation, data)
    if "runners" in data:
        data["runners"] = tuple((str(base), str(player)) for base, player in data["runners"])
    if "score" in data:
        away, home = data["score"]
        data["score"] = (int(away), int(home))
    return Situation(**data)
