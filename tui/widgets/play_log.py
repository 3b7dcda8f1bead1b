"""The play log: every play, substitution and the game's end, newest at the bottom, one line
each — the half-inning, the batter, the play in Retrosheet notation and the same in words
(scorebook/play_words.py) — and after the last play of each half-inning its R H E LOB
(scorebook/half_summary.py).

A line is added at every plate appearance, so adding one must cost next to nothing: the log
draws its own lines (Textual's Line API), each kept as a ready `Strip`, and its scrolling
height is set without laying the screen out again (a DataTable's new row did, ~45 ms at every
plate appearance). Lines are only added while the game goes forward; the whole log is made
again after an undo or an edit. The cursor follows the newest line unless the person moved it
away while in the log. `e` or Enter on a line asks to edit the input that made it; Home and End
go to the first and the last line; a click picks a line and a double click edits it.
"""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from engine.core.record import PlayRecord
from scorebook.half_summary import HalfTally
from scorebook.play_words import runner_names
from scorebook.log_lines import LogLine, lines_of, titles


class PlayLog(ScrollView, can_focus=True):
    """The log of a game; holds plain values only (the input number of each line)."""

    COMPONENT_CLASSES = {"play-log--header", "play-log--cursor", "play-log--even-row",
                         "play-log--summary"}
    DEFAULT_CSS = """
    PlayLog {
        background: $surface;
        color: $foreground;
        overflow-x: hidden;
        overflow-y: auto;
        &:focus {
            background-tint: $foreground 5%;
            & > .play-log--cursor {
                background: $block-cursor-background;
                color: $block-cursor-foreground;
                text-style: $block-cursor-text-style;
            }
        }
        & > .play-log--header {
            text-style: bold;
            background: $panel;
            color: $foreground;
        }
        & > .play-log--even-row {
            background: $surface-lighten-1 50%;
        }
        &:dark > .play-log--even-row {
            background: $surface-darken-1 40%;
        }
        & > .play-log--summary {
            color: $text-accent;
            text-style: bold;
        }
        & > .play-log--cursor {
            background: $block-cursor-blurred-background;
            color: $block-cursor-blurred-foreground;
            text-style: $block-cursor-blurred-text-style;
        }
    }
    """
    BINDINGS = [
        Binding("e", "edit", "Edit this play (e or Enter)", id="log.edit"),
        Binding("enter", "edit", show=False),  # said with `e`
        Binding("up", "cursor(-1)", "Previous line", show=False),
        Binding("down", "cursor(1)", "Next line", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home", "first", "First play", id="log.first", show=False),
        Binding("end", "last", "Last play", id="log.last", show=False),
        Binding("escape", "leave", "Back to the entry line", id="log.leave", show=False),
    ]

    class EditPlay(Message):
        """The person wants to change input `seq`, which made the line `record`."""

        def __init__(self, seq: int, record: PlayRecord) -> None:
            super().__init__()
            self.seq, self.record = seq, record

    class Leave(Message):
        """The person is done with the log."""

    class Note(Message):
        """Something to tell the person (the line under the cursor cannot be edited)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.shown: Sequence[tuple[int, PlayRecord]] = []
        self.lines: list[LogLine] = []
        self.cursor_row = 0
        self.teams = ("", "")
        self._tally = HalfTally()
        self._strips: dict[tuple[int, bool], Strip] = {}  # (line, under the cursor) -> drawn
        self._width = 0

    @property
    def row_count(self) -> int:
        return len(self.lines)

    # ── What is shown ───────────────────────────────────────────────────────────────────
    def show(self, lines: Sequence[tuple[int, PlayRecord]], names: dict[str, str],
             teams: tuple[str, str] = ("", "")) -> None:
        """Show `lines` (input seq, row), `teams` the visitors' and the home team's names in
        the summaries: only the new ones are added when the log grew."""
        following = self._following()
        self.teams = teams
        grown = len(lines) >= len(self.shown) and not (
            self.shown and lines[len(self.shown) - 1] is not self.shown[-1])
        if grown and len(lines) == len(self.shown):
            return  # a pitch: nothing new in the log
        if not grown:  # an undo or an edit: made again
            self.lines, self.shown, self._tally, self._strips = [], [], HalfTally(), {}
            self.refresh()
        first = len(self.lines)
        short = runner_names(names)
        for seq, record in lines[len(self.shown):]:
            self.lines += lines_of(seq, record, names, short, self._tally)
        self.shown = list(lines)
        self._set_height()
        self.refresh_lines(first + 1, len(self.lines) - first)
        self.move_cursor(row=len(self.lines) - 1 if following else self.cursor_row)

    def _set_height(self) -> None:
        """The scrolling height: the lines and the column titles. Set without laying the
        screen out again (the reactive would): the log's own size does not change."""
        size = Size(0, len(self.lines) + 1)  # as wide as the log: the words are cut to fit
        if size != self.virtual_size:
            self.set_reactive(Widget.virtual_size, size)
            self._scroll_update(size)

    def _following(self) -> bool:
        """The cursor follows the game: it is on the newest line, or the person is not in the
        log (having left it, he is back to recording)."""
        return not self.has_focus or self.cursor_row >= len(self.lines) - 1

    # ── Drawing ─────────────────────────────────────────────────────────────────────────
    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if width != self._width:
            self._width, self._strips = width, {}
        if y == 0:
            text = titles(width)
            return Strip([Segment(text, self.get_component_rich_style("play-log--header"))],
                         cell_len(text))
        row = y - 1 + self.scroll_offset.y
        if row >= len(self.lines):
            return Strip.blank(width, self.rich_style)
        key = (row, row == self.cursor_row)
        strip = self._strips.get(key)
        if strip is None:
            strip = self._strips[key] = self._draw(row, width, key[1])
        return strip

    def _draw(self, row: int, width: int, cursor: bool) -> Strip:
        line = self.lines[row]
        style: Style = self.rich_style
        if row % 2 == 0:
            style += self.get_component_rich_style("play-log--even-row")
        if line.summary is not None:
            style += self.get_component_rich_style("play-log--summary")
        if cursor:
            style += self.get_component_rich_style("play-log--cursor")
        text = line.text(width, self.teams)
        return Strip([Segment(text, style)], cell_len(text))

    def notify_style_update(self) -> None:
        """Focus, the theme or the styles changed: the lines are drawn again."""
        super().notify_style_update()
        self._strips = {}

    def on_resize(self) -> None:
        """The log gets shorter when the game's final line appears under it: a log following
        the game (its cursor on the newest line) keeps that line in sight."""
        self._set_height()
        self._strips = {}
        self._into_view()

    # ── The cursor ──────────────────────────────────────────────────────────────────────
    def move_cursor(self, *, row: int) -> None:
        """Put the cursor on line `row` (kept within the log), in sight."""
        row = max(0, min(row, len(self.lines) - 1))
        if row != self.cursor_row:
            old, self.cursor_row = self.cursor_row, row
            self.refresh_lines(old + 1)
            self.refresh_lines(row + 1)
        self._into_view()

    def _into_view(self) -> None:
        """Scroll so that the cursor's line is in sight under the column titles."""
        seen = self.scrollable_content_region.height - 1  # the titles take a line
        if seen <= 0 or not self.lines:
            return
        top = self.scroll_offset.y
        if self.cursor_row < top:
            self.scroll_to(y=self.cursor_row, animate=False)
        elif self.cursor_row >= top + seen:
            self.scroll_to(y=self.cursor_row - seen + 1, animate=False)

    def _page(self) -> int:
        return max(1, self.scrollable_content_region.height - 2)

    def action_cursor(self, step: int) -> None:
        self.move_cursor(row=self.cursor_row + step)

    def action_page_up(self) -> None:
        self.move_cursor(row=self.cursor_row - self._page())

    def action_page_down(self) -> None:
        self.move_cursor(row=self.cursor_row + self._page())

    def action_first(self) -> None:
        self.move_cursor(row=0)

    def action_last(self) -> None:
        self.move_cursor(row=len(self.lines) - 1)

    def on_click(self, event: events.Click) -> None:
        """A click picks a line; a double click edits it."""
        offset = event.get_content_offset(self)
        if offset is None or offset.y == 0:
            return
        row = offset.y - 1 + self.scroll_offset.y
        if row < len(self.lines):
            self.move_cursor(row=row)
            if event.chain >= 2:
                self.action_edit()

    # ── Acting on a line ────────────────────────────────────────────────────────────────
    def action_edit(self) -> None:
        """`e` or Enter: edit the input that made the line under the cursor."""
        if not 0 <= self.cursor_row < len(self.lines):
            return
        line = self.lines[self.cursor_row]
        if line.summary is not None:
            self.post_message(self.Note(f"The end of {line.summary.half_inning()} is a "
                                        "summary: e or Enter on a play edits it."))
        elif line.seq and line.record is not None:
            self.post_message(self.EditPlay(line.seq, line.record))

    def action_leave(self) -> None:
        self.post_message(self.Leave())
