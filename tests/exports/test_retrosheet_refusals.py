"""What `scorebook import retrosheet` once had accepted and now refuses (issue 20, item 11),
each in one sentence naming the file and line: a runner placed (`radj`) who is not in the
game, a team playing itself, an empty team code, a control character in an id or a name. The
game refused is not stored; the file's other game is."""

from __future__ import annotations

import pytest

from tests.command_line import games, scorebook
from tests.db.conftest import db_url  # noqa: F401  (database fixture)
from tests.exports.retrosheet_import_data import PLAYS, event_file, game, write_season

GOOD = "HOM202404020"


def import_refused(db_url, tmp_path, bad: list[str]) -> str:
    """Import a file of the `bad` game and a good one: the one line said about the bad game
    (exit 1), after checking only the good game was stored."""
    write_season(tmp_path)
    path = event_file(tmp_path, "2024HOM.EVN", bad, game(GOOD, "2024/04/02"))
    result = scorebook(db_url, "import", "retrosheet", str(path))
    assert result.exit_code == 1, result.output
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr
    assert [g["id"] for g in games(db_url)] == [GOOD]
    assert result.stderr.startswith(f"{path}:")
    return result.stderr.strip().removeprefix(f"{path}:")


def test_a_runner_placed_who_is_not_in_the_game(db_url, tmp_path):
    bad = game(plays=[PLAYS[0], "radj,zz9,2", *PLAYS[1:]])
    said = import_refused(db_url, tmp_path, bad)
    assert said == (f"{bad.index('radj,zz9,2') + 1}: radj 'zz9': no such player bats for VIS: "
                    "the runner placed on base is one of the batting team's players.")


def test_a_team_cannot_play_itself(db_url, tmp_path):
    bad = [line.replace("info,hometeam,HOM", "info,hometeam,VIS") for line in game()]
    said = import_refused(db_url, tmp_path, bad)
    assert said == ("4: game HOM202404010: The home team and the visitors are both 'VIS': a "
                    "team cannot play itself.")


@pytest.mark.parametrize("record", ["info,visteam,VIS", "info,hometeam,HOM"])
def test_an_empty_team_code(db_url, tmp_path, record):
    bad = [line if line != record else record[:record.rindex(",") + 1] for line in game()]
    said = import_refused(db_url, tmp_path, bad)
    key = record.split(",")[1]
    assert said == (f"{game().index(record) + 1}: game HOM202404010: 'info,{key}' is empty: "
                    f"give the team's code, as info,{key},TOR.")


@pytest.mark.parametrize("old, new, what", [
    ("id,HOM202404010", "id,HOM20240401\x00", "Field 2 of the record 'HOM20240401\\x00'"),
    ('start,visp0001,"Al Vis"', 'start,visp\x0101,"Al Vis"', "Field 2 of the record 'visp\\x0101'"),
    ('start,visp0001,"Al Vis"', 'start,visp0001,"Al\x1fVis"', "Field 3 of the record 'Al\\x1fVis'"),
    ("info,visteam,VIS", "info,visteam,V\x00S", "Field 3 of the record 'V\\x00S'"),
    ('sub,newbp001,"Newt Newby"', 'sub,newbp\x00001,"Newt Newby"',
     "Field 2 of the record 'newbp\\x00001'"),
])
def test_a_control_character_in_an_id_or_a_name(db_url, tmp_path, old, new, what):
    bad = [new + line[len(old):] if line.startswith(old) else line for line in game()]
    assert bad != game()
    said = import_refused(db_url, tmp_path, bad)
    line = next(n for n, text in enumerate(bad, start=1) if text.startswith(new))
    assert said.startswith(f"{line}: {what} has a control character")
    assert said.endswith(": a Retrosheet file is printable text.")


@pytest.mark.parametrize("name, line", [("TEAM2024", "HOM,N,Home\x00town,Homers"),
                                        ("HOM2024.ROS", "homp0001,Hom\x00son,Al,R,R,HOM,P")])
def test_a_control_character_in_a_team_or_roster_file(db_url, tmp_path, name, line):
    path = write_season(tmp_path)
    (tmp_path / name).write_bytes((tmp_path / name).read_bytes() + line.encode() + b"\r\n")
    result = scorebook(db_url, "import", "retrosheet", str(path))
    assert result.exit_code == 1 and "Traceback" not in result.stderr
    assert len(result.stderr.splitlines()) == 1
    line, field = (3, 3) if name == "TEAM2024" else (10, 2)
    assert result.stderr.startswith(f"{tmp_path / name}:{line}: Field {field} of the ")
    assert "has a control character (U+0000)" in result.stderr
    assert games(db_url) == []
