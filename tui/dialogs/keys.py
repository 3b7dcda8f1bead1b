"""`?`: the keys of the current screen, in a dialog that escape or `?` closes and the arrows
scroll. The screen's own keys come first, then the app's, then Textual's generic ones (moving
a cursor, focus, quitting), which every screen has and nobody opens the dialog to find."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static

#: The groups, in the order they are listed.
SCREEN, APP, TEXTUAL = range(3)


def _same(declared: BindingType, binding: Binding) -> bool:
    """Whether a `BINDINGS` entry is the one `binding` was made from (the key may have been
    split or remapped by a keymap; the action and description stay)."""
    if isinstance(declared, Binding):
        return (declared.action, declared.description) == (binding.action, binding.description)
    return (declared[1], declared[2] if len(declared) > 2 else "") == (binding.action,
                                                                       binding.description)


def group(node: DOMNode, binding: Binding) -> int:
    """SCREEN, APP or TEXTUAL: who declared `binding`, which `node` holds."""
    for cls in type(node).__mro__:
        if any(_same(declared, binding) for declared in cls.__dict__.get("BINDINGS", ())):
            if cls.__module__.split(".")[0] == "textual":
                return TEXTUAL
            break
    return APP if isinstance(node, App) else SCREEN


class KeysDialog(ModalScreen[None]):
    """The bindings active on `screen` (its own, its widgets' and the app's), one per row."""

    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

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
        rows: dict[tuple[str, str], int] = {}  # (key shown, what it does) -> its group
        for active in self.shown.active_bindings.values():
            binding = active.binding
            if binding.description:
                row = (self.app.get_key_display(binding), binding.description)
                rows.setdefault(row, group(active.node, binding))
        for key, does in sorted(rows, key=rows.__getitem__):  # stable: each group keeps its order
            table.add_row(key, does)

    def action_close(self) -> None:
        # Keys that arrive together (a held or repeated key) are all queued here before the
        # first one closes the dialog: only that one may, or the next would close the screen
        # underneath it.
        if self.is_active:
            self.dismiss()
