"""The import's worker processes run without the garbage collector between files
(exports.retrosheet.importer._worker_start): right only while replaying games makes no
reference cycles, which every object of a replay would otherwise be searched for."""

from __future__ import annotations

import datetime as dt
import gc
from pathlib import Path

import pytest

from exports.retrosheet.importer import Sources, replay_file
from tests.exports.retrosheet_import_data import write_season

NOW = dt.datetime(2024, 4, 2, tzinfo=dt.UTC)
SEASON_2019 = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019"


def cycles_left_by_replaying(path: Path) -> int:
    """The objects in reference cycles that replaying the file's games left behind."""
    replay_file(path, None, Sources(), NOW)  # the caches filled, once
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        done = replay_file(path, None, Sources(), NOW)
        assert done.games and not done.refused
        del done
        return gc.collect()
    finally:
        if was_enabled:
            gc.enable()


def test_replaying_a_game_makes_no_reference_cycles(tmp_path):
    assert cycles_left_by_replaying(write_season(tmp_path)) == 0


@pytest.mark.skipif(not SEASON_2019.exists(), reason="the shared Retrosheet data is not beside "
                    "the project")
def test_replaying_a_season_file_makes_no_reference_cycles():
    assert cycles_left_by_replaying(SEASON_2019 / "events" / "2019TOR.EVA") == 0
