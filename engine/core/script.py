"""A scoring script: what `scorebook record GAME --script FILE` reads.

A header first — `info` lines (the game and its rules) and the `start` lines of both lineups —
then one entry line per thing that happened (engine.core.entry), plus `undo` and `redo`, which
the recorder carries out. Blank lines are skipped; `#` lines in the header are comments.

    info visteam TOR
    info hometeam ANA
    info date 2019-04-30
    start sogae001 "Eric Sogard" away 1 4
    …
    bcx S8/L
    undo

Without start lines the script adds to a game that already exists, so `setup` is None.
Every mistake is reported as "line 12: …" in one sentence.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field

from engine.core.entry import parse_entry
from engine.core.errors import EntryError
from engine.core.lineup_cards import LineupError, build_setup, check_info
from engine.core.lineup_lines import PlayerLine, read_player_line, split_command
from engine.core.setup import GameSetup

RECORDER_COMMANDS = ("undo", "redo")


@dataclass(frozen=True)
class Script:
    """The header's setup (None: continue an existing game), its info, and the entry lines
    with their 1-based line numbers."""

    setup: GameSetup | None
    info: dict[str, str] = field(default_factory=dict)
    lines: tuple[tuple[int, str], ...] = ()


def parse_script(text: str) -> Script:
    """Read a whole script; raise `EntryError` ("line N: …") at the first bad line."""
    info: dict[str, str] = {}
    starts: list[tuple[int, PlayerLine]] = []
    lines: list[tuple[int, str]] = []
    header = True
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        word = line.replace(",", " ").split()[0].lower()
        if header and line.startswith("#"):
            continue
        if header and word in ("info", "start"):
            try:
                if word == "info":
                    key, value = _read_info(line)
                    info[key] = value
                else:
                    starts.append((number, read_player_line(line)))
            except EntryError as error:
                raise _at(number, error, raw) from None
            continue
        if word in ("info", "start"):
            raise EntryError(f"line {number}: '{word}' lines belong in the header, before the "
                             "first entry line.", raw)
        header = False
        if line.lower() not in RECORDER_COMMANDS:
            try:
                parse_entry(line)
            except EntryError as error:
                raise _at(number, error, raw) from None
        lines.append((number, line))
    try:
        setup = build_setup(info, starts) if starts else None
    except LineupError as error:
        raise EntryError(f"line {error.line}: {error}", "") from None
    return Script(setup, info, tuple(lines))


def _at(number: int, error: EntryError, raw: str) -> EntryError:
    return EntryError(f"line {number}: {error}", raw, error.column)


def _read_info(line: str) -> tuple[str, str]:
    _, args = split_command(line)
    if not args or not args[0]:
        raise EntryError("'info' needs a key and a value, as info visteam TOR.", line)
    key, value = args[0].lower(), " ".join(args[1:]).strip()
    if key == "date":
        value = _read_date(value, line)
    check_info(key, value, line)
    return key, value


def _read_date(value: str, line: str) -> str:
    written = value.replace("/", "-")
    try:
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", written):
            raise ValueError(value)
        return datetime.date.fromisoformat(written).isoformat()
    except ValueError:
        raise EntryError(f"Date '{value}' is not a date: write YYYY-MM-DD, as 2019-04-30.",
                         line) from None
