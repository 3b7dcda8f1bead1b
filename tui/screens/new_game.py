"""New game: the system and its options, the teams, the lineups, and who plays.

Top to bottom, in Tab order: system, mode (record at the table, hot-seat, against the
computer, watch), the teams, game id, date, season and seed, the series (one between the two
teams, if any: it fills in its season), the system's options, then both lineup cards. F3
fills the rows left empty (plain: from each team's latest game or its roster; a card game: as
the computer manager would pick them), keeping the rows chosen; Ctrl+S or F2 creates the game
and opens it (an Unlimited Nine game played in the app first goes through its draw or
recruiting, tui/screens/pregame.py).

The screen only gathers choices: `scorebook.new_game_options` says what each system offers,
`scorebook.new_game_lineups` whom the lineups may name, and `scorebook.new_game` builds the
game by the system's own rules — a lineup it refuses is shown in one line and nothing is
created.
"""

from __future__ import annotations

import asyncio
import secrets

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.suggester import SuggestFromList
from textual.widgets import Button, Footer, Header, Input, Label, Select, Static

from db.rosters import teams
from db.series import list_series
from engine.core.errors import ScorebookError
from scorebook.lineup_fill import complete
from scorebook.new_game import create, default_key, season_names, today
from scorebook.new_game_forms import Choices, NewGame, Shape
from scorebook.new_game_lineups import auto_lineups, choices
from scorebook.new_game_options import (MODES, SIDES, SYSTEMS, TITLES, modes, option_problem,
                                       option_specs, shape)
from tui.dialogs.form import FIELD_MOVES
from tui.screens import screen_class
from tui.screens.pregame import before_the_game
from tui.widgets.lineup_editor import LineupEditor
from tui.widgets.options_form import OptionsForm

NEW_TEAM = "__new__"
#: Options that change what the lineup cards hold or whom they may name.
SHAPING = ("dh", "innings", "mascot", "extra", "level", "mode", "card_set")


class NewGameScreen(Screen):
    """Set up a game to record or play; see the module docstring."""

    TITLE = "New game"
    BINDINGS = [
        # Priority, the game screen awaited: the first line typed with F2 reaches the new
        # game's entry line (tui/app.py open_screen).
        Binding("ctrl+s", "create", "Create game", id="new_game.create", priority=True),
        Binding("f2", "create", "Create game", id="new_game.create_f2", show=False,
                priority=True),
        Binding("f3", "auto", "Auto lineups", id="new_game.auto"),
        *FIELD_MOVES,  # a team's code and name typed at once land in their fields
    ]

    def __init__(self, system: str = "plain") -> None:
        super().__init__()
        self.system = system
        self.team_names: dict[str, str] = {}  # code -> name of the teams in the database
        self.suggested_key = ""  # the game id suggested last (replaced while not edited)
        self._reshaping = asyncio.Lock()  # one reshape of the lineup cards at a time
        self._reshapes_asked = 0
        self.series_seasons: dict[str, str | None] = {}  # name -> season of the series offered
        self.series_offered = ("", "")  # the (away, home) codes the series offered are between

    def compose(self) -> ComposeResult:
        engine = self.app.engine
        self.team_names = {row.code: row.name for row in teams(engine)}
        seasons = season_names(engine)
        team_options = [(f"{code} {name}", code) for code, name in self.team_names.items()]
        team_options.append(("New team…", NEW_TEAM))
        yield Header()
        with VerticalScroll(id="new-game"):
            with Horizontal(classes="ng-row"):
                yield Label("System")
                yield Select([(title, key) for key, title in SYSTEMS.items()],
                             value=self.system, allow_blank=False, compact=True, id="system")
            with Horizontal(classes="ng-row"):
                yield Label("Mode")
                yield Select(self._mode_options(), value="record", allow_blank=False,
                             compact=True, id="mode")
                yield Select([("computer plays home", "home"), ("computer plays away", "away")],
                             value="home", allow_blank=False, compact=True, id="computer")
            for where in SIDES:
                with Horizontal(classes="ng-row"):
                    yield Label(TITLES[where])
                    yield Select(team_options, prompt="— choose a team", compact=True,
                                 id=f"{where}-team")
                    yield Input(placeholder="code", compact=True, max_length=8,
                                id=f"{where}-code", classes="ng-new-team")
                    yield Input(placeholder="team name", compact=True, id=f"{where}-name",
                                classes="ng-new-team")
            with Horizontal(classes="ng-row"):
                yield Label("Game id")
                yield Input(compact=True, id="key")
                yield Label("Date", classes="ng-label-right")
                yield Input(today(), compact=True, id="date", classes="ng-short")
            with Horizontal(classes="ng-row"):
                yield Label("Season")
                yield Input(placeholder="none", compact=True, id="season",
                            suggester=SuggestFromList(seasons, case_sensitive=False),
                            tooltip="An existing season, or a new name: " + ", ".join(seasons))
                yield Label("Seed", classes="ng-label-right ng-play")
                yield Input(str(secrets.randbits(32)), restrict=r"\d*", compact=True,
                            id="seed", classes="ng-short ng-play")
            with Horizontal(classes="ng-row"):
                yield Label("Series")
                yield Select([], prompt="none", compact=True, disabled=True, id="series",
                             tooltip="A best-of-N series between the two teams (n on the "
                                     "standings screen sets one up)")
            yield Label("Options", classes="ng-section")
            yield OptionsForm(option_specs(engine, self.system), id="options")
            with Horizontal(classes="ng-section"):
                yield Label("Lineups", id="ng-lineups-title")
                yield Button("Auto (F3)", id="auto", compact=True)
            with Horizontal(id="lineups"):
                for where in SIDES:
                    yield LineupEditor(where, TITLES[where], self._shape(where),
                                       Choices(), id=f"{where}-lineup")
            with Horizontal(id="ng-actions"):
                yield Button("Create game (Ctrl+S)", variant="primary", id="create",
                             compact=True)
        yield Static("", id="ng-error", classes="error", markup=False)
        yield Footer()

    async def on_mount(self) -> None:
        self._show_mode()
        for where in SIDES:
            self._show_new_team(where)
        await self._reshape()

    # ── What the person chose ─────────────────────────────────────────────────────────────────
    def options(self) -> dict[str, str]:
        return self.query_one(OptionsForm).values()

    def team(self, where: str) -> tuple[str, str]:
        """(code, name) of a side: the team chosen, or the new one typed."""
        chosen = self.query_one(f"#{where}-team", Select).value
        if chosen == NEW_TEAM:
            code = self.query_one(f"#{where}-code", Input).value.strip().upper()
            return code, self.query_one(f"#{where}-name", Input).value.strip() or code
        if chosen == Select.NULL:
            return "", ""
        return str(chosen), self.team_names.get(str(chosen), str(chosen))

    def new_game(self) -> NewGame:
        """Everything on the screen, as `scorebook.new_game.create` takes it."""
        sides = [self.query_one(f"#{w}-lineup", LineupEditor).lineup(*self.team(w))
                 for w in SIDES]
        seed = self.query_one("#seed", Input).value.strip()
        return NewGame(
            system=self.system, key=self.query_one("#key", Input).value.strip(),
            away=sides[0], home=sides[1], options=self.options(),
            mode=str(self.query_one("#mode", Select).value),
            computer=str(self.query_one("#computer", Select).value),
            date=self.query_one("#date", Input).value.strip(),
            season=self.query_one("#season", Input).value.strip(),
            seed=int(seed) if seed else None, series=self._series())

    # ── Keeping the screen in step with the choices ───────────────────────────────────────────
    @on(Select.Changed, "#system")
    async def _system_changed(self, event: Select.Changed) -> None:
        if event.value == self.system:
            return
        self.system = str(event.value)
        await self.query_one(OptionsForm).show_options(option_specs(self.app.engine,
                                                                     self.system))
        mode = self.query_one("#mode", Select)
        mode.set_options(self._mode_options())
        mode.value = "record"
        self._show_mode()
        await self._reshape()

    @on(Select.Changed, "#mode")
    def _mode_changed(self) -> None:
        self._show_mode()

    @on(Select.Changed, "#away-team, #home-team")
    async def _team_changed(self, event: Select.Changed) -> None:
        where = (event.select.id or "").removesuffix("-team")
        self._show_new_team(where)
        await self._reshape(where)
        self._suggest_key()
        self._offer_series()

    @on(Select.Changed, "#series")
    def _series_changed(self, event: Select.Changed) -> None:
        """A series' game is of its season: fill it in."""
        season = self.series_seasons.get(str(event.value))
        if season:
            self.query_one("#season", Input).value = season

    @on(Input.Changed, "#home-code")
    def _home_code_typed(self) -> None:
        self._suggest_key()

    @on(Input.Changed, "#date")
    def _date_changed(self) -> None:
        self._suggest_key()

    def on_options_form_changed(self, event: OptionsForm.Changed) -> None:
        # A typed value (Nanyou's agreed grades) is checked as it is typed: one sentence.
        self._error(option_problem(self.app.engine, self.system, event.key, event.value))
        if event.key in SHAPING:
            self._reshapes_asked += 1
            self.run_worker(self._reshape_once(self._reshapes_asked), group="reshape")

    async def _reshape_once(self, asked: int) -> None:
        """Reshape for an option's change, unless a later change will (a name being typed)."""
        async with self._reshaping:
            if asked == self._reshapes_asked:
                await self._reshape(locked=True)

    async def _reshape(self, *sides: str, locked: bool = False) -> None:
        """Give the lineup cards the shape and choices of the current system and options
        (one reshape at a time: each rebuilds the cards)."""
        if not locked:
            async with self._reshaping:
                return await self._reshape(*sides, locked=True)
        options = self.options()
        for where in sides or SIDES:
            code, _ = self.team(where)
            try:
                offered = choices(self.app.engine, self.system, code, options)
            except ScorebookError as exc:
                self._error(str(exc))
                offered = Choices()
            await self.query_one(f"#{where}-lineup", LineupEditor).show_card(
                self._shape(where, options), offered)

    def _shape(self, where: str, options: dict[str, str] | None = None) -> Shape:
        if options is None:
            options = {s.key: s.default for s in option_specs(self.app.engine, self.system)}
        return shape(self.system, options, where)

    def _mode_options(self) -> list[tuple[str, str]]:
        return [(MODES[mode], mode) for mode in modes(self.system)]

    def _show_mode(self) -> None:
        mode = self.query_one("#mode", Select).value
        self.query_one("#computer").display = mode == "computer"
        for widget in self.query(".ng-play"):
            widget.display = mode not in ("record", Select.NULL)

    def _series(self) -> str:
        value = self.query_one("#series", Select).value
        return "" if value == Select.NULL else str(value)

    def _offer_series(self) -> None:
        """The series between the two teams chosen; none to choose until both are."""
        away, home = self.team("away")[0], self.team("home")[0]
        found = list_series(self.app.engine, teams=(away, home)) if away and home else []
        self.series_seasons = {row.name: row.season for row in found}
        self.series_offered = (away, home)
        picker = self.query_one("#series", Select)
        with self.prevent(Select.Changed):
            picker.set_options([(row.label, row.name) for row in found])
        picker.disabled = not found

    def _show_new_team(self, where: str) -> None:
        new = self.query_one(f"#{where}-team", Select).value == NEW_TEAM
        for widget in self.query(f"#{where}-code, #{where}-name"):
            widget.display = new

    def _suggest_key(self) -> None:
        """A game id from the home team and the date, unless the person typed his own."""
        field = self.query_one("#key", Input)
        if field.value.strip() not in ("", self.suggested_key):
            return
        home, _ = self.team("home")
        if not home:
            return
        self.suggested_key = default_key(self.app.engine, home,
                                         self.query_one("#date", Input).value.strip())
        field.value = self.suggested_key

    def _error(self, message: str) -> None:
        self.query_one("#ng-error", Static).update(message.splitlines()[0] if message else "")

    # ── Actions ───────────────────────────────────────────────────────────────────────────────
    @on(Button.Pressed, "#auto")
    def _auto_pressed(self) -> None:
        self.action_auto()

    @on(Button.Pressed, "#create")
    async def _create_pressed(self) -> None:
        await self.action_create()

    def action_auto(self) -> None:
        """Fill the empty rows of both lineups (F3); the rows chosen stay (lineup_fill)."""
        game = self.new_game()
        try:
            auto = auto_lineups(self.app.engine, game)
        except ScorebookError as exc:
            self._error(str(exc))
            return
        self._error("")
        for where, typed, filled in zip(SIDES, (game.away, game.home), auto):
            self.query_one(f"#{where}-lineup", LineupEditor).fill(complete(typed, filled))

    async def action_create(self) -> None:
        """Create the game and open it (Ctrl+S, F2); a refusal is one line, nothing stored.
        A game with a step before its first pitch (Unlimited Nine's draw or recruiting)
        goes to that step's screen first, which creates it."""
        try:
            game = self.new_game()
            before = before_the_game(self.app.engine, game)
            key = create(self.app.engine, game) if before is None else ""
        except ScorebookError as exc:
            self._error(str(exc))
            return
        self._error("")
        if before is not None:
            self.app.push_screen(before)
            return
        await self.app.switch_screen(screen_class("game")(key=key))
