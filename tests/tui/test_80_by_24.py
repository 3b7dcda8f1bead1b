"""The app on the smallest terminal it promises, 80×24 (issue 18): nothing a player glances at
is clipped or scrolled out of view — the keys of the footer, the statistics' rate columns with
the player and his team beside them, the Bottom of the 9th stare-down and fatigue track, the
teams of the line score."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from db.card_systems import CARD_SYSTEMS
from db.recording import create_game, record
from engine.systems.simulate import simulate
from scorebook.live_line_score import LineScore
from tests.tui.conftest import make_test_app
from tests.tui.league_db import league_file, league_url  # noqa: F401  (fixtures)
from tests.tui.waiting import until
from tui.widgets.at_bat import AtBatView
from tui.widgets.line_score import LineScoreView
from tui.widgets.sortable_table import SortableTable

SMALL = (80, 24)


def screen_lines(app) -> list[str]:
    """The terminal as the player sees it, one string a row (wide characters once)."""
    return ["".join(segment.text for segment in strip)
            for strip in app.screen._compositor.render_strips()]


def assert_footer_whole(app) -> None:
    """Every key of the footer is inside the terminal, its description written out."""
    footer = app.screen.query_one(Footer)
    keys = [key for key in footer.query(FooterKey) if key.display]
    assert keys
    last_line = screen_lines(app)[-1]
    for key in keys:
        assert key.region.right <= SMALL[0], key.description
        if key.description:
            assert key.description in last_line, (key.description, last_line)


async def test_home_shows_every_key_of_its_footer(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert_footer_whole(app)
        assert "Export" in screen_lines(app)[-1] and "Keys" in screen_lines(app)[-1]


async def test_stats_reach_the_rates_with_the_player_and_his_team_in_view(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        app.open_screen("stats")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen.query_one("#stats-batting", SortableTable)
        table.focus()
        await pilot.press(*["right"] * table.get_column_index("SLG"))
        await pilot.pause()
        lines = screen_lines(app)
        header = next(line for line in lines if " AVG " in line)
        for label in ("Player", "Team", "AVG", "OBP", "SLG"):
            assert f" {label} " in f"{header} ", (label, header)
        first = table.shown_rows[0]
        row = lines[lines.index(header) + 1]
        assert first["team"] in row and f"{first['AVG']:.3f}".removeprefix("0") in row, row
        assert_footer_whole(app)


def _mid_pitch_game(engine, key: str) -> None:
    """A Bottom of the 9th game played at the table (both sides by people), stopped mid-pitch
    once the batter has guessed: the stare-down has its pitch, guess and tokens."""
    game = simulate("bot9", list(CARD_SYSTEMS["bot9"].samples().values()), 11,
                    ("HOM", "Home Nine"), ("VIS", "Visitors"), {"support": "on"})
    create_game(engine, key, "bot9", game.setup, game.options,
                control={"mode": "play", "away": "person", "home": "person"})
    answers = list(game.answers)
    pitches = 0
    while answers:
        answer = answers.pop(0)
        record(engine, key, answer.value)
        if answer.key == "guess":
            pitches += 1
            if pitches == 3:  # a few pitches in: the fatigue track has moved
                return
    raise AssertionError("the simulated game had fewer than three pitches")


async def test_the_bot9_screen_shows_the_stare_down_and_the_fatigue_track(db_url, engine):
    _mid_pitch_game(engine, "b9")
    app = make_test_app(db_url)
    async with app.run_test(size=SMALL) as pilot:
        app.open_screen("game", key="b9")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        panel = app.screen.query_one("#game-panel")
        region = panel.region
        assert region.bottom <= SMALL[1] and region.right <= SMALL[0]
        shown = [line[region.x:region.right] for line in screen_lines(app)[region.y:region.bottom]]
        text = "\n".join(shown)
        for words in ("Stare-down", "Pitcher  ", "Batter  ", "Tokens  ", "Fatigue (ace ",
                      "location  ", "angle  "):
            assert words in text, (words, text)
        assert "Tokens   batter " in text or "Tokens   pitcher both" in text
        assert panel.scroll_y == 0
        assert_footer_whole(app)


class LineScoreApp(App):
    def compose(self) -> ComposeResult:
        yield LineScoreView()


async def test_the_line_score_writes_the_teams_whole():
    """As beside the field at 80 columns (46 cells): codes longer than four letters whole, the
    innings that still fit ending with the one being played."""
    innings = tuple(range(1, 8))
    line = LineScore(("PINECREST", "HARBOR"), innings,
                     (tuple("0102000"), tuple("100030")), ((3, 6, 0), (4, 7, 1)))
    app = LineScoreApp()
    async with app.run_test(size=(46, 3)) as pilot:
        view = app.query_one(LineScoreView)
        view.show(line)
        await pilot.pause()
        rows = screen_lines(app)
        assert rows[1].startswith("PINECREST ") and rows[2].startswith("HARBOR ")
        assert rows[0].split()[-4:] == ["7", "R", "H", "E"]  # the last inning, then R H E
        assert rows[1].split()[-3:] == ["3", "6", "0"] and rows[2].split()[-3:] == ["4", "7", "1"]
        assert all(len(row.rstrip()) <= 46 for row in rows)


async def test_the_at_bat_leaves_the_rows_to_the_panel_until_f8_shows_it_whole(db_url, engine):
    """At 80×24 the stare-down and the fatigue track keep their rows (the test above); F8
    shows the at-bat, its lines whole in the 46 cells beside the field, F8 again hides it."""
    _mid_pitch_game(engine, "b9")
    app = make_test_app(db_url)
    async with app.run_test(size=SMALL) as pilot:
        app.open_screen("game", key="b9")
        await until(pilot, lambda: app.screen.query(AtBatView), "the game screen")
        view = app.screen.query_one(AtBatView)
        await until(pilot, lambda: view.season is not None, "the season read")
        assert not view.display and view.region.height == 0
        await pilot.press("f8")
        await until(pilot, lambda: view.region.height == 5, "the at-bat shown")
        region = view.region
        shown = [line[region.x:region.right] for line in screen_lines(app)[region.y:region.bottom]]
        assert [line.split()[0] for line in shown] == ["Pitches", "Batter", "Season",
                                                       "Pitcher", "Counts"], shown
        for line in shown:
            assert not line.rstrip().endswith("…"), shown
        assert " IP " in shown[3] and shown[3].split()[-1].count("-") == 1  # pitches-strikes
        assert region.right <= SMALL[0]
        await pilot.press("f8")
        await until(pilot, lambda: not view.display, "the at-bat hidden again")
