"""Read-only SQL over the statistics' tables, as `scorebook query "SQL"` runs it: plays,
pitches, games, batting, pitching, standings, series, solo, players, lineups and teams.

The query runs in a thread worker on copies of the tables in memory (stats.query), never
against the database: only one SELECT or WITH query is accepted, anything else refused in one
sentence before anything is read, in the screen's words. A query that is refused or fails
says why in one line and clears the results, so that what is on screen is never taken for
the answer to the query in the editor. The editor has the keyboard whenever the screen does.
Escape gives a running query up (its time limit is stats.query's); with none running, it goes
back as everywhere.
"""

from __future__ import annotations

import threading

import polars as pl
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Select, Static, TextArea

from engine.core.errors import ScorebookError
from scorebook.league_tables import season_names
from scorebook.problems import PROBLEMS, one_sentence
from stats.load import load
from stats.query import check_read_only, plays_to_read, run_query
from tui.widgets.query_tables import QueryTables
from tui.widgets.sortable_table import SortableTable, plain_columns

#: The query the editor opens with.
EXAMPLE = ("SELECT player, team, PA, H, HR, AVG\nFROM batting\n"
           "ORDER BY HR DESC, AVG DESC, player, team\nLIMIT 20")
#: At most this many rows go into the table (a query over plays can give a million).
SHOWN = 1_000
#: Select's value for every season.
ALL = "*"
#: What a refusal says only reads.
READER = "the query screen"


class QueryScreen(Screen):
    """A SQL editor, the tables and their columns beside it, the results under it."""

    TITLE = "Query"
    AUTO_FOCUS = "#query-sql"
    BINDINGS = [
        Binding("ctrl+enter", "run", "Run the query", id="query.run", priority=True),
        Binding("f5", "run", "Run the query", id="query.run_f5", priority=True),
        Binding("f2", "toggle_tables", "Tables", id="query.tables"),
        Binding("escape", "stop_or_back", "Stop the query", id="query.stop", show=False),
    ]

    class ResultReady(Message):
        """The result of query number `request`."""

        def __init__(self, request: int, result: pl.DataFrame) -> None:
            super().__init__()
            self.request = request
            self.result = result

    class Failed(Message):
        """Query number `request` was refused or failed: one sentence."""

        def __init__(self, request: int, text: str) -> None:
            super().__init__()
            self.request = request
            self.text = text

    def __init__(self, sql: str | None = None):
        super().__init__()
        self.sql = sql or EXAMPLE
        self._request = 0
        #: Set to give the running query up; None when no query runs.
        self._stop: threading.Event | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="query-main"):
            with Vertical(id="query-left"):
                with Horizontal(id="query-bar"):
                    yield Select([("All seasons", ALL)], id="query-season", allow_blank=False,
                                 value=ALL)
                    yield Static("F5 runs the query · Esc stops it · read-only",
                                 classes="hint", id="query-hint")
                yield TextArea(self.sql, language="sql", show_line_numbers=True,
                               tab_behavior="focus", id="query-sql")
                yield Static(id="query-error", markup=False, classes="error")
                yield Static(id="query-status", markup=False, classes="hint")
                yield SortableTable(id="query-results")
            yield QueryTables(id="query-tables")
        yield Footer()

    def on_mount(self) -> None:
        seasons = season_names(self.app.engine)
        with self.prevent(Select.Changed):
            self.query_one("#query-season", Select).set_options(
                [("All seasons", ALL)] + [(name, name) for name in seasons])
        self._say("")
        self.action_run()  # the results of the query it opens with, rather than an empty table

    def action_run(self) -> None:
        """Run the query in the editor (refused at once if it is not a single read)."""
        sql = self.query_one("#query-sql", TextArea).text
        self._request += 1
        self._give_up()  # a new query replaces the one running
        try:
            check_read_only(sql, READER)  # before anything is read
        except ScorebookError as exc:
            self._fail(str(exc))
            return
        season = self.query_one("#query-season", Select).value
        self.query_one("#query-status", Static).update("Running … (Esc stops it)")
        self.query_one("#query-results").loading = True
        self._stop = threading.Event()
        self._run(self._request, sql, None if season in (ALL, Select.NULL) else str(season),
                  self._stop)

    def action_stop_or_back(self) -> None:
        """Give the running query up (it says so in its line), or go back when none runs."""
        if self._stop is not None:
            self._stop.set()
        else:
            self.app.action_back()

    def _give_up(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None

    @work(thread=True, group="query")
    def _run(self, request: int, sql: str, season: str | None, stop: threading.Event) -> None:
        try:
            frames = load(self.app.engine, season=season, **plays_to_read(sql))
            result = run_query(frames, sql, READER, stop=stop)
        except PROBLEMS as exc:
            self.post_message(self.Failed(request, one_sentence(exc)))
        else:
            self.post_message(self.ResultReady(request, result))

    def on_query_screen_result_ready(self, message: ResultReady) -> None:
        if message.request != self._request:  # a newer query is on its way
            return
        self._stop = None
        result = message.result
        table = self.query_one("#query-results", SortableTable)
        table.loading = False
        table.show(result.head(SHOWN).to_dicts(), plain_columns(result.columns))
        rows = f"{result.height} {'row' if result.height == 1 else 'rows'}"
        if result.height > SHOWN:
            rows = f"the first {SHOWN} of {result.height} rows"
        self.query_one("#query-status", Static).update(f"{rows} · s: sort by the column")
        self._say("")

    def on_query_screen_failed(self, message: Failed) -> None:
        if message.request == self._request:
            self._stop = None
            self._fail(message.text)

    def _fail(self, text: str) -> None:
        """Say why the query gave no results, and clear those of the query before."""
        table = self.query_one("#query-results", SortableTable)
        table.loading = False
        table.show([], [])
        self.query_one("#query-status", Static).update("")
        self._say(text)

    def on_query_tables_chosen(self, message: QueryTables.Chosen) -> None:
        editor = self.query_one("#query-sql", TextArea)
        editor.insert(message.name)
        editor.focus()

    def action_toggle_tables(self) -> None:
        tables = self.query_one("#query-tables")
        tables.display = not tables.display
        focused = self.focused
        if not tables.display and (focused is None or tables in focused.ancestors_with_self):
            self.query_one("#query-sql", TextArea).focus()  # the hidden tables had the keyboard

    def _say(self, text: str) -> None:
        """The one line over the results: what is wrong with the query, or nothing."""
        line = self.query_one("#query-error", Static)
        line.update(text)
        line.display = bool(text)
