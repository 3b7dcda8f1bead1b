"""Asks before something that cannot be taken back: removing from the rosters (a player from a
team, a team), writing over a file. y goes ahead, n or escape keeps what is there; Enter
answers with the button that has the focus — going ahead where the person just asked for it
(removing), keeping where the app is the one asking (a file already there)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ConfirmDialog(ModalScreen[bool]):
    """`title` over `question`; returns True to go ahead (`yes`, key y), False not (`no`,
    keys n and escape). `keep_focused`: Enter keeps."""

    BINDINGS = [
        Binding("y", "answer(True)", "Go ahead", id="confirm.yes"),
        Binding("n,escape", "answer(False)", "Keep", id="confirm.no"),
    ]

    def __init__(self, title: str, question: str, yes: str = "Remove", no: str = "Keep",
                 keep_focused: bool = False):
        super().__init__()
        self.title_text, self.question, self.labels = title, question, (yes, no)
        # focused as it is composed: an Enter typed at once answers it
        self.AUTO_FOCUS = "#confirm-no" if keep_focused else "#confirm-yes"

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm", classes="dialog"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            yield Static(self.question, markup=False)
            with Horizontal(classes="buttons"):
                yield Button(f"{self.labels[0]} (y)", variant="error", id="confirm-yes",
                             compact=True)
                yield Button(f"{self.labels[1]} (n)", id="confirm-no", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_answer(event.button.id == "confirm-yes")

    def action_answer(self, yes: bool) -> None:
        if self.is_active:  # a key repeated in a burst answers once
            self.dismiss(yes)
