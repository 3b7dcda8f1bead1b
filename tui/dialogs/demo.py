"""The offer to build the demo league (`scorebook demo`), with a progress bar while it is built.

Building plays two seasons of games, so it runs in a thread worker (scorebook/demo.py
`build_demo`) that reports each step by message; the dialog returns the league it built, or
None when the person said no or the build failed (the reason stays on the dialog, one line,
until it is closed).
"""

from __future__ import annotations

from sqlalchemy.exc import SQLAlchemyError
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, ProgressBar, Static

from engine.core.errors import ScorebookError
from scorebook.demo import DEFAULT_GAMES, DEFAULT_SEED, DemoLeague, build_demo

WHAT = ("teams with rosters and cards for Bottom of the 9th and Nanyou, a simulated season of "
        "each with its final, two plain-baseball teams ready to record, and a solo season "
        "with its first game played.")


class DemoDialog(ModalScreen[DemoLeague | None]):
    """"Build the demo league?" — Yes builds it here, with its progress; No closes."""

    BINDINGS = [
        Binding("y", "build", "Build it", id="demo.yes"),
        Binding("n,escape", "decline", "No", id="demo.no"),
    ]

    class Step(Message):
        """The build has done `done` of `total` steps; `what` is the step just done."""

        def __init__(self, done: int, total: int, what: str) -> None:
            super().__init__()
            self.done, self.total, self.what = done, total, what

    class Built(Message):
        """The build is over: the league built, or the sentence saying why it failed."""

        def __init__(self, league: DemoLeague | None, error: str = "") -> None:
            super().__init__()
            self.league, self.error = league, error

    def __init__(self, first_start: bool = False, seed: int = DEFAULT_SEED,
                 games: int = DEFAULT_GAMES) -> None:
        super().__init__()
        self.first_start, self.seed, self.games = first_start, seed, games
        self.building = False
        #: The last step shown: (done, total, what).
        self.shown: tuple[int, int, str] = (0, 0, "")

    def compose(self) -> ComposeResult:
        intro = "The database is empty. " if self.first_start else ""
        with Vertical(id="demo-dialog", classes="dialog"):
            yield Static("Build the demo league?", classes="dialog-title")
            yield Static(f"{intro}The demo league has {WHAT}", id="demo-what")
            yield ProgressBar(id="demo-progress", show_eta=False)
            yield Static("", id="demo-step", classes="hint")
            yield Static("", id="demo-error", classes="error")
            with Horizontal(id="demo-buttons"):
                yield Button("Yes, build it", id="demo-yes", variant="primary")
                yield Button("No", id="demo-no")

    def on_mount(self) -> None:
        for shown_later in ("#demo-progress", "#demo-step", "#demo-error"):
            self.query_one(shown_later).display = False
        self.query_one("#demo-yes", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "demo-yes":
            self.action_build()
        else:
            self.action_decline()

    def action_build(self) -> None:
        if self.building:
            return
        self.building = True
        self.query_one("#demo-error").display = False
        self.query_one("#demo-progress").display = True
        self.query_one("#demo-step").display = True
        self.query_one("#demo-buttons").display = False
        self._build()

    def action_decline(self) -> None:
        if not self.building:  # a build under way cannot be stopped half-way
            self.dismiss(None)

    @work(thread=True, exclusive=True, group="demo")
    def _build(self) -> None:
        """Build the league off the screen's thread; every step comes back as a message."""
        try:
            league = build_demo(self.app.engine, self.seed, self.games,
                                lambda done, total, what: self.post_message(
                                    self.Step(done, total, what)))
        except ScorebookError as exc:
            self.post_message(self.Built(None, str(exc)))
        except SQLAlchemyError as exc:  # a database that stops answering (locked, gone)
            reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0].rstrip(".")
            self.post_message(self.Built(None, f"The database failed: {reason}."))
        else:
            self.post_message(self.Built(league))

    def on_demo_dialog_step(self, message: Step) -> None:
        self.shown = (message.done, message.total, message.what)
        self.query_one("#demo-progress", ProgressBar).update(total=message.total,
                                                             progress=message.done)
        self.query_one("#demo-step", Static).update(f"{message.what[0].upper()}{message.what[1:]}.")

    def on_demo_dialog_built(self, message: Built) -> None:
        self.building = False
        if message.league is not None:
            self.dismiss(message.league)
            return
        self.query_one("#demo-progress").display = False
        self.query_one("#demo-step").display = False
        error = self.query_one("#demo-error", Static)
        error.update(message.error)
        error.display = True
        self.query_one("#demo-buttons").display = True
        self.query_one("#demo-yes", Button).display = False
        self.query_one("#demo-no", Button).label = "Close"
        self.query_one("#demo-no", Button).focus()
