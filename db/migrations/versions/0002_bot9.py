"""Bottom of the 9th: the side that won a game (a tie can be the visitors' win), and what a
solo season needs to be resumed (its seed and options) and shown (each game's Effect card).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0002'
down_revision: Union[str, Sequence[str], None] = '0001'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    with op.batch_alter_table('games') as batch:
        batch.add_column(sa.Column('winning_side', sqlmodel.sql.sqltypes.AutoString(),
                                   nullable=False, server_default=''))
    with op.batch_alter_table('solo_seasons') as batch:
        batch.add_column(sa.Column('seed', sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column('options', sqlmodel.sql.sqltypes.AutoString(),
                                   nullable=False, server_default='{}'))
    with op.batch_alter_table('solo_games') as batch:
        batch.add_column(sa.Column('effect', sqlmodel.sql.sqltypes.AutoString(),
                                   nullable=False, server_default=''))
    # Games stored before this revision: the side with more runs won; a tie is a tie.
    op.execute("UPDATE games SET winning_side = CASE WHEN away_runs > home_runs THEN 'away' "
               "WHEN home_runs > away_runs THEN 'home' ELSE '' END WHERE status = 'final'")


def downgrade() -> None:
    with op.batch_alter_table('solo_games') as batch:
        batch.drop_column('effect')
    with op.batch_alter_table('solo_seasons') as batch:
        batch.drop_column('options')
        batch.drop_column('seed')
    with op.batch_alter_table('games') as batch:
        batch.drop_column('winning_side')
