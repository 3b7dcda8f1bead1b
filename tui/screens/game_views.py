"""Moving about the game screen: the play log, the live scorecard in its place (F5), both
lineups (F6), the at-bat (F8), the box score, a new game, and leaving — which asks first while
the game is in progress (`GameViews`, mixed into GameScreen: it reads the screen's game and
widgets)."""

from __future__ import annotations

from db.games import game_summary
from db.models import FINAL
from tui.dialogs.leave_game import LeaveGameDialog
from tui.screens.lineups import LineupsScreen
from tui.widgets.at_bat import AtBatView
from tui.widgets.entry_line import EntryLine
from tui.widgets.play_log import PlayLog
from tui.widgets.scorecard_view import ScorecardView


class GameViews:
    """The game screen's actions that show another part of the game, or leave it."""

    def action_focus_log(self) -> None:
        (self.query_one(ScorecardView) if self._scorecard() else self.query_one(PlayLog)).focus()

    def action_scorecard(self) -> None:
        view, entry = self.query_one(ScorecardView), self.query_one(EntryLine).input
        looking = view.has_focus  # (`l` went to it): the keys go back to the entry line
        view.toggle(self.table)
        if looking and not entry.disabled:
            entry.focus()
        self.refresh_bindings()  # ctrl+o, the other team, only while it is shown

    def action_other_team(self) -> None:
        self.query_one(ScorecardView).other_team()

    def action_leave(self) -> None:
        """Back to where the game was opened from; a game in progress only once the person
        says so, what he types meanwhile going on to the entry line."""
        table = self.table
        if self._scorecard():  # Escape first puts the play log back
            self.action_scorecard()
            return
        # (as stored: a game finished elsewhere — the computer's `solo play` — is over)
        if table is None or table.final or game_summary(self.app.engine, table.key).status == FINAL:
            self.app.action_back()
            return
        entry = self.query_one(EntryLine)

        def typed(character: str) -> None:
            if not entry.input.disabled:
                entry.start(entry.input.value + character)

        def answered(leave: bool | None) -> None:
            if leave:
                self.app.action_back()

        self.app.push_screen(LeaveGameDialog(table.session.game, typed), answered)

    def action_lineups(self) -> None:
        self.app.push_screen(LineupsScreen(self))

    def action_at_bat(self) -> None:
        for view in self.query(AtBatView):  # none without a game
            view.toggle()

    def action_box(self) -> None:
        self.app.open_screen("box", key=self.table.key)

    def action_new_game(self) -> None:
        self.app.open_screen("new_game")
