"""Snapshots of every screen on the seeded demo league (pytest-textual-snapshot; the SVGs are
in tests/tui/__snapshots__/). After a deliberate change of a screen, look at the new pictures
(`pytest tests/tui/test_snapshots.py --snapshot-update`, then the report or the SVGs) before
committing them.

The league is `scorebook demo --seed 1 --games 8`, built once per run, with one plain game
being recorded (so the game screen has a game) — the same database every run, so the same
pictures. Nothing is focused (so no cursor blinks), and nothing on a screen shows the clock."""

from __future__ import annotations

import shutil

import pytest
from textual.widgets import Input, TextArea

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, record
from db.rosters import roster
from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from scorebook.demo import build_demo
from scorebook.new_game import create
from scorebook.new_game_lineups import NewGame, Side
from scorebook.table_play import TableGame
from tui.app import Settings, make_app

SIZE = (100, 32)
PLAIN_LINES = ("bcx S8/L", "cbfs", "bbx 64(1)3/GDP", "x 9/F")


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("demo") / "demo.db"
    engine = make_engine(f"sqlite:///{path}")
    upgrade(engine)
    build_demo(engine, seed=1, games=8)
    sheets = [TeamSheet(code, code, tuple(
        LineupSpot(player.player_id, player.name, slot, position)
        for slot, (player, position) in enumerate(nine(roster(engine, code)), start=1)))
        for code in ("LKV", "RIV")]
    create_game(engine, "RIV202605010", "plain", GameSetup(away=sheets[0], home=sheets[1]),
                date="2026-05-01", season="Demo plain 2026", control={"mode": "record"})
    for line in PLAIN_LINES:
        record(engine, "RIV202605010", line)
    engine.dispose()
    return path


def nine(players):
    """(player, position): the first player of the roster at each position, catcher to right
    field, then the pitcher batting ninth."""
    by_position = {}
    for player in players:
        for position in player.position_numbers:
            if position <= 9 and position not in by_position and player not in by_position.values():
                by_position[position] = player
    return [(by_position[p], p) for p in (*range(2, 10), 1)]


@pytest.fixture
def demo_app(demo_file, tmp_path):
    copy = tmp_path / "demo.db"
    shutil.copy(demo_file, copy)
    return make_app(Settings(db_url=f"sqlite:///{copy}", offer_demo=False))


def opening(name: str, **arguments):
    """A `run_before` that opens screen `name`, waits for its workers and stops the blinking."""
    async def run_before(pilot):
        if name != "home":
            pilot.app.open_screen(name, **arguments)
        await pilot.pause(0.3)
        await pilot.app.workers.wait_for_complete()
        await pilot.pause(0.3)
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        for area in pilot.app.screen.query(TextArea):
            area.cursor_blink = False
        # A blink already on its way can still hide the cursor once: with nothing focused no
        # cursor is drawn, and the picture is the same every run.
        pilot.app.screen.set_focus(None)
        await pilot.pause()
    return run_before


SCREENS = [
    ("home", {}),
    ("teams", {}),
    ("game", {"key": "RIV202605010"}),
    ("box", {"key": "demo-bot9-1-1"}),
    ("stats", {}),
    ("standings", {}),
    ("solo", {}),
    ("query", {}),
    ("export", {}),
]


@pytest.mark.parametrize("name,arguments", SCREENS, ids=[name for name, _ in SCREENS])
def test_screen(snap_compare, demo_app, name, arguments):
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=opening(name, **arguments))


def test_game_screen_at_80_by_24(snap_compare, demo_app):
    assert snap_compare(demo_app, terminal_size=(80, 24),
                        run_before=opening("game", key="RIV202605010"))


def test_box_score_stacks_on_a_narrow_terminal(snap_compare, demo_app):
    assert snap_compare(demo_app, terminal_size=(80, 24),
                        run_before=opening("box", key="demo-bot9-1-1"))


def test_new_game(snap_compare, demo_app):
    async def new_game(pilot):
        await opening("new_game")(pilot)
        pilot.app.screen.query_one("#date", Input).value = "2026-05-02"  # not today's date
        await pilot.pause(0.3)
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=new_game)


def test_the_keys_of_the_game_screen(snap_compare, demo_app):
    async def keys(pilot):
        await opening("game", key="RIV202605010")(pilot)
        await pilot.press("question_mark")
        await pilot.pause(0.3)
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=keys)


#: A Pizza Box game in hot-seat: each plate appearance's hitter and pitcher cards (a card not
#: in the hand: the first the defence can show). The last hitter card is chosen, face down.
PIZZABOX_CARDS = (("TAKE", "BALL"), ("SWING", "STRIKE"), ("TAKE", "STRIKE"), ("SWING", None))


@pytest.fixture
def pizzabox_app(tmp_path):
    """A database of one Pizza Box game at AA, four batters in (its own: the demo league's
    pictures do not move with it)."""
    url = f"sqlite:///{tmp_path / 'pizzabox.db'}"
    engine = make_engine(url)
    upgrade(engine)
    create(engine, NewGame("pizzabox", "HOM202605020", Side("VIS", "Visitors"),
                           Side("HOM", "Home"), {"level": "AA"}, mode="hotseat",
                           date="2026-05-02", seed=11))
    table = TableGame(engine, "HOM202605020")
    for hitter, pitch in PIZZABOX_CARDS:
        for card in (hitter, pitch):
            while table.computer_step() is not None:  # the cards dealt and drawn
                pass
            ask = table.ask()
            if card is not None:
                table.answer(card if card in ask.options else ask.options[0])
    engine.dispose()
    return make_app(Settings(db_url=url, offer_demo=False))


def test_pizzabox_game_screen(snap_compare, pizzabox_app):
    """The Pizza Box panel: the hitter card face down while the defence chooses, its hand,
    the decks and the last plate appearance's cards."""
    assert snap_compare(pizzabox_app, terminal_size=SIZE,
                        run_before=opening("game", key="HOM202605020"))


def test_light_theme(snap_compare, demo_app):
    async def light_home(pilot):
        pilot.app.theme = "textual-light"
        await opening("home")(pilot)
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=light_home)
