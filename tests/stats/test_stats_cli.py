"""`scorebook stats batting|pitching`: filters, sorting, formats and errors."""

from __future__ import annotations

import csv
import io
import json

import pytest
from typer.testing import CliRunner

from scorebook.cli import app
from scorebook.season_lines import newspaper, outs_of
from stats.batting import COLUMNS as BATTING_COLUMNS
from stats.pitching import COLUMNS as PITCHING_COLUMNS
from tests.db.conftest import db_url, script_header  # noqa: F401  (fixtures)
from tests.stats.test_lines import real  # noqa: F401  (fixture)

runner = CliRunner()
# AAA bats in the first: a1 grounds out, a2 walks and steals second, a3 strikes out, a4 homers,
# a5 flies out; BBB's b1 singles in the bottom half. b9 pitches for BBB, a9 for AAA.
PLAYS = ["bcx 63", "W", "SB2", "K", "HR", "bbcx 8", "x S8"]


def scorebook(url, *args):
    return runner.invoke(app, ["--db", url, *args])


@pytest.fixture
def league(db_url, tmp_path, script_header):  # noqa: F811
    """A database with one game of season 2024 (AAA at BBB)."""
    path = tmp_path / "g1.txt"
    path.write_text(script_header(season="2024") + "\n".join(PLAYS) + "\n")
    assert scorebook(db_url, "record", "g1", "--script", str(path)).exit_code == 0
    return db_url


def _json(url, *args):
    result = scorebook(url, *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_batting_json_has_every_column_with_raw_numbers(league):
    rows = _json(league, "stats", "batting", "--min-pa", "1")
    assert [r["player_id"] for r in rows] == ["a1", "a2", "a3", "a4", "a5", "b1"]
    assert all(list(r) == BATTING_COLUMNS for r in rows)
    a2, a4, b1 = rows[1], rows[3], rows[5]
    assert (a2["PA"], a2["AB"], a2["BB"], a2["SB"], a2["R"], a2["AVG"], a2["OBP"]) == \
        (1, 0, 1, 1, 1, None, 1.0)
    assert (a4["HR"], a4["RBI"], a4["SLG"], a4["OPS"], a4["team"]) == (1, 2, 4.0, 5.0, "AAA")
    assert (b1["H"], b1["AVG"], b1["K%"], b1["team"]) == (1, 1.0, 0.0, "BBB")


def test_pitching_json(league):
    [b9] = _json(league, "stats", "pitching", "--player", "b9")
    assert list(b9) == PITCHING_COLUMNS
    assert (b9["team"], b9["G"], b9["GS"], b9["IP"], b9["outs"], b9["BF"], b9["H"], b9["R"],
            b9["ER"], b9["HR"], b9["BB"], b9["SO"]) == ("BBB", 1, 1, "1.0", 3, 5, 1, 2, 2, 1, 1, 1)
    assert b9["ERA"] == pytest.approx(18.0) and b9["WHIP"] == pytest.approx(2.0)
    [a9] = _json(league, "stats", "pitching", "--player", "a9")
    assert (a9["IP"], a9["ERA"], a9["WHIP"]) == ("0.0", None, None)  # no out yet: no rates


def test_filters(league):
    assert {r["team"] for r in _json(league, "stats", "batting", "--team", "bbb")} == {"BBB"}
    assert [r["player_id"] for r in _json(league, "stats", "batting", "--player", "player 4")] == \
        ["a4", "b4"]  # "A Player 4" and "B Player 4": a piece of the name, any case
    assert _json(league, "stats", "batting", "--season", "1999") == []
    assert _json(league, "stats", "batting", "--system", "bot9") == []
    assert len(_json(league, "stats", "batting", "--season", "2024", "--system", "plain")) == 18
    assert [r["player_id"] for r in _json(league, "stats", "pitching", "--min-ip", "0.1")] == ["b9"]
    assert _json(league, "stats", "pitching", "--min-ip", "1.1") == []


def test_sort_best_first(league):
    by_avg = _json(league, "stats", "batting", "--min-pa", "1", "--sort", "avg")
    # Descending; a2 (no at-bat) has no average and goes last; ties by name.
    assert [r["player_id"] for r in by_avg] == ["a4", "b1", "a1", "a3", "a5", "a2"]
    by_era = _json(league, "stats", "pitching", "--sort", "ERA")
    assert [r["player_id"] for r in by_era] == ["b9", "a9"]  # ascending, the empty ERA last
    by_ip = _json(league, "stats", "pitching", "--sort", "ip")
    assert [r["IP"] for r in by_ip] == ["1.0", "0.0"]
    by_name = _json(league, "stats", "batting", "--min-pa", "1", "--sort", "player")
    assert [r["player"] for r in by_name][:2] == ["A Player 1", "A Player 2"]


def test_a_bad_sort_column_is_one_sentence(league):
    result = scorebook(league, "stats", "batting", "--sort", "WAR")
    assert result.exit_code == 1
    assert result.output.startswith("Can't sort by 'WAR': choose one of player_id, player, team, G, PA")
    assert result.output.count("\n") == 1 and "Traceback" not in result.output
    bad_ip = scorebook(league, "stats", "pitching", "--min-ip", "6.5")
    assert bad_ip.exit_code == 1 and "--min-ip must be innings" in bad_ip.output


def test_table_shows_the_main_columns_like_a_newspaper(league):
    result = scorebook(league, "stats", "batting", "--player", "a4")
    header, row = result.output.splitlines()
    assert header.split() == [c for c in BATTING_COLUMNS if c not in ("ISO", "BABIP", "K%", "BB%")]
    assert row.split()[-4:] == ["1.000", "1.000", "4.000", "5.000"]
    pitching = scorebook(league, "stats", "pitching", "--player", "b9").output.splitlines()
    assert pitching[1].split()[-4:] == ["18.00", "2.00", "9.00", "9.00"]


def test_csv_has_every_column(league):
    rows = list(csv.reader(io.StringIO(scorebook(league, "stats", "pitching", "--format", "csv").output)))
    assert rows[0] == PITCHING_COLUMNS and len(rows) == 3


@pytest.mark.parametrize("value, column, written", [
    (0.3127, "AVG", ".313"), (1.0234, "OPS", "1.023"), (0.0, "SLG", ".000"),
    (3.4512, "ERA", "3.45"), (None, "AVG", None), (7, "HR", 7)])
def test_newspaper_numbers(value, column, written):
    assert newspaper(value, column) == written


def test_innings_for_min_ip():
    assert [outs_of(x) for x in ("0", "50", "50.1", "50.2")] == [0, 150, 151, 152]


def test_combine_teams_on_the_real_games(real):  # noqa: F811
    engine = real[0]
    url = engine.url.render_as_string(hide_password=False)
    rows = _json(url, "stats", "batting", "--combine-teams", "--player", "puig")
    assert [(r["team"], r["G"], r["H"], r["HR"], r["RBI"]) for r in rows] == [("CIN", 2, 3, 1, 4)]
    castillo = scorebook(url, "stats", "pitching", "--player", "castl003").output.splitlines()[1]
    assert castillo.split()[3:] == ["CIN", "1", "1", "1", "0", "0", "6.0", "25", "2", "0", "0",
                                    "0", "5", "11", "0", "0", "1", "0.00", "1.17", "16.50", "7.50"]
