"""Writing files: a game's scorecard or box score, the league report (a season or a range of
dates), a blank scorecard (PDF), or the batting, pitching, standings or series table (CSV, as
`scorebook … --format csv` writes it).

Choose what on the left, the game or season and the file on the right, then Write (Ctrl+S).
The file asks where to write: a name is offered for each kind (scorebook/export_target.py),
in the folder the app was started in, and the line under it shows the whole path the answer
means — a name, a folder, or a path; the extension is added when it is left off. A file
that is already there is replaced only after asking. The pages are made in a thread worker
with a progress bar (the report's advances box score by box score) and the result comes back
by message: "Wrote 3 pages to /home/me/report-2024.pdf." A file that can't be written is
one line.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import (Button, Footer, Header, Input, Label, ProgressBar, RadioButton,
                             RadioSet, Select, Static)

from db.games import list_games
from engine.core.errors import ScorebookError
from engine.systems import system_keys
from scorebook.box_scores import box_pdf_bytes, game_box
from scorebook.export_files import pdf_pages, table_csv, write_file
from scorebook.export_target import Job, export_path, file_name
from scorebook.league_report import render_report, report_date, report_games
from scorebook.league_tables import season_names
from scorebook.problems import PROBLEMS, one_sentence
from scorebook.scorecards import blank_scorecard, game_scorecard
from tui.dialogs.game_picker import latest_final, pick_game
from tui.dialogs.confirm import ConfirmDialog

#: What can be written: key -> (label, the fields it needs).
KINDS = {
    "box": ("Box score (PDF)", ("game",)),
    "scorecard": ("Scorecard (PDF)", ("game",)),
    "report": ("League report (PDF)", ("season", "range")),
    "blank": ("Blank scorecard (PDF)", ("teams",)),
    "batting": ("Batting lines (CSV)", ("season",)),
    "pitching": ("Pitching lines (CSV)", ("season",)),
    "standings": ("Standings (CSV)", ("season",)),
    "series": ("Series (CSV)", ("season",)),
}
FIELDS = ("game", "season", "range", "teams")
#: Select's value for every season, and for no particular system.
ALL = "*"


class ExportScreen(Screen):
    """Choose what to write, for which game or season, and where; Ctrl+S writes it."""

    TITLE = "Export"
    BINDINGS = [
        Binding("ctrl+s", "write", "Write the file", id="export.write"),
        Binding("ctrl+g", "pick_game", "Choose a game", id="export.pick"),
    ]

    class Progress(Message):
        """`done` of `total` steps (box scores for the report) are made."""

        def __init__(self, done: int, total: int) -> None:
            super().__init__()
            self.done = done
            self.total = total

    class Written(Message):
        """The file was written: what to say about it."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class Failed(Message):
        """The file could not be made or written: one sentence."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, what: str = "box", game: str | None = None, season: str | None = None,
                 folder: Path | None = None):
        super().__init__()
        self.what = what if what in KINDS else "box"
        self.game = game
        self.season = season
        self._offered = ""  # the file name last offered, replaced while the person keeps it
        #: Where a file name without a folder is written: the folder the app was started in.
        self.folder = folder or Path.cwd()

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="export-main"):
            with RadioSet(id="export-what"):
                for kind, (label, _) in KINDS.items():
                    yield RadioButton(label, id=f"export-{kind}", value=kind == self.what)
            with VerticalScroll(id="export-form"):
                with Horizontal(id="export-game-row", classes="export-row"):
                    yield Label("Game", classes="export-label")
                    yield Input(id="export-game", placeholder="g1, CIN201906150 …")
                    yield Button("Choose…", id="export-pick")
                with Horizontal(id="export-season-row", classes="export-row"):
                    yield Label("Season", classes="export-label")
                    yield Select([("All seasons", ALL)], id="export-season", allow_blank=False,
                                 value=ALL)
                with Horizontal(id="export-range-row", classes="export-row"):
                    yield Label("From", classes="export-label")
                    yield Input(id="export-from", placeholder="YYYY-MM-DD")
                    yield Label("To", classes="export-label-short")
                    yield Input(id="export-to", placeholder="YYYY-MM-DD")
                with Vertical(id="export-teams-row", classes="export-row"):
                    with Horizontal(classes="export-row"):
                        yield Label("Away", classes="export-label")
                        yield Input(id="export-away", placeholder="team code (optional)")
                        yield Label("Home", classes="export-label-short")
                        yield Input(id="export-home", placeholder="team code (optional)")
                    with Horizontal(classes="export-row"):
                        yield Label("System", classes="export-label")
                        yield Select([("Any system", ALL)] + [(k, k) for k in system_keys()],
                                     id="export-system", allow_blank=False, value=ALL)
                with Horizontal(classes="export-row"):
                    yield Label("File", classes="export-label")
                    yield Input(id="export-path", placeholder="a file name, a folder or a path")
                yield Static(id="export-where", markup=False, classes="hint")
                yield Button("Write", id="export-write", variant="primary")
                yield ProgressBar(id="export-progress", show_eta=False)
        yield Static(id="export-result", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        seasons = season_names(self.app.engine)
        season = self.season if self.season in seasons else (seasons[-1] if seasons else ALL)
        with self.prevent(Select.Changed):
            picker = self.query_one("#export-season", Select)
            picker.set_options([("All seasons", ALL)] + [(name, name) for name in seasons])
            picker.value = season
        self.query_one("#export-progress").display = False  # until something is written
        game = self.game or latest_final(list_games(self.app.engine)) or ""
        with self.prevent(Input.Changed):
            self.query_one("#export-game", Input).value = game
        self._arrange()

    # -- the form ----------------------------------------------------------------------------

    def job(self) -> Job:
        """What the form asks for."""
        value = {name: self.query_one(f"#export-{name}", Input).value.strip()
                 for name in ("game", "from", "to", "away", "home", "path")}
        season = self.query_one("#export-season", Select).value
        system = self.query_one("#export-system", Select).value
        job = Job(self.what, self.folder, value["game"],
                  None if season in (ALL, Select.NULL) else str(season), value["from"],
                  value["to"], value["away"].upper(), value["home"].upper(),
                  None if system in (ALL, Select.NULL) else str(system))
        return replace(job, path=export_path(value["path"], file_name(job), self.folder))

    def _arrange(self) -> None:
        """Show the fields the chosen kind needs, and offer its file name."""
        needs = KINDS[self.what][1]
        for field in FIELDS:
            self.query_one(f"#export-{field}-row").display = field in needs
        path = self.query_one("#export-path", Input)
        if path.value in ("", self._offered):  # the person has not typed a name of his own
            self._offered = file_name(self.job())
            with self.prevent(Input.Changed):
                path.value = self._offered
        self._show_where()

    def _show_where(self) -> None:
        """The whole path the file's answer means, under it."""
        self.query_one("#export-where", Static).update(f"Writes to {self.job().path}")

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        self.what = str(event.pressed.id).removeprefix("export-")
        self._arrange()

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "export-path":
            self._show_where()
        else:
            self._arrange()

    def on_select_changed(self, event: Select.Changed) -> None:
        self._arrange()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "export-pick":
            self.action_pick_game()
        elif event.button.id == "export-write":
            self.action_write()

    def action_pick_game(self) -> None:
        current = self.query_one("#export-game", Input).value.strip() or None
        pick_game(self, self._game_chosen, current)

    def _game_chosen(self, key: str) -> None:
        self.query_one("#export-game", Input).value = key

    # -- writing -----------------------------------------------------------------------------

    def action_write(self) -> None:
        """Check the form, then make and write the file in a worker."""
        if self.query_one("#export-write", Button).disabled:  # one file at a time
            return
        job = self.job()
        try:
            if "game" in KINDS[job.kind][1] and not job.game:
                raise ScorebookError("Type a game's key, or press Choose… to pick one.")
            report_date(job.first or None, "From")
            report_date(job.last or None, "To")
        except ScorebookError as exc:
            self._say(str(exc), error=True)
            return
        if job.path.exists():
            self.app.push_screen(ConfirmDialog(
                "The file is already there",
                f"{job.path} is already there. Replace it with the new file?",
                yes="Replace", no="Keep it", keep_focused=True),
                lambda replace: self._start(job) if replace else self._say(
                    f"{job.path} is kept as it was: nothing was written."))
            return
        self._start(job)

    def _start(self, job: Job) -> None:
        """Write `job`'s file in the worker, the progress bar showing."""
        bar = self.query_one("#export-progress", ProgressBar)
        bar.update(total=None, progress=0)
        bar.display = True
        self._say(f"Writing {job.path} …")
        self.query_one("#export-write", Button).disabled = True
        self._write(job)

    @work(thread=True, exclusive=True, group="export")
    def _write(self, job: Job) -> None:
        try:
            self.post_message(self.Written(self._make(job)))
        except PROBLEMS as exc:
            self.post_message(self.Failed(one_sentence(exc)))

    def _make(self, job: Job) -> str:
        """Make and write the file of `job` (in the worker); what to say about it."""
        engine = self.app.engine
        if job.kind in ("batting", "pitching", "standings", "series"):
            text, rows = table_csv(engine, job.kind, job.season)
            write_file(job.path, text, f"the {job.kind} table")
            return f"Wrote {rows} {'row' if rows == 1 else 'rows'} to {job.path}."
        if job.kind == "report":
            chosen = report_games(engine, job.season, report_date(job.first or None, "From"),
                                  report_date(job.last or None, "To"), ("From", "to"))
            done = [0]

            def advance() -> None:
                done[0] += 1
                self.post_message(self.Progress(done[0], chosen.count))

            self.post_message(self.Progress(0, chosen.count))
            data = render_report(chosen.frames, chosen.title, advance, chosen.seasons)
        elif job.kind == "box":
            data = box_pdf_bytes(game_box(engine, job.game))
        elif job.kind == "scorecard":
            data = game_scorecard(engine, job.game)
        else:
            data = blank_scorecard(engine, job.home or None, job.away or None, job.system)
        write_file(job.path, data, "the " + KINDS[job.kind][0].removesuffix(" (PDF)").lower())
        pages = pdf_pages(data)
        return f"Wrote {pages} {'page' if pages == 1 else 'pages'} to {job.path}."

    def on_export_screen_progress(self, message: Progress) -> None:
        self.query_one("#export-progress", ProgressBar).update(total=message.total,
                                                               progress=message.done)

    def on_export_screen_written(self, message: Written) -> None:
        bar = self.query_one("#export-progress", ProgressBar)
        bar.update(total=bar.total or 1, progress=bar.total or 1)
        self.query_one("#export-write", Button).disabled = False
        self._say(message.text)
        self.notify(message.text, markup=False)

    def on_export_screen_failed(self, message: Failed) -> None:
        self.query_one("#export-progress").display = False
        self.query_one("#export-write", Button).disabled = False
        self._say(message.text, error=True)

    def _say(self, text: str, error: bool = False) -> None:
        """One line under the form: what was written, or what went wrong."""
        line = self.query_one("#export-result", Static)
        line.set_class(error, "error")
        line.set_class(not error, "hint")
        line.update(text)
