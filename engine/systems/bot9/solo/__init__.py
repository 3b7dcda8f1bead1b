"""The solo Bottom of the 9th, "Manager's Challenge" (rules/bot9.md §5).

A solo game is a bot9 game with the option `solo=on`: the player manages the home team's six
batters against a pitcher who has no player behind him. His stare-down comes from the pitch
deck (the Situation and Effect cards not on the table), which is also his fatigue track; his
dice from a fixed policy; his relievers from the pitcher deck. Everything goes through the
system's asks, so a solo game is stored and replayed like any other.

- cards.py       the Situation and Effect cards (solo_cards.toml), checked
- rules.py       the solo options and the deck at set-up
- setup.py       the season's deal and the GameSetup of a game
- deck.py        tire, recover, relief: the deck as the fatigue track
- stare_down.py  the solo asks and what happens between batters
- policy.py      the solo pitcher's dice-adjustment policy
- table_draws.py a game recorded at the table: the cards drawn, named on the pitch lines
- view.py        what a screen shows, and the game's result word

Open questions of the rules, as decided here (house defaults):
Q6  only a full guess takes the pitcher's adjustments away (abilities.py);
Q7  an Effect card drawn at the stare-down goes to the discard like every card, does its
    stare-down action, its effect holds for that pitch, and the next card is drawn;
Q9  every game's pitch deck is all the solo cards but the two on the table, used Situation
    cards included (only the Situation card dealt must be unused).
"""

from engine.systems.bot9.solo.cards import (EffectCard, SituationCard, SoloCardError, SoloCards,
                                            load_solo_cards, read_solo_cards)
from engine.systems.bot9.solo.setup import (Deal, SoloSetupError, deal, named_batters,
                                            pick_batters, solo_game)
from engine.systems.bot9.solo.view import (EXTRA_INNING_WIN, LOSS, WIN, SoloBoard, board, result,
                                           visible_discard)

__all__ = ["EffectCard", "SituationCard", "SoloCardError", "SoloCards", "load_solo_cards",
           "read_solo_cards", "Deal", "SoloSetupError", "deal", "named_batters", "pick_batters",
           "solo_game",
           "EXTRA_INNING_WIN", "LOSS", "WIN", "SoloBoard", "board", "result", "visible_discard"]
