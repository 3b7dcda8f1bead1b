"""The tables a query may name and their columns (stats.query), as a tree beside the SQL
editor; choosing a column (Enter) or any name (`i`) posts it, for the editor to insert at its
cursor."""

from __future__ import annotations

import polars as pl
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Tree

from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA,
                        SERIES_SCHEMA, TEAMS_SCHEMA, Frames)
from stats.query import TABLES, table_names


def table_columns() -> dict[str, list[tuple[str, str]]]:
    """Each table a query may name, with its columns and their types, read from the plans
    stats.query builds over empty frames (no database is read)."""
    empty = Frames(*(pl.LazyFrame(schema=schema) for schema in (
        GAMES_SCHEMA, PLAYS_SCHEMA, PLAYERS_SCHEMA, LINEUPS_SCHEMA, TEAMS_SCHEMA, SERIES_SCHEMA)))
    tables = {}
    for name in table_names():
        try:
            schema = TABLES[name].build(empty).collect_schema()
        except pl.exceptions.PolarsError:  # a table whose plan needs rows: named, no columns
            schema = {}
        tables[name] = [(column, _type_name(kind)) for column, kind in schema.items()]
    return tables


def _type_name(kind: pl.DataType) -> str:
    """int, float, text, date …: the type in a scorekeeper's words."""
    if kind.is_integer():
        return "int"
    if kind.is_float():
        return "float"
    if kind == pl.String:
        return "text"
    if kind == pl.Boolean:
        return "bool"
    return str(kind).lower()


class QueryTables(Tree[str]):
    """Tables, each opening on its columns (Enter); a column's name, or with `i` the name
    under the cursor, is posted to go into the query."""

    BINDINGS = [Binding("i", "insert", "Insert the name", id="query_tables.insert")]

    class Chosen(Message):
        """A table or column name was chosen, to go into the query."""

        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("Tables", id=id)
        self.show_root = False
        self.guide_depth = 2

    def on_mount(self) -> None:
        for name, columns in table_columns().items():
            table = self.root.add(name, data=name)
            for column, kind in columns:
                table.add_leaf(f"{column} [dim]{kind}[/]", data=column)
        self.root.expand()

    def on_tree_node_selected(self, event: Tree.NodeSelected) -> None:
        event.stop()
        if event.node.data and not event.node.allow_expand:  # a column
            self.post_message(self.Chosen(event.node.data))

    def action_insert(self) -> None:
        node = self.cursor_node
        if node is not None and node.data:
            self.post_message(self.Chosen(node.data))
