"""Games stored under the rules before issue 17 still replay, to the same plays.

Until then a hit-and-run the batter did not swing at went as any steal: on a foul the runners
went back, else the defense's two dice against the caught-stealing set, then the runner's own
roll. The offense was asked to tag up (question "tagup") only after a fly to the outfield, and
then the runner from third went, the runner from second only on a fly to right. The defense
was asked once before a batter, and any bench card but a pitcher could pinch-hit. Now the
hit-and-run is a straight steal on every call the batter takes, a foul too, decided by the
defense's one roll (tactics.py); every runner on second and third may tag up after any fly
ball or pop-up caught, on a hit-and-run too (running.py, question "tag_up"); the defense is
asked again after each change until it stays, and a pinch hitter is offered only if somebody
could take his place in the field (changes.py).

db/replay.py asks `stale` when the key of a stored answer differs from the question's. Then:

* the hit-and-run's steal roll, which the stored game answered with the defense's throw (or,
  after a foul, with the next pitch): `EARLIER`, which puts the pitch back under the earlier
  rule, so the stored dice decide it as they did;
* the tag-up: "hold" where the stored game was not asked or held; where it tagged up, `EARLIER`,
  which sends the runners the rule then sent (running.tagged_before); the stored "tagup" answer
  is then dropped;
* a change or a pinch hitter asked where the stored game was not asked (the change again
  before the same batter, a pitcher card as the only pinch hitter left): "stay", "none";
* a stored "none" to a pinch hitter no longer offered: dropped. A pinch hitter no longer
  offered — a catcher card for a fielder, a fielder card for the catcher, with nobody left on
  the bench to take the place after him — cannot be replayed: the rules then put him there
  whatever his card, the rules now do not, and the game says so in one sentence.
"""
from __future__ import annotations

from dataclasses import replace

from engine.core.errors import EntryError, quoted
from engine.systems.base import SKIP, Ask
import engine.systems.nanyou.flow as flow
from engine.systems.nanyou.changes import NONE, STAY
from engine.systems.nanyou.running import HOLD, TAG, TAG_UP
from engine.systems.nanyou.state import AS_BEFORE, NanyouState
from engine.systems.nanyou.tactics import HIT_AND_RUN, HIT_AND_RUN_ROLL

#: The stand-in that puts a hit-and-run or a tag-up back under the earlier rule.
EARLIER = "(stored before this question)"
#: The tag-up question's key before issue 17.
TAGGED_BEFORE = "tagup"


def stale(state: NanyouState, ask: Ask, key: str, value: str) -> str | None:
    """What stands in for stored answer `value` to question `key` while the game asks `ask`
    (key "" once the stored answers have run out); None: nothing does."""
    if ask.key == HIT_AND_RUN_ROLL and _hit_and_run(state):
        return EARLIER
    if ask.key == TAG_UP:
        return EARLIER if (key, value) == (TAGGED_BEFORE, TAG) else HOLD
    if key == TAGGED_BEFORE:
        return SKIP  # the tag-up it answered is settled by its stand-in
    if ask.key == "change" and STAY in ask.options:
        return STAY  # the stored game made no (more) change here
    if ask.key == "pinch":
        return NONE  # nor sent up a pinch hitter (a pitcher card could not, then)
    if key == "pinch":
        if value == NONE:
            return SKIP  # no longer asked: nobody could take his place in the field
        raise EntryError(f"{value} pinch-hit under the rules before issue 17, when a pinch hitter "
                         "took the place of the batter he batted for whatever his card; now nobody "
                         "on the bench could play that position after him, so the game cannot be "
                         "replayed as it was.", value)
    return None


def answer(state: NanyouState, ask: Ask) -> tuple[NanyouState, list]:
    """`EARLIER` given for the hit-and-run's steal roll or the tag-up: the pitch goes on under
    the earlier rule (tactics.steal, running.tagged_before); to any other question it is no answer."""
    if not (ask.key == TAG_UP or ask.key == HIT_AND_RUN_ROLL and _hit_and_run(state)):
        raise EntryError(f"{quoted(EARLIER)} is not an answer to {quoted(ask.prompt)}.", EARLIER)
    return flow.answer(state, replace(ask, key=AS_BEFORE), ask.key)


def _hit_and_run(state: NanyouState) -> bool:
    return state.answered("tactic") == HIT_AND_RUN
