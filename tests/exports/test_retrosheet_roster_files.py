"""Export keeps what Retrosheet's files had (issue 15): a season folder imported and exported
gives back its TEAM file and rosters line for line — two-word nicknames (`Red Sox`), last
names with a space (`La Stella`), bats and throws, the roster's positions, players on the
roster who never played — with CRLF line endings. Games that were not imported still export
as before: names split at the last word, `?` for what is not known.

The season is made up (tests/exports/retrosheet_import_data.py's game, VIS at HOM).
"""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa

from db.recording import create_game, record
from db.rosters import add_player, add_team, rename_player
from exports.retrosheet.exporter import export_retrosheet
from exports.retrosheet.files import read_roster, read_teams
from exports.retrosheet.importer import import_files
from tests.db.conftest import db_url, engine, setup  # noqa: F401  (fixtures)
from tests.db.rows import everything
from tests.exports.retrosheet_import_data import event_file, game

TEAMS = ["HOM,A,Boston,Red Sox", "VIS,A,Chicago,White Sox"]
#: Both rosters, by id: every starter and the pinch hitter (newbp001) of the game, and a player
#: on each roster who never played (visb0001, homb0001). Positions as the files write them
#: (OF and IF as well as LF), differing from where some played (visp0009 pitched).
ROSTERS = {
    "HOM": ["homb0001,De Los Santos,Enyel,R,R,HOM,P",
            "homp0001,Homson,Al,L,L,HOM,OF",
            "homp0002,Guerrero Jr.,Bo,R,R,HOM,2B",
            "homp0003,Homson,Cy,B,R,HOM,SS",
            "homp0004,Homson,Dan,L,R,HOM,1B",
            "homp0005,Homson,Ed,R,L,HOM,3B",
            "homp0006,Homson,Gus,R,R,HOM,LF",
            "homp0007,Homson,Hal,B,L,HOM,OF",
            "homp0008,Homson,Ike,R,R,HOM,C",
            "homp0009,Homson,Jim,L,L,HOM,P",
            "newbp001,Newby,Newt,L,R,HOM,OF"],
    "VIS": ["visb0001,Del Pozo,Miguel,L,L,VIS,P",
            "visp0001,Visson,Al,R,R,VIS,OF",
            "visp0002,La Stella,Tommy,L,R,VIS,2B",
            "visp0003,Visson,Cy,R,R,VIS,SS",
            "visp0004,Visson,Dan,B,R,VIS,IF",
            "visp0005,Visson,Ed,R,R,VIS,3B",
            "visp0006,Visson,Gus,L,L,VIS,OF",
            "visp0007,Visson,Hal,R,R,VIS,OF",
            "visp0008,Visson,Ike,R,R,VIS,C",
            "visp0009,Visson,Jim,R,L,VIS,1B"],
}


def write_folder(folder: Path, year: str = "2024", rosters: dict | None = None) -> Path:
    """A season folder: the TEAM file, both rosters and the event file of the game."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"TEAM{year}").write_bytes("".join(f"{t}\r\n" for t in TEAMS).encode())
    for code, lines in (rosters or ROSTERS).items():
        (folder / f"{code}{year}.ROS").write_bytes("".join(f"{l}\r\n" for l in lines).encode())
    return event_file(folder, f"{year}HOM.EVA",
                      game(f"HOM{year}04010", f"{year}/04/01"))


def crlf_lines(path: Path) -> list[str]:
    """The file's lines; every one must end with CRLF."""
    text = path.read_bytes().decode()
    assert text.endswith("\r\n") and "\n" not in text.replace("\r\n", ""), path.name
    return text.split("\r\n")[:-1]


def test_the_team_file_and_rosters_come_back_as_they_were(engine, tmp_path):
    report = import_files(engine, [write_folder(tmp_path / "in")], workers=1)
    assert (report.games, report.failures, report.refused) == (1, [], [])
    out = tmp_path / "out"
    export_retrosheet(engine, out)
    assert crlf_lines(out / "TEAM2024") == TEAMS
    for code, lines in ROSTERS.items():
        assert crlf_lines(out / f"{code}2024.ROS") == sorted(lines)
    assert crlf_lines(out / "2024HOM.EVA")[0] == "id,HOM202404010"  # event files are CRLF too


def test_what_import_keeps(engine, tmp_path):
    import_files(engine, [write_folder(tmp_path / "in")], workers=1)
    assert read_teams(tmp_path / "in" / "TEAM2024")["HOM"].nickname == "Red Sox"
    [stella] = [line for line in read_roster(tmp_path / "in" / "VIS2024.ROS")
                if line.player_id == "visp0002"]
    assert (stella.name, stella.last, stella.positions, stella.year) == (
        "Tommy La Stella", "La Stella", "4", "2024")
    with engine.connect() as db:
        player = db.execute(sa.text(
            "SELECT name, last_name, first_name, bats, throws FROM players "
            "WHERE player_id = 'visb0001'")).one()
        entries = dict(db.execute(sa.text(
            "SELECT r.player_id, r.positions || '|' || r.seasons FROM roster_entries r "
            "JOIN teams t ON t.id = r.team_id WHERE t.code = 'VIS'")).all())
        team = db.execute(sa.text(
            "SELECT name, city, nickname FROM teams WHERE code = 'HOM'")).one()
    assert tuple(player) == ("Miguel Del Pozo", "Del Pozo", "Miguel", "L", "L")
    assert entries["visb0001"] == "1|2024" and entries["visp0004"] == "3 4 5 6|2024"
    assert entries["visp0001"] == "7 8 9|2024" and len(entries) == 10
    assert tuple(team) == ("Boston Red Sox", "Boston", "Red Sox")


def test_each_year_lists_its_own_roster(engine, tmp_path):
    later = {"HOM": ROSTERS["HOM"],
             "VIS": [line for line in ROSTERS["VIS"] if not line.startswith("visb")]
             + ["visx0001,Later,Larry,R,R,VIS,C"]}
    import_files(engine, [write_folder(tmp_path / "2024"),
                          write_folder(tmp_path / "2025", "2025", later)], workers=1)
    export_retrosheet(engine, tmp_path / "out")
    assert crlf_lines(tmp_path / "out" / "VIS2024.ROS") == sorted(ROSTERS["VIS"])
    assert crlf_lines(tmp_path / "out" / "VIS2025.ROS") == sorted(later["VIS"])


def test_importing_again_changes_nothing_and_a_renamed_player_is_split_anew(engine, tmp_path):
    path = write_folder(tmp_path / "in")
    import_files(engine, [path], workers=1)
    before = everything(engine)
    import_files(engine, [path], workers=1)
    assert everything(engine) == before
    import_files(engine, [path], workers=1, replace=True)
    after = everything(engine)
    for name in ("teams", "players", "roster_entries"):
        assert after[name] == before[name]
    rename_player(engine, "visp0002", "Tom LaStella")  # the kept split no longer spells him
    export_retrosheet(engine, tmp_path / "out")
    roster = crlf_lines(tmp_path / "out" / "VIS2024.ROS")
    assert "visp0002,LaStella,Tom,L,R,VIS,2B" in roster and len(roster) == 10


def test_a_typed_game_uses_the_app_roster_and_splits_names(engine, setup, tmp_path):
    add_team(engine, "AAA", "Red Sox of Boston")
    add_player(engine, "AAA", "a2", "A Player 2", positions="SS 2B")  # plays 2B in the game
    add_player(engine, "AAA", "bench1", "Bench Warmer", positions="P")  # no Retrosheet year
    create_game(engine, "g1", "plain", setup, date="2024-05-01")
    for line in ["HR"] + ["K"] * 54:  # 1-0 after nine
        record(engine, "g1", line)
    export_retrosheet(engine, tmp_path / "out")
    assert crlf_lines(tmp_path / "out" / "TEAM2024") == ["AAA,N,Red Sox of,Boston", "BBB,N,BBB,"]
    roster = crlf_lines(tmp_path / "out" / "AAA2024.ROS")
    assert roster[:2] == ["a1,1,A Player,?,?,AAA,OF", "a2,2,A Player,?,?,AAA,SS"]
    assert len(roster) == 9  # the bench player, on no Retrosheet roster of 2024, is not listed
