"""`scorebook record` of the real games in tests/data, mutated: lines deleted, repeated,
swapped, cut; odd tokens put in (control characters, Unicode digits, huge numbers); numbers
changed; bytes that are not UTF-8. Each script is recorded in full, or refused in one sentence
naming the file — and the line, where the game refused one: then the database holds exactly
what the lines before it record; otherwise nothing new."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

from hypothesis import given, strategies as st

from tests.fuzz.fuzzing import fuzz, joined, kept_before_the_line, mutated_lines, record

DATA = Path(__file__).parents[1] / "data"
SCRIPTS = sorted(path for folder in ("games", "bot9", "nanyou", "pizzabox", "unlimited9")
                 for path in (DATA / folder).glob("*.txt")
                 if not path.name.endswith(".box.txt") and not path.name.startswith("contest"))


@fuzz(30)
@given(data=st.data())
def test_a_mutated_script(databases, data):
    original = data.draw(st.sampled_from(SCRIPTS), label="game")
    lines = data.draw(mutated_lines(original.read_text(encoding="utf-8").splitlines()))
    raw = joined(lines).encode("utf-8")
    if data.draw(st.booleans(), label="a byte that is not UTF-8"):
        at = data.draw(st.integers(0, len(raw)))
        raw = raw[:at] + b"\xff" + raw[at:]
    folder = databases.scratch()
    (folder / "game.txt").write_bytes(raw)
    url = databases.copy()
    with chdir(folder):  # the file named as a person names it: game.txt:12: …
        result = record(url, Path("game.txt"))
    if result.exit_code == 0:
        return
    kept_before_the_line(databases, result, url, folder, raw)
