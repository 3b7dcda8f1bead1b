"""The games this process has replayed, kept so that an input costs the same at any point of a
game: recording the 3,000th input neither reads the 2,999 before it nor answers them again.

An entry is found by the games row alone: its id and `plays_stamp` — a random number drawn
anew by every write of the game's inputs or plays rows, from this process or any other
(db.replay, db.recording, db.bulk) — with its system, setup and options. So an entry is the
game exactly as its inputs stand in the database: any record, undo, redo, edit or rebuild
anywhere draws a stamp no entry has, and the game is replayed from its inputs again (the
inputs are the source of truth, DESIGN.md §3). A stamp drawn in a transaction that is rolled
back is never found, and the entry for the stamp the database kept is still there.

An entry is the session after the game's active inputs plus a mark per input (the state and
rows after it), each mark pointing at the one before — shared, never changed — so an entry
one input on, or one back (undo), is made without copying the game. Sessions handed out are
copies: a caller may advance one without disturbing the cache.
"""

from __future__ import annotations

import copy
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from db.models import Game
from engine.systems.session import Session

_CACHE_SIZE = 32
_cache: OrderedDict[tuple, Replayed] = OrderedDict()
_lock = threading.Lock()


@dataclass(frozen=True)
class Mark:
    """The game after one input: the system's state, how many rows so far, the mark before."""

    state: Any
    rows: int
    before: Mark | None


@dataclass(frozen=True)
class Replayed:
    """A game after its first `count` inputs (`session`, never handed out itself), and a mark
    for each of those inputs, `mark` the last (the root mark: the game before its first)."""

    session: Session
    count: int
    mark: Mark

    def at(self, count: int) -> Session:
        """A copy of the game after its first `count` inputs (0 to `self.count`)."""
        twin = fork(self.session)
        if count != self.count:
            mark = self._mark(count)
            twin.state, twin.records = mark.state, self.session.records[:mark.rows]
        return twin

    def upto(self, count: int) -> Replayed:
        """This game after its first `count` inputs (undo, edit)."""
        return Replayed(self.at(count), count, self._mark(count))

    def then(self, session: Session) -> Replayed:
        """This game one input on, `session` the game after it (kept as it is: pass one
        nobody will advance)."""
        return Replayed(session, self.count + 1,
                        Mark(session.state, len(session.records), self.mark))

    def _mark(self, count: int) -> Mark:
        mark = self.mark
        for _ in range(self.count - count):
            mark = mark.before
        return mark


def fork(session: Session) -> Session:
    """An independent copy. Engine states and the rows are immutable, so sharing them is safe;
    the options are a dict, so they are copied."""
    twin = copy.copy(session)
    twin.options = dict(session.options)
    return twin


def _key(game: Game) -> tuple | None:
    if game.id is None or game.plays_stamp is None:  # (a game that never had a stamp is
        return None  # replayed each time, until its first write draws it one)
    return game.id, game.plays_stamp, game.system, game.setup, game.options


def recall(game: Game) -> Replayed | None:
    """The game as its row says its inputs stand, if this process replayed it."""
    key = _key(game)
    with _lock:
        found = _cache.get(key) if key is not None else None
        if found is not None:
            _cache.move_to_end(key)
        return found


def keep(game: Game, replayed: Replayed) -> None:
    """Keep `replayed` as the game whose row is `game` (its stamp as it will be committed)."""
    key = _key(game)
    if key is None:
        return
    with _lock:
        _cache[key] = replayed
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)


def forget() -> None:
    """Forget every game kept, as a new process starts (the benchmarks' cold inputs)."""
    with _lock:
        _cache.clear()
