"""A 1 MB bad line is named, not repeated (issue 20): the one sentence on stderr names the
file and line, quotes at most QUOTE_LIMIT characters of the line with its length, and stays
under 300 characters; nothing of the refused input is stored."""

from __future__ import annotations

import json

import pytest

from tests.command_line import scorebook
from tests.db.conftest import game_header
from tests.exports.retrosheet_import_data import event_file, game

MEGABYTE = 1_000_000


def said_once(result, where: str) -> str:
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith(where) and len(result.stderr) < 300
    return result.stderr


@pytest.mark.parametrize("line", ["x" * MEGABYTE, "bbcbcx S8/L+.1-" + "X" * MEGABYTE,
                                  "S8/L+.1-3(" + "X" * MEGABYTE + ")", "X" * MEGABYTE + " K",
                                  "info date " + "x" * MEGABYTE],
                         ids=["word", "advance", "note", "play", "info"])
def test_a_megabyte_line_in_a_record_script(db_url, tmp_path, line):
    header = game_header().splitlines()
    script = tmp_path / "g1.txt"
    entry_first = line.startswith("info")
    lines = [*header, line, "K"] if entry_first else [*header, "K", line, "K"]
    script.write_text("\n".join(lines) + "\n")
    at = len(header) + (1 if entry_first else 2)
    said = said_once(scorebook(db_url, "record", "g1", "--script", str(script)),
                     f"{script}:{at}: ")
    assert " characters)" in said
    kept = json.loads(scorebook(db_url, "games", "--format", "json").stdout)
    assert kept == [] or [g["innings"] for g in kept] == [1]  # no more than the line before


def test_a_megabyte_record_in_an_event_file(db_url, tmp_path):
    lines = game("VIS202404020", "2024/04/02")
    lines.insert(28, "play,1,0,visp0001,12,CBSS," + "K" * MEGABYTE)  # the first play
    bad = event_file(tmp_path, "2024VIS.EVA", lines)
    said = said_once(scorebook(db_url, "import", "retrosheet", str(bad)), f"{bad}:29: ")
    assert "characters)" in said
    assert json.loads(scorebook(db_url, "games", "--format", "json").stdout) == []


@pytest.mark.parametrize("system", ["bot9", "pizzabox", "unlimited9", "nanyou"])
def test_a_megabyte_card_id(db_url, tmp_path, system):
    cards = tmp_path / "cards.toml"
    cards.write_text(f'[[card]]\nid = "{"X" * MEGABYTE}"\n')
    said = said_once(scorebook(db_url, "cards", "import", system, str(cards)), f"{cards}, card")
    assert f"({MEGABYTE:,} characters)" in said
