"""Storing simulated games: each one exactly as if it had been recorded answer by answer.

The rows are the recorder's (db.bulk.game_rows: the games row with its summary, lineups,
inputs and plays), written a batch of games per transaction, so a run of thousands of games
is stored at import speed and an interrupted run keeps every batch already written.
"""

from __future__ import annotations

import datetime as dt
from typing import Callable, Iterable

from sqlalchemy.engine import Engine

from db.bulk import GameRows, existing_games, game_rows, write_games
from db.engine import writer
from engine.core.errors import ScorebookError, quoted
from engine.systems.simulate import SimulatedGame

BATCH = 200


class GamesExist(ScorebookError):
    """A simulated game's key is taken (the same seed was stored before)."""


def store_games(engine: Engine, system: str, games: Iterable[tuple[str, SimulatedGame]],
                season: str | None = None,
                progress: Callable[[int], None] | None = None) -> int:
    """Write (key, game) pairs; refuse, before writing a batch, any key already stored."""
    now = dt.datetime.now(dt.UTC)
    return store_rows(engine, (game_rows(key, system, g.session, g.answers, season=season,
                                         options=g.options, seed=g.seed, created_at=now)
                               for key, g in games), progress)


def store_rows(engine: Engine, games: Iterable[GameRows],
               progress: Callable[[int], None] | None = None) -> int:
    """Write the games' rows, a batch a transaction; refuse, before writing a batch, any key
    already stored."""
    stored = 0
    batch: list[GameRows] = []

    def flush() -> None:
        nonlocal stored
        with writer(engine).begin() as db:
            taken = existing_games(db, [rows.key for rows in batch])
            if taken:
                first = sorted(taken)[0]
                raise GamesExist(f"Game {quoted(first)} is already "
                                 "stored: simulate with another --seed.")
            write_games(db, batch)
        stored += len(batch)
        if progress:
            progress(len(batch))
        batch.clear()

    for rows in games:
        batch.append(rows)
        if len(batch) >= BATCH:
            flush()
    if batch:
        flush()
    return stored
