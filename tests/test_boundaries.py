"""The layers stay apart (DESIGN.md, STYLE.md "Harlequin"): the core runs without the UI and the
engine without any third-party package. Each check imports in a fresh interpreter, so what
the rest of the suite has already imported cannot hide a stray import."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"

NOT_IN_ENGINE = ("sqlalchemy", "sqlmodel", "polars", "reportlab", "typer", "alembic", "textual")


def loaded_after(code: str) -> list[str]:
    """The names in sys.modules after running `code` in a new interpreter at the root."""
    probe = textwrap.dedent(code) + "\nimport json, sys\nprint(json.dumps(sorted(sys.modules)))\n"
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def from_packages(modules: list[str], packages) -> list[str]:
    return [m for m in modules if m.split(".")[0] in packages]


def test_the_core_loads_no_textual():
    modules = loaded_after("""
        import engine, engine.core, engine.systems, engine.systems.plain
        import db, db.recording
        import scorebook.cli
        # The services the app's screens call are plain code too.
        import scorebook.table_play, scorebook.new_game, scorebook.solo_season, scorebook.demo
        import stats.load, exports.box_pdf
    """)
    assert "db.recording" in modules and "scorebook.cli" in modules  # the probe did import
    assert [m for m in modules if m.startswith("textual")] == []


def test_the_engine_and_every_module_in_it_load_no_third_party_package():
    modules = loaded_after("""
        import pkgutil
        import engine

        def fail(name):
            raise ImportError(f"can't import {name}")

        walked = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.", onerror=fail)]
        assert len(walked) > 20, walked
        for name in walked:
            __import__(name)
    """)
    assert "engine.core.apply" in modules and "engine.systems.plain" in modules
    assert from_packages(modules, NOT_IN_ENGINE) == []


def test_the_probe_sees_a_third_party_import():
    """The check above would notice: importing the database layer does load SQLAlchemy."""
    modules = loaded_after("import db.recording")
    assert "sqlalchemy" in from_packages(modules, NOT_IN_ENGINE)


@pytest.mark.skipif(not LINT_IMPORTS.exists() and shutil.which("lint-imports") is None,
                    reason="import-linter is not installed")
def test_import_linter_contracts_are_kept():
    binary = str(LINT_IMPORTS) if LINT_IMPORTS.exists() else shutil.which("lint-imports")
    done = subprocess.run([binary], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"\b0 broken\b", done.stdout), done.stdout
