"""Choosing a game: every game in the database in a table, narrowed as you type; Enter gives
its key, Escape nothing."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Input, Static

from db.games import GameSummary, list_games
from tui.widgets.sortable_table import Column, SortableTable

COLUMNS = [Column("id", "Game"), Column("date", "Date"), Column("season", "Season"),
           Column("system", "System"), Column("away", "Away"), Column("score", "Score"),
           Column("home", "Home"), Column("status", "Status")]


def game_row(game: GameSummary) -> dict:
    """A game's line in the picker (plain values: the table never holds database rows)."""
    return {"id": game.id, "date": game.date.isoformat() if game.date else None,
            "season": game.season, "system": game.system, "away": game.away,
            "score": f"{game.away_runs}-{game.home_runs}", "home": game.home,
            "status": game.status}


def latest_final(games: list[GameSummary]) -> str | None:
    """The key of the final game played last (by date; of games with no date, the last in
    the list), else of the last game, else None."""
    chosen = [g for g in games if g.status == "final"] or games
    dated = [g for g in chosen if g.date is not None]
    if dated:
        return max(enumerate(dated), key=lambda pair: (pair[1].date, pair[0]))[1].id
    return chosen[-1].id if chosen else None


class GamePickerDialog(ModalScreen[str | None]):
    """Every game; the one given (or the latest final game) under the cursor."""

    BINDINGS = [
        Binding("escape", "dismiss_none", "Cancel", id="game_picker.cancel"),
        Binding("down", "move(1)", "Next game", id="game_picker.down", show=False),
        Binding("up", "move(-1)", "Previous game", id="game_picker.up", show=False),
    ]

    def __init__(self, games: list[GameSummary], selected: str | None = None,
                 title: str = "Choose a game"):
        super().__init__()
        self.games = [game_row(g) for g in games]
        self.selected = selected or latest_final(games)
        self.heading = title

    def compose(self) -> ComposeResult:
        with Vertical(id="game-picker", classes="dialog"):
            yield Static(self.heading, classes="dialog-title")
            yield Input(placeholder="Type to narrow: a key, team, date, season …",
                        id="game-search")
            yield SortableTable(id="game-list", cursor_type="row")
            yield Static("Enter: open · ↑↓: move · click a header: sort · Escape: cancel",
                         classes="hint")

    def on_mount(self) -> None:
        table = self.query_one(SortableTable)
        table.show(self.games, COLUMNS)
        if self.selected:
            table.move_to(lambda row: row["id"] == self.selected)
        self.query_one(Input).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        self.query_one(SortableTable).search(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._pick(self.query_one(SortableTable).row_at_cursor())

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self._pick(self.query_one(SortableTable).row_at_cursor())

    def action_move(self, step: int) -> None:
        table = self.query_one(SortableTable)
        if table.row_count:
            table.move_cursor(row=max(0, min(table.cursor_row + step, table.row_count - 1)))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)

    def _pick(self, row: dict | None) -> None:
        if row is not None:
            self.dismiss(row["id"])


def pick_game(screen, on_picked, selected: str | None = None, title: str = "Choose a game"):
    """Open the picker over `screen` on the games of the database; `on_picked(key)` is
    called with the key chosen (not when cancelled). False when there is no game."""
    games = list_games(screen.app.engine)
    if not games:
        screen.notify("There are no games in the database yet.", severity="warning")
        return False
    screen.app.push_screen(GamePickerDialog(games, selected, title),
                           lambda key: on_picked(key) if key else None)
    return True
