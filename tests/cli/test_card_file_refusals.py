"""Card files the card fuzzer (tests/fuzz/test_cards.py, 1,500 examples) found refused badly: a
number of 5,000 digits (tomllib lets Python's ValueError through; an effect's amount went to
int()), and a field's name of any length repeated in the sentence. Each is one line of at most
300 characters naming the file, exit 1, and nothing stored (issue 20)."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

import pytest

from engine.core.text_files import read_toml
from engine.systems.nanyou.tables import TablesError
from tests.command_line import scorebook
from tests.fuzz.fuzzing import Databases, LONGEST, one_sentence, record, rows

BOT9 = (Path(__file__).parents[2] / "engine" / "systems" / "bot9" / "cards.toml").read_text(
    encoding="utf-8")
P01 = 'id = "P01"'


@pytest.fixture(scope="module")
def databases():
    made = Databases()
    yield made
    made.close()


@pytest.mark.parametrize("old, new, words", [
    # a value TOML reads as a number too long for Python: the line is named
    (P01, f"{P01}\nstamina = {'9' * 5000}", "is not valid TOML: a number of 5,000 digits, more "
                                            "than 4,300 (at line "),
    # an effect's amount: too far, however it is written
    ("adj(run,+1)", "adj(run,+" + "9" * 5000 + ")", "moves a die further than it can go"),
    ("adj(run,+1)", "adj(run,+" + "0" * 5000 + "9)", "moves a die further than it can go"),
], ids=["toml", "amount", "leading-zeros"])
def test_a_long_number_is_one_sentence(databases, old, new, words):
    text = BOT9.replace(old, new, 1)
    folder = databases.scratch()
    (folder / "cards.toml").write_text(text, encoding="utf-8")
    url = databases.copy()
    with chdir(folder):
        result = scorebook(url, "cards", "import", "bot9", "cards.toml")
    said = one_sentence(result, naming="cards.toml")
    assert words in said, said
    assert rows(url) == databases.base_rows


def test_a_long_field_name_is_quoted_and_cut(databases):
    folder = databases.scratch()
    (folder / "cards.toml").write_text(BOT9.replace(P01, f"{P01}\n{'x' * 5000} = 1", 1),
                                       encoding="utf-8")
    url = databases.copy()
    with chdir(folder):
        result = scorebook(url, "cards", "import", "bot9", "cards.toml")
    said = one_sentence(result, naming="cards.toml, card P01, field 'xxx")
    assert "(5,000 characters): a pitcher card has no such field" in said, said
    assert len(said) <= LONGEST and rows(url) == databases.base_rows


def test_every_toml_reader_says_where_the_long_number_is():
    with pytest.raises(TablesError, match=r"^The tables file t.toml is not valid TOML: a number "
                                          r"of 4,301 digits, more than 4,300 \(at line 3\)\.$"):
        read_toml("a = 1\r\n[b]\nc = " + "1" * 4301 + "\n", "The tables file t.toml", TablesError)


@pytest.mark.parametrize("system, option", [("bot9", "cards"), ("pizzabox", "names")])
def test_a_json_option_with_a_long_number_is_one_sentence(databases, system, option):
    """`info option.cards [99…9]` (the option fuzzer, 1,500 examples): json.loads let
    Python's ValueError through, a traceback."""
    script = Path(__file__).parents[1] / "data" / system / {
        "bot9": "HOM202406010.txt", "pizzabox": "RED202605020.txt"}[system]
    lines = script.read_text(encoding="utf-8").splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith("info "))
    lines[at:at] = [f"info option.{option} [{'9' * 5000}]"]
    folder = databases.scratch()
    (folder / "game.txt").write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    url = databases.copy()
    with chdir(folder):
        result = record(url, Path("game.txt"))
    said = one_sentence(result, naming="game.txt")
    assert "are not valid JSON: a number of 5,000 digits, more than 4,300 (at line 1)" in said
    assert rows(url) == databases.base_rows
