"""The `scorebook` command: the commands it has, `record`, `games`, and how it reports errors."""

from __future__ import annotations

import json
import sqlite3

import pytest
import typer
from sqlalchemy.exc import OperationalError
from typer.testing import CliRunner

from scorebook.cli import app
from scorebook.game_commands import GAME_COLUMNS
from tests.command_line import scorebook, scorebook_process

PLAYS = ["bcx 63", "W", "SB2", "K", "HR", "bbcx 8"]

runner = CliRunner()


@pytest.fixture
def script(tmp_path, script_header):
    path = tmp_path / "g1.txt"
    path.write_text(script_header(season="2024") + "\n".join(PLAYS) + "\n")
    return path


def test_only_the_built_commands_are_offered():
    command = typer.main.get_command(app)
    built = {"db", "record", "games", "box", "stats", "standings", "series", "query", "import",
             "sim", "export", "cards", "solo", "contest", "report", "scorecard", "demo", "league", "follow"}
    assert set(command.commands) == built
    assert set(command.commands["db"].commands) == {"upgrade", "rebuild"}
    assert set(command.commands["cards"].commands) == {"import", "list", "reset"}
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    for name in (*built, "--db"):
        assert name in result.output
    assert set(command.commands["solo"].commands) == {"new", "list", "show", "play", "pdf"}
    assert set(command.commands["series"].commands) == {"new", "add", "remove"}
    for absent in ():
        assert f" {absent} " not in result.output


def test_no_command_prints_the_help(tmp_path):
    result = runner.invoke(app, ["--db", f"sqlite:///{tmp_path / 'x.db'}"])
    assert result.exit_code == 0
    assert "Usage" in result.output and "record" in result.output
    assert not (tmp_path / "x.db").exists()  # help alone does not touch the database


def test_record_a_script_then_list_the_game(db_url, script):
    result = scorebook(db_url, "record", "g1", "--script", str(script))
    assert result.exit_code == 0, result.output
    assert result.output.strip() == "g1: 6 inputs recorded; AAA 2, BBB 0, in progress"
    games = json.loads(scorebook(db_url, "games", "--format", "json").output)
    assert games == [{"id": "g1", "system": "plain", "date": "2024-05-01", "season": "2024",
                      "away": "AAA", "home": "BBB", "away_runs": 2, "home_runs": 0,
                      "innings": 1, "status": "in_progress"}]
    assert list(games[0]) == list(GAME_COLUMNS)


def test_more_lines_for_an_existing_game(db_url, script, tmp_path):
    scorebook(db_url, "record", "g1", "--script", str(script))
    more = tmp_path / "more.txt"
    more.write_text("K\nundo\nredo\nK\n")
    result = scorebook(db_url, "record", "g1", "--script", str(more))
    assert result.output.strip() == \
        "g1: 2 inputs recorded, 1 undone, 1 redone; AAA 2, BBB 0, in progress"
    game = json.loads(scorebook(db_url, "games", "--format", "json").output)[0]
    assert (game["innings"], game["status"]) == (1, "in_progress")


def test_games_filters_and_formats(db_url, script):
    scorebook(db_url, "record", "g1", "--script", str(script))
    none = scorebook(db_url, "games", "--season", "1999", "--format", "json")
    assert json.loads(none.output) == []
    assert json.loads(scorebook(db_url, "games", "--system", "plain", "--format", "json").output)
    csv = scorebook(db_url, "games", "--format", "csv").output.splitlines()
    assert csv == [",".join(GAME_COLUMNS),
                   "g1,plain,2024-05-01,2024,AAA,BBB,2,0,1,in_progress"]
    table = scorebook(db_url, "games").output.splitlines()
    assert table[0].split() == list(GAME_COLUMNS) and table[1].split()[0] == "g1"


def test_db_commands(db_url, script):
    assert "revision 0008" in scorebook(db_url, "db", "upgrade").output
    scorebook(db_url, "record", "g1", "--script", str(script))
    result = scorebook(db_url, "db", "rebuild")
    assert result.output.startswith("Rebuilt 1 games: 6 inputs, ")


def test_a_refused_line_stops_there_with_file_and_line(db_url, script, tmp_path):
    bad = tmp_path / "bad.txt"
    header = script.read_text().split("bcx 63")[0]
    bad.write_text(header + "K\nK\nSB2\nK\n")  # nobody is on first to steal
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr.startswith(f"{bad}:{header.count(chr(10)) + 3}: ")
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr
    # the two lines before it stay recorded, as at a real table
    assert scorebook(db_url, "db", "rebuild").output.startswith("Rebuilt 1 games: 2 inputs")


def test_an_unreadable_line_stops_before_anything_is_recorded(db_url, script, tmp_path):
    bad = tmp_path / "bad.txt"
    header = script.read_text().split("bcx 63")[0]
    bad.write_text(header + "K\nK\nnot a play at all\nK\n")
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(bad))
    assert result.returncode == 1
    assert result.stderr.startswith(f"{bad}:{header.count(chr(10)) + 3}: ")
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr
    assert json.loads(scorebook(db_url, "games", "--format", "json").output) == []


def test_start_lines_must_match_whether_the_game_exists(db_url, script, tmp_path):
    plays_only = tmp_path / "plays.txt"
    plays_only.write_text("K\n")
    result = scorebook_process("--db", db_url, "record", "g2", "--script", str(plays_only))
    assert result.returncode == 1 and "no start lines" in result.stderr
    scorebook(db_url, "record", "g1", "--script", str(script))
    result = scorebook_process("--db", db_url, "record", "g1", "--script", str(script))
    assert result.returncode == 1 and "already exists" in result.stderr


def test_a_series_is_set_up_and_listed(db_url, script):
    assert scorebook(db_url, "record", "g1", "--script", str(script)).exit_code == 0
    made = scorebook(db_url, "series", "new", "2024 Final", "--teams", "bbb,AAA", "--best-of",
                     "5", "--season", "2024")
    assert (made.exit_code, made.output) == (
        0, "Series 2024 Final: BBB–AAA, best of 5, season 2024.\n")
    assert scorebook(db_url, "series", "add", "2024 Final", "g1").output == \
        "1 game in the series 2024 Final.\n"
    (row,) = json.loads(scorebook(db_url, "series", "--season", "2024", "--format",
                                  "json").output)
    # g1 is in progress: not started, BBB (at home in game 1) keeps home advantage.
    assert (row["series"], row["team_a"], row["status"], row["next_home"]) == \
        ("2024 Final", "BBB", "not started", "BBB")
    assert scorebook(db_url, "series").output.splitlines()[0].split()[:3] == \
        ["series", "season", "best_of"]
    assert scorebook(db_url, "series", "remove", "2024 Final", "g1").exit_code == 0
    refused = runner.invoke(app, ["--db", db_url, "series", "new", "Cup", "--teams", "AAA",
                                  "--best-of", "3"])
    assert (refused.exit_code, refused.stderr) == (
        1, "Give the two teams as A,B (A has home advantage), not 'AAA'.\n")
    refused = runner.invoke(app, ["--db", db_url, "series", "remove", "2024 Final", "g1"])
    assert (refused.exit_code, refused.stderr) == (
        1, "Game 'g1' is not in the series '2024 Final'.\n")


@pytest.mark.parametrize("args, message", [
    (["--db", "not a url", "games"], "Can't use the database URL 'not a url'"),
    (["--db", "sqlite:////no/such/folder/x.db", "games"], "Can't open the database"),
    (["record", "g1", "--script", "/no/such/script.txt"], "Can't read the script"),
])
def test_errors_are_one_sentence_without_traceback(args, message, tmp_path):
    env = {"PATH": "/usr/bin:/bin", "SCOREBOOK_DB": f"sqlite:///{tmp_path / 'x.db'}",
           "HOME": str(tmp_path)}
    result = scorebook_process(*args, env=env)
    assert result.returncode == 1
    assert result.stderr.startswith(message)
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_the_environment_names_the_database(tmp_path, script):
    env = {"PATH": "/usr/bin:/bin", "SCOREBOOK_DB": f"sqlite:///{tmp_path / 'env.db'}",
           "HOME": str(tmp_path)}
    assert scorebook_process("record", "g1", "--script", str(script), env=env).returncode == 0
    assert (tmp_path / "env.db").exists()


def test_a_database_that_stops_answering_is_one_sentence(db_url, monkeypatch):
    import db.games

    def locked(*args, **kwargs):
        raise OperationalError("SELECT", {}, sqlite3.OperationalError("database is locked"))

    monkeypatch.setattr(db.games, "list_games", locked)
    result = runner.invoke(app, ["--db", db_url, "games"])
    assert (result.exit_code, result.stderr) == (1, "The database failed: database is locked.\n")


def test_a_bug_is_not_taken_for_a_mistake(db_url, monkeypatch):
    import db.games

    def bug(*args, **kwargs):
        raise KeyError("a bug")

    monkeypatch.setattr(db.games, "list_games", bug)
    with pytest.raises(KeyError, match="a bug"):
        runner.invoke(app, ["--db", db_url, "games"], catch_exceptions=False)
