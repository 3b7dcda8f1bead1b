"""The computer's and the dice's turns in a game played or watched on the game screen: they
answer one at a time, on a timer, so that the dice are seen to fall (while watching, and after
a person's answer in a played game).

While watching, the watch bar says how long to wait between two answers, and its keys pause,
play again, change the speed or give one answer. In a played game the screen's step delay
does. Each answer's notes (or a refusal) are said under the entry line, and so is "Rolling the
dice…" to a person who answers while the dice or the computer are to, until they have.
"""

from __future__ import annotations

from typing import Callable

from textual.timer import Timer
from textual.widget import Widget

from engine.core.errors import ScorebookError
from engine.systems.base import Ask
from engine.systems.session import Answered
from scorebook.table_answerers import PERSON, WATCH
from scorebook.table_play import TableGame
from tui.widgets.ask_panel import waiting
from tui.widgets.entry_line import EntryLine
from tui.widgets.watch_bar import WatchBar


class ComputerTurns:
    """The computer's and the dice's answers, one at a time on `node`'s timer (`step_delay`
    seconds apart in a played game, the `bar`'s delay while watching and none while it is
    paused; 0: all of them at once), until a person is asked or the game is over. After each answer, or an answer that failed,
    `shown()` shows the game as it stands."""

    def __init__(self, node: Widget, table: TableGame, step_delay: float, bar: WatchBar,
                 entry: EntryLine, shown: Callable[[], None]):
        self.node, self.table, self.step_delay = node, table, step_delay
        self.bar, self.entry, self.shown = bar, entry, shown
        self.timer: Timer | None = None
        self.told_to_wait = False  # "Rolling the dice…" is said: gone once they have fallen

    def due(self) -> bool:
        """The dice or the computer are to answer."""
        ask = self.table.ask()
        return ask is not None and self.table.whose(ask) != PERSON

    def delay(self) -> float | None:
        """Seconds before the next answer; None while paused."""
        if self.table.mode != WATCH:
            return self.step_delay
        return self.bar.delay if self.bar.running else None

    def run(self) -> None:
        """Go on answering (nothing to do when an answer is already on its way)."""
        delay = self.delay()
        if self.timer is not None or delay is None or not self.due():
            return
        if delay > 0:
            self.timer = self.node.set_timer(delay, self._tick)
            return
        while self.step():
            pass

    def step(self) -> bool:
        """One answer now; False when there was none to give."""
        try:
            answered = self.table.computer_step()
        except ScorebookError as exc:
            self._answered(None, str(exc))
            return False
        if answered is not None:
            self._answered(answered, "")
        return answered is not None

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def asked_to_wait(self, ask: Ask) -> None:
        """A person answered `ask`, which the dice or the computer are to answer: say so."""
        self.entry.say(waiting(self.table, ask), "note")
        self.told_to_wait = True

    # ── Watching: the bar's keys ────────────────────────────────────────────────────────
    def pause(self) -> None:
        """Pause, or play again."""
        if self.bar.toggle():
            self.run()
        else:
            self.stop()

    def faster(self, change: int) -> None:
        """One speed up (`change` 1) or down (-1)."""
        self.bar.faster(change)

    def one_step(self) -> None:
        """Pause (when playing) and give one answer."""
        if self.bar.running:
            self.pause()
        self.step()

    def _answered(self, answered: Answered | None, error: str) -> None:
        """Say an answer's notes, or why it failed; "Rolling the dice…" goes once it is a
        person's turn again."""
        if error or (answered and answered.notes):
            self.entry.say(error or "  ".join(answered.notes), "error" if error else "note")
            self.told_to_wait = False
        elif self.told_to_wait and not self.due():
            self.entry.say("")
            self.told_to_wait = False
        self.shown()

    def _tick(self) -> None:
        self.timer = None
        if self.step():
            self.run()
