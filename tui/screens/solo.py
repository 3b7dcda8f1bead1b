"""The solo season screen: Bottom of the 9th's Manager's Challenge (rules/bot9.md §5).

The season's sheet (games, MP, bonus, rating), the current game's Situation and Effect cards,
and the pitch deck and discard as the player may see them. `p` plays the next game on the game
screen (the computer pitches, the player manages the batters), `r` records it from a real
table, `a` lets the computer manage it here in a worker; coming back from the game screen
finishes a game that has ended. A game recorded from the table is dealt the cards the table
drew, asked in a dialog (tui/dialogs/solo_deal.py). Every rule and figure comes from scorebook/solo_season.py,
the engine's solo `board` and stats/solo.py.
"""

from __future__ import annotations

from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import ContentSwitcher, DataTable, Footer, Header, ProgressBar, Static
from textual.worker import get_current_worker

from db import solo as solo_db
from db.models import FINAL
from db.replay import game_state
from engine.core.errors import ScorebookError
from scorebook.solo_season import (DICE, TABLE, current_game, latest_open_season, next_game,
                                   play_next, season_list, season_report, settle,
                                   write_season_sheet)
from stats.box.text import ordinal
from stats.solo import solo_rules
from tui.widgets.solo_game import SoloGamePanel
from tui.widgets.solo_season_table import SoloSeasonTable
from tui.widgets.solo_seasons import SoloSeasonList

RULES = (("veteran", "Veteran"), ("moty", "Manager of the Year"), ("hof", "Hall of Fame"))


class WorkReport(Message):
    """From a worker: `text` to show when `done` (an error when `error`), else progress."""

    def __init__(self, text: str, done: bool = True, error: bool = False):
        super().__init__()
        self.text, self.done, self.error = text, done, error


class _Stopped(Exception):
    """The screen was closed while the computer played: the game stays where it stopped."""


class SoloScreen(Screen):
    """A solo season, or the list of seasons to pick from when none is given or open."""

    TITLE = "Solo season"
    BINDINGS = [
        # Priority, the game screen awaited: keys typed with `p` go to the game's first
        # question instead of this screen (tui/app.py open_screen). No field here takes letters.
        Binding("p", "play", "Play", id="solo.play", priority=True,
                tooltip="Play the next game on the game screen: you manage the batters"),
        Binding("a", "auto", "Auto-play", id="solo.auto",
                tooltip="The computer manages the batters for the next game"),
        Binding("r", "record", "Record", id="solo.record",
                tooltip="Record the next game from a real table, on the game screen"),
        Binding("n", "new_season", "New season", id="solo.new",
                tooltip="Start a new Manager's Challenge season"),
        Binding("l", "seasons", "Seasons", id="solo.seasons",
                tooltip="The list of solo seasons, to open another one"),
        Binding("x", "sheet", "Sheet PDF", id="solo.sheet",
                tooltip="Print the season sheet to solo-season-ID.pdf in the current folder"),
    ]

    def __init__(self, season_id: int | None = None):
        super().__init__()
        self.season_id = season_id
        self.busy = ""  # what a worker is doing; actions that change the season wait for it
        self.picking = False  # the list of seasons is shown

    def compose(self) -> ComposeResult:
        yield Header()
        with ContentSwitcher(initial="solo-season", id="solo-views"):
            with VerticalScroll(id="solo-season"):
                yield Static(id="solo-title")
                yield SoloSeasonTable(id="solo-sheet")
                yield SoloGamePanel(id="solo-game")
            yield SoloSeasonList(id="solo-list")
        with Horizontal(id="solo-progress"):
            yield Static(id="solo-progress-text")
            yield ProgressBar(total=None, show_eta=False, show_percentage=False)
        yield Static(id="solo-error", classes="error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#solo-progress").display = False
        self.query_one("#solo-error").display = False

    def on_screen_resume(self) -> None:
        """Shown again (or first): finish a game the game screen brought to its end."""
        if self.season_id is None and not self.picking:
            self.season_id = latest_open_season(self.app.engine)
        if self.season_id is None or self.picking:
            self._show_list()
            return
        if not self.busy:
            try:
                finished = settle(self.app.engine, self.season_id)
            except ScorebookError as exc:
                self._error(str(exc))
                return
            if finished is not None:
                self.notify(finished.line, title="Game over")
        self._show_season()

    # ── What is shown ───────────────────────────────────────────────────────────────────
    def _show_list(self) -> None:
        """The seasons to pick from."""
        self.sub_title = "Seasons"
        self.picking = True
        self.query_one(ContentSwitcher).current = "solo-list"
        self.query_one(SoloSeasonList).show(season_list(self.app.engine))

    def _show_season(self) -> None:
        """The season's sheet and its current game."""
        engine = self.app.engine
        try:
            season = solo_db.season(engine, self.season_id)
        except ScorebookError as exc:  # a season id that is not there
            self.season_id = None
            self._show_list()
            self._error(str(exc))
            return
        advanced = [label for key, label in RULES if season.options.get(key)]
        self.sub_title = season.name
        self.picking = False
        over = season.status == FINAL
        self.query_one("#solo-title", Static).update(
            f"{season.name} (season {season.id}, {'over' if over else 'under way'})"
            + (f" — {', '.join(advanced)}" if advanced else ""))
        report = season_report(engine, season.id)
        games = solo_rules().season_games
        self.query_one(SoloSeasonTable).show(report, games)
        self.query_one(ContentSwitcher).current = "solo-season"
        current = current_game(engine, season.id)
        panel = self.query_one(SoloGamePanel)
        if current is not None:
            panel.show_game(current.number, games, game_state(engine, current.key))
        elif over:
            panel.show_next(f"The season is over: {report['rating']}. x prints its sheet.")
        else:
            panel.show_next(f"Game {len(report['games']) + 1} of {games} is dealt when you play "
                            "it: p plays it, a lets the computer manage it, r records it from "
                            "the table.")

    def _error(self, text: str) -> None:
        """One line under the screen: what went wrong (nothing changed), or nothing."""
        line = self.query_one("#solo-error", Static)
        line.update(text)
        line.display = bool(text)

    def _ready(self, season: bool = True) -> bool:
        """No worker is busy, and a season is shown if `season`; else say why, in one line."""
        if self.busy:
            self._error(f"Wait: {self.busy}.")
            return False
        if season and (self.season_id is None or self.picking):
            self._error("Open a season first (Enter on it), or n to start a new one.")
            return False
        self._error("")
        return True

    def _open_season(self, season_id: int) -> None:
        self.season_id = season_id
        self._error("")
        self._show_season()

    # ── Keys ────────────────────────────────────────────────────────────────────────────
    async def action_play(self) -> None:
        await self._open_game(DICE)

    async def action_record(self) -> None:
        """The game under way, or the next one dealt the cards the table drew (asked first)."""
        from tui.dialogs.solo_deal import SoloDealDialog

        if not self._ready():
            return
        engine, season_id = self.app.engine, self.season_id
        games = solo_db.season_games(engine, season_id)
        season = solo_db.season(engine, season_id)
        if any(not game.result for game in games) or len(games) >= solo_rules().season_games \
                or season.status == FINAL:
            await self._open_game(TABLE)  # under way, or the season over: said there
            return
        self.app.push_screen(SoloDealDialog(season_id, len(games) + 1,
                                            season.options["pitchers"]), self._dealt)

    def _dealt(self, key: str | None) -> None:
        if key is not None:
            self.app.open_screen("game", key=key)

    def _open_game(self, entry: str) -> AwaitComplete:
        """The next game (dealt now if need be) on the game screen: played, or recorded."""
        upcoming = self._next(entry)
        if upcoming is None:
            return AwaitComplete.nothing()
        return self.app.open_screen("game", key=upcoming.game.key)

    def _next(self, entry: str):
        """The game to play now for `entry`, or None with the reason shown."""
        if not self._ready():
            return None
        try:
            upcoming = next_game(self.app.engine, self.season_id, entry)
        except ScorebookError as exc:
            self._show_season()
            self._error(str(exc))
            return None
        if upcoming.entry != entry:
            number = upcoming.game.number
            self._error(f"Game {number} is recorded from the table: r continues it."
                        if upcoming.entry == TABLE else
                        f"Game {number} is played with the dice: p or a continues it.")
            return None
        return upcoming

    def action_auto(self) -> None:
        """The computer manages the batters for the rest of the next game, in a worker."""
        upcoming = self._next(DICE)
        if upcoming is None:
            return
        self._show_season()
        self._start(f"the computer is playing game {upcoming.game.number}")
        self._play_automatically(self.app.engine, self.season_id, upcoming.game.number)

    @work(thread=True, exclusive=True, group="solo-auto", exit_on_error=False)
    def _play_automatically(self, engine, season_id: int, number: int) -> None:
        worker = get_current_worker()
        answers = 0

        def answered(session) -> None:
            nonlocal answers
            if worker.is_cancelled:
                raise _Stopped
            answers += 1
            game = session.game
            self.post_message(WorkReport(
                f"Game {number}: bottom of the {ordinal(game.inning)}, {game.outs} out, "
                f"you {game.score[1]}, them {game.score[0]} ({answers} answers)", done=False))

        try:
            finished = play_next(engine, season_id, answered)
        except _Stopped:
            return
        except ScorebookError as exc:
            self.post_message(WorkReport(str(exc), error=True))
            return
        self.post_message(WorkReport(finished.line if finished else
                                     f"Game {number} stopped in the middle: a continues it."))

    def action_sheet(self) -> None:
        """The season's sheet as a PDF in the current folder, written in a worker."""
        if not self._ready():
            return
        path = Path.cwd() / f"solo-season-{self.season_id}.pdf"
        self._start("printing the season sheet")
        self._write_sheet(self.app.engine, self.season_id, path)

    @work(thread=True, exclusive=True, group="solo-sheet", exit_on_error=False)
    def _write_sheet(self, engine, season_id: int, path: Path) -> None:
        try:
            write_season_sheet(engine, season_id, path)
        except ScorebookError as exc:
            self.post_message(WorkReport(str(exc), error=True))
            return
        self.post_message(WorkReport(f"Wrote the sheet of solo season {season_id} to {path}."))

    def _start(self, doing: str) -> None:
        self.busy = doing
        self.query_one("#solo-progress-text", Static).update(doing[0].upper() + doing[1:] + "…")
        self.query_one("#solo-progress").display = True

    def on_work_report(self, message: WorkReport) -> None:
        if not message.done:
            self.query_one("#solo-progress-text", Static).update(message.text)
            return
        self.busy = ""
        self.query_one("#solo-progress").display = False
        if message.error:
            self._error(message.text)
        else:
            self.notify(message.text)
        self._show_season()

    def action_new_season(self) -> None:
        from tui.dialogs.solo_new import SoloNewDialog

        if self._ready(season=False):
            self.app.push_screen(SoloNewDialog(), self._started)

    def _started(self, season_id: int | None) -> None:
        if season_id is not None:
            self._open_season(season_id)

    def action_seasons(self) -> None:
        if self._ready(season=False):
            self._show_list()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "solo-seasons":
            self._open_season(int(event.row_key.value))
