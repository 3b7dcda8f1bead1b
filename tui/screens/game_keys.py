"""The game screen's keys: its bindings, and which of them act now (`GameKeys`, mixed into
GameScreen: it reads the screen's game, its question and what is shown).

On an empty entry line the keys the game claims act at once (entry_line.py `claimed_keys`:
the system's one-key pitches, `x`, the numbers of a person's answers, undo and redo, the log);
the others are typed. A question of more than nine answers is a list: its numbers are typed,
then Enter, and the arrows move in it.
"""

from __future__ import annotations

from textual.binding import Binding

from scorebook.table_answerers import PERSON, WATCH
from scorebook.table_play import answers
from tui.widgets.ask_panel import KEYED, AskPanel
from tui.widgets.entry_line import QUICK_BINDINGS, claimed_keys
from tui.widgets.scorecard_view import ScorecardView

GAME_BINDINGS = [
    *QUICK_BINDINGS,
    Binding("u,ctrl+z", "undo", "Undo", id="game.undo"),
    Binding("r,ctrl+y", "redo", "Redo", id="game.redo"),
    Binding("l", "focus_log", "Play log", id="game.log"),
    Binding("ctrl+s", "substitution", "Substitution", id="game.substitution"),
    Binding("f6", "lineups", "Lineups", id="game.lineups"),
    Binding("space", "pause", "Pause/play", id="game.pause"),
    Binding("plus", "speed(1)", "Faster", id="game.faster"),
    Binding("minus", "speed(-1)", "Slower", id="game.slower"),
    Binding("full_stop", "step", "One step", id="game.step"),
    Binding("B", "box", "Box score", id="game.box"),
    Binding("f5", "scorecard", "Scorecard", id="game.scorecard"),
    Binding("ctrl+o", "other_team", "Other team", id="game.scorecard_team"),
    Binding("n", "new_game", "New game", id="game.new"),
    # Not in the footer (no room at 80 columns): `?` and the palette list it.
    Binding("f8", "at_bat", "At-bat", id="game.at_bat", show=False),
    # Escape on an empty line: asked first while the game is in progress (leave_game.py).
    Binding("escape", "leave", "Back", id="game.leave", show=False),
    # More than nine answers are a list; the entry line keeps the focus, these move it.
    # Without a list, PageUp and PageDown go to the play log (to edit a past play), or
    # scroll the scorecard when it is shown.
    Binding("up", "ask_move(-1)", "Previous answer", id="game.answer_up", show=False),
    Binding("down", "ask_move(1)", "Next answer", id="game.answer_down", show=False),
    Binding("pageup", "page(-1)", "Page up (answers, play log, scorecard)",
            id="game.answer_pgup", show=False),
    Binding("pagedown", "page(1)", "Page down (answers, play log, scorecard)",
            id="game.answer_pgdn", show=False),
]

#: The actions of the claimed keys, and their key.
CLAIMED_ACTIONS = {"in_play": "x", "undo": "u", "redo": "r", "focus_log": "l", "box": "B"}


class GameKeys:
    """Which of the game screen's keys act now (GameScreen's `table` is its game, None when
    there is none; `_claims` caches the claimed keys by the game's version)."""

    def _claimed(self) -> frozenset[str]:
        """The keys that act at once on an empty entry line (worked out once a version)."""
        version = self.table.version if self.table else -1
        if self._claims[0] != version or version < 0:
            keys = claimed_keys(self.table)
            if self._listed():  # "1" could begin "12": the numbers are typed, then Enter
                keys -= {str(n) for n in range(10)}
            self._claims = (version, keys)
        return self._claims[1]

    def _listed(self) -> bool:
        """A person is asked a question of more than nine answers (they are a list)."""
        ask = self.table.ask() if self.table else None
        return ask is not None and self.table.whose(ask) == PERSON and len(answers(ask)) > KEYED

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "new_game":
            return self.table is None
        given = str(parameters[0]) if parameters else ""
        key = given if action in ("pitch", "choose") else CLAIMED_ACTIONS.get(action)
        if key is not None:
            return key in self._claimed()
        if action == "ask_move":
            return self._asks_from_list()
        if action in ("page", "lineups"):
            return self.table is not None
        if action in ("scorecard", "other_team"):
            return self.table is not None and (action == "scorecard" or self._scorecard())
        if action in ("pause", "speed", "step"):
            return self.table is not None and self.table.mode == WATCH
        if action == "substitution":
            return self.table is not None and self.table.mode != WATCH and not self.table.final
        return True

    def _asks_from_list(self) -> bool:
        return self._listed() or any(panel.listed for panel in self.query(AskPanel))

    def _scorecard(self) -> bool:
        """The scorecard is shown (F5), in place of the play log."""
        return bool(self.query(ScorecardView)) and self.query_one(ScorecardView).display
