"""Games stored before issue 17's questions still replay (engine/systems/bot9/earlier.py): the
pitching change no longer asked before the first batter, and a pinch-hit question where none
was asked before, each settled as it was then."""

from __future__ import annotations

import pytest

from engine.core.errors import EntryError
from engine.systems.bot9 import SYSTEM
from engine.systems.session import replay
from tests.engine.bot9 import test_positions_change as multi
from tests.engine.bot9.game import new_session, pitch

STRIKEOUT = [a.partition("=")[2] for a in pitch("LA", "HI", "C", 1, 6) * 3]


def test_the_change_once_asked_before_the_first_batter_is_passed_over():
    s = new_session(abilities="off")
    again, answered = replay(SYSTEM, s.setup, s.options, ["stay", *STRIKEOUT, "stay", "LA"])
    assert again.game.outs == 1 and again.state.turn.aim == "LA"
    assert answered[0].records == ()
    with pytest.raises(EntryError, match="not an answer"):
        again.answer("stay")  # in the middle of a pitch it is no answer


def test_an_answer_where_a_new_pinch_hit_question_comes_sends_up_nobody():
    s = multi.session()
    assert s.ask().key == "pinch"
    s.answer("LA")  # a game stored before the left fielder could be batted for
    assert s.state.turn.aim == "LA" and not [r for r in s.records if r.kind == "sub"]
    with pytest.raises(EntryError, match="Send up a pinch hitter"):
        multi.session().answer("sideways")
