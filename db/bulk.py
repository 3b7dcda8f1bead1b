"""Whole games into the database at once: the rows `db.recording` would write, in one go.

Recording a game input by input (one transaction each) is right at the table and far too slow
for a season. Here each game's rows are built in memory — the games row with its summary and
pitchers of record, the lineup entries, every input, every plays row, and the teams, players
(substitutes too) and season the recorder would add — and written many rows per statement
(db.bulk_insert: the inputs, lineups and plays straight to the driver), inside the caller's
transaction, so that a caller can make a whole file of games one transaction. tests/bench/test_bulk_rows.py proves the rows equal the recorder's,
ids included.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, fields
from operator import itemgetter
from typing import Iterable, Mapping, Sequence

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from db import bulk_insert
from db.bulk_insert import batches
from db.bulk_insert import insert_alike as _insert_alike
from db.bulk_insert import insert_plain as _insert_plain
from db.game_options import stored_text
from db.models import FINAL, IN_PROGRESS, metadata, new_plays_stamp
from db.setup_codec import setup_to_json
from db.shared_rows import add_missing, ids_by_key
from db.replay import pitchers_of_record, winning_side
from engine.core.record import COLUMNS, PlayRecord
from engine.systems.session import Answered, Session

#: Tables in the order their foreign keys allow.
TABLES = ("seasons", "teams", "players", "games", "lineup_entries", "game_inputs", "plays")
#: Rows per INSERT statement's parameter list.
BATCH = bulk_insert.BATCH
#: Values per IN (…) list of a look-up (SQLite allows some thousands of parameters).
IN_LIST = 500
#: A game's own rows, deleted when it is imported again (derived, or read from the file).
GAME_TABLES = ("plays", "game_inputs", "lineup_entries")

_t = metadata.tables


@dataclass(frozen=True)
class GameRows:
    """One game's rows before the database ids are known (may be made in a worker process).

    `players` are (player id, name) in the order the recorder meets them: the starters, then
    each substitute as he enters. `plays` rows are tuples of the values of PLAY_COLUMNS (a
    season has a million of them: tuples are made, sent from a worker process and inserted
    at a fraction of the cost of dicts), their booleans last, as 0 and 1 (`_play_row`)."""

    game: dict
    lineups: list[dict]
    inputs: list[dict]
    plays: list[tuple]
    teams: list[tuple[str, str]]  # (code, name), away then home
    players: list[tuple[str, str]]
    season: str | None = None

    @property
    def key(self) -> str:
        return self.game["key"]


@dataclass(frozen=True)
class TeamInfo:
    """What a file of teams knows beyond a game's setup: the team's name and league, and the
    name split as the file splits it (db.season_rosters keeps the split)."""

    code: str
    name: str
    league: str = ""
    city: str = ""
    nickname: str = ""


def game_rows(key: str, system: str, session: Session, answers: Sequence[Answered], *,
              date: dt.date | None = None, season: str | None = None,
              options: Mapping[str, str] | None = None, seed: int | None = None,
              created_at: dt.datetime) -> GameRows:
    """The rows of one whole game, as `create_game` and `record` write them (the pitchers of
    record as `db.replay.pitchers_of_record` decides them)."""
    setup, state = session.setup, session.game
    pitchers = pitchers_of_record(session)
    summary = {"key": key, "system": system, "date": date, "series_id": None,
               "away": setup.away.code, "home": setup.home.code,
               "setup": setup_to_json(setup),
               "options": json.dumps({str(k): str(v) for k, v in (options or {}).items()}),
               "seed": seed, "status": FINAL if state.final else IN_PROGRESS,
               "away_runs": state.score[0], "home_runs": state.score[1],
               "innings": state.inning, "undone": 0,
               "winning_side": winning_side(state) if state.final else "", "winner": pitchers.winner,
               "loser": pitchers.loser, "save": pitchers.save, "created_at": created_at}
    lineups = [{"side": side, "seq": seq, "slot": spot.slot, "player_id": spot.player,
                "position": spot.position}
               for side, sheet in enumerate((setup.away, setup.home))
               for seq, spot in enumerate(sheet.lineup, start=1)]
    # The recorder adds the starters (create_game), then each input's substitutes.
    people = [{spot.player: spot.name for sheet in (setup.away, setup.home)
               for spot in sheet.lineup}]
    inputs, rows = [], []
    for seq, answered in enumerate(answers, start=1):
        inputs.append({"seq": seq, "ask_key": answered.key, "value": answered.value,
                       "who": answered.who, "created_at": created_at, "retracted": False,
                       "retracted_reason": None,
                       # written whole (imported, simulated): no scorekeeper recorded it. Given
                       # here, not left to the column's default, so the rows go to the driver.
                       "scorer": ""})
        people.append({r.player: r.name for r in answered.records
                       if r.kind == "sub" and r.player})
        for record in answered.records:
            rows.append(_play_row(len(rows) + 1, seq, record))
    players: dict[str, str] = {}
    for group in people:
        for player, name in group.items():
            players.setdefault(player, name)
    return GameRows(summary, lineups, inputs, rows,
                    [(setup.away.code, setup.away.name), (setup.home.code, setup.home.name)],
                    list(players.items()), season)


_BOOL_FIELDS = {f.name for f in fields(PlayRecord) if f.type in ("bool", bool)}
#: The columns of a GameRows.plays row, in order: the plays table's but for game_id, with the
#: booleans last, so that `_play_row` makes them 0 and 1 in one go.
PLAY_COLUMNS = (("seq", "input_seq") + tuple(c for c in COLUMNS if c not in _BOOL_FIELDS)
                + tuple(c for c in COLUMNS if c in _BOOL_FIELDS))
if {c.name for c in _t["plays"].columns} != {"game_id", *PLAY_COLUMNS}:
    raise RuntimeError("db.bulk writes plays rows from PlayRecord's fields: the plays table's "
                       "columns must be its fields, with game_id, seq and input_seq.")
#: `record.as_dict()`'s values but the booleans, then the booleans, at a fraction of its
#: cost: a PlayRecord holds every field in its `__dict__` (a frozen dataclass without slots
#: or properties for fields).
_other_values = itemgetter(*(c for c in COLUMNS if c not in _BOOL_FIELDS))
_bool_values = itemgetter(*(c for c in COLUMNS if c in _BOOL_FIELDS))
_AS_INT = {True: 1, False: 0}
#: Where a plays row (game_id first) holds a PlayRecord boolean.
_BOOLS = tuple(i + 1 for i, name in enumerate(PLAY_COLUMNS) if name in _BOOL_FIELDS)


def _play_row(seq: int, input_seq: int, record: PlayRecord) -> tuple:
    """A GameRows.plays row, its booleans as 0 and 1: what SQLite stores either way, but the
    sqlite3 driver binds a bool eight times slower than an int (it looks for an adapter
    first), and a season's plays rows hold 22 million booleans."""
    values = vars(record)
    bools = _bool_values(values)
    return (seq, input_seq, *_other_values(values), *map(_AS_INT.get, bools, bools))


def _with_bools(row: tuple) -> tuple:
    """A plays row with its booleans' 0 and 1 made False and True again (a database with a
    real boolean type refuses integers there)."""
    values = list(row)
    for i in _BOOLS:
        if values[i].__class__ is int:
            values[i] = bool(values[i])
    return tuple(values)


def existing_games(db: Connection, keys: Iterable[str]) -> dict[str, int]:
    """The ids of the games among `keys` that the database already holds."""
    games = _t["games"]
    found: dict[str, int] = {}
    for some in batches(keys, IN_LIST):
        found.update(db.execute(sa.select(games.c.key, games.c.id)
                                .where(games.c.key.in_(some))).all())
    return found


def write_games(db: Connection, games: Sequence[GameRows], *,
                teams: Mapping[str, TeamInfo] | None = None,
                names: Mapping[str, str] | None = None,
                replacing: Mapping[str, int] | None = None) -> list[int]:
    """Write `games` in the caller's transaction; return their ids, in order.

    Seasons, leagues, teams and players the database lacks are added (those it has are kept
    as they are); `teams` and `names` give better names than the games' own (a TEAM file's
    city and nickname and league, a roster's names). A game whose key is in `replacing` (key
    -> id) keeps its id: its own rows are deleted and written again and its games row is
    brought up to date."""
    teams, names, replacing = teams or {}, names or {}, replacing or {}
    seasons = _find_or_add_seasons(db, games)
    _add_teams(db, games, teams)
    _add_players(db, games, names)
    old = [replacing[g.key] for g in games if g.key in replacing]
    for name in GAME_TABLES:
        for some in batches(old, IN_LIST):
            db.execute(sa.delete(_t[name]).where(_t[name].c.game_id.in_(some)))
    rows = [{**g.game, "season_id": seasons.get(g.season), "plays_stamp": new_plays_stamp(),
             "options": stored_text(db, g.game["options"])} for g in games]
    for row in rows:
        if row["key"] in replacing:
            db.execute(sa.update(_t["games"]).where(_t["games"].c.id == replacing[row["key"]])
                       .values(**row))
    new = [row for row in rows if row["key"] not in replacing]
    added = iter(_insert_returning_ids(db, "games", new))
    ids = [replacing[g.key] if g.key in replacing else next(added) for g in games]
    for table, part in (("lineup_entries", "lineups"), ("game_inputs", "inputs")):
        _insert_alike(db, table, ({"game_id": game_id, **row} for game_id, game in zip(ids, games)
                                  for row in getattr(game, part)))
    plays = ((game_id,) + row for game_id, game in zip(ids, games) for row in game.plays)
    if db.dialect.name != "sqlite":
        plays = (_with_bools(row) for row in plays)
    _insert_plain(db, "plays", ("game_id",) + PLAY_COLUMNS, plays)
    return ids


def _find_or_add_seasons(db: Connection, games: Sequence[GameRows]) -> dict[str, int]:
    wanted: dict[str, str] = {}
    for game in games:
        if game.season:
            wanted.setdefault(game.season, game.game["system"])
    return ids_by_key(db, "seasons", {name: {"league_id": None, "system": system}
                                      for name, system in wanted.items()})


def _add_teams(db: Connection, games: Sequence[GameRows], teams: Mapping[str, TeamInfo]) -> None:
    wanted: dict[str, str] = {}
    for game in games:
        for code, name in game.teams:
            wanted.setdefault(code, teams[code].name if code in teams else name)
    table = _t["teams"]
    known = set(db.execute(sa.select(table.c.code).where(table.c.code.in_(list(wanted))))
                .scalars())
    missing = [code for code in wanted if code not in known]
    # a league is made for the teams this adds, not given to a team the league has already
    leagues = ids_by_key(db, "leagues", {teams[c].league: {} for c in missing
                                         if c in teams and teams[c].league})
    add_missing(db, "teams", ({"code": code, "name": wanted[code], "division": "",
                               "league_id": leagues.get(teams[code].league) if code in teams
                               else None} for code in missing))


def _add_players(db: Connection, games: Sequence[GameRows], names: Mapping[str, str]) -> None:
    wanted: dict[str, str] = {}
    for game in games:
        for player, name in game.players:
            wanted.setdefault(player, names.get(player) or name)
    add_missing(db, "players", ({"player_id": p, "name": n} for p, n in wanted.items()))


def _insert_returning_ids(db: Connection, name: str, rows: list[dict]) -> list[int]:
    """Insert and return the ids the database gave, in the order of `rows`."""
    if not rows:
        return []
    table = _t[name]
    statement = sa.insert(table).returning(table.c.id, sort_by_parameter_order=True)
    return list(db.execute(statement, rows).scalars())
