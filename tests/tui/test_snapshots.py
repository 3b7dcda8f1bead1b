"""Snapshots of every screen on the seeded demo league (pytest-textual-snapshot; the SVGs are
in tests/tui/__snapshots__/). After a deliberate change of a screen, look at the new pictures
(`pytest tests/tui/test_snapshots.py --snapshot-update`, then the report or the SVGs) before
committing them.

The league is `scorebook demo --seed 1 --games 8`, built once per run, with one plain game
being recorded (so the game screen has a game) and the batting contest of
tests/data/nanyou/contest-2026-11-28.txt — the same database every run, so the same
pictures. Nothing is focused (so no cursor blinks), and nothing on a screen shows the clock."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from db.engine import make_engine
from db.migrate import upgrade
from db.recording import create_game, record
from db.rosters import roster
from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from scorebook.contest.store import record_contest_script
from scorebook.demo import build_demo
from scorebook.new_game import create
from scorebook.new_game_forms import NewGame, Side
from scorebook.table_play import TableGame
from tests.tui.waiting import until
from tui.app import Settings, make_app
from tui.dialogs.keys import KeysDialog

SIZE = (100, 32)
PLAIN_LINES = ("bcx S8/L", "cbfs", "bbx 64(1)3/GDP", "x 9/F")
CONTEST = Path(__file__).parents[1] / "data" / "nanyou" / "contest-2026-11-28.txt"


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
    record_contest_script(engine, CONTEST.read_text(encoding="utf-8"))
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
    """A `run_before` that opens screen `name`, waits for it to be up and for its workers,
    and stops the blinking."""
    async def run_before(pilot):
        if name != "home":
            await pilot.app.open_screen(name, **arguments)
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
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
    ("contest", {"contest_id": 1}),
    ("query", {}),
    ("export", {"folder": Path("/home/scorer")}),  # not the folder the tests run in
]


@pytest.mark.parametrize("name,arguments", SCREENS, ids=[name for name, _ in SCREENS])
def test_screen(snap_compare, demo_app, name, arguments):
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=opening(name, **arguments))


def test_game_screen_at_80_by_24(snap_compare, demo_app):
    assert snap_compare(demo_app, terminal_size=(80, 24),
                        run_before=opening("game", key="RIV202605010"))


def test_game_screen_at_120_by_40(snap_compare, demo_app):
    """The at-bat under the play log with its long labels (issue 18)."""
    assert snap_compare(demo_app, terminal_size=(120, 40),
                        run_before=opening("game", key="RIV202605010"))


def scorecard(*keys: str):
    """A `run_before` that opens the game being recorded and its live scorecard (F5), then
    presses `keys`."""
    async def run_before(pilot):
        await opening("game", key="RIV202605010")(pilot)
        await pilot.press("f5", *keys)
        await pilot.pause()
    return run_before


def test_the_live_scorecard_at_80_by_24(snap_compare, demo_app):
    """The team at bat (the home team, one out), its box at bat shaded."""
    assert snap_compare(demo_app, terminal_size=(80, 24), run_before=scorecard())


def test_the_live_scorecard_at_120_by_40(snap_compare, demo_app):
    """The visitors' card (ctrl+o): a single, a strikeout, a double play (the runner's out in
    his own box)."""
    assert snap_compare(demo_app, terminal_size=(120, 40), run_before=scorecard("ctrl+o"))


def test_box_score_stacks_on_a_narrow_terminal(snap_compare, demo_app):
    assert snap_compare(demo_app, terminal_size=(80, 24),
                        run_before=opening("box", key="demo-bot9-1-1"))


def test_new_game(snap_compare, demo_app):
    async def new_game(pilot):
        await opening("new_game")(pilot)
        pilot.app.screen.query_one("#date", Input).value = "2026-05-02"  # not today's date
        await pilot.pause()
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=new_game)


def test_the_keys_of_the_game_screen(snap_compare, demo_app):
    async def keys(pilot):
        await opening("game", key="RIV202605010")(pilot)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(pilot.app.screen, KeysDialog), "the keys dialog")
        await pilot.pause()
    assert snap_compare(demo_app, terminal_size=SIZE, run_before=keys)


async def _lineups(pilot):
    """The lineups of the demo's plain game (F6), a pinch hitter from the home team's roster
    batting for its second batter first."""
    engine = pilot.app.engine
    starters = {player.player_id for player, _ in nine(roster(engine, "RIV"))}
    hitter = next(p for p in roster(engine, "RIV") if p.player_id not in starters)
    record(engine, "RIV202605010", f'sub {hitter.player_id} "{hitter.name}" 1 2 11')
    await opening("game", key="RIV202605010")(pilot)
    await pilot.press("f6")
    await pilot.pause(0.3)
    pilot.app.screen.set_focus(None)
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
def test_lineups(snap_compare, demo_app, size):
    """Both lineups and benches from the game screen: the pinch hitter in his slot, the man he
    batted for struck through under him, who is due up, the pitchers, each team's bench from
    its roster; at 80×24 one team under the other (the view scrolls), at 120×40 side by side."""
    assert snap_compare(demo_app, terminal_size=size, run_before=_lineups)


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


def _unlimited9_game(tmp_path, mode: str, stop) -> tuple[str, str]:
    """A database of one basic Unlimited Nine game (VIS at HOM, seed 11), played on — every
    person's answer the first offered but the commitment, the most cards of a colour — until
    `stop(table)`; its url and key. Its own database: the demo league's pictures stay put."""
    url = f"sqlite:///{tmp_path / 'unlimited9.db'}"
    engine = make_engine(url)
    upgrade(engine)
    key = create(engine, NewGame("unlimited9", "HOM202605030", Side("VIS", "Visitors"),
                                 Side("HOM", "Home"), {"mode": "basic"}, mode=mode,
                                 date="2026-05-03", seed=11))
    table = TableGame(engine, key)
    while not stop(table):
        if table.computer_step() is None:
            ask = table.ask()
            wanted = ask.options[-1] if ask.key.startswith("commit") else ask.options[0]
            table.answer("pitch" if ask.key == "walk" else wanted)
    engine.dispose()
    return url, key


def _third_duel(person_commits: bool):
    """Stop at the third plate appearance's offence commitment, the defence's cards down (and,
    against the computer, the offence the person's)."""
    def stop(table) -> bool:
        ask = table.ask()
        played = len([r for r in table.session.records if r.kind == "play"])
        return ask is not None and ask.key == "commit.off" and played >= 2 and (
            not person_commits or table.persons_turn())
    return stop


def test_unlimited9_game_screen(snap_compare, tmp_path):
    """The Unlimited Nine panel against the computer: the person's hand card by card and the
    computer's counted (and how many it put face down, not their colour), the duel in progress
    with the defence's cards face down, the last duel worked out, the fielders; his commitment
    asked, its answers by colour."""
    url, key = _unlimited9_game(tmp_path, "computer", _third_duel(person_commits=True))
    app = make_app(Settings(db_url=url, offer_demo=False))
    assert snap_compare(app, terminal_size=(110, 48), run_before=opening("game", key=key))


def test_unlimited9_hot_seat_waits_for_the_screen_to_be_passed(snap_compare, tmp_path):
    """Hot-seat, the defence's cards down: the screen waits to be passed to the offence —
    neither hand is shown, nor the answers."""
    url, key = _unlimited9_game(tmp_path, "hotseat", _third_duel(person_commits=False))
    app = make_app(Settings(db_url=url, offer_demo=False))
    assert snap_compare(app, terminal_size=(110, 48), run_before=opening("game", key=key))


def _pushed(screen_of):
    """A `run_before` that pushes the screen `screen_of(app)` makes and stops the blinking."""
    async def run_before(pilot):
        await pilot.app.push_screen(screen_of(pilot.app))
        await pilot.pause()
        for field in pilot.app.screen.query(Input):
            field.cursor_blink = False
        pilot.app.screen.set_focus(None)
        await pilot.pause()
    return run_before


def _unlimited9_new_game(mode: str) -> NewGame:
    return NewGame("unlimited9", "HOM202605040", Side("VIS", "Visitors"), Side("HOM", "Home"),
                   {"mode": mode}, mode="computer", date="2026-05-04", seed=11)


def test_unlimited9_recruiting(snap_compare, tmp_path):
    """Standard mode's recruiting against the computer: the six characters on the table with
    their numbers and skills, both teams (the person's hand by colour, the computer's
    counted), what happened, and the person's question."""
    from tui.screens.recruit import RecruitScreen

    url = f"sqlite:///{tmp_path / 'recruit.db'}"
    upgrade(make_engine(url))
    app = make_app(Settings(db_url=url, offer_demo=False))
    assert snap_compare(app, terminal_size=SIZE, run_before=_pushed(
        lambda app: RecruitScreen(_unlimited9_new_game("standard"))))


def test_unlimited9_draw(snap_compare, tmp_path):
    """Basic mode's draw: the captains and colours, the cards turned, who bats first, the
    computer's batting order and the person's lineup card."""
    from tui.screens.pregame import DrawScreen

    url = f"sqlite:///{tmp_path / 'draw.db'}"
    upgrade(make_engine(url))
    app = make_app(Settings(db_url=url, offer_demo=False))
    assert snap_compare(app, terminal_size=SIZE, run_before=_pushed(
        lambda app: DrawScreen(_unlimited9_new_game("basic"))))
