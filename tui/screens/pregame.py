"""Before the first pitch of an Unlimited Nine game played in the app (rules/unlimited_nine.md
§1.3, §4): the step between the new-game screen and the game.

`before_the_game` says whether a new game has such a step: a played Unlimited Nine game does.
Standard mode recruits its teams (recruit.py). Basic mode is this screen: the draw is the
engine's (pregame.basic, the seed's chance) — the captains and so the colours, each side the
nine of its captain's colour, and the event cards turned until one matches a colour, which says
who bats first. The screen shows that result; each side a person manages may set its batting
order (the lineup card, filled with the computer's order; each character may take another
position, one a position); the computer keeps its own. The hands dealt are secret: not shown.
Ctrl+S (or F2) creates the game and opens it; Escape goes back to the new game.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Label, Static

from engine.core.errors import ScorebookError
from scorebook.new_game import check_new
from scorebook.new_game_forms import Choice, Choices, NewGame, Shape, Side, Starter
from scorebook.new_game_unlimited9 import (Start, draw, game_cards_of, managed_by_person,
                                           position_number, reorder)
from tui.screens.play_ball import open_game
from tui.screens.recruit import RecruitScreen
from tui.widgets.lineup_editor import LineupEditor


def before_the_game(engine, game: NewGame) -> Screen | None:
    """The screen a new game goes through before it is created, or None (created at once).
    The checks every new game needs come first: a refusal is said on the new-game screen."""
    if game.system != "unlimited9" or game.mode == "record":
        return None
    check_new(engine, game)
    if game.options.get("mode", "basic") == "standard":
        return RecruitScreen(game)
    return DrawScreen(game)


class DrawScreen(Screen):
    """Basic mode: the draw's result, and the batting orders; see the module docstring."""

    TITLE = "Before the game"
    BINDINGS = [
        # Priority, the game screen awaited: keys typed with F2 reach the new game's entry
        # line (tui/app.py open_screen).
        Binding("ctrl+s", "play", "Play ball", id="pregame.play", priority=True),
        Binding("f2", "play", "Play ball", id="pregame.play_f2", show=False, priority=True),
    ]

    DEFAULT_CSS = """
    DrawScreen #pregame { height: 1fr; padding: 0 1; }
    DrawScreen .pregame-title { text-style: bold; color: $accent; margin-top: 1; }
    DrawScreen #pregame-lineups { height: auto; }
    DrawScreen #pregame-lineups > * { width: 1fr; margin-right: 2; }
    DrawScreen #play { margin-top: 1; }
    """

    def __init__(self, game: NewGame) -> None:
        super().__init__()
        self.game = game
        self.start: Start | None = None

    def compose(self) -> ComposeResult:
        self.start = draw(self.app.engine, self.game)
        cards = game_cards_of(self.app.engine, self.game)
        yield Header()
        with VerticalScroll(id="pregame"):
            yield Label("The draw", classes="pregame-title")
            yield Static(draw_result(self.game, self.start, cards), id="draw-result",
                         markup=False)
            yield Label("Batting orders", classes="pregame-title")
            with Horizontal(id="pregame-lineups"):
                for order, side in enumerate((self.start.first, self.start.second)):
                    title = f"{side.name} ({'bats first' if order == 0 else 'bats second'})"
                    if managed_by_person(self.game, side.code):
                        title += ": your order"
                        nine = tuple(Choice(c, f"{c} {cards.character(c).name} {p}",
                                            cards.character(c).name) for c, p in side.nine)
                        yield LineupEditor(f"side{order}", title, Shape(9, tuple(range(1, 10))),
                                           Choices(nine, nine), _card_side(side),
                                           id=f"order-{order}")
                    else:
                        yield Static(_fixed_order(title, side, cards), classes="pregame-fixed",
                                     markup=False)
            yield Button("Play ball (Ctrl+S)", variant="primary", id="play", compact=True)
        yield Static("", classes="pregame-error error", markup=False)
        yield Footer()

    @on(Button.Pressed, "#play")
    async def _play_pressed(self) -> None:
        await self.action_play()

    async def action_play(self) -> None:
        """Create the game with the batting orders on the screen (Ctrl+S, F2)."""
        sides = [self.start.first, self.start.second]
        for editor in self.query(LineupEditor):
            order = int((editor.id or "order-0").removeprefix("order-"))
            rows = editor.lineup(sides[order].code, sides[order].name).batters
            try:
                sides[order] = reorder(sides[order], rows)
            except ScorebookError as exc:
                self.query_one(".pregame-error", Static).update(str(exc))
                return
        await open_game(self, self.game, Start(sides[0], sides[1], self.start.discard))


def draw_result(game: NewGame, start: Start, cards) -> str:
    """The captains, their colours, the cards turned and who bats first, in words."""
    lines = []
    for side in (start.first, start.second):
        captain = cards.character(side.captain)
        lines.append(f"{side.name}: Captain {captain.id} {captain.name} ({captain.colour}) — "
                     f"plays the nine {captain.colour} characters")
    turned = ", ".join(f"{c} ({cards.colour_of(c)})" for c in start.discard) or "none"
    first = start.first
    swapped = " (chosen as the home team, it is the visitors)" \
        if first.code != game.away.code else ""
    lines.append(f"Turned from the event deck: {turned}.")
    lines.append(f"{first.name} bats first{swapped}. Each side holds {len(first.hand)} event "
                 "cards, secret.")
    return "\n".join(lines)


def _card_side(side) -> Side:
    return Side(side.code, side.name, tuple(Starter(card, position_number(position))
                                            for card, position in side.nine))


def _fixed_order(title: str, side, cards) -> str:
    rows = [f"{slot}. {c} {cards.character(c).name} {p}"
            for slot, (c, p) in enumerate(side.nine, start=1)]
    return f"{title}, the computer's order:\n" + "\n".join(rows)
