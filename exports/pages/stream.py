"""A story whose flowables are made as the layout reaches them.

A season's report has 2,429 box scores; their flowables made up front would all be in memory at
once (1.2 GB), though each page needs only its own. `Pending` stands in the story for the
flowables still to come and `StreamDoc` asks it for the next few whenever it comes up, through
platypus's `filterFlowables` hook; drawn flowables leave the story, so memory stays that of a
page or two.
"""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

from reportlab.platypus import Flowable, SimpleDocTemplate

Item = TypeVar("Item")


class Pending(Flowable):
    """`story(item)` for each of `items`, in order, made when the layout gets there."""

    def __init__(self, items: Iterable[Item], story: Callable[[Item], list[Flowable]]):
        super().__init__()
        self._items, self._story = iter(items), story

    def next_story(self) -> list[Flowable]:
        """The next item's flowables; none when the items are done."""
        for item in self._items:
            flowables = self._story(item)
            if flowables:
                return flowables
        return []


class StreamDoc(SimpleDocTemplate):
    """A SimpleDocTemplate that opens `Pending` flowables in its story as it reaches them."""

    def filterFlowables(self, flowables: list) -> None:
        while flowables and isinstance(flowables[0], Pending):
            more = flowables[0].next_story()
            if more:
                flowables[0:0] = more  # the rest stays pending behind them
            else:
                del flowables[0]
        if not flowables:
            flowables.append(None)  # platypus discards it: the story is done
