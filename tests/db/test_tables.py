"""The lightweight tables of db/tables.py keep matching the models of db/models.py: every
column they name exists, and a column whose values need a type to come back right (a date,
a timestamp, a boolean, a 64-bit number) has the model's kind of type."""

from __future__ import annotations

import pytest
import sqlalchemy as sa

from db import tables
from db.models import metadata

LIGHT = [value for value in vars(tables).values() if isinstance(value, sa.TableClause)]
#: The kinds of type that change what a value read back is.
KINDS = (sa.Date, sa.DateTime, sa.Boolean, sa.BigInteger)


def kind(column) -> type | None:
    """The column's kind of type; a decorated type (SQLModel's UTCDateTime) by what it
    decorates."""
    type_ = column.type.impl if isinstance(column.type, sa.TypeDecorator) else column.type
    return next((k for k in KINDS if isinstance(type_, k)), None)


@pytest.mark.parametrize("light", LIGHT, ids=lambda table: table.name)
def test_the_lightweight_tables_match_the_models(light):
    model = metadata.tables[light.name]
    assert set(light.c.keys()) <= set(model.c.keys())
    assert {c.name: kind(c) for c in light.c} == {c.name: kind(c) for c in model.c
                                                  if c.name in light.c}


def test_the_plays_table_is_read_whole():
    assert tables.PLAYS.c.keys() == metadata.tables["plays"].c.keys()
