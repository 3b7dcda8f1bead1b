"""What the home screen lists: leagues and their seasons, unfinished games, recent games, and
whether the database is still empty (the app's first start). Plain values, no UI.

Games are listed newest first by when they were entered (`created_at`), then by game date:
the game a scorekeeper started a minute ago comes before a season simulated last week, and the
games of one stored season come in date order, latest first. No clock time is handed out:
screens show game dates only.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.models import FINAL, IN_PROGRESS, metadata

#: Recent games listed at most (the stats and box screens reach every game).
RECENT = 100

_t = metadata.tables


@dataclass(frozen=True)
class SeasonLine:
    """A season with its league ("" when it has none) and how many of its games are final."""

    league: str
    season: str
    system: str
    games: int
    final: int


@dataclass(frozen=True)
class GameLine:
    """A game as the home screen lists it; `mode` is how it is played in the app ("record",
    "play", "watch"; "" for a game recorded from a script, imported or simulated)."""

    key: str
    date: dt.date | None
    system: str
    season: str
    away: str
    home: str
    away_runs: int
    home_runs: int
    innings: int
    status: str
    mode: str

    @property
    def score(self) -> str:
        """"CED 5, DUN 3": the visitors first, as the scoresheet has them."""
        return f"{self.away} {self.away_runs}, {self.home} {self.home_runs}"


def is_empty(engine: Engine) -> bool:
    """Whether the database has no game and no team yet (the app offers the demo league)."""
    with engine.connect() as db:
        return not any(db.execute(sa.select(_t[name].c.id).limit(1)).first()
                       for name in ("games", "teams"))


def seasons(engine: Engine) -> list[SeasonLine]:
    """Every season, by league (seasons of no league last) and then in the order they were
    added, with their games counted."""
    s, g, league = _t["seasons"], _t["games"], _t["leagues"]
    final = sa.func.sum(sa.case((g.c.status == FINAL, 1), else_=0))
    query = (sa.select(league.c.name, s.c.name, s.c.system, sa.func.count(g.c.id), final)
             .select_from(s.outerjoin(league, league.c.id == s.c.league_id)
                          .outerjoin(g, g.c.season_id == s.c.id))
             .group_by(s.c.id, league.c.name, s.c.name, s.c.system)
             .order_by(league.c.name.is_(None), league.c.name, s.c.id))
    with engine.connect() as db:
        return [SeasonLine(name or "", season, system, games, final or 0)
                for name, season, system, games, final in db.execute(query)]


def unfinished_games(engine: Engine) -> list[GameLine]:
    """Every game still in progress, the one entered last first."""
    return _games(engine, IN_PROGRESS, None)


def recent_games(engine: Engine, limit: int = RECENT) -> list[GameLine]:
    """The final games entered last (up to `limit`), newest first."""
    return _games(engine, FINAL, limit)


def _games(engine: Engine, status: str, limit: int | None) -> list[GameLine]:
    g, s = _t["games"], _t["seasons"]
    query = (sa.select(g.c.key, g.c.date, g.c.system, s.c.name, g.c.away, g.c.home,
                       g.c.away_runs, g.c.home_runs, g.c.innings, g.c.status, g.c.control)
             .select_from(g.outerjoin(s, s.c.id == g.c.season_id))
             .where(g.c.status == status)
             .order_by(g.c.created_at.desc(), g.c.date.desc().nulls_last(), g.c.id.desc())
             .limit(limit))
    with engine.connect() as db:
        rows = db.execute(query).all()
    return [GameLine(key, date, system, season or "", away, home, away_runs, home_runs, innings,
                     status, json.loads(control or "{}").get("mode", ""))
            for key, date, system, season, away, home, away_runs, home_runs, innings, status,
            control in rows]
