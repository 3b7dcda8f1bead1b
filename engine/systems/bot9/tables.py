"""The tables of Bottom of the 9th, read from a data file (rules/bot9.md §2).

The swing table, the hit-determination table, the fatigue track and the run race are data
(engine/systems/bot9/rules.toml by default), each value tagged with its provenance, so a table
copied from a physical copy replaces a house default without code changes. A file that cannot
be used raises `TablesError` naming the file and the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.core.errors import ScorebookError, shown
from engine.systems.tables_file import TablesReader, read_tables_file

DEFAULT_PATH = Path(__file__).with_name("rules.toml")
FACES = ("B", "S", "C")
CALLS = ("ball", "swinging", "called", "foul", "in_play")
HITS = ("single", "double", "triple", "home run")


class TablesError(ScorebookError):
    """The tables file cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Hit:
    """A hit-determination result: the batter's bases and every runner's bases moved."""

    result: str
    bases: int
    runners: int


@dataclass(frozen=True)
class Tables:
    pitch_faces: tuple[str, ...]
    locked_at: int
    relief_row: int
    new_inning: int
    multi_inning_relief_row: int
    wins_at: int
    hit_on: int
    natural_six: bool
    swing: dict[tuple[str, int], str]  # (face, swing - control) -> call
    hits: dict[int, Hit]  # die -> result

    def call(self, face: str, control: int, swing: int) -> str:
        """The swing table: what a pitch face with these final dice comes to."""
        return self.swing[(face, swing - control)]


def load_tables(path: Path | str | None = None) -> Tables:
    """The tables in `path` (the bundled file by default), checked."""
    return _load(str(path or DEFAULT_PATH))


@lru_cache(maxsize=8)
def _load(path: str) -> Tables:
    read = read_tables_file(path, TablesError, _Reader)
    faces = tuple(read.value("pitch_die", "faces", list))
    if len(faces) != 6 or set(faces) - set(FACES):
        raise read.fail("pitch_die.faces", "must list six faces, each B, S or C")
    return Tables(
        pitch_faces=faces,
        locked_at=read.value("fatigue", "locked_at", int),
        relief_row=read.value("fatigue", "relief_row", int),
        new_inning=read.value("fatigue", "new_inning", int),
        multi_inning_relief_row=read.value("fatigue", "multi_inning_relief_row", int),
        wins_at=read.value("run", "wins_at", int),
        hit_on=read.value("run", "hit_on", int),
        natural_six=read.value("run", "natural_six", bool),
        swing=read.swing(),
        hits=read.hits(),
    )


class _Reader(TablesReader):
    """This system's tables, as checked rows."""

    def span(self, row: dict, key: str, where: str, low: int, high: int) -> range:
        pair = row.get(key)
        if (not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(v, int) for v in pair)
                or not low <= pair[0] <= pair[1] <= high):
            raise self.fail(f"{where}.{key}", "must be [from, to] within "
                                              f"{low}..{high}, not {shown(pair)}")
        return range(pair[0], pair[1] + 1)

    def swing(self) -> dict[tuple[str, int], str]:
        table: dict[tuple[str, int], str] = {}
        for n, row in enumerate(self.rows("swing"), start=1):
            where = f"swing row {n}"
            face, call = row.get("pitch"), row.get("call")
            if face not in FACES:
                raise self.fail(f"{where}.pitch", f"must be B, S or C, not {shown(face)}")
            if call not in CALLS:
                raise self.fail(f"{where}.call", f"must be one of {', '.join(CALLS)}, "
                                                 f"not {shown(call)}")
            for diff in self.span(row, "diff", where, -5, 5):
                if (face, diff) in table:
                    raise self.fail(where, f"repeats pitch {face} with swing - control = {diff}")
                table[(face, diff)] = call
        for face in FACES:
            for diff in range(-5, 6):
                if (face, diff) not in table:
                    raise self.fail("swing", f"has no row for pitch {face} with swing - control = {diff}")
        return table

    def hits(self) -> dict[int, Hit]:
        table: dict[int, Hit] = {}
        for n, row in enumerate(self.rows("hit"), start=1):
            where = f"hit row {n}"
            result = row.get("result")
            if result not in HITS:
                raise self.fail(f"{where}.result", f"must be one of {', '.join(HITS)}, "
                                                   f"not {shown(result)}")
            bases, runners = row.get("bases"), row.get("runners")
            if bases != HITS.index(result) + 1:
                raise self.fail(f"{where}.bases", f"of a {result} must be {HITS.index(result) + 1}")
            if not isinstance(runners, int) or not bases <= runners <= 4:
                raise self.fail(f"{where}.runners", f"must be from {bases} to "
                                                    f"4, not {shown(runners)}")
            for die in self.span(row, "die", where, 1, 6):
                if die in table:
                    raise self.fail(where, f"repeats the die face {die}")
                table[die] = Hit(result, bases, runners)
        missing = [str(d) for d in range(1, 7) if d not in table]
        if missing:
            raise self.fail("hit", f"has no row for the die face {', '.join(missing)}")
        return table
