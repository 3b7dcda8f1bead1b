"""Games stored before a question was added or dropped still replay (issue 17).

A stored game is its answers in order. Three questions now come where they did not: which
fatigue marker the clean-up moves back (cleanup.py), a pinch hitter where the fielders can
make room for one (fielding.py), and a pitching change where a reliever passed over is still
in the pen. One went: the pitching change before the first batter. So an answer that fits
none of the question's choices is taken, if it can be, as a game stored before: the new
question is settled as it was settled then — the more tired marker, no pinch hitter, the
same pitcher — and the answer goes to the question after it; a "stay" where no change is
asked answered the dropped question and changes nothing.
"""

from __future__ import annotations

from typing import Callable

from engine.core.errors import EntryError
from engine.core.frozen import replace
from engine.systems.base import Ask
from engine.systems.bot9 import cleanup
from engine.systems.bot9.flow import STAY
from engine.systems.bot9.state import Bot9State


def as_stored_before(state: Bot9State, ask: Ask, text: str,
                     next_ask: Callable[[Bot9State], Ask | None]) -> tuple[Bot9State, Ask | None]:
    """`text` is not among `ask`'s choices: the state and the question it answers in a game
    stored before (None: it answered a question no longer asked, and changes nothing), or
    EntryError saying what the question wants."""
    wanted = ask
    while ask is not None and ask.options and text not in ask.options:
        settled = _settled_as_before(state, ask)
        if settled is None:
            if text == STAY and ask.key != "change" and _between_batters(state):
                return state, None
            raise EntryError(f"'{text}' is not an answer to '{wanted.prompt}': choose "
                             f"{', '.join(dict.fromkeys(wanted.options))}.", text)
        state, ask = settled, next_ask(settled)
    return state, ask


def _settled_as_before(state: Bot9State, ask: Ask) -> Bot9State | None:
    """The state once a question older games did not have is settled as they settled it."""
    if ask.key == cleanup.ASK_KEY:
        return cleanup.settle_as_before(state)
    if ask.key == "pinch":
        return replace(state, pinch_decided=True)
    if ask.key == "change" and STAY in ask.options:
        return replace(state, change_decided=True)
    return None


def _between_batters(state: Bot9State) -> bool:
    game = state.game
    return not (game.balls or game.strikes or game.pitches or state.turn.aim)
