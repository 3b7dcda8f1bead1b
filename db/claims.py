"""One scorekeeper at a time on a game: who is recording it, and a take-over said out loud.

Two people recording the same game — the app on two laptops, a script and the app — would
interleave their inputs into a game nobody played. So the first write to a game claims it for
its scorekeeper (name and machine: `Scorer`), every later write refreshes the claim, and
another scorekeeper's write is refused with who holds it and since when — they may watch the
game, or take it over explicitly (`--take-over`, the app's dialog); after a take-over the first
one's next input is refused the same way, naming who took it. A claim nobody has refreshed for
CLAIM_LAPSES (an app closed, a laptop gone to sleep) no longer holds anyone off.

The claim is read and written inside the input's own transaction, after the games row is
locked (db.replay.find_game(claim=True)), so two scorekeepers cannot both take a free game.
"""

from __future__ import annotations

import datetime as dt
import getpass
import os
import socket
from dataclasses import dataclass

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.engine import writer
from db.models import Game, GameClaim, GameInput
from db.replay import find_game, replayed
from db.replay_cache import Replayed
from engine.core.errors import ScorebookError, quoted

#: How long a claim holds others off without an input or a refresh from its scorekeeper.
CLAIM_LAPSES = dt.timedelta(minutes=15)
#: Who records, when nobody said (`--as NAME`, the app's settings).
ENV_VAR = "SCOREBOOK_SCORER"


class GameHeld(ScorebookError):
    """Another scorekeeper is recording this game: `holder` ("ann on vm"), since `since`
    (HH:MM, the reader's clock), `took_over` from the one asking."""

    def __init__(self, message: str, holder: str, since: str, took_over: bool):
        super().__init__(message)
        self.holder, self.since, self.took_over = holder, since, took_over


class StaleView(ScorebookError):
    """An input recorded against a view of the game that is no longer the game (another
    scorekeeper, or another window, recorded meanwhile)."""


@dataclass(frozen=True)
class Keeper:
    """Who records an input and against what: the scorekeeper (None: this process's,
    db.claims.this_scorer), whether they take the game over from another, and the number of
    inputs the game had when they saw it (None: whatever it has now)."""

    scorer: Scorer | None = None
    take_over: bool = False
    after: int | None = None


@dataclass(frozen=True)
class Scorer:
    """Who records: the name they go by and the machine they record on."""

    name: str
    host: str

    def __str__(self) -> str:
        return f"{self.name} on {self.host}"


def this_scorer(name: str | None = None) -> Scorer:
    """The scorekeeper of this process: `name`, else $SCOREBOOK_SCORER, else the operating
    system's user; on this machine."""
    chosen = (name or os.environ.get(ENV_VAR) or "").strip() or _system_user()
    return Scorer(chosen, socket.gethostname())


def hold(db: DbSession, game: Game, scorer: Scorer, take_over: bool = False) -> None:
    """Claim `game` for `scorer` (or refresh the claim they hold), in the caller's transaction;
    GameHeld if another scorekeeper holds it and `take_over` is not given."""
    now = _now()
    claim = db.get(GameClaim, game.id)
    if claim is None:
        db.add(GameClaim(game_id=game.id, scorer=scorer.name, host=scorer.host, since=now,
                         refreshed=now))
        return
    mine = (claim.scorer, claim.host) == (scorer.name, scorer.host)
    lapsed = now - claim.refreshed > CLAIM_LAPSES
    if not (mine or lapsed or take_over):
        raise held_by(game.key, claim, scorer)
    if not mine:
        claim.taken_from = f"{claim.scorer} on {claim.host}" if take_over and not lapsed else ""
        claim.scorer, claim.host, claim.since = scorer.name, scorer.host, now
    claim.refreshed = now
    db.add(claim)


def hold_game(engine: Engine, key: str, by: Keeper = Keeper()) -> None:
    """Claim game `key` for `by.scorer` (or refresh the claim), as opening it to record does
    (db/claims.py); GameHeld when another scorekeeper holds it."""
    with DbSession(writer(engine)) as db, db.begin():
        hold(db, find_game(db, key, claim=True), by.scorer or this_scorer(), by.take_over)


def inputs_now(engine: Engine, key: str) -> int:
    """How many inputs game `key` has now: what a script's first line follows."""
    with DbSession(engine) as db:
        game = find_game(db, key)
        return db.exec(sa.select(sa.func.count()).where(
            GameInput.game_id == game.id, GameInput.retracted == sa.false())).scalar() or 0


def open_to_write(db: DbSession, key: str, by: Keeper) -> tuple[Game, Replayed]:
    """Game `key`, locked for this transaction and held by `by.scorer` (db/claims.py), and the
    game as it stands — refused (StaleView) when it is not the game `by` last saw."""
    game = find_game(db, key, claim=True)
    hold(db, game, by.scorer or this_scorer(), by.take_over)
    before = replayed(db, game)
    if by.after is not None and by.after != before.count:
        raise StaleView(f"Game {quoted(key)} changed while you were looking: it has "
                        f"{before.count} input{'s' * (before.count != 1)}, not {by.after}; "
                        "look at it again before recording.")
    return game, before


def held_by(key: str, claim: GameClaim, asking: Scorer) -> GameHeld:
    """The refusal of an input to game `key` by `asking`, the game being held by `claim`."""
    holder = f"{claim.scorer} on {claim.host}"
    since = claim.since.astimezone().strftime("%H:%M")  # the reader's own clock
    took_over = claim.taken_from == str(asking)
    if took_over:
        said = (f"{holder} took over game {quoted(key)} at {since}: your input was not "
                f"recorded; watch the game (scorebook follow {key}), or take it back with "
                "--take-over.")
    else:
        said = (f"Game {quoted(key)} is being recorded by {holder} since {since}: watch it "
                f"(scorebook follow {key}), or take it over with --take-over.")
    return GameHeld(said, holder, since, took_over)


def claim_of(db: DbSession, game: Game) -> GameClaim | None:
    """Who holds `game` now, if anyone does (a lapsed claim holds nobody)."""
    claim = db.get(GameClaim, game.id)
    if claim is None or _now() - claim.refreshed > CLAIM_LAPSES:
        return None
    return claim


def _system_user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # a container's user with no passwd entry
        return "scorekeeper"


def _now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)  # the columns keep zoned times and give them back in UTC
