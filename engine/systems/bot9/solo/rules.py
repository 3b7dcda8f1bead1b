"""The options of a solo game (rules/bot9.md §5) and what the set-up puts on the table.

A solo game is a bot9 game with `solo=on`, the Situation card's id (`situation`), the Effect
card flipped at set-up (`effect`) and the advanced rules as switches: `veteran` (Effect cards
use their advanced text), `moty` (Manager of the Year: the discard is hidden), `hof` (Hall of
Fame: no runners; the set-up leaves them off), `first_effect` (on by default: the Effect card
flipped at set-up is exempt from Veteran, as the seed says), `drawn` (at the table: the pitch
lines name the cards drawn, and the game keeps the deck as with the dice). Running is always the variant
(§5.4). The pitcher deck is the `bullpen.away` option: the pitcher cards not yet used.
"""

from __future__ import annotations

from engine.core.errors import shown
from engine.core.frozen import replace
from typing import Mapping

from engine.systems.bot9.solo.cards import EffectCard, SoloCards, Statement, load_solo_cards
from engine.systems.bot9.state import OptionError, Options, SoloState

#: Rows of the deck moved at the moments the solo rules name [seed]: a reliever comes in
#: after the discard is shuffled into a new deck, then Tire 3; each new inning Tire 1.
RELIEF_TIRE = 3
NEW_INNING_TIRE = 1


def solo_options(read: Options, options: Mapping[str, str], switches: dict[str, bool]) -> Options:
    """`read` with the solo options checked and the pitch deck as the set-up leaves it."""
    cards = load_solo_cards(options.get("solo_cards") or None)
    situation = options.get("situation", "").strip()
    effect = options.get("effect", "").strip()
    if situation not in cards.situations:
        raise OptionError(f"Option situation={shown(situation)}: {cards.source} has no Situation "
                          f"card with that id ({', '.join(cards.situations)}).")
    if effect not in cards.effects:
        raise OptionError(f"Option effect={shown(effect)}: {cards.source} has no Effect card with "
                          f"that id ({', '.join(cards.effects)}).")
    solo = replace(read, running="variant", solo=True, situation=situation, effect=effect,
                   veteran=switches["veteran"], moty=switches["moty"], hof=switches["hof"],
                   first_effect=switches["first_effect"], drawn=switches["drawn"],
                   solo_cards=cards)
    if solo.entry == "table" and not solo.drawn:
        return solo  # at the table the cards keep track of themselves
    return replace(solo, solo_start=set_up_deck(solo, cards))


def set_up_deck(options: Options, cards: SoloCards) -> SoloState:
    """The pitch deck at set-up (§5.2): every card but the two on the table, with the flipped
    Effect card applied — its deck actions now, its abilities for the whole game."""
    statements = effect_text(options, cards.effects[options.effect], flipped_at_set_up=True)
    deck = cards.pitch_deck(options.situation, options.effect)
    tires = sum(s.amount for s in statements if s.action == "tire")
    # Nothing is in the discard yet, so a recover at set-up has nothing to bring back.
    return SoloState(deck=deck, tires=min(tires, len(deck)),
                     in_force=tuple(s.ability for s in statements if s.ability is not None))


def effect_text(options: Options, card: EffectCard, flipped_at_set_up: bool) -> tuple[Statement, ...]:
    """The text of an Effect card in use: the advanced one for a Veteran (§5.6), except for
    the card flipped at set-up while `first_effect` is on."""
    advanced = options.veteran and not (flipped_at_set_up and options.first_effect)
    return card.advanced if advanced else card.basic
