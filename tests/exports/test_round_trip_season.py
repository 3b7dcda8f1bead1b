"""Round trip of the whole 2019 season: Retrosheet's 30 event files imported, exported, and
the export imported into an empty database give the same plays and box scores (what is
compared: tests/exports/test_round_trip.py; for imported games the text too).

On the way, the exported event files must be Retrosheet's own, byte for byte: an imported
game is written back from its records, its header from the info it kept. About three minutes
on two cores (each import ~1 minute), so it is marked slow; CI runs it.

The information used here was obtained free of charge from and is copyrighted by Retrosheet.
Interested parties may contact Retrosheet at "www.retrosheet.org".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from exports.retrosheet.exporter import export_retrosheet
from exports.retrosheet.importer import import_files
from tests.exports.test_retrosheet_export_syntax import problems
from tests.exports.test_round_trip import (assert_same_box_scores, assert_same_plays,
                                           empty_database)

EVENTS = Path(__file__).resolve().parents[3] / "shared" / "data" / "retrosheet-2019" / "events"
GAMES = 2429
#: What the validator finds in Retrosheet's own 2019 files, so in their export too: a pitch
#: after ball four (a count of 4 balls), a mistyped count, a stray character in a pitch string.
RETROSHEET_OWN = ["2019BAL.EVA:8848: count '42'", "2019CHN.EVN:8668: count '42'",
                  "2019LAN.EVN:3484: count '42'", "2019PHI.EVN:1701: count '41'",
                  "2019SLN.EVN:1433: count '42'", "2019TBA.EVA:8572: count '020'",
                  "2019TEX.EVA:3286: count '41'", "2019TOR.EVA:10153: pitches 'a.CBBFBX'",
                  "2019WAS.EVN:3837: count '42'"]

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not EVENTS.exists(),
                                 reason="the shared Retrosheet data is not beside the project")]


def event_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix in (".EVA", ".EVN"))


def test_the_2019_season_round_trips(tmp_path):
    original = empty_database(tmp_path / "original")
    report = import_files(original, event_files(EVENTS))
    assert (report.games, report.failures) == (GAMES, [])

    folder = tmp_path / "files"
    exported = export_retrosheet(original, folder)
    assert exported.games == GAMES
    for path in event_files(folder):  # written back exactly as Retrosheet wrote them
        assert path.read_bytes() == (EVENTS / path.name).read_bytes(), path.name
    assert [p.name for p in event_files(folder)] == [p.name for p in event_files(EVENTS)]
    assert problems(folder) == RETROSHEET_OWN

    imported = empty_database(tmp_path / "imported")
    report = import_files(imported, event_files(folder))
    assert (report.games, report.failures) == (GAMES, [])
    assert_same_plays(original, imported, whole_text=True)
    assert_same_box_scores(original, imported)
    original.dispose()
    imported.dispose()
