"""Each game's plays stamp (`games.plays_stamp`): a random number drawn anew whenever the
game's plays rows change, so the statistics' columnar copy of the plays knows which games it
holds up to date (stats.plays_cache).

Games stored before get a random stamp each, drawn by the database itself.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

# revision identifiers, used by Alembic.
revision: str = '0005'
down_revision: Union[str, Sequence[str], None] = '0004'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

#: A random non-negative 62-bit number, in each database's own words.
RANDOM = {'sqlite': 'abs(random()) >> 1',
          'postgresql': 'floor(random() * 4611686018427387904)::bigint'}


def upgrade() -> None:
    with op.batch_alter_table('games') as batch:
        batch.add_column(sa.Column('plays_stamp', sa.BigInteger(), nullable=True))
    dialect = op.get_bind().dialect.name
    op.execute(f'UPDATE games SET plays_stamp = {RANDOM.get(dialect, "NULL")}')


def downgrade() -> None:
    with op.batch_alter_table('games') as batch:
        batch.drop_column('plays_stamp')
