"""The tables as the listings and the statistics read them: lightweight table clauses of
SQLAlchemy Core, with the columns they read and the types those need.

db/models.py defines the same tables for the ORM (SQLModel), which takes longer to import than
`scorebook games` or `scorebook stats batting` may take in all; reading needs only the names,
and the types that turn what a driver gives back into Python values (a date that SQLite keeps
as text, a boolean it keeps as an integer). tests/db/test_tables.py holds them to the models.
"""

from __future__ import annotations

from dataclasses import fields

import sqlalchemy as sa

from engine.core.record import PlayRecord

_TYPES = {"str": sa.String, "int": sa.Integer, "bool": sa.Boolean}


def _table(name: str, *columns: str | sa.ColumnClause) -> sa.TableClause:
    """A table clause; a column given by name alone is read as an integer or text as stored."""
    return sa.table(name, *(sa.column(c) if isinstance(c, str) else c for c in columns))


GAMES = _table("games", "id", "key", "system", sa.column("date", sa.Date), "season_id",
               "series_id", "away", "home", "away_runs", "home_runs", "innings", "status",
               "winning_side", "winner", "loser", "save", "control", "setup", "options",
               sa.column("plays_stamp", sa.BigInteger))
GAME_INPUTS = _table("game_inputs", "game_id", "seq", sa.column("retracted", sa.Boolean),
                     "scorer")
SEASONS = _table("seasons", "id", "name")
SERIES = _table("series", "id", "name", "season_id", "team_a", "team_b", "best_of")
LINEUP_ENTRIES = _table("lineup_entries", "game_id", "side", "seq", "slot", "player_id",
                        "position")
PLAYERS = _table("players", "player_id", "name")
TEAMS = _table("teams", "code", "name", "league_id", "division")
LEAGUES = _table("leagues", "id", "name")
# SQLModel's UTCDateTime stores UTC; read as a timestamp here, the readers make it UTC again.
SOLO_SEASONS = _table("solo_seasons", "id", "name",
                      sa.column("created", sa.DateTime(timezone=True)), "status")
SOLO_GAMES = _table("solo_games", "id", "solo_season_id", "number", "game_id", "situation",
                    "result", "mp")
#: The derived rows: the game, the row's place and input, then PlayRecord's fields.
PLAYS = _table("plays", "game_id", "seq", "input_seq", *(
    sa.column(f.name, _TYPES[f.type if isinstance(f.type, str) else f.type.__name__])
    for f in fields(PlayRecord)))
