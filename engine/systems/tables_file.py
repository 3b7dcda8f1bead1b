"""Reading a system's tables file: TOML, every value and row tagged with its provenance.

Each system keeps its tables (dice tables, counts, house defaults) in a TOML file beside its
code (DESIGN.md §2.2), a single value written `key = { value = …, provenance = "…" }` and a
table of rows as `[[name]]` tables each with a `provenance`. A file that cannot be used raises
the system's own error with one sentence naming the file and the key.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.errors import label, shown
from engine.core.text_files import read_toml, read_utf8


def read_tables_file(path: str, error: type[Exception], reader: type | None = None):
    """The file at `path`, parsed, in a `reader` (a TablesReader subclass with the system's own
    checks); an unreadable or malformed file raises `error`."""
    name = Path(path).name
    text = read_utf8(path, "tables file", error)
    data = read_toml(text, f"The tables file {name}", error)
    return (reader or TablesReader)(name, data, error)


class TablesReader:
    """Values and rows of one tables file, each checked for its provenance tag."""

    def __init__(self, name: str, data: dict, error: type[Exception]):
        self.name, self.data, self.error = name, data, error

    def fail(self, key: str, problem: str) -> Exception:
        return self.error(f"The tables file {self.name}: {label(key)} {problem}.")

    def value(self, table: str, key: str, kind: type):
        entry = self.data.get(table, {}).get(key)
        if not isinstance(entry, dict) or "value" not in entry:
            raise self.fail(f"{table}.{key}", "is missing (write { value = ..., provenance = ... })")
        if not entry.get("provenance"):
            raise self.fail(f"{table}.{key}", "has no provenance tag")
        value = entry["value"]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise self.fail(f"{table}.{key}", f"must be {kind.__name__}, not {shown(value)}")
        return value

    def rows(self, table: str) -> list[dict]:
        rows = self.data.get(table)
        if not isinstance(rows, list) or not rows:
            raise self.fail(table, "is missing: write it as [[" + table + "]] rows")
        for n, row in enumerate(rows, start=1):
            if not isinstance(row, dict) or not row.get("provenance"):
                raise self.fail(f"{table} row {n}", "has no provenance tag")
        return rows
