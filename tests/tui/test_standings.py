"""The standings screen: a table per league and division and the series, as `scorebook
standings` and `scorebook series` give them, for the season chosen."""

from __future__ import annotations

import json

from textual.widgets import Select, Static
from typer.testing import CliRunner

from scorebook.cli import app as cli
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import SERIES, league_file, league_url  # noqa: F401  (fixtures)
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
