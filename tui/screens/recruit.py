"""Standard mode's team phase (rules/unlimited_nine.md §4), before an Unlimited Nine game
played in the app: recruiting, as the engine runs it (engine/systems/unlimited9/recruit.py).

The screen drives `recruit.next_ask` / `recruit.answer`. Chance (the shuffles, the cards turned
and drawn) answers from the game's seed; the computer answers its own questions (its recruiting
sense is the engine's, ai.recruit_answer); a person answers his: the colour he shows, then one
action a turn — recruit a character from the table for his cost in cards, recruit blind for
two, or train — and at the end his lineup ("auto", or his starters in batting order then / and
the bench). The screen shows the six characters on the table with their numbers and skills,
the students still to turn, each team's characters, its hand (how many; the colours too for a
person's own hand, which is secret: in hot-seat the screen is passed first, hand_gate.py), its
match cards, and what has happened. Once both lineups are in, Ctrl+S plays ball.
"""

from __future__ import annotations

import random

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Input, Label, Static

from engine.core.errors import ScorebookError
from engine.core.numbers import number_in
from engine.systems.base import Ask
from engine.systems.unlimited9 import recruit
from engine.systems.unlimited9.ai import recruit_answer
from engine.systems.unlimited9.cards import COLOURS
from scorebook.new_game_forms import NewGame
from scorebook.new_game_unlimited9 import managed_by_person, recruited, start_recruiting
from tui.screens.play_ball import open_game
from tui.widgets.ask_panel import AskPanel
from tui.widgets.hand_gate import KEYS as GATE_KEYS
from tui.widgets.hand_gate import HandGate, pass_text
from tui.widgets.unlimited9_text import character_line, skill_text

#: Questions whose answers show the hand (its colours): in hot-seat, passed first.
SECRET = ("show", "action")
LOGGED = 6  # lines of what happened
INDENT = "  "


class RecruitScreen(Screen):
    """Recruiting, question by question; see the module docstring."""

    TITLE = "Recruiting"
    BINDINGS = [
        # Priority, the game screen awaited: keys typed with F2 reach the new game's entry
        # line (tui/app.py open_screen).
        Binding("ctrl+s", "play", "Play ball", id="recruit.play", priority=True),
        Binding("f2", "play", "Play ball", id="recruit.play_f2", show=False, priority=True),
    ]
    DEFAULT_CSS = """
    RecruitScreen #recruit { height: 1fr; }
    RecruitScreen #recruit > VerticalScroll { width: 1fr; padding: 0 1; }
    RecruitScreen .pregame-title { text-style: bold; color: $accent; }
    RecruitScreen #recruit-log { color: $text-muted; }
    RecruitScreen AskPanel, RecruitScreen #recruit-entry { margin: 0 1; }
    """

    def __init__(self, game: NewGame) -> None:
        super().__init__()
        self.game = game
        self.chance = random.Random(f"{game.seed}/recruit")
        self.computer = random.Random(f"{game.seed}/recruit-ai")
        self.gate = HandGate()
        self.said: list[str] = []
        self.state: recruit.Recruiting | None = None

    def compose(self) -> ComposeResult:
        self.state = start_recruiting(self.app.engine, self.game)
        yield Header()
        with Horizontal(id="recruit"):
            with VerticalScroll(id="recruit-left"):
                yield Label("On the table", classes="pregame-title")
                yield Static(id="recruit-table")
            with VerticalScroll(id="recruit-right"):
                yield Label("Teams", classes="pregame-title")
                yield Static(id="recruit-teams")
                yield Label("What happened", classes="pregame-title")
                yield Static(id="recruit-log")
                yield Button("Play ball (Ctrl+S)", variant="primary", id="play", compact=True)
        yield AskPanel()
        yield Input(id="recruit-entry", compact=True)
        yield Static("", classes="pregame-error error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.advance()
        self.query_one("#recruit-entry", Input).focus()

    # ── The questions ───────────────────────────────────────────────────────────────────
    def person(self, ask: Ask) -> bool:
        """A person answers `ask` (not chance, not the computer)."""
        if ask.who == "chance":
            return False
        return managed_by_person(self.game, self.state.teams[int(ask.who)][0])

    def advance(self) -> None:
        """Chance and the computer answer until a person is asked or recruiting is over."""
        while (ask := recruit.next_ask(self.state)) is not None and not self.person(ask):
            value = (self.chance.choice(ask.options) if ask.who == "chance"
                     else recruit_answer(self.state, ask, self.computer))
            self._take(ask, value)
        self.show()

    def _take(self, ask: Ask, value: str) -> None:
        before = self.state
        self.state = recruit.answer(self.state, ask, value)
        line = happened(before, self.state, ask, value)
        if line:
            self.said.append(line)

    @on(Input.Submitted, "#recruit-entry")
    def _submitted(self, event: Input.Submitted) -> None:
        entry = self.query_one("#recruit-entry", Input)
        if self.gate.passed() is not None:  # the player asked is at the screen now
            entry.value = ""
            self.show()
            return
        ask = recruit.next_ask(self.state)
        typed = event.value.strip()
        if ask is None or not typed or not self.person(ask):
            return
        options = ask.options
        number = number_in(typed, 1, len(options))
        value = options[number - 1] if number is not None else typed
        try:
            self._take(ask, value)
        except ScorebookError as exc:
            self._error(str(exc))
            return
        entry.value = ""
        self._error("")
        self.advance()

    # ── Showing it ──────────────────────────────────────────────────────────────────────
    def open_players(self) -> frozenset[int]:
        """The players whose hands may be shown: both while watching, the person's against
        the computer, in hot-seat the one at the screen."""
        if self.game.mode == "hotseat":
            return self.gate.open()
        return frozenset(p for p in (0, 1) if self.game.mode == "watch"
                         or managed_by_person(self.game, self.state.teams[p][0]))

    def show(self) -> None:
        state = self.state
        ask = recruit.next_ask(state)
        gated = None
        if ask is not None and self.game.mode == "hotseat":
            gated = self.gate.asked(int(ask.who) if ask.who != "chance" else None,
                                    ask.key in SECRET)
        elif ask is None:
            self.gate.close()
        # Text, not markup: the lines keep their indents and their brackets
        self.query_one("#recruit-table", Static).update(Text(table_text(state)))
        self.query_one("#recruit-teams", Static).update(
            Text(teams_text(state, self.open_players())))
        self.query_one("#recruit-log", Static).update(Text("\n".join(self.said[-LOGGED:]) or "—"))
        entry, panel = self.query_one("#recruit-entry", Input), self.query_one(AskPanel)
        self.query_one("#play", Button).display = ask is None
        self.refresh_bindings()
        if ask is None:
            panel.show("Both teams are made: Ctrl+S plays ball.", ())
            entry.display = False
            self.query_one("#play", Button).focus()
            return
        name = self.state.teams[int(ask.who)][1]
        if gated is not None:
            panel.show(pass_text(name), ())
            entry.placeholder = GATE_KEYS
            return
        labels = tuple(answer_label(state, ask, o) for o in ask.options)
        panel.show(f"{name}: {ask.prompt}", ask.options, labels)
        entry.placeholder = ("its number, or the line (B03 R05 … / B07)" if ask.key == "lineup"
                             else "its number and Enter")

    def _error(self, message: str) -> None:
        self.query_one(".pregame-error", Static).update(message.splitlines()[0] if message else "")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":  # once both lineups are in
            return self.state is not None and recruit.next_ask(self.state) is None
        return True

    @on(Button.Pressed, "#play")
    async def _play_pressed(self) -> None:
        await self.action_play()

    async def action_play(self) -> None:
        if recruit.next_ask(self.state) is None:
            await open_game(self, self.game, recruited(self.state))


def answer_label(state: recruit.Recruiting, ask: Ask, option: str) -> str:
    if ask.key == "action" and option.startswith("recruit "):
        card = state.cards.character(option.split()[1])
        return f"recruit {card.id} {card.name} {card.position} (pays {card.cost})"
    if ask.key == "action" and option == recruit.BLIND:
        return f"blind (pays {state.rules.blind_cost}: the character deck's top card)"
    if ask.key == "action" and option == recruit.TRAIN:
        return f"train (the hand set aside as match cards, draw {state.rules.train_draw})"
    if ask.key == "lineup":
        return "auto (the computer's choice)"
    return option


def table_text(state: recruit.Recruiting) -> str:
    """The characters on the table player side up, with their skills; what is still to turn."""
    lines = []
    for card_id in state.table_up:
        card = state.cards.character(card_id)
        lines.append(character_line(card))
        lines += [f"{INDENT}skill: {skill_text(s)}" for s in card.player.skills]
    if not lines:
        lines.append("Nobody left on the table.")
    lines.append(f"Student side up: {len(state.table_students)} (one turns player side up "
                 f"after each round) · character deck {len(state.character_deck)} · event deck "
                 f"{len(state.event_deck)}")
    return "\n".join(lines)


def teams_text(state: recruit.Recruiting, open_players: frozenset[int]) -> str:
    """Each team: its captain, its actions, its characters, its hand and match cards."""
    lines = []
    total = recruit.total_actions(state)
    for player, (code, name) in enumerate(state.teams):
        owned = state.owned[player]
        first = " · acts and bats first" if state.first == player else ""
        captain = state.cards.character(owned[0])
        lines.append(f"{name} ({code}): Captain {captain.id} {captain.name} ({captain.colour})"
                     f" · {state.actions[player]} of {total} actions{first}")
        lines.append(f"{INDENT}Owns: " + ", ".join(f"{c} {state.cards.character(c).position}"
                                            for c in owned))
        hand = state.hands[player]
        colours = ""
        if player in open_players and hand:
            count = {c: sum(1 for e in hand if state.cards.colour_of(e) == c) for c in COLOURS}
            colours = ": " + ", ".join(f"{n} {c}" for c, n in count.items() if n)
        lines.append(f"{INDENT}Hand: {len(hand)} card{'' if len(hand) == 1 else 's'}{colours} · "
                     f"match cards {len(state.match[player])}")
        side = state.lineups[player]
        if side is not None:  # the lineup is shown face up
            order = ", ".join(f"{c} {p}" + (" (student)" if c in side.students else "")
                              for c, p in side.nine)
            lines.append(f"{INDENT}Lineup: {order}" + (f" · bench {' '.join(side.bench)}"
                                                   if side.bench else ""))
    return "\n".join(lines)


def happened(before: recruit.Recruiting, after: recruit.Recruiting, ask: Ask,
             value: str) -> str:
    """What an answer did, in one line (never the card a player drew: his hand is secret)."""
    code = lambda player: after.teams[player][0]  # noqa: E731
    who = int(ask.person) if ask.person else -1
    if ask.key == "show":  # a set dealt out whole leaves no card to turn (recruit._first_settled)
        return f"{code(who)} shows a {value} card" + (
            f": no event card to turn, {code(after.first)} acts and bats first"
            if after.first >= 0 else "")
    if ask.key == "reveal":
        line = f"Turned {value} ({after.cards.colour_of(value)})"
        return line + (f": {code(after.first)} acts and bats first" if after.first >= 0 else "")
    if ask.key == "character":
        return f"{code(who)} recruits blind: {character_line(after.cards.character(value))}"
    if ask.key == "action" and value.startswith("recruit "):
        card = after.cards.character(value.split()[1])
        return f"{code(who)} recruits {card.id} {card.name} {card.position} for {card.cost}"
    if ask.key == "action" and value == recruit.TRAIN:
        return (f"{code(who)} trains: {len(after.match[who])} match cards, draws "
                f"{after.rules.train_draw}")
    if ask.key == "lineup":
        return f"{code(who)} has its lineup"
    if ask.key == "student":
        short = next(p for p, side in enumerate(before.lineups) if side and len(side.nine) < 9)
        return f"{code(short)}: the student {value} fills an empty position"
    return ""
