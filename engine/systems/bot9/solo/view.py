"""What a solo game shows (rules/bot9.md §5): the cards on the table, the deck, the discard the
player may look at, the pitcher, the result, and the odds of each pitch from what is in view.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.systems.bot9.cards import Card
from engine.systems.bot9.fatigue import ace_of, pitcher_deck
from engine.systems.bot9.solo.cards import EffectCard, SituationCard, Statement
from engine.systems.bot9.solo.rules import effect_text
from engine.systems.bot9.solo.stare_down import PITCHES, non_ace
from engine.systems.bot9.state import Bot9State, SoloState

WIN, EXTRA_INNING_WIN, LOSS = "win", "extra-inning win", "loss"  # solo.toml's result words


@dataclass(frozen=True)
class SoloBoard:
    """The solo table as a screen shows it. `discard` is empty under Manager of the Year."""

    situation: SituationCard
    effect: EffectCard
    effect_text: tuple[Statement, ...]
    effect_words: str  # the card's text in use, basic or advanced
    deck_size: int
    discard: tuple[str, ...]
    pitcher: str
    pitcher_card: Card | None
    exhausted: bool
    pitchers_left: int


def board(state: Bot9State) -> SoloBoard:
    """The solo table now (recorded at the table, the deck is the table's: shown empty)."""
    options, solo = state.options, state.solo or SoloState(deck=())
    effect = effect_card(state)
    pitcher = state.game.pitcher
    text = effect_text(options, effect, flipped_at_set_up=True)
    words = effect.texts["advanced" if text is effect.advanced else "basic"]
    return SoloBoard(situation_card(state), effect, text, words, len(solo.deck),
                     visible_discard(state), pitcher, state.card(pitcher), solo.exhausted,
                     len(pitcher_deck(state)))


def situation_card(state: Bot9State) -> SituationCard:
    options = state.options
    return options.solo_cards.situations[options.situation]


def effect_card(state: Bot9State) -> EffectCard:
    options = state.options
    return options.solo_cards.effects[options.effect]


def visible_discard(state: Bot9State) -> tuple[str, ...]:
    """The discard, bottom card first, as the player may see it: nothing under Manager of the
    Year (§5.6), though the game keeps it."""
    if state.options.moty or state.solo is None:
        return ()
    return state.solo.discard


def result(state: Bot9State) -> str:
    """"win" (won in the Situation's starting inning), "extra-inning win", "loss", or "" while
    the game goes on."""
    game = state.game
    if not game.final:
        return ""
    away, home = game.score
    if home <= away:
        return LOSS
    return WIN if game.inning == game.setup.situation.inning else EXTRA_INNING_WIN


def pitch_odds(state: Bot9State) -> dict[str, float]:
    """How likely each pitch looks to the batter: the pitch icons of the Situation cards he
    cannot see in the discard (with an Effect card that throws a pitch counted for it), and a
    little for every pitch, as Effect cards throw the ace; with the deck empty, anything but
    the ace pitch."""
    if not state.solo.deck:
        return {pitch: 1.0 for pitch in non_ace(state)}
    options = state.options
    cards = options.solo_cards
    seen = set(visible_discard(state))
    odds = {pitch: 0.5 for pitch in PITCHES}
    ace = "".join(ace_of(state))
    for card in cards.pitch_deck(options.situation, options.effect):
        if card in seen:
            continue
        if card in cards.situations:
            odds[cards.situations[card].pitch] += 1
            continue
        for statement in cards.effects[card].stare_down:
            pitch = ace if statement.pitch == "ace" else statement.pitch
            if statement.action == "throw" and pitch in odds:
                odds[pitch] += 1
    return odds
