"""The statistics screen: the season lines of `scorebook stats`, sorted by a key or a header
click (again reverses), narrowed by team, least PA or IP and player, at 80×24."""

from __future__ import annotations

import json

from textual.widgets import Input, Select, Static
from typer.testing import CliRunner

from scorebook.cli import app as cli
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import league_file, league_url  # noqa: F401  (fixtures)
from tests.tui.waiting import until
from tui.screens.stats import StatsScreen
from tui.widgets.sortable_table import SortableTable

SMALL = (80, 24)


def cli_rows(url: str, *args: str) -> list[dict]:
    result = CliRunner().invoke(cli, ["--db", url, "stats", *args, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


async def opened(app, pilot, **arguments) -> StatsScreen:
    app.open_screen("stats", **arguments)
    await settle(app, pilot)
    assert isinstance(app.screen, StatsScreen)
    return app.screen


async def settle(app, pilot) -> None:
    """Until the season's lines are read and a typed filter has narrowed the tables."""
    await pilot.pause()
    await app.workers.wait_for_complete()
    await until(pilot, lambda: not (isinstance(app.screen, StatsScreen) and app.screen.typing),
                "the filter typed narrowing the tables")
    await pilot.pause()


def ids(table: SortableTable) -> list[tuple[str, str]]:
    return [(row["player_id"], row["team"]) for row in table.shown_rows]


async def test_the_latest_season_s_lines_are_the_cli_s(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        screen = await opened(app, pilot)
        assert screen.query_one("#stats-season", Select).value == "2024"
        table = screen.query_one("#stats-batting", SortableTable)
        expected = cli_rows(league_url, "batting", "--season", "2024")
        assert ids(table) == [(r["player_id"], r["team"]) for r in expected]
        assert len(expected) > 20
        # The cells are written the newspaper way, as the CLI's table writes them.
        first = expected[0]
        cells = [str(cell) for cell in table.get_row_at(0)]
        assert cells[:3] == [first["player"], first["team"], str(first["G"])]
        avg = table.get_column_index("AVG")
        assert cells[avg] == (f"{first['AVG']:.3f}".removeprefix("0") if first["AVG"] is not None
                              else "")
        assert "74 of 74 batters" in str(screen.query_one("#stats-count", Static).render())


async def test_s_sorts_by_the_column_best_first_and_again_reverses(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        screen = await opened(app, pilot)
        table = screen.query_one("#stats-batting", SortableTable)
        table.focus()
        unsorted = ids(table)
        await pilot.press(*["right"] * table.get_column_index("HR"), "s")
        leaders = cli_rows(league_url, "batting", "--season", "2024", "--sort", "HR")
        assert ids(table) == [(r["player_id"], r["team"]) for r in leaders] != unsorted
        assert table.shown_rows[0]["HR"] == max(r["HR"] for r in leaders)
        assert table.sorted_by == ("HR", True)
        assert "sorted by HR ▼" in str(screen.query_one("#stats-count", Static).render())
        await pilot.press("s")
        homers = [row["HR"] for row in table.shown_rows]
        assert homers == sorted(homers) and homers[0] < homers[-1]
        assert table.sorted_by == ("HR", False)


async def test_a_click_on_a_header_sorts_by_it(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        table = screen.query_one("#stats-batting", SortableTable)
        column = table.get_column_index("PA")
        x = sum(c.get_render_width(table) for c in table.ordered_columns[:column]) + 1
        await pilot.click("#stats-batting", offset=(x, 0))
        await pilot.pause()
        leaders = cli_rows(league_url, "batting", "--season", "2024", "--sort", "PA")
        assert ids(table) == [(r["player_id"], r["team"]) for r in leaders]
        await pilot.click("#stats-batting", offset=(x, 0))
        await pilot.pause()
        appearances = [row["PA"] for row in table.shown_rows]
        assert appearances == sorted(appearances)


async def test_team_and_least_plate_appearances_narrow_the_lines(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        screen = await opened(app, pilot)
        table = screen.query_one("#stats-batting", SortableTable)
        screen.query_one("#stats-team", Select).focus()
        await pilot.press("enter", "down", "enter")  # All teams, then AAA
        await settle(app, pilot)
        assert screen.query_one("#stats-team", Select).value == "AAA"
        screen.query_one("#stats-min-pa", Input).focus()
        await pilot.press("2", "0")
        await settle(app, pilot)
        expected = cli_rows(league_url, "batting", "--season", "2024", "--team", "AAA",
                            "--min-pa", "20")
        assert ids(table) == [(r["player_id"], r["team"]) for r in expected]
        assert 0 < len(expected) < 74
        assert all(row["team"] == "AAA" and row["PA"] >= 20 for row in table.shown_rows)
        screen.query_one("#stats-player", Input).focus()
        name = expected[0]["player"]
        await pilot.press(*name[:2])
        await settle(app, pilot)
        assert {row["player"] for row in table.shown_rows} == {name}


async def test_pitching_lines_and_a_bad_least_innings_in_one_line(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SMALL) as pilot:
        screen = await opened(app, pilot)
        screen.query_one("#stats-batting", SortableTable).focus()
        await pilot.press("p")
        await pilot.pause()
        table = screen.query_one("#stats-pitching", SortableTable)
        assert screen.kind == "pitching" and screen.query_one("#stats-min-ip").display
        everyone = ids(table)
        assert everyone == [(r["player_id"], r["team"])
                            for r in cli_rows(league_url, "pitching", "--season", "2024")]
        screen.query_one("#stats-min-ip", Input).focus()
        await pilot.press("6", ".", "5")
        await settle(app, pilot)
        error = screen.query_one("#stats-error", Static)
        assert str(error.render()) == "Min IP must be innings such as 50, 50.1 or 50.2, not '6.5'."
        assert error.display and ids(table) == everyone  # nothing changed
        await pilot.press("backspace", "backspace", "0", ".", "1")  # 60.1
        await settle(app, pilot)
        assert not error.display
        expected = cli_rows(league_url, "pitching", "--season", "2024", "--min-ip", "60.1")
        assert ids(table) == [(r["player_id"], r["team"]) for r in expected]
        assert 0 < len(expected) < len(everyone)


async def test_another_season_is_computed_in_a_worker(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot, season="2023")
        table = screen.query_one("#stats-batting", SortableTable)
        assert ids(table) == [(r["player_id"], r["team"])
                              for r in cli_rows(league_url, "batting", "--season", "2023")]
        screen.query_one("#stats-season", Select).value = "2019"
        await settle(app, pilot)
        assert {row["team"] for row in table.shown_rows} == {"TEX", "CIN"}


async def test_the_lines_are_computed_once_for_each_season_chosen(
        league_url, monkeypatch):  # noqa: F811
    """Opening the screen computes the season's lines once, not again when the pickers are
    first given their values; choosing another season computes it once more (issue 16)."""
    import tui.screens.stats as stats_screen

    asked = []
    load_lines = stats_screen.load_lines
    monkeypatch.setattr(stats_screen, "load_lines", lambda engine, *kinds, **chosen: (
        asked.append(chosen["season"]) or load_lines(engine, *kinds, **chosen)))
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot, season="2023")
        assert asked == ["2023"]
        screen.query_one("#stats-season", Select).value = "2019"
        await settle(app, pilot)
        assert asked == ["2023", "2019"]
