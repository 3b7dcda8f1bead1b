"""The tables of a Scorebook database (DESIGN.md §3).

A game's source of truth is its setup plus its list of inputs (`game_inputs`): the answers the
scorekeeper gave, in order. Undo and edit never delete an input; they mark it retracted, so
nothing typed at the table is ever lost. The `plays` rows are derived from the inputs by
replaying them through the game's system and can be rebuilt at any time.

JSON columns (`setup`, `options`, `data`, `situation`) hold JSON text, so that SQLite and
PostgreSQL store them the same way.
"""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import fields

import sqlalchemy as sa
from sqlmodel import Field, SQLModel

from engine.core.record import PlayRecord

IN_PROGRESS, FINAL = "in_progress", "final"
UNDO, EDITED = "undo", "edited"

# Named constraints, so that later migrations (SQLite batch mode included) can refer to them.
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class League(SQLModel, table=True):
    __tablename__ = "leagues"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)


class Season(SQLModel, table=True):
    """A season of a league, played under one game system ("plain", "bot9" …)."""

    __tablename__ = "seasons"

    id: int | None = Field(default=None, primary_key=True)
    league_id: int | None = Field(default=None, foreign_key="leagues.id")
    name: str = Field(unique=True)
    system: str = ""


class Team(SQLModel, table=True):
    """A team by its code (TOR, ANA …), the code the scoresheet and the games table use.

    `city` and `nickname` are the name as a TEAM file splits it ("Boston", "Red Sox"), kept
    from a Retrosheet import so an export writes them back; empty for a team made here."""

    __tablename__ = "teams"

    id: int | None = Field(default=None, primary_key=True)
    code: str = Field(unique=True)
    name: str = ""
    league_id: int | None = Field(default=None, foreign_key="leagues.id")
    division: str = ""  # standings are kept per division when a league has them
    city: str = Field(default="", sa_column_kwargs={"server_default": ""})
    nickname: str = Field(default="", sa_column_kwargs={"server_default": ""})


class Player(SQLModel, table=True):
    """A player by a stable id (a Retrosheet id, or one made up); names are not unique.

    `last_name` and `first_name` are his name as a Retrosheet roster splits it ("La Stella",
    "Tommy"), `bats` and `throws` its R, L or B; kept from an import so an export writes them
    back, empty when unknown (a player made here)."""

    __tablename__ = "players"

    id: int | None = Field(default=None, primary_key=True)
    player_id: str = Field(unique=True)
    name: str = ""
    last_name: str = Field(default="", sa_column_kwargs={"server_default": ""})
    first_name: str = Field(default="", sa_column_kwargs={"server_default": ""})
    bats: str = Field(default="", sa_column_kwargs={"server_default": ""})
    throws: str = Field(default="", sa_column_kwargs={"server_default": ""})


class RosterEntry(SQLModel, table=True):
    """A player on a team's roster: uniform number and the positions he plays ("1 7 9").

    `seasons` lists the season-years a Retrosheet roster file put him there ("2019 2020"), so
    an export of a year lists who was on that year's roster; empty for an entry made here."""

    __tablename__ = "roster_entries"
    __table_args__ = (sa.UniqueConstraint("team_id", "player_id"),)

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="teams.id", ondelete="CASCADE", index=True)
    player_id: str = Field(foreign_key="players.player_id")
    number: str = ""
    positions: str = ""
    seasons: str = Field(default="", sa_column_kwargs={"server_default": ""})


class Card(SQLModel, table=True):
    """A player's card in one game system; `data` is the card as JSON, `provenance` its source."""

    __tablename__ = "cards"

    id: int | None = Field(default=None, primary_key=True)
    system: str = Field(index=True)
    player_id: str | None = Field(default=None, foreign_key="players.player_id")
    name: str = ""
    data: str = "{}"
    provenance: str = ""


class GameCard(SQLModel, table=True):
    """A card a game was played with (or a game's whole `cards` option), stored once however
    many games use it: a game's options name it by its digest (db/game_options.py)."""

    __tablename__ = "game_cards"

    id: int | None = Field(default=None, primary_key=True)
    digest: str = Field(unique=True)  # the first 128 bits of the SHA-256 of `data`, in hex
    data: str


def new_plays_stamp() -> int:
    """A fresh `Game.plays_stamp`."""
    return secrets.randbits(62)


class Game(SQLModel, table=True):
    """One game: its setup and options, plus a summary kept up to date after each input.

    `key` is the game id people type ("ANA201904300", "g1"). `undone` counts the inputs that
    redo can bring back; recording a new input clears it.
    """

    __tablename__ = "games"

    id: int | None = Field(default=None, primary_key=True)
    key: str = Field(unique=True)
    system: str
    date: dt.date | None = None
    season_id: int | None = Field(default=None, foreign_key="seasons.id", index=True)
    series_id: int | None = Field(default=None, foreign_key="series.id", index=True)
    away: str
    home: str
    setup: str
    options: str = "{}"
    seed: int | None = Field(default=None, sa_type=sa.BigInteger)
    status: str = IN_PROGRESS
    away_runs: int = 0
    home_runs: int = 0
    innings: int = 0
    undone: int = 0
    winning_side: str = Field(default="", sa_column_kwargs={"server_default": ""})  # "away", "home", "" (tie or unfinished)
    winner: str = ""  # pitchers of record (Rules 9.17-9.19), derived like the plays
    loser: str = ""
    save: str = ""
    created_at: dt.datetime
    # Who answers the choices of a played game: {"away": "person"|"computer", "home": …,
    # "mode": "record"|"play"|"watch"}; empty for a recorded or imported game. Kept so that a
    # game closed in the middle resumes exactly as it was being played.
    control: str = Field(default="{}", sa_column_kwargs={"server_default": "{}"})
    # A random number drawn anew whenever the game's inputs or plays rows change (written,
    # retracted, deleted, replaced): the statistics' columnar copy of the plays
    # (stats.plays_cache) keeps a game's rows, and a process its replay of the game
    # (db.replay_cache), only while it matches. Random rather than counted, so that no other
    # state of the game — in a restored backup, a copied file — can ever carry the same number.
    plays_stamp: int | None = Field(default_factory=new_plays_stamp,
                                    sa_type=sa.BigInteger)


class LineupEntry(SQLModel, table=True):
    """A starter as the lineup card was handed in: side 0 = visitors, 1 = home."""

    __tablename__ = "lineup_entries"

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", ondelete="CASCADE", index=True)
    side: int
    seq: int
    slot: int
    player_id: str = Field(foreign_key="players.player_id")
    position: int


class StoredAnswer(SQLModel):
    """What every stored answer holds (a game's input, a contest's): its position, the question
    it answered, the answer, who gave it and when, and whether it was retracted and why."""

    seq: int
    ask_key: str
    value: str
    who: str
    created_at: dt.datetime
    retracted: bool = False
    retracted_reason: str | None = None


class GameInput(StoredAnswer, table=True):
    """One answer given in a game, at position `seq`.

    Each version of an input is its own row: undo marks the row retracted (reason "undo"), an
    edit retracts it (reason "edited") and adds the new version under the same `seq`. Among a
    game's active rows each `seq` appears once.
    """

    __tablename__ = "game_inputs"
    __table_args__ = (
        sa.Index("ix_game_inputs_game_seq", "game_id", "seq"),
        sa.Index(
            "ux_game_inputs_active_seq", "game_id", "seq", unique=True,
            sqlite_where=sa.text("NOT retracted"), postgresql_where=sa.text("NOT retracted"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="games.id", ondelete="CASCADE")
    # who recorded it (db/claims.py: `--as`, $SCOREBOOK_SCORER, the system's user); empty
    # for inputs simulated or imported
    scorer: str = Field(default="", sa_column_kwargs={"server_default": ""})


class GameClaim(SQLModel, table=True):
    """Who is recording a game (db/claims.py): one row a game, refreshed with each input.
    Times are UTC. `taken_from`: whom a take-over took it from, told on their next input."""

    __tablename__ = "game_claims"

    game_id: int = Field(foreign_key="games.id", primary_key=True, ondelete="CASCADE")
    scorer: str
    host: str
    since: dt.datetime
    refreshed: dt.datetime
    taken_from: str = ""


class Series(SQLModel, table=True):
    """A best-of-N series between two teams: a named set of games (games.series_id)."""

    __tablename__ = "series"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    season_id: int | None = Field(default=None, foreign_key="seasons.id")
    team_a: str
    team_b: str
    best_of: int


class SoloSeason(SQLModel, table=True):
    """A Bottom of the 9th Manager's Challenge: one player's solo season."""

    __tablename__ = "solo_seasons"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    created: dt.datetime
    status: str = IN_PROGRESS
    seed: int | None = Field(default=None, sa_type=sa.BigInteger)
    options: str = Field(default="{}", sa_column_kwargs={"server_default": "{}"})  # advanced rules, JSON


class SoloGame(SQLModel, table=True):
    """One game of a solo season: the Situation card dealt, the result and the Manager Points."""

    __tablename__ = "solo_games"

    id: int | None = Field(default=None, primary_key=True)
    solo_season_id: int = Field(foreign_key="solo_seasons.id", ondelete="CASCADE", index=True)
    number: int
    game_id: int | None = Field(default=None, foreign_key="games.id", ondelete="SET NULL")
    situation: str = "{}"
    effect: str = Field(default="", sa_column_kwargs={"server_default": ""})  # the Effect card's id
    result: str = ""
    mp: int = 0


class Contest(SQLModel, table=True):
    """A batting contest (Nanyou 打擊競賽): its setup as JSON (players, rounds, the card set and
    the points), the seed of the app's dice, and a summary kept up to date after each answer
    (`points`: JSON, each player's name, card and points, in the setup's order)."""

    __tablename__ = "contests"

    id: int | None = Field(default=None, primary_key=True)
    system: str
    date: dt.date
    created_at: dt.datetime
    setup: str
    seed: int | None = Field(default=None, sa_type=sa.BigInteger)
    status: str = IN_PROGRESS
    rounds_played: int = 0
    points: str = "[]"
    winner: str = ""


class ContestInput(StoredAnswer, table=True):
    """One answer given in a contest (a die, a pick, a home-run try), at position `seq`; undo
    marks it retracted, as a game's inputs."""

    __tablename__ = "contest_inputs"
    __table_args__ = (
        sa.Index("ux_contest_inputs_active_seq", "contest_id", "seq", unique=True,
                 sqlite_where=sa.text("NOT retracted"), postgresql_where=sa.text("NOT retracted")),
    )

    id: int | None = Field(default=None, primary_key=True)
    contest_id: int = Field(foreign_key="contests.id", ondelete="CASCADE", index=True)


_SQL_TYPES = {"str": sa.String, "int": sa.Integer, "bool": sa.Boolean}


def _play_columns() -> list[sa.Column]:
    """One column per `PlayRecord` field, typed from the dataclass (its annotations are strings)."""
    return [sa.Column(f.name, _SQL_TYPES[f.type](), nullable=False) for f in fields(PlayRecord)]


#: The derived rows: one per pitch, play, substitution or game end, exactly `PlayRecord`'s
#: columns plus the game, the input that produced the row and the row's place in the game
#: (`seq`, 1-based). A Core table rather than a model class: it is written in bulk with
#: `insert()` and read by the statistics as a frame, never as objects. Its primary key
#: (game_id, seq) and the (game_id, input_seq) index both serve look-ups by game.
plays = sa.Table(
    "plays",
    SQLModel.metadata,
    sa.Column("game_id", sa.Integer, sa.ForeignKey("games.id", ondelete="CASCADE"),
              primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("input_seq", sa.Integer, nullable=False),
    *_play_columns(),
    sa.Index("ix_plays_game_input", "game_id", "input_seq"),
)

metadata = SQLModel.metadata
