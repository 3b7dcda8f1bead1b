"""Nanyou's panel (rules/nanyou.md §2): the count, the dice of the pitch — the defense's and
the offense's die on the 6×6 batting table, the two dice on the batter's card and the row of
his card they name — and the batter's and pitcher's cards (name and reading, grade, speed).

It shows `NanyouState` as the engine keeps it: the answers of the pitch in progress
(`state.turn`) and those of the last pitch resolved (`state.last_turn`); the calls are read
from the game's tables.
"""

from __future__ import annotations

from rich.text import Text

from engine.core.record import PlayRecord
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.flow import grade_a_pitcher
from engine.systems.nanyou.results import COMBOS, Result, combo
from engine.systems.nanyou.state import NanyouState
from engine.systems.session import Session
from tui.widgets.system_panel import SystemPanel, at_bat, count_line, field_line, heading

FACES = range(1, 7)


class NanyouPanel(SystemPanel):
    """Count, dice, batting table and cards of a Nanyou game."""

    BORDER_TITLE = "Nanyou"

    def describe(self, session: Session) -> Text:
        state: NanyouState = session.state
        game = state.game
        text = at_bat(session, self.tally)
        if not game.final:
            field_line(text, "Count", count_line(game))
        turn = dict(state.turn)
        last = dict(state.last_turn)
        if turn:
            _pitch(text, "This pitch", state, turn, state.card(game.batter), grade_a_pitcher(state))
        if last:
            batter = _last_batter(session.records)
            _pitch(text, "Last pitch", state, last, state.card(batter) if batter else None,
                   grade_a_pitcher(state))
        shown = turn if "die.offense" in turn else last
        if state.options.mode == "full":
            _table(text, state, shown, grade_a_pitcher(state))
        if not game.final:
            _card(text, "Batter", state.card(game.batter), state, turn)
            _card(text, "Pitcher", state.card(game.pitcher), state, {})
        return text


def _pitch(text: Text, title: str, state: NanyouState, answers: dict[str, str],
           card: Card | None, grade_a: bool) -> None:
    """The dice of one pitch and what the table and the card made of them."""
    heading(text, title)
    if answers.get("tactic", "none") != "none":
        field_line(text, "Tactic", answers["tactic"])
    if "die.defense" in answers:
        field_line(text, "Defense", answers["die.defense"])
    if "die.offense" in answers:
        d, o = int(answers["die.defense"]), int(answers["die.offense"])
        field_line(text, "Offense", f"{o}  → table: {state.tables.call(d, o, grade_a)}")
    if "die.card1" in answers and "die.card2" in answers:
        key = combo(int(answers["die.card1"]), int(answers["die.card2"]))
        pattern = card.pattern if card is not None else state.tables.generic_pattern
        field_line(text, "Card", f"{key}  → {pattern[key].text}")
    elif "die.card1" in answers:
        field_line(text, "Card", f"{answers['die.card1']} (and the second die)")
    if "die.challenge1" in answers and "die.challenge2" in answers:
        field_line(text, "Challenge", f"{answers['die.challenge1']}-{answers['die.challenge2']}")


def _table(text: Text, state: NanyouState, answers: dict[str, str], grade_a: bool) -> None:
    """The batting table, defense die down and offense die across, the cell used marked."""
    used = None
    if "die.defense" in answers and "die.offense" in answers:
        used = (int(answers["die.defense"]), int(answers["die.offense"]))
    heading(text, "Batting table (defense ↓ offense →)")
    text.append("    " + "".join(f"{o:<3}" for o in FACES) + "\n", style="dim")
    for d in FACES:
        text.append(f" {d}  ", style="dim")
        for o in FACES:
            call = state.tables.call(d, o, grade_a)
            cell = f"{call:<{3 - _wide(call)}}"
            text.append(cell, style="reverse bold" if used == (d, o) else "")
        text.append("\n")


def _wide(call: str) -> int:
    """空 takes two columns."""
    return sum(1 for ch in call if ord(ch) > 0x2E80)


def _card(text: Text, title: str, card: Card | None, state: NanyouState,
          answers: dict[str, str]) -> None:
    """A player's card: front, and for the batter the back's pattern (the row rolled marked)."""
    if card is None:
        heading(text, f"{title}: no card (generic pattern)")
        return
    reading = f" ({card.reading})" if card.reading else ""
    heading(text, f"{title}: {card.name}{reading}")
    field_line(text, "Card", f"{card.id}, {card.role}, plays {' '.join(card.positions)}")
    field_line(text, "Grade", f"{card.grade}, speed {card.speed}")
    if title != "Batter":
        return
    rolled = None
    if "die.card1" in answers and "die.card2" in answers:
        rolled = combo(int(answers["die.card1"]), int(answers["die.card2"]))
    for n, key in enumerate(COMBOS):  # the 21 combinations, three a line
        result: Result = card.pattern[key]
        text.append(f"{key} {result.text:<8}", style="reverse bold" if key == rolled else "")
        text.append("\n" if n % 3 == 2 else " ")


def _last_batter(records: tuple[PlayRecord, ...]) -> str:
    """The batter of the last pitch or play recorded."""
    for record in reversed(records):
        if record.kind in ("pitch", "play") and record.batter:
            return record.batter
    return ""
