"""What a box score's foot says of a game beyond its plays: the time and attendance a Retrosheet
header gave (`info.timeofgame` in minutes, `info.attendance`, kept in the game's options by
exports/retrosheet/importer.py; null where not known — a tabletop game, or a header's 0), and
who scored it at the table (the scorekeepers named on its inputs, db/claims.py; null for a game
simulated or imported).
"""

from __future__ import annotations

import polars as pl
import sqlalchemy as sa

from db.tables import GAME_INPUTS, GAMES

FACTS_SCHEMA = {"game_id": pl.Int64, "time_of_game": pl.Int64, "attendance": pl.Int64,
                "scorers": pl.String}
_FROM_OPTIONS = {"time_of_game": "info.timeofgame", "attendance": "info.attendance"}
#: How the rows of `facts_queries` are read (the options' values as text, cast after).
READ_AS = {"facts": dict.fromkeys(_FROM_OPTIONS, pl.String) | {"game_id": pl.Int64},
           "scorers": {"game_id": pl.Int64, "scorer": pl.String}}


def facts_queries(chosen: sa.Select, dialect: str) -> dict[str, sa.Select]:
    """The queries of the games `chosen`: their options' facts, and their scorers."""
    options = GAMES.c.options

    def read(key: str) -> sa.ColumnElement:
        # SQLite reads JSON text as it is, PostgreSQL once the text is cast to JSON; a value
        # not there is '' (a reader cannot tell the type of a column of nulls)
        if dialect == "postgresql":
            value = sa.cast(options, sa.JSON)[key].as_string()
        else:
            value = sa.cast(sa.func.json_extract(options, f'$."{key}"'), sa.String)
        return sa.func.coalesce(value, "")

    c = GAME_INPUTS.c
    return {
        "facts": sa.select(GAMES.c.id.label("game_id"),
                           *(read(key).label(name) for name, key in _FROM_OPTIONS.items()))
                 .where(GAMES.c.id.in_(chosen)),
        "scorers": sa.select(c.game_id, c.scorer).distinct()
                   .where(c.game_id.in_(chosen), c.retracted == sa.false(), c.scorer != ""),
    }


def game_facts(facts: pl.DataFrame, scorers: pl.DataFrame) -> pl.DataFrame:
    """One row a game, as FACTS_SCHEMA: the numbers as numbers, the scorers by name, A to Z."""
    named = scorers.group_by("game_id").agg(pl.col("scorer").sort().str.join(", ")
                                            .alias("scorers"))
    return (facts.with_columns(pl.col(c).cast(pl.Int64, strict=False).replace(0, None)
                               for c in _FROM_OPTIONS)
            .join(named, on="game_id", how="left")
            .select(list(FACTS_SCHEMA)))
