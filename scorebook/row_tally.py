"""Counting a game's rows as they come, for the game screen: what it shows after a pitch costs
the same at the 3,000th pitch as at the first (game_tally.py, live_line_score.py)."""

from __future__ import annotations

from typing import Self, Sequence

from engine.core.record import PlayRecord


class RowTally:
    """`add(records)` counts (`_count`) the rows not yet counted, or counts again from the first
    (`_start`) when the rows counted are no longer among them (an undo, an edit: the game is
    replayed into new rows). The session's rows are a new tuple at every answer, holding the
    same rows as before it: the last row counted, the same object at the same place, says the
    rest are new."""

    def __init__(self) -> None:
        self._start()

    def _start(self) -> None:
        self._last: PlayRecord | None = None  # the last row counted
        self._counted = 0

    def _count(self, record: PlayRecord) -> None:
        raise NotImplementedError

    def add(self, records: Sequence[PlayRecord]) -> Self:
        counted = self._counted
        if counted and (len(records) < counted or records[counted - 1] is not self._last):
            self._start()
            counted = 0
        for record in records[counted:]:
            self._count(record)
        self._counted = len(records)
        self._last = records[-1] if records else None
        return self
