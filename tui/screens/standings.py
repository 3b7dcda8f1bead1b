"""The standings of a season, a table per league and division, and its best-of-N series, as
`scorebook standings` and `scorebook series` give them (stats.standings, stats.series).

The tables are computed in a thread worker and arrive by message; a season picker chooses
the season (the latest at first, or the one the screen was opened with). `n` sets up a new
series (tui.dialogs.series_new) and shows its season with it.
"""

from __future__ import annotations

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Select, Static

from db.series import SeriesRow, list_series
from scorebook.league_tables import (SERIES_TABLE, STANDINGS_TABLE, games_behind,
                                     league_frames, pct, season_names, series_rows,
                                     standings_groups, standings_rows)
from scorebook.problems import PROBLEMS, one_sentence
from tui.dialogs.series_new import SeriesNewDialog
from tui.widgets.sortable_table import Column, SortableTable

#: Select's value for every season.
ALL = "*"
#: Headers written otherwise than their column.
LABELS = {"team": "Team", "series": "Series", "season": "Season", "best_of": "Best of",
          "team_a": "Team", "wins_a": "W", "team_b": "Team", "wins_b": "W",
          "status": "Status", "games_left": "Left", "next_home": "Next at"}
#: How the newspaper writes a standings value, by column.
WRITTEN = {"PCT": pct, "GB": lambda value: games_behind(value) if value is not None else ""}
#: Columns best sorted low to high first (fewest games behind, fewest runs allowed).
ASCENDING = ("team", "L", "GB", "RA", "series", "season", "team_a", "team_b", "status",
             "next_home")


def table_columns(names) -> list[Column]:
    """The columns of a standings or series table, written as the newspaper writes them."""
    return [Column(name, LABELS.get(name, name), ascending=name in ASCENDING,
                   text=WRITTEN.get(name), right=True if name in WRITTEN else None)
            for name in names]


class StandingsScreen(Screen):
    """A season's standings (a table per league and division) and its series."""

    TITLE = "Standings and series"
    BINDINGS = [Binding("r", "reload", "Reload", id="standings.reload"),
                Binding("n", "new_series", "New series", id="standings.new_series")]

    class TablesReady(Message):
        """The standings (by table) and series of request `request`."""

        def __init__(self, request: int, groups: list[tuple[str, list[dict]]],
                     series: list[dict]) -> None:
            super().__init__()
            self.request = request
            self.groups = groups
            self.series = series

    class Failed(Message):
        """Computing the tables failed: one sentence."""

        def __init__(self, request: int, text: str) -> None:
            super().__init__()
            self.request = request
            self.text = text

    def __init__(self, season: str | None = None):
        super().__init__()
        self.season = season
        self._request = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="standings-bar"):
            yield Select([("All seasons", ALL)], id="standings-season", allow_blank=False,
                         value=ALL)
            yield Static("Only final games count; ties are not in PCT.", classes="hint",
                         id="standings-note")
        yield Static(id="standings-error", markup=False, classes="error")
        yield VerticalScroll(id="standings-page")
        yield Footer()

    def on_mount(self) -> None:
        self._offer_seasons()
        self.query_one("#standings-error").display = False
        self._load()

    def _offer_seasons(self) -> None:
        """The seasons with games, in the order played, then those with only a series."""
        engine = self.app.engine
        seasons = season_names(engine)
        seasons += sorted({row.season for row in list_series(engine)
                           if row.season and row.season not in seasons})
        if self.season is None and seasons:
            self.season = seasons[-1]
        picker = self.query_one("#standings-season", Select)
        with self.prevent(Select.Changed):
            picker.set_options([("All seasons", ALL)] + [(name, name) for name in seasons])
            picker.value = self.season if self.season in seasons else ALL

    def _load(self) -> None:
        self._request += 1
        value = self.query_one("#standings-season", Select).value
        self.season = None if value in (ALL, Select.NULL) else str(value)
        self.sub_title = self.season or "all seasons"
        self.query_one("#standings-page").loading = True
        self._compute(self._request, self.season)

    @work(thread=True, group="standings")
    def _compute(self, request: int, season: str | None) -> None:
        try:
            # Standings and series read only the games: leave out most plays rows.
            frames = league_frames(self.app.engine, season)
            groups = standings_groups(standings_rows(frames))
            series = series_rows(frames, season)
        except PROBLEMS as exc:
            self.post_message(self.Failed(request, one_sentence(exc)))
        else:
            self.post_message(self.TablesReady(request, groups, series))

    async def on_standings_screen_tables_ready(self, message: TablesReady) -> None:
        if message.request != self._request:  # another season was chosen since
            return
        page = self.query_one("#standings-page", VerticalScroll)
        await page.remove_children()
        shown = []
        for title, rows in message.groups:
            shown += [Static(title or "Standings", classes="standings-title", markup=False),
                      SortableTable(classes="standings-table")]
        if not message.groups:
            shown.append(Static("No games yet.", classes="hint"))
        shown += [Static("Series", classes="standings-title"),
                  SortableTable(id="series-table", classes="standings-table")
                  if message.series else Static("No series.", classes="hint")]
        await page.mount_all(shown)
        tables = list(page.query(".standings-table").results(SortableTable))
        for table, (_, rows) in zip(tables, message.groups):
            table.show(rows, table_columns(STANDINGS_TABLE))
        if message.series:
            self.query_one("#series-table", SortableTable).show(message.series,
                                                                table_columns(SERIES_TABLE))
        page.loading = False
        self._error("")

    def on_standings_screen_failed(self, message: Failed) -> None:
        if message.request == self._request:
            self.query_one("#standings-page").loading = False
            self._error(message.text)

    def on_select_changed(self, event: Select.Changed) -> None:
        self._load()

    def action_reload(self) -> None:
        self._load()

    def action_new_series(self) -> None:
        """Set up a series (n); once created, its season is shown with it."""
        self.app.push_screen(SeriesNewDialog(self.season), self._series_created)

    def _series_created(self, made: SeriesRow | None) -> None:
        if made is None:
            return
        self.season = made.season or ALL
        self._offer_seasons()
        self._load()
        self.notify(f"Series {made.label}.", title="Created")

    def _error(self, text: str) -> None:
        line = self.query_one("#standings-error", Static)
        line.update(text)
        line.display = bool(text)
