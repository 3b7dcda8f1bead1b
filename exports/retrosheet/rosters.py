"""What an export's TEAM and roster files say: what a Retrosheet import kept, else what the
games show (exports.retrosheet.write_files writes the lines).

- A team: its league, and its city and nickname as its TEAM file had them (db.season_rosters).
- A team's roster for a season-year: every player who appeared for it in the games written,
  and every player a roster file of that year put on it, though he never played (a roster
  file lists the whole roster). Each at his roster position — the file's, or the usual
  position of the app's roster — else the first he played; named, and with bats and throws,
  as the roster file had him.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.engine import Engine

from db.season_rosters import OnRoster, Person, TeamNames, people, team_names, team_rosters
from exports.retrosheet.write_files import Rostered, TeamLine, played_word, roster_word

#: Who appeared in the games written: season-year -> team code -> player id -> (the name the
#: records give, the first position he played).
Played = dict[str, dict[str, dict[str, tuple[str, int]]]]


@dataclass(frozen=True)
class KnownRosters:
    """What the database knows of the teams and players of an export."""

    teams: dict[str, TeamNames]
    rosters: dict[str, dict[str, OnRoster]]  # team code -> player id -> roster entry
    people: dict[str, Person]

    def league(self, code: str) -> str:
        """The name of the team's league, "" if it has none."""
        team = self.teams.get(code)
        return team.league if team else ""

    def team_line(self, code: str, league: str) -> TeamLine:
        """The team's TEAM file line, in league `league` (A or N)."""
        team = self.teams.get(code)
        if team is None:
            return TeamLine(code, league, code)
        return TeamLine(code, league, team.name or code, team.city, team.nickname)

    def roster(self, year: str, code: str,
               played: dict[str, tuple[str, int]]) -> list[Rostered]:
        """The roster file lines of team `code` in `year`; `played` are those who appeared."""
        entries = self.rosters.get(code, {})
        players = list(played) + [p for p, entry in entries.items()
                                  if year in entry.seasons and p not in played]
        lines = []
        for player in players:
            named, position = played.get(player, ("", 0))
            entry, person = entries.get(player), self.people.get(player)
            word = (roster_word(entry.positions) if entry else "") or played_word(position)
            if person is None:
                lines.append(Rostered(player, named, word))
                continue
            lines.append(Rostered(player, person.name or named, word, person.last,
                                  person.first, person.bats, person.throws))
        return lines


def known_rosters(engine: Engine, played: Played) -> KnownRosters:
    """The teams of `played`, their rosters, and the players who appeared or were on a
    roster of one of its years."""
    codes = {code for clubs in played.values() for code in clubs}
    years = set(played)
    with engine.connect() as db:
        rosters = team_rosters(db, codes)
        players = {p for clubs in played.values() for roster in clubs.values() for p in roster}
        players |= {p for roster in rosters.values() for p, entry in roster.items()
                    if years & set(entry.seasons)}
        return KnownRosters(team_names(db, codes), rosters, people(db, players))
