"""Several scorekeepers: who is recording each game (`game_claims`, db/claims.py) and who
recorded each input (`game_inputs.scorer`; empty for the inputs stored before).

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel


# revision identifiers, used by Alembic.
revision: str = '0008'
down_revision: Union[str, Sequence[str], None] = '0007'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table('game_claims',
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('scorer', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('host', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.Column('since', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('refreshed', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
    sa.Column('taken_from', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_game_claims_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', name=op.f('pk_game_claims'))
    )
    with op.batch_alter_table('game_inputs', schema=None) as batch_op:
        batch_op.add_column(sa.Column('scorer', sqlmodel.sql.sqltypes.AutoString(), server_default='', nullable=False))



def downgrade() -> None:
    with op.batch_alter_table('game_inputs', schema=None) as batch_op:
        batch_op.drop_column('scorer')

    op.drop_table('game_claims')
