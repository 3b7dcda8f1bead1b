"""What the table dealt for the next solo game recorded from it (rules/bot9.md §5.2): the
Situation card, the Effect card and the starting pitcher, by card id — the words a table script
gives with `info option.situation`, `option.effect` and `option.starter`.

The dialog deals the game itself (scorebook.solo_season.next_game), so a card the season cannot
be dealt (a Situation card used before, a pitcher not in the pitcher deck) is shown in one line
and nothing is stored; it returns the game's key, or None when cancelled. The game then names
every card it draws on its pitch lines (docs/entry-language.md).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from engine.core.errors import ScorebookError
from engine.systems.bot9.solo import load_solo_cards
from engine.systems.bot9.solo.setup import TABLE_DEAL
from scorebook.solo_season import TABLE, next_game
from tui.dialogs.form import FormDialog

LABELS = {"situation": "Situation", "effect": "Effect", "starter": "Pitcher"}


class SoloDealDialog(FormDialog[str | None]):
    """The three cards of game `number` of solo season `season_id`; game 1's Situation card is
    filled in (always the opener)."""

    def __init__(self, season_id: int, number: int, pitchers: list[str]):
        super().__init__()
        self.season_id, self.number, self.pitchers = season_id, number, pitchers
        # Game 1's Situation card is filled in: it opens on the Effect card.
        self.AUTO_FOCUS = "#solo-deal-effect" if number == 1 else "#solo-deal-situation"

    def compose(self) -> ComposeResult:
        cards = load_solo_cards()
        known = {"situation": ", ".join(cards.situations), "effect": ", ".join(cards.effects),
                 "starter": ", ".join(self.pitchers)}
        with Vertical(id="solo-deal", classes="dialog"):
            yield Static(f"Game {self.number} at the table: the cards dealt",
                         classes="dialog-title")
            for key in TABLE_DEAL:
                with Horizontal(classes="field"):
                    yield Label(LABELS[key])
                    yield Input(cards.opener if key == "situation" and self.number == 1 else "",
                                id=f"solo-deal-{key}", placeholder=known[key], compact=True)
            yield Static("Then each pitch line names the cards drawn, as [S3] LA/LA b.",
                         classes="hint")
            yield Static("", id="solo-deal-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Record", variant="primary", id="solo-deal-save", compact=True)
                yield Button("Cancel", id="solo-deal-cancel", compact=True)

    def save(self) -> None:
        """Deal the game the cards typed; a mistake is shown in one line, nothing stored."""
        named = {key: self.query_one(f"#solo-deal-{key}", Input).value.strip()
                 for key in TABLE_DEAL}
        try:
            upcoming = next_game(self.app.engine, self.season_id, TABLE,
                                 named={k: v for k, v in named.items() if v})
        except ScorebookError as exc:
            self.refuse(exc)
            return
        self.dismiss(upcoming.game.key)
