"""Home: the app's first screen — unfinished games (Enter resumes one exactly where the table
stopped, w watches one recorded elsewhere), recent games (Enter: the box score), leagues and
their seasons (Enter: standings) and solo seasons (Enter: the Manager's Challenge). On the
first start (no games, no teams) it offers to build the demo league.

Every list comes from scorebook/league_overview.py and scorebook/solo_season.py; the screen
only shows them. Game dates are shown, never clock times, so the screen looks the same
whenever it is opened.
"""

from __future__ import annotations


from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from scorebook.demo import DemoLeague, has_demo
from scorebook.league_overview import (GameLine, is_empty, recent_games, seasons,
                                       unfinished_games)
from scorebook.problems import PROBLEMS, one_sentence
from scorebook.solo_season import season_list

#: The lists, in Tab order: (id, title, columns). What names a row comes first, so that the
#: columns cut off on a narrow terminal (the list scrolls sideways) are the least needed.
LISTS = (
    ("unfinished", "Unfinished games", ("Game", "Score", "Inn", "Mode", "Date")),
    ("recent", "Recent games", ("Game", "Score", "Inn", "Date")),
    ("seasons", "Leagues and seasons", ("Season", "G", "System")),
    ("solo", "Solo seasons", ("Solo season", "W-L", "MP", "G", "")),
)
#: What a list needs around its columns: its border, and the games lists their scrollbar
#: (they are longer than their box; the seasons' lists seldom are).
FRAME = {"left": 3, "right": 2}
EMPTY = "No games yet: n starts one, d builds the demo league."


class HomeScreen(Screen):
    """Leagues and seasons, unfinished and recent games, solo seasons; keys to every screen."""

    TITLE = "Scorebook"
    SUB_TITLE = "Home"
    # Priority: each key acts as it arrives and the screen it opens is up, its field focused,
    # before the next key is read (tui/app.py open_screen) — keys typed at once with it go to
    # that screen instead of being lost. Nothing on Home takes typed letters.
    BINDINGS = [
        Binding("n", "go('new_game')", "New game", id="home.new_game", priority=True),
        Binding("t", "go('teams')", "Teams", id="home.teams", priority=True),
        Binding("s", "go('stats')", "Stats", id="home.stats", priority=True),
        Binding("g", "go('standings')", "Standings", id="home.standings", priority=True),
        Binding("o", "go('solo')", "Solo", id="home.solo", priority=True),
        Binding("c", "go('contest')", "Contest", id="home.contest", priority=True,
                tooltip="Nanyou's batting contest, played by people"),
        Binding("q", "go('query')", "Query", id="home.query", priority=True),
        Binding("e", "go('export')", "Export", id="home.export", priority=True),
        Binding("enter", "open_row", "Open", id="home.open", show=False, priority=True),
        Binding("w", "watch_row", "Watch the unfinished game recorded elsewhere",
                id="home.watch", show=False, priority=True),
        # Built once, so not in the footer; the palette and `?` list it.
        Binding("d", "demo", "Build the demo league", id="home.demo", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._shown: dict[str, list[tuple[str, tuple]]] = {}  # the rows of each list

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="home-columns"):
            for side, column in (("left", LISTS[:2]), ("right", LISTS[2:])):
                with Vertical(id=f"home-{side}", classes="home-column"):
                    for list_id, title, columns in column:
                        with Vertical(id=f"home-{list_id}", classes="home-list") as box:
                            box.border_title = title
                            table = DataTable(id=list_id, cursor_type="row", zebra_stripes=True)
                            table.add_columns(*columns)
                            yield table
        yield Static(EMPTY, id="home-empty", classes="hint")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        try:
            self.refresh_lists()
        except PROBLEMS as exc:  # a damaged file opens, and fails on its first read
            self.app.exit(one_sentence(exc), return_code=1)  # said by tui/entry.py
            return
        first = "unfinished" if self.query_one("#unfinished", DataTable).row_count else "recent"
        self.query_one(f"#{first}", DataTable).focus()
        if self.app.settings.offer_demo and is_empty(self.app.engine):
            self._offer_demo(first_start=True)

    def on_screen_resume(self) -> None:
        """Back from another screen: a game may have been started, played on or finished."""
        try:
            self.refresh_lists()
        except PROBLEMS as exc:
            self.notify(one_sentence(exc), severity="error")

    def refresh_lists(self) -> None:
        """Read every list again from the database."""
        engine = self.app.engine
        self._fill("unfinished", [
            (line.key, (line.key, line.score, str(line.innings), line.mode, _date(line)))
            for line in unfinished_games(engine)])
        self._fill("recent", [
            (line.key, (line.key, line.score, str(line.innings), _date(line)))
            for line in recent_games(engine)])
        rows, league = [], None
        for line in seasons(engine):
            if line.league != league:
                league = line.league
                rows.append((f"league:{league}",
                             (Text(league or "No league", style="bold"), "", "")))
            rows.append((f"season:{line.season}", (f"  {line.season}", str(line.games),
                                                     line.system)))
        self._fill("seasons", rows)
        self._fill("solo", [
            (f"solo:{row['id']}", (row["name"], f"{row['W']}-{row['L']}", str(row["MP"]),
                                   str(row["games"]), "over" if row["status"] == "final" else ""))
            for row in season_list(engine)])
        self.query_one("#home-empty").display = not any(
            self.query_one(f"#{list_id}", DataTable).row_count for list_id, _, _ in LISTS)
        self._size_columns()

    def on_resize(self) -> None:
        self._size_columns()

    def _size_columns(self) -> None:
        """Halves, unless one side's columns need more and the other can spare it; on a
        terminal too narrow for both, share it in proportion to the need (the cut-off columns,
        the last ones, scroll sideways)."""
        need = {}
        for side, column in (("left", LISTS[:2]), ("right", LISTS[2:])):
            need[side] = FRAME[side] + max(
                sum(c.get_render_width(table) for c in table.ordered_columns)
                for table in (self.query_one(f"#{list_id}", DataTable)
                              for list_id, _, _ in column))
        width = self.size.width
        if need["left"] + need["right"] <= width:
            left = min(max(width // 2, need["left"]), width - need["right"])
        else:
            left = round(width * need["left"] / (need["left"] + need["right"]))
        self.query_one("#home-left").styles.width = left

    def _fill(self, list_id: str, rows: list[tuple[str, tuple]]) -> None:
        """Put `rows` (key, cells) in a list, the cursor staying on the row it was on; a list
        whose rows have not changed is left as it is.

        The columns are sized here, from the cells, rather than by the table once it is idle:
        a screen coming back from under a dialog is drawn before that, and the table would
        keep the lines it drew at the old widths."""
        table = self.query_one(f"#{list_id}", DataTable)
        if self._shown.get(list_id) == rows:
            return
        self._shown[list_id] = rows
        current = None
        if table.row_count:
            current = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        labels = next(columns for name, _, columns in LISTS if name == list_id)
        table.clear(columns=True)
        for n, label in enumerate(labels):
            table.add_column(label, width=max([cell_len(label)] + [
                _cells(cells[n]) for _, cells in rows]))
        for key, cells in rows:
            table.add_row(*cells, key=key)
        keys = [key for key, _ in rows]
        if current in keys:
            table.move_cursor(row=keys.index(current))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        """A row clicked: what Enter on it opens."""
        event.stop()
        self._open(event.data_table.id or "", event.row_key.value or "")

    async def action_open_row(self) -> None:
        """Enter: resume an unfinished game, a final game's box score, a season's standings,
        a solo season."""
        table = self.focused
        if isinstance(table, DataTable) and table.row_count:
            row = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
            await self._open(table.id or "", row or "")

    def _open(self, list_id: str, key: str) -> AwaitComplete:
        if list_id == "unfinished":
            return self.app.open_screen("game", key=key)
        if list_id == "recent":
            return self.app.open_screen("box", key=key)
        if list_id == "seasons" and key.startswith("season:"):
            return self.app.open_screen("standings", season=key.removeprefix("season:"))
        if list_id == "solo":
            return self.app.open_screen("solo", season_id=int(key.removeprefix("solo:")))
        return AwaitComplete.nothing()

    async def action_watch_row(self) -> None:
        """w: watch the unfinished game under the cursor as it is recorded elsewhere (another
        terminal or scorekeeper), without taking it over (tui/screens/follow.py)."""
        table = self.query_one("#unfinished", DataTable)
        if not table.row_count:
            self.notify("No game is under way to watch.", severity="warning")
            return
        row = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        await self.app.open_screen("follow", key=row)

    async def action_go(self, name: str) -> None:
        await self.app.open_screen(name)

    def action_demo(self) -> None:
        if has_demo(self.app.engine):
            self.notify("The demo league is already in this database.", severity="warning")
            return
        self._offer_demo(first_start=False)

    def _offer_demo(self, first_start: bool) -> None:
        from tui.dialogs.demo import DemoDialog

        self.app.push_screen(DemoDialog(first_start, games=self.app.settings.demo_games), self._demo_built)

    def _demo_built(self, league: DemoLeague | None) -> None:
        """The lists are read again as the screen comes back (`on_screen_resume`)."""
        if league is not None:
            self.notify(f"Built the {league.league}: {league.teams} teams, {league.games} games.")


def _cells(cell: str | Text) -> int:
    """How many terminal cells a cell's text takes (kanji take two)."""
    return cell.cell_len if isinstance(cell, Text) else cell_len(cell)


def _date(line: GameLine) -> str:
    return line.date.isoformat() if line.date else ""
