"""The play log's words (tui/widgets/play_log.py): an out on a ball in play says what kind of
out it was — "Ground out" for Bottom of the 9th's `99/G`, not a bare "Out" (issue 17, item 15)."""

from __future__ import annotations

import pytest

from engine.core.script import parse_script
from engine.systems import get_system
from engine.systems.session import Session
from tests.engine.bot9.game import new_session, pitch, play
from tests.tui.test_panels import PLAIN
from tui.widgets.play_log import play_words


def test_bottom_of_the_9th_s_unassigned_out_is_a_ground_out():
    s = new_session(abilities="off")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=1", "die.field=5")
    out = [r for r in s.records if r.kind == "play"][-1]
    assert out.text == "99/G" and play_words(out, {}) == "Ground out, 1 out"


@pytest.mark.parametrize(("line", "words"), [
    ("S8/L", "Single"), ("8/F", "Fly out, 1 out"), ("6/L", "Line out, 1 out"),
    ("5/P", "Pop out, 1 out"), ("43/G", "Ground out, 1 out"), ("23/BG", "Bunt ground out, 1 out"),
    ("K", "Strikeout, 1 out")])
def test_each_kind_of_out_is_named(line, words):
    session = Session(get_system("plain"), parse_script(PLAIN).setup)
    session.answer(line)
    assert play_words(session.records[-1], {}) == words
