"""The app as a league's viewer (issue 21, item 5), on the private PostgreSQL cluster: it opens
every screen a viewer can use and reads what the scorekeeper stored; a game under way opens with
one sentence saying the role may only read (it used to end the app with a traceback, claiming the
game); a write tried from the app is refused in that sentence, the database unchanged. And `scorebook follow` as the viewer prints
each play as the scorekeeper records it."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from db.engine import describe, make_engine
from db.recording import record
from tests.command_line import games, scorebook
from tests.db import league as leagues
from tests.db.conftest import PG_URL, game_header
from tests.db.league import league_with_roles
from tests.following import Follower
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.test_game_record import message
from tests.tui.waiting import until
from tui.widgets.entry_line import EntryInput
from tui.dialogs.team_edit import TeamEditDialog
from tui.screens import screen_class

pytestmark = [pytest.mark.postgres,
              pytest.mark.skipif(not PG_URL, reason="SCOREBOOK_TEST_PG_URL is not set")]
league = leagues.league  # the fixture: a database of its own and two logins

#: The screens a viewer uses: all but those that only make games (new game, solo, contest).
#: (The box score named, else it offers the game picker first.)
READING = {"home": {}, "teams": {}, "stats": {}, "standings": {}, "box": {"key": "g1"},
           "query": {}, "follow": {}, "export": {}}


def under_way(keeper: str, tmp_path, lines: list[str]) -> None:
    """Game g1, AAA at BBB, recorded by the scorekeeper as far as `lines`."""
    script = tmp_path / "g1.txt"
    script.write_text(game_header() + "".join(f"{line}\n" for line in lines))
    assert scorebook(keeper, "record", "g1", "--script", str(script)).exit_code == 0


async def test_a_viewer_opens_every_screen_and_a_game_under_way(league, tmp_path):
    keeper, viewer = league_with_roles(league)
    assert scorebook(keeper, "sim", "bot9", "--games", "2", "--seed", "5").exit_code == 0
    under_way(keeper, tmp_path, ["K", "W"])
    before = games(keeper)
    app = make_test_app(viewer)
    async with app.run_test(size=SIZE) as pilot:
        for name, arguments in READING.items():
            await app.open_screen(name, **arguments)
            await until(pilot, lambda: type(app.screen) is screen_class(name), name)
            await pilot.press("escape")
        await app.open_screen("game", key="g1")  # to record it: shown, the refusal said
        await until(pilot, lambda: message(app), "the refusal")
        assert message(app) == refusal(league)
        await pilot.press("K", "enter")  # a pitch: refused, given back on the line
        entry = app.screen.query_one(EntryInput)
        await until(pilot, lambda: entry.value == "K", "the pitch given back")
        assert message(app) == refusal(league)
    assert games(keeper) == before


async def test_a_write_from_the_app_is_refused_naming_the_role(league, tmp_path):
    keeper, viewer = league_with_roles(league)
    assert scorebook(keeper, "sim", "bot9", "--games", "1", "--seed", "5").exit_code == 0
    [played] = before = games(keeper)
    app = make_test_app(viewer)
    async with app.run_test(size=SIZE) as pilot:
        await app.open_screen("teams")
        await pilot.press("a", *"TOR", "tab", *"Toronto", "enter")  # a team added
        await until(pilot, lambda: isinstance(app.screen, TeamEditDialog), "the team dialog")
        error = app.screen.query_one("#team-error", Static)
        await until(pilot, lambda: str(error.render()), "the refusal")
        assert str(error.render()) == refusal(league)
        await pilot.press("escape", "escape")
        await app.open_screen("game", key=played["id"])  # a game over: its last input undone
        await pilot.press("u")
        await until(pilot, lambda: message(app), "the refusal")
        assert message(app) == refusal(league)
    assert games(keeper) == before


def test_scorebook_follow_as_the_viewer_prints_each_play_recorded(league, tmp_path):
    keeper, viewer = league_with_roles(league)
    under_way(keeper, tmp_path, ["S8"])
    follower = Follower(viewer, "g1")
    follower.expect("AAA at BBB (game g1)")
    follower.expect("Single")
    recorder = make_engine(keeper)
    record(recorder, "g1", "K")
    follower.expect("Strikeout, 1 out")
    record(recorder, "g1", "D7")
    follower.expect("Double")
    recorder.dispose()
    follower.process.terminate()
    assert "Traceback" not in follower.ended()[1]


def refusal(league) -> str:
    """What a write as the viewer, bo, is told."""
    owner, urls, people = league
    return (f"The role '{people['bo']}' may only read the league's database "
            f"{describe(make_engine(urls['bo']))}: writing needs a scorekeeper's role.")
