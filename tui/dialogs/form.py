"""A dialog that saves what is typed into it: Enter in a field or Save saves, Cancel or escape
closes with None. `save()` is the dialog's own: it stores, and closes only when that worked,
showing a mistake in place (`refuse`) so the person can correct it."""

from __future__ import annotations

from typing import TypeVar

from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from engine.core.errors import ScorebookError

Saved = TypeVar("Saved")


class FormDialog(ModalScreen[Saved]):
    """The Save button's id ends in "-save"; the error line has the class "error"."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="form.cancel")]

    def save(self) -> None:
        raise NotImplementedError

    def refuse(self, mistake: ScorebookError) -> None:
        """Say in one line why nothing was saved; the dialog stays open."""
        self.query_one(".error", Static).update(str(mistake))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.save()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if (event.button.id or "").endswith("-save"):
            self.save()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)
