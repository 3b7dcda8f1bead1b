"""Clean-up between batters (rules/bot9.md §2.6): a row back per empty base, and the defense
chooses which fatigue marker each row moves (the seed's 任一疲勞標記) — asked of a person,
chosen by the computer, said at the table with `up` — while a game stored before the question
replays with the markers recovering as they did then."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import EntryError
from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.state import Fatigue
from engine.systems.session import replay
from tests.engine.bot9 import test_table_entry as table
from tests.engine.bot9.game import new_session, pitch, play

#: Three ace pitches (High, Inside) caught for strike three: both markers at row 3, bases empty.
STRUCK_OUT = pitch("HI", "LA", "C", 1, 6) * 3


def test_the_defense_chooses_which_marker_each_row_moves():
    s = play(new_session(abilities="off"), *STRUCK_OUT)
    ask = s.ask()
    assert ask.key == "recover" and ask.who == "defense" and ask.options == ("location", "angle")
    assert "location row 3, angle row 3" in ask.prompt
    play(s, "recover=angle", "recover=angle", "recover=angle")  # three empty bases
    assert s.state.fatigue == Fatigue(3, 0)
    assert s.ask().key == "change"


def test_no_question_when_the_rows_can_go_only_one_way():
    s = play(new_session(abilities="off"), *pitch("HA", "LA", "S", 3, 3),
             *pitch("HA", "LA", "C", 1, 6) * 2)  # location 3, angle 0: all to location
    assert s.state.fatigue == Fatigue(0, 0) and s.ask().key == "change"


def test_a_game_stored_before_the_question_replays_as_it_did():
    s = play(new_session(abilities="off"), *STRUCK_OUT)
    old = [*(a for p in STRUCK_OUT for a in [p.partition("=")[2]]), "stay", "LA"]
    again, _ = replay(SYSTEM, s.setup, s.options, old)  # the more tired marker first, as then
    assert again.state.fatigue == Fatigue(1, 2) and again.state.turn.aim == "LA"
    with pytest.raises(EntryError, match="not an answer"):
        s.answer("sideways")


def test_the_computer_moves_back_the_more_tired_marker():
    s = play(new_session(abilities="off"), *pitch("HI", "LA", "S", 3, 3),
             *pitch("HA", "LA", "S", 3, 3), *pitch("LA", "HI", "B", 2, 3), "die.run=5",
             "die.field=1")  # location 2, angle 1; a single leaves two bases empty
    computer = Bot9AI(random.Random(1))
    while s.ask().key == "recover":
        s.answer(computer.answer(s.ask(), s))
    assert s.state.fatigue == Fatigue(0, 1)


def test_at_the_table_up_says_which_marker_moved_back():
    s = table.enter(table.session(), "HI/LA c", "HI/LA c", "HI/LA c")  # strike three
    assert s.state.fatigue == Fatigue(1, 2)  # the more tired marker first, until said
    table.enter(s, "up a a l")
    assert s.state.fatigue == Fatigue(2, 1)
    with pytest.raises(EntryError, match="no marker to move back"):
        s.answer("up l")
    table.enter(s, "HA/LA c", "HA/LA c", "HA/LA c", "up a")  # (4, 1): one row said, the
    assert s.state.fatigue == Fatigue(2, 0)  # other two can only go to location


def test_at_the_table_without_up_the_more_tired_marker_moves_back():
    s = table.enter(table.session(), "HI/LA c", "HI/LA c", "HI/LA c", "b")
    assert s.state.fatigue == Fatigue(1, 2)
    with pytest.raises(EntryError, match="no marker to move back"):
        s.answer("up a")  # the next line has gone by


def test_up_cannot_move_more_rows_than_the_empty_bases_give():
    s = table.enter(table.session(), "HI/LA c", "HI/LA c", "HI/LA c")
    with pytest.raises(EntryError, match="3 rows"):
        s.answer("up a a a a")
    with pytest.raises(EntryError, match="'x' is not a marker"):
        s.answer("up x")
