"""Running after the ball is caught or hit: tag-up and the extra base (rules/nanyou.md §3.7-§3.8).

Both are the offense's choice once the card's result is known, and both are settled the same
way: the defense's two dice against its out set (a roll in it and the runner is out at once),
else the offense's two dice against the runner card's row (that sum or more: safe).

Tag-up (option 7): after a fly out with fewer than two out before it, the runner from third
may go home on a fly to the outfield, the runner from second to third only on a fly to right
[public: gotohcraft]. With two runners going, the lead runner's dice decide: safe, both make
it; out, the other goes back [house default]. A run that scores is a sacrifice fly.
Extra base (option 8): on a single with a runner on second, or a double with a runner on
first, that runner may be sent home from third.
"""

from __future__ import annotations

from engine.systems.nanyou.plays import COVER, NEXT, Move, play, text, walk_off
from engine.systems.nanyou.results import OUTFIELD, Result, combo

HOLD, SEND, TAG = "hold", "send", "tag"


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


def taggers(r, result: Result) -> list[str]:
    """The runners who may tag up on this fly out, lead runner first."""
    game = r.game
    if not r.options.tag_up or game.outs >= 2:
        return []
    going = []
    if game.runner_on("3") and result.fielders in OUTFIELD:
        going.append("3")
    if game.runner_on("2") and result.fielders == "9" and (not game.runner_on("3") or going):
        going.append("2")
    return going


def fly_out(r, result: Result):
    """A fly out, and the tag-up the offense may try on it."""
    f = result.fielders
    going = taggers(r, result)
    if not going or r.choose("tagup", "offense", "Tag up on the fly?", (HOLD, TAG)) == HOLD:
        return play(f"{f}/F")
    lead = going[0]
    if safe(r, lead, "tag_up", "tag_up", "thrown out after tagging up"):
        moves, _ = walk_off(r.game, [Move(b, NEXT[b]) for b in going])
        sacrifice = any(m.scores for m in moves)
        return play(text(f"{f}/SF" if sacrifice else f"{f}/F", moves))
    out = Move(lead, NEXT[lead], out=True, fielders=f + COVER[NEXT[lead]])
    return play(text(f"{f}/F/DP", [out]))
