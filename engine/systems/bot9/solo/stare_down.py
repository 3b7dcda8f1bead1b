"""The solo game's own questions and moments (rules/bot9.md §5.3-§5.5).

The stare-down: the batter guesses first (an offense ask), then the top card of the pitch deck
is drawn (a chance ask of kind "card" on the deck "pitch"): a Situation card gives the pitch by
its icon; an Effect card does its stare-down action and its effect holds for this pitch, then
the next card is drawn. With the deck empty the spent pitcher throws anything but his ace pitch
(a chance ask) until the batter changes; then the next pitcher card is revealed (a chance ask
on the deck "pitchers") and comes in as a reliever. Tires are drawn card by card (chance
asks); recovering needs nobody — the bottom card of the discard is known.

Between batters (`after_play`): clean-up recovers one card per empty base; a new inning tires
the pitcher one card; a spent pitcher is relieved. No fatigue markers are used.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.state import GameState
from engine.systems.base import Ask
from engine.systems.bot9.fatigue import ace_of, bring_in, pitcher_deck
import engine.systems.bot9.solo.deck as deck
from engine.systems.bot9.solo.rules import NEW_INNING_TIRE, effect_text
from engine.systems.bot9.state import Bot9State, SoloState

PITCHES = ("HI", "HA", "LI", "LA")
#: The solo game's asks; every other ask is the two-player game's.
KEYS = ("solo.reliever", "solo.tire", "solo.card", "solo.pitch")


def next_ask(state: Bot9State) -> Ask | None:
    """The solo question due before the dice, or None when the pitch is ready to roll."""
    solo, turn = state.solo, state.turn
    if solo.relief:
        return Ask("solo.reliever", "chance", "card", "The next pitcher card comes in to relieve",
                   pitcher_deck(state), deck="pitchers")
    if solo.tires:
        return Ask("solo.tire", "chance", "card",
                   "Tire: the top card of the pitch deck goes to the discard", solo.deck, deck="pitch")
    if not turn.guess:
        return Ask("guess", "offense", "choice", "Batter: guess the pitch", PITCHES)
    if turn.aim:
        return None
    if not solo.deck:
        return Ask("solo.pitch", "chance", "choice",
                   "The pitch deck is empty: the pitcher throws anything but his ace pitch",
                   non_ace(state))
    return Ask("solo.card", "chance", "card", "Stare-down: the top card of the pitch deck",
               solo.deck, deck="pitch")


def answer(state: Bot9State, ask: Ask, value: str) -> tuple[Bot9State, list]:
    """Take a solo answer (already checked against the ask's options)."""
    solo = state.solo
    if ask.key == "solo.reliever":
        state, events = bring_in(state, value)
        return with_deck(state, deck.new_deck(solo, deck_order(state))), events
    if ask.key == "solo.tire":
        return with_deck(state, deck.tired(solo, value)), []
    if ask.key == "solo.pitch":
        state = with_deck(state, replace(solo, exhausted=True))
        return replace(state, turn=replace(state.turn, aim=value)), []
    return draw(state, value), []


def tire_for_mvp(state: Bot9State) -> Bot9State:
    """The batter tires the pitcher by one card instead of using his ★MVP (§5.4)."""
    return with_deck(state, deck.tire(state.solo, 1))


def draw(state: Bot9State, card: str) -> Bot9State:
    """The stare-down card: a Situation card's icon is the pitch; an Effect card acts."""
    cards = state.options.solo_cards
    solo = deck.to_discard(state.solo, card)
    turn = replace(state.turn, drawn=state.turn.drawn + (card,))
    if card in cards.situations:
        return replace(with_deck(state, solo), turn=replace(turn, aim=cards.situations[card].pitch))
    effect = cards.effects[card]
    for statement in (*effect.stare_down, *effect_text(state.options, effect, flipped_at_set_up=False)):
        if statement.action == "tire":
            solo = deck.tire(solo, statement.amount)
        elif statement.action == "recover":
            solo = deck.recover(solo, statement.amount, deck_order(state))
        elif statement.action == "throw" and not turn.aim:
            turn = replace(turn, aim="".join(ace_of(state)) if statement.pitch == "ace"
                           else statement.pitch)
        elif statement.ability is not None:
            turn = replace(turn, card_effects=turn.card_effects + (statement.ability,))
    return replace(with_deck(state, solo), turn=turn)


def after_play(state: Bot9State, game: GameState) -> Bot9State:
    """The core game after the events. When the batter changes: clean-up (recover one card
    per empty base), a new inning's Tire 1, and the reliever of a spent pitcher."""
    if state.solo is None:  # recorded at the table, the cards not named: they keep track
        return replace(state, game=game, cleanup=False)
    old, solo = state.game, state.solo
    same_half = (game.inning, game.half) == (old.inning, old.half)
    # An outcome override ends a plate appearance without the pitch flow: the lineup tells.
    batter_changes = state.cleanup or not same_half or game.batting.up != old.batting.up
    state = replace(state, game=game, cleanup=False)
    if game.final or not batter_changes:
        return state
    if same_half:
        empty = sum(1 for runner in game.bases if runner is None)
        solo = deck.recover(solo, empty, deck_order(state))
    if solo.exhausted:
        if pitcher_deck(state):
            solo = replace(solo, relief=True)
        else:  # no pitcher card left: the same arm goes on with a new deck (house default)
            solo = deck.new_deck(solo, deck_order(state))
    if not same_half:
        solo = deck.tire(solo, NEW_INNING_TIRE)
    return with_deck(state, solo)


def non_ace(state: Bot9State) -> tuple[str, ...]:
    """The pitches a spent pitcher may throw: all but his ace pitch (§5.5)."""
    ace = "".join(ace_of(state))
    return tuple(p for p in PITCHES if p != ace)


def deck_order(state: Bot9State) -> tuple[str, ...]:
    """Every card of this game's pitch deck, in card-file order."""
    options = state.options
    return options.solo_cards.pitch_deck(options.situation, options.effect)


def with_deck(state: Bot9State, solo: SoloState) -> Bot9State:
    return replace(state, solo_deck=solo)
