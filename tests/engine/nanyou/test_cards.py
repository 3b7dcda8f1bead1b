"""The 30 original sample cards, card files with validation, and the mascot card."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.systems.nanyou.cards import (CardError, card_from_data, load_cards, mascot_card,
                                         read_cards, sample_cards)
from engine.systems.nanyou.lineup import worth
from engine.systems.nanyou.results import COMBOS, chance
from engine.systems.nanyou.tables import load_tables
from tests.engine.nanyou.game import card

TABLES = load_tables()
CARDS = sample_cards()


def test_thirty_original_cards_split_for_a_balanced_draft():
    assert len(CARDS) == 30
    assert Counter(c.role for c in CARDS.values()) == {"P": 8, "C": 4, "IF": 10, "OF": 8}
    assert len({c.name for c in CARDS.values()}) == 30 and all(c.reading for c in CARDS.values())
    assert all(c.provenance == "house-default" for c in CARDS.values())
    for position in ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF"):
        assert sum(position in c.positions for c in CARDS.values()) >= 2, position


def test_the_patterns_vary_sluggers_hit_home_runs_and_pitchers_are_weak():
    patterns = {tuple(r.text for r in (c.pattern[k] for k in COMBOS)) for c in CARDS.values()}
    assert len(patterns) >= 20

    def home_runs(c):
        return sum(chance(k) for k, r in c.pattern.items() if r.kind == "HR")

    assert max(home_runs(c) for c in CARDS.values()) >= 3 / 36
    pitchers = [worth(c) for c in CARDS.values() if c.role == "P"]
    batters = [worth(c) for c in CARDS.values() if c.role != "P"]
    assert max(pitchers) < sorted(batters)[1]  # at most one batter as weak as the best pitcher
    assert {c.speed for c in CARDS.values()} == {"fast", "avg", "slow"}
    assert {c.grade for c in CARDS.values()} == {"A", "B", "C", "D"}


def test_a_card_reads_back_from_its_data_and_tactic_rows_default_by_speed():
    for c in CARDS.values():
        assert card_from_data(c.to_data()) == c and card_from_data(c.to_data()).pattern == c.pattern
    fast = CARDS["N13"]
    assert fast.row("steal", TABLES) == 3  # printed on the card
    assert fast.row("tag_up", TABLES) == TABLES.tactic_rows["fast"]["tag_up"]


def test_the_mascot_card_has_the_generic_pattern_and_any_position_but_pitcher():
    mascot = mascot_card("  阿明 ", TABLES)
    assert mascot.name == "阿明" and mascot.pattern == TABLES.generic_pattern
    assert "P" not in mascot.positions and len(mascot.positions) == 8
    with pytest.raises(CardError, match="mascot card needs a name"):
        mascot_card(" ", TABLES)


@pytest.mark.parametrize("change, message", [
    ({"role": "X"}, "card T1, field role: 'X' is not one of P, C, IF, OF."),
    ({"positions": ["SS", "DH"]}, "card T1, field positions: 'DH' is not a position"),
    ({"positions": ["P"]}, "card T1, field positions: a P card must list P, and only a P card may."),
    ({"grade": "E"}, "card T1, field grade: 'E' is not one of A, B, C, D."),
    ({"speed": "quick"}, "field speed: 'quick' is not one of fast, avg, slow."),
    ({"tactics": {"steal": 1}}, "field tactics.steal: must be a dice sum 2-13, not 1."),
    ({"tactics": {"fly": 5}}, "field tactics.fly: is not a tactic"),
    ({"colour": "red"}, "field colour: a card has no such field"),
])
def test_a_card_with_a_mistake_names_the_card_and_the_field(change, message):
    data = {**card("T1", "SS"), **change}
    with pytest.raises(CardError) as caught:
        read_cards(_toml(data), "mine.toml")
    assert str(caught.value).startswith("mine.toml, ") and message in str(caught.value)


def test_a_pattern_must_list_all_21_combinations_with_results():
    data = card("T1", "SS")
    del data["pattern"]["3-5"]
    with pytest.raises(CardError, match=r"^Card T1, field pattern: has no result for 3-5"):
        card_from_data(data)
    data = card("T1", "SS")
    data["pattern"]["2-5"] = "FO 78"
    with pytest.raises(CardError, match=r"field pattern.2-5: 'FO 78': a FO names one fielder"):
        card_from_data(data)
    data = card("T1", "SS")
    data["pattern"]["6-5"] = "1B"  # the same combination as 5-6
    with pytest.raises(CardError, match="repeats the combination 5-6"):
        card_from_data(data)


def test_a_card_file_is_read_and_ids_may_not_repeat(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_text(_toml(card("T1", "SS")) + _toml(card("t1", "CF")), encoding="utf-8")
    with pytest.raises(CardError, match="card #2: the id t1 is already used by card T1"):
        load_cards(path)
    path.write_text(_toml(card("T1", "SS")), encoding="utf-8")
    assert [c.id for c in load_cards(path)] == ["T1"]
    with pytest.raises(CardError, match="Can't read the card file"):
        load_cards(tmp_path / "missing.toml")


def _toml(data: dict) -> str:
    lines = ["[[card]]"]
    for key, value in data.items():
        if key in ("pattern", "tactics"):
            continue
        lines.append(f"{key} = {_value(value)}")
    if "tactics" in data:
        lines.append("tactics = { " + ", ".join(f"{k} = {_value(v)}" for k, v in data["tactics"].items()) + " }")
    lines.append("[card.pattern]")
    lines += [f'"{k}" = "{v}"' for k, v in data["pattern"].items()]
    return "\n".join(lines) + "\n"


def _value(value) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(f'"{v}"' for v in value) + "]"
    return f'"{value}"' if isinstance(value, str) else str(value)
