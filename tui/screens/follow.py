"""Watching a game recorded elsewhere — another terminal, another scorekeeper's machine on the
league's PostgreSQL database, another process on the same SQLite file (issue 21): the game
screen (game.py) as it is, the field, line score, play log and live scorecard, following every
input stored there, undo and edit included, and taking none here.

A thread worker waits on db/follow.py for the game's stamp to change, reads the game again
there (a replay is no work for the screen's thread) and hands it over in a message; the screen
then shows it as it shows an answer of its own. Nothing typed is recorded: the entry line is
hidden, its prompt says whose game is being watched, and the keys that answer, undo or edit
do nothing here. Escape leaves at once — there is nothing of this screen's to lose.
"""

from __future__ import annotations

from textual import on, work
from textual.message import Message
from textual.worker import get_current_worker

from db.follow import GameFollower, one_snapshot
from scorebook.problems import PROBLEMS, one_sentence
from scorebook.table_answerers import FOLLOW
from scorebook.table_play import TableGame
from tui.screens.game import GameScreen
from tui.widgets.ask_panel import AskPanel
from tui.widgets.entry_line import EntryLine
from tui.widgets.play_log import PlayLog

#: Seconds a wait lasts before the worker looks whether the screen has gone (a change ends it
#: at once, whatever this is).
CHECK = 0.5
#: The game screen's actions that answer, undo, edit or drive the computer: none acts here.
ANSWERING = frozenset({"pitch", "choose", "in_play", "undo", "redo", "substitution", "pause",
                       "speed", "step", "ask_move"})
#: Who stored an input when no person is named: the table's default, the computer's sides.
NOBODY = frozenset({"", "scorekeeper", "offense", "defense", "chance"})


class FollowScreen(GameScreen):
    """Game `key` (None: the unfinished game created last), as it is recorded elsewhere."""

    TITLE = "Watching"
    CONTROL = {"mode": FOLLOW}

    class Changed(Message):
        """The game as it stands after an input stored elsewhere (None: `problem` says why
        it could not be read)."""

        def __init__(self, table: TableGame | None, problem: str = "") -> None:
            super().__init__()
            self.table, self.problem = table, problem

    def on_mount(self) -> None:
        if self.table is not None:
            self._follow(self.table.key)

    @work(thread=True, exclusive=True, group="follow")
    def _follow(self, key: str) -> None:
        """Read the game again whenever its stamp changes, until the screen goes. The first
        wait ends at once: the game shown was read before the follower was listening."""
        worker, engine = get_current_worker(), self.app.engine
        reading = one_snapshot(engine)
        try:
            with GameFollower(engine, key) as follower:
                stamp = None
                while not worker.is_cancelled:
                    now = follower.wait(stamp, CHECK)
                    if now != stamp and not worker.is_cancelled:
                        stamp = now
                        self.post_message(self.Changed(TableGame(reading, key, self.CONTROL)))
        except PROBLEMS as exc:  # the game deleted, the database gone
            self.post_message(self.Changed(None, one_sentence(exc)))

    @on(Changed)
    def _changed(self, event: Changed) -> None:
        if event.table is None:
            self.query_one(EntryLine).say(event.problem)
            return
        event.table.version = self.table.version + 1  # a new state of the game to show
        self.table = event.table
        self.version = self.table.version

    def watch_version(self) -> None:
        """The game as the game screen shows it; no question asked here, the prompt saying
        whose game it is."""
        super().watch_version()
        self.sub_title = f"{' at '.join(self.table.team_names)} · {self.table.key} · watching"
        self.query_one(AskPanel).show("", ())
        self.query_one(EntryLine).prompt(self.watching())

    def watching(self) -> str:
        """"Watching game g1, recorded elsewhere by Ann: …" (the name of whoever stored the
        last input, when it names a person)."""
        table = self.table
        who = table.inputs[-1].who if table.inputs else ""
        by = "" if who in NOBODY else f" by {who}"
        return (f"Watching game {table.key}, recorded elsewhere{by}: it updates as each input "
                "is stored; nothing typed here is recorded. Escape leaves.")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ANSWERING:
            return False
        return super().check_action(action, parameters)

    @on(PlayLog.EditPlay)
    def _no_edit(self, event: PlayLog.EditPlay) -> None:
        event.prevent_default()  # not the game screen's edit dialog
        self.query_one(EntryLine).say("A play is edited where the game is recorded, not while "
                                      "watching it.", "note")

    def action_leave(self) -> None:
        if self._scorecard():  # Escape first puts the play log back
            self.action_scorecard()
            return
        self.app.action_back()
