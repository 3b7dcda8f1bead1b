"""The play log: every play, substitution and the game's end, newest at the bottom, one line
each — the half-inning, the batter, the play in Retrosheet notation and the same in words.

Lines are only added while the game goes forward; the whole log is laid out again after an
undo or an edit. `e` or Enter on a line asks to edit the input that made it; Home and End go
to the first and the last line.
"""

from __future__ import annotations

from typing import Sequence

from textual.binding import Binding
from textual.message import Message
from textual.widgets import DataTable

from engine.core.events import EventType
from engine.core.record import PlayRecord
from engine.core.setup import POSITIONS

#: What each Chadwick event type is called at the table.
EVENT_WORDS = {
    EventType.NO_PLAY: "no play", EventType.GENERIC_OUT: "out", EventType.STRIKEOUT: "strikeout",
    EventType.STOLEN_BASE: "stolen base", EventType.DEFENSIVE_INDIFFERENCE: "indifference",
    EventType.CAUGHT_STEALING: "caught stealing", EventType.PICKOFF: "picked off",
    EventType.WILD_PITCH: "wild pitch", EventType.PASSED_BALL: "passed ball",
    EventType.BALK: "balk", EventType.OTHER_ADVANCE: "runner advance",
    EventType.FOUL_ERROR: "error on a foul fly", EventType.WALK: "walk",
    EventType.INTENTIONAL_WALK: "intentional walk", EventType.HIT_BY_PITCH: "hit by pitch",
    EventType.INTERFERENCE: "interference", EventType.ERROR: "reached on an error",
    EventType.FIELDERS_CHOICE: "fielder's choice", EventType.SINGLE: "single",
    EventType.DOUBLE: "double", EventType.TRIPLE: "triple", EventType.HOME_RUN: "home run",
}
#: An out on a ball in play, by its trajectory ("99/G", a ground out no fielder is named for).
OUTS = {"G": "ground out", "F": "fly out", "L": "line out", "P": "pop out"}
ROLES = {"PH": "pinch hits", "PR": "pinch runs", "P": "pitches", "DEF": "comes in",
         "POS": "moves"}


def play_words(record: PlayRecord, names: dict[str, str]) -> str:
    """The play in a sentence a scorekeeper would say: "Single, 1 run scores, 2 outs"."""
    if record.kind == "sub":
        replaced = f" for {names.get(record.replaced, record.replaced)}" if record.replaced else ""
        role = ROLES.get(record.role, "comes in")
        return f"{record.name or record.player} {role}{replaced} ({POSITIONS.get(record.position, '')})"
    if record.kind == "end":
        return f"Game over{': ' + record.text if record.text else ''}"
    if record.event_type == EventType.GENERIC_OUT and record.batted_ball in OUTS:
        words = [("bunt " if record.bunt else "") + OUTS[record.batted_ball]]
    else:
        words = [EVENT_WORDS.get(EventType(record.event_type), "play")
                 if record.event_type in EventType._value2member_map_ else "play"]
    if record.tp or record.dp:
        words.append("triple play" if record.tp else "double play")
    if record.runs:
        words.append(f"{record.runs} run{'s score' if record.runs > 1 else ' scores'}")
    if record.outs_after != record.outs:
        words.append("side retired" if record.end_of_half and record.outs_after >= 3
                     else f"{record.outs_after} out{'s' * (record.outs_after != 1)}")
    text = ", ".join(words)
    return text[:1].upper() + text[1:]


class PlayLog(DataTable):
    """The log of a game; holds plain values only (the input number of each line)."""

    BINDINGS = [
        Binding("e", "edit", "Edit this play (e or Enter)", id="log.edit"),
        Binding("home", "scroll_top", "First play", id="log.first", show=False),
        Binding("end", "scroll_bottom", "Last play", id="log.last", show=False),
        Binding("escape", "leave", "Back to the entry line", id="log.leave", show=False),
    ]

    class EditPlay(Message):
        """The person wants to change input `seq`, which made the line `record`."""

        def __init__(self, seq: int, record: PlayRecord) -> None:
            super().__init__()
            self.seq, self.record = seq, record

    class Leave(Message):
        """The person is done with the log."""

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.shown: list[tuple[int, PlayRecord]] = []
        self.seqs: list[int] = []

    def on_mount(self) -> None:
        self.add_column("Inn", key="inning", width=3)
        self.add_column("Batter", key="batter", width=14)
        self.add_column("Play", key="play", width=10)
        self.add_column("What happened", key="words")

    def show(self, lines: Sequence[tuple[int, PlayRecord]], names: dict[str, str]) -> None:
        """Show `lines` (input seq, row): only the new ones are added when the log grew."""
        if len(lines) < len(self.shown) or (self.shown and lines[len(self.shown) - 1] is not self.shown[-1]):
            self.clear()
            self.shown, self.seqs = [], []
        new = lines[len(self.shown):]
        for seq, record in new:
            half = "▲" if record.half == 0 else "▼"
            batter = names.get(record.batter, record.batter) if record.kind == "play" else ""
            play = record.text if record.kind == "play" else ""
            self.add_row(f"{half}{record.inning}", batter, play, play_words(record, names))
            self.seqs.append(seq)
        self.shown = list(lines)
        if new:
            self.move_cursor(row=self.row_count - 1, animate=False)

    def action_edit(self) -> None:
        if self.row_count and 0 <= self.cursor_row < len(self.seqs) and self.seqs[self.cursor_row]:
            self.post_message(self.EditPlay(*self.shown[self.cursor_row]))

    def on_resize(self) -> None:
        """The log gets shorter when the game's final line appears under it: a log following
        the game (its cursor on the newest line) keeps that line in sight."""
        if self.row_count and self.cursor_row == self.row_count - 1:
            self.call_after_refresh(self.scroll_end, animate=False, x_axis=False)

    def action_select_cursor(self) -> None:
        """Enter on a line edits it too."""
        self.action_edit()

    def action_leave(self) -> None:
        self.post_message(self.Leave())
