"""A long plain game typed one key at a time, as the app records it at the table.

The bench's scorekeeper (tests.bench.scorekeeper) says what each plate appearance is; here
its lines are split the way a person presses keys: one input per pitch, the last pitch
with its play (`x S8/L`, `s K`), plus what makes a game long — fouls with two strikes and
pickoff throws (`.1`). The game is scheduled for 99 innings, so it is still going after
thousands of inputs. Used to show that recording an input costs the same at any point of a
game (tests.bench.recording, tests/db/test_recording_cost.py).
"""

from __future__ import annotations

import datetime as dt
import random

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.engine import writer
from db.models import GameInput
from db.recording import create_game
from db.replay import find_game, rebuild
from engine.core.setup import GameSetup, Ruleset
from engine.systems import get_system
from engine.systems.session import Session
from tests.bench.scorekeeper import Scorekeeper, Staff
from tests.db.conftest import team

SETUP = GameSetup(away=team("AAA", "a"), home=team("BBB", "b"), rules=Ruleset(innings=99))
PITCH_CODES = frozenset("bcsfxh")


def long_game(inputs: int, seed: int = 1) -> list[str]:
    """The first `inputs` inputs of a long game (the same for the same seed)."""
    rng = random.Random(f"long-game:{seed}")
    keeper = Scorekeeper(rng, Staff("away", "a9", [("a10", "A Reliever")]),
                         Staff("home", "b9", [("b10", "B Reliever")]))
    session, typed = Session(get_system("plain"), SETUP), []
    while len(typed) < inputs:
        for key in keys_of(keeper.next_line(session.game), session, rng):
            session.answer(key)
            typed.append(key)
    return typed[:inputs]


def keys_of(line: str, session: Session, rng: random.Random) -> list[str]:
    """A line of the scorekeeper's as the keys pressed for it: each pitch on its own, the
    plate appearance's last pitch with the play written after it, and — with two strikes —
    a few more fouls and, with a runner on first, a pickoff throw."""
    pitches, _, play = line.partition(" ")
    if not pitches or not set(pitches) <= PITCH_CODES:
        return [line]  # a substitution or a runner's play: one input
    keys, strikes = [], 0
    for pitch in pitches[:-1]:
        keys.append(pitch)
        strikes = min(2, strikes + (pitch in "csf"))
    if strikes == 2:
        keys += ["f"] * rng.randrange(12)
    if session.game.bases[0] is not None and rng.random() < 0.5:
        keys.insert(rng.randrange(len(keys) + 1), ".1")
    return keys + [f"{pitches[-1]} {play}".strip()]



def store_game(engine: Engine, key: str, typed: list[str]) -> None:
    """Game `key` with the inputs `typed`, stored at once and its plays derived by `rebuild`
    (as `record` would store them one by one, only without its transaction per input)."""
    create_game(engine, key, "plain", SETUP)
    now = dt.datetime.now(dt.UTC)
    with DbSession(writer(engine)) as db, db.begin():
        game_id = find_game(db, key).id
        if typed:
            db.exec(sa.insert(GameInput), params=[
                {"game_id": game_id, "seq": seq, "ask_key": "entry", "value": value,
                 "who": "scorekeeper", "created_at": now} for seq, value in enumerate(typed, 1)])
    rebuild(engine, key)


def games_at(engine: Engine, positions: tuple[int, ...], typed: list[str]) -> dict[int, str]:
    """Games "at30", "at3000" …, each stored with the `typed` inputs before its position:
    {position: key}."""
    for position in positions:
        store_game(engine, f"at{position}", typed[:position - 1])
    return {position: f"at{position}" for position in positions}
