"""`?`: the keys of the current screen, in a dialog that any key closes."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static


class KeysDialog(ModalScreen[None]):
    """The bindings active on `screen` (its own, its widgets' and the app's), one per row."""

    BINDINGS = [("escape,question_mark,q", "dismiss", "Close")]

    def __init__(self, screen: Screen):
        super().__init__()
        self.shown = screen

    def compose(self) -> ComposeResult:
        with Vertical(id="keys-dialog", classes="dialog"):
            yield Static(f"Keys — {self.shown.title or self.app.title}", classes="dialog-title")
            yield DataTable(id="keys", cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("Key", "Does")
        seen = set()
        for key, active in self.shown.active_bindings.items():
            binding = active.binding
            if not binding.description or (key, binding.description) in seen:
                continue
            seen.add((key, binding.description))
            table.add_row(self.app.get_key_display(binding), binding.description)

    def on_key(self, event: events.Key) -> None:
        # Stopped here, so that escape does not also reach the app's "back" and leave the
        # screen underneath.
        event.stop()
        event.prevent_default()
        self.dismiss()
