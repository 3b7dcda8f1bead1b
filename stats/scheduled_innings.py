"""How many innings each game is scheduled for by its rules: a short game's share of the
leaders' qualifiers (stats/leaders.py), read once per report."""

from __future__ import annotations

from typing import Sequence

import polars as pl
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from db.tables import GAMES
from stats.load import IN_LIST


def scheduled_innings(engine: Engine, game_ids: Sequence[int]) -> pl.LazyFrame:
    """game_id, scheduled_innings: the innings each game is scheduled for by its rules (its
    setup's innings less those before the inning it starts in, so a Bottom of the 9th game of
    the 9th alone is one inning) — a short game's share of the leaders' qualifiers. The setup
    is read as text and its two numbers picked out by Polars, the same on every database."""
    rows: list = []
    g = GAMES.c
    with engine.connect() as db:
        for start in range(0, len(game_ids), IN_LIST):
            some = list(game_ids[start:start + IN_LIST])
            rows += db.execute(sa.select(g.id, g.setup).where(g.id.in_(some))).all()
    setups = pl.LazyFrame(rows, schema={"game_id": pl.Int64, "setup": pl.String}, orient="row")
    innings, first = (pl.col("setup").str.json_path_match(path).cast(pl.Int64)
                      for path in ("$.rules.innings", "$.situation.inning"))
    # A setup stored without them has the engine's defaults (db/setup_codec.py): 9, from the 1st.
    length = innings.fill_null(9) - first.fill_null(1) + 1
    return setups.select("game_id", scheduled_innings=pl.max_horizontal(length, pl.lit(1)))
