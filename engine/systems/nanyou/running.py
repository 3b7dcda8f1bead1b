"""Running after the ball is caught or hit: tag-up and the extra base (rules/nanyou.md §3.7-§3.8).

Both are the offense's choice once the card's result is known, and both are settled the same
way: the defense's two dice against its out set (a roll in it and the runner is out at once),
else the offense's two dice against the runner card's row (that sum or more: safe).

Tag-up (option 7): after any fly ball caught — to the outfield or a pop-up, on a hit-and-run
too — with fewer than two out before it, a runner on second or third may tag up (seed 003
§6(7): 高飛球被接殺, a high fly caught, so not a line drive; the Takara original allowed second
to third only on a fly to right, which the seed does not). With two runners going, the lead runner's dice decide: safe, both make it;
out, the other goes back [house default]. A run that scores after a catch in the outfield is
a sacrifice fly (Rule 9.08(d)); after a catch in the infield the batter is charged a time at
bat and credited the run batted in.
Extra base (option 8): on a single with a runner on second, or a double with a runner on
first, that runner may be sent home from third.
"""

from __future__ import annotations

from engine.systems.nanyou.plays import COVER, NEXT, Move, play, text, walk_off
from engine.systems.nanyou.results import OUTFIELD, Result, combo
from engine.systems.nanyou.state import AS_BEFORE

HOLD, SEND, TAG = "hold", "send", "tag"
#: The tag-up question. (Before issue 17 it was "tagup", when it sent fewer runners: earlier.py.)
TAG_UP = "tag_up"


def safe(r, runner_base: str, tactic: str, out_set: str, prompt: str) -> bool:
    """The defense's out set, then the runner's row (§3.7, §3.8)."""
    a, b = r.dice("die.throw", f"Defense: two dice — is the runner {prompt}?")
    if combo(a, b) in r.tables.out_sets[out_set]:
        return False
    runner = r.game.runner_on(runner_base)
    card = r.state.card(runner.player) if runner is not None else None
    need = card.row(tactic, r.tables) if card is not None else r.tables.tactic_rows["avg"][tactic]
    c, d = r.dice("die.run", f"Offense: two dice against the runner's {tactic.replace('_', '-')} row ({need}+)")
    return c + d >= need


def extra_base(r, result: Result, moves: list[Move]) -> list[Move]:
    """Option 8: send the runner who would stop at third home (a single with a runner on
    second, a double with a runner on first)."""
    start = {"1B": "2", "2B": "1"}.get(result.kind)
    if not r.options.extra_base or start is None:
        return moves
    if not any(m.start == start and m.end == "3" for m in moves):
        return moves
    if r.choose("extra", "offense", "Send the runner home?", (HOLD, SEND)) == HOLD:
        return moves
    made_it = safe(r, start, "extra_base", "extra_base", "thrown out at the plate")
    sent = Move(start, "H") if made_it else Move(start, "H", out=True, fielders=result.fielders + "2")
    return [sent if m.start == start else m for m in moves]


def taggers(r) -> list[str]:
    """The runners who may tag up after the catch, lead runner first."""
    game = r.game
    if not r.options.tag_up or game.outs >= 2:
        return []
    return [b for b in ("3", "2") if game.runner_on(b)]


def tagged_before(r, fielders: str) -> list[str]:
    """The runners who tagged up in a game stored before issue 17 that says they did
    (earlier.py): the rule then sent the runner from third on a fly to the outfield, the runner
    from second only on a fly to right."""
    return [b for b in taggers(r) if fielders == "9" or (b == "3" and fielders in OUTFIELD)]


def caught(r, result: Result, kind: str):
    """A fly ball caught (`kind` F, or P a pop-up), and the tag-up the offense may try on it."""
    f = result.fielders
    head = f"{f}/{kind}"
    if r.state.answered(AS_BEFORE) == TAG_UP:
        going = tagged_before(r, f)
    else:
        going = taggers(r)
        if going and r.choose(TAG_UP, "offense", "Tag up after the catch?", (HOLD, TAG)) == HOLD:
            going = []
    if not going:
        return play(head)
    lead = going[0]
    if safe(r, lead, "tag_up", "tag_up", "thrown out after tagging up"):
        moves, _ = walk_off(r.game, [Move(b, NEXT[b]) for b in going])
        if any(m.scores for m in moves) and f in OUTFIELD:
            head = f"{f}/SF" if kind == "F" else f"{head}/SF"
        return play(text(head, moves))
    out = Move(lead, NEXT[lead], out=True, fielders=f + COVER[NEXT[lead]])
    return play(text(f"{head}/DP", [out]))
