"""Add or edit a team: code, name, division. The dialog saves the team itself, so that a code
already used (or, for a team with stored games, any other code) is refused in place (one line)
and the dialog only closes on a team saved."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from db.rosters import TeamRow, add_team, edit_team
from engine.core.errors import ScorebookError
from tui.dialogs.form import FormDialog


class TeamEditDialog(FormDialog[str | None]):
    """Returns the code of the team saved, or None when cancelled. `team` None adds one; a
    team's code can be corrected until a stored game is filed under it."""

    def __init__(self, team: TeamRow | None = None):
        super().__init__()
        self.team = team
        self.AUTO_FOCUS = "#team-name" if team else "#team-code"  # editing: mostly the name

    def compose(self) -> ComposeResult:
        team = self.team
        with Vertical(id="team-edit", classes="dialog"):
            yield Static(f"Edit team {team.code}" if team else "Add a team",
                         classes="dialog-title")
            with Horizontal(classes="field"):
                yield Label("Code")
                yield Input(team.code if team else "", id="team-code", placeholder="TOR",
                            max_length=8, compact=True)
            with Horizontal(classes="field"):
                yield Label("Name")
                yield Input(team.name if team else "", id="team-name", placeholder="Toronto",
                            compact=True)
            with Horizontal(classes="field"):
                yield Label("Division")
                yield Input(team.division if team else "", id="team-division",
                            placeholder="optional: East", compact=True)
            yield Static("", id="team-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Save", variant="primary", id="team-save", compact=True)
                yield Button("Cancel", id="team-cancel", compact=True)

    def save(self) -> None:
        """Save the team; a mistake is shown in one line and the dialog stays open."""
        code = self.query_one("#team-code", Input).value
        name = self.query_one("#team-name", Input).value
        division = self.query_one("#team-division", Input).value
        try:
            if self.team is None:
                code = add_team(self.app.engine, code, name, division)
            else:
                code = edit_team(self.app.engine, self.team.code, name, division, code)
        except ScorebookError as exc:
            self.refuse(exc)
            return
        self.dismiss(code)
