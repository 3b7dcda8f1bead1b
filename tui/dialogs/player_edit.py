"""A player on a team's roster: add or edit him (id, name, number, positions). The dialog saves the player itself, so a mistake (a bad position, an id already
on the roster) is shown in place in one line and the dialog closes only on a player saved."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from db.rosters import RosterPlayer, add_player, edit_player, new_player_id
from engine.core.errors import ScorebookError
from tui.dialogs.form import FormDialog

POSITIONS_HINT = "Positions: 1–9 or DH, or P C 1B 2B 3B SS LF CF RF; the usual one first."


@dataclass(frozen=True)
class PlayerDraft:
    """What the add dialog starts from, e.g. a card's player: id, name and positions."""

    player_id: str = ""
    name: str = ""
    positions: str = ""


class PlayerEditDialog(FormDialog[RosterPlayer | None]):
    """Returns the player as saved on `team_code`'s roster, or None when cancelled. `player`
    None adds one (from `draft` if given); a player's id cannot be changed."""

    def __init__(self, team_code: str, player: RosterPlayer | None = None,
                 draft: PlayerDraft = PlayerDraft()):
        super().__init__()
        self.team_code = team_code
        self.player = player
        self.start = ((player.player_id, player.name, player.number, player.position_labels)
                      if player else (draft.player_id, draft.name, "", draft.positions))

    def compose(self) -> ComposeResult:
        player_id, name, number, positions = self.start
        title = (f"Edit {self.player.name} ({self.team_code})" if self.player
                 else f"Add a player to {self.team_code}")
        with Vertical(id="player-edit", classes="dialog"):
            yield Static(title, classes="dialog-title", markup=False)
            with Horizontal(classes="field"):
                yield Label("Name")
                yield Input(name, id="player-name", placeholder="Jim Smith", compact=True)
            with Horizontal(classes="field"):
                yield Label("Id")
                yield Input(player_id, id="player-id", disabled=self.player is not None,
                            placeholder="blank: made from the name", compact=True)
            with Horizontal(classes="field"):
                yield Label("Number")
                yield Input(number, id="player-number", placeholder="27", max_length=3,
                            compact=True)
            with Horizontal(classes="field"):
                yield Label("Positions")
                yield Input(positions, id="player-positions", placeholder="6 4, or SS 2B",
                            compact=True)
            yield Static(POSITIONS_HINT, classes="hint")
            yield Static("", id="player-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Save", variant="primary", id="player-save", compact=True)
                yield Button("Cancel", id="player-cancel", compact=True)

    def save(self) -> None:
        """Save the player; a mistake is shown in one line and the dialog stays open."""
        engine = self.app.engine
        name = self.query_one("#player-name", Input).value
        number = self.query_one("#player-number", Input).value
        positions = self.query_one("#player-positions", Input).value
        try:
            if self.player is not None:
                saved = edit_player(engine, self.team_code, self.player.player_id, name, number,
                                    positions)
            else:
                # A blank id is made from the name, the way Retrosheet makes its ids.
                player_id = (self.query_one("#player-id", Input).value.strip()
                             or new_player_id(engine, name))
                saved = add_player(engine, self.team_code, player_id, name, number, positions)
        except ScorebookError as exc:
            self.refuse(exc)
            return
        self.dismiss(saved)
