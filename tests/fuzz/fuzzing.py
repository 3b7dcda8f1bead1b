"""What every fuzzer shares: its settings, the mutations of a real input's lines, the check
that a refusal is one sentence, and a database made once per module and copied per example."""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings, strategies as st

from db.engine import make_engine
from db.migrate import upgrade
from tests.command_line import scorebook
from tests.db.rows import everything

#: Examples per fuzzer under FUZZ_EXAMPLES; unset, each fuzzer's own small default.
FUZZ_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES") or 0)
#: A sentence longer than this quotes too much of what it refuses; the file it names (as the
#: person typed it, any length) is not counted.
LONGEST = 300
#: Columns stamped with the moment a row is written: two runs of the same input differ there.
CLOCK_COLUMNS = {"created_at", "created", "plays_stamp"}


def fuzz(default: int, *suppress: HealthCheck) -> settings:
    """`default` examples, the same every run (CI); FUZZ_EXAMPLES random ones when set. A
    fuzzer that uses a function-scoped fixture which may be shared by its examples (caplog)
    says so in `suppress`."""
    return settings(max_examples=FUZZ_EXAMPLES or default, derandomize=not FUZZ_EXAMPLES,
                    database=None if not FUZZ_EXAMPLES else settings.default.database,
                    deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.large_base_example, *suppress])


# ---- mutations of a text's lines -------------------------------------------------------------

#: Text a person could not have meant: control characters, Unicode digits and spaces, line
#: separators other than \n, quotes and commas of the formats, and very long tokens.
ODD = st.sampled_from([
    "\x00", "\x07", "\x1b[31m", "\t", "\r", "\r\n", "\x0c", "\x0b", "\u2028", "\u0085", "\ufeff",
    "²", "①", "٣", "１２", "Ⅻ", "\u00a0", '"', "'", ",", ";", "#", "\\", "%s", "{}", "-", "+",
    "-1", "0", "00", "1e3", "1_000", "99999999999999999999999", str(2 ** 31), str(2 ** 63),
    "NaN", "inf", "x" * 300, "9" * 5000, "ü" * 70_000, "🂡", "\ufffd",
])
TOKEN = st.one_of(ODD, st.text(max_size=12), st.integers(-10 ** 20, 10 ** 20).map(str))


@st.composite
def mutated_lines(draw, lines: list[str], most: int = 3, tokens=TOKEN) -> list[str]:
    """`lines` after one to `most` mutations: a line deleted, repeated, swapped with another,
    cut short; the text cut off; a token (of `tokens`) put into a line; a number in a line
    changed."""
    lines = list(lines)
    for _ in range(draw(st.integers(1, most))):
        if not lines:
            lines.append(draw(tokens))
            continue
        at = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["delete", "repeat", "swap", "cut", "truncate", "insert",
                                     "number", "number", "insert"]))
        line = lines[at]
        if kind == "delete":
            del lines[at]
        elif kind == "repeat":
            lines.insert(at, line)
        elif kind == "swap":
            other = draw(st.integers(0, len(lines) - 1))
            lines[at], lines[other] = lines[other], line
        elif kind == "cut":
            lines[at] = line[:draw(st.integers(0, len(line)))]
        elif kind == "truncate":
            del lines[at:]
        elif kind == "insert":
            where = draw(st.integers(0, len(line)))
            lines[at] = line[:where] + draw(tokens) + line[where:]
        else:
            numbers = list(re.finditer(r"\d+", line))
            if numbers:
                match = numbers[draw(st.integers(0, len(numbers) - 1))]
                new = draw(st.one_of(st.integers(-5, 30).map(str), ODD))
                lines[at] = line[:match.start()] + new + line[match.end():]
    return lines


def joined(lines: list[str]) -> str:
    return "".join(line + "\n" for line in lines)


# ---- the check ---------------------------------------------------------------------------------

def one_sentence(result, *, naming: str | None = None, besides: str | None = None) -> str:
    """The refusal's one line on stderr, after checking it is one: exit status non-zero, one
    line of at most LONGEST characters, no traceback, and starting with `naming` (the file, or
    FILE:LINE) when given; lines matching the pattern `besides` (a game's notes, said as it
    goes) are not counted. A CliRunner result or a CompletedProcess."""
    code = getattr(result, "exit_code", getattr(result, "returncode", None))
    stderr = result.stderr
    assert code != 0, stderr[:2000]
    assert "Traceback" not in stderr and "Traceback" not in result.stdout, stderr
    lines = [line for line in stderr.split("\n")[:-1]
             if besides is None or not re.match(besides, line)]
    assert len(lines) == 1, stderr[:2000]
    said = lines[0]
    assert len(sentence(said)) <= LONGEST, said
    if naming is not None:
        assert said.startswith(naming), said
    return said


def sentence(line: str) -> str:
    """A refusal without the FILE: or FILE:LINE: it starts with, if it does."""
    return re.sub(r"^\S+?:(\d+:)? ", "", line, count=1)


# ---- scripts -----------------------------------------------------------------------------------

def record(url: str, path: Path):
    """`scorebook record g1 --script PATH`."""
    return scorebook(url, "record", "g1", "--script", str(path))


def kept_before_the_line(databases: Databases, result, url: str, folder: Path, raw: bytes
                         ) -> None:
    """A refused script (folder/game.txt, named game.txt, holding `raw`) said so in one
    sentence naming the file, and the database holds nothing new — or, if the game refused a
    line, exactly what the lines before it record."""
    said = one_sentence(result, besides=r"game\.txt:\d+: note: ")
    assert "game.txt" in said, said
    after = rows(url, clock=False)
    if after == rows(databases.url(databases.base), clock=False):
        return
    line = re.match(r"game\.txt:(\d+): ", said)
    assert line, f"the database changed, but no line is named: {said}"
    before = re.split(r"\r\n|\r|\n", raw.decode("utf-8"))[:int(line[1]) - 1]
    (folder / "game.txt").write_text(joined(before), encoding="utf-8")
    url = databases.copy()
    assert record(url, folder / "game.txt").exit_code == 0
    assert rows(url, clock=False) == after


# ---- databases ---------------------------------------------------------------------------------

class Databases:
    """A migrated SQLite database made once (with `fill` run on its URL), copied per example."""

    def __init__(self, fill=None):
        self.folder = Path(tempfile.mkdtemp(prefix="scorebook-fuzz-"))
        self.base = self.folder / "base.db"
        engine = make_engine(self.url(self.base))
        upgrade(engine)
        engine.dispose()
        if fill is not None:
            fill(self.url(self.base))
        self.base_rows = rows(self.url(self.base))

    @staticmethod
    def url(path: Path) -> str:
        return f"sqlite:///{path}"

    def copy(self) -> str:
        """The URL of a fresh copy of the base database (the same file each time: the
        previous example's copy, and its journal files, are overwritten)."""
        path = self.folder / "copy.db"
        for journal in ("-wal", "-shm", "-journal"):
            path.with_name(path.name + journal).unlink(missing_ok=True)
        shutil.copyfile(self.base, path)
        return self.url(path)

    def scratch(self) -> Path:
        """An empty folder for an example's files (the previous example's is removed)."""
        path = self.folder / "files"
        shutil.rmtree(path, ignore_errors=True)
        path.mkdir()
        return path

    def close(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)


def rows(url: str, *, clock: bool = True) -> dict:
    """Every row of the database at `url`; without the clock's columns unless `clock`."""
    engine = make_engine(url)
    try:
        dump = everything(engine)
    finally:
        engine.dispose()
    if clock:
        return dump
    return {name: [{k: v for k, v in row.items() if k not in CLOCK_COLUMNS} for row in table]
            for name, table in dump.items()}
