"""The first schema: leagues, seasons, teams, players, cards, games, lineups, inputs, plays,
series and solo seasons (DESIGN.md §3).

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
import sqlmodel

# revision identifiers, used by Alembic.
revision: str = '0001'
down_revision: Union[str, Sequence[str], None] = None
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'leagues',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint('id', name='pk_leagues'),
        sa.UniqueConstraint('name', name='uq_leagues_name')
    )
    op.create_table(
        'players',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('player_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint('id', name='pk_players'),
        sa.UniqueConstraint('player_id', name='uq_players_player_id')
    )
    op.create_table(
        'solo_seasons',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('created', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column('status', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint('id', name='pk_solo_seasons')
    )
    op.create_table(
        'cards',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('system', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('player_id', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('data', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('provenance', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(['player_id'], ['players.player_id'], name='fk_cards_player_id_players'),
        sa.PrimaryKeyConstraint('id', name='pk_cards')
    )
    op.create_index('ix_cards_system', 'cards', ['system'], unique=False)
    op.create_table(
        'seasons',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('league_id', sa.Integer(), nullable=True),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('system', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name='fk_seasons_league_id_leagues'),
        sa.PrimaryKeyConstraint('id', name='pk_seasons'),
        sa.UniqueConstraint('name', name='uq_seasons_name')
    )
    op.create_table(
        'teams',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('code', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('league_id', sa.Integer(), nullable=True),
        sa.Column('division', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(['league_id'], ['leagues.id'], name='fk_teams_league_id_leagues'),
        sa.PrimaryKeyConstraint('id', name='pk_teams'),
        sa.UniqueConstraint('code', name='uq_teams_code')
    )
    op.create_table(
        'series',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('name', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('season_id', sa.Integer(), nullable=True),
        sa.Column('team_a', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('team_b', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('best_of', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['season_id'], ['seasons.id'], name='fk_series_season_id_seasons'),
        sa.PrimaryKeyConstraint('id', name='pk_series'),
        sa.UniqueConstraint('name', name='uq_series_name')
    )
    op.create_table(
        'games',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('system', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('date', sa.Date(), nullable=True),
        sa.Column('season_id', sa.Integer(), nullable=True),
        sa.Column('series_id', sa.Integer(), nullable=True),
        sa.Column('away', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('home', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('setup', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('options', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('seed', sa.BigInteger(), nullable=True),
        sa.Column('status', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('away_runs', sa.Integer(), nullable=False),
        sa.Column('home_runs', sa.Integer(), nullable=False),
        sa.Column('innings', sa.Integer(), nullable=False),
        sa.Column('undone', sa.Integer(), nullable=False),
        sa.Column('winner', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('loser', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('save', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.ForeignKeyConstraint(['season_id'], ['seasons.id'], name='fk_games_season_id_seasons'),
        sa.ForeignKeyConstraint(['series_id'], ['series.id'], name='fk_games_series_id_series'),
        sa.PrimaryKeyConstraint('id', name='pk_games'),
        sa.UniqueConstraint('key', name='uq_games_key')
    )
    op.create_index('ix_games_season_id', 'games', ['season_id'], unique=False)
    op.create_index('ix_games_series_id', 'games', ['series_id'], unique=False)
    op.create_table(
        'game_inputs',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.Integer(), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('ask_key', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('value', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('who', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('created_at', sqlmodel.sql.sqltypes.UTCDateTime(), nullable=False),
        sa.Column('retracted', sa.Boolean(), nullable=False),
        sa.Column('retracted_reason', sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], name='fk_game_inputs_game_id_games', ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name='pk_game_inputs')
    )
    op.create_index('ix_game_inputs_game_seq', 'game_inputs', ['game_id', 'seq'], unique=False)
    # Among a game's active (not retracted) inputs each position appears once.
    op.create_index(
        'ux_game_inputs_active_seq', 'game_inputs', ['game_id', 'seq'], unique=True,
        sqlite_where=sa.text('NOT retracted'), postgresql_where=sa.text('NOT retracted'),
    )
    op.create_table(
        'lineup_entries',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.Integer(), nullable=False),
        sa.Column('side', sa.Integer(), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('slot', sa.Integer(), nullable=False),
        sa.Column('player_id', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('position', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], name='fk_lineup_entries_game_id_games', ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['player_id'], ['players.player_id'], name='fk_lineup_entries_player_id_players'),
        sa.PrimaryKeyConstraint('id', name='pk_lineup_entries')
    )
    op.create_index('ix_lineup_entries_game_id', 'lineup_entries', ['game_id'], unique=False)
    op.create_table(
        'plays',
        sa.Column('game_id', sa.Integer(), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('input_seq', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(), nullable=False),
        sa.Column('inning', sa.Integer(), nullable=False),
        sa.Column('half', sa.Integer(), nullable=False),
        sa.Column('outs', sa.Integer(), nullable=False),
        sa.Column('balls', sa.Integer(), nullable=False),
        sa.Column('strikes', sa.Integer(), nullable=False),
        sa.Column('away_score', sa.Integer(), nullable=False),
        sa.Column('home_score', sa.Integer(), nullable=False),
        sa.Column('batter', sa.String(), nullable=False),
        sa.Column('pitcher', sa.String(), nullable=False),
        sa.Column('charged_batter', sa.String(), nullable=False),
        sa.Column('charged_pitcher', sa.String(), nullable=False),
        sa.Column('batter_slot', sa.Integer(), nullable=False),
        sa.Column('runner1', sa.String(), nullable=False),
        sa.Column('runner2', sa.String(), nullable=False),
        sa.Column('runner3', sa.String(), nullable=False),
        sa.Column('resp1', sa.String(), nullable=False),
        sa.Column('resp2', sa.String(), nullable=False),
        sa.Column('resp3', sa.String(), nullable=False),
        sa.Column('pitch', sa.String(), nullable=False),
        sa.Column('pitches', sa.String(), nullable=False),
        sa.Column('text', sa.String(), nullable=False),
        sa.Column('event_type', sa.Integer(), nullable=False),
        sa.Column('batter_event', sa.Boolean(), nullable=False),
        sa.Column('at_bat', sa.Boolean(), nullable=False),
        sa.Column('hit_value', sa.Integer(), nullable=False),
        sa.Column('sh', sa.Boolean(), nullable=False),
        sa.Column('sf', sa.Boolean(), nullable=False),
        sa.Column('gdp', sa.Boolean(), nullable=False),
        sa.Column('dp', sa.Boolean(), nullable=False),
        sa.Column('tp', sa.Boolean(), nullable=False),
        sa.Column('bunt', sa.Boolean(), nullable=False),
        sa.Column('batted_ball', sa.String(), nullable=False),
        sa.Column('location', sa.String(), nullable=False),
        sa.Column('outs_on_play', sa.Integer(), nullable=False),
        sa.Column('runs', sa.Integer(), nullable=False),
        sa.Column('rbi', sa.Integer(), nullable=False),
        sa.Column('batter_dest', sa.Integer(), nullable=False),
        sa.Column('run1_dest', sa.Integer(), nullable=False),
        sa.Column('run2_dest', sa.Integer(), nullable=False),
        sa.Column('run3_dest', sa.Integer(), nullable=False),
        sa.Column('run1_sb', sa.Boolean(), nullable=False),
        sa.Column('run2_sb', sa.Boolean(), nullable=False),
        sa.Column('run3_sb', sa.Boolean(), nullable=False),
        sa.Column('run1_cs', sa.Boolean(), nullable=False),
        sa.Column('run2_cs', sa.Boolean(), nullable=False),
        sa.Column('run3_cs', sa.Boolean(), nullable=False),
        sa.Column('run1_po', sa.Boolean(), nullable=False),
        sa.Column('run2_po', sa.Boolean(), nullable=False),
        sa.Column('run3_po', sa.Boolean(), nullable=False),
        sa.Column('putouts', sa.String(), nullable=False),
        sa.Column('assists', sa.String(), nullable=False),
        sa.Column('errors', sa.String(), nullable=False),
        sa.Column('defense', sa.String(), nullable=False),
        sa.Column('wild_pitch', sa.Boolean(), nullable=False),
        sa.Column('passed_ball', sa.Boolean(), nullable=False),
        sa.Column('balk', sa.Boolean(), nullable=False),
        sa.Column('scorers', sa.String(), nullable=False),
        sa.Column('outs_after', sa.Integer(), nullable=False),
        sa.Column('end_of_half', sa.Boolean(), nullable=False),
        sa.Column('left_on_base', sa.Integer(), nullable=False),
        sa.Column('game_over', sa.Boolean(), nullable=False),
        sa.Column('team', sa.Integer(), nullable=False),
        sa.Column('player', sa.String(), nullable=False),
        sa.Column('name', sa.String(), nullable=False),
        sa.Column('slot', sa.Integer(), nullable=False),
        sa.Column('position', sa.Integer(), nullable=False),
        sa.Column('replaced', sa.String(), nullable=False),
        sa.Column('role', sa.String(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], name='fk_plays_game_id_games', ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('game_id', 'seq', name='pk_plays')
    )
    op.create_index('ix_plays_game_input', 'plays', ['game_id', 'input_seq'], unique=False)
    op.create_table(
        'solo_games',
        sa.Column('id', sa.Integer(), nullable=False),
        sa.Column('solo_season_id', sa.Integer(), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('game_id', sa.Integer(), nullable=True),
        sa.Column('situation', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('result', sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column('mp', sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(['game_id'], ['games.id'], name='fk_solo_games_game_id_games', ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['solo_season_id'], ['solo_seasons.id'], name='fk_solo_games_solo_season_id_solo_seasons', ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name='pk_solo_games')
    )
    op.create_index('ix_solo_games_solo_season_id', 'solo_games', ['solo_season_id'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_solo_games_solo_season_id', table_name='solo_games')
    op.drop_table('solo_games')
    op.drop_index('ix_plays_game_input', table_name='plays')
    op.drop_table('plays')
    op.drop_index('ix_lineup_entries_game_id', table_name='lineup_entries')
    op.drop_table('lineup_entries')
    op.drop_index('ux_game_inputs_active_seq', table_name='game_inputs')
    op.drop_index('ix_game_inputs_game_seq', table_name='game_inputs')
    op.drop_table('game_inputs')
    op.drop_index('ix_games_series_id', table_name='games')
    op.drop_index('ix_games_season_id', table_name='games')
    op.drop_table('games')
    op.drop_table('series')
    op.drop_table('teams')
    op.drop_table('seasons')
    op.drop_index('ix_cards_system', table_name='cards')
    op.drop_table('cards')
    op.drop_table('solo_seasons')
    op.drop_table('players')
    op.drop_table('leagues')
