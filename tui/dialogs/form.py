"""A dialog that saves what is typed into it: Enter in a field or Save saves, Cancel or escape
closes with None. `save()` is the dialog's own: it stores, and closes only when that worked,
showing a mistake in place (`refuse`) so the person can correct it.

`open_form` opens one so that nothing typed is lost: keys typed at once with the one that
opens it (`aPIN<Tab>Pinecrest`) wait until its first field has the focus, then go where they
would have gone typed slowly."""

from __future__ import annotations

from typing import Callable, TypeVar

from textual.app import App
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from engine.core.errors import ScorebookError

Saved = TypeVar("Saved")
#: Tab and Shift+Tab in a form: the move to another field is decided as the key arrives
#: (priority), not when the field it was given to hands it back — so the letters typed after
#: a Tab go to the next field even when they arrive with it ("PIN<Tab>Pinecrest" at once).
FIELD_MOVES = [
    Binding("tab", "app.focus_next", "Next field", id="form.next", show=False, priority=True),
    Binding("shift+tab", "app.focus_previous", "Previous field", id="form.previous",
            show=False, priority=True),
]


class FormDialog(ModalScreen[Saved]):
    """The Save button's id ends in "-save"; the error line has the class "error". The field
    it opens on is `AUTO_FOCUS` (a selector; the first field unless a dialog says another),
    focused as the dialog is composed: a focus asked for later (`focus()` in `on_mount`)
    would come after keys already typed."""

    AUTO_FOCUS = "Input"

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="form.cancel"), *FIELD_MOVES]

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


async def open_form(app: App, dialog: FormDialog[Saved],
                    saved: Callable[[Saved | None], None] | None = None) -> None:
    """Show `dialog` and return once it is up with its first field focused; `saved` gets what
    it returns. Called from an action, the app handles no further key until then: the keys
    typed with the one that opened it go to its fields, in order, instead of to a dialog
    with nothing focused (where they were lost)."""
    await app.push_screen(dialog, saved)
