"""An Unlimited Nine script's `info option.bench.home S3` (or captain., students.) set what the
header's own lines say and check, unchecked: the game then failed on its first line, naming
no line. Found by the option fuzzer (tests/fuzz/test_options.py); refused at its line now."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.command_line import games, scorebook

GAME = Path(__file__).parents[1] / "data" / "unlimited9" / "RED202606130.txt"


@pytest.mark.parametrize("key, value", [("bench.home", "S3"), ("captain.away", "G07"),
                                        ("students.home", "R08")])
def test_a_sides_line_given_as_an_option(db_url, tmp_path, key, value):
    lines = GAME.read_text(encoding="utf-8").splitlines()
    at = lines.index("info system unlimited9") + 1
    lines.insert(at, f"info option.{key} {value}")
    path = tmp_path / "g.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = scorebook(db_url, "record", "g1", "--script", str(path))
    assert result.exit_code == 1
    kind = key.partition(".")[0]
    assert result.stderr == (f"{path}:{at + 1}: info option.{key}: a side's {kind} is said as "
                             f"info {key}.\n")
    assert games(db_url) == []
