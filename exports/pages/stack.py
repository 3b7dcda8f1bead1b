"""Flowables one under another, laid out as a platypus frame lays them out, as one flowable.

A platypus document spends tens of microseconds on each flowable it places (its turn through
the document's and the frame's machinery) before the flowable draws anything: for a box
score's 25 flowables, about as much as drawing the page. A `Stack` places its flowables itself, by the
frame's rules — the space before a flowable is dropped at the top of a frame and reduced by
the space after the one above it; a flowable that does not fit is split (its first part placed,
the rest carried over) or carried over whole — and tells the frame only where the page ends:
when the stack does not fit, it splits into the part that does and a stack of the rest. A
stack kept together (platypus's KeepTogether) starts the next page when it does not fit where
it is, inside another stack or in the frame itself (a report's box score), unless it would
not fit a whole page either and there is a fair part of this one left (it is then split
here, rather than leave most of a page empty).

The flowables must not need the canvas to wrap (tables, paragraphs, spacers and rules don't).
"""

from __future__ import annotations

from reportlab.platypus import Flowable, FrameBreak, Spacer

#: The frame's tolerance when it asks whether a flowable fits (reportlab.platypus.frames).
FUZZ = 1e-6

#: The share of an empty frame that a stack kept together, too tall for any page, may start
#: in rather than go to the next page.
FAIR_PART = 1 / 3

#: A flowable placed: (flowable, its top below the stack's top, its width, its height).
Placed = tuple[Flowable, float, float, float]


class Stack(Flowable):
    """`flowables` one under another, in the frame's width; `together`: not to be split
    when it could fit on the next page instead (as a part of another stack)."""

    def __init__(self, flowables: list[Flowable], together: bool = False):
        super().__init__()
        self.flowables, self.together = flowables, together
        self._placed: list[Placed] = []

    def getSpaceBefore(self) -> float:
        return self.flowables[0].getSpaceBefore() if self.flowables else 0

    def getSpaceAfter(self) -> float:
        return self.flowables[-1].getSpaceAfter() if self.flowables else 0

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        """All the flowables, however tall (the frame splits the stack when it is too tall)."""
        self._placed, _ = self._layout(available_width, float("inf"))
        self.width = available_width
        self.height = max((top + h for _, top, _, h in self._placed), default=0)
        return self.width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """The flowables that fit in `available_height` (the last perhaps split), then a
        stack of the rest — after a frame break when the rest starts with a stack kept
        together, as platypus breaks before a KeepTogether; nothing when not even the first
        flowable fits."""
        placed, rest = self._layout(available_width, available_height)
        if not rest:
            return [self]
        if not placed or self._goes_whole(available_width, available_height):
            return []
        head, tail = Stack([f for f, *_ in placed]), Stack(rest)
        return [head, FrameBreak(), tail] if _kept_together(rest[0]) else [head, tail]

    def _goes_whole(self, available_width: float, available_height: float) -> bool:
        """Whether this stack, kept together and laid out by a frame not at its top, goes to
        the next frame rather than split here."""
        frame = getattr(self, "_frame", None)
        if not self.together or frame is None or frame._atTop:
            return False
        empty = frame._height - frame._topPadding - frame._bottomPadding
        height = self.wrap(available_width, float("inf"))[1]
        return height <= empty or available_height < FAIR_PART * empty

    def draw(self) -> None:
        for flowable, top, width, height in self._placed:
            if not isinstance(flowable, Spacer):  # room, nothing to draw
                draw_at(flowable, self.canv, 0, self.height - top - height, self.width - width)

    def _layout(self, width: float, height: float) -> tuple[list[Placed], list[Flowable]]:
        """Where the flowables go, down to `height`, and those left for the next page."""
        placed: list[Placed] = []
        queue = list(reversed(self.flowables))
        y, after = 0.0, 0.0
        while queue:
            flowable = queue.pop()
            space = max(flowable.getSpaceBefore() - after, 0) if y > 0 else 0
            room = height - y - space
            if isinstance(flowable, Stack):
                if flowable.together and y > 0 and flowable.wrap(width, room)[1] > room:
                    return placed, [flowable, *reversed(queue)]
                queue += reversed(flowable.flowables)
                continue
            if room > 0:
                w, h = flowable.wrap(width, room)
                if y + space + h <= height + FUZZ:
                    placed.append((flowable, y + space, w, h))
                    after = flowable.getSpaceAfter()
                    y += space + h + after
                    continue
                parts = flowable.split(width, room)
                if parts and parts[0] is not flowable:
                    w, h = parts[0].wrap(width, room)
                    placed.append((parts[0], y + space, w, h))
                    return placed, [*parts[1:], *reversed(queue)]
            return placed, [flowable, *reversed(queue)]
        return placed, []


def _kept_together(flowable: Flowable) -> bool:
    return isinstance(flowable, Stack) and flowable.together


def draw_at(flowable: Flowable, canvas, x: float, y: float, spare: float = 0) -> None:
    """`flowable` drawn with its bottom left corner at (`x`, `y`): by its own `draw_at` when
    it has one (the tables and paragraphs of exports/pages, which place their strings from
    there and fill the width they are given), else by platypus's drawOn, which translates
    the canvas around the drawing and aligns the flowable in the `spare` width."""
    if hasattr(flowable, "draw_at"):
        flowable.draw_at(canvas, x, y)
    else:
        flowable.drawOn(canvas, x, y, _sW=spare)
