"""Rosters as a season's roster files have them, kept so that an export writes them back.

A Retrosheet roster file (TOR2019.ROS) lists every player on a team's roster that year — those
who never got into a game too — with his name split into last and first as the file splits it
("La Stella", "Tommy"), how he bats and throws, and his position; a TEAM file splits each
team's name into city and nickname ("Boston", "Red Sox"). The full names stay in
`players.name` and `teams.name`; the split is kept beside them, in columns left empty when it
is not known (a team or player made here).

A roster entry lists the season-years the files put the player there (`seasons`, "2019
2020"), so an export of one year lists that year's roster; its position is the latest file's.
Writing happens in the caller's transaction (the import writes a file's games and rosters
together); the reading functions take a connection too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from db.bulk import IN_LIST, TeamInfo, batches
from db.models import metadata
from db.shared_rows import add_missing

_t = metadata.tables
#: The columns a roster file gives a player, beyond his name.
_PERSON = ("last_name", "first_name", "bats", "throws")


@dataclass(frozen=True)
class RosterLine:
    """A player on a team's roster in a season-year, as a roster file has him."""

    player_id: str
    last: str
    first: str
    bats: str
    throws: str
    team: str
    positions: str  # as roster_entries stores them ("1", "7 8 9"); "" when not known
    year: str = ""  # "" when neither the file's name nor its event files give one

    @property
    def name(self) -> str:
        """The full name, "Tommy La Stella"."""
        return f"{self.first} {self.last}".strip()


@dataclass(frozen=True)
class Person:
    """A player as an export names him: his full name and what a roster file said of him
    (empty strings when nothing did)."""

    player_id: str
    name: str
    last: str = ""
    first: str = ""
    bats: str = ""
    throws: str = ""


@dataclass(frozen=True)
class TeamNames:
    """A team's name, league and, when a TEAM file gave them, city and nickname."""

    code: str
    name: str
    league: str = ""
    city: str = ""
    nickname: str = ""


@dataclass(frozen=True)
class OnRoster:
    """A player's entry on a team's roster: positions as stored ("1", "7 8 9") and the
    season-years roster files put him there (none for an entry made here)."""

    positions: str
    seasons: tuple[str, ...] = ()


def keep_rosters(db: Connection, lines: Iterable[RosterLine], teams: Collection[str]) -> None:
    """Keep the roster lines of the teams `teams` (those must be in the database): players it
    lacks are added with the file's name; each player's split name, bats and throws become
    the file's; each is on his team's roster for the line's year, at the line's position when
    it has one."""
    wanted = {(line.team, line.player_id): line for line in lines if line.team in teams}
    if not wanted:
        return
    _keep_players(db, {line.player_id: line for line in wanted.values()})
    _keep_entries(db, wanted)


def keep_team_names(db: Connection, teams: Mapping[str, TeamInfo]) -> None:
    """Keep the city and nickname of the teams of `teams` that the database has, and their
    name where they have none yet: a team first met as a bare code (a game recorded, or a
    file imported, before the team was named) is named now, so every page printed from here
    on reads the name. A name given before is the scorekeeper's and stays."""
    table = _t["teams"]
    wanted = {code: info for code, info in teams.items()
              if info.city or info.nickname or info.name not in ("", code)}
    if not wanted:
        return
    changed = []
    for row in db.execute(sa.select(table.c.code, table.c.name, table.c.city, table.c.nickname)
                          .where(table.c.code.in_(sorted(wanted)))):
        info = wanted[row.code]
        unnamed = (row.name or "") in ("", row.code)
        name = info.name if unnamed and info.name else row.name
        city, nickname = (info.city, info.nickname) if info.city or info.nickname else \
            (row.city, row.nickname)
        if (name, city, nickname) != (row.name, row.city, row.nickname):
            changed.append({"team_code": row.code, "name": name, "city": city,
                            "nickname": nickname})
    if changed:
        db.execute(sa.update(table).where(table.c.code == sa.bindparam("team_code")), changed)


def people(db: Connection, player_ids: Iterable[str]) -> dict[str, Person]:
    """The players among `player_ids` that the database has, by id."""
    table = _t["players"]
    found: dict[str, Person] = {}
    for some in batches(sorted(set(player_ids)), IN_LIST):
        query = sa.select(table.c.player_id, table.c.name, *(table.c[c] for c in _PERSON)).where(
            table.c.player_id.in_(some))
        found.update({row.player_id: Person(*row) for row in db.execute(query)})
    return found


def team_names(db: Connection, codes: Iterable[str]) -> dict[str, TeamNames]:
    """The teams among `codes` that the database has, with their league's name, by code."""
    teams, leagues = _t["teams"], _t["leagues"]
    query = (sa.select(teams.c.code, teams.c.name, leagues.c.name.label("league"),
                       teams.c.city, teams.c.nickname)
             .select_from(teams.outerjoin(leagues, leagues.c.id == teams.c.league_id))
             .where(teams.c.code.in_(sorted(set(codes)))))
    return {row.code: TeamNames(row.code, row.name or "", row.league or "", row.city,
                                row.nickname) for row in db.execute(query)}


def team_rosters(db: Connection, codes: Iterable[str]) -> dict[str, dict[str, OnRoster]]:
    """The rosters of the teams among `codes`: team code -> player id -> his entry."""
    teams, entries = _t["teams"], _t["roster_entries"]
    query = (sa.select(teams.c.code, entries.c.player_id, entries.c.positions,
                       entries.c.seasons)
             .join(teams, teams.c.id == entries.c.team_id)
             .where(teams.c.code.in_(sorted(set(codes)))))
    found: dict[str, dict[str, OnRoster]] = {}
    for row in db.execute(query):
        found.setdefault(row.code, {})[row.player_id] = OnRoster(
            row.positions, tuple(row.seasons.split()))
    return found


def _keep_players(db: Connection, wanted: dict[str, RosterLine]) -> None:
    """Add the players the database lacks; give every one the file's split name, bats and
    throws (only rows that differ are written: a season's files name most players often)."""
    table = _t["players"]
    known: dict[str, tuple] = {}
    for some in batches(sorted(wanted), IN_LIST):
        query = sa.select(table.c.player_id, *(table.c[c] for c in _PERSON)).where(
            table.c.player_id.in_(some))
        known.update({row[0]: tuple(row[1:]) for row in db.execute(query)})
    added, changed = [], []
    for player, line in wanted.items():
        person = (line.last, line.first, line.bats, line.throws)
        if player not in known:
            added.append({"player_id": player, "name": line.name or player,
                          **dict(zip(_PERSON, person))})
        elif known[player] != person:
            changed.append({"pid": player, **dict(zip(_PERSON, person))})
    add_missing(db, "players", added)  # unless another import added them just now
    if changed:
        db.execute(sa.update(table).where(table.c.player_id == sa.bindparam("pid")), changed)


def _keep_entries(db: Connection, wanted: dict[tuple[str, str], RosterLine]) -> None:
    """Put each player on his team's roster for the line's year (a new entry, or the year
    added to his entry's seasons), at the line's position when it has one."""
    teams, entries = _t["teams"], _t["roster_entries"]
    team_ids = dict(db.execute(sa.select(teams.c.code, teams.c.id).where(
        teams.c.code.in_(sorted({team for team, _ in wanted})))).all())
    known = {(row.team_id, row.player_id): (row.positions, row.seasons) for row in db.execute(
        sa.select(entries.c.team_id, entries.c.player_id, entries.c.positions,
                  entries.c.seasons).where(entries.c.team_id.in_(list(team_ids.values()))))}
    added, changed = [], []
    for (team, player), line in wanted.items():
        if team not in team_ids:
            continue
        key = (team_ids[team], player)
        if key not in known:
            added.append({"team_id": key[0], "player_id": player, "number": "",
                          "positions": line.positions, "seasons": line.year})
            continue
        positions, seasons = known[key]
        years = " ".join(sorted(set(seasons.split()) | ({line.year} if line.year else set())))
        if (line.positions or positions, years) != known[key]:
            changed.append({"entry_team": key[0], "entry_player": player,
                            "positions": line.positions or positions, "seasons": years})
    if added:
        db.execute(sa.insert(entries), added)
    if changed:
        db.execute(sa.update(entries).where(entries.c.team_id == sa.bindparam("entry_team"),
                                            entries.c.player_id == sa.bindparam("entry_player")),
                   changed)
