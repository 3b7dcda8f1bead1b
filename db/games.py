"""The games in the database as plain summaries: what `scorebook games` lists."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

import sqlalchemy as sa

# Lightweight table clauses, not the models: `scorebook games` may not wait for the ORM.
from db.tables import GAMES, SEASONS, TEAMS
from engine.core.printable import CONTROLS
from engine.core.errors import quoted

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine

@dataclass(frozen=True)
class GameSummary:
    """One game's line in the games list; `id` is the key people type ("g1")."""

    id: str
    system: str
    date: dt.date | None
    season: str | None
    away: str
    home: str
    away_runs: int
    home_runs: int
    innings: int
    status: str

    def as_dict(self) -> dict:
        """Plain JSON-ready values (the date as YYYY-MM-DD)."""
        data = asdict(self)
        data["date"] = self.date.isoformat() if self.date else None
        return data


def list_games(engine: Engine, season: str | None = None,
               system: str | None = None) -> list[GameSummary]:
    """Every game, optionally of one season (by name) or one system, by date then key."""
    query = _summaries()
    if season is not None:
        query = query.where(SEASONS.c.name == season)
    if system is not None:
        query = query.where(GAMES.c.system == system)
    query = query.order_by(GAMES.c.date.asc().nulls_last(), GAMES.c.key)
    with engine.connect() as db:
        return [GameSummary(*row) for row in db.execute(query)]


def game_summary(engine: Engine, key: str) -> GameSummary:
    """The summary of game `key`."""
    with engine.connect() as db:
        row = db.execute(_summaries().where(GAMES.c.key == key)).first()
    if row is None:
        raise _not_found(key)
    return GameSummary(*row)


def game_exists(engine: Engine, key: str) -> bool:
    """Whether a game with this key is in the database (never one with a control character:
    none is stored, and PostgreSQL cannot even be asked for a NUL)."""
    if CONTROLS.intersection(key):
        return False
    with engine.connect() as db:
        return db.execute(sa.select(GAMES.c.id).where(GAMES.c.key == key)).first() is not None


def _summaries() -> sa.Select:
    """The games with their season's name, as GameSummary's fields in its order."""
    g = GAMES.c
    return (sa.select(g.key, g.system, g.date, SEASONS.c.name, g.away, g.home, g.away_runs,
                      g.home_runs, g.innings, g.status)
            .select_from(GAMES.outerjoin(SEASONS, g.season_id == SEASONS.c.id)))


def team_names(engine: Engine, codes: list[str]) -> dict[str, str]:
    """The names of the teams among `codes` that the database knows, by code."""
    query = sa.select(TEAMS.c.code, TEAMS.c.name).where(TEAMS.c.code.in_(codes))
    with engine.connect() as db:
        return {code: name for code, name in db.execute(query)}


def game_control(engine: Engine, key: str) -> dict[str, str]:
    """Who answers the choices of game `key` as it was set up in the app (`games.control`):
    {"mode": "record"|"play"|"watch", "away": "person"|"computer", "home": …}; {} for a game
    recorded from a script, imported or simulated."""
    with engine.connect() as db:
        text = db.execute(sa.select(GAMES.c.control).where(GAMES.c.key == key)).scalar()
    if text is None:
        raise _not_found(key)
    return json.loads(text or "{}")


def _not_found(key: str) -> Exception:
    # Imported here: db.replay loads the ORM and every game system (see db/tables.py).
    from db.replay import GameNotFound

    return GameNotFound(f"There is no game {quoted(key)}.")
