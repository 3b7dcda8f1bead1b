"""Importing Retrosheet event files (exports.retrosheet.importer): what is written, re-imports,
and malformed files — a game with a mistake refused with `file:line: reason` while its file's
other games import (with strict, nothing of its file), and the other files still import. The files are made up (tests/exports/retrosheet_import_data.py);
the whole 2019 season is tests/exports/test_season_2019.py."""

from __future__ import annotations

import json

import pytest
import sqlalchemy as sa

from db.recording import rebuild
from exports.retrosheet.importer import Sources, import_files
from tests.db.conftest import db_url, engine  # noqa: F401  (database fixtures)
from tests.db.rows import everything
from tests.exports.retrosheet_import_data import PLAYS, event_file, game, header, write_season

KEY = "HOM202404010"


def table(engine, name: str) -> list[dict]:
    with engine.connect() as db:
        return [dict(r._mapping) for r in db.execute(sa.text(f"SELECT * FROM {name} ORDER BY 1"))]


def test_a_game_and_what_it_brings(engine, tmp_path):
    path = write_season(tmp_path)
    seen = []
    report = import_files(engine, [path], workers=1, progress=lambda p, n: seen.append((p, n)))
    assert (report.files, report.games, report.skipped, report.failures) == (1, 1, 0, [])
    assert seen == [(path, 1)]

    [g] = table(engine, "games")
    assert (g["key"], g["system"], str(g["date"]), g["away"], g["home"]) == (
        KEY, "retrosheet", "2024-04-01", "VIS", "HOM")
    assert (g["status"], g["away_runs"], g["home_runs"], g["innings"]) == ("final", 1, 2, 2)
    # The official scorer's pitchers of record, though the engine would give no win in a game
    # called in the 2nd (Rule 9.17(b)).
    assert (g["winner"], g["loser"], g["save"]) == ("homp0009", "visp0009", "")
    rebuild(engine, KEY)  # re-deriving the rows keeps the official scorer's decisions
    assert (table(engine, "games")[0]["winner"], table(engine, "games")[0]["loser"]) == (
        "homp0009", "visp0009")
    options = json.loads(g["options"])
    assert options["version"] == "2" and options["info.usedh"] == "false"
    assert [k for k in options if k.startswith("info.")][:3] == [
        "info.visteam", "info.hometeam", "info.date"]
    assert table(engine, "seasons")[0]["name"] == "2024"  # the year of the game's date

    leagues = {row["id"]: row["name"] for row in table(engine, "leagues")}
    teams = {row["code"]: (row["name"], leagues[row["league_id"]]) for row in table(engine, "teams")}
    assert teams == {"VIS": ("Visitville Voyagers", "American League"),
                     "HOM": ("Hometown Homers", "National League")}
    players = {row["player_id"]: row["name"] for row in table(engine, "players")}
    assert players["homp0001"] == "Al Homson"  # the roster's name, not the start record's
    assert players["newbp001"] == "Newt Newby"  # on no roster: his sub record's name
    assert len(players) == 19

    inputs = [row["value"] for row in table(engine, "game_inputs")]
    called = PLAYS.index('com,"Rain"')
    assert inputs == PLAYS[:called] + ["end,called"] + PLAYS[called:]
    assert {row["ask_key"] for row in table(engine, "game_inputs")} == {"record", "after"}


def test_pitches_after_the_last_dot_only(engine, tmp_path):
    import_files(engine, [write_season(tmp_path)], workers=1)
    rows = table(engine, "plays")
    pitches = "".join(r["pitch"] for r in rows if r["kind"] == "pitch")
    assert pitches == "CBSS" "CX" "BX" "BCX" "BC" "BX" "X" "X" "X" "BBBB" "B" "CX"
    homer = next(r for r in rows if r["text"] == "HR/78/F.1-H")
    assert (homer["pitches"], homer["runs"], homer["rbi"], homer["batter"]) == (
        "BCBX", 2, 2, "newbp001")


def test_a_game_already_there_is_skipped_or_replaced(engine, tmp_path):
    path = write_season(tmp_path)
    import_files(engine, [path], workers=1)
    before = everything(engine)

    again = import_files(engine, [path], workers=1)
    assert (again.games, again.skipped, again.replaced) == (0, 1, 0)
    assert everything(engine) == before

    replaced = import_files(engine, [path], replace=True, workers=1)
    assert (replaced.games, replaced.skipped, replaced.replaced) == (1, 0, 1)
    after = everything(engine)
    assert [g["id"] for g in after["games"]] == [g["id"] for g in before["games"]]
    strip = ("id", "created_at")
    for name in ("plays", "game_inputs", "lineup_entries"):
        assert ([{k: v for k, v in r.items() if k not in strip} for r in after[name]]
                == [{k: v for k, v in r.items() if k not in strip} for r in before[name]])


def test_files_in_worker_processes(engine, tmp_path):
    first = write_season(tmp_path)
    second = event_file(tmp_path, "2024VIS.EVA", game("HOM202404020", "2024/04/02"))
    report = import_files(engine, [first, second], workers=2)
    assert (report.files, report.games, report.failures) == (2, 2, [])
    assert [g["key"] for g in table(engine, "games")] == [KEY, "HOM202404020"]


def _broken(plays: list[str], at: int, record: str | None) -> list[str]:
    """The plays with record `at` replaced (None: removed)."""
    return plays[:at] + ([record] if record is not None else []) + plays[at + 1:]


#: What each mistake looks like and what the import says; the line is the broken record's
#: (the second game of the file starts at line 1 + len(first game)).
MISTAKES = {
    "truncated line": (_broken(PLAYS, 1, "play,1,0,visp0002,01,CX"), 1,
                       "A 'play' record has 7 fields, this one has 6."),
    "unknown record": (_broken(PLAYS, 1, "plya,1,0,visp0002,01,CX,63/G"), 1,
                       "'plya' is not a Retrosheet record type"),
    "impossible play": (_broken(PLAYS, 2, "play,1,0,visp0003,10,BX,8/F.1-2"), 2,
                        "There is no runner on first base."),
    "runner on an occupied base": (_broken(PLAYS, 12, "play,2,0,visp0005,11,B.CX,S9/G.B-2"),
                                   12, "Second base is already occupied by"),
    "the wrong batter": (_broken(PLAYS, 1, "play,1,0,visp0003,01,CX,63/G"), 1,
                         "The file has visp0003 batting in the top of the 1st, but the game "
                         "has Bo Vis (2B) (visp0002) batting in the top of the 1st."),
    "a play after the end": (PLAYS + ["end,rain", "play,2,0,visp0006,00,X,63/G"],
                             len(PLAYS) + 1,
                             "The game is over: only data and com records may follow it."),
}


@pytest.mark.parametrize("mistake", list(MISTAKES))
def test_a_game_with_a_mistake_is_refused_and_strict_refuses_its_file(engine, tmp_path, mistake):
    plays, index, reason = MISTAKES[mistake]
    good = write_season(tmp_path)
    first = game("VIS202404020", "2024/04/02")
    bad = event_file(tmp_path, "2024VIS.EVA", first, game("VIS202404030", "2024/04/03", plays),
                     game("VIS202404040", "2024/04/04"))
    line = len(first) + len(header()) + index + 1
    # --strict: all or nothing, file by file
    report = import_files(engine, [bad, good], workers=1, strict=True)
    assert (report.games, report.files, report.refused) == (1, 1, [])
    [failure] = report.failures
    assert failure.startswith(f"{bad}:{line}: {reason}"), failure
    assert [g["key"] for g in table(engine, "games")] == [KEY]  # nothing of the bad file
    # by default: every game that can be, the refused one named
    report = import_files(engine, [bad, good], workers=1)
    assert (report.games, report.files, report.skipped, report.failures) == (2, 2, 1, [])
    [refused] = report.refused
    assert refused.startswith(f"{bad}:{line}: {reason}"), refused
    assert sorted(g["key"] for g in table(engine, "games")) == [
        KEY, "VIS202404020", "VIS202404040"]


def test_a_game_without_start_records(engine, tmp_path):
    lines = [r for r in game() if not r.startswith("start,")]
    bad = event_file(tmp_path, "2024HOM.EVN", lines)
    report = import_files(engine, [bad], workers=1)
    assert report.refused == [f"{bad}:1: game {KEY} has no start records: both lineups are "
                              "needed."]
    assert report.failures == [] and table(engine, "games") == []


@pytest.mark.parametrize("lines, line, reason", [
    (["play,1,0,visp0001,12,CBSS,K"], 1, "a 'play' record before the first id record"),
    (game() + ["info,attendance,100"], len(game()) + 1,
     "a 'info' record after game HOM202404010 began"),
    (game() + game(), len(game()) + 1, "game HOM202404010 is in the file twice"),
    (_broken(game(), 2, "info,visteam,"), 3, "game HOM202404010: 'info,visteam' is empty: "
     "give the team's code, as info,visteam,TOR."),
    (_broken(game(), 4, "info,date,April 1st"), 5, "game HOM202404010: 'info,date,April 1st' "
     "is not a date"),
])
def test_header_mistakes(engine, tmp_path, lines, line, reason):
    bad = event_file(tmp_path, "2024HOM.EVN", lines)
    report = import_files(engine, [bad], workers=1)
    [failure] = report.refused + report.failures  # a game's own, or (before any game) the file's
    assert failure.startswith(f"{bad}:{line or 1}: {reason}"), failure


def test_teams_and_rosters_given_by_option(engine, tmp_path):
    write_season(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    path = event_file(elsewhere, "2024HOM.EVN", game())
    import_files(engine, [path], workers=1,
                 sources=Sources(teams_file=tmp_path / "TEAM2024", rosters=tmp_path))
    names = {row["code"]: row["name"] for row in table(engine, "teams")}
    assert names == {"VIS": "Visitville Voyagers", "HOM": "Hometown Homers"}
    players = {row["player_id"]: row["name"] for row in table(engine, "players")}
    assert players["visp0009"] == "Jim Visson"


def test_without_team_file_or_rosters_the_file_names_things(engine, tmp_path):
    path = event_file(tmp_path, "2024HOM.EVN", game())
    import_files(engine, [path], season="Spring", workers=1)
    assert {row["code"]: row["name"] for row in table(engine, "teams")} == {
        "VIS": "VIS", "HOM": "HOM"}
    players = {row["player_id"]: row["name"] for row in table(engine, "players")}
    assert players["homp0001"] == "Al Hom"
    assert [row["name"] for row in table(engine, "seasons")] == ["Spring"]


def test_latin1_files(engine, tmp_path):
    write_season(tmp_path)
    lines = [r.replace('"Al Hom"', '"Álvaro Núñez"') for r in game()]
    path = event_file(tmp_path, "2024HOM.EVN", lines)
    (tmp_path / "HOM2024.ROS").unlink()
    assert import_files(engine, [path], workers=1).failures == []
    players = {row["player_id"]: row["name"] for row in table(engine, "players")}
    assert players["homp0001"] == "Álvaro Núñez"


def test_an_unreadable_file(engine, tmp_path):
    missing = tmp_path / "2024XXX.EVN"
    [failure] = import_files(engine, [missing], workers=1).failures
    assert failure.startswith(f"{missing}: can't read it")


def test_a_rosters_folder_that_is_not_there(engine, tmp_path):
    path = write_season(tmp_path)
    nowhere = tmp_path / "nowhere"
    [failure] = import_files(engine, [path], workers=1,
                             sources=Sources(rosters=nowhere)).failures
    assert failure.startswith(f"{nowhere}: can't read the rosters there")
