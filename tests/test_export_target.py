"""Where the export screen writes: the offered name in the default folder, a typed name with
its extension added, a folder given the offered name."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorebook.export_target import export_path


@pytest.mark.parametrize("typed, expected", [
    ("", "home/box-g1.pdf"),
    ("  ", "home/box-g1.pdf"),
    ("box", "home/box.pdf"),
    ("box.PDF", "home/box.PDF"),
    ("notes.txt", "home/notes.txt.pdf"),
    ("season/", "home/season/box-g1.pdf"),
    ("made", "home/made/box-g1.pdf"),  # a folder that is there
    ("made/first", "home/made/first.pdf"),
])
def test_a_typed_answer_means_a_file(tmp_path, typed, expected):
    (tmp_path / "home" / "made").mkdir(parents=True)
    assert export_path(typed, "box-g1.pdf", tmp_path / "home") == tmp_path / expected


def test_an_absolute_path_leaves_the_default_folder(tmp_path):
    assert export_path(str(tmp_path / "x"), "batting-2024.csv", Path("/nowhere")) == \
        tmp_path / "x.csv"
