"""A player card of any game system shown whole, as text.

The card comes as its plain data (`Card.to_data()`: the same keys as its card file), so the
widget knows no system: the name and id head it, plain fields follow one per line, abilities
("name", "text", "needs" …) are listed one per line, and tables of results (a Nanyou card's
21 dice combinations, its tactic rows) are set out in columns.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

#: Fields the heading already shows, or that say where the card came from rather than what
#: it does (the provenance is shown last).
_HEADING = ("id", "name", "reading", "provenance")
_GAP = 2  # spaces between the columns of a table of results


def card_text(data: dict[str, Any], width: int = 40) -> Text:
    """The card as text: heading, then each field, `width` wide for the tables of results."""
    text = Text()
    text.append(str(data.get("name", "")), style="bold")
    if data.get("reading"):
        text.append(f" ({data['reading']})")
    text.append(f"  {data.get('id', '')}\n", style="dim")
    for field, value in data.items():
        if field not in _HEADING:
            _field(text, field, value, width)
    if data.get("provenance"):
        text.append(f"source: {data['provenance']}", style="dim")
    return text


def _field(text: Text, field: str, value: Any, width: int) -> None:
    label = field.replace("_", " ")
    if _is_ability(value):
        text.append(f"{label}: ", style="bold")
        text.append(_ability(value) + "\n")
    elif isinstance(value, list) and value and all(_is_ability(item) for item in value):
        text.append(f"{label}:\n", style="bold")
        for item in value:
            text.append(f" • {_ability(item)}\n")
    elif isinstance(value, dict):
        text.append(f"{label}:\n", style="bold")
        text.append(_columns([f"{key} {item}" for key, item in value.items()], width))
    else:
        shown = " ".join(map(str, value)) if isinstance(value, list) else str(value)
        text.append(f"{label}: ", style="bold")
        text.append(shown + "\n")


def _is_ability(value: Any) -> bool:
    return isinstance(value, dict) and "name" in value


def _ability(value: dict) -> str:
    """"Paint the edge [location]: Strike pitch: +1 to the control die." """
    needs = f" [{' + '.join(value['needs'])}]" if value.get("needs") else ""
    return f"{value['name']}{needs}: {value.get('text') or value.get('effect', '')}"


def _columns(entries: list[str], width: int) -> str:
    """Entries left to right in as many columns as fit `width`, row by row."""
    column = max(map(len, entries), default=0) + _GAP
    per_row = max(1, (width - 1 + _GAP) // column)
    rows = [entries[i:i + per_row] for i in range(0, len(entries), per_row)]
    return "".join(" " + "".join(entry.ljust(column) for entry in row).rstrip() + "\n"
                   for row in rows)


class CardView(VerticalScroll):
    """Shows one card (or a line saying there is none); scrolls when the card is long."""

    DEFAULT_CSS = """
    CardView {
        height: 1fr;
        padding: 0 1;
        border: round $primary-muted;
    }
    CardView > Static {
        width: 100%;
    }
    """

    def __init__(self, empty: str = "No card chosen.", **kwargs: Any):
        super().__init__(**kwargs)
        self.empty = empty
        self.data: dict[str, Any] | None = None

    def compose(self) -> ComposeResult:
        yield Static(self.empty, classes="card-text")

    def show_card(self, data: dict[str, Any] | None) -> None:
        """Show the card of this data (`Card.to_data()`), or the empty line for None."""
        self.data = data
        self._show()
        self.scroll_home(animate=False)

    def on_resize(self) -> None:
        self._show()  # the tables of results take as many columns as now fit

    def _show(self) -> None:
        # One column short of the width: the vertical scrollbar may need it.
        width = self.content_size.width - 1
        self.query_one(".card-text", Static).update(
            self.empty if self.data is None else card_text(self.data, width))
