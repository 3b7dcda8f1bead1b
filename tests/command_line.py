"""Running `scorebook` in the tests: in this process (`scorebook`), or as a user would, in its own
process (`scorebook_process`: errors and exit status); and what the recorded-game tests read
back (the games list, a hand-made box score without its comments)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from scorebook.cli import app

ROOT = Path(__file__).resolve().parents[1]
runner = CliRunner()


def scorebook(url: str, *args: str, input: str | None = None):
    """`scorebook --db URL ARGS…` in this process; an unexpected exception fails the test."""
    return runner.invoke(app, ["--db", url, *args], input=input, catch_exceptions=False)


def scorebook_process(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    """`scorebook ARGS…` in its own process, from the repository's root."""
    return subprocess.run([sys.executable, "-m", "scorebook", *args], cwd=ROOT,
                          capture_output=True, text=True, env=env, timeout=60)


def games(url: str) -> list[dict]:
    """`scorebook games --format json`."""
    return json.loads(scorebook(url, "games", "--format", "json").stdout)


def golden_box(path: Path) -> list[str]:
    """A hand-made box score's lines, without the comment that says how it was worked out."""
    return [line for line in path.read_text(encoding="utf-8").splitlines()
            if not line.startswith("#")]
