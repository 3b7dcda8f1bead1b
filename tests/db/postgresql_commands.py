"""What the PostgreSQL URL tests run: one of each kind of command — reading (games, stats,
box scores of a season, the report, a query) and writing (record, sim, a Retrosheet import) —
and a fingerprint of a database, to see that a refused command left it as it was."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from tests.exports.retrosheet_import_data import write_season

GAME = Path(__file__).parents[1] / "data" / "bot9" / "HOM202406010.txt"
SEASON = "S1"


def commands(folder: Path) -> dict[str, tuple[str, ...]]:
    """Each command by name, with the files it reads or writes in `folder`."""
    write_season(folder)
    return {
        "games": ("games",),
        "stats": ("stats", "batting"),
        "box": ("box", "--season", SEASON, "--format", "json"),
        "report": ("report", "--season", SEASON, "--pdf", str(folder / "report.pdf")),
        "query": ("query", "SELECT count(*) FROM plays"),
        "record": ("record", "g9", "--script", str(GAME)),
        "sim": ("sim", "bot9", "--games", "2", "--seed", "7", "--season", SEASON),
        "import": ("import", "retrosheet", str(folder / "2024HOM.EVN")),
    }


#: The commands' names, for parametrizing (the same keys as `commands`).
NAMES = ["games", "stats", "box", "report", "query", "record", "sim", "import"]


def fingerprint(url: str) -> tuple[int, ...]:
    """How many games, inputs and plays rows the database holds."""
    engine = sa.create_engine(url)
    try:
        with engine.connect() as connection:
            return tuple(connection.exec_driver_sql(f"SELECT count(*) FROM {table}").scalar()
                         for table in ("games", "game_inputs", "plays"))
    finally:
        engine.dispose()
