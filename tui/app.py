"""The Scorebook app: `make_app(settings)` builds it for the `scorebook` command, the tests and
the snapshot tests alike (STYLE.md, TUI).

The app only opens the database and moves between screens; each screen lives in its own module
under `tui/screens/` (listed in `tui.screens.SCREENS`), shows what the engine and the
statistics compute, and never computes a rule itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from sqlalchemy.engine import Engine
from textual.app import App, SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.screen import Screen

from db.claims import this_scorer
from db.engine import make_engine
from db.migrate import upgrade
from scorebook.demo import DEFAULT_GAMES
from stats.readers import many_threads
from tui.screens import SCREENS, screen_class

LIGHT, DARK = "textual-light", "textual-dark"


@dataclass(frozen=True)
class Settings:
    """What the app is opened with: the database (None: $SCOREBOOK_DB or the default SQLite
    file), the theme, whether the home screen may offer to build the demo league and how many
    games a season of it has (`scorebook demo --games`), and who records (None:
    $SCOREBOOK_SCORER, else the system's user: db/claims.py)."""

    db_url: str | None = None
    scorer: str | None = None
    theme: str = DARK
    offer_demo: bool = True
    demo_games: int = DEFAULT_GAMES


class ScorebookApp(App):
    """Scorebook in the terminal: home first, every other screen from it or the palette."""

    TITLE = "Scorebook"
    CSS_PATH = "app.tcss"
    #: Below 100 columns every screen is "-narrow" (app.tcss: the footer keeps its room for the
    #: screen's own keys); a screen may set finer breakpoints of its own.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        Binding("question_mark", "show_keys", "Keys", id="app.keys"),
        Binding("ctrl+t", "toggle_theme", "Light/dark", id="app.theme", show=False),
        Binding("escape", "back", "Back", id="app.back", show=False),
    ]

    def __init__(self, settings: Settings, engine: Engine | None = None):
        super().__init__()
        self.settings = settings
        # Screens and their workers share it: read through SQLAlchemy only (stats/readers.py).
        self.engine: Engine = many_threads(engine or make_engine(settings.db_url))
        try:
            upgrade(self.engine)
        except Exception:  # a database refused (tui/entry.py says why) is closed, as found
            if engine is None:
                self.engine.dispose()
            raise
        self.theme = settings.theme
        self.scorer = this_scorer(settings.scorer)

    def on_mount(self) -> None:
        self.open_screen("home")

    def open_screen(self, name: str, **arguments: Any) -> AwaitComplete:
        """Show screen `name` (a key of `tui.screens.SCREENS`) on top of the current one.
        Awaited by a priority binding's action, the app handles no further key until the
        screen is up with its field focused: the keys typed with the one that opened it go
        there, in order, instead of to a screen with nothing focused (where they were lost)."""
        return self.push_screen(screen_class(name)(**arguments))

    def action_back(self) -> None:
        """Leave the current screen (home stays: it is the bottom of the stack)."""
        if len(self.screen_stack) > 2:
            self.pop_screen()

    def action_toggle_theme(self) -> None:
        self.theme = LIGHT if self.theme == DARK else DARK

    def action_show_keys(self) -> None:
        from tui.dialogs.keys import KeysDialog

        if not isinstance(self.screen, KeysDialog):
            self.push_screen(KeysDialog(self.screen))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette: Textual's own commands, every screen, and each key of this screen."""
        yield from super().get_system_commands(screen)
        yield SystemCommand("Light or dark theme", "Switch between the light and dark themes",
                            self.action_toggle_theme)
        for name, entry in SCREENS.items():
            yield SystemCommand(f"Go to {entry.title}", entry.help,
                                lambda name=name: self.open_screen(name))
        for key, active in screen.active_bindings.items():
            binding = active.binding
            if binding.description and active.enabled and active.node is screen:
                yield SystemCommand(f"{binding.description} ({key})",
                                    binding.tooltip or f"{binding.description} on this screen",
                                    lambda action=binding.action, node=active.node:
                                        self.call_later(node.run_action, action))

    def on_unmount(self) -> None:
        self.engine.dispose()


def make_app(settings: Settings | None = None, engine: Engine | None = None) -> ScorebookApp:
    """The app for `settings` (default: the default database); tests may hand in an engine."""
    return ScorebookApp(settings or Settings(), engine)
