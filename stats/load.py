"""The one module of `stats` that touches the database: tables in, Polars frames out.

Everything else in `stats` is a pure function of these frames. `load` selects the games of a
season, a system or a list of game keys and reads their rows once; every frame carries
`game_id` so that box scores of a whole season are computed in one pass.
"""

from __future__ import annotations

from dataclasses import dataclass

import polars as pl
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from engine.core.record import PlayRecord

#: Columns of the games frame, joined onto plays as the game's context.
GAME_COLUMNS = ("game_id", "key", "system", "date", "season", "series", "away", "home",
                "away_runs", "home_runs", "innings", "status", "winner", "loser", "save")

_GAMES_SQL = """
SELECT g.id AS game_id, g.key, g.system, g.date, s.name AS season, sr.name AS series,
       g.away, g.home, g.away_runs, g.home_runs, g.innings, g.status, g.winner, g.loser, g.save
FROM games g
LEFT JOIN seasons s ON s.id = g.season_id
LEFT JOIN series sr ON sr.id = g.series_id
"""

_PLAY_TYPES = {"str": pl.String, "int": pl.Int64, "bool": pl.Boolean}


def _plays_schema() -> dict[str, pl.DataType]:
    from dataclasses import fields

    schema = {"game_id": pl.Int64, "seq": pl.Int64, "input_seq": pl.Int64}
    for f in fields(PlayRecord):
        schema[f.name] = _PLAY_TYPES[f.type if isinstance(f.type, str) else f.type.__name__]
    return schema


PLAYS_SCHEMA = _plays_schema()
GAMES_SCHEMA = {"game_id": pl.Int64, "key": pl.String, "system": pl.String, "date": pl.Date,
                "season": pl.String, "series": pl.String, "away": pl.String, "home": pl.String,
                "away_runs": pl.Int64, "home_runs": pl.Int64, "innings": pl.Int64,
                "status": pl.String, "winner": pl.String, "loser": pl.String, "save": pl.String}
PLAYERS_SCHEMA = {"player_id": pl.String, "name": pl.String}
LINEUPS_SCHEMA = {"game_id": pl.Int64, "side": pl.Int64, "seq": pl.Int64, "slot": pl.Int64,
                  "player_id": pl.String, "position": pl.Int64}
TEAMS_SCHEMA = {"code": pl.String, "name": pl.String, "league": pl.String, "division": pl.String}
SERIES_SCHEMA = {"series_id": pl.Int64, "name": pl.String, "season": pl.String,
                 "team_a": pl.String, "team_b": pl.String, "best_of": pl.Int64}


@dataclass(frozen=True)
class Frames:
    """The frames statistics are computed from (all lazy)."""

    games: pl.LazyFrame
    plays: pl.LazyFrame
    players: pl.LazyFrame
    lineups: pl.LazyFrame
    teams: pl.LazyFrame
    series: pl.LazyFrame


def load(engine: Engine, *, season: str | None = None, system: str | None = None,
         games: list[str] | None = None) -> Frames:
    """Read the games chosen by season, system and/or game keys, with their rows."""
    where, params = _where(season, system, games)
    with engine.connect() as db:
        game_frame = _read(db, f"{_GAMES_SQL} {where} ORDER BY g.date, g.id", params, GAMES_SCHEMA)
        ids = f"SELECT g.id FROM games g LEFT JOIN seasons s ON s.id = g.season_id {where}"
        plays = _read(db, f"SELECT * FROM plays WHERE game_id IN ({ids}) ORDER BY game_id, seq",
                      params, PLAYS_SCHEMA)
        lineups = _read(db, f"SELECT game_id, side, seq, slot, player_id, position FROM lineup_entries "
                            f"WHERE game_id IN ({ids}) ORDER BY game_id, side, seq", params, LINEUPS_SCHEMA)
        players = _read(db, "SELECT player_id, name FROM players ORDER BY player_id", {}, PLAYERS_SCHEMA)
        teams = _read(db, "SELECT t.code, t.name, l.name AS league, t.division FROM teams t "
                          "LEFT JOIN leagues l ON l.id = t.league_id ORDER BY t.code", {}, TEAMS_SCHEMA)
        series = _read(db, "SELECT sr.id AS series_id, sr.name, s.name AS season, sr.team_a, sr.team_b, "
                           "sr.best_of FROM series sr LEFT JOIN seasons s ON s.id = sr.season_id "
                           "ORDER BY sr.id", {}, SERIES_SCHEMA)
    return Frames(game_frame.lazy(), plays.lazy(), players.lazy(), lineups.lazy(), teams.lazy(),
                  series.lazy())


def _where(season, system, games) -> tuple[str, dict]:
    clauses, params = [], {}
    if season is not None:
        clauses.append("s.name = :season")
        params["season"] = season
    if system is not None:
        clauses.append("g.system = :system")
        params["system"] = system
    if games is not None:
        names = [f":g{i}" for i in range(len(games))]
        clauses.append(f"g.key IN ({', '.join(names) or 'NULL'})")
        params.update({f"g{i}": key for i, key in enumerate(games)})
    return ("WHERE " + " AND ".join(clauses) if clauses else ""), params


def _read(db, sql: str, params: dict, schema: dict) -> pl.DataFrame:
    result = db.execute(sa.text(sql), params)
    names = list(result.keys())
    rows = result.all()
    frame = pl.DataFrame([list(r) for r in rows], schema=names, orient="row", infer_schema_length=None) \
        if rows else pl.DataFrame(schema={n: schema.get(n, pl.String) for n in names})
    # SQLite hands dates back as text; PostgreSQL as dates.
    dates = [n for n, t in schema.items() if t == pl.Date and frame.schema.get(n) == pl.String]
    frame = frame.with_columns(pl.col(n).str.to_date() for n in dates)
    return frame.cast({n: t for n, t in schema.items() if n in names}).select(
        [n for n in schema if n in names])
