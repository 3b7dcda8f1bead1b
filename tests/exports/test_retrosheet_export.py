"""`scorebook export retrosheet`: the events it writes, and the four real games written back
exactly as Retrosheet wrote them.

The real games (tests/data/games, typed from Retrosheet's 2019 files) are recorded with the
entry language, exported, and compared record by record with Retrosheet's own event files.
The information used here was obtained free of charge from and is copyrighted by Retrosheet.
Interested parties may contact Retrosheet at "www.retrosheet.org".
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from db.recording import create_game, record
from exports.retrosheet.exporter import export_retrosheet
from exports.retrosheet.write_play import count_before_last, explicit_event
from scorebook.cli import app
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (fixtures)
from tests.exports.test_round_trip import record_real_games

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT.parent / "shared" / "data" / "retrosheet-2019" / "events"
#: Info records a scoring script does not carry (the park, the umpires, the weather …).
NOT_TYPED = ("site", "starttime", "daynight", "umphome", "ump1b", "ump2b", "ump3b", "umplf",
             "umprf", "howscored", "pitches", "oscorer", "temp", "winddir", "windspeed",
             "fieldcond", "precip", "sky", "timeofgame", "attendance")

runner = CliRunner()


def play_row(text, *, batter_event=True, batter_dest=1, runners=(), dests=()):
    """A plays row with the columns the event is made from."""
    row = {"text": text, "batter_event": batter_event, "batter_dest": batter_dest}
    for base in (1, 2, 3):
        row[f"runner{base}"] = f"r{base}" if base in runners else ""
        row[f"run{base}_dest"] = dict(zip(runners, dests)).get(base, 0)
    return row


@pytest.mark.parametrize("row, event", [
    (play_row("S8/L", runners=(1,), dests=(2,)), "S8/L.1-2"),  # the entry default, written
    (play_row("S8/L", runners=(1, 2), dests=(3, 4)), "S8/L.2-H;1-3"),
    (play_row("W", runners=(1,), dests=(2,)), "W.1-2"),  # a forced runner is written too
    (play_row("S8.1-3", runners=(1,), dests=(3,)), "S8.1-3"),  # already said: unchanged
    (play_row("63/G", batter_dest=0, runners=(3,), dests=(3,)), "63/G"),  # he stayed
    (play_row("HR/F", batter_dest=5), "HR/F.B-H(UR)"),  # an unearned run is marked
    (play_row("D7.2-H", batter_dest=2, runners=(2,), dests=(6,)), "D7.2-H(TUR)"),
    (play_row("E6.2-H(UR)", runners=(2,), dests=(5,)), "E6.2-H(UR)"),  # no second mark
    (play_row("K+WP", batter_dest=0, runners=(1, 3), dests=(2, 4)), "K+WP.3-H;1-2"),
    (play_row("SB2", batter_event=False, runners=(1,), dests=(2,)), "SB2"),
    (play_row("WP", batter_event=False, runners=(2, 3), dests=(3, 5)), "WP.3-H(UR);2-3"),
    (play_row("PO2(E1).2-3", batter_event=False, runners=(2,), dests=(3,)), "PO2(E1).2-3"),
])
def test_every_runner_movement_and_unearned_run_is_written(row, event):
    assert explicit_event(row) == event


@pytest.mark.parametrize("pitches, count", [
    ("", "00"), ("X", "00"), ("BBCBCX", "32"), ("BBBB", "30"), ("CFFFS", "02"),
    ("B11BC", "20"), ("CB2", "11"), ("*B>CX", "11")])
def test_the_count_is_the_count_before_the_last_pitch(pitches, count):
    assert count_before_last(pitches) == count


def official_records(game_id: str) -> list[str]:
    """The game's records in Retrosheet's file, without com records and the info a scoring
    script does not carry."""
    for path in EVENTS.glob("*.EV?"):
        lines = path.read_text(encoding="latin-1").replace("\r", "").split("\n")
        if f"id,{game_id}" in lines:
            start = lines.index(f"id,{game_id}")
            end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("id,")),
                       len(lines))
            return [line for line in lines[start:end] if line and not line.startswith("com,")
                    and line.split(",")[1] not in NOT_TYPED]
    raise AssertionError(f"{game_id} is not in the event files")


@pytest.mark.skipif(not EVENTS.exists(),
                    reason="the shared Retrosheet data is not beside the project")
def test_real_games_are_written_as_retrosheet_wrote_them(engine, tmp_path):
    out = tmp_path / "out"
    keys = record_real_games(engine)
    result = export_retrosheet(engine, out)
    assert result.games == 4 and not result.unfinished
    written = {}
    for path in out.glob("2019*.EV?"):
        text = path.read_bytes().decode()
        assert "\r\n" in text and "\n" not in text.replace("\r\n", "")  # CRLF, as Retrosheet's
        lines = text.split("\r\n")[:-1]
        starts = [i for i, line in enumerate(lines) if line.startswith("id,")]
        for start, end in zip(starts, starts[1:] + [len(lines)]):
            written[lines[start][3:]] = lines[start:end]
    assert sorted(written) == keys
    for key in keys:
        assert written[key] == official_records(key), key
    names = sorted(p.name for p in out.iterdir())
    assert names[:4] == ["2019CIN.EVN", "2019PIT.EVN", "2019SFN.EVN", "2019TBA.EVA"]
    assert "TEAM2019" in names and "TEX2019.ROS" in names and "CIN2019.ROS" in names


def test_unfinished_games_are_left_out(engine, setup, tmp_path):
    create_game(engine, "g1", "plain", setup, date="2024-05-01")
    record(engine, "g1", "bcx S8")
    result = runner.invoke(app, ["--db", str(engine.url), "export", "retrosheet",
                                 str(tmp_path / "out")])
    assert result.exit_code == 1
    assert "Nothing to export: g1 is not finished." in result.output
    assert not (tmp_path / "out").exists()


def test_one_game_by_key(engine, setup, tmp_path):
    out = tmp_path / "out"
    # Nine scoreless innings, a home run in the top of the tenth, six more strikeouts.
    lines = ["K"] * 54 + ["HR"] + ["K"] * 6
    for key, day in (("g1", "2024-05-01"), ("g2", "2024-05-02")):
        create_game(engine, key, "plain", setup, date=day, season="Summer 2024")
        for line in lines:
            record(engine, key, line)
    result = runner.invoke(app, ["--db", str(engine.url), "export", "retrosheet",
                                 "--game", "g2", str(out)])
    assert result.exit_code == 0, result.output
    assert "1 game in 1 event file (+ TEAM2024, 2 rosters) written to" in result.output
    records = (out / "2024BBB.EVN").read_text().splitlines()
    assert records[:5] == ["id,g2", "version,2", "info,visteam,AAA", "info,hometeam,BBB",
                           "info,date,2024/05/02"]
    assert "info,wp,a9" in records and "info,lp,b9" in records and "info,save," in records
    assert "play,10,0,a1,00,,HR" in records  # the batter's run needs no advance written
    assert records[-2:] == ["data,er,a9,0", "data,er,b9,1"]
    assert (out / "TEAM2024").read_text().splitlines() == ["AAA,N,AAA,", "BBB,N,BBB,"]
    roster = (out / "AAA2024.ROS").read_text().splitlines()
    assert roster[0] == "a1,1,A Player,?,?,AAA,OF" and roster[-1] == "a9,9,A Player,?,?,AAA,P"


def test_season_and_game_together_are_refused(engine, tmp_path):
    result = runner.invoke(app, ["--db", str(engine.url), "export", "retrosheet",
                                 "--season", "S", "--game", "g1", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output.strip() == "Give --season or --game, not both."


def test_an_unknown_season_is_one_sentence(engine, tmp_path):
    result = runner.invoke(app, ["--db", str(engine.url), "export", "retrosheet",
                                 "--season", "1899", str(tmp_path)])
    assert result.exit_code == 1
    assert result.output.strip() == "The season 1899 has no games."


def test_comments_become_com_records(engine, setup, tmp_path):
    create_game(engine, "g1", "plain", setup, date="2024-05-01")
    for line in ['com "rain delay, 20 minutes"', "bcx S8 # off the wall", "HR"] + ["K"] * 54:
        record(engine, "g1", line)
    export_retrosheet(engine, tmp_path / "out")
    records = (tmp_path / "out" / "2024BBB.EVN").read_text().splitlines()
    first = records.index('com,"rain delay, 20 minutes"')
    assert records[first + 1:first + 3] == ["play,1,0,a1,11,BCX,S8", 'com,"off the wall"']
