"""Both lineups and benches, from the game screen (`F6`): each team's batting order slot by
slot with the player now and his position now, the players who held the slot before him (out
of the game), the pitchers used, the batter now and those due up after him, and who can still
come in — the roster's players not yet used in a plain game, the bench and bullpen its cards
hold in a card game.

The screen shows the game the game screen holds and follows it: it is read again whenever the
game moves on (the computer playing on while it is open), so it is never out of date; after an
undo or an edit it is opened on the game as it now stands. `F6` or Escape goes back to the game
screen, its entry line as it was; `ctrl+s` goes back and opens the substitution dialog.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from db.rosters import RosterPlayer
from scorebook.bench import bench_groups, player_notes, team_roster
from scorebook.lineup_card import lineup_cards
from tui.widgets.lineup_card import LineupCardView

HINT = "Struck through: out of the game (he may not come back)."


class LineupsScreen(Screen):
    """The lineups of the game on `game` (the game screen, whose `table` and `version` it
    reads)."""

    TITLE = "Lineups"
    #: From 100 columns the two teams stand side by side; below, one under the other.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        Binding("escape,f6", "close", "Back to the game", id="lineups.close"),
        Binding("ctrl+s", "substitution", "Substitution", id="lineups.substitution"),
    ]

    def __init__(self, game: Screen):
        super().__init__()
        self.game = game
        self._rosters: dict[str, tuple[RosterPlayer, ...] | None] = {}

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="lineups-page"):
            yield Static(HINT, id="lineups-hint", classes="hint")
            with Container(id="lineups-teams"):
                yield LineupCardView(id="lineups-away", classes="lineup-card")
                yield LineupCardView(id="lineups-home", classes="lineup-card")
        yield Footer()

    def on_mount(self) -> None:
        away, home = self.game.table.team_names
        self.sub_title = f"{away} at {home}"
        self.query_one("#lineups-page", VerticalScroll).focus()  # the arrows scroll
        self.show()
        # The game may move on while the lineups are open (the computer's turns).
        self.watch(self.game, "version", self.show, init=False)

    def show(self) -> None:
        """Read both cards from the game as it stands (the rosters once a view)."""
        table = self.game.table
        session = table.session
        for card, view in zip(lineup_cards(session, table.team_names), self.query(LineupCardView)):
            if card.code not in self._rosters:
                self._rosters[card.code] = team_roster(self.app.engine, card.code)
            groups = bench_groups(session, table.system, card.side, self._rosters[card.code])
            notes = {slot.now.player: player_notes(session, table.system, card.side,
                                                   slot.now.player)
                     for slot in card.slots if slot.now is not None}
            view.show(card, groups, notes)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "substitution":
            return self.game.check_action("substitution", ())
        return True

    def action_close(self) -> None:
        if self.is_current:  # (a second F6 queued behind the first leaves the game screen be)
            self.dismiss()

    def action_substitution(self) -> None:
        """Back to the game screen, which opens its substitution dialog."""
        if self.is_current:
            self.dismiss()
            self.game.action_substitution()
