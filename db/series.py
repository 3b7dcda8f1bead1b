"""Best-of-N series as a league commissioner sets them up: create one, list them, put a game
into one and take it out (DESIGN.md §3 "series"; the standings tables compute the rest).

A series is a name, its season (optional), its two teams — team A has home advantage, the home
team of game 1 — and its length, an odd number of games. A game belongs to at most one series
(games.series_id): its teams must be the series' two teams and, when the series has a season,
its season that season (a game without a season is filed in the series' season).

Every function is one short transaction; every mistake a person can make raises SeriesError
with one sentence, and nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from db.engine import writer
from db.models import metadata
from engine.core.errors import ScorebookError, quoted

_t = metadata.tables

__all__ = ["SeriesError", "SeriesRow", "create_series", "list_series", "add_game",
           "remove_game", "series_for_game"]


class SeriesError(ScorebookError):
    """A series that cannot be created, or a game that does not fit a series."""


@dataclass(frozen=True)
class SeriesRow:
    """A series as a list shows it; `games` counts the games put into it."""

    name: str
    season: str | None
    team_a: str
    team_b: str
    best_of: int
    games: int = 0

    @property
    def label(self) -> str:
        """"2024 Final: AAA–BBB, best of 5"."""
        return f"{self.name}: {self.team_a}–{self.team_b}, best of {self.best_of}"


def create_series(engine: Engine, name: str, team_a: str, team_b: str, best_of: int,
                  season: str | None = None) -> SeriesRow:
    """Add the series `name` between two known teams, `team_a` with home advantage, in
    `season` (by name; a new name makes a new season). Returns it as stored."""
    name = name.strip()
    if not name:
        raise SeriesError("A series needs a name, such as 2024 Final.")
    if isinstance(best_of, bool) or not isinstance(best_of, int) or best_of < 1 \
            or best_of % 2 == 0:
        raise SeriesError(f"A series is a best of 1, 3, 5, 7 … games, not {best_of}.")
    season = (season or "").strip() or None
    try:
        with writer(engine).begin() as db:
            if _series(db, name) is not None:
                raise SeriesError(f"There is already a series {quoted(name)}.")
            a, b = _team(db, team_a, "A"), _team(db, team_b, "B")
            if a == b:
                raise SeriesError(f"A series is between two teams: team B cannot be {a} too.")
            db.execute(sa.insert(_t["series"]).values(
                name=name, season_id=_season_id(db, season) if season else None,
                team_a=a, team_b=b, best_of=best_of))
    except IntegrityError:  # created by someone else at the same moment
        raise SeriesError(f"There is already a series {quoted(name)}.") from None
    return SeriesRow(name, season, a, b, best_of)


def list_series(engine: Engine, season: str | None = None,
                teams: tuple[str, str] | None = None) -> list[SeriesRow]:
    """Every series, by season then name; only those of `season` when given, only those
    between the two `teams` (in either order) when given."""
    series, seasons, games = _t["series"], _t["seasons"], _t["games"]
    played = (sa.select(sa.func.count()).where(games.c.series_id == series.c.id)
              .scalar_subquery())
    query = (sa.select(series.c.name, seasons.c.name, series.c.team_a, series.c.team_b,
                       series.c.best_of, played)
             .select_from(series.outerjoin(seasons, seasons.c.id == series.c.season_id))
             .order_by(seasons.c.name.asc().nulls_first(), series.c.name))
    if season is not None:
        query = query.where(seasons.c.name == season)
    if teams is not None:
        pair = sorted(teams)
        query = query.where(sa.or_(
            sa.and_(series.c.team_a == pair[0], series.c.team_b == pair[1]),
            sa.and_(series.c.team_a == pair[1], series.c.team_b == pair[0])))
    with engine.connect() as db:
        return [SeriesRow(*row) for row in db.execute(query)]


def add_game(engine: Engine, name: str, *keys: str) -> None:
    """Put the games `keys` into series `name`, all or none. Refused when a game is another
    pair's, of another season, or already in another series; a game without a season takes
    the series'."""
    games, seasons = _t["games"], _t["seasons"]
    with writer(engine).begin() as db:
        for key in keys:
            game = _game(db, key)
            series = series_for_game(db, name, game.away, game.home, game.season_id, key)
            if game.series_id not in (None, series.id):
                other = db.scalar(sa.select(_t["series"].c.name)
                                  .where(_t["series"].c.id == game.series_id))
                raise SeriesError(f"Game {quoted(key)} is already in the series {quoted(other)}: "
                                  "take it out first.")
            db.execute(sa.update(games).where(games.c.id == game.id).values(
                series_id=series.id, season_id=game.season_id or series.season_id))
            if game.season_id is None and series.season_id is not None:
                # A season made for the series is played under its first game's system.
                db.execute(sa.update(seasons).where(seasons.c.id == series.season_id,
                                                    seasons.c.system == "")
                           .values(system=game.system))


def remove_game(engine: Engine, name: str, *keys: str) -> None:
    """Take the games `keys` out of series `name`, all or none (they keep their season)."""
    games = _t["games"]
    with writer(engine).begin() as db:
        series = _series(db, name)
        if series is None:
            raise SeriesError(f"There is no series {quoted(name)}.")
        for key in keys:
            game = _game(db, key)
            if game.series_id != series.id:
                raise SeriesError(f"Game {quoted(key)} is not in the series {quoted(name)}.")
            db.execute(sa.update(games).where(games.c.id == game.id).values(series_id=None))


def series_for_game(db: Connection, name: str, away: str, home: str, season_id: int | None,
                    key: str = "") -> sa.Row:
    """The series `name` (its row: id, season_id, team_a, team_b …), when a game of `away` at
    `home` in season `season_id` may be one of its games; else SeriesError says why.
    `db.recording.create_game` uses it inside its own transaction."""
    series = _series(db, name)
    if series is None:
        raise SeriesError(f"There is no series {quoted(name)}.")
    game = f"Game {quoted(key)}" if key else "The game"
    if {away, home} != {series.team_a, series.team_b}:
        raise SeriesError(f"{game} is {away} at {home}, but the series {quoted(name)} is between "
                          f"{series.team_a} and {series.team_b}.")
    if None not in (season_id, series.season_id) and season_id != series.season_id:
        seasons = _t["seasons"]
        names = dict(db.execute(sa.select(seasons.c.id, seasons.c.name)
                                .where(seasons.c.id.in_([season_id, series.season_id]))).all())
        raise SeriesError(f"{game} is of the season {names[season_id]}, but the series "
                          f"{quoted(name)} is of {names[series.season_id]}.")
    return series


def _series(db: Connection, name: str) -> sa.Row | None:
    series = _t["series"]
    return db.execute(sa.select(series).where(series.c.name == name.strip())).first()


def _game(db: Connection, key: str) -> sa.Row:
    games = _t["games"]
    game = db.execute(sa.select(games.c.id, games.c.system, games.c.away, games.c.home,
                                games.c.season_id, games.c.series_id)
                      .where(games.c.key == key.strip())).first()
    if game is None:
        raise SeriesError(f"There is no game {quoted(key.strip())}.")
    return game


def _team(db: Connection, code: str, which: str) -> str:
    """The code of a known team as stored (typed in any case)."""
    teams, code = _t["teams"], (code or "").strip()
    if not code:
        raise SeriesError(f"Choose team {which} of the series.")
    found = db.scalars(sa.select(teams.c.code).where(
        sa.func.upper(teams.c.code) == code.upper()).order_by(teams.c.code != code)).first()
    if found is None:
        raise SeriesError(f"There is no team {quoted(code)} in the database.")
    return found


def _season_id(db: Connection, name: str) -> int:
    """The season by name, added when new (its system is filled in by its first game)."""
    seasons = _t["seasons"]
    found = db.scalar(sa.select(seasons.c.id).where(seasons.c.name == name))
    if found is not None:
        return found
    return db.execute(sa.insert(seasons).values(name=name, system="")).inserted_primary_key[0]
