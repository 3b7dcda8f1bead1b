"""Who answers a game's questions in the app, and the seeded dice and computer managers that do.

The modes: at the table (RECORD) a person answers everything; in a played game (PLAY) the
computer manages the teams `games.control` gives it; when the computer plays both (WATCH) it
manages both; a game recorded elsewhere (FOLLOW, db/follow.py) is shown as it changes and
never answered here. The dice and the managers draw from sources derived from the game's seed
exactly as `scorebook solo play` derives them (scorebook/solo_season.py play_game), so a game
played in the app and at the command line agree: the dice are `Random(seed)` for a game not yet
begun, else `Random(f"{seed}:{answers so far}")`; a solo game's pitcher is
`Random(f"{seed}:pitcher")` and its batter `Random(f"{seed}:batter:{answers}")`; other games'
managers are `Random(f"{seed}:away")` and `Random(f"{seed}:home")`.
"""

from __future__ import annotations

import random
from typing import Any

from engine.systems.driver import Chance
from engine.systems.simulate import sim_module

PERSON, COMPUTER, DICE = "person", "computer", "dice"
RECORD, PLAY, WATCH = "record", "play", "watch"
FOLLOW = "follow"
SIDES = ("away", "home")


def answerers(system: str, mode: str, control: dict[str, str], solo: bool, seed: int,
              given: int) -> tuple[Chance, list[Any]]:
    """The dice, and each side's computer manager (None where a person manages), for a game of
    `system` with `given` answers stored."""
    chance = Chance(random.Random(seed) if not given else random.Random(f"{seed}:{given}"))
    managers: list[Any] = [None, None]
    if mode == RECORD:
        return chance, managers
    for side, name in enumerate(SIDES):
        if mode == WATCH or control.get(name) == COMPUTER:
            managers[side] = sim_module(system).make_ai(random.Random(
                _manager_seed(solo, seed, side, given)))
    return chance, managers


def _manager_seed(solo: bool, seed: int, side: int, given: int) -> str:
    if solo:  # as scorebook solo play: the deck's pitcher, the person's batter
        return f"{seed}:pitcher" if side == 0 else f"{seed}:batter:{given}"
    return f"{seed}:{SIDES[side]}"
