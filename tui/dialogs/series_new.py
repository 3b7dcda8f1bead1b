"""A new best-of-N series: its name, season, team A (home advantage), team B and length.

The dialog creates the series itself (db.series.create_series), so a mistake — a name already
used, the same team twice, an even length — is shown in one line in the dialog and nothing is
stored; it returns the series created, or None when cancelled.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.suggester import SuggestFromList
from textual.widgets import Button, Input, Label, Select, Static

from db.rosters import teams
from db.series import SeriesError, SeriesRow, create_series
from scorebook.new_game import season_names
from tui.dialogs.form import FormDialog

#: The length offered at first: the majors' final.
BEST_OF = "7"


class SeriesNewDialog(FormDialog[SeriesRow | None]):
    """Name, season (an existing one or a new name; blank: none), the two teams and the
    length. `season` is filled in at first (the season the standings show)."""

    AUTO_FOCUS = "#series-name"

    def __init__(self, season: str | None = None):
        super().__init__()
        self.season = season or ""

    def compose(self) -> ComposeResult:
        engine = self.app.engine
        seasons = season_names(engine)
        options = [(f"{team.code} {team.name}".strip(), team.code) for team in teams(engine)]
        with Vertical(id="series-new", classes="dialog"):
            yield Static("New series", classes="dialog-title")
            with Horizontal(classes="field"):
                yield Label("Name")
                yield Input(id="series-name", placeholder="2024 Final", compact=True)
            with Horizontal(classes="field"):
                yield Label("Season")
                yield Input(self.season, id="series-season", placeholder="none", compact=True,
                            suggester=SuggestFromList(seasons, case_sensitive=False))
            with Horizontal(classes="field"):
                yield Label("Team A")
                yield Select(options, id="series-team-a", prompt="— home advantage",
                             compact=True)
            with Horizontal(classes="field"):
                yield Label("Team B")
                yield Select(options, id="series-team-b", prompt="— choose a team",
                             compact=True)
            with Horizontal(classes="field"):
                yield Label("Best of")
                yield Input(BEST_OF, id="series-best-of", restrict=r"\d*", max_length=2,
                            compact=True)
            yield Static("Team A has home advantage: it is at home in game 1.", classes="hint")
            yield Static("", id="series-error", classes="error", markup=False)
            with Horizontal(classes="buttons"):
                yield Button("Create", variant="primary", id="series-save", compact=True)
                yield Button("Cancel", id="series-cancel", compact=True)

    def save(self) -> None:
        """Create the series; a mistake is shown in one line and the dialog stays open."""
        best_of = self.query_one("#series-best-of", Input).value.strip()
        if not best_of:
            self.refuse(SeriesError("Say how many games the series is a best of: 5, 7 …"))
            return
        try:
            made = create_series(
                self.app.engine, self.query_one("#series-name", Input).value,
                self._team("#series-team-a"), self._team("#series-team-b"), int(best_of),
                season=self.query_one("#series-season", Input).value)
        except SeriesError as exc:
            self.refuse(exc)
            return
        self.dismiss(made)

    def _team(self, selector: str) -> str:
        value = self.query_one(selector, Select).value
        return "" if value == Select.NULL else str(value)
