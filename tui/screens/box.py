"""The box score of a game, as `scorebook box GAME` prints it: line score, both teams' batting
with their substitutes, pitching with W/L/S, notes and the box-score proof.

The text is stats.box.text's, from the box score stats.box.scores computes (nothing is counted
here). Like the CLI on a terminal, the teams' batting stands side by side on a wide screen and
one under the other on a narrow one (80 columns); the text is laid out again when the
terminal is resized. `g` chooses another game, `p` writes the box score as a PDF page.
"""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from db.games import list_games
from scorebook.box_scores import box_pdf_bytes, game_box_dict
from scorebook.export_files import pdf_pages, write_file
from scorebook.problems import PROBLEMS, one_sentence
from stats.box.text import SIDE_BY_SIDE, box_text
from tui.dialogs.game_picker import latest_final, pick_game


def pages_written(pages: int, path: Path | str) -> str:
    """"Wrote 1 page to box-g1.pdf." """
    return f"Wrote {pages} {'page' if pages == 1 else 'pages'} to {path}."


class BoxScreen(Screen):
    """One game's box score; with no game named, the latest final game and the game picker."""

    TITLE = "Box score"
    BINDINGS = [
        Binding("g", "pick_game", "Choose a game", id="box.pick"),
        Binding("p", "write_pdf", "Write PDF", id="box.pdf"),
    ]

    class BoxReady(Message):
        """The box score of game `key` was computed (plain data from stats.box.dicts)."""

        def __init__(self, key: str, box: dict) -> None:
            super().__init__()
            self.key = key
            self.box = box

    class Failed(Message):
        """Computing the box score or writing its PDF failed: one sentence."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class PdfWritten(Message):
        """The box score's PDF was written to `path`."""

        def __init__(self, path: Path, pages: int) -> None:
            super().__init__()
            self.path = path
            self.pages = pages

    def __init__(self, key: str | None = None):
        super().__init__()
        self.key = key
        #: The box score on screen (plain data), None until it is computed.
        self.box: dict | None = None
        self._pick_first = key is None

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="box-page"):
            yield Static(id="box-text")
        yield Static(id="box-status", markup=False, classes="hint")
        yield Footer()

    def on_mount(self) -> None:
        if self.key is None:
            games = list_games(self.app.engine)
            self.key = latest_final(games)
            if self.key is None:
                self.query_one("#box-text", Static).update(
                    "No games yet: record, play or simulate one.")
                return
        self.show_game(self.key)
        if self._pick_first:  # opened from the palette: offer every game, the latest chosen
            self.action_pick_game()

    def show_game(self, key: str) -> None:
        """Compute the box score of game `key` (in a worker) and show it."""
        self.key = key
        self.sub_title = key
        self.query_one("#box-page").loading = True
        self._compute(key)

    @work(thread=True, exclusive=True, group="box")
    def _compute(self, key: str) -> None:
        try:
            self.post_message(self.BoxReady(key, game_box_dict(self.app.engine, key)))
        except PROBLEMS as exc:
            self.post_message(self.Failed(one_sentence(exc)))

    def on_box_screen_box_ready(self, message: BoxReady) -> None:
        if message.key != self.key:  # a game chosen since has it covered
            return
        self.box = message.box
        self.query_one("#box-page").loading = False
        self._say("")
        self._lay_out()
        self.query_one("#box-page").scroll_home(animate=False)

    def on_box_screen_failed(self, message: Failed) -> None:
        self.query_one("#box-page").loading = False
        if self.box is not None:  # the game on screen stays the one named
            self.key = self.sub_title = self.box["game"]["key"]
        self._say(message.text, error=True)

    def on_resize(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        """The box text for the screen's width: from SIDE_BY_SIDE columns on (the CLI's
        threshold, on the terminal's width) the teams side by side, else stacked and wrapped
        to the room the page has."""
        if self.box is None:
            return
        page = self.query_one("#box-page")
        # The page's room from its style, not its last layout (none while it was loading).
        room = self.size.width - page.styles.gutter.width - page.styles.scrollbar_size_vertical
        width = self.size.width if self.size.width >= SIDE_BY_SIDE else max(room, 40)
        text = Text(box_text(self.box, width), no_wrap=True)
        text.stylize("bold", 0, text.plain.find("\n"))
        self.query_one("#box-text", Static).update(text)

    def action_pick_game(self) -> None:
        pick_game(self, self.show_game, self.key)

    def action_write_pdf(self) -> None:
        if self.box is None:
            self.notify("There is no box score on screen to write.", severity="error")
            return
        path = Path(f"box-{self.box['game']['key']}.pdf")
        self._say(f"Writing {path} …")
        self._write_pdf(self.box, path)

    @work(thread=True, exclusive=True, group="box-pdf")
    def _write_pdf(self, box: dict, path: Path) -> None:
        try:
            data = box_pdf_bytes(box)
            write_file(path, data, "the box score")
        except PROBLEMS as exc:
            self.post_message(self.Failed(one_sentence(exc)))
        else:
            self.post_message(self.PdfWritten(path, pdf_pages(data)))

    def on_box_screen_pdf_written(self, message: PdfWritten) -> None:
        self._say(pages_written(message.pages, message.path))

    def _say(self, text: str, error: bool = False) -> None:
        """One line under the box score: what was written, or what went wrong."""
        status = self.query_one("#box-status", Static)
        status.set_class(error, "error")
        status.set_class(not error, "hint")
        status.update(text)
