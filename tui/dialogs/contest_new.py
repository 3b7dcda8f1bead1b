"""A new batting contest (Nanyou 打擊競賽, rules/nanyou.md §3.1): the players' names and the
rounds they agree. The contest is stored here (scorebook.contest.store.people_contest), so a
mistake — one player, a name twice, no rounds — is shown in one line and nothing is stored;
the dialog returns the new contest's id, or None when cancelled. The cards are chosen in the
contest itself, in the picking order the dice give."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from engine.core.errors import ScorebookError, quoted
from engine.core.numbers import MOST_INTEGER, number_in
from engine.systems.nanyou.contest import ContestError
from scorebook.contest.commands import DEFAULT_ROUNDS
from scorebook.contest.store import people_contest
from tui.dialogs.form import FormDialog


class ContestNewDialog(FormDialog[int | None]):
    """Players (names separated by commas) and rounds; Enter or Start stores the contest."""

    AUTO_FOCUS = "#contest-players"

    def compose(self) -> ComposeResult:
        with Vertical(id="contest-new", classes="dialog"):
            yield Static("New batting contest — Nanyou 打擊競賽", classes="dialog-title")
            with Horizontal(classes="field"):
                yield Label("Players")
                yield Input(id="contest-players", placeholder="Ann, Bob, Cho", compact=True)
            with Horizontal(classes="field"):
                yield Label("Rounds")
                yield Input(str(DEFAULT_ROUNDS), id="contest-rounds", compact=True)
            yield Static("Each player picks a card in the order the dice give; tied leaders "
                         "after the rounds bat on until one leads.", classes="hint")
            yield Static("", id="contest-new-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Start", variant="primary", id="contest-save", compact=True)
                yield Button("Cancel", id="contest-cancel", compact=True)

    def save(self) -> None:
        names = self.query_one("#contest-players", Input).value.split(",")
        rounds = self.query_one("#contest-rounds", Input).value.strip()
        try:
            agreed = number_in(rounds, 0, MOST_INTEGER)
            if agreed is None:
                raise ContestError(f"The rounds agreed are a whole number from 1 to {MOST_INTEGER}, "
                                   f"not {quoted(rounds)}.")
            contest_id = people_contest(self.app.engine, names, agreed)
        except ScorebookError as exc:
            self.refuse(exc)
            return
        self.dismiss(contest_id)
