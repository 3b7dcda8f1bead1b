"""The at-bat under the play log, just above the entry line (issue 18): the plate appearance's
pitches, the batter's line today and his season line, the pitcher's line today and every
pitcher's pitch count — the words are scorebook/at_bat.py's. (Under the play log rather than
the field: there the system's panel, beside it, keeps its rows.)

At every input only what is new is counted (scorebook/game_tally.py counts the rows added
since the last), and the widget is written again only when its words change, in place (its
lines are as many all game: no new layout). The season is read once, in a thread worker, when
the game is first shown (after its first paint). From 30 rows the at-bat is shown; on a shorter terminal (80×24) the
play log and the system's panel need the rows, and F8 shows it (F8 hides it anywhere).
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from scorebook.at_bat import at_bat
from scorebook.game_tally import GameTally
from scorebook.season_to_date import SeasonToDate, season_to_date
from scorebook.table_play import TableGame

MUTED = "$text-muted"
#: The cells the at-bat's long labels and wide spacing need (the pitcher's line); narrower,
#: it is written closer (66 cells at 120 columns, 53 at 100).
WIDE = 62


class AtBatView(Static):
    """Shows the at-bat of a `TableGame` (`show`); `toggle` shows or hides it."""

    DEFAULT_CSS = """
    AtBatView {
        height: auto;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.tally = GameTally()
        self.season: SeasonToDate | None = None
        self._table: TableGame | None = None
        self._shown: tuple[tuple[str, str], ...] | None = None
        self._reading = False  # the season is read, or being read

    def show(self, table: TableGame) -> None:
        """The at-bat of `table` as it stands (nothing is worked out while it is hidden)."""
        self._table = table
        if not self.display or table.final:  # (a finished game has no at-bat)
            return
        if not self._reading:
            self._reading = True
            # once the screen is on the terminal: the opening does not wait on the season
            self.call_after_refresh(self._read_season, table)
        lines = at_bat(table.system, table.session.game, self.tally.add(table.session.records),
                       self.season, narrow=self.content_size.width < WIDE)
        if lines == self._shown:
            return
        resized = self._shown is None or len(lines) != len(self._shown)
        self._shown = lines
        self.update(Content("\n").join(
            Content.assemble((label, MUTED), words) for label, words in lines),
            layout=resized)

    def on_resize(self) -> None:
        """Wide enough or not for the long labels."""
        if self._table is not None:
            self.show(self._table)

    def toggle(self) -> None:
        """Shown ↔ hidden, whatever the terminal's height."""
        self.display = not self.display
        if self.display and self._table is not None:
            self.show(self._table)

    def _read_season(self, table: TableGame) -> None:
        self.run_worker(lambda: season_to_date(table.engine, table.key), thread=True,
                        exit_on_error=False, group="at-bat-season")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.worker.group != "at-bat-season":
            return
        if event.state == WorkerState.SUCCESS:
            self.season = event.worker.result
        elif event.state == WorkerState.ERROR:  # said where the line would be
            self.season = SeasonToDate(None, 0, {}, trouble=str(event.worker.error))
        else:
            return
        event.stop()
        if self._table is not None:
            self.show(self._table)
