"""Reading `start` and `sub` lines: a player, his name, his team, batting slot and position.

Both forms are accepted, the scorekeeper's and Retrosheet's:

    sub smitj001 "John Smith" home 9 PH
    sub,smitj001,"John Smith",1,9,11
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import EntryError, quoted
from engine.core.numbers import number_in
from engine.core.printable import check_printable
from engine.core.setup import AWAY, HOME, POSITIONS
from engine.core.text_lines import comma_fields

TEAMS = {"0": AWAY, "1": HOME, "away": AWAY, "home": HOME}
POSITION_NUMBERS = {name: number for number, name in POSITIONS.items()}
MAX_SLOT = 12


@dataclass(frozen=True)
class PlayerLine:
    """The fields of a `start` or `sub` line."""

    player: str
    name: str
    team: int
    slot: int
    position: int


def split_command(line: str) -> tuple[str, list[str]]:
    """The command word and its arguments, from either `word a "b c"` or `word,a,"b c"`."""
    text = line.strip()
    head = text.split(None, 1)[0] if text else ""
    if "," in head and not head.startswith('"'):
        fields = comma_fields(text, skipinitialspace=True)
        return fields[0].strip().lower(), [f.strip() for f in fields[1:]]
    try:
        words = shlex.split(text)
    except ValueError:
        raise EntryError(f"{quoted(text)} has a quotation "
                         "mark without its partner.", line) from None
    return (words[0].lower(), words[1:]) if words else ("", [])


# A pure function of its text, and a PlayerLine is immutable: a season's files repeat the same
# start lines (the regulars in their places) thousands of times, so each is read once.
@lru_cache(maxsize=8192)
def read_player_line(line: str) -> PlayerLine:
    """Read `start …` or `sub …`; the message of any error shows the right form."""
    word, args = split_command(line)
    form = f'{word} smitj001 "John Smith" home 9 RF'
    if len(args) != 5:
        raise EntryError(f"{quoted(word)} needs a player id, a name in quotes, a team, a batting "
                         f"slot and a position, as {form}.", line)
    player, name, team, slot, position = args
    if not player or any(c.isspace() for c in player):
        raise EntryError(f"{quoted(player)} is not a player id: ids have no spaces, as smitj001.", line)
    check_printable("Player id", player, line)
    check_printable("Player name", name, line)
    return PlayerLine(player, name, read_team(team, line), read_slot(slot, line),
                      read_position(position, line))


def read_team(text: str, line: str = "") -> int:
    team = TEAMS.get(text.strip().lower())
    if team is None:
        raise EntryError(f"Team {quoted(text)} is not a side: use 0 or away, 1 or home.", line)
    return team


def read_slot(text: str, line: str = "") -> int:
    slot = number_in(text, 0, MAX_SLOT)
    if slot is None:
        raise EntryError(f"Batting slot {quoted(text)} is not a slot: use 1-9 (0 for a pitcher "
                         "who does not bat).", line)
    return slot


def read_position(text: str, line: str = "") -> int:
    upper = text.strip().upper()
    number = number_in(upper, min(POSITIONS), max(POSITIONS))
    if number is not None:
        return number
    if upper in POSITION_NUMBERS:
        return POSITION_NUMBERS[upper]
    raise EntryError(f"Position {quoted(text)} is not a position: use 1-12 or P C 1B 2B 3B SS LF "
                     "CF RF DH PH PR.", line)
