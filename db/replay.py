"""A stored game brought back to life: its active inputs replayed through its system.

The inputs are the source of truth (DESIGN.md §3); the `plays` rows and the summary on the
`games` row (status, score, innings) are derived from them here. Replaying the same setup and
answers always gives the same rows, which is what makes undo, edit and `db rebuild` safe.

Replays are kept per process (db.replay_cache) under the games row's `plays_stamp`, which
every write of the game's inputs or plays draws anew: a game found there is exactly what a fresh
replay of its inputs would give, and recording one more input neither reads nor answers again
the inputs before it. Sessions handed out are copies, so a caller cannot disturb the cache.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlalchemy.orm import object_session
from sqlmodel import Session as DbSession
from sqlmodel import select

from db.engine import writer
from db.follow import notice
from db.game_options import options_of
from db.models import FINAL, IN_PROGRESS, Game, GameInput, new_plays_stamp, plays
from db.replay_cache import Mark, Replayed, keep, recall
from db.shared_rows import add_missing
from db.setup_codec import setup_from_json
from engine.core.decisions import Decisions, decisions
from engine.core.errors import ScorebookError, quoted, shown
from engine.core.printable import CONTROLS
from engine.systems import get_system
from engine.systems.base import SKIP
from engine.systems.session import Answered, Session

class GameNotFound(ScorebookError):
    """No game has the key the scorekeeper typed."""


class InputNoLongerFits(ScorebookError):
    """A stored input cannot be replayed where it stands (after an edit, or a changed system)."""


@dataclass(frozen=True)
class RebuildCounts:
    """What `rebuild` did: games replayed, inputs answered, plays rows written."""

    games: int = 0
    inputs: int = 0
    plays: int = 0


def find_game(db: DbSession, key: str, claim: bool = False) -> Game:
    """The games row for `key`.

    With `claim`, the row is written to first, which takes the write lock on SQLite and a row
    lock on PostgreSQL: two scorekeepers' inputs to one game are applied one after the other.
    """
    if CONTROLS.intersection(key):  # never stored (db.recording refuses it), and PostgreSQL
        raise GameNotFound(f"There is no game {shown(key)}.")  # cannot even be asked for it
    if claim:
        db.exec(sa.update(Game).where(Game.key == key).values(undone=Game.undone))
    game = db.exec(select(Game).where(Game.key == key)).first()
    if game is None:
        raise GameNotFound(f"There is no game {quoted(key)}.")
    return game


def active_inputs(db: DbSession, game: Game) -> list[GameInput]:
    """The game's inputs that count (not retracted), in order."""
    query = (select(GameInput)
             .where(GameInput.game_id == game.id, GameInput.retracted == sa.false())
             .order_by(GameInput.seq))
    return list(db.exec(query))


def new_session(game: Game) -> Session:
    """The game as it stands before its first input."""
    return Session(get_system(game.system), setup_from_json(game.setup), _options(game))


def answer_input(session: Session, stored: GameInput, after: str = "") -> Answered:
    """Answer one stored input again; `after` says why it is being replayed, for the message.

    A game stored under an earlier version of its system's rules may meet a question that was
    added since, or hold an answer to one no longer asked: the system's `stale` (if it has
    one) says what stands in — an answer to give the new question first, or `SKIP` for the
    stored one — so the game still replays."""
    ask = session.ask()
    filled: tuple = ()
    try:
        while ask is not None and ask.key != stored.ask_key:
            stale = getattr(session.system, "stale", None)
            stand_in = stale(session.state, ask, stored.ask_key, stored.value) if stale else None
            if stand_in is None:
                raise InputNoLongerFits(
                    f"Input {stored.seq} ({quoted(stored.value)}) no longer fits{after}: it "
                    f"answered {quoted(stored.ask_key)} but the game now asks {quoted(ask.key)}.")
            if stand_in == SKIP:
                return Answered(stored.ask_key, stored.value, stored.who, filled)
            filled += session.answer(stand_in, stored.who).records
            ask = session.ask()
        answered = session.answer(stored.value, stored.who)
    except InputNoLongerFits:
        raise
    except ScorebookError as exc:
        raise InputNoLongerFits(
            f"Input {stored.seq} ({quoted(stored.value)}) no longer fits{after}: {exc}") from exc
    return replace(answered, records=filled + answered.records) if filled else answered


def finish_stale(session: Session, game: Game) -> tuple:
    """A game stored as final whose replay, under its system's newer rules, waits on
    questions added since (an ability question the older rules did not ask): the stand-ins
    its system's `stale` gives, until it is over again; the rows they made."""
    stale = getattr(session.system, "stale", None)
    made: tuple = ()
    while game.status == FINAL and stale is not None and (ask := session.ask()) is not None:
        stand_in = stale(session.state, ask, "", "")
        if stand_in is None or stand_in == SKIP:
            break
        made += session.answer(stand_in, ask.who).records
    return made


def replayed(db: DbSession, game: Game) -> Replayed:
    """The game as its active inputs stand: kept by this process, else replayed from them.

    Call it before changing anything in the transaction. The inputs are read between two
    readings of the game's stamp: a replay is kept only when no write came in between (a
    reader that holds no lock may see another scorekeeper's input land meanwhile)."""
    found = recall(game)
    if found is not None:
        return found
    stamp = game.plays_stamp
    rows = list(db.exec(sa.select(GameInput.seq, GameInput.ask_key, GameInput.value,
                                  GameInput.who)
                        .where(GameInput.game_id == game.id, GameInput.retracted == sa.false())
                        .order_by(GameInput.seq)))
    session = new_session(game)
    mark = Mark(session.state, 0, None)
    where = f" in game {quoted(game.key)}"
    for stored in rows:
        answer_input(session, stored, after=where)
        mark = Mark(session.state, len(session.records), mark)
    if finish_stale(session, game):
        mark = replace(mark, state=session.state, rows=len(session.records))
    made = Replayed(session, len(rows), mark)
    same = db.exec(sa.select(Game.plays_stamp).where(Game.id == game.id)).scalar() == stamp
    if same:
        keep(game, made)
    return made


def inputs_changed(game: Game) -> None:
    """Note that the game's inputs changed (in the transaction that changes them): a new stamp,
    so that no process takes the game for what it kept of it before (db.replay_cache), and on
    PostgreSQL a notification to those following the game (db.follow), sent at the commit."""
    game.plays_stamp = new_plays_stamp()
    db = object_session(game)
    told = notice(db.get_bind().dialect.name, game.key) if db is not None else None
    if told is not None:
        db.exec(told)


def write_plays(db: DbSession, game: Game, answers: Iterable[tuple[int, Answered]],
                first_seq: int) -> int:
    """Insert the rows of each (input seq, answer), numbered from `first_seq`; return how many."""
    rows = []
    for input_seq, answered in answers:
        for record in answered.records:
            rows.append({"game_id": game.id, "input_seq": input_seq,
                         "seq": first_seq + len(rows), **record.as_dict()})
    if rows:
        db.exec(sa.insert(plays), params=rows)
        game.plays_stamp = new_plays_stamp()
        _add_substitutes(db, {r["player"]: r["name"] for r in rows if r["kind"] == "sub" and r["player"]})
    return len(rows)


def _add_substitutes(db: DbSession, entering: dict[str, str]) -> None:
    """Players who came into the game get a players row too (their id is what stats join on)."""
    if not entering:  # most inputs bring nobody in: no query
        return
    add_missing(db.connection(), "players", ({"player_id": p, "name": name}
                                             for p, name in entering.items()))


def next_play_seq(db: DbSession, game: Game) -> int:
    """The `seq` the game's next plays row gets."""
    last = db.exec(sa.select(sa.func.max(plays.c.seq)).where(plays.c.game_id == game.id))
    return (last.scalar() or 0) + 1


def delete_plays(db: DbSession, game: Game, from_input: int) -> None:
    """Delete the rows derived from input `from_input` and every later input."""
    db.exec(sa.delete(plays).where(plays.c.game_id == game.id, plays.c.input_seq >= from_input))
    game.plays_stamp = new_plays_stamp()


def save_summary(db: DbSession, game: Game, session: Session) -> None:
    """Bring the games row's status, score and innings up to date with `session`."""
    state = session.game
    game.status = FINAL if state.final else IN_PROGRESS
    game.away_runs, game.home_runs = state.score
    game.innings = state.inning
    game.winning_side = winning_side(state) if state.final else ""
    result = pitchers_of_record(session)
    game.winner, game.loser, game.save = result.winner, result.loser, result.save
    db.add(game)


def winning_side(state) -> str:
    """"away", "home" or "" (a tie) for a finished game: more runs, or the side a tie goes to
    under the game's rules (Bottom of the 9th: the visitors, when the home team never scored)."""
    away, home = state.score
    if away != home:
        return "away" if away > home else "home"
    return state.rules.tie_goes_to


#: Options an imported game keeps its official scorer's pitchers of record in.
OFFICIAL_PITCHERS = ("info.wp", "info.lp", "info.save")


def pitchers_of_record(session: Session) -> Decisions:
    """Winner, loser and save of a finished game: the official scorer's when the game came
    with them (an imported event file's wp/lp/save, kept in its options) — they include
    judgments (Rule 9.17(c)) no rule can replay — else Rules 9.17-9.19 applied to the rows."""
    if not session.game.final:
        return Decisions()
    if any(key in session.options for key in OFFICIAL_PITCHERS):
        return Decisions(*(session.options.get(key, "") for key in OFFICIAL_PITCHERS))
    return decisions(session.records, session.setup)


def game_state(engine: Engine, key: str) -> Session:
    """The game `key` as it stands now (its active inputs replayed)."""
    with DbSession(engine) as db:
        game = find_game(db, key)
        now = replayed(db, game)
        return now.at(now.count)


def rebuild(engine: Engine, key: str | None = None) -> RebuildCounts:
    """Re-derive the plays rows and summary of one game, or of every game, from the inputs.

    Each game is rebuilt in its own transaction; a game whose inputs no longer replay stops
    the rebuild with `InputNoLongerFits`, and that game is left as it was.
    """
    with DbSession(engine) as db:
        query = select(Game.key).order_by(Game.id)
        keys = [key] if key is not None else list(db.exec(query))
    counts = RebuildCounts()
    for game_key in keys:
        with DbSession(writer(engine)) as db, db.begin():
            game = find_game(db, game_key, claim=True)
            inputs = active_inputs(db, game)
            session, where = new_session(game), f" in game {quoted(game_key)}"
            answers = [(stored.seq, answer_input(session, stored, after=where))
                       for stored in inputs]
            if (more := finish_stale(session, game)) and answers:
                seq, last = answers[-1]
                answers[-1] = (seq, replace(last, records=last.records + more))
            delete_plays(db, game, from_input=1)
            written = write_plays(db, game, answers, first_seq=1)
            save_summary(db, game, session)
            inputs_changed(game)  # a follower reads the game again
        counts = RebuildCounts(counts.games + 1, counts.inputs + len(inputs),
                               counts.plays + written)
    return counts


def _options(game: Game) -> dict[str, str]:
    """The game's options, its card set read back (from the game's own database session: a
    game made but not yet stored holds its options whole)."""
    db = object_session(game)
    return options_of(db.connection() if db is not None else None, game.options)

