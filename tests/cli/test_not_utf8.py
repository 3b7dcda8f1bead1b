"""A file that is not UTF-8 — a script for `record`, `contest record` or `solo play`, a card
file, a tables file given as an option — is refused in one sentence naming the file, the line
and the column of the first bad byte (issue 20): the codec's own text named only a byte offset
into the file. Nothing is stored."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

import pytest

from engine.core.errors import ScorebookError
from engine.core.text_files import read_utf8
from tests.command_line import scorebook
from tests.fuzz.fuzzing import Databases, rows

DATA = Path(__file__).parents[1] / "data"


@pytest.fixture
def db_url():
    """A migrated, empty SQLite database."""
    made = Databases()
    yield made.url(made.base)
    made.close()


def _spoiled(text: str, line: int, column: int) -> bytes:
    """`text` with the byte 0xFF put before the `column`th character of its `line`th line."""
    lines = text.split("\n")
    lines[line - 1] = lines[line - 1][:column - 1] + "\udcff" + lines[line - 1][column - 1:]
    return "\n".join(lines).encode("utf-8", "surrogateescape")


def _refused(result, raw: bytes, name: str, line: int, column: int, what: str) -> None:
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == (f"{name}:{line}: byte 0xFF at column {column} (byte "
                             f"{raw.index(0xFF) + 1:,} of the file) is not UTF-8: save the "
                             f"{what} as UTF-8 text.\n")


def test_a_script_that_is_not_utf8_names_its_line_and_column(db_url, tmp_path):
    before = rows(db_url)
    text = (DATA / "games" / "CIN201906150.txt").read_text(encoding="utf-8")
    raw = _spoiled(text, 4, 3)
    (tmp_path / "game.txt").write_bytes(raw)
    with chdir(tmp_path):  # the file named as it was typed
        result = scorebook(db_url, "record", "g1", "--script", "game.txt")
    _refused(result, raw, "game.txt", 4, 3, "script")
    assert rows(db_url) == before


@pytest.mark.parametrize("args", [("cards", "import", "bot9", "{file}"),
                                  ("sim", "pizzabox", "--seed", "3", "--processes", "1",
                                   "--option", "tables={file}"),
                                  ("contest", "record", "{file}")])
def test_every_other_file_a_person_gives_is_read_the_same_way(db_url, tmp_path, args):
    before = rows(db_url)
    (tmp_path / "file.txt").write_bytes(b"# first\r\nx = 'caf\xc3\xa9'\rname = \xff\n")
    with chdir(tmp_path):
        result = scorebook(db_url, *[arg.format(file="file.txt") for arg in args])
    assert result.exit_code == 1 and result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith("file.txt:3: byte 0xFF at column 8 (byte 29 of the file) "
                                    "is not UTF-8"), result.stderr
    assert rows(db_url) == before


def test_lines_are_counted_as_an_editor_counts_them(tmp_path):
    """\\r\\n and \\r end a line as \\n does; a form feed does not; columns count characters."""
    path = tmp_path / "x.txt"
    path.write_bytes(b"a\r\nb\rc\x0c\nd\xc3\xa9\xc3\xa9 \xfe")
    with pytest.raises(ScorebookError) as caught:
        read_utf8(path, "script", name="x.txt")
    assert str(caught.value) == ("x.txt:4: byte 0xFE at column 5 (byte 15 of the file) is not "
                                 "UTF-8: save the script as UTF-8 text.")


def test_a_file_that_cannot_be_read_says_why(tmp_path):
    with pytest.raises(ScorebookError, match=r"^Can't read the card file .*nope: No such file"):
        read_utf8(tmp_path / "nope", "card file")
