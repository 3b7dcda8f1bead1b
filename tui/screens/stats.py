"""Season batting and pitching lines, as `scorebook stats batting|pitching` gives them, in
tables that sort by any column and narrow to a team, a least number of plate appearances or
innings, and a player's name.

The lines of a season (or of every season) and a system are computed in a thread worker
(a season of 2,430 games takes seconds) and arrive by message; the filters then only choose
among them, with the CLI's own functions (scorebook.season_lines), so the two always agree.
"""

from __future__ import annotations

import polars as pl
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Header, Input, Select, Static, TabbedContent, TabPane

from engine.core.errors import ScorebookError
from engine.systems import system_keys
from scorebook.league_tables import season_names
from scorebook.problems import PROBLEMS, one_sentence
from scorebook.season_lines import (ASCENDING, TABLES, chosen_lines, load_lines, newspaper,
                                    outs_of, season_lines)
from tui.widgets.sortable_table import Column, SortableTable

KINDS = ("batting", "pitching")
#: What one line is called, for the count under the table.
PEOPLE = {"batting": "batters", "pitching": "pitchers"}
#: Headers written otherwise than their column.
LABELS = {"player": "Player", "team": "Team"}
#: The columns that stay in view when the table scrolls sideways to the rates: player, team.
FIXED = 2
#: Select's value for "no filter".
ALL = "*"
#: How long typing may pause before the table narrows (a big season refills slowly).
TYPING = 0.25


def line_columns(kind: str) -> list[Column]:
    """The table's columns: the CLI's table without the player id, the player and his team
    kept in view (FIXED: a player traded mid-season has a line for each team);
    rates written the newspaper way, IP sorted by its outs."""
    return [Column(key, LABELS.get(key, key), ascending=key in ASCENDING,
                   sort_key="outs" if key == "IP" else None, right=True if key == "IP" else None,
                   text=lambda value, key=key: newspaper(value, key))
            for key in TABLES[kind] if key != "player_id"]


class StatsScreen(Screen):
    """Batting and pitching lines of a season: `b`/`p` switch, `s` sorts by a column."""

    TITLE = "Statistics"
    BINDINGS = [
        Binding("b", "show('batting')", "Batting", id="stats.batting"),
        Binding("p", "show('pitching')", "Pitching", id="stats.pitching"),
        Binding("slash", "search", "Find a player", id="stats.search"),
        Binding("r", "reload", "Reload", id="stats.reload"),
    ]

    class LinesReady(Message):
        """The season lines of request `request` were computed."""

        def __init__(self, request: int, lines: dict[str, pl.DataFrame]) -> None:
            super().__init__()
            self.request = request
            self.lines = lines

    class Failed(Message):
        """Computing the lines failed: one sentence."""

        def __init__(self, request: int, text: str) -> None:
            super().__init__()
            self.request = request
            self.text = text

    def __init__(self, season: str | None = None):
        super().__init__()
        self.season = season
        #: The lines of the season and system chosen, each kind a frame; empty until loaded.
        self.lines: dict[str, pl.DataFrame] = {}
        self._request = 0
        #: The season and system of the lines last asked for.
        self._asked: tuple[str | None, str | None] | None = None
        self._typing: Timer | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="stats-filters"):
            yield Select([("All seasons", ALL)], id="stats-season", allow_blank=False, value=ALL)
            yield Select([("All systems", ALL)] + [(key, key) for key in system_keys()],
                         id="stats-system", allow_blank=False, value=ALL)
            yield Select([("All teams", ALL)], id="stats-team", allow_blank=False, value=ALL)
            yield Input(placeholder="Min PA", id="stats-min-pa", type="integer")
            yield Input(placeholder="Min IP", id="stats-min-ip", restrict=r"[0-9.]*")
            yield Input(placeholder="Player", id="stats-player")
        yield Static(id="stats-error", markup=False, classes="error")
        with TabbedContent(id="stats-tabs"):
            for kind in KINDS:
                with TabPane(kind.capitalize(), id=kind):
                    yield SortableTable(id=f"stats-{kind}", fixed_columns=FIXED)
        yield Static(id="stats-count", markup=False, classes="hint")
        yield Footer()

    def on_mount(self) -> None:
        seasons = season_names(self.app.engine)
        if self.season is None and seasons:
            self.season = seasons[-1]
        choice = self.query_one("#stats-season", Select)
        with self.prevent(Select.Changed):
            choice.set_options([("All seasons", ALL)] + [(name, name) for name in seasons])
            choice.value = self.season if self.season in seasons else ALL
        self.query_one("#stats-min-ip").display = False
        self._error("")
        self._load()

    # -- computing the lines ---------------------------------------------------------------

    def _load(self) -> None:
        self._request += 1
        self._asked = (self._chosen("#stats-season"), self._chosen("#stats-system"))
        self.query_one("#stats-tabs").loading = True
        self._compute(self._request, *self._asked)

    @work(thread=True, group="stats")
    def _compute(self, request: int, season: str | None, system: str | None) -> None:
        try:
            frames = load_lines(self.app.engine, *KINDS, season=season, system=system)
            # Collected together, the parts both kinds share are computed once.
            lines = dict(zip(KINDS, pl.collect_all([season_lines(frames, k) for k in KINDS])))
        except PROBLEMS as exc:
            self.post_message(self.Failed(request, one_sentence(exc)))
        else:
            self.post_message(self.LinesReady(request, lines))

    def on_stats_screen_lines_ready(self, message: LinesReady) -> None:
        if message.request != self._request:  # the season or system changed since
            return
        self.lines = message.lines
        self.query_one("#stats-tabs").loading = False
        teams = sorted({team for frame in self.lines.values() for team in frame["team"]})
        picker = self.query_one("#stats-team", Select)
        kept = picker.value if picker.value in teams else ALL
        with self.prevent(Select.Changed):
            picker.set_options([("All teams", ALL)] + [(team, team) for team in teams])
            picker.value = kept
        self._narrow()

    def on_stats_screen_failed(self, message: Failed) -> None:
        if message.request == self._request:
            self.query_one("#stats-tabs").loading = False
            self._error(message.text)

    # -- narrowing and showing -------------------------------------------------------------

    def _narrow(self) -> None:
        """Show the lines of the team, least PA or IP and player asked for."""
        if not self.lines:
            return
        try:
            least = {"batting": int(self.query_one("#stats-min-pa", Input).value or 0),
                     "pitching": outs_of(self.query_one("#stats-min-ip", Input).value or "0",
                                         "Min IP")}
        except ScorebookError as exc:
            self._error(str(exc))  # the tables stay as they were
            return
        self._error("")
        player = self.query_one("#stats-player", Input).value.strip() or None
        for kind in KINDS:
            chosen = chosen_lines(self.lines[kind].lazy(), kind, team=self._chosen("#stats-team"),
                                  player=player, least=least[kind]).collect()
            self.query_one(f"#stats-{kind}", SortableTable).show(chosen.to_dicts(),
                                                                 line_columns(kind))
        self._count()

    def _count(self) -> None:
        kind = self.kind
        table = self.query_one(f"#stats-{kind}", SortableTable)
        text = f"{len(table.shown_rows)} of {self.lines[kind].height} {PEOPLE[kind]}" \
            if self.lines else ""
        if table.sorted_by:
            column, descending = table.sorted_by
            text += f" · sorted by {LABELS.get(column, column)} {'▼' if descending else '▲'}"
        self.query_one("#stats-count", Static).update(text + " · s: sort by the column")

    def _error(self, text: str) -> None:
        """One line over the tables saying what is wrong; none when nothing is."""
        line = self.query_one("#stats-error", Static)
        line.update(text)
        line.display = bool(text)

    @property
    def kind(self) -> str:
        """The lines on screen: "batting" or "pitching"."""
        return self.query_one(TabbedContent).active or "batting"

    def _chosen(self, select: str) -> str | None:
        value = self.query_one(select, Select).value
        return None if value in (ALL, Select.NULL) else str(value)

    # -- events ----------------------------------------------------------------------------

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id in ("stats-season", "stats-system"):
            # The selects also say so when they are first given their values: the lines of
            # a season already asked for are not computed again (a season's take a second).
            if (self._chosen("#stats-season"), self._chosen("#stats-system")) != self._asked:
                self._load()
        else:
            self._narrow()

    def on_input_changed(self, event: Input.Changed) -> None:
        if self._typing is not None:
            self._typing.stop()
        self._typing = self.set_timer(TYPING, self._typed)

    def _typed(self) -> None:
        self._narrow()
        self._typing = None

    @property
    def typing(self) -> bool:
        """Whether a typed filter still waits for the typing to pause before it narrows."""
        return self._typing is not None

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        batting = self.kind == "batting"
        self.query_one("#stats-min-pa").display = batting
        self.query_one("#stats-min-ip").display = not batting
        if self.lines:
            self._count()

    def on_sortable_table_sorted(self, event: SortableTable.Sorted) -> None:
        self._count()

    def action_show(self, kind: str) -> None:
        self.query_one(TabbedContent).active = kind
        self.query_one(f"#stats-{kind}").focus()

    def action_search(self) -> None:
        self.query_one("#stats-player").focus()

    def action_reload(self) -> None:
        self._load()
