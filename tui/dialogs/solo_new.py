"""A new Manager's Challenge season (`scorebook solo new` in a dialog): its name, the seed of
its deals and dice, the player's six batters and the advanced rules.

The season is created here, through `scorebook.solo_season.new_season`, so a mistake (a seed
that is not a number, batters that do not cover six positions) is shown in the dialog in one
line and nothing is stored; the dialog returns the new season's id, or None when cancelled.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Input, Label, SelectionList, Static

from db.cards import game_cards
from engine.core.errors import ScorebookError, quoted
from scorebook.solo_season import new_season


ORDER_HINT = "Six batters in batting order (space); none: drawn with the seed"


class SoloNewDialog(ModalScreen[int | None]):
    """Name, seed, batters (picked in batting order, or none: drawn with the seed), and the
    Veteran, Manager of the Year and Hall of Fame rules."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="solo_new.cancel"),
        Binding("ctrl+s", "start", "Start the season", id="solo_new.start"),
    ]

    def compose(self) -> ComposeResult:
        cards = game_cards(self.app.engine, "bot9")
        batters = [card for card in cards.values() if card.kind == "batter"]
        pitchers = sum(card.kind == "pitcher" for card in cards.values())
        with Vertical(id="solo-new", classes="dialog"):
            yield Static("New solo season — the Manager's Challenge", classes="dialog-title")
            with Horizontal(classes="solo-new-row"):
                yield Label("Name")
                yield Input(placeholder="Manager's Challenge #…", id="solo-name", compact=True)
            with Horizontal(classes="solo-new-row"):
                yield Label("Seed")
                yield Input(placeholder="blank: drawn once", id="solo-seed", compact=True)
            yield Static(ORDER_HINT, id="solo-order", classes="hint")
            yield SelectionList[str](
                *((f"{card.id}  {card.name} ({'/'.join(card.positions)})", card.id)
                  for card in batters), id="solo-batters", compact=True)
            yield Static(f"The pitcher deck: all {pitchers} pitcher cards.", classes="hint")
            yield Checkbox("Veteran — Effect cards use their advanced text", id="solo-veteran",
                           compact=True)
            yield Checkbox("Manager of the Year — the discard pile is hidden", id="solo-moty",
                           compact=True)
            yield Checkbox("Hall of Fame — the bases always start empty", id="solo-hof",
                           compact=True)
            yield Static(id="solo-new-error", classes="error")
            with Horizontal(id="solo-new-buttons"):
                yield Button("Start", id="solo-start", variant="primary", compact=True)
                yield Button("Cancel", id="solo-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one("#solo-new-error").display = False
        self.query_one("#solo-name", Input).focus()

    def _fail(self, text: str) -> None:
        """A mistake, in one line; the dialog stays open and nothing is stored."""
        error = self.query_one("#solo-new-error", Static)
        error.update(text)
        error.display = True

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        """The batting order so far, as picked."""
        chosen = event.selection_list.selected
        self.query_one("#solo-order", Static).update(
            f"Batting order: {' '.join(chosen)}" if chosen else ORDER_HINT)

    def on_input_submitted(self) -> None:
        self.action_start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "solo-start":
            self.action_start()
        else:
            self.action_cancel()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        """Create the season from what is filled in; a mistake stays in the dialog."""
        seed_text = self.query_one("#solo-seed", Input).value.strip()
        digits = seed_text.removeprefix("-")
        if seed_text and not (digits.isascii() and digits.isdigit() and int(digits) < 2 ** 63):
            self._fail(f"The seed must be a whole number below 2^63, not {quoted(seed_text)}.")
            return
        batters = self.query_one("#solo-batters", SelectionList).selected
        try:
            season_id = new_season(
                self.app.engine, self.query_one("#solo-name", Input).value.strip() or None,
                int(seed_text) if seed_text else None, batters or None,
                veteran=self.query_one("#solo-veteran", Checkbox).value,
                moty=self.query_one("#solo-moty", Checkbox).value,
                hof=self.query_one("#solo-hof", Checkbox).value)
        except ScorebookError as exc:
            self._fail(str(exc))
            return
        self.dismiss(season_id)
