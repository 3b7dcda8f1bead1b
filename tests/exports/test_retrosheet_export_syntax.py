"""Exported files are well-formed Retrosheet files, checked by a light validator.

`problems(folder)` reads every file an export wrote and lists what a Retrosheet reader would
choke on: a record with the wrong number of fields, a game out of order (id, version, info,
start, then the rest), an inning or team that is not one, a count that is not a count, a pitch
character that is no pitch code, an event that does not parse, a start or sub whose name is
not quoted, a data record that is not `er`, and — for real players — an id that is not
Retrosheet's (`[a-z-]{5}[0-9]{3}`: the last name's first four letters, `-` for
fewer, the first initial, a number). TEAM and roster lines are checked for their fields too.
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

from engine.core.errors import ScorebookError
from engine.core.events import PICKOFF_CODES, PITCH_CODES
from engine.core.notation import parse_play
from exports.retrosheet.exporter import export_retrosheet
from tests.db.conftest import db_url, engine  # noqa: F401  (fixtures)
from tests.exports.test_round_trip import record_real_games
from tests.exports.test_retrosheet_export_tabletop import dice_database

FIELDS = {"id": 2, "version": 2, "info": 3, "start": 6, "sub": 6, "play": 7, "com": 2,
          "data": 4, "radj": 3, "presadj": 3, "ladj": 3, "badj": 3, "padj": 3}
HEADER = ("id", "version", "info", "start")
PLAYER = re.compile(r"[a-z-]{5}[0-9]{3}")
PITCH_STRING = re.compile(r"[" + re.escape("".join(PITCH_CODES | PICKOFF_CODES)) + r".*>]*")
EVENT_FILE = re.compile(r"\d{4}[A-Z0-9]{3}\.EV[AN]")


def problems(folder: Path, real_players: bool = True) -> list[str]:
    """Everything wrong with the files in `folder`, as `file:line: what`."""
    found: list[str] = []
    for path in sorted(folder.iterdir()):
        lines = path.read_bytes().decode("utf-8").split("\r\n")
        if lines[-1] != "":
            found.append(f"{path.name}: the last line does not end with CRLF")
        lines = lines[:-1]
        if path.name.startswith("TEAM"):
            found += [f"{path.name}:{n}: {line}" for n, line in enumerate(lines, 1)
                      if len(line.split(",")) != 4 or line.split(",")[1] not in ("A", "N")]
        elif path.suffix == ".ROS":
            found += [f"{path.name}:{n}: {line}" for n, line in enumerate(lines, 1)
                      if len(line.split(",")) != 7 or line.split(",")[5] != path.name[:3]
                      or (real_players and not PLAYER.fullmatch(line.split(",")[0]))]
        elif EVENT_FILE.fullmatch(path.name):
            found += [f"{path.name}:{n}: {what}" for n, what in _event_file(lines, real_players)]
        else:
            found.append(f"{path.name}: not a Retrosheet file name")
    return found


def _event_file(lines: list[str], real_players: bool):
    stage = "id"
    for number, line in enumerate(lines, start=1):
        fields = next(csv.reader([line]))
        kind = fields[0]
        if FIELDS.get(kind) != len(fields):
            yield number, f"'{kind}' record with {len(fields)} fields"
            continue
        if kind == "id":
            stage = "version"
        elif kind in HEADER[1:]:
            if HEADER.index(kind) < HEADER.index(stage) - (kind == stage):
                yield number, f"'{kind}' after the game's {stage} records"
            stage = kind if kind != "version" else "info"
        else:
            stage = "plays"
        yield from ((number, what) for what in _fields(kind, fields, line, real_players))


def _fields(kind: str, fields: list[str], line: str, real_players: bool):
    player_ok = (lambda p: PLAYER.fullmatch(p) is not None) if real_players else bool
    if kind in ("start", "sub"):
        _, player, _name, team, slot, position = fields
        if not player_ok(player):
            yield f"player id '{player}'"
        if line.split(",")[2][:1] != '"':
            yield "the name is not quoted"
        if team not in ("0", "1") or not slot.isdigit() or not 1 <= int(position) <= 12:
            yield f"team, slot or position in '{line}'"
    elif kind == "play":
        _, inning, team, batter, count, pitches, event = fields
        if not inning.isdigit() or team not in ("0", "1") or not player_ok(batter):
            yield f"inning, team or batter in '{line}'"
        if not re.fullmatch(r"[0-3][0-2]|\?\?", count):  # ?? : unknown
            yield f"count '{count}'"
        if not PITCH_STRING.fullmatch(pitches):
            yield f"pitches '{pitches}'"
        if event != "NP":
            try:
                parse_play(event, fill_defaults=False)
            except ScorebookError as exc:
                yield f"event '{event}': {exc}"
    elif kind == "data":
        if fields[1] != "er" or not player_ok(fields[2]) or not fields[3].isdigit():
            yield f"data record '{line}'"
    elif kind == "com" and line[4:5] != '"':
        yield "the comment is not quoted"


def test_the_validator_catches_mistakes(tmp_path):
    (tmp_path / "2019CIN.EVN").write_bytes(
        b"id,CIN201906150\r\nversion,2\r\nstart,x1,Joe,0,1,7\r\ninfo,usedh,false\r\n"
        b"play,1,0,choos001,42,BBZ,S8\r\nplay,1,0,choos001,00,,Z8\r\ndata,er,minom001\r\n")
    (tmp_path / "TEAM2019").write_bytes(b"CIN,X,Cincinnati,Reds\r\n")
    found = "\n".join(problems(tmp_path))
    for what in ("player id 'x1'", "the name is not quoted", "'info' after the game's start",
                 "count '42'", "pitches 'BBZ'", "event 'Z8'", "'data' record with 3 fields",
                 "TEAM2019:1"):
        assert what in found, what


def test_real_games_export_well_formed_files(engine, tmp_path):
    record_real_games(engine)
    export_retrosheet(engine, tmp_path / "out")
    assert problems(tmp_path / "out") == []


def test_tabletop_games_export_well_formed_files(engine, tmp_path):
    dice_database(engine)
    export_retrosheet(engine, tmp_path / "out")
    assert problems(tmp_path / "out", real_players=False) == []  # made-up players: ids a1 … b9
