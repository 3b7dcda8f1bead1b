"""Games stored under the earlier rules of the ★MVP and the support card (issue 17) still
replay.

Until then the batter's ★MVP was a choice in his ability question after the swing, the solo
batter tired the pitcher in that same question, and the support card served each side once a
game, only on its own team's dice. Now the ★MVP fires by itself, the solo batter chooses before
the swing (`batter.mvp`), and the support card has no limit and is shared both ways. A stored
game meets three kinds of difference, and db/replay.py asks `stale` what stands in:

* an ability answer that named only the ★MVP (or "none") where the question is no longer
  asked: dropped; where it is still asked, the ★MVP's name is taken out of it (`without_mvp`);
* the solo question before the swing, which the stored game never answered: `EARLIER`, which
  puts that pitch back under the earlier rule (the ★MVP and tiring offered after the swing);
* an ability question opened since (the support card again, or the other side's ability):
  "none", which is what the stored game had.
"""

from __future__ import annotations

from engine.systems.base import SKIP, Ask
from engine.systems.bot9.abilities import EARLIER, NONE, TIRE
from engine.systems.bot9.state import Bot9State


def stale(state: Bot9State, ask: Ask, key: str, value: str) -> str | None:
    """What stands in for stored answer `value` to question `key` while the game asks `ask`
    (key "" once the stored answers have run out); None: nothing does."""
    if key == "batter.ability" and without_mvp(state, value, any_batter=True) == NONE:
        return SKIP
    if ask.key == "batter.mvp" and key.startswith("die."):
        return EARLIER
    if ask.key in ("pitcher.ability", "batter.ability"):
        return NONE
    return None


def without_mvp(state: Bot9State, answer: str, any_batter: bool = False) -> str:
    """An answer to the batter's ability question stored when the ★MVP was in it: the same
    answer without the ★MVP, which fires by itself now. The batter's ★MVP, or `any_batter`'s
    when the plate appearance may have ended since."""
    cards = state.options.cards.values() if any_batter else [state.card(state.game.batter)]
    dropped = {TIRE} | {card.special.name for card in cards
                        if card is not None and card.kind == "batter" and card.special}
    kept = [name for name in answer.split(" + ") if name not in dropped]
    return " + ".join(kept) if kept else NONE
