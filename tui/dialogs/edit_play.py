"""Change a past input of a game: the line that made a play, as it was typed.

The dialog tries the change itself (`change(new_value)`, which replays the rest of the game):
a change the game refuses is shown in one line here, and nothing is changed; a change that
stands closes the dialog with the new value.
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


class EditPlayDialog(ModalScreen[str | None]):
    """Edit input `seq` (now `value`); dismissed with the new value, or None when cancelled."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="edit.cancel")]

    def __init__(self, seq: int, value: str, about: str, change: Callable[[str], object]):
        super().__init__()
        self.seq, self.value, self.about, self.change = seq, value, about, change

    def compose(self) -> ComposeResult:
        with Vertical(id="edit-play", classes="dialog"):
            yield Static(f"Edit input {self.seq}", classes="dialog-title")
            yield Static(Content(self.about), classes="hint")
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
