"""Teams and rosters: the teams on the left, the chosen team's roster on the right, and on a
second tab the cards of each system with the chosen card shown whole.

The screen only shows what `db.rosters`, `db.cards` and `db.card_systems` return; adding and
editing happen in dialogs that save through the same functions and show a refused change in one
line. x removes the row under the cursor of the list that has the focus (a team, a player),
asked first; a team that stored games are filed under stays, and says so.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import (DataTable, Footer, Header, Select, Static, TabbedContent,
                             TabPane)

from db.card_systems import CARD_SYSTEMS, player_on_team, roster_positions
from db.cards import IMPORTED, game_cards, list_cards
from db.roster_checks import roster_warnings
from db.rosters import RosterPlayer, TeamRow, roster, teams
from tui.dialogs.card_import import CardImportDialog, ImportedCards
from tui.dialogs.form import open_form
from tui.dialogs.player_edit import PlayerDraft, PlayerEditDialog
from tui.dialogs.team_edit import TeamEditDialog
from tui.screens.teams_removal import remove_row
from tui.widgets.card_view import CardView

ROSTERS, CARDS = "rosters-tab", "cards-tab"
#: The keys that change the rosters; they wait while the cards tab is shown (but `p` there
#: puts the chosen card's player on the chosen team).
_ROSTER_ACTIONS = {"add_team", "edit_team", "edit_player", "remove"}
#: The roster's Pos column: four positions; more end in "…" (the player dialog has them all).
POSITIONS_WIDTH = 12


def _row(*values: Any) -> list[Text]:
    """Table cells as plain text: a name with brackets in it is not markup."""
    return [Text(str(value)) for value in values]


def _key(table: DataTable) -> str | None:
    """The key of the row under the cursor, None in an empty table."""
    if table.row_count == 0:
        return None
    return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value


class TeamsScreen(Screen):
    """Create and edit teams and players; browse and import each system's cards."""

    TITLE = "Teams and rosters"
    # The keys that open a form are checked before the focused table sees any key (priority):
    # typed at once with what follows ("aPIN<Tab>Pinecrest"), the rest of the keys then wait
    # for the form's first field (open_form) instead of going to the table, where they were
    # lost. Nothing on this screen takes typed letters.
    BINDINGS = [
        Binding("a", "add_team", "Add team", id="teams.add_team", priority=True),
        Binding("e", "edit_team", "Edit team", id="teams.edit_team", priority=True),
        Binding("p", "add_player", "Add player", id="teams.add_player", priority=True),
        # Before the tables' own Enter, so that "Edit player" is what `?` and the palette show.
        Binding("enter", "edit_player", "Edit player", id="teams.edit_player", priority=True),
        Binding("delete,x", "remove", "Remove", id="teams.remove"),
        Binding("i", "import_cards", "Import cards", id="teams.import_cards"),
        Binding("c", "show_tab('cards-tab')", "Cards", id="teams.cards"),
        Binding("t", "show_tab('rosters-tab')", "Teams", id="teams.rosters"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.teams: dict[str, TeamRow] = {}
        self.players: dict[str, RosterPlayer] = {}
        self.roster_team = ""  # whose roster is shown
        self.cards: dict[str, Any] = {}  # the shown system's cards, by card id

    def compose(self) -> ComposeResult:
        yield Header()
        with TabbedContent(initial=ROSTERS, id="teams-tabs"):
            with TabPane("Teams and rosters", id=ROSTERS):
                with Horizontal():
                    with Vertical(id="teams-pane") as pane:
                        pane.border_title = "Teams"
                        yield DataTable(id="teams", cursor_type="row", zebra_stripes=True)
                    with Vertical(id="roster-pane") as pane:
                        pane.border_title = "Roster"
                        yield Static("", id="roster-title", markup=False)
                        yield Static("", id="roster-warning", classes="error", markup=False)
                        yield DataTable(id="roster", cursor_type="row", zebra_stripes=True)
            with TabPane("Cards", id=CARDS):
                with Horizontal():
                    with Vertical(id="card-list-pane") as pane:
                        pane.border_title = "Cards"
                        yield Select([(name, name) for name in sorted(CARD_SYSTEMS)],
                                     value=sorted(CARD_SYSTEMS)[0], allow_blank=False,
                                     id="card-system", compact=True)
                        yield Static("", id="cards-source", classes="hint")
                        yield DataTable(id="cards", cursor_type="row", zebra_stripes=True)
                    yield CardView(id="card-view")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#teams", DataTable).add_columns("Code", "Name", "Div")
        roster_table = self.query_one("#roster", DataTable)
        roster_table.add_columns("No", "Name", "Id")
        # A utility player's many positions are cut ("1B 2B 3B SS…") rather than his cards.
        roster_table.add_column("Pos", width=POSITIONS_WIDTH)
        roster_table.add_column("Cards")
        cards = self.query_one("#cards", DataTable)
        cards.add_column("Id")
        cards.add_column("Name", width=15)  # fits 80 columns; the card beside it shows it whole
        cards.add_columns("Kind", "Pos")
        self.load_teams()
        self.load_cards()
        self.query_one("#teams", DataTable).focus()

    # ── showing ─────────────────────────────────────────────────────────────
    @property
    def team(self) -> TeamRow | None:
        """The team under the cursor of the teams list."""
        return self.teams.get(_key(self.query_one("#teams", DataTable)) or "")

    @property
    def player(self) -> RosterPlayer | None:
        """The player under the cursor of the roster."""
        return self.players.get(_key(self.query_one("#roster", DataTable)) or "")

    def load_teams(self, select: str | None = None, player: str | None = None) -> None:
        """Fill the teams list, the cursor on team `select` (else where it was), and its
        roster, the cursor on `player` if given."""
        table = self.query_one("#teams", DataTable)
        select = select or _key(table)
        self.teams = {team.code: team for team in teams(self.app.engine)}
        table.clear()
        for team in self.teams.values():
            table.add_row(*_row(team.code, team.name, team.division), key=team.code)
        if select in self.teams:
            table.move_cursor(row=table.get_row_index(select))
        self.load_roster(player)

    def load_roster(self, select: str | None = None) -> None:
        """Fill the roster of the chosen team, the cursor on player `select` (else, for the
        same team, where it was)."""
        table = self.query_one("#roster", DataTable)
        team = self.team
        if select is None and team is not None and team.code == self.roster_team:
            select = _key(table)
        self.roster_team = team.code if team else ""
        self.players = ({p.player_id: p for p in roster(self.app.engine, team.code)}
                        if team else {})
        table.clear()
        for p in self.players.values():
            cards = ", ".join(f"{system} {card_id}" for system, card_id in p.cards)
            positions = Text(p.position_labels, overflow="ellipsis", no_wrap=True)
            table.add_row(*_row(p.number, p.name, p.player_id), positions, Text(cards),
                          key=p.player_id)
        if select in self.players:
            table.move_cursor(row=table.get_row_index(select))
        warnings = roster_warnings(team.code, list(self.players.values())) if team else []
        warning = self.query_one("#roster-warning", Static)
        warning.update("\n".join(warnings))
        warning.display = bool(warnings)
        title = self.query_one("#roster-title", Static)
        if team is None:
            title.update("No teams yet: press a to add one.")
        else:
            count = f"{len(self.players)} player{'s' * (len(self.players) != 1)}"
            title.update(f"{team.code} {team.name} — {count}" if self.players
                         else f"{team.code} {team.name} — no players yet: press p to add one.")

    def load_cards(self) -> None:
        """Fill the card list of the chosen system: the cards its games use (the sample set
        with the imported cards in it)."""
        system = str(self.query_one("#card-system", Select).value)
        rows = list_cards(self.app.engine, system)
        self.cards = game_cards(self.app.engine, system)
        table = self.query_one("#cards", DataTable)
        table.clear()
        for row in rows:
            name = Text(row["name"], overflow="ellipsis", no_wrap=True)  # cut: "Rosalind 'Roz…"
            table.add_row(Text(row["id"]), name, *_row(row.get("kind") or row.get("role", ""),
                                                       row.get("positions", "")), key=row["id"])
        imported = sum(row["source"] == IMPORTED for row in rows)
        self.query_one("#cards-source", Static).update(
            f"{len(rows)} imported cards" if imported == len(rows)
            else f"{len(rows)} cards, {imported} imported" if imported
            else f"{len(rows)} sample cards (none imported)")
        self.show_card()

    def show_card(self) -> None:
        card_id = _key(self.query_one("#cards", DataTable))
        card = self.cards.get(card_id or "")
        self.query_one("#card-view", CardView).show_card(card.to_data() if card else None)

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.data_table.id == "teams":
            if (self.team.code if self.team else "") != self.roster_team:
                self.load_roster()
        elif event.data_table.id == "cards":
            self.show_card()

    async def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        """A click on the chosen player edits that player (Enter is the screen's own key)."""
        if event.data_table.id == "roster":
            await self.action_edit_player()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "card-system":
            self.load_cards()

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self.refresh_bindings()  # the roster keys wait while the cards are shown

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in _ROSTER_ACTIONS:
            return self.query_one(TabbedContent).active == ROSTERS
        return True

    # ── keys ────────────────────────────────────────────────────────────────
    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab
        self.query_one("#teams" if tab == ROSTERS else "#cards", DataTable).focus()

    async def action_add_team(self) -> None:
        await open_form(self.app, TeamEditDialog(), self.load_teams)

    async def action_edit_team(self) -> None:
        if self.team is None:
            self.notify("There is no team to edit: press a to add one.", severity="error")
            return
        await open_form(self.app, TeamEditDialog(self.team), self.load_teams)

    async def action_add_player(self) -> None:
        team = self.team
        if team is None:
            self.notify("Add a team first (a), then its players.", severity="error")
            return
        draft = PlayerDraft()
        if self.query_one(TabbedContent).active == CARDS:
            draft = self.card_draft(team.code)
            if draft is None:
                return
        await open_form(self.app, PlayerEditDialog(team.code, draft=draft), self.player_saved)

    def card_draft(self, team_code: str) -> PlayerDraft | None:
        """The chosen card as a player of team `team_code`: the id its games give him on that
        team (so the roster shows his card), the card's name and the positions it plays."""
        system = str(self.query_one("#card-system", Select).value)
        card = self.cards.get(_key(self.query_one("#cards", DataTable)) or "")
        if card is None:
            self.notify("Choose a card first.", severity="error")
            return None
        return PlayerDraft(player_on_team(system, team_code, card), card.name,
                           roster_positions(system, card))

    async def action_edit_player(self) -> None:
        """Enter: on the teams list, go to the team's roster; on the roster, edit the player;
        elsewhere (the tab bar) Enter does what it does there."""
        focused = self.focused
        if focused is self.query_one("#teams", DataTable):
            self.query_one("#roster", DataTable).focus()
            return
        if focused is not self.query_one("#roster", DataTable):
            raise SkipAction()
        if self.team is None or self.player is None:
            self.notify("There is no player to edit: press p to add one.", severity="error")
            return
        await open_form(self.app, PlayerEditDialog(self.team.code, self.player),
                        self.player_saved)

    def player_saved(self, player: RosterPlayer | None) -> None:
        """Show the player saved; a number or name he shares with a teammate is warned of
        (allowed: the scorekeeper may be correcting the other one next)."""
        if player is None:
            return
        self.load_teams(player=player.player_id)  # the roster count changes too
        for warning in roster_warnings(self.roster_team, list(self.players.values())):
            if f"({player.player_id})" in warning:  # his, not an older clash of others
                self.notify(warning, severity="warning", markup=False)

    async def action_remove(self) -> None:
        """x or Delete: the team under the cursor when the teams list has the focus, else the
        player under the roster's cursor; asked first (teams_removal)."""
        await remove_row(self, team=self.focused is self.query_one("#teams", DataTable))

    def action_import_cards(self) -> None:
        system = str(self.query_one("#card-system", Select).value)
        self.app.push_screen(CardImportDialog(system), self.cards_imported)

    def cards_imported(self, imported: ImportedCards | None) -> None:
        if imported is None:
            return
        self.notify(imported.sentence())
        self.query_one("#card-system", Select).value = imported.system
        self.load_cards()
        self.load_roster()  # the card column of the roster
        self.action_show_tab(CARDS)
