"""The recruiting screen's log line when a small set leaves no event card to turn: the second
colour shown settles who acts and bats first (engine/systems/unlimited9/recruit.py)."""

from __future__ import annotations

import random

from engine.systems.unlimited9 import recruit
from tests.engine.unlimited9.test_recruit import RULES, TEAMS
from tests.engine.unlimited9.test_small_sets import small_set
from tui.screens.recruit import happened


def test_the_log_says_who_goes_first_when_no_card_is_left_to_turn():
    r = recruit.start(small_set(4), RULES, random.Random(1), *TEAMS)
    lines = []
    for _ in range(2):
        ask = recruit.next_ask(r)
        after = recruit.answer(r, ask, ask.options[0])
        lines.append(happened(r, after, ask, ask.options[0]))
        r = after
    assert lines[0].endswith(" card") and "acts" not in lines[0]
    assert lines[1].endswith(": no event card to turn, AAA acts and bats first")
