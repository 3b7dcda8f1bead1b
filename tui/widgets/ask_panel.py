"""A person's question: who is asked, the question, and its answers numbered 1, 2, 3 …

Up to nine answers are laid out on as few lines as they fit (the screen stays usable at
80×24) and a number key chooses one at once. More than nine (a solo batter's abilities, every
combination of them) would reach past the keys and fill the screen: they are a list of bounded
height that scrolls, the arrow keys move through it and Enter chooses, and a number is typed
and then Enter (with 12 answers a "1" could be the start of "12"). Either way the entry line
still takes the answer itself, or `=PLAY`. The panel is hidden when no person is asked.
`asking` says what the panel and the entry line show for the game as it stands.
"""

from __future__ import annotations

from typing import Sequence

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList, Static

from engine.core.numbers import number_in
from engine.systems.base import Ask
from scorebook.table_answerers import DICE, PERSON
from scorebook.table_play import TableGame, answers

#: The most answers chosen by one number key; more are a list.
KEYED = 9

#: The keys of an empty entry line, shown in it while the scorekeeper's line is asked (it fits
#: the line at 80 columns). Without one-key pitches the line is typed whole: Enter records it.
KEYS_HELP = "{pitches}{x}u undo, r redo, l log · space first to type u r l"
TYPED_WHOLE = "Enter records, "


def who_is_asked(table: TableGame, ask: Ask) -> str:
    """Who answers `ask`, as the screen names them: "Home Nine (computer)", "The dice"."""
    whose, side = table.whose(ask), table.side_of(ask)
    if whose == DICE:
        return "The dice"
    if side is None:
        return "Scorekeeper"
    person = f" · {ask.person}" if ask.person and whose == PERSON else ""  # one of several
    return f"{table.team_names[side]}{person}{' (computer)' if whose != PERSON else ''}"


def waiting(table: TableGame, ask: Ask) -> str:
    """What a person is told who answers while the dice or the computer are to answer."""
    if table.whose(ask) == DICE:
        return "Drawing a card…" if ask.kind == "card" else "Rolling the dice…"
    side = table.side_of(ask)
    if side is None:
        return "The computer is thinking…"
    return f"The computer is thinking for {table.team_names[side]}…"


def asking(table: TableGame) -> tuple[str, tuple[str, ...], str, str]:
    """What the game asks now: the panel's title ("" hides the panel), the answers to number,
    the prompt over the entry line, and the help inside the empty line."""
    ask = table.ask()
    if ask is None:
        return "", (), "The game is over.", "u undoes the last input · B the box score"
    whose = table.whose(ask)
    options = answers(ask)
    if whose == PERSON and options:
        keys = ("a number answers · or type the answer," if len(options) <= KEYED
                else "↑ ↓ and Enter, or its number and Enter ·")  # both fit 80 columns
        return (f"{who_is_asked(table, ask)}: {ask.prompt}", options, "",
                f"{keys} or =PLAY for what happened")
    if whose != PERSON:
        return "", (), f"{who_is_asked(table, ask)} to answer: {ask.prompt}", "wait…"
    pitches, start = table.quick_keys()
    return "", (), ask.prompt, KEYS_HELP.format(
        pitches=f"{' '.join(pitches)} pitch, " if pitches else TYPED_WHOLE,
        x="x play, " if start else "")


class AskList(OptionList, can_focus=False):
    """More than nine answers, one a line. The entry line keeps the focus (so a number or `=`
    can be typed): the game screen moves the highlight with the arrow keys; a click chooses."""


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
    AskPanel > AskList {
        height: auto;
        max-height: 20vh;
        min-height: 3;
        border: none;
        padding: 0;
        background: $surface;
        scrollbar-size-vertical: 1;
        display: none;
    }
    AskPanel > AskList > .option-list--option-highlighted {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    AskPanel.-list > AskList {
        display: block;
    }
    AskPanel.-list > #ask-options {
        display: none;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.options: tuple[str, ...] = ()
        self.labels: tuple[str, ...] = ()  # how the options are shown

    def compose(self) -> ComposeResult:
        yield Static(id="ask-title")
        yield Static(id="ask-options")
        yield AskList(id="ask-list")

    @property
    def listed(self) -> bool:
        """The answers are a list (more than nine, or too long for the lines): the arrow keys
        and Enter choose too."""
        return self.has_class("-list")

    def show(self, title: str, options: Sequence[str],
             labels: Sequence[str] | None = None) -> None:
        """Ask `title`, with `options` numbered from 1 (no title: hide the panel), each shown
        as its label when `labels` are given (a card by its name: the answer stays `options`)."""
        if not title:
            self.hide()
            return
        self.set_class(True, "-asking")
        self.query_one("#ask-title", Static).update(Content(title))
        options = tuple(options)
        shown = tuple(labels) if labels is not None else options
        if (options, shown) != (self.options, self.labels):
            # Answers shown by name may not fit the lines under the title: one a line, then.
            long = labels is not None and sum(len(label) + 5 for label in shown) > 3 * max(
                self.size.width, 60)
            self.set_class(len(options) > KEYED or long, "-list")
            if len(options) > KEYED or long:
                width = len(str(len(options)))
                answers = self.query_one(AskList)
                answers.set_options(
                    Content.assemble((f"{n:>{width}} ", "$accent bold"), label)
                    for n, label in enumerate(shown, start=1))
                answers.highlighted = 0
            else:
                self.query_one("#ask-options", Static).update(Content("   ").join(
                    Content.assemble((f"{n}\u00a0", "$accent bold"), label)
                    for n, label in enumerate(shown, start=1)))
        self.options, self.labels = options, shown

    def hide(self) -> None:
        if self.has_class("-asking"):
            self.set_class(False, "-asking")
            self.set_class(False, "-list")
            self.options, self.labels = (), ()

    def option(self, number: int) -> str | None:
        """The answer numbered `number` (1-based), None when there is none."""
        return self.options[number - 1] if 1 <= number <= len(self.options) else None

    def answer_for(self, typed: str) -> str:
        """What a line typed answers: the answer numbered so, the list's highlighted answer for
        an empty line, else the line itself (an answer in full, `=PLAY`, or "": nothing)."""
        options = self.options
        number = number_in(typed, 1, len(options))
        if number is not None and typed not in options:
            return options[number - 1]
        if not typed and self.listed:
            index = self.query_one(AskList).highlighted
            return self.options[index] if index is not None else ""
        return typed

    # ── The list of more than nine ──────────────────────────────────────────────────────

    def move(self, step: int) -> None:
        """Move the list's highlight one answer (`step` ±1, round from either end) or a page."""
        answers = self.query_one(AskList)
        if step in (-1, 1):
            (answers.action_cursor_up if step < 0 else answers.action_cursor_down)()
        elif step < 0:
            answers.action_page_up()
        else:
            answers.action_page_down()

    def point_at(self, number: int) -> None:
        """Highlight the answer numbered `number` (as it is typed), when there is one."""
        if self.listed and 1 <= number <= len(self.options):
            self.query_one(AskList).highlighted = number - 1
