"""Teams and their rosters (DESIGN.md §3 "teams, players"; the app's teams screen).

A team is known by its code (the code games use), a player by a stable id; a roster entry puts
a player on a team with a uniform number and the positions he plays. Positions are written as
the scorekeeper writes them — numbers 1–9 and DH, or P C 1B 2B 3B SS LF CF RF — and stored as
numbers ("1 7 9", "3 DH"), the first being his usual position.

Every function is one short transaction; every mistake a person can make raises RosterError
with one sentence, and nothing changes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from db.card_systems import CARD_SYSTEMS

from db.cards import team_cards
from db.engine import writer
from db.models import metadata
from engine.core.errors import ScorebookError, quoted
from engine.core.setup import POSITIONS

_t = metadata.tables
_CODE = re.compile(r"[A-Z0-9]{1,8}")
_PLAYER_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_NUMBER = re.compile(r"\d{1,3}")
DH = "DH"
#: What may be written for a position: its number or its letters (Retrosheet numbering).
_POSITION_WORDS = {**{str(n): str(n) for n in range(1, 10)},
                   **{POSITIONS[n]: str(n) for n in range(1, 10)}, DH: DH}


class RosterError(ScorebookError):
    """A team or roster change that cannot be made (unknown team, duplicate code, bad position)."""


@dataclass(frozen=True)
class TeamRow:
    """A team as the teams list shows it; `players` counts its roster."""

    code: str
    name: str
    division: str
    players: int


@dataclass(frozen=True)
class RosterPlayer:
    """A player on a roster: `positions` as stored ("1 7 9", "3 DH"), `cards` the card he
    plays in each system that has one for him, as (system, card id): (("bot9", "B10"),)."""

    player_id: str
    name: str
    number: str
    positions: str
    cards: tuple[tuple[str, str], ...] = ()

    @property
    def position_numbers(self) -> tuple[int, ...]:
        """The positions as Retrosheet numbers (DH is 10), usual position first."""
        return tuple(10 if word == DH else int(word) for word in self.positions.split())

    @property
    def position_labels(self) -> str:
        """The positions in letters: "P LF RF"."""
        return " ".join(POSITIONS[number] for number in self.position_numbers)


def read_positions(text: str) -> str:
    """The positions a scorekeeper wrote ("1 7 9", "p lf rf", "1B, DH") as stored: numbers
    and DH, separated by spaces, in the order written."""
    stored: list[str] = []
    for word in re.split(r"[\s,/]+", text.strip().upper()):
        if not word:
            continue
        if word not in _POSITION_WORDS:
            raise RosterError(f"{quoted(word)} is not a position: write "
                              "1–9 or DH, or P C 1B 2B 3B SS LF CF RF.")
        if _POSITION_WORDS[word] in stored:
            raise RosterError(f"The position {word} is written twice.")
        stored.append(_POSITION_WORDS[word])
    return " ".join(stored)


def read_team_code(text: str) -> str:
    """A team code as stored: letters and digits, upper case, at most 8."""
    code = text.strip().upper()
    if not code:
        raise RosterError("A team needs a code, such as TOR.")
    if not _CODE.fullmatch(code):
        raise RosterError(f"{quoted(text.strip())} is not a team "
                          "code: use up to 8 letters and digits.")
    return code


def teams(engine: Engine) -> list[TeamRow]:
    """Every team, by code, with the size of its roster."""
    team, entry = _t["teams"], _t["roster_entries"]
    query = (sa.select(team.c.code, team.c.name, team.c.division, sa.func.count(entry.c.id))
             .select_from(team.outerjoin(entry, entry.c.team_id == team.c.id))
             .group_by(team.c.id, team.c.code, team.c.name, team.c.division)
             .order_by(team.c.code))
    with engine.connect() as db:
        return [TeamRow(*row) for row in db.execute(query)]


def add_team(engine: Engine, code: str, name: str, division: str = "") -> str:
    """Add a team; returns its code as stored. A code already used is refused."""
    code = read_team_code(code)
    table = _t["teams"]
    try:
        with writer(engine).begin() as db:
            if _team_id(db, code, must_exist=False) is not None:
                raise RosterError(f"There is already a team {code}.")
            db.execute(sa.insert(table).values(code=code, name=name.strip(),
                                               division=division.strip()))
    except IntegrityError:  # added by someone else at the same moment
        raise RosterError(f"There is already a team {code}.") from None
    return code


def edit_team(engine: Engine, code: str, name: str, division: str = "",
              new_code: str | None = None) -> str:
    """Change a team's name and division, and its code to `new_code` if given (a code typed
    wrong): refused once a stored game is filed under the code, as its series follow it.
    Returns the team's code as stored."""
    table = _t["teams"]
    try:
        with writer(engine).begin() as db:
            team_id = _team_id(db, code)
            code = code.strip()
            new = read_team_code(new_code) if new_code is not None else code
            if new != code:
                _must_have_no_games(db, code, f"{code}'s code cannot be changed")
                if _team_id(db, new, must_exist=False) is not None:
                    raise RosterError(f"There is already a team {new}.")
                series = _t["series"]
                for column in ("team_a", "team_b"):
                    db.execute(sa.update(series).where(series.c[column] == code)
                               .values({column: new}))
            db.execute(sa.update(table).where(table.c.id == team_id)
                       .values(code=new, name=name.strip(), division=division.strip()))
    except IntegrityError:  # the code taken by someone else at the same moment
        raise RosterError(f"There is already a team {new}.") from None
    return new


def remove_team(engine: Engine, code: str) -> None:
    """Remove a team no stored game is filed under, with its roster and the series between it
    and another team (which can hold no game); its players stay (other teams, games)."""
    series = _t["series"]
    with writer(engine).begin() as db:
        team_id = _team_id(db, code)
        code = code.strip()
        _must_have_no_games(db, code, f"{code} cannot be removed")
        db.execute(sa.delete(series).where(sa.or_(series.c.team_a == code,
                                                  series.c.team_b == code)))
        db.execute(sa.delete(_t["roster_entries"]).where(
            _t["roster_entries"].c.team_id == team_id))
        db.execute(sa.delete(_t["teams"]).where(_t["teams"].c.id == team_id))


def _must_have_no_games(db: Connection, code: str, refused: str) -> None:
    """Refuse (`refused`: the games named) when stored games are filed under team `code`."""
    games = _t["games"]
    count = db.scalar(sa.select(sa.func.count()).select_from(games)
                      .where(sa.or_(games.c.away == code, games.c.home == code)))
    if count:
        raise RosterError(f"{refused}: {count} stored game{'s' * (count != 1)} "
                          f"{'are' if count != 1 else 'is'} filed under it.")


def roster(engine: Engine, team_code: str) -> list[RosterPlayer]:
    """The roster of team `team_code`, by uniform number (players without one last), then name."""
    entry, player = _t["roster_entries"], _t["players"]
    with engine.connect() as db:
        team_id = _team_id(db, team_code)
        rows = db.execute(
            sa.select(entry.c.player_id, player.c.name, entry.c.number, entry.c.positions)
            .join(player, player.c.player_id == entry.c.player_id)
            .where(entry.c.team_id == team_id)).all()
    cards = _cards_played(engine, team_code.strip())
    players = [RosterPlayer(row.player_id, row.name, row.number, row.positions,
                            cards.get(row.player_id, ())) for row in rows]
    return sorted(players, key=lambda p: (not p.number, int(p.number or 0), p.name, p.player_id))


def add_player(engine: Engine, team_code: str, player_id: str, name: str, number: str = "",
               positions: str = "") -> RosterPlayer:
    """Put a player on a team's roster. A new player id needs a name; a known one keeps his
    name unless another is given (the same player may play for several teams)."""
    player_id, number, positions = _player_fields(player_id, number, positions)
    name = name.strip()
    entry, player = _t["roster_entries"], _t["players"]
    try:
        with writer(engine).begin() as db:
            team_id = _team_id(db, team_code)
            known = db.scalar(sa.select(player.c.name).where(player.c.player_id == player_id))
            if known is None:
                if not name:
                    raise RosterError(f"The new player {player_id} needs a name.")
                db.execute(sa.insert(player).values(player_id=player_id, name=name))
            elif name and name != known:
                db.execute(sa.update(player).where(player.c.player_id == player_id)
                           .values(name=name))
            if _on_roster(db, team_id, player_id):
                raise RosterError(f"{player_id} is already on the {team_code} roster.")
            db.execute(sa.insert(entry).values(team_id=team_id, player_id=player_id,
                                               number=number, positions=positions))
    except IntegrityError:
        raise RosterError(f"{player_id} is already on the {team_code} roster.") from None
    return _one(engine, team_code, player_id)


def edit_player(engine: Engine, team_code: str, player_id: str, name: str, number: str = "",
                positions: str = "") -> RosterPlayer:
    """Change a rostered player's name, number and positions."""
    player_id, number, positions = _player_fields(player_id, number, positions)
    if not name.strip():
        raise RosterError("A player needs a name.")
    entry, player = _t["roster_entries"], _t["players"]
    with writer(engine).begin() as db:
        team_id = _team_id(db, team_code)
        if not _on_roster(db, team_id, player_id):
            raise RosterError(f"{player_id} is not on the {team_code} roster.")
        db.execute(sa.update(player).where(player.c.player_id == player_id)
                   .values(name=name.strip()))
        db.execute(sa.update(entry)
                   .where(entry.c.team_id == team_id, entry.c.player_id == player_id)
                   .values(number=number, positions=positions))
    return _one(engine, team_code, player_id)


def rename_player(engine: Engine, player_id: str, name: str) -> None:
    """Give a player another name (on every roster and in every box score)."""
    if not name.strip():
        raise RosterError("A player needs a name.")
    player = _t["players"]
    with writer(engine).begin() as db:
        done = db.execute(sa.update(player).where(player.c.player_id == player_id.strip())
                          .values(name=name.strip()))
        if done.rowcount == 0:
            raise RosterError(f"There is no player {player_id.strip()}.")


def remove_from_roster(engine: Engine, team_code: str, player_id: str) -> None:
    """Take a player off a team's roster; he stays in the database (his games name him)."""
    entry = _t["roster_entries"]
    with writer(engine).begin() as db:
        team_id = _team_id(db, team_code)
        done = db.execute(sa.delete(entry).where(entry.c.team_id == team_id,
                                                 entry.c.player_id == player_id))
        if done.rowcount == 0:
            raise RosterError(f"{player_id} is not on the {team_code} roster.")


def new_player_id(engine: Engine, name: str) -> str:
    """An unused player id made from a name the Retrosheet way: "Jim Smith" -> "smitj001"."""
    words = re.findall(r"[a-z]+", name.lower())
    if not words:
        raise RosterError("Give the player a name or an id.")
    stem = (words[-1][:4] + (words[0][0] if len(words) > 1 else "")).ljust(5, "x")
    player = _t["players"]
    with engine.connect() as db:
        used = set(db.scalars(sa.select(player.c.player_id)
                              .where(player.c.player_id.like(f"{stem}%"))))
    return next(f"{stem}{n:03d}" for n in range(1, 10_000) if f"{stem}{n:03d}" not in used)


def _player_fields(player_id: str, number: str, positions: str) -> tuple[str, str, str]:
    player_id, number = player_id.strip(), number.strip()
    if not player_id:
        raise RosterError("A player needs an id, such as smitj001.")
    if not _PLAYER_ID.fullmatch(player_id):
        raise RosterError(f"{quoted(player_id)} is not a player id: use letters, digits, - and _.")
    if number and not _NUMBER.fullmatch(number):
        raise RosterError(f"{quoted(number)} is not a uniform number: use up to 3 digits.")
    return player_id, number, read_positions(positions)


def _team_id(db: Connection, code: str, must_exist: bool = True) -> int | None:
    team = _t["teams"]
    team_id = db.scalar(sa.select(team.c.id).where(team.c.code == code.strip()))
    if team_id is None and must_exist:
        raise RosterError(f"There is no team {code.strip()}.")
    return team_id


def _on_roster(db: Connection, team_id: int, player_id: str) -> bool:
    entry = _t["roster_entries"]
    return db.scalar(sa.select(entry.c.id).where(entry.c.team_id == team_id,
                                                 entry.c.player_id == player_id)) is not None


def _one(engine: Engine, team_code: str, player_id: str) -> RosterPlayer:
    return next(p for p in roster(engine, team_code) if p.player_id == player_id)


def _cards_played(engine: Engine, team_code: str) -> dict[str, tuple[tuple[str, str], ...]]:
    """(system, card id) of the cards each player of the team plays, by player id: a player
    plays a card when games of the team name the card's player by his id (db.cards.team_cards:
    the cards the games use)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for system in sorted(CARD_SYSTEMS):
        for player_id, card in team_cards(engine, system, team_code).items():
            found.setdefault(player_id, []).append((system, card.id))
    return {player_id: tuple(cards) for player_id, cards in found.items()}
