"""Numbers a person types (issue 20, items 1 and 2): a Unicode digit such as `²`, which
`str.isdigit()` accepts and `int()` refuses, and a number too large for the database, are each
one sentence naming the field, the range and the value — in a record script, a `--option`, a
Retrosheet file and the command's own numbers — and nothing is stored."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from engine.core.errors import EntryError, ScorebookError
from engine.core.numbers import check_range, is_digits, number_in, read_number
from tests.command_line import scorebook
from tests.exports.retrosheet_import_data import PLAYS, event_file, game

GAME = Path(__file__).parent / "data" / "games" / "CIN201906150.txt"
HUGE = "9" * 23


@pytest.mark.parametrize("text, low, high, value", [
    ("7", 0, 9, 7), ("07", 0, 12, 7), ("0", 0, 2, 0), ("-3", -5, 5, -3),
    ("²", 0, 9, None), ("٣", 0, 9, None), ("３", 0, 9, None), ("①", 0, 9, None),
    ("-3", 0, 5, None), ("+3", 0, 5, None), (" 3", 0, 5, None), ("1_0", 0, 99, None),
    ("", 0, 5, None), ("-", -5, 5, None), ("10", 0, 9, None), (HUGE, 0, 2 ** 31 - 1, None),
    ("9" * 100_000, 0, 2 ** 63 - 1, None),
    # int() refuses over 4,300 characters, leading zeros counted (the card fuzzer found it)
    pytest.param("0" * 5000 + "7", 0, 9, 7, id="zeros"),
    pytest.param("-" + "0" * 5000 + "7", -9, 9, -7, id="minus-zeros"),
])
def test_number_in_takes_ascii_digits_in_the_range_only(text, low, high, value):
    assert number_in(text, low, high) == value


def test_read_number_names_the_field_the_range_and_the_value():
    with pytest.raises(EntryError) as raised:
        read_number("²", "info outs", 0, 2, "info outs ²")
    assert str(raised.value) == "info outs must be a whole number from 0 to 2, not '²'."
    assert raised.value.line == "info outs ²"
    with pytest.raises(EntryError, match=r"not '9{50}…' \(5,000 characters\)\.$"):
        read_number("9" * 5000, "The slot", 0, 9)  # a long value is quoted in part


def test_check_range_and_is_digits():
    assert check_range(5, "--games", 1, 10) == 5
    with pytest.raises(ScorebookError, match="^--games must be a whole number from 1 to 10, "
                                             "not '11'.$"):
        check_range(11, "--games", 1, 10)
    assert is_digits("123") and not is_digits("²") and not is_digits("")


def fingerprint(path: Path) -> list:
    """Every row of every table (nothing stored when nothing may be)."""
    if not path.exists():
        return []
    with sqlite3.connect(path) as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        return [(t, sorted(map(repr, db.execute(f'SELECT * FROM "{t}"')))) for t in tables]


def refused(result, *words: str, summary: bool = False) -> str:
    """The one line on stderr of a refused command, which has the words that matter (and
    nothing on stdout but the import's `summary` of what it did)."""
    assert result.exit_code == 1, result.output
    assert (result.stdout != "") == summary and result.stderr.count("\n") == 1, result.stderr
    assert "Traceback" not in result.stderr
    for word in words:
        assert word in result.stderr
    return result.stderr


def script(tmp_path: Path, change: str, to: str) -> Path:
    """The real game's script with one line changed."""
    text = GAME.read_text(encoding="utf-8")
    assert change in text
    path = tmp_path / "g.txt"
    path.write_text(text.replace(change, to, 1), encoding="utf-8")
    return path


START = 'start,choos001,"Shin-Soo Choo",0,1,7'


@pytest.mark.parametrize("change, to, words", [
    ("info dh false", "info dh false\ninfo innings ²", ("g.txt:6:", "info innings", "'²'")),
    ("info dh false", "info dh false\ninfo outs ²", ("g.txt:6:", "info outs", "0 to 2")),
    ("info dh false", "info dh false\ninfo score ²-0", ("g.txt:6:", "info score", "'²-0'")),
    ("info dh false", f"info dh false\ninfo score {HUGE}-0",
     ("g.txt:6:", "info score", "0 to 999", HUGE)),
    ("info dh false", f"info dh false\ninfo situation.score 0-{HUGE}", ("info score", "0 to 999")),
    ("info dh false", f"info dh false\ninfo innings {HUGE}", ("info innings", "1 to 99", HUGE)),
    ("info dh false", f"info dh false\ninfo outs {HUGE}", ("info outs", "0 to 2")),
    (START, 'start,choos001,"Shin-Soo Choo",0,²,7', ("g.txt:7:", "Batting slot '²'")),
    (START, f'start,choos001,"Shin-Soo Choo",0,{HUGE},7', ("g.txt:7:", "Batting slot")),
    (START, 'start,choos001,"Shin-Soo Choo",0,1,²', ("g.txt:7:", "Position '²'")),
    ("cfc K\n", 'cfc K\nsub,smitj001,"John Smith",1,²,11\n', ("Batting slot '²'",)),
    ("cfc K\n", 'cfc K\nsub smitj001 "John Smith" home 1 ²\n', ("Position '²'",)),
    ("x 63/G+\n", "x 6²3/G+\n", ("Unknown play '6²3/G+'",)),
])
def test_a_record_script_with_a_bad_number_is_one_sentence(tmp_path, change, to, words):
    path = script(tmp_path, change, to)
    url = f"sqlite:///{tmp_path / 'x.db'}"
    assert scorebook(url, "games").exit_code == 0
    before = fingerprint(tmp_path / "x.db")
    refused(scorebook(url, "record", "CIN201906150", "--script", str(path)), *words)
    assert fingerprint(tmp_path / "x.db") == before


@pytest.mark.parametrize("args, words", [
    (["sim", "bot9", "--option", "innings=²", "--seed", "1"], ("innings='²'", "1 to 9")),
    (["sim", "bot9", "--option", f"innings={HUGE}", "--seed", "1"], ("innings=", "1 to 9")),
    (["sim", "pizzabox", "--option", "players=²", "--seed", "1"], ("players='²'", "2 to 6")),
    (["sim", "bot9", "--option", "support_uses=²", "--seed", "1"], ("support_uses='²'",)),
    (["sim", "bot9", "--seed", HUGE], ("--seed", "9223372036854775807", HUGE)),
    (["sim", "bot9", "--games", HUGE, "--seed", "3"], ("--games", "1 to 100000", HUGE)),
    (["demo", "--seed", HUGE], ("--seed", "9223372036854775807")),
    (["demo", "--games", "100001"], ("--games", "1 to 100000")),
    (["solo", "new", "--seed", HUGE], ("The seed", "9223372036854775807")),
])
def test_an_option_with_a_bad_number_is_one_sentence(tmp_path, args, words):
    url = f"sqlite:///{tmp_path / 'x.db'}"
    assert scorebook(url, "games").exit_code == 0
    before = fingerprint(tmp_path / "x.db")
    refused(scorebook(url, *args), *words)
    assert fingerprint(tmp_path / "x.db") == before


@pytest.mark.parametrize("index, record, words", [
    (5, 'sub,newbp001,"Newt Newby",1,²,11', ("Batting slot '²'",)),
    (5, 'sub,newbp001,"Newt Newby",1,2,²', ("Position '²'",)),
    (5, f'sub,newbp001,"Newt Newby",1,{HUGE},11', ("Batting slot", HUGE)),
    (0, "play,²,0,visp0001,12,CBSS,K", ("The inning", "1 to 99", "'²'")),
    (0, "play,1,²,visp0001,12,CBSS,K", ("The team '²' is not a side",)),
    (0, f"play,{HUGE},0,visp0001,12,CBSS,K", ("The inning", HUGE)),
])
def test_a_retrosheet_record_with_a_bad_number_refuses_its_game_alone(tmp_path, index, record,
                                                                     words):
    plays = list(PLAYS)
    plays[index] = record
    bad = event_file(tmp_path, "2024HOM.EVN", game(plays=plays), game("HOM202404020"))
    url = f"sqlite:///{tmp_path / 'x.db'}"
    said = refused(scorebook(url, "import", "retrosheet", str(bad)), *words, summary=True)
    assert said.startswith(f"{bad}:")
    listed = json.loads(scorebook(url, "games", "--format", "json").stdout)
    assert [g["id"] for g in listed] == ["HOM202404020"]  # the good game still imports


@pytest.mark.parametrize("innings", ["²", HUGE])
def test_a_retrosheet_header_with_a_bad_number_of_innings(tmp_path, innings):
    lines = game()
    lines.insert(3, f"info,innings,{innings}")
    bad = event_file(tmp_path, "2024HOM.EVN", lines)
    url = f"sqlite:///{tmp_path / 'x.db'}"
    refused(scorebook(url, "import", "retrosheet", str(bad)), "info,innings", "1 to 99",
            summary=True)
    assert json.loads(scorebook(url, "games", "--format", "json").stdout) == []
