"""Watching the computer play: whether it is playing or paused, how fast, and the keys; and
`ComputerTurns`, which lets the computer and the dice answer one at a time, so that the dice
are seen to fall (while watching, and after a person's answer in a played game).

The bar keeps the two settings a person changes — playing or paused, and the speed — and
says how long to wait between two steps.
"""

from __future__ import annotations

from typing import Callable

from textual.content import Content
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Static

from engine.core.errors import ScorebookError
from engine.systems.session import Answered
from scorebook.table_play import PERSON, TableGame

#: Seconds between two steps, slowest first.
SPEEDS = (1.0, 0.5, 0.25, 0.1, 0.03, 0.01)


class WatchBar(Static):
    """One line: "▶ Playing · speed 3 of 6 (0.25 s a step) · space pause · + − speed · …"."""

    DEFAULT_CSS = """
    WatchBar {
        height: 1;
        display: none;
    }
    WatchBar.-watching {
        display: block;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.running, self.speed, self.over = True, 2, False

    @property
    def delay(self) -> float:
        """Seconds to wait before the next step."""
        return SPEEDS[self.speed]

    def toggle(self) -> bool:
        """Pause or play again; returns whether it is playing now."""
        self.running = not self.running
        self.show(self.over)
        return self.running

    def faster(self, change: int) -> None:
        """One speed up (`change` 1) or down (-1)."""
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + change))
        self.show(self.over)

    def show(self, over: bool) -> None:
        self.over = over
        self.set_class(True, "-watching")
        if over:
            state = Content.styled("■ Game over", "$success bold")
        elif self.running:
            state = Content.styled("▶ Playing", "$accent bold")
        else:
            state = Content.styled("❚❚ Paused", "$warning bold")
        self.update(Content.assemble(
            state, f" · speed {self.speed + 1} of {len(SPEEDS)} ({self.delay:g} s a step)",
            (" · space pause · + − speed · . step", "$text-muted")), layout=False)


class ComputerTurns:
    """The computer's and the dice's answers, one at a time on `node`'s timer, `delay()`
    seconds apart (None: paused; 0: all of them at once), until a person is asked or the game
    is over. `shown(answered, error)` hears of each answer, or of an answer that failed."""

    def __init__(self, node: Widget, table: TableGame, delay: Callable[[], float | None],
                 shown: Callable[[Answered | None, str], None]):
        self.node, self.table, self.delay, self.shown = node, table, delay, shown
        self.timer: Timer | None = None

    def due(self) -> bool:
        ask = self.table.ask()
        return ask is not None and self.table.whose(ask) != PERSON

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
            self.shown(None, str(exc))
            return False
        if answered is not None:
            self.shown(answered, "")
        return answered is not None

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def _tick(self) -> None:
        self.timer = None
        if self.step():
            self.run()
