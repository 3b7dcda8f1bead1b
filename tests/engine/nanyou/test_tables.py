"""The tables of tables.toml as rules/nanyou.md gives them, and a tables file that cannot be
used saying which key is wrong."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.systems.nanyou.results import COMBOS, DOUBLES, chance, read_result
from engine.systems.nanyou.tables import DEFAULT_PATH, TablesError, load_tables

TABLES = load_tables()


def test_the_batting_table_is_the_house_default_of_section_2_2():
    rows = ["".join(TABLES.call(d, o) for o in range(1, 7)) for d in range(1, 7)]
    assert rows == ["HBSBF空", "BHBFSB", "SFHB空B", "BSFHBF", "FB空SHB", "空BBFSH"]
    assert Counter(TABLES.batting.values()) == {"B": 13, "S": 6, "空": 4, "F": 7, "H": 6}


def test_a_grade_a_pitcher_turns_3_3_and_4_4_into_strikes_and_nothing_else():
    changed = {cell for cell in TABLES.batting if TABLES.call(*cell, True) != TABLES.call(*cell)}
    assert changed == {(3, 3), (4, 4)}
    assert TABLES.call(3, 3) == "H" and TABLES.call(3, 3, True) == "S"


def test_the_count_is_four_balls_and_the_third_strike_and_a_foul_is_never_strike_three():
    assert (TABLES.balls, TABLES.strikes, TABLES.foul_strike_three) == (4, 3, False)


def test_the_generic_pattern_has_21_results_with_the_chances_of_two_dice():
    pattern = TABLES.generic_pattern
    assert set(pattern) == set(COMBOS) and len(COMBOS) == 21
    assert sum(chance(c) for c in COMBOS) == pytest.approx(1)
    kinds = Counter()
    for combo, result in pattern.items():
        kinds[result.kind] += round(chance(combo) * 36)
    assert kinds == {"HR": 1, "2B": 3, "3B": 1, "1B": 9, "GO": 10, "FO": 8, "LO": 2, "PO": 2}
    assert pattern["1-4"] == read_result("GO 6-3") and pattern["1-4"].fielder == 6


def test_errors_by_grade_from_one_roll_in_36_to_eight():
    sets = TABLES.error_sets
    assert [round(sum(chance(c) for c in sets[g]) * 36) for g in "ABCD"] == [1, 2, 6, 8]
    assert TABLES.errors_without_grades == frozenset(DOUBLES)


def test_the_out_sets_rows_statuses_and_upgrades():
    assert all(s == frozenset(DOUBLES) for s in TABLES.out_sets.values())
    assert TABLES.a_catcher_caught_stealing == {"5-6"}
    assert TABLES.tactic_rows["avg"] == {"sac_bunt": 5, "squeeze": 6, "drag_bunt": 9, "steal": 5,
                                         "tag_up": 5, "extra_base": 6}
    assert TABLES.bunt_status == {"B": "ball", "F": "foul", "空": "missed", "S": "bunted", "H": "bunted"}
    assert [c for c, s in TABLES.steal_status.items() if s == "return"] == ["F"]
    assert TABLES.hit_and_run_swing_on == {"H", "S"} and TABLES.hit_and_run_return_at == 5
    assert TABLES.pinch_upgrade == {"1B": "2B", "2B": "3B", "3B": "HR"}
    assert TABLES.contest == {"1B": 1, "2B": 2, "3B": 3, "HR": 4, "BB": 1}
    assert [TABLES.double_play(d) for d in range(1, 7)] == [True, False] * 3


def test_every_value_and_row_has_a_provenance_tag():
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    tags = text.count('provenance = "')
    assert tags >= 21 + 6 + 4 + 3 + 5 + 5 + 3 + 5  # pattern, batting rows, error rows, …


def write(tmp_path, old: str, new: str):
    path = tmp_path / "tables.toml"
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, message", [
    ('"1-4" = { value = "GO 6-3", provenance = "house-default" }',
     '"1-4" = { value = "GO 6-3" }', "generic_pattern.1-4 has no provenance tag"),
    ('"1-4" = { value = "GO 6-3"', '"1-4" = { value = "GO 0"', "generic_pattern.1-4"),
    ('calls = ["B", "H", "B", "F", "S", "B"]', 'calls = ["B", "H", "B", "F", "X", "B"]',
     "batting row 2.calls[5] has 'X'"),
    ('grade = "D"', 'grade = "E"', "error_set row 4.grade must be A, B, C or D"),
    ('double_play_on = { value = "odd"', 'double_play_on = { value = "both"', "ground_out.double_play_on"),
    ("steal = 4\n", "steal = 1\n", "tactic_row row 1.steal must be a dice sum 2-13"),
])
def test_a_bad_tables_file_names_the_key(tmp_path, old, new, message):
    with pytest.raises(TablesError) as caught:
        load_tables(write(tmp_path, old, new))
    assert message in str(caught.value) and "tables.toml" in str(caught.value)
