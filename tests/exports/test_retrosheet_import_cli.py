"""`scorebook import retrosheet FILE... [--season NAME] [--replace] [--teams FILE]
[--rosters DIR] [--strict]`: what it prints, and its exit status when a game or a file cannot
be imported."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from scorebook.cli import app
from tests.db.conftest import db_url  # noqa: F401  (database fixture)
from tests.exports.retrosheet_import_data import event_file, game, write_season
from tests.command_line import scorebook

runner = CliRunner()


def test_import_then_list_the_games(db_url, tmp_path):
    path = write_season(tmp_path)
    result = scorebook(db_url, "import", "retrosheet", str(path), "--season", "Opening")
    assert result.exit_code == 0, result.output
    assert result.stdout == "Imported 1 game from 1 file.\n"
    assert result.stderr == ""  # no progress bar when stderr is not a terminal
    games = json.loads(scorebook(db_url, "games", "--season", "Opening", "--format",
                                 "json").stdout)
    assert [(g["id"], g["system"], g["status"], g["away_runs"], g["home_runs"])
            for g in games] == [("HOM202404010", "retrosheet", "final", 1, 2)]


def test_on_a_terminal_with_a_progress_bar(db_url, tmp_path, monkeypatch):
    import exports.retrosheet.importer as importer
    import scorebook.import_commands as commands

    counted = []
    real = importer.import_files

    def spy(*args, progress=None, **kwargs):
        counted.append(progress)
        return real(*args, progress=progress, **kwargs)

    monkeypatch.setattr(commands, "_on_a_terminal", lambda: True)
    monkeypatch.setattr(importer, "import_files", spy)
    result = scorebook(db_url, "import", "retrosheet", str(write_season(tmp_path)))
    assert result.exit_code == 0 and result.stdout == "Imported 1 game from 1 file.\n"
    assert counted and counted[0] is not None  # the bar follows files and games


def test_a_second_import_skips_then_replaces(db_url, tmp_path):
    path = str(write_season(tmp_path))
    scorebook(db_url, "import", "retrosheet", path)
    again = scorebook(db_url, "import", "retrosheet", path)
    assert again.exit_code == 0
    assert again.stdout == ("Imported 0 games from 1 file.\n1 game already in the database was "
                            "skipped; use --replace to import them again.\n")
    replaced = scorebook(db_url, "import", "retrosheet", path, "--replace")
    assert replaced.stdout == ("Imported 1 game from 1 file.\n1 game already in the database "
                               "was replaced.\n")


def test_a_bad_game_fails_alone_and_strict_fails_its_file(db_url, tmp_path):
    good = write_season(tmp_path)
    lines = game("VIS202404020", "2024/04/02")
    lines[-3] = "play,2,0,visp0005,11,B.CX"
    bad = event_file(tmp_path, "2024VIS.EVA", lines, game("VIS202404030", "2024/04/03"))
    said = f"{bad}:{len(lines) - 2}: A 'play' record has 7 fields, this one has 6.\n"
    strict = scorebook(db_url, "import", "retrosheet", "--strict", str(bad), str(good))
    assert strict.exit_code == 1 and strict.stderr == said
    assert strict.stdout == "Imported 1 game from 1 file.\n1 file could not be imported.\n"
    result = scorebook(db_url, "import", "retrosheet", str(bad), str(good))
    assert result.exit_code == 1 and result.stderr == said
    assert result.stdout == ("Imported 1 game from 2 files.\n1 game already in the database was "
                             "skipped; use --replace to import them again.\n1 game could not be "
                             "imported (above).\n")


def test_help_says_what_replace_deletes():
    result = runner.invoke(app, ["import", "retrosheet", "--help"])
    assert result.exit_code == 0
    text = " ".join(result.output.split())
    for words in ("--replace", "--season", "--teams", "--rosters", "--strict", "one transaction",
                  "inputs, plays and lineups are deleted"):
        assert words in text


def test_a_field_over_the_csv_limit_refuses_its_game_and_the_other_file_imports(db_url,
                                                                                 tmp_path):
    # The csv module refuses a field over 128 KiB with its own exception: it once escaped
    # the import's worker and stopped every file, the good one too.
    good = write_season(tmp_path)
    lines = game("VIS202404020", "2024/04/02")
    lines.insert(5, 'com,"' + "x" * 200_000 + '"')
    bad = event_file(tmp_path, "2024VIS.EVA", lines)
    result = scorebook(db_url, "import", "retrosheet", str(bad), str(good))
    assert result.exit_code == 1
    assert result.stderr == (f"{bad}:6: A field is longer than 131,072 characters, the most "
                             "one may hold.\n")
    assert result.stdout == ("Imported 1 game from 2 files.\n1 game could not be imported "
                             "(above).\n")
    assert [g["id"] for g in json.loads(scorebook(db_url, "games", "--format", "json").stdout)] \
        == ["HOM202404010"]
