"""`scorebook cards import SYSTEM FILE` of each system's bundled card file, mutated: lines
deleted, repeated, swapped, cut; odd tokens and TOML's own (brackets, quotes, dates, inf) put
in; numbers changed. The cards are imported, or refused in one sentence naming the file, and
nothing stored."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

from hypothesis import given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import TOKEN, fuzz, joined, mutated_lines, one_sentence, rows

SYSTEMS = Path(__file__).parents[2] / "engine" / "systems"
CARD_FILES = {system: (SYSTEMS / system / "cards.toml").read_text(encoding="utf-8").splitlines()
              for system in ("bot9", "nanyou", "pizzabox", "unlimited9")}
TOML = st.sampled_from(["=", "[[card]]", "[card]", "[", "]", "{", "}", '"""', "'''", "inf", "nan",
                        "-inf", "true", "1979-05-27", "07:32:00", "0x1F", "1e400", "[]", "{}",
                        '""', "[[]]", 'x = 1', 'id = "P01"', "kind = \"batter\""])


@fuzz(15)
@given(data=st.data())
def test_a_mutated_card_file(databases, data):
    system = data.draw(st.sampled_from(sorted(CARD_FILES)), label="system")
    lines = data.draw(mutated_lines(CARD_FILES[system], tokens=st.one_of(TOKEN, TOML)))
    folder = databases.scratch()
    (folder / "cards.toml").write_text(joined(lines), encoding="utf-8")
    url = databases.copy()
    with chdir(folder):
        result = scorebook(url, "cards", "import", system, "cards.toml")
    if result.exit_code == 0:
        return
    said = one_sentence(result)
    assert "cards.toml" in said, said
    assert rows(url) == databases.base_rows
