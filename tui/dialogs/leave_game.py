"""Leaving a game in progress, asked first.

Escape is also what clears the entry line, so a second one comes easily; leaving at once would
let the next keys typed act on Home (`s` opens Stats where it was meant for a swinging strike).
Enter (on Leave) or a click leaves; Escape stays. Any character typed stays too, and goes on to
the entry line (`typed`), in the order typed: typing on after a stray Escape loses nothing.
"""

from __future__ import annotations

from typing import Callable

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from engine.core.state import GameState
from tui.widgets.field import ordinal


def standing(game: GameState) -> str:
    """"Top of the 2nd, AAA 3 BBB 0. Everything recorded is kept: …" """
    away, home = game.teams[0].code, game.teams[1].code
    where = f"{'Top' if game.half == 0 else 'Bottom'} of the {ordinal(game.inning)}"
    return (f"{where}, {away} {game.score[0]} {home} {game.score[1]}. Everything recorded is "
            f"kept: Enter on it in Home's unfinished games goes on from here.")


class LeaveGameDialog(ModalScreen[bool]):
    """"Leave the game?" — dismissed with True to leave, False to stay, over `game` as it
    stands; `typed(character)` takes each character typed instead of an answer."""

    BINDINGS = [Binding("escape", "stay", "Back to the game", id="leave.stay")]

    def __init__(self, game: GameState, typed: Callable[[str], None]) -> None:
        super().__init__()
        self.about, self.typed = standing(game), typed
        self.answered = False

    def compose(self) -> ComposeResult:
        with Vertical(id="leave-game", classes="dialog"):
            yield Static("Leave the game?", classes="dialog-title")
            yield Static(Content(self.about), id="leave-about", classes="hint")
            with Horizontal(classes="dialog-buttons"):
                yield Button("Leave", variant="primary", id="leave-ok")
                yield Button("Stay", id="leave-stay")

    def on_mount(self) -> None:
        self.query_one("#leave-ok", Button).focus()

    def on_key(self, event: events.Key) -> None:
        # A character is not an answer: it was meant for the game (keys that were on their
        # way when the dialog opened come here too, after the first).
        if event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            self.typed(event.character)
            self._answer(False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self._answer(event.button.id == "leave-ok")

    def action_stay(self) -> None:
        self._answer(False)

    def _answer(self, leave: bool) -> None:
        if not self.answered:
            self.answered = True
            self.dismiss(leave)
