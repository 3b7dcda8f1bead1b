"""Standard mode's team phase (rules/unlimited_nine.md §4): recruiting, before the game.

The characters are shuffled face down (the character deck); each player draws his Captain and
six event cards. Six characters are dealt player side up (recruitable), eight student side up.
Each player shows an event card of a colour the other's is not, and event cards are turned from
the deck until one matches a shown colour: that player acts first, and bats first. Then they take
turns, one action each: recruit from the table (discard as many cards as the character costs),
recruit blind (discard two, take the character deck's top card), or train (set the hand aside
as match event cards, no more than the characters owned, and draw six). After each round one
student card on the table turns to its player side (the first dealt first [house default]);
once all have turned, each takes one more action: nine each. The hands are then discarded.
Each picks starters (one a position), at most three on the bench; the characters left on the
table are shuffled student side up and fill the empty positions (students.py: when they run
out, the house default makes the deck again). The match event cards are the
match's starting hands [inferred, §6 Q8].

A state machine like a game's: `next_ask` / `answer`, chance answering the draws (so a seed
replays), the players or the computer (ai.recruit_answer) the choices. Before the game nobody
is offence or defence: a choice's `who` is the player, "0" or "1" (the teams in the order
given), and so is its `person`. `sides` makes the game; `run` plays it through.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.errors import EntryError, choices, quoted
from engine.core.frozen import replace
from engine.systems.base import Ask
import engine.systems.unlimited9.roster as roster
import engine.systems.unlimited9.students as students
from engine.systems.unlimited9.cards import COLOURS, CardSet
from engine.systems.unlimited9.roster import AUTO
from engine.systems.unlimited9.rules import Rules
from engine.systems.unlimited9.teams import Side

KEYS = ("show", "reveal", "action", "draw", "character", "lineup", "student")
TRAIN, BLIND = "train", "blind"


@dataclass(frozen=True)
class Recruiting:
    cards: CardSet
    rules: Rules
    teams: tuple[tuple[str, str], tuple[str, str]]     # (code, name), in the order given
    character_deck: tuple[str, ...]
    table_up: tuple[str, ...]
    table_students: tuple[str, ...]
    event_deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    owned: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    match: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    shown: tuple[str, ...] = ()                         # the colours shown, player 0's first
    first: int = -1                                     # who acts (and bats) first
    actions: tuple[int, int] = (0, 0)
    owed: tuple[int, int] = (0, 0)                      # event cards still to draw
    blind: int = -1                                     # the player taking the top character
    lineups: tuple[Side | None, Side | None] = (None, None)
    fill: tuple[str, ...] = ()                          # the student deck that fills the nines

    def captain(self, player: int) -> str:
        return self.owned[player][0]


def start(cards: CardSet, rules: Rules, rng: random.Random, first: tuple[str, str],
          second: tuple[str, str]) -> Recruiting:
    """The table dealt: captains, hands, six up and eight student side up (a shuffle: `rng`)."""
    characters = sorted(c.id for c in cards.characters)
    rng.shuffle(characters)
    events = sorted(e.id for e in cards.events)
    rng.shuffle(events)
    size = rules.first_hand
    up, down = rules.table_up, rules.table_students
    dealt = Recruiting(cards, rules, (first, second), tuple(characters[2 + up + down:]),
                       tuple(characters[2:2 + up]), tuple(characters[2 + up:2 + up + down]),
                       tuple(sorted(events[2 * size:])),
                       hands=(tuple(events[:size]), tuple(events[size:2 * size])),
                       owned=((characters[0],), (characters[1],)))
    return _first_settled(dealt)


def colours(state: Recruiting, player: int) -> tuple[str, ...]:
    have = {state.cards.colour_of(c) for c in state.hands[player]}
    return tuple(c for c in COLOURS if c in have)


def acting(state: Recruiting) -> int:
    """Who acts: the first player when both have acted as often, else the other."""
    a, b = state.actions
    return state.first if a == b else (0 if a < b else 1)


def total_actions(state: Recruiting) -> int:
    return state.rules.table_students + state.rules.extra_actions


def refilled(state: Recruiting) -> Recruiting:
    """The event deck refilled from the discard when it has run out (the seed's reshuffle
    holds in the team phase too: its draws are the same deck's) [inferred]."""
    if state.event_deck or not state.discard:
        return state
    return _with(state, event_deck=tuple(sorted(state.discard)), discard=())


def next_ask(state: Recruiting) -> Ask | None:
    state = refilled(state)
    for player in (0, 1):
        if state.owed[player] and state.event_deck:
            return Ask("draw", "chance", "card", f"{state.teams[player][0]} draws an event card",
                       state.event_deck, deck="events", person=str(player))
    if state.blind >= 0:
        return Ask("character", "chance", "card", "The character deck's top card",
                   state.character_deck, deck="characters", person=str(state.blind))
    if options := show_options(state):
        return Ask("show", str(len(state.shown)), "choice", "Show an event card: its colour (the "
                   "other player's must differ)", options, person=str(len(state.shown)))
    if state.first < 0:
        return Ask("reveal", "chance", "card", "Turn an event card from the deck", state.event_deck,
                   deck="events")
    if min(state.actions) < total_actions(state):
        player = acting(state)
        return Ask("action", str(player), "choice", "Recruit from the table (paying its cost), "
                   "recruit blind, or train?", actions(state, player), person=str(player))
    for player in (0, 1):
        if state.lineups[player] is None:
            return Ask("lineup", str(player), "entry", "Your starters in batting order, one a "
                       "position, then / and at most three on the bench (or auto)", (AUTO,),
                       person=str(player))
    state = students.refilled(state)
    if students.missing(state):
        return Ask("student", "chance", "card", "A student fills an empty position", state.fill,
                   deck="students")
    return None


def show_options(state: Recruiting) -> tuple[str, ...]:
    """The colours the next player to show may show (none once both have, or when he cannot)."""
    if len(state.shown) >= 2:
        return ()
    player = len(state.shown)
    options = colours(state, player)
    if player == 1:
        return tuple(c for c in options if c != state.shown[0])
    # never the only colour the other holds: he could not show a different one
    return tuple(c for c in options if any(o != c for o in colours(state, 1)))


def _first_settled(state: Recruiting) -> Recruiting:
    """The first player (the first given) acts first when no event card is left to turn — the
    deck turned to its end without a shown colour, or a small set dealt out whole — as in a
    basic game (pregame.reveal) [house default]: turning the discard again could go for ever."""
    if state.first >= 0 or state.event_deck or show_options(state):
        return state
    return _with(state, first=0)


def actions(state: Recruiting, player: int) -> tuple[str, ...]:
    hand = len(state.hands[player])
    options = [f"recruit {c}" for c in state.table_up if state.cards.character(c).cost <= hand]
    if state.character_deck and hand >= state.rules.blind_cost:
        options.append(BLIND)
    return (*options, TRAIN)


def _pay(state: Recruiting, player: int, count: int) -> Recruiting:
    """Discard `count` cards, those of the colours held fewest first (a hand keeps its colour)."""
    hand = list(state.hands[player])
    have = {c: sum(1 for e in hand if state.cards.colour_of(e) == c) for c in COLOURS}
    paid = sorted(hand, key=lambda e: (have[state.cards.colour_of(e)], e))[:count]
    for card in paid:
        hand.remove(card)
    return _with(state, hands=_set(state.hands, player, tuple(hand)), discard=state.discard + tuple(paid))


def _set(pair, player: int, value):
    items = list(pair)
    items[player] = value
    return tuple(items)


def _with(state: Recruiting, **changes) -> Recruiting:
    return replace(state, **changes)


def answer(state: Recruiting, ask: Ask, value: str) -> Recruiting:
    """Take one answer; a wrong one raises EntryError naming it."""
    value = value.strip()
    state = refilled(state) if ask.key == "draw" else state
    if ask.options and ask.kind != "entry" and value not in ask.options:
        raise EntryError(f"{quoted(value)} is not an answer to {quoted(ask.prompt)}: choose "
                         f"{choices(ask.options)}.", value)
    player = int(ask.person) if ask.person else -1
    if ask.key == "draw":
        deck = list(state.event_deck)
        deck.remove(value)
        return _with(state, event_deck=tuple(deck), owed=_set(state.owed, player, state.owed[player] - 1),
                     hands=_set(state.hands, player, state.hands[player] + (value,)))
    if ask.key == "character":
        deck = list(state.character_deck)
        deck.remove(value)
        return _acted(_with(state, character_deck=tuple(deck), blind=-1,
                            owned=_set(state.owned, player, state.owned[player] + (value,))), player)
    if ask.key == "show":
        return _first_settled(_with(state, shown=state.shown + (value,)))
    if ask.key == "reveal":
        deck = list(state.event_deck)
        deck.remove(value)
        state = _with(state, event_deck=tuple(deck), discard=state.discard + (value,))
        colour = state.cards.colour_of(value)
        if colour in state.shown:
            return _with(state, first=state.shown.index(colour))
        return _first_settled(state)
    if ask.key == "action":
        return _action(state, player, value)
    if ask.key == "lineup":
        side = roster.lineup(state.cards, state.rules, squad(state, player), value)
        state = _with(state, lineups=_set(state.lineups, player, side))
        return _with(state, fill=students.leftovers(state)) if None not in state.lineups else state
    return students.filled(students.refilled(state), value)


def _action(state: Recruiting, player: int, value: str) -> Recruiting:
    if value.startswith("recruit "):
        card = value.split()[1]
        state = _pay(state, player, state.cards.character(card).cost)
        state = _with(state, table_up=tuple(c for c in state.table_up if c != card),
                      owned=_set(state.owned, player, state.owned[player] + (card,)))
        return _acted(state, player)
    if value == BLIND:
        return _with(_pay(state, player, state.rules.blind_cost), blind=player)
    limit = len(state.owned[player])
    hand = sorted(state.hands[player], key=lambda e: (-sum(
        1 for h in state.hands[player] if state.cards.colour_of(h) == state.cards.colour_of(e)), e))
    kept = state.match[player] + tuple(hand)
    state = _with(state, match=_set(state.match, player, kept[:limit]), hands=_set(state.hands, player, ()),
                  discard=state.discard + kept[limit:], owed=_set(state.owed, player, state.rules.train_draw))
    return _acted(state, player)


def _acted(state: Recruiting, player: int) -> Recruiting:
    """One action done; after a round a student card turns; after the last, the hands go."""
    state = _with(state, actions=_set(state.actions, player, state.actions[player] + 1))
    if state.actions[0] == state.actions[1] and state.table_students:
        state = _with(state, table_up=state.table_up + state.table_students[:1],
                      table_students=state.table_students[1:])
    if min(state.actions) >= total_actions(state):
        state = _with(state, discard=state.discard + state.hands[0] + state.hands[1], hands=((), ()),
                      owed=(0, 0))
    return state


def squad(state: Recruiting, player: int) -> roster.Squad:
    code, name = state.teams[player]
    return roster.Squad(code, name, state.owned[player], state.captain(player), state.match[player])


def sides(state: Recruiting) -> tuple[Side, Side, tuple[str, ...]]:
    """The side batting first, the other, and the event discard: the game's start."""
    first = max(state.first, 0)
    return state.lineups[first], state.lineups[1 - first], state.discard


def run(state: Recruiting, choose, rng: random.Random) -> Recruiting:
    """The phase to its end: `choose(state, ask)` answers the players' questions, `rng` the draws."""
    while (ask := next_ask(state)) is not None:
        value = rng.choice(ask.options) if ask.who == "chance" else choose(state, ask)
        state = answer(state, ask, value)
    return state
