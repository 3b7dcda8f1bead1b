"""The line score: runs by inning, then R H E, for both teams (as stats/linescore.py works
them out; this widget only lays them out).

The innings stand from the start as on a scoreboard: from the first inning of the game (the
9th for Bottom of the 9th) to the last scheduled one, or the one being played in extra
innings, the cells not yet played blank. The statistics know only the half-innings played, so
before the first pitch the widget marks the half-innings the game starts after `-`, as they do.
When the innings do not all fit, the ones shown end with the inning being played. The teams
are written whole (their codes have no set length), as wide as the longer one; only when even
one inning would not fit beside them is a code cut.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from engine.core.state import GameState
from scorebook.live_line_score import LineScore

TEAM, CELL, TOTAL = 5, 3, 4  # TEAM: the least room for the teams, a space included


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
        self.game: GameState | None = None

    def show(self, line: LineScore, game: GameState | None = None) -> None:
        """Show `line`; `game` (the game as it stands) sets the innings still to come."""
        self.line, self.game = line, game
        self._render_line()

    def on_resize(self) -> None:
        self._render_line()

    def _columns(self) -> tuple[list[int], list[list[str]], int]:
        """The innings to show, both teams' cells for them, and the index of the inning being
        played (the last one in a finished game)."""
        line, game = self.line, self.game
        innings = list(line.innings)
        cells = [list(line.cells[0]), list(line.cells[1])]
        if game is None or game.final:
            return innings, cells, len(innings) - 1
        first = innings[0] if innings else game.inning
        last = max([*innings, game.inning, game.rules.innings])
        columns = list(range(first, last + 1))
        by_inning = [dict(zip(innings, cells[side])) for side in (0, 1)]
        started = not innings  # nothing played yet: where the game stands is its start

        def blank(inning: int, side: int) -> str:
            before = (inning, side) < (game.inning, game.half)
            return "-" if started and before else ""

        cells = [[by_inning[side].get(n, blank(n, side)) for n in columns] for side in (0, 1)]
        return columns, cells, columns.index(game.inning) if game.inning in columns else 0

    def _render_line(self) -> None:
        if self.line is None:
            return
        line = self.line
        innings, cells, now = self._columns()
        width = self.size.width or 60
        totals = 3 * TOTAL + 1
        teams = [Content(name) for name in line.teams]
        team = max(TEAM, *(name.cell_length + 1 for name in teams))
        team = max(min(team, width - totals - CELL), TEAM)  # room for one inning at least
        room = max(width - team - totals, CELL)
        shown = max(room // CELL, 1)
        end = min(max(now + 1, shown), len(innings))
        first = max(end - shown, 0)
        head = Content.assemble(" " * team, *(f"{n:>{CELL}}" for n in innings[first:end]), " ",
                                *(f"{label:>{TOTAL}}" for label in ("R", "H", "E")))
        rows = [head.stylize("$text-muted")]
        names = [name.truncate(team - 1, ellipsis=True) for name in teams]
        for side in (0, 1):
            runs, hits, errors = line.totals[side]
            rows.append(Content.assemble(
                names[side].pad_right(team - names[side].cell_length).stylize("bold"),
                *(f"{cell:>{CELL}}" for cell in cells[side][first:end]), " ",
                (f"{runs:>{TOTAL}}", "$accent bold"), f"{hits:>{TOTAL}}", f"{errors:>{TOTAL}}"))
        self.update(Content("\n").join(rows), layout=False)  # a fixed size
