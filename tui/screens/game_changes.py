"""Changing what was recorded on the game screen: undo and redo (a played game's back to the
last question a person answered), an edit of any past input, and a typed substitution
(`GameChanges`, mixed into GameScreen: it reads the screen's game, widgets and runner of the
computer's turns). Each change is committed by the game (scorebook/table_play.py) before the
screen shows it; one refused says why on the entry line and changes nothing."""

from __future__ import annotations

from engine.core.errors import ScorebookError, quoted
from engine.core.record import PlayRecord
from tui.dialogs.edit_play import EditPlayDialog, when_in_game
from tui.dialogs.substitution import SubstitutionDialog
from tui.screens.game_claims import GameHeld
from tui.widgets.entry_line import EntryLine


class GameChanges:
    """The game screen's undo, redo, edit and substitution."""

    def action_undo(self) -> None:
        self._change("Undone", lambda: [done.value for done in self.table.undo()])

    def action_redo(self) -> None:
        self._change("Redone", lambda: [done.value for done in self.table.redo()])

    def _change(self, said: str, change) -> None:
        self.turns.stop()
        entry = self.query_one(EntryLine)
        try:
            values = change()
        except GameHeld as exc:
            self.offer_take_over(exc, lambda: self._change(said, change))
            return
        except ScorebookError as exc:
            entry.say(str(exc))
            return
        if self.table.open_sides() != {0, 1}:  # a choice made face down is not named
            n = len(values)
            entry.say(f"{said}: {n} answer{'' if n == 1 else 's'}", "note")
        else:
            entry.say(f"{said}: {' · '.join(values)}", "note")
        self.version = self.table.version
        self.turns.run()

    def edit_play(self, seq: int, record: PlayRecord) -> None:
        """Change input `seq` (the play log's `record`) in the edit dialog."""
        table = self.table
        about = (f"{when_in_game(record, table.names())}.\nInput {seq} of "
                 f"{len(table.inputs)}, as it was given; the rest of the game is replayed after "
                 f"the change (refused if it no longer fits).")

        def changed(value: str | None) -> None:
            if value is not None:
                self.query_one(EntryLine).say(f"Input {seq} is now {quoted(value)}.", "note")
                self.version = table.version
                self.turns.run()

        self.turns.stop()
        self.app.push_screen(EditPlayDialog(seq, table.value_of(seq), about,
                                            lambda value: table.edit(seq, value)), changed)

    def action_substitution(self) -> None:
        table = self.table
        if table.asks_substitutions:
            self.query_one(EntryLine).say("In this game a substitution is the game's own "
                                          "question before a batter: answer it there.", "note")
            return

        def chosen(line: str | None) -> None:
            if line:
                self._answer(line, typed=line)

        self.app.push_screen(SubstitutionDialog(self.app.engine, table.session, table.system,
                                                table.entry), chosen)
