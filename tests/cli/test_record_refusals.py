"""What a scoring script once had accepted and now refuses (issue 20, item 11), each in one
sentence naming the file and line, with a non-zero exit and nothing stored: a runner placed
(`radj`) who is not in the game, a team playing itself, an empty team code, a control
character in an id or a name, and a game option plain scorekeeping does not have."""

from __future__ import annotations

import pytest

from scorebook.new_game_lineups import check_teams
from scorebook.new_game_forms import NewGame, NewGameRefused, Side
from tests.command_line import games, scorebook


def script(tmp_path, header: str, plays: str = "K\nK\n"):
    path = tmp_path / "g.txt"
    path.write_bytes((header + plays).encode("utf-8"))
    return path


def refused(db_url, path, key: str = "g1") -> str:
    """The one line `record` says on stderr, after checking it exits 1 and stores nothing."""
    before = games(db_url)
    result = scorebook(db_url, "record", key, "--script", str(path))
    assert result.exit_code == 1, result.output
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr
    assert games(db_url) == before
    return result.stderr.strip()


def line_of(header: str, text: str) -> int:
    return header.splitlines().index(text) + 1


def test_a_runner_placed_who_is_not_in_the_game(db_url, tmp_path, script_header):
    header = script_header()
    path = script(tmp_path, header, "K\nK\nradj zz9 2\n")
    said = refused(db_url, path)
    assert said == (f"{path}:{line_of(header, 'info system plain') + 21}: radj 'zz9': no player "
                    "of that id is in the start lines or a sub line before it.")
    # added to a game that exists, the game itself refuses him; its inputs stay as they were
    assert scorebook(db_url, "record", "g1", "--script", str(script(tmp_path, header))
                     ).exit_code == 0
    more = tmp_path / "more.txt"
    more.write_text("radj zz9 2\n")
    said = refused(db_url, more)
    assert said == (f"{more}:1: radj 'zz9': no such player bats for AAA: the runner placed on "
                    "base is one of the batting team's players.")
    # one of the batting team's players may be placed, once
    more.write_text("radj a9 2\nradj a9 3\n")
    assert refused(db_url, more) == f"{more}:2: radj 'a9': A Player 9 is already on second base."


def test_a_team_cannot_play_itself(db_url, tmp_path, script_header):
    header = script_header().replace("info hometeam BBB", "info hometeam AAA")
    said = refused(db_url, script(tmp_path, header))
    assert said.endswith(":2: the home team and the visitors are both 'AAA': a team cannot "
                         "play itself.")
    # the app's new-game screen and `sim` already refused it
    with pytest.raises(NewGameRefused, match="A team cannot play itself: both teams are AAA"):
        check_teams(NewGame("plain", "g1", Side("AAA"), Side("AAA"), {}))
    sim = scorebook(db_url, "sim", "bot9", "--home", "VIS", "--away", "VIS")
    assert sim.exit_code == 1 and "A team cannot play itself" in sim.stderr


@pytest.mark.parametrize("key", ["visteam", "hometeam"])
def test_an_empty_team_code(db_url, tmp_path, script_header, key):
    header = script_header().replace(f"info {key} ", f"info {key}\n#")
    said = refused(db_url, script(tmp_path, header))
    line = line_of(header, f"info {key}")
    assert said.endswith(f":{line}: info {key} is empty: give the team's code, as info {key} TOR.")


@pytest.mark.parametrize("old, new, what", [
    ("start a1 ", "start a\x001 ", "Player id 'a\\x001'"),
    ('"A Player 1"', '"A\x07 Player 1"', "Player name 'A\\x07 Player 1'"),
    ("info visteam AAA", "info visteam A\x1bA", "info visteam 'A\\x1bA'"),
    ("info date", "info visname \x00\ninfo date", "info visname '\\x00'"),
])
def test_a_control_character_in_an_id_or_a_name(db_url, tmp_path, script_header, old, new,
                                                what):
    header = script_header()
    assert old in header
    said = refused(db_url, script(tmp_path, header.replace(old, new, 1)))
    assert what in said and "has a control character" in said and ": ids and names" in said


def test_a_control_character_in_the_game_id(db_url, tmp_path, script_header):
    said = refused(db_url, script(tmp_path, script_header()), key="g\x001")
    assert said == ("Game id 'g\\x001' has a control character (U+0000) at character 2: ids "
                    "and names are printable text.")


def test_a_plain_game_has_no_options(db_url, tmp_path, script_header):
    header = script_header().replace("info system plain", "info system plain\ninfo option.dh on")
    said = refused(db_url, script(tmp_path, header))
    assert said.endswith(":5: info option.dh: plain scorekeeping has no option 'dh': its rules "
                         "are info lines, as info innings 7 or info dh true.")
