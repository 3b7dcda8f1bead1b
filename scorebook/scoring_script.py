"""Feeding a scorekeeping script to a game, line by line, as at the table.

A script is what `engine.core.script.parse_script` reads: an optional header (`info` lines and
the `start` lines of both lineups) and the entry lines, which may include `undo` and `redo`.
Each line is committed on its own. On the first line the game refuses, feeding stops with
`ScriptLineRefused` ("FILE:LINE: reason"); the lines before it stay recorded, as they would
at a real table. The game system's notes on a line (the scorekeeper's word stood against the
dice, say) are handed on as "FILE:LINE: note: …".

Which system reads the script: the existing game's, else the header's `info system`, else
plain scorekeeping; a system with its own script rules (SCRIPT_RULES) builds the game from the
header and checks every line before anything is recorded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Callable, Mapping

from sqlalchemy.engine import Engine
from sqlmodel import Session as DbSession

from db.cards import game_cards
from db.games import GameSummary, game_exists, game_summary
from db.models import FINAL
from db.claims import Keeper, inputs_now
from db.recording import create_game, record, redo, undo
from db.replay import GameNotFound, find_game, game_state, pitchers_of_record
from engine.core import box_score_proof
from engine.core.errors import ScorebookError, quoted
from engine.core.script import PLAIN, Script, ScriptRules, parse_script
from engine.systems.bot9 import script_header as bot9_script_rules
from engine.systems.nanyou import script_header as nanyou_script_rules
from engine.systems.pizzabox import script_header as pizzabox_script_rules
from engine.systems.unlimited9 import script_header as unlimited9_script_rules
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
    notes: tuple[str, ...] = ()  # the system's notes, each "FILE:LINE: note: …"

    def describe(self) -> str:
        """One line, e.g. "g1: 312 inputs recorded; TOR 3, ANA 4, final"."""
        g = self.game
        extra = "".join(f", {n} {what}" for n, what in ((self.undone, "undone"),
                                                        (self.redone, "redone")) if n)
        status = g.status.replace("_", " ")
        line = (f"{g.id}: {self.recorded} input{'s' * (self.recorded != 1)} recorded{extra}; "
                f"{g.away} {g.away_runs}, {g.home} {g.home_runs}, {status}")
        return f"{line}\n{self.verdict}" if self.verdict else line


def read_script(engine: Engine, key: str, text: str) -> Script:
    """Read a script for game `key` by the rules of its system (see the module docstring);
    raise `EntryError` ("line N: …") at the first line that cannot be read."""
    existing = _existing(engine, key)

    def rules_for(info: Mapping[str, str]) -> ScriptRules:
        if existing is not None:
            system, options = existing
            check = LINE_CHECKS.get(system)
            if check is not None:  # the entry mode the game was created with
                return ScriptRules(check_line=check(options.get("entry", "dice")))
            return PLAIN
        system = (info.get("system") or DEFAULT_SYSTEM).lower()
        make = SCRIPT_RULES.get(system)
        return make(engine, info) if make else PLAIN

    return parse_script(text, rules_for)


#: Systems whose scripts are read their own way: system key -> (engine, info) -> rules.
SCRIPT_RULES: dict[str, Callable[[Engine, Mapping[str, str]], ScriptRules]] = {
    "bot9": lambda engine, info: bot9_script_rules.script_rules(
        info, lambda: game_cards(engine, "bot9")),
    "nanyou": lambda engine, info: nanyou_script_rules.script_rules(
        info, lambda: game_cards(engine, "nanyou")),
    "pizzabox": lambda engine, info: pizzabox_script_rules.script_rules(
        info, lambda: game_cards(engine, "pizzabox")),
    "unlimited9": lambda engine, info: unlimited9_script_rules.script_rules(
        info, lambda: game_cards(engine, "unlimited9")),
}
#: How the lines added to an existing game of a system are checked, by its entry mode.
LINE_CHECKS: dict[str, Callable[[str], Callable[[str], object]]] = {
    "bot9": bot9_script_rules.line_check,
    "nanyou": nanyou_script_rules.line_check,
    "pizzabox": pizzabox_script_rules.line_check,
    "unlimited9": unlimited9_script_rules.line_check,
}


def _existing(engine: Engine, key: str) -> tuple[str, dict[str, str]] | None:
    """The system and options of game `key`, or None when there is no such game."""
    with DbSession(engine) as db:
        try:
            game = find_game(db, key)
        except GameNotFound:
            return None
        return game.system, json.loads(game.options or "{}")


def record_script(engine: Engine, key: str, script: Script, source: str,
                  on_note: Callable[[str], None] | None = None,
                  by: Keeper = Keeper()) -> ScriptResult:
    """Create game `key` from the script's header if it is new, then record every line.

    `on_note` hears each note as "FILE:LINE: note: …" when its line is recorded (so the notes
    of the lines before a refused one are not lost); the result holds them all too. `by`:
    who records (db.recording.Keeper); each line follows the one before it, so a line that
    finds the game changed by someone else meanwhile is refused, never interleaved."""
    _create_or_check(engine, key, script, source, by)
    counts = {"record": 0, "undo": 0, "redo": 0}
    notes: list[str] = []
    count = inputs_now(engine, key)
    for lineno, line in script.lines:
        command = line.strip().lower()
        keeper = replace(by, after=count, take_over=by.take_over and lineno == script.lines[0][0])
        try:
            if command == "undo":
                undo(engine, key, keeper)
                said: tuple[str, ...] = ()
                count -= 1
            elif command == "redo":
                said = redo(engine, key, keeper).notes
                count += 1
            else:
                said = record(engine, key, line, by=keeper).notes
                command = "record"
                count += 1
        except ScorebookError as exc:
            raise ScriptLineRefused(f"{source}:{lineno}: {exc}") from exc
        counts[command] += 1
        for note in said:
            notes.append(f"{source}:{lineno}: note: {note}")
            if on_note is not None:
                on_note(notes[-1])
    summary = game_summary(engine, key)
    verdict = final_verdict(game_state(engine, key)) if summary.status == FINAL else ""
    return ScriptResult(counts["record"], counts["undo"], counts["redo"], summary, verdict,
                        tuple(notes))


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


def _create_or_check(engine: Engine, key: str, script: Script, source: str,
                     by: Keeper) -> None:
    """A new game needs the script's start lines; an existing one must not get them again."""
    if game_exists(engine, key):
        if script.setup is not None:
            raise ScorebookError(f"Game {quoted(key)} already exists, but {source} has start lines "
                                 f"for a new game; remove them to add to the game.")
        return
    if script.setup is None:
        raise ScorebookError(f"There is no game {quoted(key)}, and "
                             f"{source} has no start lines to create it.")
    info = script.info
    create_game(engine, key, system=(info.get("system") or DEFAULT_SYSTEM).lower(),
                setup=script.setup, options=script.options, date=info.get("date") or None,
                season=info.get("season") or None, scorer=by.scorer)
