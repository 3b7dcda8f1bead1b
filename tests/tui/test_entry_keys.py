"""The game screen's entry line at the table (issue 18): every key of a burst — a paste, fast
typing, keys piled up while the app was busy — is applied in order or kept on the line; a
line that is a play is never split into one-key pitches; and the prompt says what the game
waits for."""

from __future__ import annotations

import unicodedata
from contextlib import asynccontextmanager

import pytest

from textual import events
from textual.widgets import Static

from db.replay import game_state
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import active_values, plain_game
from tui.widgets.entry_line import EntryInput


def _key(character: str) -> events.Key:
    """The key event a terminal sends for `character` (as Pilot.press builds it)."""
    if character == "\r":
        return events.Key("enter", "\r")
    if character == "\b":
        return events.Key("backspace", "\x7f")
    if character.isalnum():
        return events.Key(character, character)
    name = unicodedata.name(character).lower().replace(" ", "_").replace("-", "_")
    return events.Key(name, character)


async def burst(pilot, text: str, done) -> None:
    """Every key of `text` sent at once, as one terminal write brings them (Pilot.press waits
    for the app between keys); then wait until `done()` holds, the keys handled."""
    driver = pilot.app._driver
    for character in text:
        event = _key(character)
        event.set_sender(pilot.app)
        driver.send_message(event)
    for _ in range(200):
        await pilot.pause()
        if done():
            return
    raise AssertionError("the burst of keys was never handled")


@asynccontextmanager
async def game_screen(db_url, engine, lines=()):
    """A plain game of `lines` open on the game screen; the Pilot."""
    plain_game(engine, lines=lines)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        yield pilot


def prompt(app) -> str:
    return str(app.screen.query_one("#entry-prompt", Static).render())


async def test_a_line_typed_in_one_burst_keeps_every_key_in_order(db_url, engine):
    async with game_screen(db_url, engine, ["W"]) as pilot:  # a runner on first, for S8.1-3
        app = pilot.app
        await burst(pilot, "bcx S8/L.1-3\r", lambda: len(active_values(engine, "g1")) > 1)
        typed = active_values(engine, "g1")[1:]
        assert "".join(typed).replace(" ", "") == "bcxS8/L.1-3"  # each key, in order
        plays = [r for r in game_state(engine, "g1").records if r.kind == "play"]
        assert plays[-1].text == "S8/L.1-3" and plays[-1].pitches == "BCX"
        assert app.screen.query_one(EntryInput).value == ""


async def test_lines_typed_one_after_another_in_a_burst_are_recorded_each_as_typed(db_url,
                                                                                 engine):
    """Enter and the next line in one burst: Enter takes its line off at once (it was
    recorded with the next one added to it, then wiped); Backspace and `x` act in order too;
    a refused line comes back to be corrected once nothing else is being typed."""
    async with game_screen(db_url, engine) as pilot:
        app = pilot.app
        lines = ["bcx S8/L", "cbfs", "b", "SB2", "x 43/G.2-3", "bbcx 9/F"]
        await burst(pilot, "".join(f"{line}\r" for line in lines),
                    lambda: len(active_values(engine, "g1")) == len(lines))
        assert active_values(engine, "g1") == lines
        await burst(pilot, "S8x\b\r", lambda: len(active_values(engine, "g1")) > len(lines))
        assert active_values(engine, "g1")[-1] == "S8"  # x rubbed out before Enter
        await burst(pilot, "ZZ9\r", lambda: app.screen.query_one(EntryInput).value == "ZZ9")
        assert "ZZ9" in message(app)  # refused, given back to be corrected
        assert active_values(engine, "g1")[-1] == "S8"


def message(app) -> str:
    return str(app.screen.query_one("#entry-message", Static).render())


@pytest.mark.parametrize(("line", "said", "play"), [
    ("sb2", "Enter records: swinging strike, ball, pickoff throw to second", None),
    ("s8", "Enter records: single to center", "S8"),
    ("cs2(26)", "Enter records: runner from first caught stealing second (2-6)", None),
    ("bbbb", "Enter records: ball, ball, ball, ball: walk", "W"),
    ("b c x", "Cannot be recorded: Too many words in 'b c x'", None),
])
async def test_a_line_is_recorded_whole_and_what_it_records_is_said_before_enter(
        db_url, engine, line, said, play):
    async with game_screen(db_url, engine, [] if play or line == "sb2" else ["W"]) as pilot:
        app = pilot.app
        before = active_values(engine, "g1")
        await pilot.press(*line)
        await pilot.pause()
        assert app.screen.query_one(EntryInput).value == line  # typed, none of it a pitch yet
        assert active_values(engine, "g1") == before
        assert message(app).startswith(said)
        await pilot.press("enter")
        if said.startswith("Cannot"):  # refused whole: nothing recorded, the line kept
            assert active_values(engine, "g1") == before
            assert app.screen.query_one(EntryInput).value == line
            return
        assert active_values(engine, "g1") == before + [line]  # one input: never split
        plays = [r.text for r in game_state(engine, "g1").records if r.kind == "play"]
        if play:
            assert plays[-1] == play



async def test_a_ball_in_play_without_its_play_is_what_the_prompt_waits_for(db_url, engine):
    async with game_screen(db_url, engine) as pilot:
        app = pilot.app
        before = prompt(app)
        await pilot.press("x")
        assert message(app) == "Enter records: in play; still to type: the play that followed"
        await pilot.press("enter")  # the play key with no play
        assert active_values(engine, "g1") == ["x"]
        waits = prompt(app)
        assert waits != before and "Ball in play: type the play that followed" in waits
        await pilot.press(*"63", "enter")
        assert active_values(engine, "g1") == ["x", "63"]
        assert "in play" not in prompt(app)
