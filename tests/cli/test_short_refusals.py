"""Refusals that ran past 300 characters (issue 20, found by tests/fuzz): a word of Nanyou's table
language with the whole language listed, an answer with every choice listed, a Retrosheet
batter's id repeated at any length. Each is one line naming the file and line, the value quoted
and cut, the list cut to its first few choices and how many there are."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

import pytest

from engine.core.errors import EntryError, choices
from engine.systems.bot9.table_entry import check_line as bot9_line
from engine.systems.nanyou.table_entry import check_line as nanyou_line
from engine.systems.pizzabox.table_entry import check_line as pizzabox_line
from engine.systems.unlimited9.table_words import check_line as unlimited9_line
from tests.command_line import scorebook
from tests.exports.retrosheet_import_data import PLAYS, event_file, game, header, write_season
from tests.fuzz.fuzzing import (Databases, LONGEST, kept_before_the_line, one_sentence, record,
                                 rows)

NANYOU = Path(__file__).parents[1] / "data" / "nanyou" / "HAR202405180.txt"
LONG = "q" * 5000


@pytest.fixture
def databases():
    made = Databases()
    yield made
    made.close()


def _nanyou_script(folder: Path, header: list[str], plays: int, line: str) -> tuple[bytes, int]:
    """The Nanyou game's header and its first `plays` plate appearances, then `line`; and its
    number."""
    lines = [x for x in NANYOU.read_text(encoding="utf-8").splitlines() if not x.startswith("#")]
    first_play = next(n for n, x in enumerate(lines) if x[:1].isdigit())
    lines = lines[:1] + header + lines[1:first_play + plays] + [line]
    raw = "".join(x + "\n" for x in lines).encode("utf-8")
    (folder / "game.txt").write_bytes(raw)
    return raw, len(lines)


@pytest.mark.parametrize("header, plays, line", [
    ([], 2, f"12 {LONG} 15"),  # the table's language: its words in short
    (["info option.entry dice"], 0, LONG),  # an answer: the first few of 16 choices
])
def test_a_long_word_or_answer_is_one_short_line(databases, header, plays, line):
    folder = databases.scratch()
    raw, number = _nanyou_script(folder, header, plays, line)
    url = databases.copy()
    with chdir(folder):
        result = record(url, Path("game.txt"))
    kept_before_the_line(databases, result, url, folder, raw)
    assert result.stderr.startswith(f"game.txt:{number}: 'qqqqq"), result.stderr
    assert "(5,000 characters)" in result.stderr and len(result.stderr) < LONGEST


@pytest.mark.parametrize("check", [nanyou_line, pizzabox_line, bot9_line, unlimited9_line])
def test_no_system_refuses_a_table_word_at_length(check):
    for line in (LONG, f"x {LONG}", f"11 {LONG}", f"w B {LONG}", f"o3r {LONG}"):
        try:
            check(line)
        except EntryError as exc:
            assert len(str(exc)) <= LONGEST and "\n" not in str(exc), str(exc)


def test_choices_are_cut_to_the_first_few_and_counted():
    many = ["stay"] + [f"har-n{n:02}@{pos}" for n in range(30) for pos in ("1B", "2B", "SS")]
    listed = choices(many + ["stay"])
    assert listed.startswith("stay, har-n00@1B, har-n00@2B, ") and listed.endswith(" … (91 in all)")
    assert len(listed) <= 100
    assert choices(["B", "S", "C", "S"]) == "B, S, C"


def test_a_batter_id_of_any_length_is_quoted_and_cut(databases):
    folder = databases.scratch()
    write_season(folder)
    plays = list(PLAYS)
    plays[1] = plays[1].replace("visp0002", "v" * 5000)
    event_file(folder, "2024HOM.EVN", game(plays=plays))
    url = databases.copy()
    with chdir(folder):
        result = scorebook(url, "import", "retrosheet", "2024HOM.EVN")
    said = one_sentence(result, naming=f"2024HOM.EVN:{len(header()) + 2}: The file has 'vvvv")
    assert "(5,000 characters) batting in the top of the 1st" in said, said
    assert rows(url) == databases.base_rows
