"""Change a past input of a game: the line that made a play, as it was typed.

The dialog tries the change itself (`change(new_value)`, which replays the rest of the game):
a change the game refuses is shown in one line here, and nothing is changed; a change that
stands closes the dialog with the new value. Over the line, where the play came in the game
(`when_in_game`): the half-inning and outs, the batter and pitcher, and the pitch.
"""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from engine.core.errors import ScorebookError
from engine.core.events import THROWN_CODES
from engine.core.record import PlayRecord
from tui.widgets.field import ordinal


def when_in_game(record: PlayRecord, names: dict[str, str]) -> str:
    """"Top 1st, 0 outs · A Player 1 batting against B Player 9 · pitch 4 (count 1-2)": where
    the line `record` came in the game, so that the right play is changed. A play that ends
    the plate appearance came on its last pitch; a runner's play or a substitution between
    two pitches (after the last one thrown)."""
    outs = f"{record.outs} out{'' if record.outs == 1 else 's'}"
    inning = f"{'Top' if record.half == 0 else 'Bottom'} {ordinal(record.inning)}, {outs}"
    batter, pitcher = (names.get(who, who) for who in (record.batter, record.pitcher))
    matchup = f"{batter} batting" + (f" against {pitcher}" if pitcher else "")
    thrown = sum(1 for code in record.pitches if code in THROWN_CODES)
    count = f"count {record.balls}-{record.strikes}"
    if record.kind == "play" and record.batter_event:
        pitch = f"pitch {thrown} ({count})" if thrown else f"{count}, no pitches recorded"
    else:
        pitch = f"after pitch {thrown} ({count})" if thrown else "before the first pitch"
    return " · ".join(part for part in (inning, matchup if record.batter else "", pitch) if part)


class EditPlayDialog(ModalScreen[str | None]):
    """Edit input `seq` (now `value`); dismissed with the new value, or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="edit.cancel")]

    def __init__(self, seq: int, value: str, about: str, change: Callable[[str], object]):
        super().__init__()
        self.seq, self.value, self.about, self.change = seq, value, about, change

    def compose(self) -> ComposeResult:
        with Vertical(id="edit-play", classes="dialog"):
            yield Static(f"Edit input {self.seq}", classes="dialog-title")
            yield Static(Content(self.about), id="edit-about", classes="hint")
            yield Input(self.value, id="edit-value", select_on_focus=False)
            yield Static(id="edit-error", classes="error")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Change", variant="primary", id="edit-ok")
                yield Button("Cancel", id="edit-cancel")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._try(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "edit-ok":
            self._try(self.query_one(Input).value)
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def _try(self, value: str) -> None:
        value = value.strip()
        error = self.query_one("#edit-error", Static)
        if not value:
            error.update("Type the new line, or Escape to leave it as it was.")
            return
        if value == self.value:
            self.dismiss(None)
            return
        try:
            self.change(value)
        except ScorebookError as exc:
            error.update(Content(str(exc).splitlines()[0]))
            return
        self.dismiss(value)
