"""A game at the table, for the app's game and solo screens (no Textual here).

`TableGame(engine, key)` is one stored game as the screen sees it: its `Session`, who answers
each question (`whose`: a person, the computer or the dice — the Driver's rule, DESIGN.md §2.2,
with `games.control` saying which teams the computer manages), and the four ways the game moves
on, each committed before the method returns (DESIGN.md §3): `answer` (a person's line or
choice), `computer_step` (one answer by the computer or the dice), `undo`, `redo` and `edit`.

The session is kept in memory: after an answer is stored it is applied to that session, so the
screen never replays the whole game after a pitch; undo and edit reload it from the database.
The computer and the dice draw from the game's seed as the command line does
(scorebook/table_answerers.py).
"""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.models import FINAL, Game, Team, plays
from db.claims import Keeper, Scorer, StaleView, hold_game
from db.recording import StoredInput, edit, record, redo, undo
from db.replay import active_inputs, find_game, replayed
from engine.core.errors import ScorebookError, quoted
from engine.core.record import PlayRecord
from engine.systems.base import Ask
from engine.systems.session import Answered, Session
from scorebook.live_line_score import LineScore, LineScoreTally
from scorebook.table_answerers import (COMPUTER, DICE, FOLLOW, PERSON, PLAY, RECORD,
                                       answerers)
from scorebook.table_keys import APP_ENTRY, PLAY_STARTS, QUICK_PITCHES

LOGGED = ("play", "sub", "end")


class TableGame:
    """One stored game being recorded, played or watched; see the module docstring.

    `control` overrides the game's stored `games.control` (the solo screen plays its games
    with its own)."""

    def __init__(self, engine: Engine, key: str, control: dict[str, str] | None = None,
                 scorer: Scorer | None = None):
        self.engine, self.key = engine, key
        self.scorer, self._taking_over = scorer, False
        self._control = dict(control) if control is not None else None
        self.version = 0  # goes up whenever the game changes: the screen refreshes on it
        self._asked: tuple[int, Ask | None] = (-1, None)
        self.reload()

    # ── reading ───────────────────────────────────────────────────────────────────────────
    def reload(self) -> None:
        """Read the game again from its stored inputs (after undo and edit, or to resume)."""
        with DbSession(self.engine) as db:
            game = find_game(db, self.key)
            now = replayed(db, game)
            self.session = now.at(now.count)
            stored = active_inputs(db, game)
            self.team_names = _team_names(db, self.session)
            self.inputs = [StoredInput(s.seq, s.ask_key, s.value, s.who) for s in stored]
            query = (sa.select(plays.c.input_seq).where(plays.c.game_id == game.id)
                     .order_by(plays.c.seq))
            sources = list(db.exec(query).scalars())
            self.system, self.redoable, seed = game.system, game.undone, game.seed or 0
            self.control = self._control if self._control is not None else json.loads(
                game.control or "{}")
        # The input each row came from (the plays rows are derived from the same inputs).
        self.sources = sources if len(sources) == len(self.session.records) else \
            [0] * len(self.session.records)
        self._log: list[tuple[int, PlayRecord]] = []
        self._logged = 0
        self._line_score: tuple[Any, LineScore] | None = None
        self._line_tally = LineScoreTally()  # the rows counted so far: a pitch adds one
        self.chance, self.managers = answerers(self.system, self.mode, self.control, self.solo,
                                               seed, now.count)
        self.version += 1

    @property
    def mode(self) -> str:
        return self.control.get("mode") or RECORD

    @property
    def final(self) -> bool:
        return self.session.game.final

    @property
    def solo(self) -> bool:
        """A Bottom of the 9th Manager's Challenge game (against the pitch deck)."""
        return self.system == "bot9" and bool(self.session.state.options.solo)

    @property
    def entry(self) -> str:
        """How a tabletop game takes its answers: "table" (one line per pitch or plate
        appearance) or as the app plays it ("dice"; Pizza Box's "cards")."""
        default = APP_ENTRY.get(self.system, "dice")
        return self.session.options.get("entry", default).strip().lower() or default

    @property
    def asks_substitutions(self) -> bool:
        """The game is played as the app plays it, and a substitution is the game's own
        question before a batter (a pinch hitter, a reliever) rather than a typed line."""
        return APP_ENTRY.get(self.system) == self.entry

    def open_sides(self) -> frozenset[int]:
        """The teams whose hidden cards (a hand, the cards kept) the screen may show: at the
        table and while watching both, against the computer the person's own, in hot-seat
        neither — the other person is looking at the same screen."""
        if self.mode != PLAY:
            return frozenset({0, 1})
        people = [side for side in (0, 1) if self.managers[side] is None]
        return frozenset(people) if len(people) == 1 else frozenset()

    def ask(self) -> Ask | None:
        """The question the game waits on; None when it is over (worked out once a version)."""
        if self._asked[0] != self.version:
            self._asked = (self.version, None if self.final else self.session.ask())
        return self._asked[1]

    def side_of(self, ask: Ask) -> int | None:
        """The team (0 visitors, 1 home) an offense or defense question is for."""
        half = self.session.game.half
        return {"offense": half, "defense": 1 - half}.get(ask.who)

    def whose(self, ask: Ask) -> str:
        """Who answers `ask`: PERSON, COMPUTER or DICE (engine/systems/driver.py's rule)."""
        if self.mode in (RECORD, FOLLOW) or ask.who == "scorekeeper":
            return PERSON
        if ask.who == "chance":
            return DICE
        side = self.side_of(ask)
        return COMPUTER if side is not None and self.managers[side] is not None else PERSON

    def persons_turn(self) -> bool:
        ask = self.ask()
        return ask is not None and self.whose(ask) == PERSON

    def quick_keys(self) -> tuple[str, str]:
        """The pitch keys that commit at once on an empty line, and what `x` starts ("" for
        none) — only while the question is the scorekeeper's entry line."""
        ask = self.ask()
        if ask is None or ask.kind != "entry" or self.whose(ask) != PERSON:
            return "", ""
        return QUICK_PITCHES.get(self.system, ""), PLAY_STARTS.get(self.system, "")

    def value_of(self, seq: int) -> str:
        """The stored answer of input `seq`."""
        return self.inputs[seq - 1].value

    def names(self) -> dict[str, str]:
        teams = self.session.game.teams
        return {**teams[0].names, **teams[1].names}

    def log(self) -> list[tuple[int, PlayRecord]]:
        """Every play, substitution and game end so far with the input it came from (the list
        grows in place, so a screen can add only the new lines)."""
        records = self.session.records
        for at in range(self._logged, len(records)):
            if records[at].kind in LOGGED:
                self._log.append((self.sources[at], records[at]))
        self._logged = len(records)
        return self._log

    def line_score(self) -> LineScore:
        """The line score (scorebook/live_line_score.py), worked out again only when a row
        was added or taken away, or the game ended — from the rows not yet counted."""
        records = self.session.records
        marker = (len(records), records[-1] if records else None, self.final)
        if self._line_score is None or self._line_score[0] != marker:
            setup = self.session.setup
            self._line_score = (marker, self._line_tally.add(records).line_score(
                (setup.away.code, setup.home.code), self.final))
        return self._line_score[1]

    # ── moving the game on ────────────────────────────────────────────────────────────────
    def answer(self, value: str, who: str | None = None) -> Answered:
        """A person's answer (an entry line, a choice, a die typed): stored, then applied.
        A refused answer raises the engine's ScorebookError and nothing changes."""
        ask = self.ask()
        if self.mode == FOLLOW:
            raise ScorebookError(f"Game {quoted(self.key)} is being recorded elsewhere: nothing is "
                                 "recorded here while watching it.")
        if who is None:
            who = "scorekeeper" if self.mode == RECORD or ask is None else ask.who
        return self._store(value.strip(), who)

    def computer_step(self) -> Answered | None:
        """Let the computer or the dice answer the question the game waits on, and store it;
        None when a person must answer or the game is over."""
        ask = self.ask()
        if ask is None:
            return None
        whose = self.whose(ask)
        if whose == PERSON:
            return None
        answerer = self.chance if whose == DICE else self.managers[self.side_of(ask)]
        return self._store(answerer.answer(ask, self.session), ask.who)

    def undo(self) -> list[StoredInput]:
        """Retract the last input; in a played game, back to the last question a person
        answered (the computer's and the dice's answers after it go too)."""
        undone = [self._written(undo)]
        self.reload()
        while self.mode == PLAY and self.inputs and not self.persons_turn():
            undone.append(self._written(undo))
            self.reload()
        return undone

    def redo(self) -> list[Answered]:
        """Bring back the input undone last; in a played game, up to the next question for a
        person (the computer's and the dice's stored answers come back with it)."""
        done = [self._redone()]
        while self.mode == PLAY and self.redoable and not self.final and not self.persons_turn():
            done.append(self._redone())
        return done

    def edit(self, seq: int, value: str) -> Answered:
        """Replace input `seq` and replay the rest; refused (nothing changes) when the rest no
        longer fits."""
        answered = self._written(lambda engine, key, by: edit(
            engine, key, seq, value.strip(), who=self.inputs[seq - 1].who, by=by))
        self.reload()
        return answered

    def hold(self) -> None:
        """Claim the game for this table's scorekeeper, or refresh the claim (db/claims.py)."""
        self._written(lambda engine, key, by: hold_game(engine, key, by))

    def take_over(self) -> None:
        """Take the game over from the scorekeeper holding it, with the next input."""
        self._taking_over = True

    def _written(self, write) -> Any:
        """`write(engine, key, by)` as this table's scorekeeper, against the game as this table
        has it; when someone else changed it meanwhile, the game is read again (and the
        refusal said)."""
        try:
            done = write(self.engine, self.key, Keeper(self.scorer, self._taking_over,
                                                       len(self.inputs)))
        except StaleView:
            self.reload()
            raise
        self._taking_over = False
        return done

    def _store(self, value: str, who: str) -> Answered:
        answered = self._written(lambda engine, key, by: record(engine, key, value, who, by))
        self.redoable = 0
        return self._applied(answered)

    def _redone(self) -> Answered:
        answered = self._written(redo)
        self.redoable -= 1
        return self._applied(answered)

    def _applied(self, answered: Answered) -> Answered:
        """Apply an answer just stored to the session in memory; should the two ever differ
        (another scorekeeper on the same game), read the game again."""
        ask = self.session.ask()
        try:
            mine = self.session.answer(answered.value, answered.who)
        except ScorebookError:
            self.reload()
            return answered
        if ask is None or ask.key != answered.key or len(mine.records) != len(answered.records):
            self.reload()
            return answered
        seq = len(self.inputs) + 1
        self.inputs.append(StoredInput(seq, answered.key, answered.value, answered.who))
        self.sources.extend([seq] * len(answered.records))
        self.version += 1
        return answered


def answers(ask: Ask) -> tuple[str, ...]:
    """The answers a person is offered: each once (a card ask lists a card once a copy in the
    deck, so that a random draw is fair)."""
    return tuple(dict.fromkeys(ask.options))


def latest_unfinished(engine: Engine) -> str | None:
    """The key of the game created last among those not over, or None."""
    with DbSession(engine) as db:
        query = (sa.select(Game.key).where(Game.status != FINAL)
                 .order_by(Game.created_at.desc(), Game.id.desc()))
        return db.exec(query).scalars().first()


def _team_names(db: DbSession, session: Session) -> tuple[str, str]:
    """The visitors' and home team's names as the teams table has them now: a team named (or
    renamed) after the game was set up shows that name, not the setup's copy; a team the
    table knows only by its code keeps the setup's name, if it had one."""
    sheets = (session.setup.away, session.setup.home)
    query = sa.select(Team.code, Team.name).where(Team.code.in_([s.code for s in sheets]))
    named = {code: name for code, name in db.exec(query) if name and name != code}
    away, home = (named.get(sheet.code) or sheet.name or sheet.code for sheet in sheets)
    return away, home

