"""The solo seasons to pick from (`scorebook solo list` on screen), the newest first.

The rows are `scorebook.solo_season.season_list`'s; Enter on one posts the DataTable's
`RowSelected`, whose row key is the season's id.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import DataTable, Static

from db.models import FINAL

COLUMNS = ("Season", "Name", "Games", "W-L", "MP", "Status")


class SoloSeasonList(Vertical):
    """A hint line and a table of seasons: id, name, games played, W-L, MP, status."""

    def compose(self) -> ComposeResult:
        yield Static(id="solo-list-hint", classes="hint")
        yield DataTable(id="solo-seasons", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        self.query_one(DataTable).add_columns(*COLUMNS)

    def show(self, rows: list[dict]) -> None:
        table = self.query_one(DataTable)
        table.clear()
        for row in reversed(rows):
            table.add_row(str(row["id"]), row["name"], str(row["games"]),
                          f"{row['W']}-{row['L']}", str(row["MP"]),
                          "over" if row["status"] == FINAL else "under way", key=str(row["id"]))
        self.query_one("#solo-list-hint", Static).update(
            "Enter opens a season; n starts a new one." if rows
            else "No solo season yet: n starts one.")
        table.focus()
