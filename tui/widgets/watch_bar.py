"""Watching the computer play: whether it is playing or paused, how fast, and the keys.

The bar keeps the two settings a person changes — playing or paused, and the speed — and
says how long to wait between two steps (`tui.widgets.computer_turns` takes them).
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

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
