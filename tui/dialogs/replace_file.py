"""Asks before an export writes over a file that is already there."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ReplaceFileDialog(ModalScreen[bool]):
    """"… is already there: replace it?" — True to write over it (y), False to keep it (n,
    escape). Keeping is the button that has the focus, so that Enter loses nothing."""

    BINDINGS = [
        Binding("y", "answer(True)", "Replace", id="replace_file.yes"),
        Binding("n,escape", "answer(False)", "Keep", id="replace_file.no"),
    ]

    def __init__(self, path: Path):
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        with Vertical(id="replace-file", classes="dialog"):
            yield Static("The file is already there", classes="dialog-title")
            yield Static(f"{self.path} is already there. Replace it with the new file?",
                         markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Replace (y)", variant="error", id="replace-yes", compact=True)
                yield Button("Keep it (n)", id="replace-no", compact=True)

    def on_mount(self) -> None:
        self.query_one("#replace-no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer(event.button.id == "replace-yes")

    def action_answer(self, replace: bool) -> None:
        if self.is_active:  # a key repeated in a burst answers once
            self.dismiss(replace)
