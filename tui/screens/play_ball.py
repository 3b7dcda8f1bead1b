"""Play ball: a game played in the app is created from the sides settled before its first pitch
and opened. Both screens before the game end here — the draw (pregame.py) and recruiting
(recruit.py) — so it is apart from both: pregame.py chooses between them.
"""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Static

from engine.core.errors import ScorebookError
from scorebook.new_game import create
from scorebook.new_game_forms import NewGame
from scorebook.new_game_unlimited9 import Start
from tui.screens import screen_class


async def open_game(screen: Screen, game: NewGame, start: Start) -> None:
    """Create the game from the sides settled before it and open it (the screen before the
    game and the new-game screen under it give way to it); a refusal is said on `screen`.
    Returns once the game screen is up, its entry line focused."""
    try:
        key = create(screen.app.engine, game, start)
    except ScorebookError as exc:
        screen.query_one(".pregame-error", Static).update(str(exc).splitlines()[0])
        return
    app = screen.app
    await app.pop_screen()
    await app.switch_screen(screen_class("game")(key=key))
