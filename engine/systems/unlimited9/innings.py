"""The opening of each half and the end of each inning (rules/unlimited_nine.md §2 (1), (4), §3.1).

Before a half the team batting first, then the other, may play event cards from its hand face
up, one question a card, each declaring which of its actions it uses; a team uses an event's
name once an inning. Then the defence may swap two fielders' positions (any number of times).
At the end of an inning the events played go to the discard, and every character with the sick
icon who took part in it turns to his student side.
"""

from __future__ import annotations

from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.unlimited9.effects as fx
import engine.systems.unlimited9.hands as hands
import engine.systems.unlimited9.lineup as lineup
from engine.systems.unlimited9.state import Table, U9State

KEYS = ("event", "field")
NONE = "none"


def current_step(state: U9State) -> int:
    """The opening's step now: a team with no event it could play is passed over."""
    inning, half, step = state.phase
    game = state.game
    step = step if (inning, half) == (game.inning, game.half) else 0
    while step < 2 and not playable(state, step):
        step += 1
    return step


def opening_ask(state: U9State) -> Ask | None:
    """The opening's next question, or None once it is over (or the half has begun)."""
    game = state.game
    if not game.new_half or state.turn:
        return None
    step = current_step(state)
    if step < 2:
        who = "offense" if step == game.half else "defense"
        return Ask("event", who, "choice", "Play an event card face up for this inning (its "
                   "action after the colon)?", (NONE, *playable(state, step)))
    if step == 2:
        return Ask("field", "defense", "choice", "Swap two fielders' positions before the half?",
                   (NONE, *lineup.swaps(state)))
    return None


def playable(state: U9State, team: int) -> tuple[str, ...]:
    """`team`'s events it may play now, as "E05:1" (card and action): an event's name once an
    inning."""
    table = state.tables[team]
    used = {state.cards.event(card).name for card, _ in table.events}
    options = []
    for card in dict.fromkeys(table.hand):
        event = state.cards.event(card)
        if event.name not in used:
            options += [f"{card}:{n}" for n in range(1, len(event.actions) + 1)]
    return tuple(options)


def answer(state: U9State, key: str, value: str) -> tuple[U9State, list]:
    game = state.game
    step = current_step(state)
    state = replace(state, phase=(game.inning, game.half, step + 1 if value == NONE else step))
    if value == NONE:
        return state, []
    if key == "field":
        return lineup.swap(state, value)
    return play_event(state, step, value), []


def play_event(state: U9State, team: int, value: str) -> U9State:
    """`team` plays the event "E05:1" face up: it leaves the hand; a draw is owed at once."""
    card, _, n = value.partition(":")
    action = int(n or 1) - 1
    table = state.tables[team]
    hand = list(table.hand)
    if card in hand:
        hand.remove(card)
    else:  # at a table the card came from the unseen hand
        table = replace(table, hidden=max(0, table.hidden - 1))
    state = hands.with_table(state, team, replace(table, hand=tuple(hand),
                                                  events=table.events + ((card, action),)))
    drawn = fx.total(state.cards.event(card).actions[action].effects, "draw")
    return hands.owe(state, team, drawn) if drawn and state.options.entry == "cards" else state


def turnover(state: U9State) -> U9State:
    """At the end of an inning: the events played go to the discard, the sick who took part
    turn to their student side."""
    game = state.game
    if game.inning == state.inning and not game.final:
        return state
    tables, discard = [], list(state.discard)
    for team, table in enumerate(state.tables):
        discard += [card for card, _ in table.events]
        sick = {p for p in table.took_part if state.card(p).sick}
        tables.append(Table(hand=table.hand, hidden=table.hidden, students=table.students | sick,
                            pitcher_changed=table.pitcher_changed))
    return replace(state, tables=(tables[0], tables[1]), discard=tuple(discard), inning=game.inning)
