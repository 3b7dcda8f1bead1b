"""The live scorecard on the game screen: F5 shows it in place of the play log and the system's
panel, the entry line staying live under it, and F5 or Escape puts them back.

It shows one team's side (tui/widgets/scorecard_grid.py draws it), the team at bat when it
opens and when a new half-inning starts; ctrl+o the other team. The title, the innings and
the names stay in sight while the boxes scroll (the mouse, or the arrows and PageUp/PageDown
once focused: `l` or Tab; PageUp/PageDown from the entry line too), and the view follows the
box at bat whenever it moves on.

It costs nothing while hidden: `show` returns at once, and the game is read again only when
it is shown. While shown, the grid is drawn again at each input (the box at bat takes every
pitch); the rows are read again only when a play or a substitution came in
(scorebook/live_scorecard.py).
"""

from __future__ import annotations

from rich.segment import Segment
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from scorebook.live_scorecard import LiveScorecard, LiveSide
from scorebook.table_play import TableGame
from tui.widgets.scorecard_grid import BOX, Grid, draw

NOTHING = Content("")  # the title's grid part: the title is one line across


class ScorecardView(ScrollView, can_focus=True):
    """The scorecard of the game on the screen; hidden until `toggle`."""

    DEFAULT_CSS = """
    ScorecardView {
        display: none;
        width: 1fr;
        height: 100%;
        scrollbar-size-vertical: 1;
    }
    """
    BINDINGS = [Binding("escape", "leave", "Back to the entry line", id="scorecard.leave",
                        show=False)]

    class Leave(Message):
        """The person is done looking around the scorecard."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.model = LiveScorecard()
        self.side = 0  # the team shown: 0 visitors, 1 home
        self.sides: tuple[LiveSide, LiveSide] | None = None
        self.grid: Grid | None = None
        self._half: tuple[int, int] | None = None  # the half-inning the team shown was set in
        self._followed: tuple | None = None  # the box at bat the view last scrolled to
        self._kept: tuple[dict, dict] = ({}, {})  # each side's rows as drawn (draw's `kept`)
        self._strips: dict[int, tuple[Content, Content, Strip]] = {}  # a line's, as drawn

    # ── What the screen calls ───────────────────────────────────────────────────────────
    def toggle(self, table: TableGame) -> None:
        """Show the scorecard in place of the widgets beside it, or put them back."""
        self.display = not self.display
        for sibling in self.parent.children:
            if sibling is not self:
                sibling.display = not self.display
        if self.display:
            self._half = None  # it opens on the team at bat
            self.show(table)

    def show(self, table: TableGame) -> None:
        """The game as it stands (at every input; nothing is done while hidden)."""
        if not self.display:
            return
        game = table.session.game
        if (game.inning, game.half) != self._half:  # a new half: the team at bat
            self._half = (game.inning, game.half)
            self.side = game.half
        self.sides = self.model.sides(table.session)
        self._draw()

    def other_team(self) -> None:
        self.side = 1 - self.side
        self._followed = None
        self.scroll_to(0, 0, animate=False, force=True)  # its card from the top
        self._draw()

    def page(self, direction: int) -> None:
        """A page up or down, the entry line keeping the focus."""
        if direction < 0:
            self.scroll_page_up(animate=False)
        else:
            self.scroll_page_down(animate=False)

    def action_leave(self) -> None:
        self.post_message(self.Leave())

    # ── Drawing ─────────────────────────────────────────────────────────────────────────
    def on_resize(self) -> None:
        if self.display and self.sides is not None:
            self._followed = None
            self._draw()

    def notify_style_update(self) -> None:
        """Another theme (ctrl+t): the lines' colours anew."""
        super().notify_style_update()
        self._strips.clear()

    def _draw(self) -> None:
        side, before = self.sides[self.side], self.grid
        grid = self.grid = draw(side, self.scrollable_content_region.width,
                                self._kept[self.side])
        width = max((fixed.cell_length + cells.cell_length for fixed, cells in grid.body),
                    default=0)
        size = Size(width, 1 + len(grid.head) + len(grid.body))
        resized = size != self.virtual_size
        if resized:  # (lays the screen out: only when a box row or column comes or goes)
            self.virtual_size = size
        scrolled = self._follow(side)
        if resized or scrolled or before is None or (before.title, before.head, len(before.body)) \
                != (grid.title, grid.head, len(grid.body)):
            self.refresh()
            return
        # A pitch draws the row at bat again, not the others: only its lines are painted.
        top, scroll_y = 1 + len(grid.head), round(self.scroll_offset.y)
        for n, (old, new) in enumerate(zip(before.body, grid.body)):
            if old is not new and top <= top + n - scroll_y < self.size.height:
                self.refresh(Region(0, top + n - scroll_y, self.size.width, 1))

    def _follow(self, side: LiveSide) -> bool:
        """Scroll the box at bat into sight when it has moved on since last time (a look
        around the card is left alone while the same batter is up): the innings before it
        kept in sight, its slot at the top when it was below. Whether it scrolled."""
        where, region = self.grid.at_bat, self.scrollable_content_region
        key = (side.side, where)
        if where is None or key == self._followed or not region.height:  # (not laid out yet)
            return False
        self._followed = key
        x, y, width, height = where
        across = max(region.width - self.grid.name_width - 1, BOX + 1)
        down = max(region.height - 1 - len(self.grid.head), 1)
        scroll_x, scroll_y = self.scroll_offset
        if x < scroll_x or x + width > scroll_x + across:
            scroll_x = max(0, x + width - across) if x + width > scroll_x + across else x
        if y < scroll_y or y + height > scroll_y + down:  # his slot at the top: those due next
            scroll_y = y                                    # in sight under it
        if (scroll_x, scroll_y) == self.scroll_offset:
            return False
        self.scroll_to(scroll_x, scroll_y, animate=False, force=True)
        return True

    def render_line(self, y: int) -> Strip:
        """Line `y` of the view: the title and the innings stay at the top, the names on the
        left; the boxes scroll under and beside them."""
        width, grid = self.scrollable_content_region.width, self.grid
        if grid is None:
            return Strip.blank(width, self.rich_style)
        scroll_x, scroll_y = self.scroll_offset
        if y == 0:
            return self._strip(-1, grid.title, NOTHING).crop_extend(0, width, self.rich_style)
        top = 1 + len(grid.head)
        line = y - 1 if y < top else len(grid.head) + scroll_y + y - top
        if line >= len(grid.head) + len(grid.body):
            return Strip.blank(width, self.rich_style)
        fixed, cells = (grid.head + grid.body)[line]
        strip = self._strip(line, fixed, cells)
        kept = fixed.cell_length
        return Strip.join([strip.crop(0, kept),
                           strip.crop(kept + scroll_x, kept + scroll_x + width - kept)]
                          ).crop_extend(0, width, self.rich_style)

    def _strip(self, line: int, fixed: Content, cells: Content) -> Strip:
        """A line's Strip, kept while the line is the one drawn then (a pitch draws only
        the row at bat again: the other lines are the same objects)."""
        kept = self._strips.get(line)
        if kept is None or kept[0] is not fixed or kept[1] is not cells:
            segments = [Segment(text, style.rich_style) for text, style in
                        (fixed + cells).render(self.visual_style, end="",
                                               parse_style=self._get_style)]
            kept = self._strips[line] = (fixed, cells, Strip(segments))
        return kept[2]
