"""Feeding a scorekeeping script to a game, line by line, as at the table.

A script is what `engine.core.script.parse_script` reads: an optional header (`info` lines and
the `start` lines of both lineups) and the entry lines, which may include `undo` and `redo`.
Each line is committed on its own. On the first line the game refuses, feeding stops with
`ScriptLineRefused` ("FILE:LINE: reason"); the lines before it stay recorded, as they would
at a real table.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.engine import Engine

from db.games import GameSummary, game_exists, game_summary
from db.models import FINAL
from db.recording import create_game, record, redo, undo
from db.replay import game_state, pitchers_of_record
from engine.core import box_score_proof
from engine.core.errors import ScorebookError
from engine.core.script import Script
from engine.systems.session import Session

DEFAULT_SYSTEM = "plain"


class ScriptLineRefused(ScorebookError):
    """A line of the script could not be recorded; the message starts with FILE:LINE."""


@dataclass(frozen=True)
class ScriptResult:
    """What a script did: inputs recorded, undos and redos applied, and the game afterwards."""

    recorded: int
    undone: int
    redone: int
    game: GameSummary
    verdict: str = ""  # for a finished game: decisions and the box-score proof

    def describe(self) -> str:
        """One line, e.g. "g1: 312 inputs recorded; TOR 3, ANA 4, final"."""
        g = self.game
        extra = "".join(f", {n} {what}" for n, what in ((self.undone, "undone"),
                                                        (self.redone, "redone")) if n)
        status = g.status.replace("_", " ")
        line = (f"{g.id}: {self.recorded} inputs recorded{extra}; "
                f"{g.away} {g.away_runs}, {g.home} {g.home_runs}, {status}")
        return f"{line}\n{self.verdict}" if self.verdict else line


def record_script(engine: Engine, key: str, script: Script, source: str) -> ScriptResult:
    """Create game `key` from the script's header if it is new, then record every line."""
    _create_or_check(engine, key, script, source)
    counts = {"record": 0, "undo": 0, "redo": 0}
    for lineno, line in script.lines:
        command = line.strip().lower()
        try:
            if command == "undo":
                undo(engine, key)
            elif command == "redo":
                redo(engine, key)
            else:
                record(engine, key, line)
                command = "record"
        except ScorebookError as exc:
            raise ScriptLineRefused(f"{source}:{lineno}: {exc}") from exc
        counts[command] += 1
    summary = game_summary(engine, key)
    verdict = final_verdict(game_state(engine, key)) if summary.status == FINAL else ""
    return ScriptResult(counts["record"], counts["undo"], counts["redo"], summary, verdict)


def final_verdict(session: Session) -> str:
    """Pitchers of record (Rules 9.17-9.19) and the box-score proof (Rule 9.03(c)) of a
    finished game, in a few lines."""
    records, setup = session.records, session.setup
    names = {**session.game.teams[0].names, **session.game.teams[1].names}
    result = pitchers_of_record(session)  # the same ones the games table keeps
    parts = [f"{label} {names.get(p, p)}" for label, p in
             (("W", result.winner), ("L", result.loser), ("S", result.save)) if p]
    lines = [", ".join(parts) if parts else "No decisions (a tie)."]
    for team, proof in zip((setup.away.code, setup.home.code), box_score_proof(records, setup)):
        lines.append(f"Proof {team}: {proof.explain()}")
    return "\n".join(lines)


def _create_or_check(engine: Engine, key: str, script: Script, source: str) -> None:
    """A new game needs the script's start lines; an existing one must not get them again."""
    if game_exists(engine, key):
        if script.setup is not None:
            raise ScorebookError(f"Game '{key}' already exists, but {source} has start lines "
                                 f"for a new game; remove them to add to the game.")
        return
    if script.setup is None:
        raise ScorebookError(f"There is no game '{key}', and {source} has no start lines "
                             f"to create it.")
    info = script.info
    create_game(engine, key, system=info.get("system") or DEFAULT_SYSTEM, setup=script.setup,
                date=info.get("date") or None, season=info.get("season") or None)
