"""The standings screen: a table per league and division and the series, as `scorebook
standings` and `scorebook series` give them, for the season chosen; a new series set up by
keys, then counting the games put into it."""

from __future__ import annotations

import json

from textual.widgets import Input, Select, Static
from typer.testing import CliRunner

from db.games import list_games
from db.recording import create_game
from db.series import SeriesRow, add_game, list_series
from engine.core.setup import GameSetup
from scorebook.cli import app as cli
from tests.db.conftest import team
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import SERIES, league_file, league_url  # noqa: F401  (fixtures)
from tui.dialogs.series_new import SeriesNewDialog
from tui.screens.standings import StandingsScreen
from tui.widgets.sortable_table import SortableTable


def cli_output(url: str, *args: str) -> str:
    result = CliRunner().invoke(cli, ["--db", url, *args])
    assert result.exit_code == 0, result.output
    return result.output


async def opened(app, pilot, **arguments) -> StandingsScreen:
    app.open_screen("standings", **arguments)
    await settle(app, pilot)
    assert isinstance(app.screen, StandingsScreen)
    return app.screen


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


def titles(screen) -> list[str]:
    return [str(title.render()) for title in screen.query(".standings-title").results(Static)]


def cells(table: SortableTable) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def test_each_division_s_standings_and_the_series(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        assert screen.query_one("#standings-season", Select).value == "2024"
        assert titles(screen) == ["2024 Test League East", "2024 Test League West", "Series"]
        # Block by block, line by line, what `scorebook standings --season 2024` prints.
        printed = cli_output(league_url, "standings", "--season", "2024").split("\n\n")
        tables = list(screen.query(".standings-table").results(SortableTable))
        for table, block in zip(tables, printed):
            title, header, *lines = block.strip().splitlines()
            assert [c.label.plain for c in table.ordered_columns] == ["Team", *header.split()[1:]]
            assert [line.split() for line in lines] == cells(table)
        leader = cells(tables[0])[0]
        assert leader[4:6] == [".714", "-"] and leader[0] == "BBB"
        series = json.loads(cli_output(league_url, "series", "--season", "2024", "--format",
                                       "json"))
        assert [row["series"] for row in tables[2].shown_rows] == [SERIES]
        assert tables[2].shown_rows == series
        assert "BBB leads 2-0" in cells(tables[2])[0]


async def test_the_season_picker_chooses_another_season(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(app, pilot)
        screen.query_one("#standings-season", Select).value = "2023"
        await settle(app, pilot)
        assert titles(screen) == ["2023 Test League East", "2023 Test League West", "Series"]
        assert str(screen.query_one("#standings-page .hint", Static).render()) == "No series."
        teams = [row["team"] for table in screen.query(".standings-table").results(SortableTable)
                 for row in table.shown_rows]
        assert sorted(teams) == ["AAA", "BBB", "CCC"]
        screen.query_one("#standings-season", Select).value = "*"
        await settle(app, pilot)
        assert titles(screen)[0] == "2019" and len(titles(screen)) == 6
        assert screen.sub_title == "all seasons"


def series_row(screen, name: str) -> dict:
    table = screen.query_one("#series-table", SortableTable)
    return next(row for row in table.shown_rows if row["series"] == name)


async def test_a_series_is_set_up_by_keys_and_counts_the_games_put_into_it(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await opened(app, pilot)
        await pilot.press("n")
        dialog = app.screen
        assert isinstance(dialog, SeriesNewDialog)
        assert dialog.query_one("#series-season", Input).value == "2024"  # the season shown
        await pilot.press(*"West final", "tab", "tab")
        await pilot.press("enter", *["down"] * 3, "enter")  # AAA BBB CCC: team A
        await pilot.press("tab", "enter", *["down"] * 5, "enter")  # … CIN DDD: team B
        assert [dialog.query_one(f"#series-team-{x}", Select).value for x in "ab"] == \
            ["CCC", "DDD"]
        await pilot.press("tab", "backspace", "4", "enter")  # a best of 4 is refused
        error = str(dialog.query_one("#series-error", Static).content)
        assert error == "A series is a best of 1, 3, 5, 7 … games, not 4."
        assert app.screen is dialog and [row.name for row in list_series(app.engine)] == [SERIES]
        await pilot.press("backspace", "5", "enter")
        await settle(app, pilot)
        assert app.screen is screen
        made = list_series(app.engine, teams=("CCC", "DDD"))
        assert made == [SeriesRow("West final", "2024", "CCC", "DDD", 5)]
        row = series_row(screen, "West final")
        assert (row["status"], row["games_left"], row["next_home"]) == ("not started", 5, "CCC")
        # n2024-2, CCC at home to DDD, is put into the series; a new game of the series too.
        add_game(app.engine, "West final", "n2024-2")
        create_game(app.engine, "w2", "plain", GameSetup(away=team("CCC", "c"),
                                                         home=team("DDD", "d")),
                    series="West final")
        await pilot.press("r")
        await settle(app, pilot)
        winner = next(g for g in list_games(app.engine, season="2024") if g.id == "n2024-2")
        wins = (1, 0) if winner.home_runs > winner.away_runs else (0, 1)
        row = series_row(screen, "West final")
        assert (row["wins_a"], row["wins_b"]) == wins  # w2 is not final: it does not count
        assert row["status"] == f"{'CCC' if wins[0] else 'DDD'} leads 1-0"
        assert (row["games_left"], row["next_home"]) == (4, "CCC")  # 2-2-1: game 2 at CCC
