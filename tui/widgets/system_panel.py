"""The generic panel on the game screen, and the helpers each system's own panel builds on
(panels.py chooses which panel a game gets).

Every panel has `show(session)`, which the game screen calls after each change; a panel only
shows the state it is handed. The generic panel (plain scorekeeping, and any system without a
panel of its own) shows who is at bat and on deck and who is pitching, with his pitch count
when the game records pitches; Bottom of the 9th and Nanyou add their tokens, dice, tracks and
cards, Pizza Box its hand, decks and piles, Unlimited Nine its hands, duel, fielders and events
(bot9_panel.py, nanyou_panel.py, pizzabox_panel.py, unlimited9_panel.py).
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from engine.core.setup import POSITIONS
from engine.core.state import GameState, TeamState
from engine.systems.base import Ask
from engine.systems.session import Session
from scorebook.game_tally import GameTally
from tui.widgets.field import pitching


class SystemPanel(VerticalScroll):
    """The generic panel; a system's panel overrides `describe`."""

    DEFAULT_CSS = """
    SystemPanel {
        height: auto;
        max-height: 100%;
        padding: 0 1;
        border: round $primary-muted;
        scrollbar-size-vertical: 1;  /* a long panel scrolls: the bar takes one column, not two */
    }
    SystemPanel > .panel-body {
        width: 100%;
    }
    """

    BORDER_TITLE = "At bat"
    #: The teams (0 visitors, 1 home) whose hidden cards the panel may show: the game screen
    #: sets it from who plays (TableGame.open_sides); none until it says.
    open_sides: frozenset[int] = frozenset()

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # The game's rows counted as they come, so that a pitch count costs the same at the
        # 3,000th pitch as at the first (at_bat).
        self.tally = GameTally()

    def compose(self) -> ComposeResult:
        yield Static("", classes="panel-body")

    def on_mount(self) -> None:
        self.border_title = self.BORDER_TITLE

    def show(self, session: Session) -> None:
        """Show the game as `session` has it now."""
        # A panel of fixed height (the game screen's) needs no new layout on every pitch:
        # that relayout was a fifth of a recording key press.
        auto = self.styles.height is None or self.styles.height.is_auto
        self.query_one(".panel-body", Static).update(self.describe(session), layout=auto)

    def describe(self, session: Session) -> Text:
        return at_bat(session, self.tally)

    def secret(self, ask: Ask) -> bool:
        """Whether `ask`'s answers come out of a hidden hand: in hot-seat the screen is then
        passed to the side asked before it is shown (hand_gate.py). None by default."""
        return False

    def option_labels(self, session: Session, ask: Ask, options: tuple[str, ...]
                      ) -> tuple[str, ...]:
        """How each answer to `ask` is shown (a system's cards by name): as itself here."""
        return options


def at_bat(session: Session, tally: GameTally | None = None) -> Text:
    """Batter, on deck and pitcher: "At bat  3. Mara Quinn (CF)" … (`tally`: the panel's count
    of the game's rows, brought up to date here)."""
    game = session.game
    text = Text()
    if game.final:
        text.append("Game over", style="bold")
        if game.end_reason:
            text.append(f": {game.end_reason}")
        return text.append("\n")
    batting, fielding = game.batting, game.fielding
    field_line(text, "At bat", _who(batting, game.batter))
    if batting.lineup:
        on_deck = batting.lineup[(batting.up + 1) % len(batting.lineup)]
        field_line(text, "On deck", _who(batting, on_deck))
    pitcher = pitching(game, lambda player: _who(fielding, player))
    count = pitch_count((tally or GameTally()).add(session.records), game) \
        if game.on_the_mound else None
    if count is not None:
        pitcher += f" — {count} pitch" + ("" if count == 1 else "es")
    field_line(text, "Pitching", pitcher)
    return text


def pitch_count(tally: GameTally, game: GameState) -> int | None:
    """Pitches the pitcher on the mound has thrown, or None when the game's rows carry no
    pitches."""
    if not tally.pitched:
        return None
    return tally.line_of(1 - game.half, game.on_the_mound).pitches or 0


def _who(team: TeamState, player: str) -> str:
    """"3. Mara Quinn (CF)": batting slot, name, position."""
    if not player:
        return "—"
    slot = team.slot_of(player)
    position = team.position_of(player)
    where = f" ({POSITIONS[position]})" if position else ""
    return f"{slot}. {team.name(player)}{where}" if slot else f"{team.name(player)}{where}"


def field_line(text: Text, label: str, value: str | Text) -> None:
    """One labelled line: "At bat   3. Mara Quinn (CF)" (a longer label keeps a space)."""
    text.append(f"{label:<8} ", style="bold")
    text.append(value)
    text.append("\n")


def heading(text: Text, title: str) -> None:
    """A section's title inside a panel."""
    if text.plain and not text.plain.endswith("\n\n"):
        text.append("\n")
    text.append(f"{title}\n", style="bold underline")


def count_line(game: GameState) -> str:
    """"2-1, 1 out"."""
    return f"{game.balls}-{game.strikes}, {game.outs} out" + ("" if game.outs == 1 else "s")
