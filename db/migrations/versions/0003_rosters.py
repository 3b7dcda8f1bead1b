"""The app: team rosters (who plays for whom, number and positions) and, for a game played
in the app, who answers its choices (`games.control`), so it resumes as it was played.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0003'
down_revision: Union[str, Sequence[str], None] = '0002'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'roster_entries',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('team_id', sa.Integer(), nullable=False),
        sa.Column('player_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('number', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('positions', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(['team_id'], ['teams.id'], ondelete='CASCADE',
                                name=op.f('fk_roster_entries_team_id_teams')),
        sa.ForeignKeyConstraint(['player_id'], ['players.player_id'],
                                name=op.f('fk_roster_entries_player_id_players')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_roster_entries')),
        sa.UniqueConstraint('team_id', 'player_id', name=op.f('uq_roster_entries_team_id')),
    )
    op.create_index(op.f('ix_roster_entries_team_id'), 'roster_entries', ['team_id'])
    with op.batch_alter_table('games') as batch:
        batch.add_column(sa.Column('control', sqlmodel.sql.sqltypes.AutoString(),
                                   nullable=False, server_default='{}'))


def downgrade() -> None:
    with op.batch_alter_table('games') as batch:
        batch.drop_column('control')
    op.drop_index(op.f('ix_roster_entries_team_id'), table_name='roster_entries')
    op.drop_table('roster_entries')
