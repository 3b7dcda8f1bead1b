"""Nanyou's batting contests (打擊競賽), played in the app or recorded from the table: each
contest's setup and summary (`contests`) and every answer given in it (`contest_inputs`,
retracted rather than deleted on undo, as a game's inputs).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0006'
down_revision: Union[str, Sequence[str], None] = '0005'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

TEXT = sqlmodel.sql.sqltypes.AutoString


def upgrade() -> None:
    op.create_table(
        'contests',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('system', TEXT(), nullable=False),
        sa.Column('date', sa.Date(), nullable=False),
        sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column('setup', TEXT(), nullable=False),
        sa.Column('seed', sa.BigInteger(), nullable=True),
        sa.Column('status', TEXT(), nullable=False),
        sa.Column('rounds_played', sa.Integer(), nullable=False),
        sa.Column('points', TEXT(), nullable=False),
        sa.Column('winner', TEXT(), nullable=False),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_contests')),
    )
    op.create_table(
        'contest_inputs',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('contest_id', sa.Integer(), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('ask_key', TEXT(), nullable=False),
        sa.Column('value', TEXT(), nullable=False),
        sa.Column('who', TEXT(), nullable=False),
        sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column('retracted', sa.Boolean(), nullable=False),
        sa.Column('retracted_reason', TEXT(), nullable=True),
        sa.ForeignKeyConstraint(['contest_id'], ['contests.id'], ondelete='CASCADE',
                                name=op.f('fk_contest_inputs_contest_id_contests')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_contest_inputs')),
    )
    op.create_index(op.f('ix_contest_inputs_contest_id'), 'contest_inputs', ['contest_id'])
    op.create_index('ux_contest_inputs_active_seq', 'contest_inputs', ['contest_id', 'seq'],
                    unique=True, sqlite_where=sa.text('NOT retracted'),
                    postgresql_where=sa.text('NOT retracted'))


def downgrade() -> None:
    op.drop_index('ux_contest_inputs_active_seq', table_name='contest_inputs')
    op.drop_index(op.f('ix_contest_inputs_contest_id'), table_name='contest_inputs')
    op.drop_table('contest_inputs')
    op.drop_table('contests')
