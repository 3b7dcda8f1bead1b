"""The tables of Nanyou 職棒大賽紙牌, read from a data file (rules/nanyou.md §2, §3).

The batting table, the count, the generic card-back pattern, the grade-A cells, the error
sets by fielding grade, the defense's out sets, the tactic rows by speed, the bunt, steal and
hit-and-run statuses, the pinch-hit upgrade and the contest points are data (tables.toml
beside this file by default), every value tagged with its provenance, so a table copied from
a physical copy replaces a house default without code changes. A file that cannot be used
raises `TablesError` naming the file and the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engine.core.errors import ScorebookError, shown
from engine.systems.tables_file import TablesReader, read_tables_file
from engine.systems.nanyou.results import COMBOS, Result, ResultError, read_combos, read_result

DEFAULT_PATH = Path(__file__).with_name("tables.toml")
#: The batting table's calls: strike, ball, foul, hit (in play), swing and miss.
CALLS = ("S", "B", "F", "H", "空")
CALL_ALIASES = {"M": "空"}
GRADES = ("A", "B", "C", "D")
SPEEDS = ("fast", "avg", "slow")
TACTICS = ("sac_bunt", "squeeze", "drag_bunt", "steal", "tag_up", "extra_base")
BUNT_STATUSES = ("ball", "foul", "missed", "bunted")
STEAL_STATUSES = ("go", "return")


class TablesError(ScorebookError):
    """The tables file cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class Tables:
    balls: int
    strikes: int
    foul_strike_three: bool
    batting: dict[tuple[int, int], str]  # (defense die, offense die) -> call
    a_pitcher_strikes: frozenset[tuple[int, int]]
    a_catcher_caught_stealing: frozenset[str]
    generic_pattern: dict[str, Result]
    double_play_on: str  # "odd" or "even"
    errors_without_grades: frozenset[str]
    error_sets: dict[str, frozenset[str]]  # fielding grade -> combinations that are errors
    out_sets: dict[str, frozenset[str]]  # steal, tag_up, extra_base -> the defense's out rolls
    tactic_rows: dict[str, dict[str, int]]  # speed -> tactic -> success at this sum or more
    bunt_status: dict[str, str]
    steal_status: dict[str, str]
    hit_and_run_swing_on: frozenset[str]
    hit_and_run_return_at: int
    pinch_upgrade: dict[str, str]
    contest: dict[str, int]

    def call(self, defense: int, offense: int, grade_a_pitcher: bool = False) -> str:
        """The batting table's call for the two dice; a grade-A pitcher's cells are strikes."""
        if grade_a_pitcher and (defense, offense) in self.a_pitcher_strikes:
            return "S"
        return self.batting[(defense, offense)]

    def double_play(self, die: int) -> bool:
        """Whether the ground-out parity die puts out the lead runner as well (§2.4)."""
        return (die % 2 == 1) == (self.double_play_on == "odd")


def load_tables(path: Path | str | None = None) -> Tables:
    """The tables in `path` (the bundled file by default), checked."""
    return _load(str(path or DEFAULT_PATH))


@lru_cache(maxsize=8)
def _load(path: str) -> Tables:
    read = read_tables_file(path, TablesError, _Reader)
    # The core keeps baseball's count: at most four balls and three strikes.
    for key, top in (("balls", 4), ("strikes", 3)):
        if not 1 <= read.value("count", key, int) <= top:
            raise read.fail(f"count.{key}", f"must be from 1 to {top}")
    parity = read.value("ground_out", "double_play_on", str)
    if parity not in ("odd", "even"):
        raise read.fail("ground_out.double_play_on", "must be \"odd\" or \"even\", "
                                                     f"not {shown(parity)}")
    return Tables(
        balls=read.value("count", "balls", int), strikes=read.value("count", "strikes", int),
        foul_strike_three=read.value("count", "foul_strike_three", bool),
        batting=read.batting(), a_pitcher_strikes=read.cells("grades", "a_pitcher_strikes"),
        a_catcher_caught_stealing=read.combos("grades", "a_catcher_caught_stealing"),
        generic_pattern=read.pattern("generic_pattern"), double_play_on=parity,
        errors_without_grades=read.combos("errors", "without_grades"),
        error_sets=read.error_sets(),
        out_sets={key: read.combos("out_sets", key) for key in ("steal", "tag_up", "extra_base")},
        tactic_rows=read.tactic_rows(),
        bunt_status=read.statuses("bunt_status", BUNT_STATUSES),
        steal_status=read.statuses("steal_status", STEAL_STATUSES),
        hit_and_run_swing_on=frozenset(read.calls("hit_and_run", "swing_on")),
        hit_and_run_return_at=read.value("hit_and_run", "return_at", int),
        pinch_upgrade=read.upgrades(),
        contest={key: read.value("contest", key, int) for key in ("1B", "2B", "3B", "HR", "BB")},
    )


class _Reader(TablesReader):
    """This system's tables, as checked rows."""

    def call(self, value, where: str) -> str:
        call = CALL_ALIASES.get(value, value)
        if call not in CALLS:
            raise self.fail(where, f"has {shown(value)}: a call is S, B, F, H or 空 (M)")
        return call

    def batting(self) -> dict[tuple[int, int], str]:
        table: dict[tuple[int, int], str] = {}
        for n, row in enumerate(self.rows("batting"), start=1):
            defense, calls = row.get("defense"), row.get("calls")
            if not isinstance(defense, int) or not 1 <= defense <= 6:
                raise self.fail(f"batting row {n}.defense", "must be a die face 1-6, "
                                                            f"not {shown(defense)}")
            if not isinstance(calls, list) or len(calls) != 6:
                raise self.fail(f"batting row {n}.calls", "must list six calls, one per offense die")
            if (defense, 1) in table:
                raise self.fail(f"batting row {n}", f"repeats the defense die {defense}")
            for offense, value in enumerate(calls, start=1):
                table[(defense, offense)] = self.call(value, f"batting row {n}.calls[{offense}]")
        missing = [str(d) for d in range(1, 7) if (d, 1) not in table]
        if missing:
            raise self.fail("batting", f"has no row for the defense die {', '.join(missing)}")
        return table

    def cells(self, table: str, key: str) -> frozenset[tuple[int, int]]:
        cells = self.value(table, key, list)
        if not all(isinstance(c, list) and len(c) == 2 and all(isinstance(v, int) and 1 <= v <= 6 for v in c)
                   for c in cells):
            raise self.fail(f"{table}.{key}", "must list [defense, offense] die pairs such as [3, 3]")
        return frozenset((c[0], c[1]) for c in cells)

    def combos(self, table: str, key: str) -> frozenset[str]:
        return self.combo_list(self.value(table, key, list), f"{table}.{key}")

    def combo_list(self, values, where: str) -> frozenset[str]:
        try:
            return read_combos(values if isinstance(values, list) else [values])
        except ResultError as exc:
            raise self.fail(where, f"has {exc}") from exc

    def pattern(self, table: str) -> dict[str, Result]:
        pattern = {}
        for combo in COMBOS:
            try:
                pattern[combo] = read_result(self.value(table, combo, str))
            except ResultError as exc:
                raise self.fail(f"{table}.{combo}", str(exc)) from exc
        extra = sorted(set(self.data.get(table, {})) - set(COMBOS))
        if extra:
            raise self.fail(f"{table}.{extra[0]}", "is not a dice combination (write \"1-2\", low die first)")
        return pattern

    def error_sets(self) -> dict[str, frozenset[str]]:
        sets: dict[str, frozenset[str]] = {}
        for n, row in enumerate(self.rows("error_set"), start=1):
            grade = row.get("grade")
            if grade not in GRADES:
                raise self.fail(f"error_set row {n}.grade", "must be A, B, C or "
                                                            f"D, not {shown(grade)}")
            sets[grade] = self.combo_list(row.get("rolls"), f"error_set row {n}.rolls")
        missing = [g for g in GRADES if g not in sets]
        if missing:
            raise self.fail("error_set", f"has no row for grade {', '.join(missing)}")
        return sets

    def tactic_rows(self) -> dict[str, dict[str, int]]:
        rows: dict[str, dict[str, int]] = {}
        for n, row in enumerate(self.rows("tactic_row"), start=1):
            speed = row.get("speed")
            if speed not in SPEEDS:
                raise self.fail(f"tactic_row row {n}.speed", "must be fast, avg or "
                                                             f"slow, not {shown(speed)}")
            values = {}
            for tactic in TACTICS:
                value = row.get(tactic)
                if not isinstance(value, int) or isinstance(value, bool) or not 2 <= value <= 13:
                    raise self.fail(f"tactic_row row {n}.{tactic}", "must be a dice sum "
                                                                    f"2-13, not {shown(value)}")
                values[tactic] = value
            rows[speed] = values
        missing = [s for s in SPEEDS if s not in rows]
        if missing:
            raise self.fail("tactic_row", f"has no row for speed {', '.join(missing)}")
        return rows

    def statuses(self, table: str, allowed: tuple[str, ...]) -> dict[str, str]:
        found: dict[str, str] = {}
        for key in self.data.get(table, {}):
            found[self.call(key, f"{table}.{key}")] = self.value(table, key, str)
        for call in CALLS:
            if call not in found:
                raise self.fail(table, f"has no status for the call {call}")
            if found[call] not in allowed:
                raise self.fail(f"{table}.{call}", f"must be one of {', '.join(allowed)}, "
                                                   f"not {shown(found[call])}")
        return found

    def calls(self, table: str, key: str) -> list[str]:
        return [self.call(v, f"{table}.{key}") for v in self.value(table, key, list)]

    def upgrades(self) -> dict[str, str]:
        order = ("1B", "2B", "3B", "HR")
        found = {}
        for key in ("1B", "2B", "3B"):
            to = self.value("pinch_hit", key, str)
            if to not in order or order.index(to) < order.index(key):
                raise self.fail(f"pinch_hit.{key}", "must be a hit at least "
                                                    f"as good, not {shown(to)}")
            found[key] = to
        return found
