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

A game system other than plain scorekeeping reads its scripts its own way (`ScriptRules`,
chosen from the header by the caller): how the header becomes a setup and the system's options
(Bottom of the 9th: its own rules and starting situation, half teams, cards, bullpens), and how
an entry line is checked. Two info keys are for such systems: `info option.KEY VALUE` (a game
option) and `info card PLAYER CARDID` (the card a player plays), kept as "card.PLAYER".
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import Callable, Mapping

from engine.core.entry import parse_entry
from engine.core.errors import EntryError, quoted, shown
from engine.core.lineup_cards import LineupError, build_setup, check_info
from engine.core.lineup_lines import PlayerLine, read_player_line, split_command
from engine.core.setup import GameSetup
from engine.core.text_lines import editor_lines

RECORDER_COMMANDS = ("undo", "redo")
#: The longest info key, or player id of an `info card` line.
LONGEST_KEY = 100


@dataclass(frozen=True)
class Header:
    """A script's header as read: the info values, the line each came from, the start lines."""

    info: Mapping[str, str]
    starts: tuple[tuple[int, PlayerLine], ...]
    lines: Mapping[str, int] = field(default_factory=dict)

    def line_of(self, key: str) -> int:
        """The line of info `key`, or the last start line when the key was not given."""
        return self.lines.get(key) or (self.starts[-1][0] if self.starts else 0)

    def options(self) -> dict[str, str]:
        """The game options the `info option.KEY VALUE` lines give."""
        return {key.removeprefix("option."): value for key, value in self.info.items()
                if key.startswith("option.")}

    def benches(self, starters: Mapping[str, object]) -> dict[str, list[str]]:
        """Each side's bench from `info bench.away|home ID …` (commas or spaces), by side;
        raise `LineupError` for a player already among the `starters` or on a bench."""
        found: dict[str, list[str]] = {}
        seen: set[str] = set()
        for side in ("away", "home"):
            key = f"bench.{side}"
            if key not in self.info:
                continue
            found[side] = [p for p in re.split(r"[\s,]+", self.info[key]) if p]
            for player in found[side]:
                if player in starters or player in seen:
                    raise LineupError(f"info {key}: {quoted(player)} is already in the game.",
                                      self.line_of(key))
                seen.add(player)
        return found


def plain_setup(header: Header) -> tuple[GameSetup, dict[str, str]]:
    """Baseball's setup (engine.core.lineup_cards). Plain scorekeeping has no game options
    (its rules are info lines), so an `info option.KEY` line is refused as the tabletop
    systems refuse an option they do not have, rather than kept and never read."""
    key = next(iter(header.options()), None)
    if key is not None:
        raise LineupError(f"info option.{key}: plain scorekeeping has no option {quoted(key)}: its "
                          "rules are info lines, as info innings 7 or info dh true.",
                          header.line_of(f"option.{key}"))
    return build_setup(dict(header.info), list(header.starts), lines=header.lines), {}


@dataclass(frozen=True)
class ScriptRules:
    """How a game system reads a script: `setup` makes the game and its options from the
    header (raising `LineupError` at the line to blame), `check_line` refuses an entry line
    the system cannot read (raising `EntryError`) before anything is recorded."""

    setup: Callable[[Header], tuple[GameSetup, dict[str, str]]] = plain_setup
    check_line: Callable[[str], object] = parse_entry


PLAIN = ScriptRules()


@dataclass(frozen=True)
class Script:
    """The header's setup (None: continue an existing game), its info, the game's options,
    and the entry lines with their 1-based line numbers."""

    setup: GameSetup | None
    info: dict[str, str] = field(default_factory=dict)
    lines: tuple[tuple[int, str], ...] = ()
    options: dict[str, str] = field(default_factory=dict)


def parse_script(text: str,
                 rules_for: Callable[[Mapping[str, str]], ScriptRules] | None = None) -> Script:
    """Read a whole script; raise `EntryError` ("line N: …") at the first bad line.

    `rules_for` gives the rules of the game the header's info describes (the plain rules
    when not given); it is asked once, when the header is over."""
    info: dict[str, str] = {}
    where: dict[str, int] = {}
    starts: list[tuple[int, PlayerLine]] = []
    lines: list[tuple[int, str]] = []
    rules: ScriptRules | None = None
    header = True
    for number, raw in enumerate(editor_lines(text.lstrip("\ufeff")), start=1):
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
                    where[key] = number
                else:
                    starts.append((number, read_player_line(line)))
            except EntryError as error:
                raise _at(number, error, raw) from None
            continue
        if word in ("info", "start"):
            raise EntryError(f"line {number}: {quoted(word)} lines belong in the header, before "
                             "the first entry line.", raw)
        header = False
        if rules is None:
            rules = rules_for(info) if rules_for else PLAIN
        if line.lower() not in RECORDER_COMMANDS:
            try:
                rules.check_line(line)
            except EntryError as error:
                raise _at(number, error, raw) from None
        lines.append((number, line))
    if rules is None:
        rules = rules_for(info) if rules_for else PLAIN
    setup, options = None, {}
    try:
        if starts:
            setup, options = rules.setup(Header(info, tuple(starts), where))
    except LineupError as error:
        raise EntryError(f"line {error.line}: {error}", "") from None
    if starts and rules.check_line is parse_entry:
        _check_runners_placed(starts, lines)
    return Script(setup, info, tuple(lines), options)


def _check_runners_placed(starts: list[tuple[int, PlayerLine]],
                          lines: list[tuple[int, str]]) -> None:
    """A new game's `radj` names a player of its start lines or of a `sub` line before it, so
    a typo is refused before anything is stored (the game refuses it again, knowing who bats,
    when the line is recorded: engine.core.apply)."""
    known = {p.player for _, p in starts}
    for number, line in lines:
        if line.replace(",", " ").split()[0].lower() not in ("sub", "radj"):
            continue  # (a play or a comment need not split as a command does)
        word, args = split_command(line)
        if word == "sub" and args:
            known.add(args[0])
        elif word == "radj" and args and args[0] not in known:
            raise EntryError(f"line {number}: radj {shown(args[0])}: no player of that id is in "
                             "the start lines or a sub line before it.", line)


def _at(number: int, error: EntryError, raw: str) -> EntryError:
    return EntryError(f"line {number}: {error}", raw, error.column)


def _read_info(line: str) -> tuple[str, str]:
    _, args = split_command(line)
    if not args or not args[0]:
        raise EntryError("'info' needs a key and a value, as info visteam TOR.", line)
    key, value = args[0].lower(), " ".join(args[1:]).strip()
    # Keys (an option's name, a player's id) are short: a longer one is refused here, quoted
    # in part, before every later message names it in full.
    named = args[:2] if key == "card" else args[:1]
    if any(len(word) > LONGEST_KEY for word in named):
        raise EntryError(f"info {quoted(' '.join(named))}: a key or an id is at most "
                         f"{LONGEST_KEY} characters.", line)
    if key == "card":
        if len(args) != 3:
            raise EntryError("'info card' needs a player id and a card id, as info card b01 B01.",
                             line)
        return f"card.{args[1]}", args[2]
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
        raise EntryError(f"Date {quoted(value)} is not a date: write YYYY-MM-DD, as 2019-04-30.",
                         line) from None


def entry_line_check(entry: str, table_check: Callable[[str], object]) -> Callable[[str], object]:
    """How a tabletop system's script lines are checked: in its table language (`table_check`)
    unless the game answers each question on its own line (`entry=dice`), where any answer
    that is not blank will do until the game sees it."""
    return table_check if entry.strip().lower() != "dice" else _not_blank


def _not_blank(text: str) -> str:
    if not text.strip():
        raise EntryError("The answer is blank: type the answer to the question asked.", text)
    return text
