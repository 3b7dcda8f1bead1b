"""A table of rows that sorts by any column and filters its rows: the statistics, standings,
query results and game lists all use it.

The table keeps the rows as plain values (dicts from the statistics, never ORM objects) and
writes each cell the way its `Column` says, so sorting is by the value (an average by its
number, IP by its outs) and never by the text on screen. `s` on a column, or a click on its
header, sorts by it, best first (or A to Z for text); again reverses. Empty cells go last
either way, and rows level on the column keep the order they came in (for season lines:
by player name), as `scorebook stats --sort` orders them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import DataTable

UP, DOWN = " ▲", " ▼"


@dataclass(frozen=True)
class Column:
    """One column: `key` in the rows, its header, whether its first sort is ascending (names,
    ERA), the value it sorts by when not its own (IP by "outs"), how a value is written
    (None: as is, decimals to three places) and whether it is flush right (None: when it
    holds numbers)."""

    key: str
    label: str = ""
    ascending: bool = False
    sort_key: str | None = None
    text: Callable[[Any], Any] | None = None
    right: bool | None = None


def plain_columns(names: Iterable[str]) -> list[Column]:
    """A column per name (a query's result): text sorts A to Z first, numbers highest first."""
    return [Column(name) for name in names]


def cell_text(value: Any) -> str:
    """A value written plainly: nothing for None, decimals to three places."""
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.3f}" if value == value else "NaN"
    return str(value)


class _Cell:
    """A cell's text, whose width the table already knows, made into a rich Text only when
    the cell is drawn. Textual measures every cell of every row added, each through the
    console's size (a system call), and a Text costs its making: seconds for a season's
    lines, most of them never on screen. A renderable without a measure of its own is not
    measured, and the columns are given their widths."""

    __slots__ = ("plain", "justify")

    def __init__(self, plain: str, justify: str) -> None:
        self.plain, self.justify = plain, justify

    def __rich_console__(self, console, options):
        yield Text(self.plain, justify=self.justify)

    def __str__(self) -> str:
        return self.plain


class SortableTable(DataTable):
    """A DataTable over plain rows (dicts) with a sort by column and a row filter."""

    BINDINGS = [Binding("s", "sort", "Sort by column", id="table.sort")]

    class Sorted(Message):
        """The table was sorted by `column` (`descending` or not)."""

        def __init__(self, table: "SortableTable", column: str, descending: bool) -> None:
            super().__init__()
            self.table = table
            self.column = column
            self.descending = descending

        @property
        def control(self) -> "SortableTable":
            return self.table

    def __init__(self, *, id: str | None = None, classes: str | None = None,
                 cursor_type: str = "cell", fixed_columns: int = 0) -> None:
        super().__init__(id=id, classes=classes, cursor_type=cursor_type, zebra_stripes=True,
                         fixed_columns=fixed_columns)
        self._spec: list[Column] = []
        self._rows: list[dict] = []
        self._keep: Callable[[dict], bool] | None = None
        self._shown: list[int] = []
        #: The column the rows are sorted by and whether descending; None: as they came.
        self.sorted_by: tuple[str, bool] | None = None

    # -- what the table shows --------------------------------------------------------------

    def show(self, rows: Iterable[dict], columns: Sequence[Column] | None = None) -> None:
        """Show `rows` (with new `columns`, when given), keeping the sort and the filter."""
        if columns is not None:
            self._spec = list(columns)
        self._rows = list(rows)
        if self.sorted_by and self.sorted_by[0] not in {c.key for c in self._spec}:
            self.sorted_by = None
        self._refill()

    def where(self, keep: Callable[[dict], bool] | None) -> None:
        """Show only the rows for which `keep(row)` is true (None: every row)."""
        self._keep = keep
        self._refill()

    def search(self, text: str) -> None:
        """Show only the rows with `text` (any case) in one of their cells."""
        words = text.strip().lower()
        self.where(None if not words else
                   lambda row: any(words in self._text(c, row).lower() for c in self._spec))

    def sort_by(self, key: str, descending: bool | None = None) -> None:
        """Sort by column `key`: best first the first time (`descending` None: highest first
        for numbers, A to Z for text and for the columns marked ascending), then the other way
        each time again."""
        column = self._column(key)
        if descending is None:
            if self.sorted_by and self.sorted_by[0] == key:
                descending = not self.sorted_by[1]
            else:
                numbers = _numeric(self._rows, column.sort_key or key)
                descending = numbers and not column.ascending
        self.sorted_by = (key, descending)
        self._refill(cursor_column=self._spec.index(column))
        self.post_message(self.Sorted(self, key, descending))

    @property
    def shown_rows(self) -> list[dict]:
        """The rows on screen, in their order."""
        return [self._rows[i] for i in self._shown]

    @property
    def all_rows(self) -> list[dict]:
        """Every row given, shown or filtered out, in the order given."""
        return list(self._rows)

    def row_at_cursor(self) -> dict | None:
        """The row under the cursor, None when the table is empty."""
        if not self._shown or not 0 <= self.cursor_row < len(self._shown):
            return None
        return self._rows[self._shown[self.cursor_row]]

    def move_to(self, keep: Callable[[dict], bool]) -> bool:
        """Put the cursor on the first row shown for which `keep(row)` is true."""
        for place, row in enumerate(self.shown_rows):
            if keep(row):
                self.move_cursor(row=place, scroll=True)
                return True
        return False

    # -- keys and clicks -------------------------------------------------------------------

    def action_sort(self) -> None:
        """Sort by the column under the cursor."""
        if self._spec and 0 <= self.cursor_column < len(self._spec):
            self.sort_by(self._spec[self.cursor_column].key)

    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        self.sort_by(str(event.column_key.value))

    # -- filling the table -----------------------------------------------------------------

    def _column(self, key: str) -> Column:
        for column in self._spec:
            if column.key == key:
                return column
        raise KeyError(key)

    def _order(self) -> list[int]:
        keep = self._keep
        chosen = [i for i, row in enumerate(self._rows) if keep is None or keep(row)]
        if self.sorted_by is None:
            return chosen
        key, descending = self.sorted_by
        by = self._column(key).sort_key or key
        known = [i for i in chosen if self._rows[i].get(by) is not None]
        empty = [i for i in chosen if self._rows[i].get(by) is None]
        try:  # Python's sort stays stable in reverse: rows level keep their order
            known.sort(key=lambda i: self._rows[i][by], reverse=descending)
        except TypeError:  # mixed types (a query's column): by their text
            known.sort(key=lambda i: str(self._rows[i][by]), reverse=descending)
        return known + empty

    def _text(self, column: Column, row: dict) -> str:
        value = row.get(column.key)
        if column.text is not None:
            value = column.text(value)
        return cell_text(value)

    def _refill(self, cursor_column: int | None = None) -> None:
        column_at = self.cursor_column if cursor_column is None else cursor_column
        self._shown = self._order()
        shown = [self._rows[i] for i in self._shown]
        self.clear(columns=True)
        justify = {c.key: "right" if (_numeric(shown or self._rows, c.key) if c.right is None
                                      else c.right) else "left"
                   for c in self._spec}
        texts = [[self._text(c, row) for c in self._spec] for row in shown]
        for i, column in enumerate(self._spec):
            label = column.label or column.key
            if self.sorted_by and self.sorted_by[0] == column.key:
                label += DOWN if self.sorted_by[1] else UP
            width = max([cell_len(label), *(cell_len(row[i]) for row in texts)])
            self.add_column(Text(label, justify=justify[column.key]), key=column.key,
                            width=width)
        self.add_rows([[_Cell(text, justify[c.key]) for c, text in zip(self._spec, row)]
                       for row in texts])
        if self._spec:
            self.move_cursor(row=0, column=min(column_at, len(self._spec) - 1), scroll=True)


def _numeric(rows: Sequence[dict], key: str) -> bool:
    """Whether the column holds numbers (written flush right): its first value that is set."""
    for row in rows:
        value = row.get(key)
        if value is not None:
            return isinstance(value, (int, float)) and not isinstance(value, bool)
    return False
