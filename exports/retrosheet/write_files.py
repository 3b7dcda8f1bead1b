"""The files of a Retrosheet season beside the games: names, the TEAM file and the rosters.

    2019CIN.EVN     the games played at CIN in 2019 (.EVA: an American League / DH park)
    TEAM2019        CIN,N,Cincinnati,Reds      code, league, city, nickname
    CIN2019.ROS     alanr001,Alaniz,R.J.,R,R,CIN,P      id, last, first, bats, throws, team, pos

What goes in them — the files' own words where an import kept them — is chosen by
exports.retrosheet.rosters; here they are written. What is not known is made up as
Retrosheet would: a name split at its last word, `?` for bats and throws, the first position
a player played (P for anyone who pitched; OF for the outfield, as Retrosheet's rosters write
it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core.text_lines import comma_fields
from exports.retrosheet.files import ROSTER_WORDS

#: League names a teams table may use for the American League (the DH league) and National.
AMERICAN = ("a", "al", "american", "american league")
NATIONAL = ("n", "nl", "national", "national league")
ROSTER_POSITIONS = {1: "P", 2: "C", 3: "1B", 4: "2B", 5: "3B", 6: "SS", 7: "OF", 8: "OF",
                    9: "OF", 10: "DH"}
#: A roster entry's stored positions as a roster file writes them (the file's own words).
STORED_WORDS = {stored: word for word, stored in ROSTER_WORDS.items()}
#: Name endings that belong with the last name on a roster (Guerrero Jr.).
SUFFIXES = ("jr", "jr.", "sr", "sr.", "ii", "iii", "iv")


@dataclass(frozen=True)
class TeamLine:
    """A team as the TEAM file lists it: `city` and `nickname` as a TEAM file had them, if
    known."""

    code: str
    league: str  # A or N
    name: str  # the whole name, "Cincinnati Reds"
    city: str = ""
    nickname: str = ""


@dataclass(frozen=True)
class Rostered:
    """A player as a roster file lists him: `last` and `first` as a roster file had them,
    and his bats and throws, if known; `position` the roster's word (P, 1B, OF)."""

    player: str
    name: str  # the whole name, "Tommy La Stella"
    position: str
    last: str = ""
    first: str = ""
    bats: str = ""
    throws: str = ""


def event_file_name(home: str, year: str, american: bool) -> str:
    """`2019CIN.EVN`; `.EVA` for an American League (DH) home team."""
    return f"{year}{home}.{'EVA' if american else 'EVN'}"


def league_letter(league: str, uses_dh: bool) -> str:
    """A or N: the teams table's league when it names one, else the DH rule of the team's
    own park (American League parks use it)."""
    name = (league or "").strip().lower()
    if name in AMERICAN:
        return "A"
    if name in NATIONAL:
        return "N"
    return "A" if uses_dh else "N"


def team_file(teams: list[TeamLine]) -> list[str]:
    """The TEAM file's lines, by code: the city and nickname a TEAM file had ("Boston" "Red
    Sox") while they still spell the team's name; else the name split at its last space
    ("Tampa Bay" "Rays"), a name of one word being the city alone."""
    lines = []
    for team in sorted(teams, key=lambda t: t.code):
        city, nickname = team.city, team.nickname
        if not (city or nickname) or f"{city} {nickname}".strip() != team.name:
            city, _, nickname = (team.name or team.code).rpartition(" ")
            if not city:
                city, nickname = nickname, ""
        lines.append(_csv_line([team.code, team.league, city, nickname]))
    return lines


def split_name(name: str) -> tuple[str, str]:
    """(last, first) of a full name: the last word is the last name, with a suffix such as
    Jr. kept beside it; a one-word name is a last name alone."""
    words = name.split()
    if not words:
        return "", ""
    cut = len(words) - 1
    if cut > 1 and words[-1].lower() in SUFFIXES:
        cut -= 1
    return " ".join(words[cut:]), " ".join(words[:cut])


def roster_file(team: str, players: list[Rostered]) -> list[str]:
    """The roster of `team`, by player id. A player's last and first name are the ones a
    roster file had while they still spell his name (the app may have renamed him), else
    his name split; bats and throws unknown are `?`."""
    lines = []
    for player in sorted(players, key=lambda p: p.player):
        last, first = player.last, player.first
        if not (last or first) or f"{first} {last}".strip() != player.name:
            last, first = split_name(player.name)
        lines.append(_csv_line([player.player, last, first, player.bats or "?",
                                player.throws or "?", team, player.position or "?"]))
    return lines


def roster_word(positions: str) -> str:
    """A roster entry's stored positions ("1", "7 8 9", "3 DH") as a roster file's word: the
    file's own word when they are one (P, LF, OF, IF), else the usual (first) position, OF
    for the outfield; "" for none."""
    if positions in STORED_WORDS:
        return STORED_WORDS[positions]
    usual = positions.split()[:1]
    if not usual:
        return ""
    return "OF" if usual[0] in ("7", "8", "9") else STORED_WORDS.get(usual[0], "")


def played_word(position: int) -> str:
    """The roster word of a position played (Retrosheet's number; 10 is DH)."""
    return ROSTER_POSITIONS.get(position, "?")


def year_of(date, season: str | None) -> str:
    """The season-year a game's files are named by: its date's year, else a year in its
    season's name, else 0000."""
    if date is not None:
        return f"{date.year:04d}"
    found = re.search(r"\b(\d{4})\b", season or "")
    return found.group(1) if found else "0000"


def _csv_line(fields: list[str]) -> str:
    """Fields joined by commas. TEAM and roster files are never quoted, so a comma inside a
    name becomes a space."""
    return ",".join(f.replace(",", " ") for f in fields)


def appearances(records: list[str]) -> dict[int, dict[str, tuple[str, int]]]:
    """Who played for each side (0 visitors, 1 home) in a game's records, with the name the
    record gives and the first real position he played (P once he pitched)."""
    seen: dict[int, dict[str, tuple[str, int]]] = {0: {}, 1: {}}
    for record in records:
        if not record.startswith(("start,", "sub,")):
            continue
        _, player, name, side, _slot, position = comma_fields(record)
        side_seen, position = seen[int(side)], int(position)
        known = side_seen.get(player)
        if known is None or (known[1] > 10 and position <= 10) or (position == 1 and known[1] != 1):
            side_seen[player] = (name, position)
    return seen
