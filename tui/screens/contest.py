"""The batting contest screen: Nanyou's 打擊競賽 played by people (rules/nanyou.md §3.1).

`n` names the players and agrees the rounds (tui/dialogs/contest_new.py); then the contest asks
its questions one at a time — the picking-order die of each player who picks, his card from the
set (a list: ↑ ↓ and Enter), the batting-order dice, each turn's two dice on his card and, on
doubles, whether he tries for a home run. A die is rolled by the app (space) or typed from the
table (1-6). The points table and the rounds so far follow every answer; tied leaders after
the agreed rounds bat on until one leads, and the winner is shown. Every answer is committed
before the screen moves on (db/contests.py), so a contest closed in the middle opens where it
stopped; `u` undoes the last answer. `l` lists the stored contests (Enter opens one).

The rules are the engine's (engine/systems/nanyou/contest.py), the words scorebook's
(scorebook/contest/text.py); the screen only shows them and passes the answers on.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.events import Key
from textual.screen import Screen
from textual.widgets import ContentSwitcher, DataTable, Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from db.contests import DICE, load_contest, record_answer, undo_answer
from engine.core.errors import ScorebookError
from engine.systems.nanyou.contest import ContestState, contest, next_ask
from scorebook.contest.text import standings, story, winner_line
from scorebook.contest.store import SCOREKEEPER, app_die, list_rows

LIST_COLUMNS = ("Contest", "Date", "Rounds", "Players", "Winner")
POINTS_COLUMNS = ("Player", "Card", "Points", "Results")
CHALLENGE_LABELS = {"yes": "yes — try for a home run (doubles again)", "no": "no"}


class ContestScreen(Screen):
    """One contest being played, or the list of contests when none is given."""

    TITLE = "Batting contest"
    BINDINGS = [
        Binding("space", "roll", "Roll the dice", id="contest.roll",
                tooltip="The app rolls the die asked for (and its pair)"),
        Binding("u", "undo", "Undo", id="contest.undo", tooltip="Take back the last answer"),
        Binding("n", "new_contest", "New contest", id="contest.new",
                tooltip="Name the players and agree the rounds of a new contest"),
        Binding("l", "contests", "Contests", id="contest.list",
                tooltip="The stored contests, to open one"),
    ]

    def __init__(self, contest_id: int | None = None):
        super().__init__()
        self.contest_id = contest_id
        self.state: ContestState | None = None
        self.seed = 0

    def compose(self) -> ComposeResult:
        yield Header()
        with ContentSwitcher(initial="contest-list", id="contest-views"):
            with Vertical(id="contest-list"):
                yield Static(id="contest-list-hint", classes="hint")
                yield DataTable(id="contests", cursor_type="row", zebra_stripes=True)
            with Vertical(id="contest-play"):
                yield Static(id="contest-title")
                yield DataTable(id="contest-points", cursor_type="none", zebra_stripes=True)
                with VerticalScroll(id="contest-log"):
                    yield Static(id="contest-story", markup=False)
                yield Static(id="contest-ask", markup=False)
                yield OptionList(id="contest-options")
        yield Static(id="contest-error", classes="error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#contests", DataTable).add_columns(*LIST_COLUMNS)
        points = self.query_one("#contest-points", DataTable)
        points.add_columns(*POINTS_COLUMNS)
        points.can_focus = False
        self._error("")
        if self.contest_id is None:
            self._show_list()
        else:
            self._open(self.contest_id)

    # ── What is shown ───────────────────────────────────────────────────────────────────
    def _show_list(self) -> None:
        self.sub_title = "Contests"
        self.contest_id, self.state = None, None
        self.query_one(ContentSwitcher).current = "contest-list"
        table = self.query_one("#contests", DataTable)
        table.clear()
        rows = list_rows(self.app.engine)
        for row in reversed(rows):
            table.add_row(str(row["id"]), row["date"], f"{row['played']} of {row['rounds']}",
                          row["players"], row["winner"] or "under way", key=str(row["id"]))
        self.query_one("#contest-list-hint", Static).update(
            "Enter opens a contest (one under way carries on); n starts a new one." if rows
            else "No contest yet: n starts one.")
        table.focus()

    def _open(self, contest_id: int) -> None:
        try:
            stored = load_contest(self.app.engine, contest_id)
        except ScorebookError as exc:
            self._show_list()
            self._error(str(exc))
            return
        self.contest_id, self.state = stored.id, stored.state
        self.seed = stored.seed if stored.seed is not None else stored.id
        self.query_one(ContentSwitcher).current = "contest-play"
        self._show()

    def _show(self) -> None:
        """The contest as it stands: title, points, rounds, and the question it asks."""
        state = self.state
        c, ask = contest(state), next_ask(state)
        setup = c.setup
        self.sub_title = f"Contest {self.contest_id}"
        self.query_one("#contest-title", Static).update(
            f"Contest {self.contest_id}: {', '.join(p.name for p in setup.players)} — "
            f"{setup.rounds} rounds agreed" + (", over" if c.winner is not None else ""))
        points = self.query_one("#contest-points", DataTable)
        points.clear()
        for row in standings(c):
            points.add_row(row["player"], row["card"], str(row["points"]), row["results"])
        self.query_one("#contest-story", Static).update("\n".join(story(c)) or
                                                        "The contest is about to begin.")
        self.query_one("#contest-log", VerticalScroll).scroll_end(animate=False)
        options = self.query_one("#contest-options", OptionList)
        options.clear_options()
        choosing = ask is not None and ask.who != "chance"
        options.set_class(choosing, "-choosing")
        if ask is None:
            prompt = f"{winner_line(c)} n starts another contest, l lists them."
        elif ask.who == "chance":
            prompt = f"{ask.prompt}: space rolls it, or type the die from the table (1-6)."
        else:
            prompt = f"{ask.prompt}: ↑ ↓ and Enter."
            options.add_options(Option(self._label(value), id=value) for value in ask.options)
            options.highlighted = 0
            options.focus()
        if not choosing:
            self.set_focus(None)
        self.query_one("#contest-ask", Static).update(prompt)

    def _label(self, value: str) -> str:
        card = next((c for c in self.state.setup.pool if c.id == value), None)
        if card is None:
            return CHALLENGE_LABELS.get(value, value)
        return f"{card.id}  {card.name}  ({card.role} · {'/'.join(card.positions)})"

    def _error(self, text: str) -> None:
        line = self.query_one("#contest-error", Static)
        line.update(text)
        line.display = bool(text)

    # ── Answers ─────────────────────────────────────────────────────────────────────────
    def _answer(self, value: str, who: str) -> bool:
        """Store the answer (committed before the screen changes), then show the contest."""
        try:
            self.state = record_answer(self.app.engine, self.contest_id, value, who)
        except ScorebookError as exc:
            self._error(str(exc))
            return False
        self._error("")
        return True

    def _asked_die(self):
        """The die the contest asks for now, or None (no contest, a choice, the end)."""
        ask = next_ask(self.state) if self.state is not None else None
        return ask if ask is not None and ask.who == "chance" else None

    def action_roll(self) -> None:
        """The app rolls the die asked for, and the other die of its pair."""
        ask = self._asked_die()
        if ask is None:
            return
        second = ask.key.removesuffix(".1") + ".2" if ask.key.endswith(".1") else None
        if self._answer(app_die(self.seed, len(self.state.answers)), DICE):
            ask = self._asked_die()
            if ask is not None and ask.key == second:
                self._answer(app_die(self.seed, len(self.state.answers)), DICE)
        self._show()

    def on_key(self, event: Key) -> None:
        """A die typed from the table: 1 to 6."""
        if event.character and event.character in "123456" and self._asked_die() is not None:
            event.stop()
            self._answer(event.character, SCOREKEEPER)
            self._show()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        ask = next_ask(self.state) if self.state is not None else None
        if ask is None:
            return
        self._answer(event.option.id, self.state.setup.players[ask.player].name)
        self._show()

    def action_undo(self) -> None:
        if self.state is None:
            return
        try:
            self.state = undo_answer(self.app.engine, self.contest_id)
        except ScorebookError as exc:
            self._error(str(exc))
            return
        self._error("")
        self._show()

    def action_new_contest(self) -> None:
        from tui.dialogs.contest_new import ContestNewDialog

        self.app.push_screen(ContestNewDialog(), self._started)

    def _started(self, contest_id: int | None) -> None:
        if contest_id is not None:
            self._error("")
            self._open(contest_id)

    def action_contests(self) -> None:
        self._error("")
        self._show_list()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "contests":
            event.stop()
            self._open(int(event.row_key.value))

