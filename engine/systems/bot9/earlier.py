"""Games stored under issue 17's earlier rules still replay.

Until then the batter's ★MVP was a choice in his ability question after the swing, the solo
batter tired the pitcher in that same question, the support card served each side once a
game, only on its own team's dice, the clean-up's rows went to the more tired marker without
asking, a pinch hitter was offered only where he could play the position he batted for, and
the defense was asked about its pitcher before the first batter. Now the ★MVP fires by itself,
the solo batter chooses before the swing (`batter.mvp`), the support card has no limit and is
shared both ways, the defense chooses the clean-up's marker (cleanup.py), the fielders make
room for a pinch hitter (fielding.py), and no pitcher is changed before he faces a batter.

A stored game answers each question by its key (db/replay.py asks `stale` when the keys
differ) or, replayed by its values alone, meets an answer that is none of the question's
choices (`as_stored_before`). Either way:

* an ability answer that named only the ★MVP (or "none") where the question is no longer
  asked: dropped; where it is still asked, the ★MVP's name is taken out of it (`without_mvp`);
* the solo question before the swing, which the stored game never answered: `EARLIER`, which
  puts that pitch back under the earlier rule (the ★MVP and tiring offered after the swing);
* an ability question opened since (the support card again, or the other side's ability):
  "none", which is what the stored game had;
* the clean-up's marker, a pinch hitter or a pitching change asked where it was not: settled
  as it was then — the more tired marker, nobody sent up, the same pitcher;
* a "stay" that answered the change no longer asked before the first batter: dropped.
"""
from __future__ import annotations

from typing import Callable

from engine.core.errors import EntryError, choices, quoted
from engine.systems.base import SKIP, Ask
import engine.systems.bot9.cleanup as cleanup
from engine.systems.bot9.substitutes import NONE as NOBODY
from engine.systems.bot9.abilities import EARLIER, NONE, TIRE
import engine.systems.bot9.flow as flow
from engine.systems.bot9.flow import STAY
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
    if key == "change" and value == STAY and _between_batters(state):
        return SKIP  # the change once asked before the first batter
    return _as_settled_then(state, ask)


def without_mvp(state: Bot9State, answer: str, any_batter: bool = False) -> str:
    """An answer to the batter's ability question stored when the ★MVP was in it: the same
    answer without the ★MVP, which fires by itself now. The batter's ★MVP, or `any_batter`'s
    when the plate appearance may have ended since."""
    cards = state.options.cards.values() if any_batter else [state.card(state.game.batter)]
    dropped = {TIRE} | {card.special.name for card in cards
                        if card is not None and card.kind == "batter" and card.special}
    kept = [name for name in answer.split(" + ") if name not in dropped]
    return " + ".join(kept) if kept else NONE


def as_stored_before(state: Bot9State, ask: Ask, text: str,
                     next_ask: Callable[[Bot9State], Ask | None]) -> tuple[Bot9State, Ask | None]:
    """`text` is not among `ask`'s choices: the state and the question it answers in a game
    stored before (None: it answered a question no longer asked, and changes nothing), or
    EntryError saying what the question wants."""
    wanted = ask
    while ask is not None and ask.options and text not in ask.options:
        stand_in = _as_settled_then(state, ask)
        if stand_in is None:
            if text == STAY and ask.key != "change" and _between_batters(state):
                return state, None
            raise EntryError(f"{quoted(text)} is not an answer to {quoted(wanted.prompt)}: choose "
                             f"{choices(wanted.options)}.", text)
        state = (cleanup.move_back(state, stand_in) if ask.key == cleanup.ASK_KEY
                 else flow.answer(state, ask, stand_in)[0])  # no events: nobody moved
        ask = next_ask(state)
    return state, ask


def _as_settled_then(state: Bot9State, ask: Ask) -> str | None:
    """The answer that settles a question older games did not have as they settled it."""
    if ask.key == cleanup.ASK_KEY:
        return cleanup.more_tired(state.fatigue)
    if ask.key == "pinch":
        return NOBODY
    if ask.key == "change" and STAY in ask.options:
        return STAY
    return None


def _between_batters(state: Bot9State) -> bool:
    game = state.game
    return not (game.balls or game.strikes or game.pitches or state.turn.aim)
