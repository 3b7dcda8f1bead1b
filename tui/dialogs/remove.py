"""Asks before removing something from the rosters (a player from a team, a team): y or
Enter removes, n or escape keeps it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class RemoveDialog(ModalScreen[bool]):
    """`title` over `question`; returns True to go ahead, False not."""

    BINDINGS = [
        Binding("y", "answer(True)", "Remove", id="remove.yes"),
        Binding("n,escape", "answer(False)", "Keep", id="remove.no"),
    ]
    AUTO_FOCUS = "#remove-yes"  # focused as it is composed: Enter typed at once answers it

    def __init__(self, title: str, question: str):
        super().__init__()
        self.title_text, self.question = title, question

    def compose(self) -> ComposeResult:
        with Vertical(id="remove", classes="dialog"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            yield Static(self.question, markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Remove (y)", variant="error", id="remove-yes", compact=True)
                yield Button("Keep (n)", id="remove-no", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "remove-yes")

    def action_answer(self, remove: bool) -> None:
        self.dismiss(remove)
