"""The line an error names is the line a text editor shows (issue 20): only \\n, \\r\\n and \\r
end a line, so a form feed, \\x1c–\\x1e, \\x85 or \\u2028 in a comment or a name does not shift
every later line number, in a record script or in Retrosheet's files."""

from __future__ import annotations

import pytest

from tests.command_line import scorebook
from tests.db.conftest import game_header
from tests.exports.retrosheet_import_data import event_file, game, write_season

#: Characters str.splitlines() takes for line ends, which an editor shows within the line.
NOT_LINE_ENDS = "\f\x1c\x1d\x1e\x85\u2028\u2029"


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_a_record_script_names_the_editors_line(db_url, tmp_path, end):
    header = game_header().splitlines()
    lines = [*header, f"# the notes{NOT_LINE_ENDS}of the scorer", "K", "K", "SB2", "K"]
    script = tmp_path / "g1.txt"
    script.write_text(end.join(lines) + end, encoding="utf-8", newline="")
    result = scorebook(db_url, "record", "g1", "--script", str(script))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{script}:{len(header) + 4}: ")  # SB2: nobody on first
    assert len(result.stderr.splitlines()) == 1


def test_an_event_file_names_the_editors_line(db_url, tmp_path):
    lines = game("VIS202404020", "2024/04/02")
    lines.insert(5, 'com,"a note\x0cwith a form feed\x85and a next line"')
    lines.insert(20, "play,1,0,visp0001")  # a truncated record
    bad = event_file(tmp_path, "2024VIS.EVA", lines)
    result = scorebook(db_url, "import", "retrosheet", str(bad), str(write_season(tmp_path)))
    assert result.exit_code == 1
    assert result.stderr == f"{bad}:21: A 'play' record has 7 fields, this one has 4.\n"


@pytest.mark.parametrize("name", ["TEAM2024", "VIS2024.ROS"])
def test_team_and_roster_files_name_the_editors_line(db_url, tmp_path, name):
    path = write_season(tmp_path)
    other = tmp_path / name
    text = other.read_bytes().decode("latin-1").split("\r\n")
    text[0] += "\x85\x1c"  # in the nickname, or the last name
    text.insert(2, "nonsense")
    other.write_bytes("\r\n".join(text).encode("latin-1"))
    result = scorebook(db_url, "import", "retrosheet", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{other}:3: ") and "'nonsense'" in result.stderr
