"""A command line the `scorebook` command cannot read — an unknown option, a bad `--format`, a
missing argument — is one sentence on stderr and exit status 2: no boxed panel, no usage
block, no traceback. `--help` is unaffected."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorebook.cli import app

ROOT = Path(__file__).resolve().parents[2]

USAGE_ERRORS = [
    pytest.param(["games", "--format", "xml"],
                 "scorebook: Invalid value for '--format': 'xml' is not one of 'table', 'csv', "
                 "'json'.", id="bad-format"),
    pytest.param(["--bogus", "games"], "scorebook: No such option: --bogus.",
                 id="unknown-option"),
    pytest.param(["record", "--script", "g1.txt"], "scorebook: Missing argument 'GAME'.",
                 id="missing-argument"),
]


def run(tmp_path, *args):
    """The command as a user runs it, with its database in `tmp_path`."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path),
           "SCOREBOOK_DB": f"sqlite:///{tmp_path / 'x.db'}"}
    return subprocess.run([sys.executable, "-m", "scorebook", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args, message", USAGE_ERRORS)
def test_a_usage_error_is_one_sentence_and_exit_2(tmp_path, args, message):
    done = run(tmp_path, *args)
    assert (done.returncode, done.stderr, done.stdout) == (2, message + "\n", "")
    assert not (tmp_path / "x.db").exists()  # nothing was opened


@pytest.mark.parametrize("args, message", USAGE_ERRORS)
def test_the_same_in_process(tmp_path, args, message):
    """The CLI tests run the app in-process; they see what a user sees."""
    result = CliRunner().invoke(app, ["--db", f"sqlite:///{tmp_path / 'x.db'}", *args])
    assert result.exit_code == 2
    assert result.stderr == message + "\n"
    assert result.stdout == ""


@pytest.mark.parametrize("args", [["--help"], ["games", "--help"], ["record", "--help"]])
def test_help_is_still_the_help(tmp_path, args):
    done = run(tmp_path, *args)
    assert (done.returncode, done.stderr) == (0, "")
    first = next(line for line in done.stdout.splitlines() if line.strip())
    assert first.strip().startswith("Usage: python -m scorebook")
    assert "╭─ Options" in done.stdout and "--help" in done.stdout  # Typer's own help panels
