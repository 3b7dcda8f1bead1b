"""A database file that is not what it should be: random bytes, text, a real Scorebook database
cut short or with bytes changed, an empty one, another program's. Each command works, or says in
one sentence that the file is not a Scorebook database (or what else is wrong), and the file is
left exactly as it was."""

from __future__ import annotations

import hashlib
from contextlib import chdir
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import Databases, fuzz, one_sentence

GAME = Path(__file__).parents[1] / "data" / "games" / "PIT201904220.txt"
EMPTY = hashlib.sha256(b"").hexdigest()
COMMANDS = [["games"], ["stats", "batting"], ["standings"], ["box", "g1"], ["db", "upgrade"],
            ["query", "SELECT count(*) FROM plays"], ["record", "g2", "--script", str(GAME)]]


def a_game(url: str) -> None:
    assert scorebook(url, "record", "g1", "--script", str(GAME)).exit_code == 0


@pytest.fixture(scope="module")
def databases():
    made = Databases(fill=a_game)
    yield made
    made.close()


@st.composite
def damaged(draw, good: bytes) -> bytes:
    kind = draw(st.sampled_from(["random", "text", "cut", "flip", "flip", "zero-page", "empty"]))
    if kind == "random":
        return draw(st.binary(min_size=1, max_size=5000))
    if kind == "text":
        return draw(st.text(min_size=1, max_size=500)).encode("utf-8")
    if kind == "cut":
        return good[:draw(st.integers(1, len(good) - 1))]
    if kind == "empty":
        return b""
    data = bytearray(good)
    for _ in range(draw(st.integers(1, 8))):
        at = draw(st.integers(0, len(data) - 1))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        else:  # a page of zeros, as a torn write leaves
            page = at // 4096 * 4096
            data[page:page + 4096] = bytes(len(data[page:page + 4096]))
    return bytes(data)


@fuzz(30)
@given(data=st.data())
def test_a_damaged_database_file(databases, data):
    folder = databases.scratch()
    path = folder / "league.db"
    path.write_bytes(data.draw(damaged(databases.base.read_bytes()), label="file"))
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    command = data.draw(st.sampled_from(COMMANDS), label="command")
    with chdir(folder):
        result = scorebook(f"sqlite:///{path}", *command)
    if result.exit_code == 0:
        return
    said = one_sentence(result)
    if said.startswith(f"{GAME}:"):  # found at a line of the script: those before it stay
        return
    if before != EMPTY:  # an empty file is a new database, made as for no file
        assert hashlib.sha256(path.read_bytes()).hexdigest() == before, result.stderr
