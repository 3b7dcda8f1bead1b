"""The one module of `stats` that touches the database: tables in, Polars frames out.

Everything else in `stats` is a pure function of these frames. `load` selects the games of a
season, a system or a list of game keys and reads their rows once; every frame carries
`game_id` so that box scores of a whole season are computed in one pass.

The rows are read by the fastest reader installed (stats.readers: ADBC or connectorx, else
SQLAlchemy); every reader gives the same frames, of the schemas below. Under reader="auto" the
plays rows of many games come from their columnar copy (stats.plays_cache), which gives the
same rows as the database, in a fraction of the time; a reader named reads the database.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import partial
from typing import Iterable, NamedTuple

import polars as pl
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.tables import (GAMES, LEAGUES, LINEUP_ENTRIES, PLAYERS, PLAYS, SEASONS, SERIES,
                       SOLO_GAMES, SOLO_SEASONS, TEAMS)
from engine.core.record import PlayRecord
from stats.game_facts import FACTS_SCHEMA, READ_AS, facts_queries, game_facts
from stats.pitches import PLAYS_COLUMNS as PITCH_COLUMNS
from stats.pitches import summed_pitches as sum_pitches
from stats.plays_cache import STAMP, cache_file, cached_plays, database_file
from stats.readers import choose_reader, read_frames

#: Columns of the games frame, joined onto plays as the game's context.
GAME_COLUMNS = ("game_id", "key", "system", "date", "season", "series", "away", "home",
                "away_runs", "home_runs", "innings", "status", "winning_side", "winner", "loser",
                "save")

#: Up to this many games chosen by key are read by SQLAlchemy under reader="auto", straight
#: from the database (not worth the columnar copy's look-ups).
FEW_GAMES = 10
#: Game ids written into one query's IN list (a database caps a statement's length).
IN_LIST = 5_000

_PLAY_TYPES = {"str": pl.String, "int": pl.Int64, "bool": pl.Boolean}


def _plays_schema() -> dict[str, pl.DataType]:
    schema = {"game_id": pl.Int64, "seq": pl.Int64, "input_seq": pl.Int64}
    for f in fields(PlayRecord):
        schema[f.name] = _PLAY_TYPES[f.type if isinstance(f.type, str) else f.type.__name__]
    return schema


PLAYS_SCHEMA = _plays_schema()
#: The columns of the pitch rows that are summed up (stats.pitches).
PITCH_SCHEMA = {name: dtype for name, dtype in PLAYS_SCHEMA.items() if name in PITCH_COLUMNS}
GAMES_SCHEMA = {"game_id": pl.Int64, "key": pl.String, "system": pl.String, "date": pl.Date,
                "season": pl.String, "series": pl.String, "away": pl.String, "home": pl.String,
                "away_runs": pl.Int64, "home_runs": pl.Int64, "innings": pl.Int64,
                "status": pl.String, "winning_side": pl.String, "winner": pl.String, "loser": pl.String, "save": pl.String}
PLAYERS_SCHEMA = {"player_id": pl.String, "name": pl.String}
LINEUPS_SCHEMA = {"game_id": pl.Int64, "side": pl.Int64, "seq": pl.Int64, "slot": pl.Int64,
                  "player_id": pl.String, "position": pl.Int64}
TEAMS_SCHEMA = {"code": pl.String, "name": pl.String, "league": pl.String, "division": pl.String}
SERIES_SCHEMA = {"series_id": pl.Int64, "name": pl.String, "season": pl.String,
                 "team_a": pl.String, "team_b": pl.String, "best_of": pl.Int64}
#: Bottom of the 9th solo seasons (all of them: they belong to no league season).
SOLO_SEASONS_SCHEMA = {"solo_season_id": pl.Int64, "name": pl.String,
                       "created": pl.Datetime("us", "UTC"), "status": pl.String}
#: One row per solo game; `situation` is the Situation card as JSON text, `game_id` the
#: games row it was played as (null once that game is deleted).
SOLO_GAMES_SCHEMA = {"solo_season_id": pl.Int64, "number": pl.Int64, "game_id": pl.Int64,
                     "situation": pl.String, "result": pl.String, "mp": pl.Int64}


def _empty(schema: dict[str, pl.DataType]):
    return field(default_factory=lambda: pl.LazyFrame(schema=schema))


@dataclass(frozen=True)
class Frames:
    """The frames statistics are computed from (all lazy). The solo frames may be left out
    of frames made by hand: they default to empty frames of their schemas."""

    games: pl.LazyFrame
    plays: pl.LazyFrame
    players: pl.LazyFrame
    lineups: pl.LazyFrame
    teams: pl.LazyFrame
    series: pl.LazyFrame
    solo_seasons: pl.LazyFrame = _empty(SOLO_SEASONS_SCHEMA)
    solo_games: pl.LazyFrame = _empty(SOLO_GAMES_SCHEMA)
    #: The pitches summed up (stats.pitches) where they were read so, and `plays` then holds
    #: no pitch rows; None where the pitch rows are among `plays`.
    pitches: pl.LazyFrame | None = None
    #: The games' time and attendance where they were read (`load(..., facts=True)`).
    facts: pl.LazyFrame = _empty(FACTS_SCHEMA)


def load(engine: Engine, *, season: str | None = None, system: str | None = None,
         games: list[str] | None = None, reader: str = "auto",
         extra_base_hits_only: bool = False, columns: Iterable[str] | None = None,
         kinds: Iterable[str] | None = None, summed_pitches: bool = False,
         facts: bool = False) -> Frames:
    """Read the games chosen by season, system and/or game keys, with their rows.

    `columns` names the plays columns to read (all of them by default): a statistic declares
    the ones it uses (`stats.batting.PLAYS_COLUMNS`, …), and a season's plays are read several
    times faster, in a fraction of the memory, when the other columns stay in the database.

    `kinds` names the kinds of plays rows to read (every kind by default): batting lines,
    for one, read no pitch rows, which are three rows in four of a season
    (`stats.batting.PLAYS_KINDS`).

    `summed_pitches` reads the pitch rows summed up (`stats.pitches`, in `Frames.pitches`)
    and leaves them out of the plays frame: a statistic that only counts pitches (box scores,
    pitching lines) then holds a season in a fraction of the memory, whatever its columns.

    `extra_base_hits_only` reads only the plays rows of doubles, triples and home runs: all a
    box score needs of the rest of the season (its season-to-date totals), at a fraction of
    the cost of a whole season's rows.

    `facts` reads the games' time and attendance where known (`Frames.facts`), for the foot
    of a printed box score.

    `reader` is "auto" (the fastest installed for this database; SQLAlchemy for a few games
    by key), "adbc", "connectorx" or "sqlalchemy"; a reader asked for by name that cannot be
    used — not installed, or unable to open a connection of its own — raises ReaderUnavailable,
    an unknown name ValueError.
    """
    chosen = _chosen_games(season, system, games)
    few = games is not None and len(games) <= FEW_GAMES
    using = choose_reader(engine, reader, few_rows=few)
    schema = _plays_columns(columns)
    cache = cache_file(engine) if reader == "auto" and not few else None
    queries = {
        "games": (_games_query(chosen), GAMES_SCHEMA),
        "lineups": (_lineups_query(chosen), LINEUPS_SCHEMA),
        "players": (_players_query(), PLAYERS_SCHEMA),
        "teams": (_teams_query(), TEAMS_SCHEMA),
        "series": (_series_query(), SERIES_SCHEMA),
        "solo_seasons": (_solo_seasons_query(), SOLO_SEASONS_SCHEMA),
        "solo_games": (_solo_games_query(), SOLO_GAMES_SCHEMA),
    }
    if facts:
        queries.update((name, (query, READ_AS[name])) for name, query
                       in facts_queries(chosen, engine.dialect.name).items())
    rows = _rows(extra_base_hits_only, kinds, summed_pitches)
    if cache is None:
        queries["plays"] = (_plays_query(PLAYS.c.game_id.in_(chosen) & rows.sql, schema), schema)
        if summed_pitches:
            pitch_rows = PLAYS.c.game_id.in_(chosen) & (PLAYS.c.kind == "pitch")
            queries["pitches"] = (_plays_query(pitch_rows, PITCH_SCHEMA), PITCH_SCHEMA)
    else:
        queries["stamps"] = (sa.select(GAMES.c.id.label("game_id"), GAMES.c.plays_stamp),
                             {"game_id": pl.Int64, STAMP: pl.Int64})
    # A reader chosen here falls back on the engine's connection; one asked for does not.
    frames = read_frames(engine, using, queries, fallback=reader == "auto")
    if cache is not None:
        stamps, ids = frames.pop("stamps"), frames["games"]["game_id"].to_list()
        every_column = partial(_every_column, engine, using)
        source = database_file(engine)
        frames["plays"] = cached_plays(cache, stamps, ids, every_column, PLAYS_SCHEMA,
                                       list(schema), rows.frame, source)
        if summed_pitches:
            frames["pitches"] = cached_plays(cache, stamps, ids, every_column, PLAYS_SCHEMA,
                                             list(PITCH_SCHEMA), pl.col("kind") == "pitch",
                                             source)
    if facts:
        frames["facts"] = game_facts(frames["facts"], frames.pop("scorers"))
    if summed_pitches:  # summed as soon as read: the rows are not kept
        frames["pitches"] = sum_pitches(frames["pitches"].lazy()).collect()
    return Frames(**{part: frame.lazy() for part, frame in frames.items()})


class _Rows(NamedTuple):
    """Which plays rows are read: as a SQL condition, and as the same Polars filter."""

    sql: sa.ColumnElement
    frame: pl.Expr


def _rows(extra_base_hits_only: bool, kinds: Iterable[str] | None,
          summed_pitches: bool) -> _Rows:
    conditions = []
    if extra_base_hits_only:
        conditions.append(_Rows(PLAYS.c.hit_value >= 2, pl.col("hit_value") >= 2))
    if kinds is not None:
        kinds = list(kinds)
        conditions.append(_Rows(PLAYS.c.kind.in_(kinds), pl.col("kind").is_in(kinds)))
    if summed_pitches:
        conditions.append(_Rows(PLAYS.c.kind != "pitch", pl.col("kind") != "pitch"))
    return _Rows(sa.and_(sa.true(), *(c.sql for c in conditions)),
                 pl.all_horizontal(pl.lit(True), *(c.frame for c in conditions)))


def _every_column(engine: Engine, reader: str, ids: list[int]) -> pl.DataFrame:
    """Every column of the plays rows of the games `ids`, by game then seq."""
    parts = read_frames(engine, reader, {
        f"plays {n}": (_plays_query(PLAYS.c.game_id.in_(some), PLAYS_SCHEMA), PLAYS_SCHEMA)
        for n, some in enumerate(_batches(ids, IN_LIST))})
    return pl.concat(parts.values())


def _batches(ids: list[int], size: int) -> list[list[int]]:
    return [ids[start:start + size] for start in range(0, len(ids), size)]


def _plays_query(rows: sa.ColumnElement, schema: dict[str, pl.DataType]) -> sa.Select:
    """The plays rows chosen by `rows`, of `schema`'s columns, by game then seq."""
    return (sa.select(*(PLAYS.c[name] for name in schema)).where(rows)
            .order_by(PLAYS.c.game_id, PLAYS.c.seq))


def _plays_columns(columns: Iterable[str] | None) -> dict[str, pl.DataType]:
    """The schema of the plays frame holding `columns` (all by default), in the table's order."""
    if columns is None:
        return PLAYS_SCHEMA
    wanted = set(columns)
    unknown = wanted - PLAYS_SCHEMA.keys()
    if unknown:
        raise ValueError(f"The plays table has no column {', '.join(sorted(unknown))}.")
    return {name: dtype for name, dtype in PLAYS_SCHEMA.items() if name in wanted}


def _chosen_games(season, system, keys) -> sa.Select:
    """The ids of the games asked for, as a subquery every game-keyed query filters on."""
    query = sa.select(GAMES.c.id).select_from(
        GAMES.outerjoin(SEASONS, SEASONS.c.id == GAMES.c.season_id))
    if season is not None:
        query = query.where(SEASONS.c.name == season)
    if system is not None:
        query = query.where(GAMES.c.system == system)
    if keys is not None:
        query = query.where(GAMES.c.key.in_(list(keys)))
    return query


def _games_query(chosen: sa.Select) -> sa.Select:
    g = GAMES.c
    return (sa.select(g.id.label("game_id"), g.key, g.system, g.date,
                      SEASONS.c.name.label("season"), SERIES.c.name.label("series"),
                      g.away, g.home, g.away_runs, g.home_runs, g.innings, g.status,
                      g.winning_side, g.winner, g.loser, g.save)
            .select_from(GAMES.outerjoin(SEASONS, SEASONS.c.id == g.season_id)
                         .outerjoin(SERIES, SERIES.c.id == g.series_id))
            .where(g.id.in_(chosen))
            # NULLS LAST spelled out: SQLite and PostgreSQL disagree on the default.
            .order_by(g.date.asc().nulls_last(), g.id))


def _lineups_query(chosen: sa.Select) -> sa.Select:
    c = LINEUP_ENTRIES.c
    return (sa.select(c.game_id, c.side, c.seq, c.slot, c.player_id, c.position)
            .where(c.game_id.in_(chosen)).order_by(c.game_id, c.side, c.seq))


def _players_query() -> sa.Select:
    c = PLAYERS.c
    return sa.select(c.player_id, c.name).order_by(c.player_id)


def _teams_query() -> sa.Select:
    teams, leagues = TEAMS, LEAGUES
    return (sa.select(teams.c.code, teams.c.name, leagues.c.name.label("league"),
                      teams.c.division)
            .select_from(teams.outerjoin(leagues, leagues.c.id == teams.c.league_id))
            .order_by(teams.c.code))


def _series_query() -> sa.Select:
    s = SERIES.c
    return (sa.select(s.id.label("series_id"), s.name, SEASONS.c.name.label("season"),
                      s.team_a, s.team_b, s.best_of)
            .select_from(SERIES.outerjoin(SEASONS, SEASONS.c.id == s.season_id))
            .order_by(s.id))


def _solo_seasons_query() -> sa.Select:
    c = SOLO_SEASONS.c
    return sa.select(c.id.label("solo_season_id"), c.name, c.created, c.status).order_by(c.id)


def _solo_games_query() -> sa.Select:
    c = SOLO_GAMES.c
    return (sa.select(c.solo_season_id, c.number, c.game_id, c.situation, c.result, c.mp)
            .order_by(c.solo_season_id, c.number, c.id))
