"""Scored games into a database in bulk: the rows `db.recording` would write, written at once.

Recording a game input by input (one transaction each) is right at the table and far too slow
for a few thousand games. Here each game's rows are built in memory — the games row with its
summary and pitchers of record, the lineup entries, every input, every plays row, and the
teams, players (substitutes too) and season the recorder would add — and written with Core
`insert()` over lists of dicts. `tests/bench/test_bulk_rows.py` checks that the rows equal the
recorder's, ids included, on a few games.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from typing import Iterable, Iterator

import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.models import FINAL, IN_PROGRESS, metadata
from db.setup_codec import setup_to_json
from engine.core.decisions import Decisions, decisions
from tests.bench.league import SYSTEM, ScoredGame

#: The time written into every created_at column (the recorder writes the clock's time).
CREATED_AT = dt.datetime(2024, 3, 1, 12, 0, 0, tzinfo=dt.UTC)
#: Tables in the order their foreign keys allow.
TABLES = ("seasons", "teams", "players", "games", "lineup_entries", "game_inputs", "plays")
BATCH = 5_000


@dataclass(frozen=True)
class GameRows:
    """One game's rows before the database ids are known (made in a worker process)."""

    game: dict
    lineups: list[dict]
    inputs: list[dict]
    plays: list[dict]
    teams: list[tuple[str, str]]  # (code, name), away then home
    starters: list[tuple[str, str]]  # (player id, name), away lineup then home
    entering: list[list[tuple[str, str]]]  # per input: players who came into the game


def game_rows(scored: ScoredGame) -> GameRows:
    """The rows of one scored game, as `create_game` and `record` write them."""
    session, setup, game = scored.session, scored.setup, scored.scheduled
    state = session.game
    result = decisions(session.records, setup) if state.final else Decisions()
    summary = {"key": game.key, "system": SYSTEM, "date": game.date, "series_id": None,
               "away": setup.away.code, "home": setup.home.code,
               "setup": setup_to_json(setup), "options": json.dumps({}), "seed": None,
               "status": FINAL if state.final else IN_PROGRESS,
               "away_runs": state.score[0], "home_runs": state.score[1],
               "innings": state.inning, "undone": 0, "winner": result.winner,
               "loser": result.loser, "save": result.save, "created_at": CREATED_AT}
    lineups = [{"side": side, "seq": seq, "slot": spot.slot, "player_id": spot.player,
                "position": spot.position}
               for side, sheet in enumerate((setup.away, setup.home))
               for seq, spot in enumerate(sheet.lineup, start=1)]
    inputs, plays, entering = [], [], []
    for seq, answered in enumerate(scored.answers, start=1):
        inputs.append({"seq": seq, "ask_key": answered.key, "value": answered.value,
                       "who": answered.who, "created_at": CREATED_AT, "retracted": False,
                       "retracted_reason": None})
        subs = {r.player: r.name for r in answered.records if r.kind == "sub" and r.player}
        entering.append(list(subs.items()))
        plays.extend({"input_seq": seq, "seq": len(plays) + 1, **record.as_dict()}
                     for record in answered.records)
    starters = {spot.player: spot.name for sheet in (setup.away, setup.home)
                for spot in sheet.lineup}
    return GameRows(summary, lineups, inputs, plays,
                    [(setup.away.code, setup.away.name), (setup.home.code, setup.home.name)],
                    list(starters.items()), entering)


@dataclass
class League:
    """Every table's rows for games added in recording order, with the ids the database would
    give them (the recorder adds a team, player or season the first time a game needs it)."""

    season: str | None = None
    rows: dict[str, list[dict]] = field(default_factory=lambda: {t: [] for t in TABLES})
    _known: dict[str, dict[str, int]] = field(
        default_factory=lambda: {"seasons": {}, "teams": {}, "players": {}})

    def add(self, game: GameRows) -> None:
        season_id = self._id("seasons", self.season, name=self.season, league_id=None,
                             system=SYSTEM) if self.season else None
        for code, name in game.teams:
            self._id("teams", code, code=code, name=name, league_id=None, division="")
        for player, name in game.starters:
            self._id("players", player, player_id=player, name=name)
        game_id = len(self.rows["games"]) + 1
        self.rows["games"].append({"id": game_id, **game.game, "season_id": season_id})
        for table, items in (("lineup_entries", game.lineups), ("game_inputs", game.inputs)):
            start = len(self.rows[table]) + 1
            self.rows[table].extend({"id": start + i, "game_id": game_id, **row}
                                    for i, row in enumerate(items))
        self.rows["plays"].extend({"game_id": game_id, **row} for row in game.plays)
        for players in game.entering:
            for player, name in players:
                self._id("players", player, player_id=player, name=name)

    def _id(self, table: str, natural_key: str, **values) -> int:
        known = self._known[table]
        if natural_key not in known:
            known[natural_key] = len(self.rows[table]) + 1
            self.rows[table].append({"id": known[natural_key], **values})
        return known[natural_key]


def insert(engine: Engine, tables: dict[str, Iterable[dict]]) -> None:
    """Write the rows, table by table in foreign-key order, in one transaction."""
    with engine.begin() as db:
        for name in TABLES:
            for batch in _batches(tables.get(name, ()), BATCH):
                db.execute(sa.insert(metadata.tables[name]), batch)
        if db.dialect.name == "postgresql":
            _move_sequences(db)


def _move_sequences(db) -> None:
    """The ids were given, not drawn: move each PostgreSQL sequence past them, so that games
    recorded later get new ids."""
    for name in TABLES:
        if "id" in metadata.tables[name].c:
            db.exec_driver_sql(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), "
                               f"COALESCE((SELECT MAX(id) FROM {name}), 0) + 1, false)")


def copy_tables(source: Engine, target: Engine) -> None:
    """Every benchmark table of `source` into the (migrated, empty) `target`.

    Into PostgreSQL the rows go by COPY, four times faster than INSERT for a season's plays
    (a copy of rows already checked, not a way of writing new ones); elsewhere by `insert`.
    """
    def rows(name: str) -> Iterator[tuple]:
        table = metadata.tables[name]
        with source.connect() as db:
            result = db.execution_options(yield_per=BATCH).execute(
                sa.select(table).order_by(*table.primary_key.columns))
            yield from result

    if target.dialect.name != "postgresql":
        insert(target, {name: (row._asdict() for row in rows(name)) for name in TABLES})
        return
    with target.begin() as db:
        cursor = db.connection.driver_connection.cursor()
        for name in TABLES:
            columns = ", ".join(c.name for c in metadata.tables[name].columns)
            with cursor.copy(f"COPY {name} ({columns}) FROM STDIN") as copy:
                for row in rows(name):
                    copy.write_row(row)
        _move_sequences(db)


def _batches(rows: Iterable[dict], size: int) -> Iterator[list[dict]]:
    batch = []
    for row in rows:
        batch.append(row)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
