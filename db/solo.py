"""Solo seasons of Bottom of the 9th in the database (DESIGN.md §3 "solo seasons and solo
games"): a season's row, its games' rows, and the games themselves.

A solo game is an ordinary games row (system bot9, key "solo{SEASON}-g{N}") recorded through
db.recording, so every answer is committed as it is given and a season survives closing the
program between games and in the middle of one. The solo_games row says which game of which
season it is, the Situation card dealt (as JSON, which the statistics read), the Effect card,
and once the game is over its result word and Manager Points.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Mapping

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.engine import writer
from db.models import FINAL, Game, SoloGame, SoloSeason
from db.recording import GameExists, create_game
from db.replay import active_inputs, find_game
from engine.core.errors import ScorebookError
from engine.core.setup import GameSetup


class SoloSeasonNotFound(ScorebookError):
    """No solo season has the id typed."""


@dataclass(frozen=True)
class SoloSeasonRow:
    """A solo season as stored; `options` holds its batters, pitchers and advanced rules."""

    id: int
    name: str
    created: dt.datetime
    status: str
    seed: int
    options: dict


@dataclass(frozen=True)
class SoloGameRow:
    """One game of a solo season; `result` is "" until the game is over."""

    number: int
    key: str
    situation: dict
    effect: str
    result: str
    mp: int


def game_key(season_id: int, number: int) -> str:
    """The games-row key of game `number` of solo season `season_id`: "solo3-g2"."""
    return f"solo{season_id}-g{number}"


def create_season(engine: Engine, name: str | None, seed: int, options: Mapping) -> int:
    """Store a new season and return its id; without a name it is "Manager's Challenge #ID"."""
    with DbSession(writer(engine)) as db, db.begin():
        season = SoloSeason(name=name or "", created=dt.datetime.now(dt.UTC), seed=seed,
                            options=json.dumps(dict(options), ensure_ascii=False, sort_keys=True))
        db.add(season)
        db.flush()
        if not name:
            season.name = f"Manager's Challenge #{season.id}"
        return season.id


def seasons(engine: Engine) -> list[SoloSeasonRow]:
    """Every solo season, by id."""
    with DbSession(engine) as db:
        return [_season(row) for row in db.exec(select(SoloSeason).order_by(SoloSeason.id))]


def season(engine: Engine, season_id: int) -> SoloSeasonRow:
    """Solo season `season_id`; SoloSeasonNotFound when there is none."""
    with DbSession(engine) as db:
        row = db.get(SoloSeason, season_id)
        if row is None:
            raise SoloSeasonNotFound(f"There is no solo season {season_id}.")
        return _season(row)


def season_games(engine: Engine, season_id: int) -> list[SoloGameRow]:
    """The games of solo season `season_id` dealt so far, by number."""
    query = (select(SoloGame, Game.key).join(Game, SoloGame.game_id == Game.id, isouter=True)
             .where(SoloGame.solo_season_id == season_id).order_by(SoloGame.number))
    with DbSession(engine) as db:
        return [SoloGameRow(row.number, key or game_key(season_id, row.number),
                            json.loads(row.situation or "{}"), row.effect, row.result, row.mp)
                for row, key in db.exec(query)]


def start_game(engine: Engine, season_id: int, number: int, setup: GameSetup,
               options: Mapping[str, str], seed: int, situation: Mapping, effect: str,
               control: Mapping[str, str] | None = None) -> str:
    """Create game `number` of the season (its games row, then its solo_games row) and return
    its key; `control` says who answers it in the app (`games.control`). A games row left by
    an interrupted start is taken as it is: the deal that made it is the same every time."""
    key = game_key(season_id, number)
    try:
        create_game(engine, key, "bot9", setup, options, seed=seed, control=control)
    except GameExists:
        pass
    with DbSession(writer(engine)) as db, db.begin():
        game_id = db.exec(select(Game.id).where(Game.key == key)).one()
        found = db.exec(select(SoloGame).where(SoloGame.solo_season_id == season_id,
                                               SoloGame.number == number)).first()
        if found is None:
            db.add(SoloGame(solo_season_id=season_id, number=number, game_id=game_id,
                            situation=json.dumps(dict(situation), ensure_ascii=False),
                            effect=effect))
    return key


def game_progress(engine: Engine, key: str) -> tuple[int, int]:
    """The seed of game `key`'s dice and cards, and how many answers it has so far."""
    with DbSession(engine) as db:
        game = find_game(db, key)
        return game.seed or 0, len(active_inputs(db, game))


def finish_game(engine: Engine, season_id: int, number: int, result: str, mp: int,
                season_over: bool) -> None:
    """Store a finished game's result word and Manager Points; the last game of the season
    finishes the season too."""
    with DbSession(writer(engine)) as db, db.begin():
        row = db.exec(select(SoloGame).where(SoloGame.solo_season_id == season_id,
                                             SoloGame.number == number)).one()
        row.result, row.mp = result, mp
        db.add(row)
        if season_over:
            finish_season(db, season_id)


def finish_season(db: DbSession, season_id: int) -> None:
    """Mark the season over (inside the caller's transaction)."""
    season_row = db.get(SoloSeason, season_id)
    season_row.status = FINAL
    db.add(season_row)


def _season(row: SoloSeason) -> SoloSeasonRow:
    return SoloSeasonRow(row.id, row.name, row.created, row.status, row.seed or 0,
                         json.loads(row.options or "{}"))
