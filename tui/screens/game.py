"""The game screen: a game recorded at the table, played by people against each other or the
computer, or watched (DESIGN.md §7).

The field, the line score, who is at bat and pitching, the system's own panel, the play log
(or in their place the live scorecard, F5: scorecard_view.py), a person's question with its
answers, and the entry line. Everything shown comes from the game
(`scorebook.table_play.TableGame`: its Session, its line score); the one `version` says which
state of the game is on the screen. Its keys, and which act now, are game_keys.py's; the keys
that show another part of the game (F5 the scorecard, F6 the lineups, F8 the at-bat) or leave
it are game_views.py's; undo, redo, an edit and a typed substitution are game_changes.py's.
Each input is committed by `TableGame` before the screen moves on. Recording is keyboard first: on an empty entry line one
key is one pitch (the system's own keys, those that begin no other word: Nanyou's; a plain or
Bottom of the 9th line is typed whole, a hint saying what Enter will record), `x` starts a
ball in play, `u`/`r` undo and redo,
number keys answer a question (more than nine answers are a list: the arrow keys and Enter, or
a number typed and Enter), `F6` shows both lineups and benches (lineups.py); anything else is
typed and Enter records the line. In hot-seat a
question out of a hidden hand waits for the screen to be passed to its player (hand_gate.py).
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, OptionList, Static

from engine.core.errors import ScorebookError, quoted
from scorebook.entry_hint import typed_hint
from scorebook.table_answerers import FOLLOW, PERSON, WATCH
from scorebook.table_play import TableGame, latest_unfinished
from tui.screens.game_changes import GameChanges
from tui.screens.game_claims import GameClaims, GameHeld
from tui.screens.game_keys import GAME_BINDINGS, GameKeys
from tui.screens.game_views import GameViews
from tui.widgets.ask_panel import AskPanel, asking, who_is_asked
from tui.widgets.at_bat import AtBatView
from tui.widgets.computer_turns import ComputerTurns
from tui.widgets.entry_line import EntryLine
from tui.widgets.field import Field, Matchup, final_words
from tui.widgets.hand_gate import KEYS as GATE_KEYS
from tui.widgets.hand_gate import HandGate, pass_text
from tui.widgets.line_score import LineScoreView
from tui.widgets.panels import panel_for
from tui.widgets.play_log import PlayLog
from tui.widgets.scorecard_view import ScorecardView
from tui.widgets.watch_bar import WatchBar

#: Seconds between two answers of the computer or the dice, so that they are seen to fall.
STEP_DELAY = 0.15


class GameScreen(GameKeys, GameViews, GameChanges, GameClaims, Screen):
    """Game `key` (None: the unfinished game created last). `step_delay` overrides STEP_DELAY
    (0: the computer and the dice answer at once, as the tests want)."""

    TITLE = "Game"
    #: Focused as the screen is composed: a focus asked for later (in on_mount) would come
    #: after keys typed at once with the one that opened the screen, and they were lost.
    AUTO_FOCUS = "#entry"
    BINDINGS = GAME_BINDINGS
    #: From 100 columns the system's panel is as wide as its lines ("Pitching 9. Otis Crandall
    #: (P) — 1 pitch"); below, the play log needs the room (app.tcss, the game section).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    #: From 30 rows the at-bat is shown under the play log; below, F8 shows it (at_bat.py).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    #: Which state of the game the screen shows (TableGame.version); the widgets follow it.
    #: (A var: a reactive would repaint the whole screen at every pitch, not only what changed.)
    version: var[int] = var(0, init=False)
    #: Who answers, overriding the game's stored `control` (None: as stored; the watching
    #: screen, follow.py: nobody here).
    CONTROL: dict[str, str] | None = None

    def __init__(self, key: str | None = None, step_delay: float | None = None):
        super().__init__()
        self.key, self.step_delay = key, STEP_DELAY if step_delay is None else step_delay
        self.table: TableGame | None = None
        self.missing = ""
        self.gate = HandGate()  # hot-seat: who is at the screen (hand_gate.py)
        self._claims: tuple[int, frozenset[str]] = (-1, frozenset())

    # ── Layout ──────────────────────────────────────────────────────────────────────────
    def compose(self) -> ComposeResult:
        yield Header()
        self.table = self._open()
        if self.table is None:
            yield Static(Content(self.missing), id="game-missing")
        else:
            with Horizontal(id="game-top"):
                yield Field()
                with Vertical(id="game-score"):
                    yield LineScoreView()
                    yield Matchup()
            with Horizontal(id="game-middle"):
                with Vertical(id="game-left"):  # the at-bat just above the entry line
                    yield PlayLog(id="game-log")
                    yield AtBatView()
                yield panel_for(self.table.system, id="game-panel")
                yield ScorecardView(id="game-scorecard")  # F5: in place of the two
            yield WatchBar()
            yield Static(id="game-final")
            yield AskPanel()
            yield EntryLine()
        yield Footer()

    def _open(self) -> TableGame | None:
        engine = self.app.engine
        key = self.key or latest_unfinished(engine)
        if key is None:
            self.missing = "No game is under way: press n to start a new game."
            return None
        try:
            return TableGame(engine, key, self.CONTROL, scorer=self.app.scorer)
        except ScorebookError as exc:
            self.missing = f"{exc} Press n to start a new game."
            return None

    def on_mount(self) -> None:
        table = self.table
        if table is None:
            return
        away, home = table.team_names  # as the teams table names them now
        self.sub_title = f"{away} at {home} · {table.key}"
        entry = self.query_one(EntryLine)
        entry.input.submit_to = self._submitted
        if table.mode in (WATCH, FOLLOW):  # nothing to type: the prompt says who answers
            entry.input.disabled, entry.input.display = True, False
            self.query_one(PlayLog).focus()
        else:
            entry.input.focus()
        self.query_one("#game-panel").open_sides = table.open_sides()  # a person's own cards
        self.turns = ComputerTurns(self, table, self.step_delay, self.query_one(WatchBar), entry,
                                   self._caught_up)
        self.version = table.version
        self.hold_while_open()
        self.turns.run()

    # ── Showing the game ────────────────────────────────────────────────────────────────
    def watch_version(self) -> None:
        table = self.table
        game = table.session.game
        panel = self.query_one("#game-panel")
        gated = self.gate.game_asks(table, panel.secret)  # hot-seat: to be passed the screen
        panel.open_sides = table.open_sides() | self.gate.open()
        self.query_one(Field).show(game)
        self.query_one(LineScoreView).show(table.line_score(), game)
        self.query_one(Matchup).show(game)
        self.query_one(AtBatView).show(table)
        panel.show(table.session)
        self.query_one(PlayLog).show(table.log(), table.names(), table.line_score().teams)
        self.query_one(ScorecardView).show(table)  # (nothing while it is hidden)
        final = self.query_one("#game-final", Static)
        final.display = table.final
        if table.final:
            final.update(Content(final_words(table.session)))
        title, options, prompt, keys = asking(table)
        labels = panel.option_labels(table.session, table.ask(), options) if options else None
        if gated is not None:  # neither the hand nor the answers (its cards) until Enter
            title, options, labels, prompt, keys = (
                pass_text(who_is_asked(table, table.ask())), (), None, "", GATE_KEYS)
        self.query_one(AskPanel).show(title, options, labels)  # no title: nobody asked
        self.query_one(EntryLine).prompt(prompt, keys)
        if table.mode == WATCH:
            self.query_one(WatchBar).show(table.final)
        claimed = self._claimed()
        if claimed != self.query_one(EntryLine).input.claimed:  # the footer only when it changes
            self.query_one(EntryLine).claim(claimed)
            self.refresh_bindings()

    # ── A person's answers ──────────────────────────────────────────────────────────────
    def action_pitch(self, key: str) -> None:
        self._answer(key)

    def action_choose(self, number: int) -> None:
        value = self.query_one(AskPanel).option(number)
        self._answer(value if value is not None else str(number))  # told to wait: not asked

    def action_in_play(self) -> None:
        self.query_one(EntryLine).start(self.table.quick_keys()[1])

    def action_ask_move(self, step: int) -> None:
        entry = self.query_one(EntryLine).input
        if entry.value.strip().isdecimal():  # the arrows take over from a number being typed
            entry.value = ""
        self.query_one(AskPanel).move(step)

    def action_page(self, direction: int) -> None:
        """A page of a question's list of answers; else the scorecard when shown, or the play
        log a page on (from the entry line too: e or Enter there edits a past play)."""
        if self._asks_from_list():
            self.action_ask_move(10 * direction)
            return
        if self._scorecard():
            self.query_one(ScorecardView).page(direction)
            return
        log = self.query_one(PlayLog)
        log.focus()
        if direction < 0:
            log.action_page_up()
        else:
            log.action_page_down()

    @on(Input.Changed, "#entry")
    def _typed(self, event: Input.Changed) -> None:
        if event.value.strip().isdecimal():  # the list shows which answer the number is
            self.query_one(AskPanel).point_at(int(event.value))
        entry, panel = self.query_one(EntryLine), self.query_one(AskPanel)
        if event.value == entry.given_back:  # the refusal stays said over the line put back
            entry.given_back = None
            return
        hint = "" if self.table is None or self.gate.up is not None else typed_hint(
            self.table, event.value, panel.answer_for(event.value.strip()), panel.options,
            panel.labels)  # what Enter will record or answer, before it does
        if hint or entry.saying == "hint":  # (a note said after Enter stays)
            entry.say(hint, "hint")

    @on(OptionList.OptionSelected, "#ask-list")
    def _clicked(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        value = self.query_one(AskPanel).option(event.option_index + 1)
        if value is not None:
            self._answer(value)

    def _submitted(self, line: str) -> None:
        """Enter on the entry line (it hands the line over as Enter is read)."""
        if self.gate.passed() is not None:  # the player asked is at the screen now
            self.watch_version()
            return
        text = self.query_one(AskPanel).answer_for(line.strip())
        if text:
            self._answer(text, typed=line)

    def _answer(self, value: str, typed: str | None = None) -> None:
        """Store a person's answer; a refusal is said in one line and the typed text goes
        back on the line (`typed`: the line as it was typed, taken off it by Enter)."""
        table, entry = self.table, self.query_one(EntryLine)
        ask = table.ask()
        try:
            if ask is None:
                raise ScorebookError("The game is over: nothing more can be recorded "
                                     "(u undoes the last input).")
            if table.whose(ask) != PERSON:
                self.turns.asked_to_wait(ask)
            elif self.gate.up is not None:  # not even a number: its refusal lists the answers
                entry.say("Pass the screen first: Enter when ready.", "note")
            else:
                answered = table.answer(value)
                entry.say("  ".join(answered.notes), "note")
                self.version = table.version
                self.turns.run()
                return
        except GameHeld as exc:
            self.offer_take_over(exc, lambda: self._retake(value))
        except ScorebookError as exc:
            entry.say(str(exc) if typed is None or not entry.input.value
                      else f"{quoted(typed.strip())} was not recorded: {exc}")
        if typed is not None:
            entry.give_back(typed)

    # ── The computer and the dice ───────────────────────────────────────────────────────
    def _caught_up(self) -> None:
        """The computer or the dice answered (or failed to): show the game as it stands."""
        self.version = self.table.version

    def action_pause(self) -> None:
        self.turns.pause()

    def action_speed(self, change: int) -> None:
        self.turns.faster(change)

    def action_step(self) -> None:
        self.turns.one_step()

    # ── Undo, redo, edit, substitutions (game_changes.py) ───────────────────────────────────
    @on(PlayLog.EditPlay)
    def _edit(self, event: PlayLog.EditPlay) -> None:
        self.edit_play(event.seq, event.record)

    # ── Moving about (game_views.py) ─────────────────────────────────────────────────────
    @on(PlayLog.Leave)
    @on(ScorecardView.Leave)
    def _leave_log(self) -> None:
        entry = self.query_one(EntryLine).input
        if entry.disabled:
            self.action_leave()
        else:
            entry.focus()

    @on(PlayLog.Note)
    def _log_note(self, event: PlayLog.Note) -> None:
        self.query_one(EntryLine).say(event.text, "note")
