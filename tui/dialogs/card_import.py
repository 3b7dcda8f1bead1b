"""Import a card file: the system and the file's path. Like `scorebook cards import`, every
card is checked first and then all are stored at once; a mistake anywhere stores nothing and
its sentence — naming the card and the field — is shown here in one line."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.engine import Engine
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, LoadingIndicator, Select, Static

from db.card_systems import CARD_SYSTEMS
from db.cards import import_card_file as store_card_file
from engine.core.errors import ScorebookError


@dataclass(frozen=True)
class ImportedCards:
    """What was imported: the system, how many cards, and their tally ("6 pitchers, …")."""

    system: str
    count: int
    tally: str

    def sentence(self) -> str:
        return f"Imported {self.count} cards into {self.system} ({self.tally})."


def import_card_file(engine: Engine, system: str, path: str) -> ImportedCards:
    """Check every card of the file at `path`, then store them all in one transaction."""
    if not path.strip():
        raise ScorebookError("Give the path of a card file.")
    return ImportedCards(system, *store_card_file(engine, system, path.strip()))


class CardImportDialog(ModalScreen[ImportedCards | None]):
    """Returns what was imported, or None when cancelled. The import runs in a thread worker
    (a big file must not freeze the screen) and reports back by message."""

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="card_import.cancel")]

    class Done(Message):
        """The worker's answer: what was imported, or the sentence saying why nothing was."""

        def __init__(self, imported: ImportedCards | None, error: str = ""):
            super().__init__()
            self.imported = imported
            self.error = error

    def __init__(self, system: str = "bot9"):
        super().__init__()
        self.system = system if system in CARD_SYSTEMS else sorted(CARD_SYSTEMS)[0]

    def compose(self) -> ComposeResult:
        with Vertical(id="card-import", classes="dialog"):
            yield Static("Import a card file", classes="dialog-title")
            with Horizontal(classes="field"):
                yield Label("System")
                yield Select([(name, name) for name in sorted(CARD_SYSTEMS)], value=self.system,
                             allow_blank=False, id="import-system", compact=True)
            with Horizontal(classes="field"):
                yield Label("File")
                yield Input(id="import-path", placeholder="~/cards/my-cards.toml", compact=True)
            yield Static("A TOML file of [[card]] tables. Cards with the ids of cards already "
                         "imported replace them.", classes="hint", markup=False)
            yield LoadingIndicator(id="import-working")
            yield Static("", id="import-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Import", variant="primary", id="import-go", compact=True)
                yield Button("Cancel", id="import-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one("#import-working").display = False
        self.query_one("#import-path", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.start_import()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "import-go":
            self.start_import()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        if not self.query_one("#import-working").display:
            self.dismiss(None)

    def start_import(self) -> None:
        if self.query_one("#import-working").display:
            return  # one import at a time
        self.query_one("#import-error", Static).update("")
        self.query_one("#import-working").display = True
        self.run_import(str(self.query_one("#import-system", Select).value),
                        self.query_one("#import-path", Input).value)

    @work(thread=True, exclusive=True, group="card-import")
    def run_import(self, system: str, path: str) -> None:
        try:
            self.post_message(self.Done(import_card_file(self.app.engine, system, path)))
        except ScorebookError as exc:
            self.post_message(self.Done(None, str(exc)))

    def on_card_import_dialog_done(self, message: Done) -> None:
        self.query_one("#import-working").display = False
        if message.imported is None:
            self.query_one("#import-error", Static).update(message.error)
            self.query_one("#import-path", Input).focus()
        else:
            self.dismiss(message.imported)
