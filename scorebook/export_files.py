"""Writing what Scorebook exports to a file: the bytes of a PDF, the text of a CSV table.

The page or table is always made before the file is opened, so a failure leaves no file, and
a file that cannot be written is one sentence. Plain functions, no command line: the CLI's
commands and the app's export screen call them.
"""

from __future__ import annotations

import re
from pathlib import Path

from sqlalchemy.engine import Engine

from engine.core.errors import ScorebookError, quoted
from scorebook.league_tables import (SERIES_COLUMNS, STANDINGS_COLUMNS, league_frames,
                                     series_rows, standings_rows)
from scorebook.output import Format, render
from scorebook.season_lines import lines_text, load_lines, season_lines

#: The tables written as CSV, as `scorebook stats|standings|series --format csv` writes them.
CSV_TABLES = ("batting", "pitching", "standings", "series")

# A page object of a PDF; reportlab writes each page's dictionary uncompressed.
_PAGE = re.compile(rb"/Type\s*/Page(?![A-Za-z])")


def write_file(path: Path, data: bytes | str, what: str) -> None:
    """Write `data` (bytes, or text as UTF-8) to `path`; `what` names it for the error
    ("the box score")."""
    try:
        if isinstance(data, str):
            path.write_text(data, encoding="utf-8")
        else:
            path.write_bytes(data)
    except OSError as exc:
        raise ScorebookError(f"Can't write {what} to {path}: {exc.strerror or exc}.") from exc


def pdf_pages(data: bytes) -> int:
    """How many pages the PDF made by reportlab has."""
    return len(_PAGE.findall(data))


def table_csv(engine: Engine, table: str, season: str | None = None) -> tuple[str, int]:
    """One of `CSV_TABLES` of `season` (every season when None) as CSV text ending in a
    newline, and how many rows it has."""
    if table in ("batting", "pitching"):
        lines = season_lines(load_lines(engine, table, season=season), table).collect()
        return lines_text(lines.lazy(), table, Format.csv) + "\n", lines.height
    frames = league_frames(engine, season)
    if table == "standings":
        rows, columns = standings_rows(frames), STANDINGS_COLUMNS
    elif table == "series":
        rows, columns = series_rows(frames, season), SERIES_COLUMNS
    else:
        raise ScorebookError(f"There is no table {quoted(table)}: choose one of "
                             f"{', '.join(CSV_TABLES)}.")
    return render(rows, columns, Format.csv) + "\n", len(rows)
