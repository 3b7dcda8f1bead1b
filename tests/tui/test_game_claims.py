"""The game screen when another scorekeeper holds the game (issue 21, item 2): the input is
refused saying who holds it; taking the game over records it, and the other one's next input is
refused naming who took it; an input typed against a game someone changed meanwhile is refused
and the screen shows the game as it now is."""

from __future__ import annotations

import pytest

from db.claims import GameHeld, Keeper, Scorer
from db.recording import record
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import active_values, message, plain_game
from tests.tui.waiting import until
from tui.dialogs.confirm import ConfirmDialog
from tui.screens.follow import FollowScreen
from tui.screens.game import GameScreen
from tui.widgets.entry_line import EntryInput
from textual.widgets import Static



ANN = Scorer("ann", "laptop")


async def test_the_game_is_taken_over_only_when_asked_and_the_other_is_told(db_url, engine,
                                                                          monkeypatch):
    monkeypatch.setenv("SCOREBOOK_SCORER", "bo")
    plain_game(engine)
    record(engine, "g1", "K", by=Keeper(ANN, take_over=True))  # ann holds the game
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")  # opening it to record asks at once
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the take-over dialog")
        assert "ann on laptop took this game over at " in str(
            app.screen.query_one("#confirm Static:last-of-type", Static).render())
        await pilot.press("n")  # watch it instead
        await until(pilot, lambda: isinstance(app.screen, FollowScreen), "the game watched")
        assert app.screen.table.key == "g1"
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, GameScreen), "the screen left")
        app.open_screen("game", key="g1")
        await until(pilot, lambda: isinstance(app.screen, ConfirmDialog), "the dialog again")
        await pilot.press("y")  # take it over: then the walk is recorded as bo's
        await until(pilot, lambda: type(app.screen) is GameScreen, "the game screen")
        await pilot.press("W", "enter")
        await until(pilot, lambda: active_values(engine, "g1") == ["K", "W"], "the walk stored")
        assert app.screen.query_one(EntryInput).value == ""
    with pytest.raises(GameHeld, match="^bo on .* took over game 'g1' at"):
        record(engine, "g1", "K", by=Keeper(ANN))


async def test_an_input_against_a_game_changed_meanwhile_is_refused(db_url, engine):
    plain_game(engine)
    app = make_test_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("game", key="g1")
        await pilot.pause()
        record(engine, "g1", "K")  # the same scorekeeper, in another window
        await pilot.press("W", "enter")

        await until(pilot, lambda: "changed while you were looking" in message(app),
                    "the refusal")
        assert active_values(engine, "g1") == ["K"]
        assert len(app.screen.table.inputs) == 1  # the screen read the game again
        await pilot.press("enter")  # the line given back, typed again against the game now
        await until(pilot, lambda: active_values(engine, "g1") == ["K", "W"], "the walk")
