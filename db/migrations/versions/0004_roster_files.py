"""What Retrosheet's TEAM and roster files say beyond a name, kept so an export writes them
back: a team's city and nickname; a player's last and first name as the roster splits them,
how he bats and throws; the season-years a roster file put him on a team's roster.

Every new column is text with an empty default, which means "not known": rows stored before
are kept as they were and exported as before (the name split, `?` for bats and throws).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-06
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0004'
down_revision: Union[str, Sequence[str], None] = '0003'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

#: The new columns, by table.
COLUMNS = {
    'teams': ('city', 'nickname'),
    'players': ('last_name', 'first_name', 'bats', 'throws'),
    'roster_entries': ('seasons',),
}


def upgrade() -> None:
    for table, columns in COLUMNS.items():
        with op.batch_alter_table(table) as batch:
            for column in columns:
                batch.add_column(sa.Column(column, sqlmodel.sql.sqltypes.AutoString(),
                                           nullable=False, server_default=''))


def downgrade() -> None:
    for table, columns in COLUMNS.items():
        with op.batch_alter_table(table) as batch:
            for column in reversed(columns):
                batch.drop_column(column)
