"""A tabletop game's dice and choices travel in `com` records, each before the play it led to.

The game is played with the tiny dice system of tests/engine/dice_game.py (the offense chooses
to swing or take, a die decides) — a stand-in for Bottom of the 9th and the others, whose
answers are not entry lines. Its export must still round-trip: the plays and box scores come
back the same (what is compared: tests/exports/test_round_trip.py).
"""

from __future__ import annotations

import datetime as dt
import random

import pytest

from db.bulk import game_rows, write_games
from db.engine import writer
from engine.core.errors import ScorebookError
from engine.core.events import BatterUp, EventType, Play, RunnerCharged
from engine.core.setup import GameSetup
from engine.systems.session import Session
from exports.retrosheet.exporter import export_retrosheet
from tests.db.conftest import db_url, engine, team  # noqa: F401  (fixtures)
from tests.engine.dice_game import DiceGame
from tests.exports.test_round_trip import (assert_same_box_scores, assert_same_plays,
                                           round_trip)

CREATED = dt.datetime(2024, 6, 1, tzinfo=dt.UTC)


def play_dice_game(seed: int) -> tuple[Session, list]:
    """A whole game of the dice system, every answer drawn from a seeded random."""
    rng = random.Random(seed)
    session = Session(DiceGame(), GameSetup(away=team("AAA", "a"), home=team("BBB", "b")))
    answers = []
    while (ask := session.ask()) is not None:
        value = rng.choice(("swing", "swing", "take")) if ask.key == "choose" else \
            rng.choice(ask.options)
        answers.append(session.answer(value, who=ask.who))
    return session, answers


def dice_database(engine, seeds=(1, 2)) -> None:
    with writer(engine).begin() as db:
        write_games(db, [game_rows(f"d{seed}", "dice", *play_dice_game(seed),
                                   date=dt.date(2024, 6, seed), season="Dice 2024",
                                   created_at=CREATED) for seed in seeds])


def test_each_play_follows_the_dice_that_made_it(engine, tmp_path):
    dice_database(engine, seeds=(1,))
    _, answers = play_dice_game(1)
    export_retrosheet(engine, tmp_path / "out")
    records = (tmp_path / "out" / "2024BBB.EVN").read_text().splitlines()
    plays = [i for i, r in enumerate(records) if r.startswith("play,")]
    assert plays
    said = []  # what the com records before each play say
    for i in plays:
        assert records[i - 1].startswith("com,"), records[i - 1:i + 1]
        said.append(records[i - 1])
    # Each plate appearance was a choice and a die: `choose swing, die 4`.
    wanted = []
    for choice, die in zip(answers[0::2], answers[1::2]):
        assert (choice.key, die.key) == ("choose", "die")
        wanted.append(f'com,"choose {choice.value}, die {die.value}"')
    assert said == wanted
    assert all(a.who in ("offense", "chance") for a in answers)


def test_a_dice_game_round_trips(engine, tmp_path):
    dice_database(engine)
    imported = round_trip(engine, tmp_path, season="Dice 2024")
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()


class WordlessDice(DiceGame):
    """A system that builds one of its plays without Retrosheet text: a home run on a 6."""

    def answer(self, state, ask, value):
        state, events = super().answer(state, ask, value)
        if ask.key == "die" and value == "6":
            events = (Play(EventType.HOME_RUN),)
        return state, events


def test_a_play_without_text_cannot_be_written(engine, tmp_path):
    session = Session(WordlessDice(), GameSetup(away=team("AAA", "a"), home=team("BBB", "b")))
    answers = [session.answer(value) for value in ("swing", "6")]  # a home run, wordless
    while (ask := session.ask()) is not None:  # then strikeouts to the end of the game
        answers.append(session.answer("take" if ask.key == "choose" else "1"))
    with writer(engine).begin() as db:
        write_games(db, [game_rows("w1", "dice", session, answers, date=dt.date(2024, 6, 1),
                                   created_at=CREATED)])
    with pytest.raises(ScorebookError, match=r"^Game w1 can't be written as Retrosheet: the "
                                             r"play in its row 1 has no event text\.$"):
        export_retrosheet(engine, tmp_path / "out")


class CorrectingDice(DiceGame):
    """Dice whose offense may also say "charge" (the runner on first is charged to b8) or
    "up" (the fifth batter is due up): the corrections Retrosheet writes as presadj, ladj."""

    def answer(self, state, ask, value):
        if value == "charge":
            return state, (RunnerCharged("b8", "1"),)
        if value == "up":
            return state, (BatterUp(0, 5),)
        return super().answer(state, ask, value)


def test_corrections_become_presadj_and_ladj_records(engine, tmp_path):
    session = Session(CorrectingDice(), GameSetup(away=team("AAA", "a"), home=team("BBB", "b")))
    answers = [session.answer(value) for value in ("swing", "6", "swing", "4", "charge", "up")]
    while (ask := session.ask()) is not None:  # strikeouts to the end: AAA wins 1-0
        answers.append(session.answer("take" if ask.key == "choose" else "1"))
    with writer(engine).begin() as db:
        write_games(db, [game_rows("c1", "dice", session, answers, date=dt.date(2024, 6, 1),
                                   season="Dice 2024", created_at=CREATED)])
    imported = round_trip(engine, tmp_path, season="Dice 2024")
    records = (tmp_path / "files" / "2024BBB.EVN").read_text().splitlines()
    at = records.index("presadj,b8,1")
    assert records[at - 3:at + 3] == [
        'com,"choose swing, die 4"', "play,1,0,a2,00,,S8", 'com,"choose charge"',
        "presadj,b8,1", 'com,"choose up"', "ladj,0,5"]
    assert records[at + 3:at + 5] == ['com,"choose take, die 1"', "play,1,0,a5,00,,K"]
    assert_same_plays(engine, imported, whole_text=False)
    assert_same_box_scores(engine, imported)
    imported.dispose()
