"""A solo game played at the table, recorded from a script (`scorebook solo play ID --script
FILE`, rules/bot9.md §5): what the table dealt, then one line per pitch.

    info option.situation S9     the Situation card flipped (game 1: always the opener, may
                                 go unnamed)
    info option.effect E3        the Effect card flipped under it
    info option.starter P04      the pitcher card revealed from the pitcher deck
    [S3] LA/LA b                 the pitch lines (engine/systems/bot9/solo/table_draws.py)
    …

The `info` lines come first and only for a game not yet begun: the game is dealt those cards,
checked against the season (solo/setup.table_deal), and names every card it draws. A script
for a game under way may repeat them (they must be the game's) or leave them out. `undo` and
`redo` are the recorder's. Every mistake is one sentence starting "FILE:LINE:"; a header that
cannot be dealt stores nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from sqlalchemy.engine import Engine

from db.recording import record, redo, undo
from engine.core.errors import ScorebookError, quoted
from engine.core.text_lines import editor_lines
from engine.core.text_files import read_utf8
from engine.systems.bot9.solo.setup import TABLE_DEAL
from scorebook.solo_season import TABLE, NextGame, next_game


@dataclass(frozen=True)
class TableScript:
    """A script read: its file, the cards it names (key -> card id) with their lines, and its
    entry lines (line number, text)."""

    path: Path
    named: dict[str, str] = field(default_factory=dict)
    where: dict[str, int] = field(default_factory=dict)
    lines: tuple[tuple[int, str], ...] = ()

    def at(self, number: int) -> str:
        return f"{self.path}:{number}"


def read_table_script(path: Path) -> TableScript:
    """The script in `path`; a file that can't be read or a wrong `info` line is one sentence."""
    text = read_utf8(path, "script")
    named: dict[str, str] = {}
    where: dict[str, int] = {}
    lines: list[tuple[int, str]] = []
    for number, raw in enumerate(editor_lines(text.lstrip("\ufeff")), start=1):
        line = raw.split("#", 1)[0].strip() if raw.strip().startswith("info") else raw.strip()
        if not line or line.startswith("#"):
            continue
        words = line.split()
        if words[0].lower() != "info":
            lines.append((number, line))
            continue
        key = words[1].lower().removeprefix("option.") if len(words) > 1 else ""
        if lines:
            raise ScorebookError(f"{path}:{number}: the info lines come before the first pitch.")
        if key not in TABLE_DEAL or not words[1].lower().startswith("option.") or len(words) != 3:
            raise ScorebookError(f"{path}:{number}: a solo game at the table names its deal with "
                                 f"info option.situation ID, info option.effect ID and info "
                                 f"option.starter ID, not {quoted(line)}.")
        named[key], where[key] = words[2], number
    return TableScript(Path(path), named, where, tuple(lines))


def next_table_game(engine: Engine, season_id: int, script: TableScript) -> NextGame:
    """The game the script records: the one under way (the cards it names must be its), else
    the next one dealt the cards it names."""
    try:
        upcoming = next_game(engine, season_id, TABLE, named=script.named)
    except ScorebookError as exc:
        message = str(exc)
        line = next((n for key, n in script.where.items() if f"option.{key}" in message), None)
        raise type(exc)(f"{script.at(line) if line else script.path}: {message}") from exc
    if not upcoming.dealt:
        _same_cards(upcoming, script)
    return upcoming


def record_table_script(engine: Engine, key: str, script: TableScript,
                        on_note: Callable[[str], None] = lambda note: None) -> None:
    """Record the script's entry lines one by one; the first refused stops with its place.
    `on_note` hears the game's notes on a line ("FILE:LINE: note: …") as it is recorded."""
    for number, line in script.lines:
        try:
            if line.lower() == "undo":
                undo(engine, key)
                continue
            answered = redo(engine, key) if line.lower() == "redo" else record(engine, key, line)
        except ScorebookError as exc:
            raise ScorebookError(f"{script.at(number)}: {exc}") from exc
        for note in answered.notes:
            on_note(f"{script.at(number)}: note: {note}")


def _same_cards(upcoming: NextGame, script: TableScript) -> None:
    """A script for a game under way names its cards, if at all, as the game was dealt."""
    game, session = upcoming.game, upcoming.session
    starter = session.state.card(session.setup.away.lineup[0].player)
    dealt = {"situation": game.situation.get("id", ""), "effect": game.effect,
             "starter": starter.id if starter else ""}
    for key, card in script.named.items():
        if card.lower() != dealt[key].lower():
            raise ScorebookError(f"{script.at(script.where[key])}: game {game.number} is under "
                                 f"way with {key} {dealt[key]}, not {card}.")
