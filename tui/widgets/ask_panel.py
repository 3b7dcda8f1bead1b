"""A person's question: who is asked, the question, and its answers numbered 1, 2, 3 …

The answers are laid out on as few lines as they fit (the screen stays usable at 80×24); the
number keys choose the first nine on the game screen, and any answer can be chosen by typing
its number, or the answer itself, on the entry line. The panel is hidden when no person is
asked. `asking` says what the panel and the entry line show for the game as it stands.
"""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from engine.systems.base import Ask
from scorebook.table_play import DICE, PERSON, TableGame

#: The keys of an empty entry line, shown in it while the scorekeeper's line is asked (it fits
#: the line at 80 columns).
KEYS_HELP = "{pitches}{x}u undo, r redo, l log · space first to type u r l"


def who_is_asked(table: TableGame, ask: Ask) -> str:
    """Who answers `ask`, as the screen names them: "Home Nine (computer)", "The dice"."""
    whose, side = table.whose(ask), table.side_of(ask)
    if whose == DICE:
        return "The dice"
    if side is None:
        return "Scorekeeper"
    sheet = (table.session.setup.away, table.session.setup.home)[side]
    return f"{sheet.name or sheet.code}{' (computer)' if whose != PERSON else ''}"


def asking(table: TableGame) -> tuple[str, tuple[str, ...], str, str]:
    """What the game asks now: the panel's title ("" hides the panel), the answers to number,
    the prompt over the entry line, and the help inside the empty line."""
    ask = table.ask()
    if ask is None:
        return "", (), "The game is over.", "u undoes the last input · B the box score"
    whose = table.whose(ask)
    if whose == PERSON and ask.options:
        return (f"{who_is_asked(table, ask)}: {ask.prompt}", ask.options, "",
                "a number answers · or type the answer, or =PLAY for what happened")
    if whose != PERSON:
        return "", (), f"{who_is_asked(table, ask)} to answer: {ask.prompt}", "wait…"
    pitches, start = table.quick_keys()
    return "", (), ask.prompt, KEYS_HELP.format(
        pitches=f"{' '.join(pitches)} pitch, " if pitches else "",
        x="x play, " if start else "")


class AskPanel(Vertical):
    """Shows one question and its answers, numbered."""

    DEFAULT_CSS = """
    AskPanel {
        height: auto;
        display: none;
    }
    AskPanel.-asking {
        display: block;
    }
    AskPanel > #ask-title {
        text-style: bold;
        color: $accent;
    }
    AskPanel > #ask-options {
        height: auto;
        max-height: 4;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.options: tuple[str, ...] = ()

    def compose(self) -> ComposeResult:
        yield Static(id="ask-title")
        yield Static(id="ask-options")

    def show(self, title: str, options: Sequence[str]) -> None:
        """Ask `title`, with `options` numbered from 1 (no title: hide the panel)."""
        if not title:
            self.hide()
            return
        self.set_class(True, "-asking")
        self.query_one("#ask-title", Static).update(Content(title))
        options = tuple(options)
        if options != self.options:
            self.query_one("#ask-options", Static).update(Content("   ").join(
                Content.assemble((f"{n}\u00a0", "$accent bold"), option)
                for n, option in enumerate(options, start=1)))
        self.options = options

    def hide(self) -> None:
        if self.has_class("-asking"):
            self.set_class(False, "-asking")
            self.options = ()

    def option(self, number: int) -> str | None:
        """The answer numbered `number` (1-based), None when there is none."""
        return self.options[number - 1] if 1 <= number <= len(self.options) else None
