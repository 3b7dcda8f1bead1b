"""`scorebook contest record FILE`, `contest list` and `contest show`: a batting contest played at
a table (tests/data/nanyou/contest-2026-11-28.txt, worked out by hand in its comments: three
players, a tie for the picking order and for the batting order, a three-way tie after the
agreed rounds played off) is stored and listed; a bad line is one sentence naming the line and
nothing is stored; a script that stops early is stored unfinished."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorebook.cli import app

SAMPLE = Path(__file__).parents[1] / "data" / "nanyou" / "contest-2026-11-28.txt"


def scorebook(db: str, *args: str):
    return CliRunner().invoke(app, ["--db", db, "contest", *args])


@pytest.fixture
def db(tmp_path) -> str:
    return f"sqlite:///{tmp_path / 'c.db'}"


def test_a_contest_played_at_the_table_is_stored_and_listed(db):
    result = scorebook(db, "record", str(SAMPLE))
    assert result.exit_code == 0, result.output
    assert result.output == (f"Recorded contest 1 from {SAMPLE}: Cho won with 7 points in 2 "
                             "rounds and 1 play-off round.\n")
    listed = scorebook(db, "list")
    assert listed.output == (
        "id  date        rounds  played  status  winner  players\n"
        "1   2026-11-28  2       3       final   Cho     Ann N05 5, Bob N17 4, Cho N12 7\n")
    [row] = json.loads(scorebook(db, "list", "--format", "json").output)
    assert row["players"] == [{"player": "Ann", "card": "N05", "points": 5},
                              {"player": "Bob", "card": "N17", "points": 4},
                              {"player": "Cho", "card": "N12", "points": 7}]
    assert scorebook(db, "list", "--format", "csv").output.splitlines()[1] == \
        '1,2026-11-28,2,3,final,Cho,"Ann N05 5, Bob N17 4, Cho N12 7"'


def test_show_tells_the_contest_round_by_round(db):
    scorebook(db, "record", str(SAMPLE))
    shown = scorebook(db, "show", "1").output.splitlines()
    assert shown[0] == "Nanyou batting contest 1, 2026-11-28: 3 players, 2 rounds."
    assert shown[2] == "Picking order (one die each): Bob 3, Cho 3; ties again: Bob 5, Cho 2 → Bob, Cho."
    assert shown[4] == ("Batting order (two dice each): Ann 4-4, Bob 6-1, Cho 5-2; ties again: "
                        "Bob 3-3, Cho 2-5 → Ann, Cho, Bob.")
    assert "Round 3 (play-off: Ann, Cho, Bob)" in shown
    assert [line.split()[0:2] + line.split()[-2:] for line in shown if line.startswith("  ")] == [
        ["Ann", "1-6", "+1", "(1)"], ["Cho", "1-2", "+2", "(2)"], ["Bob", "2-2", "+3", "(3)"],
        ["Ann", "3-3", "+2", "(3)"], ["Cho", "1-6", "+1", "(3)"], ["Bob", "1-4", "+0", "(3)"],
        ["Ann", "1-1", "+2", "(5)"], ["Cho", "2-2", "+4", "(7)"], ["Bob", "1-3", "+1", "(4)"]]
    assert shown[-1] == "Winner: Cho (N12 三船 岳) with 7 points."
    data = json.loads(scorebook(db, "show", "1", "--format", "json").output)
    assert (data["contest"], data["date"], data["winner"], data["next"]) == (
        1, "2026-11-28", "Cho", None)
    assert data["turns"][6] == {"round": 3, "player": "Ann", "dice": "1-1", "card_result": "2B",
                                "challenge": None, "result": "2B", "points": 2}


BAD_LINES = [
    ("Cho 16 ", "Bob 16 ", 26, "the contest asks for Cho's turn at bat in round 2 (Cho DD) here, "
                               "not a turn of Bob's."),
    ("Bob 22 hr 45", "Bob 22", 24, "doubles (22): write 'hr' and the two dice of the home-run "
                                   "try, or 'no'."),
    ("Ann 16 ", "Ann 17 ", 22, "'17' is not two dice (write them 34 or 3-4)."),
    ("pick Cho n12", "pick Cho N17", 16, "N17 is Bob's card already."),
    ("pick Cho n12", "pick Cho N99", 16, "the card set has no card N99 (scorebook cards list nanyou)."),
    ("order Ann 44", "Ann 44", 17, "the contest asks for Ann's two dice for the batting order "
                                   "(order Ann DD) here, not a turn of Ann's."),
    ("Bob 13 ", "Bob 13\nAnn 12 ", 31, "the contest was over: Cho had won."),
    ("Ann 16 ", "Dan 16 ", 22, "'Dan' is not a player of the contest: Ann, Bob, Cho."),
    ("Ann 11 no", "Ann 11 hr", 28, "doubles (11): write 'hr' and the two dice of the home-run "
                                   "try, or 'no'."),
    ("Cho 12 ", "Cho 12 hr 55", 23, "'hr 55' after 12: there is no home-run try but on doubles "
                                    "that are not a home run."),
    ("info rounds 2", "info rounds two", 7, "'info rounds two' is not a contest header line: info "
                                            "contest nanyou, info date, info rounds N, info "
                                            "player NAME [CARD]."),
    ("info player Bob\n", "info player pick\n", 9, "a player may not be called 'pick': roll, "
                                                   "pick, order start the lines of the rolls."),
]


@pytest.mark.parametrize("old, new, line, message", BAD_LINES)
def test_a_bad_line_is_one_sentence_naming_it_and_nothing_is_stored(db, tmp_path, old, new,
                                                                    line, message):
    text = SAMPLE.read_text(encoding="utf-8")
    assert old in text
    script = tmp_path / "bad.txt"
    script.write_text(text.replace(old, new, 1), encoding="utf-8")
    result = scorebook(db, "record", str(script))
    assert result.exit_code == 1
    assert result.output == f"{script}:{line}: {message}\n"
    assert json.loads(scorebook(db, "list", "--format", "json").output) == []


@pytest.mark.parametrize("left_out, message", [
    (("info rounds 2",), "The script does not say the rounds agreed ('info rounds N')."),
    (("info contest nanyou",), "The script does not start with 'info contest nanyou'."),
    (("info player Bob", "info player Cho"), "A batting contest needs 2 or more players, not 1."),
])
def test_a_header_that_cannot_set_up_a_contest(db, tmp_path, left_out, message):
    lines = SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    script = tmp_path / "bad.txt"
    script.write_text("".join(x for x in lines if x.strip() not in left_out), encoding="utf-8")
    result = scorebook(db, "record", str(script))
    assert result.exit_code == 1
    assert result.output == f"{script}: {message}\n"


def test_a_script_that_stops_early_is_stored_unfinished(db, tmp_path):
    lines = SAMPLE.read_text(encoding="utf-8").splitlines(keepends=True)
    script = tmp_path / "half.txt"
    script.write_text("".join(lines[:24]), encoding="utf-8")  # through Bob's turn of round 1
    result = scorebook(db, "record", str(script))
    assert result.exit_code == 0, result.output
    assert result.output == (f"Recorded contest 1 from {script}, unfinished after 25 answers: "
                             "the app carries it on.\n")
    assert scorebook(db, "list").output.splitlines()[1] == (
        "1   2026-11-28  2       1       in progress          Ann N05 1, Bob N17 3, Cho N12 2")
    assert scorebook(db, "show", "1").output.splitlines()[-1] == (
        "Under way: Round 2, Ann (N05 柊 雅人): two dice on your card (first die).")


def test_a_name_with_a_space_is_written_in_quotes(db, tmp_path):
    script = tmp_path / "quoted.txt"
    script.write_text('info contest nanyou\ninfo rounds 1\ninfo player "Ann Lee" N05\n'
                      'info player Bob N17\norder "Ann Lee" 6-6\norder Bob 12\n'
                      '"ann lee" 16   # names in any case\nBob 14\n', encoding="utf-8")
    result = scorebook(db, "record", str(script))
    assert result.output == (f"Recorded contest 1 from {script}: Ann Lee won with 1 point in "
                             "1 round.\n")


def test_show_and_record_of_what_is_not_there(db, tmp_path):
    result = scorebook(db, "show", "3")
    assert (result.exit_code, result.output) == (1, "There is no contest 3.\n")
    result = scorebook(db, "record", str(tmp_path / "none.txt"))
    assert result.exit_code == 1 and result.output.startswith("Can't read the script ")
