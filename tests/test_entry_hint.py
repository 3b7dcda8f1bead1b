"""What a line typed on the game screen will record, said before Enter (scorebook/entry_hint.py,
issue 18): a plain line's pitches and play, a Bottom of the 9th pitch, or why it cannot be."""

from __future__ import annotations

import pytest

from scorebook.entry_hint import what_it_records


@pytest.mark.parametrize(("system", "line", "said"), [
    ("plain", "sb2", "Enter records: swinging strike, ball, pickoff throw to second"),
    ("plain", "SB2", "Enter records: play SB2"),
    ("plain", "bcx s8/l", "Enter records: ball, called strike, in play, play S8/L"),
    ("plain", "=K", "Enter records: play K"),
    ("plain", "# a great catch", "Enter records: a comment"),
    ("bot9", "HI/LA B32 b", "Enter records: a ball"),
    ("bot9", "b32", "Enter records: the pitch by the dice"),
    ("bot9", "x6 4", "Enter records: a ball in play, run race hit, hit die 4"),
    ("bot9", "p", "Enter records: a pitching change"),
    ("bot9", "=S8", "Enter records: play S8"),
    ("nanyou", "b", ""),
    ("plain", "  ", ""),
])
def test_the_hint_says_what_enter_will_record(system, line, said):
    assert what_it_records(system, line) == said


def test_pitches_that_end_the_plate_appearance_bring_their_play():
    assert what_it_records("plain", "c", balls=0, strikes=2) == (
        "Enter records: called strike, play K")


@pytest.mark.parametrize(("system", "line"), [("plain", "b c x"), ("bot9", "x"),
                                              ("plain", "q7")])
def test_a_line_that_cannot_be_read_says_why_in_one_sentence(system, line):
    said = what_it_records(system, line)
    assert said.startswith("Cannot be recorded: ") and "\n" not in said
