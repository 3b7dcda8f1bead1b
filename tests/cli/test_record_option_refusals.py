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


@pytest.mark.parametrize("game", ["bot9/HOM202406010.txt", "nanyou/HAR202405180.txt"])
def test_an_option_of_a_long_name(db_url, tmp_path, game):
    """The line's info key is quoted in part, as the option's own sentence quotes it: a
    70,000-character name made a 140,000-character line."""
    lines = (GAME.parents[1] / game).read_text(encoding="utf-8").splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith("info system")) + 1
    lines.insert(at, f"info option.{'x' * 70_000} on")
    path = tmp_path / "g.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = scorebook(db_url, "record", "g1", "--script", str(path))
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    prefix = f"{path}:{at + 1}: info 'option.{'x' * 10}"
    assert result.stderr.startswith(prefix)
    assert len(result.stderr.removeprefix(f"{path}:{at + 1}: ").split(": ")[0]) < 220
    assert games(db_url) == []


def test_cards_that_are_no_cards(db_url, tmp_path):
    """The `cards` option (the setup writes it: JSON of the game's cards) given as a number:
    an AttributeError, found by the option fuzzer."""
    lines = (GAME.parents[1] / "bot9" / "HOM202406010.txt").read_text(encoding="utf-8").splitlines()
    at = lines.index("info system bot9") + 1
    lines.insert(at, "info option.cards -5823")
    path = tmp_path / "g.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = scorebook(db_url, "record", "g1", "--script", str(path))
    assert result.exit_code == 1
    assert result.stderr == (f"{path}:{at + 1}: info option.cards: The game's cards are not a "
                             "JSON object of cards.\n")
    assert games(db_url) == []
    sim = scorebook(db_url, "sim", "pizzabox", "--seed", "3", "--processes", "1",
                    "--option", "cards=[1]")
    # sim takes its cards from the league's (`cards import`), never from an option
    assert sim.exit_code == 1 and sim.stderr.count("\n") == 1
    assert sim.stderr.startswith("Option cards is written by the set-up of a simulated game")
    assert games(db_url) == []


def test_a_tables_file_of_a_long_name(db_url):
    """`--option tables=PATH`, a path of 5,000 characters: the OSError's text repeated it."""
    sim = scorebook(db_url, "sim", "pizzabox", "--seed", "3", "--processes", "1",
                    "--option", "tables=" + "ü" * 5000)
    assert sim.exit_code == 1 and sim.stderr.count("\n") == 1 and len(sim.stderr) < 300
    assert sim.stderr.startswith("Can't read the tables file 'üüü") and "name too long" in sim.stderr
    assert games(db_url) == []


@pytest.mark.parametrize("line", ["info option." + "ü" * 5000 + " \x00", "info card " + "b" * 5000 + " B01"])
def test_an_info_key_of_a_long_name(db_url, tmp_path, line):
    """A 5,000-character option name or player id was named in full by whatever refused its
    line next (a control character in the value, no such player): the key is refused first."""
    lines = GAME.read_text(encoding="utf-8").splitlines()
    at = lines.index("info system unlimited9") + 1
    lines.insert(at, line)
    path = tmp_path / "g.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = scorebook(db_url, "record", "g1", "--script", str(path))
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    assert result.stderr.startswith(f"{path}:{at + 1}: info '")
    assert result.stderr.endswith(": a key or an id is at most 100 characters.\n")
    assert len(result.stderr) < 350
    assert games(db_url) == []
