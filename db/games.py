"""The games in the database as plain summaries: what `scorebook games` lists."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import asdict, dataclass

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.models import Game, Season, Team
from db.replay import GameNotFound


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
    query = select(Game, Season.name).join(Season, Game.season_id == Season.id, isouter=True)
    if season is not None:
        query = query.where(Season.name == season)
    if system is not None:
        query = query.where(Game.system == system)
    query = query.order_by(Game.date.asc().nulls_last(), Game.key)
    with DbSession(engine) as db:
        return [_summary(game, season_name) for game, season_name in db.exec(query)]


def game_summary(engine: Engine, key: str) -> GameSummary:
    """The summary of game `key`."""
    query = (select(Game, Season.name).join(Season, Game.season_id == Season.id, isouter=True)
             .where(Game.key == key))
    with DbSession(engine) as db:
        row = db.exec(query).first()
        if row is None:
            raise GameNotFound(f"There is no game '{key}'.")
        return _summary(*row)


def game_exists(engine: Engine, key: str) -> bool:
    """Whether a game with this key is in the database."""
    with DbSession(engine) as db:
        return db.exec(select(Game.id).where(Game.key == key)).first() is not None


def _summary(game: Game, season: str | None) -> GameSummary:
    return GameSummary(id=game.key, system=game.system, date=game.date, season=season,
                       away=game.away, home=game.home, away_runs=game.away_runs,
                       home_runs=game.home_runs, innings=game.innings, status=game.status)


def team_names(engine: Engine, codes: list[str]) -> dict[str, str]:
    """The names of the teams among `codes` that the database knows, by code."""
    with DbSession(engine) as db:
        return {team.code: team.name for team in db.exec(select(Team).where(Team.code.in_(codes)))}


def game_control(engine: Engine, key: str) -> dict[str, str]:
    """Who answers the choices of game `key` as it was set up in the app (`games.control`):
    {"mode": "record"|"play"|"watch", "away": "person"|"computer", "home": …}; {} for a game
    recorded from a script, imported or simulated."""
    with DbSession(engine) as db:
        text = db.exec(select(Game.control).where(Game.key == key)).first()
    if text is None:
        raise GameNotFound(f"There is no game '{key}'.")
    return json.loads(text or "{}")
