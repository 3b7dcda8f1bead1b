"""The `scorebook` command: the shared app plus every command module (DESIGN.md §6).

A command module registers its commands on `scorebook.app.app` when imported; list it here.

All of them are imported on every start, so each must be cheap to import: at the top only Typer,
the standard library and light modules of ours (scorebook.app, scorebook.output); everything a
command needs to do its work — polars, SQLAlchemy, the ORM, Alembic, reportlab, the game
systems — is imported in the command's body. `scorebook --help` then takes a fraction of a
second instead of well over one, and a command pays only for what it uses.
tests/test_cli_startup.py checks what `--help` and `games` import.
"""

from __future__ import annotations

from scorebook import game_commands  # noqa: F401  (record, games, db)
from scorebook import stats_commands  # noqa: F401  (stats batting, stats pitching)
from scorebook import league_commands  # noqa: F401  (standings, series)
from scorebook import box_commands  # noqa: F401  (box)
from scorebook import query_commands  # noqa: F401  (query)
from scorebook import export_commands  # noqa: F401  (export retrosheet)
from scorebook import import_commands  # noqa: F401  (import retrosheet)
from scorebook import card_commands  # noqa: F401
from scorebook import sim_commands  # noqa: F401  (sim)
from scorebook import solo_commands  # noqa: F401  (solo new, list, show, play)
from scorebook.contest import commands as contest_commands  # noqa: F401  (contest nanyou, list, show, record)
from scorebook import report_commands  # noqa: F401  (report)
from scorebook import scorecard_commands  # noqa: F401  (scorecard)
from scorebook import demo_commands  # noqa: F401  (demo)
from scorebook import league_setup_commands  # noqa: F401  (league init)
from scorebook import follow_commands  # noqa: F401  (follow)
from scorebook.app import app


def main() -> None:
    """Entry point of the `scorebook` command."""
    app()
