"""Game options, `--option KEY=VALUE` of `sim` and `info option.KEY VALUE` of a script's header,
for each system: every option it has and some it has not, with values of every kind (words,
numbers of every size, Unicode digits, control characters, lists, very long text). The game is
played (or recorded), or the option refused in one sentence, and nothing stored."""

from __future__ import annotations

from contextlib import chdir
from pathlib import Path

from hypothesis import given, strategies as st

from tests.command_line import scorebook
from tests.fuzz.fuzzing import (ODD, fuzz, joined, kept_before_the_line, one_sentence,
                                 record, rows)

OPTIONS = {
    "bot9": ["abilities", "drawn", "effect", "entry", "first_effect", "hof", "moty", "running",
             "situation", "solo", "solo_cards", "support", "support_mode", "support_uses",
             "tables", "veteran", "extra", "innings", "bullpen.home", "bench.away", "cards"],
    "nanyou": ["bunts", "dh", "entry", "errors", "extra_base", "grades", "hit_and_run", "mode",
               "steals", "subs", "tables", "tag_up", "bench.home"],
    "pizzabox": ["card_set", "entry", "level", "people.away", "people.home", "players", "tables"],
    "unlimited9": ["card_set", "entry", "mode", "tables"],
    "plain": ["innings", "dh", "extra", "ties"],
}
#: Values an option might take, and values it never should.
VALUE = st.one_of(
    st.sampled_from(["on", "off", "true", "false", "yes", "no", "variant", "dice", "table",
                     "cards", "house", "A", "AA", "AAA", "PRO", "S1", "S3", "S99", "1", "3", "6",
                     "9", "0", "-1", "{}", "[]", '{"P01": 1}', "N01:B N09:A", "Ann,Bob,Cy", "",
                     " ", "=", "a=b"]),
    ODD, st.text(max_size=20), st.integers(-10 ** 30, 10 ** 30).map(str))
KEY = st.one_of(st.sampled_from(sorted({k for keys in OPTIONS.values() for k in keys})),
                st.text(max_size=10), ODD)
DATA = Path(__file__).parents[1] / "data"
SCRIPTS = {"bot9": DATA / "bot9" / "HOM202406010.txt", "nanyou": DATA / "nanyou" / "HAR202405180.txt",
           "pizzabox": DATA / "pizzabox" / "RED202605020.txt",
           "unlimited9": DATA / "unlimited9" / "RED202606060.txt",
           "plain": DATA / "games" / "PIT201904220.txt"}


@st.composite
def options(draw, system: str) -> list[tuple[str, str]]:
    known = st.sampled_from(OPTIONS[system])
    return draw(st.lists(st.tuples(st.one_of(known, known, KEY), VALUE), min_size=1, max_size=3))


@fuzz(15)
@given(data=st.data())
def test_sim_options(databases, data):
    system = data.draw(st.sampled_from(sorted(set(OPTIONS) - {"plain"})), label="system")
    pairs = data.draw(options(system))
    url = databases.copy()
    args = [arg for key, value in pairs for arg in ("--option", f"{key}={value}")]
    result = scorebook(url, "sim", system, "--seed", "7", "--processes", "1", *args)
    if result.exit_code == 0:
        return
    one_sentence(result)
    assert rows(url) == databases.base_rows


@fuzz(15)
@given(data=st.data())
def test_script_options(databases, data):
    system = data.draw(st.sampled_from(sorted(OPTIONS)), label="system")
    pairs = data.draw(options(system))
    lines = SCRIPTS[system].read_text(encoding="utf-8").splitlines()
    at = next(n for n, line in enumerate(lines) if line.startswith("info "))
    lines[at:at] = [f"info option.{key} {value}" for key, value in pairs]
    folder = databases.scratch()
    (folder / "game.txt").write_text(joined(lines), encoding="utf-8")
    url = databases.copy()
    with chdir(folder):
        result = record(url, Path("game.txt"))
    if result.exit_code == 0:
        return
    kept_before_the_line(databases, result, url, folder, (folder / "game.txt").read_bytes())
