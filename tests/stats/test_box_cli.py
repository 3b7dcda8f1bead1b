"""`scorebook box`: one game as text, JSON or CSV, a whole season as JSON lines, and the
one-sentence errors."""

from __future__ import annotations

import csv
import io
import json

import pytest
from typer.testing import CliRunner

from scorebook.cli import app
from tests.stats.box_games import SEASON, real_games_url  # noqa: F401
from tests.stats.test_box_real_games import GOLDEN

runner = CliRunner()
SECTIONS = ["game", "linescore", "teams", "batting", "batting_totals", "pitching", "notes",
            "proof"]


def scorebook(url: str, *args: str):
    return runner.invoke(app, ["--db", url, "box", *args], catch_exceptions=False)


def test_text_is_the_golden_box_score(real_games_url):
    result = scorebook(real_games_url, "TBA201908180", "--width", "80")
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN / "TBA201908180.txt").read_text(encoding="utf-8")


def test_a_wide_page_puts_the_teams_side_by_side(real_games_url):
    narrow = scorebook(real_games_url, "TBA201908180", "--width", "99").output.splitlines()
    wide = scorebook(real_games_url, "TBA201908180", "--width", "100").output.splitlines()
    header = "  Detroit            AB  R  H RBI BB SO LOB     Tampa Bay          AB  R  H RBI BB SO LOB"
    assert header in wide and header not in narrow
    assert max(len(line) for line in narrow) <= 80
    assert len(wide) < len(narrow)


def test_json_is_the_golden_box_score(real_games_url):
    result = scorebook(real_games_url, "PIT201904220", "--format", "json")
    assert json.loads(result.output) == json.loads(
        (GOLDEN / "PIT201904220.json").read_text(encoding="utf-8"))


def test_csv_has_one_table_per_section(real_games_url):
    output = scorebook(real_games_url, "CIN201906150", "--format", "csv").output
    tables = [list(csv.DictReader(io.StringIO(t))) for t in output.strip().split("\n\n")]
    assert [t[0]["section"] for t in tables] == SECTIONS
    assert all(row["key"] == "CIN201906150" for t in tables for row in t)
    batting = tables[SECTIONS.index("batting")]
    assert (batting[1]["name"], batting[1]["pos"], batting[1]["AB"]) == ("Santana D", "cf-rf", "4")


def test_a_season_is_one_json_object_per_game_in_date_order(real_games_url):
    result = scorebook(real_games_url, "--season", SEASON, "--format", "json")
    boxes = [json.loads(line) for line in result.output.splitlines()]
    assert [b["game"]["key"] for b in boxes] == [
        "PIT201904220", "SFN201905100", "CIN201906150", "TBA201908180"]
    assert set(boxes[0]) == {"game", "linescore", "batting", "pitching", "notes", "proof",
                             "totals"}
    alone = json.loads(scorebook(real_games_url, "SFN201905100", "--format", "json").output)
    assert boxes[1] == alone


@pytest.mark.parametrize("args, message", [
    (["NOPE"], "There is no game NOPE."),
    (["--season", "1900"], "The season 1900 has no games."),
    ([], "Name one game, or a season with --season."),
    (["TBA201908180", "--season", SEASON], "Name one game, or a season with --season."),
])
def test_mistakes_are_one_sentence(real_games_url, args, message):
    result = scorebook(real_games_url, *args)
    assert result.exit_code == 1
    assert result.stderr.strip() == message
