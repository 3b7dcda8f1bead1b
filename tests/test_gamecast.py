"""scorebook/gamecast.py's sentence for inputs taken back elsewhere: an undo of one input or of
several (the computer's answers go with a person's in a played game), an edit in place."""

from __future__ import annotations

from db.recording import StoredInput
from scorebook.gamecast import what_changed


def inputs(*values: str) -> list[StoredInput]:
    return [StoredInput(seq, "entry", value, "ann") for seq, value in enumerate(values, start=1)]


def test_an_undo_names_the_inputs_taken_back():
    assert what_changed(inputs("S8", "K"), inputs("S8")) == "Undone elsewhere: input 2 ('K')"
    assert what_changed(inputs("S8", "K", "W", "63", "HR"), inputs("S8")) == \
        "Undone elsewhere: inputs 2 to 5 ('K', 'W', '63', …)"


def test_an_edit_names_the_input_and_both_values():
    assert what_changed(inputs("S8", "K", "63"), inputs("S8", "W", "63")) == \
        "Edited elsewhere: input 2 is now 'W' (was 'K')"
