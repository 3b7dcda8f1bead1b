"""The game screen when another scorekeeper holds the game (db/claims.py): opening it, or an
input, says who holds it and since when; the scorekeeper takes the game over (the input is then
recorded, and the other one's next input refused, naming them) or watches it instead. Mixed into
GameScreen (its `table` is the game, its entry line says things)."""

from __future__ import annotations

from typing import Callable

from db.claims import CLAIM_LAPSES, GameHeld
from db.engine import ReadOnlyRole
from engine.core.errors import ScorebookError
from scorebook.table_answerers import FOLLOW
from tui.dialogs.confirm import ConfirmDialog
from tui.screens import screen_class
from tui.widgets.entry_line import EntryLine

__all__ = ["GameClaims", "GameHeld"]


#: How often an open game's claim is refreshed: well within the time it lapses without one.
REFRESH_SECONDS = CLAIM_LAPSES.total_seconds() / 3


class GameClaims:
    """Claiming the game while it is open, and offering to take it over from another."""

    def hold_while_open(self) -> None:
        """Opening a game to record claims it, and the claim is refreshed while the screen
        is open (a game over is nobody's to hold); a role that may only read is told so."""
        if self.table.final or self.table.mode == FOLLOW:  # a follower writes nothing
            return
        try:
            self.table.hold()
        except GameHeld as held:
            self.offer_take_over(held, self.table.hold)
        except ReadOnlyRole as refused:  # a league's viewer: sees the game, records nothing
            self.query_one(EntryLine).say(str(refused))
            return
        self.set_interval(REFRESH_SECONDS, self._refresh_hold)

    def _refresh_hold(self) -> None:
        try:
            self.table.hold()
        except ScorebookError:  # taken over, or the database away: the next input says so
            pass

    def offer_take_over(self, held: GameHeld, retry: Callable[[], None]) -> None:
        """Say who holds the game; if the scorekeeper takes it over, `retry` what was refused."""
        said = (f"{held.holder} took this game over at {held.since}." if held.took_over
                else f"{held.holder} is recording this game, since {held.since}.")

        def answered(take: bool | None) -> None:
            if take:
                self.table.take_over()
                retry()
            else:  # watch it instead: the game as its scorekeeper records it
                self.app.switch_screen(screen_class("follow")(key=self.table.key))

        self.app.push_screen(ConfirmDialog(
            "Another scorekeeper", f"{said}\nTake the game over (their next input will be "
            "refused, saying you took it), or watch it?", yes="Take over", no="Watch it",
            keep_focused=True), answered)

    def _retake(self, value: str) -> None:
        """The refused answer, given again once the game is taken over (off the entry line)."""
        self.query_one(EntryLine).input.clear()
        self._answer(value)
