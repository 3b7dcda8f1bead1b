"""What a line sets up that no row of the scoresheet says: the part of a pitch or a plate
appearance it leaves to the next line (a Nanyou pitch's dice, a Pizza Box at-bat's cards), a
tactic declared, an event card played, a ball in play still to be told.

Each is read off the game's state before and after the line (Session.rehearse), by the
system's own questions (its flow says what it asks next), so it is what Enter will leave.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import engine.systems.nanyou.flow as nanyou_flow
import engine.systems.pizzabox.decks as pizzabox_decks
import engine.systems.pizzabox.flow as pizzabox_flow
from engine.core.state import GameState

#: A Pizza Box question, as the table's line answers it (docs/entry-language.md).
PIZZABOX_WORDS = {"hitter": "the hitter's card (w t s b)", "pitch": "the pitcher's card (K B P)",
                  "running": "the running card (+ or -)", "result": "the result card",
                  "pitcher": "p and the reliever", "pinch": "ph and the pinch hitter"}


@dataclass(frozen=True)
class Pending:
    """What a line does beyond its rows, in words: `first` comes before them (a tactic
    declared, an event card played), `then` after them (a character turned to his student
    side); `still` is what it leaves to be typed next ("" when the line is whole)."""

    first: list[str] = field(default_factory=list)
    then: list[str] = field(default_factory=list)
    still: str = ""


def pending(system: str, before: Any, after: Any, game: GameState) -> Pending:
    """What the line does beyond its rows; `game` is the core's state after the line."""
    return SYSTEMS.get(system, _core)(before, after, game)


def _core(before: Any, after: Any, game: GameState) -> Pending:
    """A ball in play recorded without its play (plain's `x`): the next line says it."""
    return Pending(still="the play that followed" if game.in_play else "")


def _nanyou(before: Any, after: Any, game: GameState) -> Pending:
    """A tactic declared, and the pitch's dice still to come (the line stopped mid-pitch)."""
    if not after.turn:
        return Pending()
    tactic = after.answered("tactic")
    ask = nanyou_flow.next_ask(after)
    return Pending([f"{tactic} declared"] if tactic and tactic != "none" else [],
                   still=ask.prompt if ask is not None else "")


def _pizzabox(before: Any, after: Any, game: GameState) -> Pending:
    """The cards typed so far of an at-bat the line did not finish, and the one to come."""
    if not after.turn:
        return Pending()
    cards = [card for key, card in after.turn if key in ("hitter", "pitch")]
    ask = pizzabox_flow.next_ask(pizzabox_decks.prepared(after))
    return Pending([" against ".join(cards)] if cards else [],
                   still=PIZZABOX_WORDS.get(ask.key, ask.prompt) if ask is not None else "")


def _unlimited9(before: Any, after: Any, game: GameState) -> Pending:
    """The event cards played before the half, and the characters turned to their student
    side (by the duplicate rule's `pos`/`flip`, or at an inning's end for taking part): they
    change the table, not the scoresheet."""
    played, turned = [], []
    for team in (0, 1):
        for card_id, action in after.tables[team].events:
            if (card_id, action) in before.tables[team].events:
                continue
            card = after.cards.event(card_id)  # the action played, 0 its first
            side = "offence" if team == game.half else "defence"
            played.append(f"the {side} plays {card.name} ({card.actions[action].name})")
        for player in sorted(after.tables[team].students - before.tables[team].students):
            turned.append(f"{after.card(player).name} turns to the student side")
    return Pending(played, turned)


SYSTEMS: dict[str, Callable[[Any, Any, GameState], Pending]] = {
    "nanyou": _nanyou, "pizzabox": _pizzabox, "unlimited9": _unlimited9}
