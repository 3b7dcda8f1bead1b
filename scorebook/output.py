"""Writing a list of rows as an aligned text table, CSV or JSON, for every listing command."""

from __future__ import annotations

import csv
import io
import json
from enum import Enum
from typing import Sequence

from stats.box.text import columns as text_columns, fit


class Format(str, Enum):
    """The output formats a listing command offers."""

    table = "table"
    csv = "csv"
    json = "json"


def render(rows: Sequence[dict], columns: Sequence[str], fmt: Format) -> str:
    """`rows` (dicts with plain values) as text in `fmt`; `columns` fixes the column order."""
    if fmt is Format.json:
        return json.dumps([{c: row[c] for c in columns} for row in rows], indent=2,
                          ensure_ascii=False)
    if fmt is Format.csv:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([_cell(row[c]) for c in columns] for row in rows)
        return out.getvalue().rstrip("\n")
    return _table(rows, columns)


def _table(rows: Sequence[dict], columns: Sequence[str]) -> str:
    cells = [list(columns)] + [[_cell(row[c]) for c in columns] for row in rows]
    # Columns on screen, not characters: a Chinese or Japanese name takes two a character.
    widths = [max(text_columns(line[i]) for line in cells) for i in range(len(columns))]
    return "\n".join("  ".join(fit(cell, w) for cell, w in zip(line, widths)).rstrip()
                     for line in cells)


def _cell(value) -> str:
    return "" if value is None else str(value)
