"""The text rendering's own rules: footnote marks, ordinals, note wrapping, batter labels."""

from __future__ import annotations

from stats.box.scores import box_scores
from stats.box.dicts import box_dicts
from stats.box.text import batter_label, box_text
from tests.stats.box_rows import frames, plays


def empty_box() -> dict:
    return next(box_dicts(box_scores(frames(plays({"kind": "play", "half": 0})))))


def pitcher(name: str, faced: int | None = None, inning: int | None = None) -> dict:
    return {"player_id": name, "name": name, "decision": None, "IP": "0.0", "outs": 0, "H": 0,
            "R": 0, "ER": 0, "BB": 0, "SO": 0, "HR": 0, "BF": faced or 0, "pitches": None,
            "strikes": None, "pitched_to": faced, "pitched_to_inning": inning}


def test_footnote_marks_go_star_plus_hash_then_double():
    box = empty_box()
    box["pitching"]["home"] = [pitcher("A", 1, 1), pitcher("B", 2, 2), pitcher("C", 3, 3),
                               pitcher("D", 4, 11), pitcher("E")]
    lines = box_text(box).splitlines()
    assert [line for line in lines if "Pitched to" in line] == [
        "  * Pitched to 1 batter in 1st", "  + Pitched to 2 batters in 2nd",
        "  # Pitched to 3 batters in 3rd", "  ** Pitched to 4 batters in 11th"]
    assert any(line.startswith("D**  ") for line in lines)
    assert any(line.startswith("E    ") for line in lines)


def test_notes_wrap_between_players_never_inside_a_name():
    box = empty_box()
    box["notes"] = {"RBI": [{"player_id": f"p{i}", "name": f"Longname{i} X", "team": "AAA",
                             "count": 2} for i in range(12)]}
    lines = [line for line in box_text(box, 60).splitlines() if "Longname" in line]
    assert lines[0].startswith("RBI -- Longname0 X 2, ")
    assert all(len(line) <= 60 for line in lines) and len(lines) > 1
    assert all(line.startswith("    Longname") for line in lines[1:])


def test_batter_labels_are_cut_like_cwbox():
    assert batter_label("Santana D", "cf-rf") == "Santana D, cf-rf"
    assert batter_label("Williamson Mac", "ph-rf-lf") == "Williamson, ph-rf-lf"
    assert batter_label("Kiermaier K", "ph-dh-1b-lf") == "Kiermaier K, ph,..."
