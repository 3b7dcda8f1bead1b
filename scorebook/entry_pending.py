"""What a line sets up that no row of the scoresheet says: the part of a pitch or a plate
appearance it leaves to the next line (a Nanyou pitch's dice, a Pizza Box at-bat's cards), a
tactic declared, an event card played, a runner placed, a ball in play still to be told.

Each is read off the game's state before and after the line (Session.rehearse), by the
system's own questions (its flow says what it asks next), so it is what Enter will leave.
"""

from __future__ import annotations

from typing import Any, Callable

import engine.systems.nanyou.flow as nanyou_flow
import engine.systems.pizzabox.decks as pizzabox_decks
import engine.systems.pizzabox.flow as pizzabox_flow
from engine.core.state import GameState

BASE_NAMES = {0: "first", 1: "second", 2: "third"}
#: A Pizza Box question, as the table's line answers it (docs/entry-language.md).
PIZZABOX_WORDS = {"hitter": "the hitter's card (w t s b)", "pitch": "the pitcher's card (K B P)",
                  "running": "the running card (+ or -)", "result": "the result card",
                  "pitcher": "p and the reliever", "pinch": "ph and the pinch hitter"}


def pending(system: str, before: Any, after: Any, game_before: GameState,
            game_after: GameState, recorded: bool) -> tuple[list[str], str]:
    """What the line sets up beyond its rows (`recorded`: it made some), in words, and what
    it leaves to be typed next ("" when nothing: the line is whole)."""
    said = [] if recorded else _placed(game_before, game_after)
    more, still = SYSTEMS.get(system, _core)(before, after, game_after)
    return said + more, still


def _core(before: Any, after: Any, game: GameState) -> tuple[list[str], str]:
    """A ball in play recorded without its play (plain's `x`): the next line says it."""
    return [], "the play that followed" if game.in_play else ""


def _placed(before: GameState, after: GameState) -> list[str]:
    """A runner put on base by `radj` (extra innings' runner on second)."""
    if (before.inning, before.half) != (after.inning, after.half):
        return []
    return [f"{after.batting.name(runner.player)} placed on {BASE_NAMES[at]}"
            for at, runner in enumerate(after.bases)
            if runner is not None and before.bases[at] is None]


def _nanyou(before: Any, after: Any, game: GameState) -> tuple[list[str], str]:
    """A tactic declared, and the pitch's dice still to come (the line stopped mid-pitch)."""
    if not after.turn:
        return [], ""
    tactic = after.answered("tactic")
    ask = nanyou_flow.next_ask(after)
    return ([f"{tactic} declared"] if tactic and tactic != "none" else [],
            ask.prompt if ask is not None else "")


def _pizzabox(before: Any, after: Any, game: GameState) -> tuple[list[str], str]:
    """The cards typed so far of an at-bat the line did not finish, and the one to come."""
    if not after.turn:
        return [], ""
    cards = [card for key, card in after.turn if key in ("hitter", "pitch")]
    ask = pizzabox_flow.next_ask(pizzabox_decks.prepared(after))
    return ([" against ".join(cards)] if cards else [],
            PIZZABOX_WORDS.get(ask.key, ask.prompt) if ask is not None else "")


def _unlimited9(before: Any, after: Any, game: GameState) -> tuple[list[str], str]:
    """The event cards played before the half (they go on the table, not the scoresheet)."""
    said = []
    for team in (0, 1):
        for card_id, action in after.tables[team].events:
            if (card_id, action) in before.tables[team].events:
                continue
            card = after.cards.event(card_id)  # the action played, 0 its first
            side = "offence" if team == game.half else "defence"
            said.append(f"the {side} plays {card.name} ({card.actions[action].name})")
    return said, ""


SYSTEMS: dict[str, Callable[[Any, Any, GameState], tuple[list[str], str]]] = {
    "nanyou": _nanyou, "pizzabox": _pizzabox, "unlimited9": _unlimited9}
