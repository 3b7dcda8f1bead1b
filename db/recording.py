"""Recording a game at the table: create it, record each input, undo, redo, edit.

Every function takes an Engine, does its work in one short transaction and returns engine
objects or plain values. Each input is committed before the function returns, so a crash loses
at most the keystroke being typed (DESIGN.md §3). An input the game refuses raises the engine's
`ScorebookError` and nothing is written.

Undo and edit never delete an input: the row is marked retracted ("undo" or "edited") and the
derived plays rows are re-derived. `rebuild` and `game_state` live in `db.replay` and are
re-exported here.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from typing import Mapping

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.claims import Keeper, Scorer, hold, open_to_write, this_scorer
from db.engine import writer
from db.game_options import stored_options
from db.models import EDITED, UNDO, Game, GameInput, LineupEntry, Season, plays
from db.replay import (InputNoLongerFits, RebuildCounts, active_inputs, answer_input,
                       delete_plays, game_state, inputs_changed, new_session, next_play_seq,
                       rebuild, save_summary, write_plays)
from db.replay_cache import fork, keep
from db.series import series_for_game
from db.shared_rows import add_missing, ids_by_key
from db.setup_codec import setup_to_json
from engine.core.errors import ScorebookError, quoted
from engine.core.printable import check_printable
from engine.core.setup import GameSetup
from engine.systems.session import Answered

__all__ = ["GameExists", "NothingToUndo", "NothingToRedo", "StoredInput", "RebuildCounts",
           "InputNoLongerFits", "create_game", "record", "undo", "redo", "edit", "rebuild",
           "game_state"]

DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d")


class GameExists(ScorebookError):
    """A game with that key is already in the database."""


class NothingToUndo(ScorebookError):
    """The game has no input left to undo."""


class NothingToRedo(ScorebookError):
    """No undone input can be brought back."""


@dataclass(frozen=True)
class StoredInput:
    """An input as stored: its position in the game, the question it answered and the answer."""

    seq: int
    ask_key: str
    value: str
    who: str


def create_game(engine: Engine, key: str, system: str, setup: GameSetup,
                options: Mapping[str, str] | None = None, seed: int | None = None,
                date: dt.date | str | None = None, season: str | None = None,
                control: Mapping[str, str] | None = None, series: str | None = None,
                scorer: Scorer | None = None) -> None:
    """Start a new game `key`: its setup and starting lineups, plus any team, player or season
    the database does not know yet (a season is created under the game's system). The game is
    held for `scorer` (this process's by default: db/claims.py).

    `series` puts the game into that best-of-N series (db.series): its teams must be the
    series' two, its season the series' (a game given no season takes the series').

    `control` says, for a game played in the app, who answers its choices (`games.control`:
    {"mode": "record"|"play"|"watch", "away": "person"|"computer", "home": …})."""
    check_printable("Game id", key)  # every way a game is made comes here
    options = {str(name): str(value) for name, value in (options or {}).items()}
    game = Game(key=key, system=system, date=_date(date), away=setup.away.code,
                home=setup.home.code, setup=setup_to_json(setup), options=json.dumps(options),
                seed=seed, created_at=_now(), control=json.dumps(dict(control or {})))
    session = new_session(game)  # an unknown system or an impossible lineup stops here
    try:
        with DbSession(writer(engine)) as db, db.begin():
            if db.exec(select(Game.id).where(Game.key == key)).first() is not None:
                raise GameExists(f"Game {quoted(key)} already exists.")
            if season:
                game.season_id = _season_id(db, season, system)
            if series:
                found = series_for_game(db.connection(), series, game.away, game.home,
                                        game.season_id, key)
                game.series_id, game.season_id = found.id, game.season_id or found.season_id
            if game.season_id is not None:
                _give_system(db, game.season_id, system)
            _add_teams_and_players(db, setup)
            game.options = stored_options(db.connection(), options)
            save_summary(db, game, session)
            db.flush()
            hold(db, game, scorer or this_scorer())
            db.add_all(
                LineupEntry(game_id=game.id, side=side, seq=seq, slot=spot.slot,
                            player_id=spot.player, position=spot.position)
                for side, sheet in enumerate((setup.away, setup.home))
                for seq, spot in enumerate(sheet.lineup, start=1))
    except IntegrityError as exc:  # another scorekeeper created the same key just now
        raise GameExists(f"Game {quoted(key)} already exists.") from exc


def record(engine: Engine, key: str, value: str, who: str = "scorekeeper",
           by: Keeper = Keeper()) -> Answered:
    """Answer the game's current question with `value` and store it, in one transaction.

    The game as it stands comes from the replays this process keeps (db.replay_cache): an
    input costs the same at any point of a game, reading none of the inputs before it."""
    with DbSession(writer(engine)) as db, db.begin():
        game, before = open_to_write(db, key, by)
        session = before.at(before.count)
        answered = session.answer(value, who)
        stored = _store(db, game, before.count + 1, answered, by)
        write_plays(db, game, [(stored.seq, answered)], next_play_seq(db, game))
        game.undone = 0
        save_summary(db, game, session)
        inputs_changed(game)
        keep(game, before.then(session))
    return answered


def undo(engine: Engine, key: str, by: Keeper = Keeper()) -> StoredInput:
    """Retract the game's last input (it stays stored, marked "undo") and return it."""
    with DbSession(writer(engine)) as db, db.begin():
        game, before = open_to_write(db, key, by)
        last = db.exec(select(GameInput)
                       .where(GameInput.game_id == game.id, GameInput.retracted == sa.false())
                       .order_by(GameInput.seq.desc()).limit(1)).first()
        if last is None:
            raise NothingToUndo(f"Nothing to undo: game {quoted(key)} has no inputs.")
        last.retracted, last.retracted_reason = True, UNDO
        db.add(last)
        delete_plays(db, game, from_input=last.seq)
        game.undone += 1
        after = before.upto(before.count - 1)
        save_summary(db, game, after.session)
        inputs_changed(game)
        keep(game, after)
        return _plain(last)


def redo(engine: Engine, key: str, by: Keeper = Keeper()) -> Answered:
    """Bring back the input undone most recently, if nothing was recorded since the undo."""
    with DbSession(writer(engine)) as db, db.begin():
        game, before = open_to_write(db, key, by)
        undone = db.exec(
            select(GameInput)
            .where(GameInput.game_id == game.id, GameInput.seq == before.count + 1,
                   GameInput.retracted == sa.true(), GameInput.retracted_reason == UNDO)
            .order_by(GameInput.id.desc())).first()
        if game.undone == 0 or undone is None:
            raise NothingToRedo("Nothing to redo.")
        session = before.at(before.count)
        answered = answer_input(session, undone)
        undone.retracted, undone.retracted_reason = False, None
        db.add(undone)
        write_plays(db, game, [(undone.seq, answered)], next_play_seq(db, game))
        game.undone -= 1
        save_summary(db, game, session)
        inputs_changed(game)
        keep(game, before.then(session))
    return answered


def edit(engine: Engine, key: str, seq: int, new_value: str,
         who: str = "scorekeeper", by: Keeper = Keeper()) -> Answered:
    """Replace input `seq` by `new_value` and replay every later input.

    If a later input no longer fits, the edit is refused with the reason and nothing changes.
    The old version stays stored, marked "edited".
    """
    with DbSession(writer(engine)) as db, db.begin():
        game, before = open_to_write(db, key, by)
        inputs = active_inputs(db, game)
        if not 1 <= seq <= len(inputs):
            raise ScorebookError(f"Game {quoted(key)} has no input {seq}: "
                                 f"its inputs are 1 to {len(inputs)}." if inputs
                                 else f"Game {quoted(key)} has no inputs.")
        after = before.upto(seq - 1)
        session = after.at(after.count)
        answered = session.answer(new_value, who)
        after = after.then(fork(session))
        later = []
        for stored in inputs[seq:]:
            later.append((stored.seq, answer_input(session, stored, after=" after the edit")))
            after = after.then(fork(session))
        old = inputs[seq - 1]
        old.retracted, old.retracted_reason = True, EDITED
        db.add(old)
        db.flush()  # the old version gives up its place before the new one takes it
        first_play = _plays_before(db, game, seq) + 1
        _store(db, game, seq, answered, by)
        delete_plays(db, game, from_input=seq)
        write_plays(db, game, [(seq, answered), *later], first_play)
        save_summary(db, game, session)
        inputs_changed(game)
        keep(game, after)
    return answered


def _store(db: DbSession, game: Game, seq: int, answered: Answered, by: Keeper) -> GameInput:
    stored = GameInput(game_id=game.id, seq=seq, ask_key=answered.key, value=answered.value,
                       who=answered.who, created_at=_now(),
                       scorer=(by.scorer or this_scorer()).name)
    db.add(stored)
    return stored


def _plays_before(db: DbSession, game: Game, seq: int) -> int:
    """How many plays rows the inputs before `seq` produced."""
    query = sa.select(sa.func.count()).where(plays.c.game_id == game.id,
                                             plays.c.input_seq < seq)
    return db.exec(query).scalar() or 0


def _plain(stored: GameInput) -> StoredInput:
    return StoredInput(stored.seq, stored.ask_key, stored.value, stored.who)


def _add_teams_and_players(db: DbSession, setup: GameSetup) -> None:
    """Add the setup's teams and players the database does not have yet (names are kept)."""
    sheets = (setup.away, setup.home)
    add_missing(db.connection(), "teams", ({"code": sheet.code, "name": sheet.name, "division": ""}
                                           for sheet in sheets))
    spots = {spot.player: spot.name for sheet in sheets for spot in sheet.lineup}
    add_missing(db.connection(), "players", ({"player_id": player, "name": name}
                                             for player, name in spots.items()))


def _season_id(db: DbSession, name: str, system: str) -> int:
    return ids_by_key(db.connection(), "seasons", {name: {"system": system}})[name]


def _give_system(db: DbSession, season_id: int, system: str) -> None:
    """A season made for a series before its first game is played under that game's system."""
    season = db.get(Season, season_id)
    if season is not None and not season.system:
        season.system = system
        db.add(season)


def _date(value: dt.date | str | None) -> dt.date | None:
    if value is None or isinstance(value, dt.date):
        return value
    for fmt in DATE_FORMATS:
        try:
            return dt.datetime.strptime(value.strip(), fmt).date()
        except ValueError:
            continue
    raise ScorebookError(f"Can't read the date {quoted(value)}: write it as YYYY-MM-DD.")


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)
