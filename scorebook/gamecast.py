"""`scorebook follow GAME`: a game told line by line as it is recorded elsewhere, like a radio
gamecast — the play log's lines (scorebook/log_lines.py: each play, substitution and the game's
end, and the summary of each half-inning), the words in full.

A `Gamecast` remembers what it has printed; given the game as it stands now it says what to
print next: the new lines, or — when a line already printed is no longer true (an input undone
or edited elsewhere) — a sentence saying so, then the lines as they now read from there.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len

from db.recording import StoredInput
from engine.core.errors import quoted
from scorebook.half_summary import HalfTally
from scorebook.log_lines import BEFORE_WORDS, COLUMNS, LogLine, lines_of
from scorebook.play_words import runner_names
from scorebook.table_play import TableGame


@dataclass(frozen=True)
class Told:
    """A line printed: the input that made it (0 for a summary) and its text."""

    seq: int
    text: str


def whole(line: LogLine, teams: tuple[str, str]) -> str:
    """The log's line at a width that cuts none of its words."""
    said = line.summary.words(teams) if line.summary is not None else line.words
    return line.text(max(BEFORE_WORDS, COLUMNS[0][1] + 3) + cell_len(said) + 1, teams).rstrip()


def game_lines(table: TableGame) -> list[Told]:
    """Every line of the game's log as it stands, each in the words it had when it was first
    printed: its runners named among the players in the game by then. A runner said "Lee"
    while he was the only Lee stays "Lee" when a second Lee comes in later — else that line
    would read differently from the one printed, and be taken for an input edited elsewhere."""
    names, teams = starting_names(table), table.line_score().teams
    short, tally, told = runner_names(names), HalfTally(), []
    for seq, record in table.log():
        if record.kind == "sub" and names.get(record.player) != record.name:
            names = {**names, record.player: record.name}
            short = runner_names(names)
        told += [Told(line.seq, whole(line, teams))
                 for line in lines_of(seq, record, names, short, tally)]
    return told


def starting_names(table: TableGame) -> dict[str, str]:
    """The names of the players in the game before its first input."""
    session = table.session
    start = session.system.game(session.system.start(session.setup, session.options))
    return {**start.teams[0].names, **start.teams[1].names}


def what_changed(before: list[StoredInput], now: list[StoredInput]) -> str:
    """How the inputs went from `before` to `now`, an input or more having been taken back:
    undone (the last ones) or edited (one changed in place)."""
    same = 0
    while (same < min(len(before), len(now))
           and (before[same].ask_key, before[same].value) == (now[same].ask_key, now[same].value)):
        same += 1
    if same >= len(now):
        gone = before[same:]
        values = ", ".join(quoted(stored.value) for stored in gone[:3]) + (
            ", …" if len(gone) > 3 else "")
        which = f"input {gone[0].seq}" if len(gone) == 1 else \
            f"inputs {gone[0].seq} to {gone[-1].seq}"
        return f"Undone elsewhere: {which} ({values})"
    was = f" (was {quoted(before[same].value)})" if same < len(before) else ""
    return f"Edited elsewhere: input {now[same].seq} is now {quoted(now[same].value)}{was}"


class Gamecast:
    """What has been printed of one game, and what to print as it changes."""

    def __init__(self) -> None:
        self.told: list[Told] = []
        self.inputs: list[StoredInput] = []

    def update(self, table: TableGame) -> list[str]:
        """The lines to print for the game as `table` has it now."""
        lines = game_lines(table)
        kept = 0
        while kept < min(len(lines), len(self.told)) and lines[kept] == self.told[kept]:
            kept += 1
        out = [told.text for told in lines[kept:]]
        if kept < len(self.told):  # a line printed is no longer true: said, then corrected
            then = "; the log from there now reads:" if out else "."
            out.insert(0, what_changed(self.inputs, table.inputs) + then)
        self.told, self.inputs = lines, list(table.inputs)
        return out
