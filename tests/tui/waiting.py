"""Waiting in a Pilot test for what it asserts, never for a length of time (issue 18): on a
loaded machine a worker, a timer or a search only takes longer, and the test waits longer."""

from __future__ import annotations

from collections.abc import Callable

#: How many times `until` looks before it gives up (a poll is at least 10 ms: 30 s at least).
POLLS = 3000


async def until(pilot, condition: Callable[[], object], what: str) -> None:
    """Let the app run until `condition()` holds; `what` says what never happened if it does
    not."""
    for _ in range(POLLS):
        if condition():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"{what} never happened")
