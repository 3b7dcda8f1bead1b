"""The home screen: the first start's offer of the demo league (built with its progress), the
lists of unfinished and recent games, seasons and solo seasons, Enter on each, the keys, and
80×24."""

from __future__ import annotations

import shutil

import pytest
from textual.widgets import Button, DataTable, Static

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, record
from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from scorebook.demo import build_demo
from scorebook.league_overview import is_empty, recent_games
from tests.tui.conftest import SIZE, make_test_app
from tui.dialogs.demo import DemoDialog
from tui.screens import screen_class
from tui.screens.home import HomeScreen

DEMO_GAMES = 1  # a season of the demo league, in these tests


def rows(app, list_id: str) -> list[str]:
    """The row keys of a list on the home screen, top to bottom."""
    table = app.screen.query_one(f"#{list_id}", DataTable)
    return [table.coordinate_to_cell_key((n, 0)).row_key.value for n in range(table.row_count)]


def lineup(code: str) -> TeamSheet:
    """The demo team's starting nine from its roster: slot n is its player n (the pitcher,
    player 1, bats ninth)."""
    order = [2, 3, 4, 5, 6, 7, 8, 9, 1]
    return TeamSheet(code, code, tuple(
        LineupSpot(f"{code.lower()}-{player:02d}", "", slot, player)
        for slot, player in enumerate(order, start=1)))


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """The demo league (one game a season) and a plain game in progress, RIV at LKV, played
    in the app; built once, copied for each test."""
    path = tmp_path_factory.mktemp("home") / "league.db"
    engine = make_engine(f"sqlite:///{path}")
    try:
        upgrade(engine)
        build_demo(engine, games=DEMO_GAMES)
        create_game(engine, "g1", "plain", GameSetup(lineup("RIV"), lineup("LKV")),
                    season="Demo plain 2026", date="2026-04-02",
                    control={"mode": "record", "away": "person", "home": "person"})
        record(engine, "g1", "K")
    finally:
        engine.dispose()
    return path


@pytest.fixture
def league_url(league, tmp_path) -> str:
    shutil.copy(league, tmp_path / "league.db")
    return f"sqlite:///{tmp_path / 'league.db'}"


async def test_the_first_start_offers_the_demo_league_and_builds_it(db_url):
    app = make_test_app(db_url, offer_demo=True, demo_games=DEMO_GAMES)
    async with app.run_test(size=SIZE) as pilot:
        dialog = app.screen
        assert isinstance(dialog, DemoDialog)
        await pilot.press("y")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        done, total, what = dialog.shown  # the progress bar's last step: the whole build
        assert done == total > DEMO_GAMES and what == "the solo season's first game played"
        recent = rows(app, "recent")
        assert recent == [line.key for line in recent_games(app.engine)]
        assert recent[0] == "solo1-g1" and len(recent) >= 1 + 2 * (DEMO_GAMES + 3)
        assert {"season:Demo bot9 2026", "season:Demo nanyou 2026 playoffs",
                "season:Demo plain 2026"} <= set(rows(app, "seasons"))
        assert rows(app, "seasons")[0] == "league:Demo League"
        assert rows(app, "solo") == ["solo:1"] and rows(app, "unfinished") == []
        assert not app.screen.query_one("#home-empty").display


async def test_no_thanks_leaves_the_database_empty(db_url):
    app = make_test_app(db_url, offer_demo=True)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, DemoDialog)
        await pilot.press("n")
        assert isinstance(app.screen, HomeScreen)
        assert is_empty(app.engine)
        assert app.screen.query_one("#home-empty").display
    again = make_test_app(db_url, offer_demo=False)  # offer_demo off: no offer at all
    async with again.run_test(size=SIZE):
        assert isinstance(again.screen, HomeScreen)


async def test_the_lists_show_the_games_and_seasons(league_url):
    app = make_test_app(league_url, offer_demo=True)  # not empty: no offer
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert rows(app, "unfinished") == ["g1"]
        table = app.screen.query_one("#unfinished", DataTable)
        assert table.get_row_at(0) == ["g1", "RIV 0, LKV 0", "1", "record", "2026-04-02"]
        assert app.screen.focused is table  # an unfinished game to resume comes first
        recent = rows(app, "recent")
        assert recent[0] == "solo1-g1"  # entered last
        dated = [key for key in recent if key.startswith("demo-")]
        dates = [app.screen.query_one("#recent", DataTable).get_row(key)[3] for key in dated]
        assert dates == sorted(dates, reverse=True) and len(dated) >= 2 * (DEMO_GAMES + 3)
        for list_id in ("unfinished", "recent", "seasons", "solo"):  # what names a row in view
            table = app.screen.query_one(f"#{list_id}", DataTable)
            first = table.ordered_columns[0].get_render_width(table)
            assert first <= table.scrollable_content_region.width, list_id
    # on a terminal wide enough for both sides every column is in view (on a narrower one the
    # last columns scroll sideways: four systems' demo seasons need 107 columns)
    app = make_test_app(league_url)
    async with app.run_test(size=(120, 32)) as pilot:
        await pilot.pause()
        for list_id in ("unfinished", "recent", "seasons", "solo"):
            table = app.screen.query_one(f"#{list_id}", DataTable)
            width = sum(column.get_render_width(table) for column in table.ordered_columns)
            assert width <= table.scrollable_content_region.width, list_id


@pytest.mark.parametrize("list_id, moves, screen, attribute, value", [
    ("unfinished", 0, "game", "key", "g1"),
    ("recent", 0, "box", "key", "solo1-g1"),
    ("seasons", 1, "standings", "season", "Demo bot9 2026"),
    ("solo", 0, "solo", "season_id", 1),
])
async def test_enter_opens_what_a_row_shows(league_url, list_id, moves, screen, attribute,
                                             value):
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        app.screen.query_one(f"#{list_id}", DataTable).focus()
        await pilot.press(*["down"] * moves, "enter")
        await pilot.pause()
        assert isinstance(app.screen, screen_class(screen))
        assert getattr(app.screen, attribute) == value


async def test_tab_goes_from_list_to_list_and_enter_on_a_league_stays(league_url):
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        order = []
        for _ in range(4):
            order.append(app.screen.focused.id)
            await pilot.press("tab")
        assert order == ["unfinished", "recent", "seasons", "solo"]
        app.screen.query_one("#seasons", DataTable).focus()
        await pilot.press("enter")  # the league's own row opens nothing
        assert isinstance(app.screen, HomeScreen)


async def test_the_keys_open_the_screens(league_url):
    keys = {"n": "new_game", "t": "teams", "s": "stats", "g": "standings", "o": "solo",
            "q": "query", "e": "export"}
    for binding in HomeScreen.BINDINGS:
        assert binding.id and binding.id.startswith("home.") and binding.description
        if binding.key in keys:
            assert binding.action == f"go('{keys.pop(binding.key)}')"
    assert keys == {}
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        for key, name in (("g", "standings"), ("e", "export")):  # two of them, for speed
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, screen_class(name)), key
            app.pop_screen()
            await pilot.pause()
        await pilot.press("d")  # the demo league is here already: said so, nothing opens
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert [n.message for n in app._notifications] == [
            "The demo league is already in this database."]


async def test_d_offers_the_demo_league_and_a_failed_build_says_why(db_url):
    engine = make_engine(db_url)
    try:
        upgrade(engine)  # a team with a code the demo league uses
        create_game(engine, "g1", "plain", GameSetup(lineup("RIV"), lineup("BBB")))
    finally:
        engine.dispose()
    app = make_test_app(db_url, offer_demo=True)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, HomeScreen)  # a game is there: not a first start
        await pilot.press("d")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, DemoDialog) and not dialog.first_start
        await pilot.press("y")
        await app.workers.wait_for_complete()
        await pilot.pause()
        error = str(dialog.query_one("#demo-error", Static).render())
        assert error.startswith("The database already has a team RIV")
        assert dialog.query_one("#demo-no", Button).label.plain == "Close"
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)
        assert rows(app, "seasons") == [] and rows(app, "unfinished") == ["g1"]


async def test_home_fits_80_by_24(league_url):
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for list_id in ("unfinished", "recent", "seasons", "solo"):
            table = app.screen.query_one(f"#{list_id}", DataTable)
            region = table.region
            assert region.height >= 3 and region.right <= 80 and region.bottom <= 23, list_id
        recent = app.screen.query_one("#recent", DataTable)
        # the game and its score are in view; what is cut off scrolls sideways
        game, score = recent.ordered_columns[:2]
        assert sum(c.get_render_width(recent) for c in (game, score)) <= recent.size.width
