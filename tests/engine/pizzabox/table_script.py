"""A game the computer played, written as the scoring script a scorekeeper at the table would
have typed (rules/pizza_box.md §5): the header of its setup and options, then one line per
plate appearance — the two strategy cards, the running card, the result card, and the
pitching changes and pinch hitters before them. Recording it must give the same game."""

from __future__ import annotations

import json

from engine.core.setup import POSITIONS
from engine.systems.simulate import SimulatedGame

HITTER = {"SWING": "w", "TAKE": "t", "STEAL": "s", "BUNT": "b"}
PITCH = {"STRIKE": "K", "BALL": "B", "PITCHOUT": "P"}
SIDES = ("away", "home")


def header(game: SimulatedGame, date: str = "2026-11-28") -> list[str]:
    setup, options = game.setup, game.options
    lines = ["info system pizzabox", f"info visteam {setup.away.code}",
             f"info hometeam {setup.home.code}", f"info date {date}",
             "info option.card_set house"]
    for key in ("level", "players", "people.away", "people.home"):
        if key in options:
            lines.append(f"info option.{key} {options[key]}")
    for side, sheet in zip(SIDES, (setup.away, setup.home)):
        for spot in sheet.lineup:
            lines.append(f'start {spot.player} "{spot.name}" {side} {spot.slot} {spot.position}')
    names = json.loads(options.get("names", "{}"))
    for side in SIDES:
        bench = options.get(f"bench.{side}", "")
        if bench:
            lines.append(f"info bench.{side} {bench.replace(',', ' ')}")
    for player, name in names.items():
        lines.append(f"info name.{player} {name}")
    for side in SIDES:
        for item in filter(None, options.get(f"pitchers.{side}", "").split(",")):
            player, card = item.split(":")
            lines.append(f"info card {player} {card}")
    return lines


def plate_appearances(game: SimulatedGame) -> list[str]:
    lines, words = [], []
    for answered in game.answers:
        key, value = answered.key, answered.value
        if key == "pitcher" and value != "stay":
            words += ["p", value]
        elif key == "pinch" and value != "none":
            words += ["ph", value]
        elif key == "hitter":
            words.append(HITTER[value])
        elif key == "pitch":
            words.append(PITCH[value])
        elif key == "running":
            words.append(value)
        elif key == "result":
            words.append(value)
        if any(r.kind == "play" for r in answered.records):
            lines.append(" ".join(words))
            words = []
    return lines


def table_script(game: SimulatedGame, date: str = "2026-11-28") -> str:
    return "\n".join(header(game, date) + plate_appearances(game)) + "\n"
