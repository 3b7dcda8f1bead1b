"""Reading Retrosheet's files: event files into games' records, TEAM files, rosters (.ROS).

    2019TOR.EVA     the games played at one park: id, version, info, start, then the game's
                    play, sub, com, data, badj/padj/ladj/radj/presadj records
    TEAM2019        ANA,A,Anaheim,Angels            code, league, city, nickname
    TOR2019.ROS     adamj002,Adam,Jason,R,R,TOR,P   id, last, first, bats, throws, team, position

Files are CRLF text in UTF-8 or Latin-1 (older files). Every record of an event file is
checked here for its type and its number of fields; a mistake is a `ScorebookError` saying
`file:line: reason`. What the records mean is the retrosheet system's business
(engine.systems.retrosheet).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from db.bulk import TeamInfo
from db.season_rosters import RosterLine
from engine.core.errors import EntryError, ScorebookError, quoted
from engine.core.lineup_lines import PlayerLine, read_player_line
from engine.core.printable import check_printable
from engine.core.text_lines import editor_lines
from engine.systems.retrosheet.records import HEADER_TYPES, split_record

#: What a TEAM file's league letter stands for.
LEAGUES = {"A": "American League", "N": "National League"}
#: A roster file's positions as a roster entry stores them (db.rosters: numbers and DH);
#: Retrosheet's rosters write OF for most outfielders, now and then IF, LF or DH.
ROSTER_WORDS = {"P": "1", "C": "2", "1B": "3", "2B": "4", "3B": "5", "SS": "6", "LF": "7",
                "CF": "8", "RF": "9", "OF": "7 8 9", "IF": "3 4 5 6", "DH": "DH"}


class RetrosheetFileError(ScorebookError):
    """A Retrosheet file that cannot be read: the message is `file:line: reason`."""


@dataclass(frozen=True)
class Record:
    """One record of an event file, as written, and the line it is on."""

    line: int
    text: str


@dataclass
class GameRecords:
    """One game of an event file: its header records and its other records, in order."""

    key: str
    line: int  # the id record's line
    version: str = ""
    info: list[tuple[str, str]] = field(default_factory=list)
    info_lines: dict[str, int] = field(default_factory=dict)
    starts: list[tuple[int, PlayerLine]] = field(default_factory=list)
    records: list[Record] = field(default_factory=list)
    began: bool = False  # a record other than com came after the header
    refused: str = ""  # `file:line: reason` when a record of the game cannot be read


def read_text(path: Path) -> str:
    """A Retrosheet file's text: UTF-8 if it is, else Latin-1 (which reads any byte)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RetrosheetFileError(f"{path}: can't read it: {exc.strerror or exc}.") from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return text.lstrip("\ufeff")


def read_event_file(path: Path) -> list[GameRecords]:
    """The games of an event file, their records checked for type and number of fields. A
    record that cannot be read marks its game `refused` (the file's other games stand); one
    before the first id record belongs to no game, and refuses the file."""
    games: list[GameRecords] = []
    seen: dict[str, int] = {}
    for number, raw in enumerate(editor_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        try:
            fields = split_record(raw)
        except ScorebookError as exc:
            if not games:
                raise RetrosheetFileError(f"{path}:{number}: {exc}") from None
            _refuse(games[-1], f"{path}:{number}: {exc}")
            continue
        kind = fields[0]
        if kind == "id":
            key = fields[1].strip()
            games.append(GameRecords(key, number))
            if key in seen:
                _refuse(games[-1], f"{path}:{number}: game {key} is in the file twice (first "
                                   f"on line {seen[key]}).")
            seen.setdefault(key, number)
        elif not games:
            raise RetrosheetFileError(f"{path}:{number}: a {quoted(kind)} record before the first "
                                      "id record: every game starts with id,GAMEID.")
        try:
            if kind != "com":  # a comment is free text: it names nobody (a form feed may stay)
                _printable(fields, "record", f"{path}:{number}: ")  # an id's refuses its own game
            if kind != "id":
                _add(games[-1], kind, fields, raw, number, path)
        except RetrosheetFileError as exc:
            _refuse(games[-1], str(exc))
    for game in games:
        if not game.starts:
            _refuse(game, f"{path}:{game.line}: game {game.key} has no start records: both "
                          "lineups are needed.")
    return games


def _printable(fields: list[str], what: str, where: str = "") -> list[str]:
    """The fields of a line, refused (RetrosheetFileError, its message starting `where`) if one
    holds a control character: an id, a name or a code with one is a damaged file."""
    for at, value in enumerate(fields, start=1):
        try:
            check_printable(f"Field {at} of the {what}", value,
                            rule="a Retrosheet file is printable text")
        except EntryError as exc:
            raise RetrosheetFileError(f"{where}{exc}") from None
    return fields


def _refuse(game: GameRecords, reason: str) -> None:
    """The game cannot be imported: its first mistake is the reason."""
    game.refused = game.refused or reason


def _add(game: GameRecords, kind: str, fields: list[str], raw: str, number: int,
         path: Path) -> None:
    """Put one record in its place: the header until the game's first play, then the rest."""
    if kind in HEADER_TYPES and game.began:
        raise RetrosheetFileError(f"{path}:{number}: a {quoted(kind)} record after game "
                                  f"{game.key} began: it belongs before the first play.")
    if kind == "version":
        game.version = fields[1].strip()
    elif kind == "info":
        key = fields[1].strip().lower()
        game.info.append((key, ",".join(fields[2:]).strip()))
        game.info_lines.setdefault(key, number)
    elif kind == "start":
        try:
            game.starts.append((number, read_player_line(raw)))
        except ScorebookError as exc:
            raise RetrosheetFileError(f"{path}:{number}: {exc}") from None
    else:
        game.records.append(Record(number, raw.strip()))
        game.began = game.began or kind != "com"


def read_teams(path: Path) -> dict[str, TeamInfo]:
    """A TEAM file: code -> the team's name, league, city and nickname."""
    teams: dict[str, TeamInfo] = {}
    for number, raw in enumerate(editor_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        fields = _printable([f.strip() for f in raw.split(",")], "team line", f"{path}:{number}: ")
        if len(fields) != 4 or not fields[0]:
            raise RetrosheetFileError(f"{path}:{number}: a team is code,league,city,nickname "
                                      f"(ANA,A,Anaheim,Angels), not {quoted(raw.strip())}.")
        code, league, city, nickname = fields
        teams[code] = TeamInfo(code, f"{city} {nickname}".strip(), LEAGUES.get(league, league),
                               city, nickname)
    return teams


def read_roster(path: Path, year: str | None = None) -> list[RosterLine]:
    """A roster (.ROS), line by line. Its year is the one its name ends with (TOR2019.ROS),
    else `year`; its team is each line's, else the name's first three letters. Fields past
    the first name may be missing (older hand-made rosters): they are then unknown."""
    named = re.fullmatch(r"(.*?)(\d{4})?", path.stem)
    year = (named[2] if named and named[2] else year) or ""
    lines: list[RosterLine] = []
    for number, raw in enumerate(editor_lines(read_text(path)), start=1):
        if not raw.strip():
            continue
        fields = _printable([f.strip() for f in raw.split(",")], "roster line",
                            f"{path}:{number}: ")
        if len(fields) < 3 or not fields[0]:
            raise RetrosheetFileError(f"{path}:{number}: a roster line is id,last,first,… "
                                      "(adamj002,Adam,Jason,R,R,TOR,P), not "
                                      f"{quoted(raw.strip())}.")
        player, last, first, bats, throws, team, position = (fields + [""] * 7)[:7]
        lines.append(RosterLine(player, last, first, bats, throws, team or path.stem[:3],
                                ROSTER_WORDS.get(position.upper(), ""), year))
    return lines


def season_year(event_file: Path) -> str | None:
    """The year an event file's name starts with (2019TOR.EVA), if it does."""
    year = re.match(r"(\d{4})", event_file.name)
    return year[1] if year else None


def teams_beside(folder: Path, year: str | None) -> Path | None:
    """The TEAM file in an event file's folder: TEAMyyyy for the file's year, else the only
    TEAM file there."""
    if year and (folder / f"TEAM{year}").is_file():
        return folder / f"TEAM{year}"
    found = sorted(p for p in folder.glob("TEAM*") if p.is_file())
    return found[0] if len(found) == 1 else None


def rosters_in(folder: Path) -> list[Path]:
    """Every roster file (.ROS) in a folder."""
    try:
        return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.upper() == ".ROS")
    except OSError as exc:
        raise RetrosheetFileError(f"{folder}: can't read the rosters there: "
                                  f"{exc.strerror or exc}.") from exc
