"""`scorebook import retrosheet` of a real game's event file, TEAM file and rosters (Retrosheet's
2019 season, /work/shared/data or tests/data's copy), one of them mutated: records deleted,
repeated, swapped, cut; odd tokens put in; numbers changed; bytes that are not UTF-8. The game
is imported, or refused in one sentence FILE:LINE: … and nothing stored (--strict: a file all or
nothing; without it each refused game is one line)."""

from __future__ import annotations

import re
import shutil
from contextlib import chdir
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import (Databases, LONGEST, fuzz, mutated_lines, one_sentence, rows,
                                 sentence)

SEASON = Path("/work/shared/data/retrosheet-2019")
GAME = "PIT201904010"  # SLN at PIT, opening day
FILES = ("2019PIT.EVN", "TEAM2019", "SLN2019.ROS", "PIT2019.ROS")

pytestmark = pytest.mark.skipif(not SEASON.is_dir(), reason=f"{SEASON} is not here")


@pytest.fixture(scope="module")
def season():
    """Databases, and the folder of the one game's event file, the TEAM file and rosters."""
    made = Databases()
    folder = made.folder / "season"
    folder.mkdir()
    records = (SEASON / "events" / FILES[0]).read_bytes().split(b"\r\n")
    first = records.index(f"id,{GAME}".encode())
    end = next(n for n in range(first + 1, len(records)) if records[n].startswith(b"id,"))
    (folder / FILES[0]).write_bytes(b"\r\n".join(records[first:end]) + b"\r\n")
    for name in FILES[1:]:
        shutil.copyfile(SEASON / "events" / name, folder / name)
    yield made, folder
    made.close()


def crlf(lines: list[str]) -> bytes:
    return "".join(f"{line}\r\n" for line in lines).encode("latin-1", "replace")


@fuzz(25)
@given(data=st.data())
def test_a_mutated_retrosheet_file(season, data):
    databases, original = season
    name = data.draw(st.sampled_from(FILES + FILES[:1] * 3), label="file")
    folder = databases.scratch()
    for each in FILES:
        shutil.copyfile(original / each, folder / each)
    lines = (original / name).read_bytes().decode("latin-1").split("\r\n")[:-1]
    raw = crlf(data.draw(mutated_lines(lines)))
    if data.draw(st.booleans(), label="UTF-8"):  # the importer reads UTF-8 where it can
        raw = raw.decode("latin-1").encode("utf-8")
    (folder / name).write_bytes(raw)
    strict = data.draw(st.booleans(), label="--strict")
    url = databases.copy()
    with chdir(folder):  # the files named as a person names them: 2019PIT.EVN:12: …
        result = scorebook(url, "import", "retrosheet", FILES[0],
                           *(["--strict"] if strict else []))
    if result.exit_code == 0:
        return
    games = raw.count(b"\nid,") + raw.startswith(b"id,") if name == FILES[0] else 1
    if strict or games <= 1:
        said = [one_sentence(result)]
        assert rows(url) == databases.base_rows
    else:  # each game refused is a line of its own
        assert result.exit_code == 1 and "Traceback" not in result.stderr
        said = result.stderr.splitlines()
        assert 1 <= len(said) <= games
        assert all(len(sentence(line)) <= LONGEST for line in said), said
    for line in said:
        assert re.match(r"(\./)?[A-Z0-9]+\.?[A-Z]*(:\d+)?: ", line), line
