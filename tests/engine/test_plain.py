"""The `plain` system: scorekeeping by entry line, through the system interface."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.apply import new_game
from engine.core.errors import EntryError, ScorebookError
from engine.core.events import EndGame, EventType as E, Pitch, Play
from engine.core.setup import GameSetup, LineupSpot, Situation, TeamSheet
from engine.systems import get_system
from engine.systems.plain import SYSTEM, PlainState, ordinal
from engine.systems.session import Session

FIELD = (8, 4, 6, 3, 5, 7, 9, 2, 1)


def sheet(code: str, prefix: str) -> TeamSheet:
    return TeamSheet(code, code, tuple(
        LineupSpot(f"{prefix}{slot}", f"{prefix.upper()}{slot} Smith", slot, pos)
        for slot, pos in enumerate(FIELD, start=1)))


def setup(**situation) -> GameSetup:
    return GameSetup(sheet("AWY", "a"), sheet("HOM", "h"), situation=Situation(**situation))


def session(**situation) -> Session:
    return Session(get_system("plain"), setup(**situation))


def test_registry():
    assert get_system("plain") is SYSTEM and SYSTEM.key == "plain"
    with pytest.raises(ScorebookError) as caught:
        get_system("bogus")
    assert str(caught.value) == "Unknown system 'bogus': choose one of bot9, nanyou, pizzabox, plain, retrosheet, unlimited9."


def test_start_and_the_first_ask():
    state = SYSTEM.start(setup(), {})
    assert isinstance(state, PlainState)
    assert state.game == new_game(setup())
    ask = SYSTEM.next_ask(state)
    assert (ask.key, ask.who, ask.kind) == ("entry", "scorekeeper", "entry")
    assert ask.prompt == "Top 1st, 0 outs, 0-0 — A1 Smith batting"


def test_the_prompt_follows_the_game():
    game = session(inning=3, outs=1)
    game.answer("bcb")
    assert game.ask().prompt == "Top 3rd, 1 out, 2-1 — A1 Smith batting"
    game.answer("x 8")
    assert game.ask().prompt == "Top 3rd, 2 outs, 0-0 — A2 Smith batting"


@pytest.mark.parametrize("number, text", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"),
                                          (11, "11th"), (12, "12th"), (13, "13th"),
                                          (21, "21st"), (22, "22nd")])
def test_ordinal(number, text):
    assert ordinal(number) == text


def answer(line: str, balls: int = 0, strikes: int = 0):
    """What `answer` returns for this line at this count."""
    state = SYSTEM.start(setup(), {})
    state = SYSTEM.with_game(state, replace(state.game, balls=balls, strikes=strikes))
    ask = SYSTEM.next_ask(state)
    new_state, events = SYSTEM.answer(state, ask, line)
    assert new_state is state  # the session applies the events, not the system
    return events


def last_play(events) -> Play | None:
    return events[-1] if events and isinstance(events[-1], Play) else None


@pytest.mark.parametrize("line, balls, strikes, kind", [
    ("bbbb", 0, 0, E.WALK),
    ("b", 3, 0, E.WALK),
    ("v", 3, 2, E.WALK),
    ("bbbi", 0, 0, E.INTENTIONAL_WALK),
    ("iiii", 0, 0, E.INTENTIONAL_WALK),
    ("ccc", 0, 0, E.STRIKEOUT),
    ("s", 0, 2, E.STRIKEOUT),
    ("cft", 0, 0, E.STRIKEOUT),
    ("l", 1, 2, E.STRIKEOUT),
    ("ccm", 0, 0, E.STRIKEOUT),
    ("h", 2, 1, E.HIT_BY_PITCH),
    ("bfh", 0, 0, E.HIT_BY_PITCH),
])
def test_pitches_that_finish_the_plate_appearance(line, balls, strikes, kind):
    play = last_play(answer(line, balls, strikes))
    assert play is not None and play.event_type == kind
    assert play.text == {E.WALK: "W", E.INTENTIONAL_WALK: "IW", E.STRIKEOUT: "K",
                         E.HIT_BY_PITCH: "HP"}[kind]
    batter = [a for a in play.advances if a.start == "B"]
    assert batter[0].out == (kind == E.STRIKEOUT)


@pytest.mark.parametrize("line, balls, strikes", [
    ("bbb", 0, 0), ("cc", 0, 0), ("ccf", 0, 0), ("fffr", 0, 2), ("b", 2, 2), ("x", 3, 2),
    ("cx", 0, 0), ("b1b", 1, 0), ("n", 3, 2),
])
def test_pitches_that_do_not(line, balls, strikes):
    events = answer(line, balls, strikes)
    assert last_play(events) is None
    assert all(isinstance(e, Pitch) for e in events)


def test_a_play_on_the_line_is_never_doubled():
    events = answer("bbbb W")
    assert [e.code for e in events[:4]] == ["B"] * 4
    assert len(events) == 5 and events[4].event_type == E.WALK


@pytest.mark.parametrize("line, message", [
    ("bbbbb", "Ball four on pitch 4 of 'bbbbb' ends the plate appearance, so pitch 5 cannot "
              "follow it."),
    ("ccsb", "Strike three on pitch 3 of 'ccsb' ends the plate appearance, so pitch 4 cannot "
             "follow it."),
    ("hp", "The hit batter on pitch 1 of 'hp' ends the plate appearance, so pitch 2 cannot "
           "follow it."),
    ("xb", "The ball put in play on pitch 1 of 'xb' ends the plate appearance, so pitch 2 "
           "cannot follow it."),
])
def test_pitches_after_the_end_are_refused(line, message):
    with pytest.raises(EntryError) as caught:
        answer(line)
    assert str(caught.value) == message


def test_the_outcome_override_is_the_entry_line():
    assert answer("=S8") == answer("S8")
    assert answer("= bcx S8") == answer("bcx S8")


def test_comments_and_commands():
    assert answer("# a diving catch") == ()
    assert answer("end rain") == (EndGame("rain"),)


def test_a_half_inning_through_the_session():
    game = session()
    plays = []
    for line in ("bcb", "x S8/L", "bbbb", "ccs", "cx 64(1)3/GDP"):
        plays += [r.text for r in game.answer(line).records if r.kind == "play"]
    assert plays == ["S8/L", "W", "K", "64(1)3/GDP"]
    state = game.game
    assert (state.inning, state.half, state.outs, state.score) == (1, 1, 0, (0, 0))
    assert state.bases == (None, None, None)
    assert state.left_on_base == (1, 0)  # the runner who reached second on the walk
    assert game.ask().prompt == "Bottom 1st, 0 outs, 0-0 — H1 Smith batting"


def test_the_game_ends_and_asks_nothing_more():
    game = session()
    records = game.answer("end darkness").records
    assert records[-1].game_over
    assert game.ask() is None
    assert SYSTEM.game(game.state).end_reason == "darkness"


def test_with_game_replaces_only_the_game():
    state = SYSTEM.start(setup(), {})
    other = new_game(setup(inning=5))
    assert SYSTEM.with_game(state, other).game is other
    assert SYSTEM.game(SYSTEM.with_game(state, other)) is other
