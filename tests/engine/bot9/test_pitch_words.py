"""The pitch as a person reads it (engine/systems/bot9/pitch_words.py): the game screen's "Last
pitch" and the solo command's commentary say it in words — never `in_play`, `lead`, a bare card
id or the dice as the engine keeps them (issue 17, item 15)."""

from __future__ import annotations

import re

from engine.systems.bot9.pitch_words import card_name, pitch_line
from tests.engine.bot9.game import new_session, pitch, play
from tests.engine.bot9.solo_table import solo_session

ENGINE_WORDS = re.compile(r"in_play|\blead\b(?! runner)|\[|\bHI\b|\bLA\b|\d-\d \w+ \d")


def test_a_lead_runner_out_is_told_in_words():
    s = new_session(abilities="off", running="variant")
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=5", "die.field=2")  # single
    play(s, *pitch("LA", "HI", "B", 2, 3), "die.run=5", "die.field=6")  # lead runner out
    line = s.state.table[-1]
    assert line == ("Low Away, guessed High Inside · Ball face, control 2, swing 3: in play · "
                    "run race 5-6: lead runner out")
    assert not ENGINE_WORDS.search(line)


def test_hit_determination_names_the_hit_and_a_count_pitch_its_call():
    s = new_session(abilities="off")
    play(s, *pitch("HI", "HA", "S", 4, 1))
    assert s.state.table[-1].endswith("Strike face, control 4, swing 1: swinging strike")
    play(s, *pitch("LA", "HI", "S", 2, 4), "die.run=6", "die.field=1", "die.hit=4")
    assert s.state.table[-1].endswith("run race 6-1: safe with a 6, hit die 4: double")


def test_the_solo_cards_drawn_are_named():
    session = solo_session(situation="S1")
    state = session.state
    cards = state.options.solo_cards
    situation, effect = next(iter(cards.situations)), next(iter(cards.effects))
    assert card_name(state, situation) == f"{cards.situations[situation].name} ({situation})"
    assert card_name(state, effect) == f"{cards.effects[effect].name} ({effect})"
    while not session.state.table:  # play the first pitch, whatever is drawn
        ask = session.ask()
        session.answer(ask.options[0])
    line = session.state.table[-1]
    assert " · drew " in line and not ENGINE_WORDS.search(line)
    drawn = line.split(" · drew ", 1)[1]
    assert all(re.fullmatch(r".+ \([SE]\d+\)", name) for name in drawn.split(", "))
