"""Reading tables back as plain rows, and the rows a fresh replay would give, for comparisons."""

from __future__ import annotations

import sqlalchemy as sa

from db.models import metadata
from engine.systems import get_system
from engine.systems.session import replay


def table(engine, name, order_by=("id",)):
    """Every row of a table as plain dicts, in a stable order — without the games' plays
    stamps, which are drawn anew, at random, whenever a game's plays rows are written."""
    t = metadata.tables[name]
    with engine.connect() as conn:
        rows = conn.execute(sa.select(t).order_by(*(t.c[c] for c in order_by))).mappings()
        return [{k: v for k, v in row.items() if k != "plays_stamp"} for row in rows]


def plays_rows(engine):
    return table(engine, "plays", order_by=("game_id", "seq"))


def game_plays(engine, key: str) -> list[tuple]:
    """Game `key`'s plays rows in order, without their ids (so two games can be compared)."""
    plays, games = metadata.tables["plays"], metadata.tables["games"]
    query = (sa.select(plays).join(games, games.c.id == plays.c.game_id)
             .where(games.c.key == key).order_by(plays.c.seq))
    with engine.connect() as db:
        return [tuple(row)[1:] for row in db.execute(query)]


def everything(engine):
    """The whole database, for "nothing changed" checks — but who holds each game: every
    write refreshes the claim (db/claims.py), and it is not the game."""
    return {name: table(engine, name, order_by=[c.name for c in t.primary_key.columns])
            for name, t in metadata.tables.items() if name != "game_claims"}


def fresh_plays(setup, values, game_id=1, system="plain"):
    """The plays rows a fresh replay of `values` gives."""
    _, answers = replay(get_system(system), setup, {}, values)
    rows = []
    for input_seq, answered in enumerate(answers, start=1):
        for record in answered.records:
            rows.append({"game_id": game_id, "seq": len(rows) + 1, "input_seq": input_seq,
                         **record.as_dict()})
    return rows
