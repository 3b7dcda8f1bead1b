"""The query screen: a query's results in a table, an expression's column under its own
text; a failed query says why in one line and clears the results; anything but a read is
refused in the screen's words, and the database is never changed; the editor has the
keyboard."""

from __future__ import annotations

import sqlalchemy as sa
from textual.widgets import Static, TextArea

from db.engine import make_engine
from stats.load import load
from stats.query import QueryRefused, check_read_only, run_query, table_names
from tests.tui.conftest import SIZE, make_test_app
from tests.tui.league_db import league_file, league_url  # noqa: F401  (fixtures)
from tui.screens.query import EXAMPLE, READER, QueryScreen
from tui.widgets.query_tables import QueryTables
from tui.widgets.sortable_table import SortableTable


async def settle(app, pilot) -> None:
    await pilot.pause()
    await app.workers.wait_for_complete()
    await pilot.pause()


async def run(app, pilot, sql: str, key: str = "f5") -> None:
    app.screen.query_one("#query-sql", TextArea).text = sql
    await pilot.press(key)
    await settle(app, pilot)


async def opened(app, pilot) -> QueryScreen:
    """The query screen, opened, with the example it opens with run (at once, no F5)."""
    app.open_screen("query")
    await pilot.pause()
    assert isinstance(app.screen, QueryScreen)
    await settle(app, pilot)
    return app.screen


def error_line(screen) -> str:
    line = screen.query_one("#query-error", Static)
    return str(line.render()) if line.display else ""


def refusal(sql: str) -> str:
    try:
        check_read_only(sql, READER)
    except QueryRefused as exc:
        return str(exc)
    raise AssertionError(f"{sql} was not refused")


async def test_results_on_open_and_a_failed_query_clears_them(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        table = screen.query_one("#query-results", SortableTable)
        engine = make_engine(league_url)
        expected = run_query(load(engine), EXAMPLE).to_dicts()
        assert table.shown_rows == expected and len(expected) == 20
        assert [c.key.value for c in table.ordered_columns] == \
            ["player", "team", "PA", "H", "HR", "AVG"]
        assert str(screen.query_one("#query-status", Static).render()).startswith("20 rows")
        await run(app, pilot, "SELECT nope FROM batting", key="ctrl+enter")
        error = error_line(screen)
        assert error.startswith("The query failed:") and "nope" in error and "\n" not in error
        # The results of the query before are not the answer to this one.
        assert table.shown_rows == [] and table.ordered_columns == []
        assert str(screen.query_one("#query-status", Static).render()) == ""
        await run(app, pilot, "SELECT key, home, home_runs FROM games WHERE season = '2023' "
                              "ORDER BY key")
        assert error_line(screen) == ""
        assert [row["key"] for row in table.shown_rows] == ["n2023-1", "n2023-2", "n2023-3"]
        engine.dispose()


async def test_update_and_drop_are_refused_and_change_nothing(league_url):  # noqa: F811
    app = make_test_app(league_url)
    engine = make_engine(league_url)
    with engine.connect() as db:
        before = db.execute(sa.text("SELECT key, home_runs FROM games ORDER BY key")).all()
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("query")
        await pilot.pause()
        for sql in ("UPDATE games SET home_runs = 0", "DROP TABLE games",
                    "SELECT 1; DELETE FROM games"):
            await run(app, pilot, sql)
            assert error_line(app.screen) == refusal(sql)
            assert "scorebook" not in error_line(app.screen)
            assert app.screen.query_one("#query-results", SortableTable).shown_rows == []
        await run(app, pilot, "UPDATE games SET home_runs = 0")
        assert error_line(app.screen).startswith("UPDATE is refused: the query screen only reads")
    with engine.connect() as db:
        assert db.execute(sa.text("SELECT key, home_runs FROM games ORDER BY key")).all() == before
    engine.dispose()


async def test_the_tables_and_their_columns_help_write_the_query(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_screen("query")
        await pilot.pause()
        tree = app.screen.query_one(QueryTables)
        assert [str(node.label) for node in tree.root.children] == list(table_names())
        editor = app.screen.query_one("#query-sql", TextArea)
        editor.text = "SELECT  FROM batting"
        editor.move_cursor((0, 7))
        tree.focus()
        batting = tree.root.children[0]
        tree.move_cursor(batting)
        await pilot.press("enter")  # opens the table on its columns
        await pilot.press("down", "down", "enter")  # player_id, then player
        await pilot.pause()
        assert editor.text == "SELECT player FROM batting"
        assert app.focused is editor


async def test_the_editor_has_the_keyboard_on_open_and_when_the_tables_hide(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")  # from Home
        await settle(app, pilot)
        editor = app.screen.query_one("#query-sql", TextArea)
        assert app.focused is editor
        app.screen.query_one(QueryTables).focus()
        await pilot.press("f2")  # the tables hide: what is typed next goes into the query
        await pilot.pause()
        assert app.focused is editor
        editor.text = ""
        await pilot.press(*"SELECT 1")
        assert editor.text == "SELECT 1"


async def test_an_expression_is_labelled_as_it_is_written(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        app.open_screen("query")
        await settle(app, pilot)
        await run(app, pilot, "SELECT team, count(*), sum(HR) AS homers, max(HR) + 1\n"
                              "FROM batting GROUP BY team ORDER BY team")
        table = app.screen.query_one("#query-results", SortableTable)
        assert [str(c.label) for c in table.ordered_columns] == \
            ["team", "count(*)", "homers", "max(HR) + 1"]
        assert table.shown_rows[0]["count(*)"] > 0


async def test_escape_gives_a_running_query_up_and_goes_back_when_none_runs(league_url):  # noqa: F811
    app = make_test_app(league_url)
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(app, pilot)
        screen.query_one("#query-sql", TextArea).text = "SELECT COUNT(*) AS n FROM plays"
        # F5 then Escape at once, while the worker still reads the tables (Pilot's presses
        # wait for the screen to be idle between keys, and this query would be over by then).
        screen.action_run()
        screen.action_stop_or_back()
        await settle(app, pilot)
        assert error_line(screen) == "The query was stopped before it finished."
        assert screen.query_one("#query-results", SortableTable).shown_rows == []
        assert app.screen is screen  # Escape gave the query up; it did not leave
        await run(app, pilot, "SELECT COUNT(*) AS n FROM games")
        assert error_line(screen) == ""
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen and not isinstance(app.screen, QueryScreen)
