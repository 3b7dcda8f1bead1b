"""The command line starts in a fraction of a second (issue 16): what `scorebook --help` and
`scorebook games` import, checked rather than timed. A command module that imports polars,
the ORM, Alembic or reportlab at its top makes every command, and every help, wait for it
(scorebook/cli.py)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from db.engine import make_engine
from db.migrate import upgrade
from tests.command_line import ROOT

#: What no command may import before it needs it, each a good part of a second or more.
HEAVY = ("polars", "sqlmodel", "sqlalchemy.orm", "alembic", "reportlab", "textual")
#: What a help, which needs no database, must not import either.
HEAVY_FOR_HELP = HEAVY + ("sqlalchemy", "pyarrow", "connectorx", "adbc_driver_manager",
                          "engine.systems")

# Runs `scorebook ARGS`, then prints its exit status and every module it imported.
PROGRAM = """
import json, sys
sys.argv = ["scorebook", *json.loads(sys.argv[1])]
from tui.entry import main
try:
    main()
    status = 0
except SystemExit as exc:
    status = exc.code or 0
sys.stdout.flush()
print("\\n" + json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""


def run(*args: str) -> tuple[str, set[str]]:
    """`scorebook ARGS` in a new process: what it printed, and the modules it imported."""
    done = subprocess.run([sys.executable, "-c", PROGRAM, json.dumps(args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    output, _, last = done.stdout.rstrip("\n").rpartition("\n")
    result = json.loads(last)
    assert result["status"] == 0, done.stderr
    return output, set(result["modules"])


def among(modules: set[str], packages: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == p or m.startswith(p + ".") for p in packages))


@pytest.mark.parametrize("args", [["--help"], ["stats", "batting", "--help"], ["box", "--help"],
                                  ["demo", "--help"], ["solo", "play", "--help"]])
def test_a_help_imports_nothing_heavy(args):
    output, modules = run(*args)
    assert "Usage: scorebook" in output
    assert among(modules, HEAVY_FOR_HELP) == []


def test_listing_the_games_imports_sqlalchemy_core_only(tmp_path):
    url = f"sqlite:///{tmp_path / 'scorebook.db'}"
    engine = make_engine(url)
    upgrade(engine)  # at the newest revision, as nearly every start finds it
    engine.dispose()
    output, modules = run("--db", url, "games", "--format", "csv")
    assert output.split() == ["id,system,date,season,away,home,away_runs,home_runs,innings,status"]
    assert "sqlalchemy" in modules
    assert among(modules, HEAVY) == []
