"""A two-way player (Rule 5.11(b)) from a Retrosheet file and from a typed script: he starts
twice (the DH in slot 1, the pitcher in slot 0), is relieved in the 7th and bats on as the DH.
The box score has him once among the batters and once among the pitchers, and the export
writes him back as the file had him. The files are made up."""

from __future__ import annotations

from pathlib import Path

from engine.core.script import parse_script
from exports.retrosheet.exporter import export_retrosheet
from exports.retrosheet.importer import import_files
from scorebook.scoring_script import record_script
from tests.db.conftest import db_url, engine  # noqa: F401  (database fixtures)
from tests.exports.test_round_trip import assert_same_box_scores, box_scores_by_game, empty_database

KEY = "TWO202204070"
AWAY = [f"vis{c}0001" for c in "abcdefghi"]
HOME = ["twowp001"] + [f"hom{c}0001" for c in "bcdefghi"]
NAMES = {"twowp001": "Two Way"}
FIELD = (10, 8, 5, 4, 7, 3, 2, 9, 6)


def starts(sep: str) -> list[str]:
    """Both lineups; the home team's starting pitcher is also its DH."""
    lines = [f'start{sep}{p}{sep}"{NAMES.get(p, p[:4])}"{sep}{side}{sep}{slot}{sep}{pos}'
             for side, team in ((0, AWAY), (1, HOME))
             for slot, (p, pos) in enumerate(zip(team, FIELD), start=1)]
    lines.insert(9, f'start{sep}visp0001{sep}"Vis P"{sep}0{sep}0{sep}1')
    return lines + [f'start{sep}twowp001{sep}"Two Way"{sep}1{sep}0{sep}1']


def innings() -> list[tuple[int, int, str, str]]:
    """(inning, side, batter, play): 27 ground outs for the visitors, a home run and 24 fly
    outs for the home team; the reliever comes in before the top of the 7th (play "")."""
    plays, up = [], [0, 0]
    for inning in range(1, 10):
        for side, team in enumerate((AWAY, HOME)):
            if side and inning == 9:
                break
            if not side and inning == 7:
                plays.append((inning, side, team[up[side] % 9], ""))
            outs = 0
            while outs < 3:
                homer = side and up[side] == 0
                plays.append((inning, side, team[up[side] % 9], "HR/F7" if homer else
                              "63/G" if not side else "8/F"))
                outs += not homer
                up[side] += 1
    return plays


def event_file(folder: Path) -> Path:
    records = [f"id,{KEY}", "version,2", "info,visteam,VIS", "info,hometeam,TWO",
               "info,date,2022/04/07", "info,number,0", "info,usedh,true",
               "info,wp,twowp001", "info,lp,visp0001", "info,save,", *starts(",")]
    for inning, side, batter, play in innings():
        if play:
            records.append(f"play,{inning},{side},{batter},00,X,{play}")
        else:
            records += [f"play,{inning},{side},{batter},00,,NP", 'sub,relp0001,"Rel P",1,0,1']
    records += ["data,er,visp0001,1", "data,er,twowp001,0", "data,er,relp0001,0"]
    path = folder / "2022TWO.EVA"
    path.write_bytes("".join(f"{r}\r\n" for r in records).encode())
    return path


def assert_once_in_each(box: dict) -> None:
    batting = [b for b in box["batting"]["home"] if b["player_id"] == "twowp001"]
    pitching = [p for p in box["pitching"]["home"] if p["player_id"] == "twowp001"]
    assert [(b["slot"], b["pos"], b["AB"], b["H"], b["R"]) for b in batting] == [(1, "dh", 3, 1, 1)]
    assert [(p["outs"], p["BF"], p["decision"]) for p in pitching] == [(18, 18, "W")]
    assert [p["player_id"] for p in box["pitching"]["home"]] == ["twowp001", "relp0001"]


def test_a_file_with_a_two_way_player_imports_and_exports_as_it_was(engine, tmp_path):
    path = event_file(tmp_path)
    report = import_files(engine, [path], workers=1)
    assert (report.games, report.failures) == (1, [])
    assert_once_in_each(box_scores_by_game(engine)[KEY])

    exported = export_retrosheet(engine, tmp_path / "out")
    [written] = [p for p in exported.files if p.suffix == ".EVA"]
    lines = written.read_text().splitlines()
    assert [line for line in lines if line.startswith("start,twowp001")] == [
        'start,twowp001,"Two Way",1,1,10', 'start,twowp001,"Two Way",1,0,1']
    again = empty_database(tmp_path / "again")
    assert import_files(again, [written], workers=1).failures == []
    assert_same_box_scores(engine, again)


def test_a_typed_game_with_a_two_way_player(engine, tmp_path):
    lines = ["info visteam VIS", "info hometeam TWO", "info dh true", "info date 2022/04/07",
             *starts(" ")]
    for _inning, _side, _batter, play in innings():
        lines.append(play or 'sub relp0001 "Rel P" home 0 1')
    record_script(engine, KEY, parse_script("\n".join(lines) + "\n"), source="typed")
    box = box_scores_by_game(engine)[KEY]
    assert_once_in_each(box)
    assert box["linescore"]["home"]["R"] == 1
