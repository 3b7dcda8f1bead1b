"""The line score: runs by inning, then R H E, for both teams (as stats/linescore.py works
them out; this widget only lays them out, the latest innings when they do not all fit)."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from scorebook.table_play import LineScore

TEAM, CELL, TOTAL = 5, 3, 4


class LineScoreView(Static):
    """Shows a `LineScore`; re-laid out when the widget is resized."""

    DEFAULT_CSS = """
    LineScoreView {
        height: 3;
        width: 1fr;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.line: LineScore | None = None

    def show(self, line: LineScore) -> None:
        self.line = line
        self._render_line()

    def on_resize(self) -> None:
        self._render_line()

    def _render_line(self) -> None:
        line = self.line
        if line is None:
            return
        room = max((self.size.width or 60) - TEAM - 3 * TOTAL - 1, CELL)
        shown = max(room // CELL, 1)
        first = max(len(line.innings) - shown, 0)
        innings = line.innings[first:]
        head = Content.assemble(" " * TEAM, *(f"{n:>{CELL}}" for n in innings), " ",
                                *(f"{label:>{TOTAL}}" for label in ("R", "H", "E")))
        rows = [head.stylize("$text-muted")]
        for side in (0, 1):
            cells = line.cells[side][first:]
            runs, hits, errors = line.totals[side]
            rows.append(Content.assemble(
                (f"{line.teams[side][:TEAM - 1]:<{TEAM}}", "bold"),
                *(f"{cell:>{CELL}}" for cell in cells), " ",
                (f"{runs:>{TOTAL}}", "$accent bold"), f"{hits:>{TOTAL}}", f"{errors:>{TOTAL}}"))
        self.update(Content("\n").join(rows), layout=False)  # a fixed size
