"""The batter's card and what its result does (rules/nanyou.md §2.1-§2.4, §3.3, §3.9).

`card_roll`: two dice on the batter card's pattern; doubles allow the home-run challenge
(doubles again: a home run, else the first result stands); a pinch hitter's hit moves up a
class in his plate appearance. `at_bat`: the result as a play — hits move every runner as
many bases as the batter (a single +1, a double +2, a triple and a home run score everybody);
a batted out may be an error (option 3: the defense's two dice, batter safe at first, every
runner +1); a ground out with runners on and fewer than two out is settled by the offense's
parity die (a double play on the lead runner, else the runners move up); after a fly ball
or a pop-up caught the runners on second and third may tag up (option 7); a hit may be
stretched by a runner sent home (option 8).
"""

from __future__ import annotations

import engine.systems.nanyou.running as running
from engine.systems.nanyou.plays import (COVER, NEXT, PITCH_CODES, Move, forced, occupied, pitch,
                                         play, runners_up, text, walk_off)
from engine.systems.nanyou.results import BASES, Result, combo

HEADS = {"1B": "S", "2B": "D", "3B": "T", "HR": "HR"}


def pitch_events(r, call: str, code: str = "") -> list:
    """A pitch that does not put the ball in play, and the walk or strikeout it completes."""
    game, tables = r.game, r.tables
    code = code or PITCH_CODES[call]
    if code == "F" and tables.foul_strike_three and game.strikes == tables.strikes - 1:
        code = "T"  # the tables make a foul at two strikes strike three: a foul tip
    events: list = [pitch(code)]
    if code == "B" and game.balls == tables.balls - 1:
        events.append(play("W"))
    elif code in ("C", "S", "T", "L", "M") and game.strikes == tables.strikes - 1:
        events.append(play("K"))
    return events


def card_roll(r) -> Result:
    """The batter's result: two dice on his card, the home-run challenge, the pinch-hit
    upgrade. A hit carries where it went (7, 8 or 9, from the dice) for the scorebook."""
    card = r.state.card(r.game.batter)
    pattern = card.pattern if card is not None else r.tables.generic_pattern
    a, b = r.dice("die.card", "Offense: two dice on the batter's card")
    result = pattern[combo(a, b)]
    if a == b and result.kind != "HR":
        if r.choose("challenge", "offense", "Doubles: try for a home run (doubles again)?",
                    ("yes", "no")) == "yes":
            c, d = r.dice("die.challenge", "Offense: two dice for the home-run challenge")
            if c == d:
                result = Result("HR")
    if r.state.pinch_hitting and result.kind in r.tables.pinch_upgrade:
        result = Result(r.tables.pinch_upgrade[result.kind])
    if result.hit:
        result = Result(result.kind, str(7 + (a + b) % 3))
    return result


def at_bat(r, result: Result, pitched: bool, hit_and_run: bool = False) -> list:
    """The events of the result: the pitch that put the ball in play (mode full) and the play.
    A card's BB or K (only if it prints them) is a ball or a swinging strike instead."""
    if result.kind == "BB":
        return ([pitch("B")] if pitched else []) + [play("W")]
    if result.kind == "K":
        return ([pitch("S")] if pitched else []) + [play("K")]
    head = [pitch("X")] if pitched else []
    if result.hit:
        return head + [hit(r, result, hit_and_run)]
    return head + [batted_out(r, result, hit_and_run)]


def hit(r, result: Result, hit_and_run: bool = False):
    """A hit: every runner moves as many bases as the batter; on a hit-and-run single the
    runner from first goes to third and the others score (§3.6)."""
    game = r.game
    if result.kind == "HR":  # every run counts, a walk-off too (Rule 7.01(g))
        return play(text("HR", runners_up(game, 4)))
    bases = BASES[result.kind]
    if hit_and_run and bases == 1:
        moves = [Move(b, "3" if b == "1" else "H") for b in occupied(game)]
    else:
        moves = runners_up(game, bases)
    moves = running.extra_base(r, result, moves)
    moves, bases = walk_off(game, moves, bases)
    return play(text(f"{HEADS[('1B', '2B', '3B')[bases - 1]]}{result.fielders}", moves))


def batted_out(r, result: Result, hit_and_run: bool = False):
    """A batted out, or the error the defense's dice make of it (option 3)."""
    game = r.game
    if r.options.errors and error(r, result):
        # Rule 9.04(a)(2): a run on an error is batted in only with fewer than two out.
        moves = [Move(m.start, m.end, nr=game.outs == 2) for m in runners_up(game, 1)]
        moves, _ = walk_off(game, moves)
        return play(text(f"E{result.fielder}/{_trajectory(result)}", moves))
    if result.kind == "GO":
        return ground_out(r, result, hit_and_run)
    kind = _trajectory(result)
    f = result.fielders
    if kind == "L" and hit_and_run and game.runner_on("1") and game.outs < 2:
        # the runner from first was going: doubled off (§3.6)
        back = Move("1", "1", out=True, fielders=f if f == "3" else f + "3")
        return play(text(f"{f}/L/DP", [back]))
    if kind == "L":  # a line drive is no fly ball: nobody tags up on it (§3.7)
        return play(f"{f}/L")
    return running.caught(r, result, kind)


def error(r, result: Result) -> bool:
    """The defense's two dice against the error set: doubles without grades, else the set of
    the grade of the fielder the result names (§3.1, §3.3)."""
    a, b = r.dice("die.error", f"Defense: two dice — does the {_name(result.fielder)} make an error?")
    rolls = r.tables.errors_without_grades
    if r.options.grades:
        card = r.state.card(r.game.fielding.fielders[result.fielder] or "")
        rolls = r.tables.error_sets[card.grade if card is not None else "C"]
    return combo(a, b) in rolls


def ground_out(r, result: Result, hit_and_run: bool):
    """§2.4: with runners on and fewer than two out the offense rolls one die: on the
    double-play parity the batter and the lead runner are out and the others move up one
    base; otherwise only the batter is out and every runner moves up. A hit-and-run's runners
    were going: no double play (§3.6)."""
    game, f = r.game, result.fielders
    runners = occupied(game)
    if not runners or game.outs == 2:
        return play(f"{f}/G")
    if hit_and_run or not r.tables.double_play(r.die("die.parity", "Offense: one die — odd is a double play")):
        moves, _ = walk_off(game, runners_up(game, 1))
        return play(text(f"{f}/G", moves))
    lead = runners[0]
    others = runners_up(game, 1, skip=(lead,))
    to = NEXT[lead]
    if forced(game, lead):
        fielder = f[0]
        cover = _cover(to, fielder)
        first = "1" if fielder == "3" else "3"  # the first baseman who fielded it needs the pitcher
        head = f"{fielder}{cover if cover != fielder else ''}({lead}){first}/GDP"
        return play(text(head, others))
    # not forced (a runner on third with first open): the batter first, then the throw home
    out = Move(lead, to, out=True, fielders="3" + COVER[to])
    return play(text(f"{f}/GDP", [out, *others]))


def _cover(base: str, fielder: str) -> str:
    """Who takes the throw at `base` on a double play started by `fielder`."""
    if base == "2":
        return "4" if fielder in ("5", "6") else "6"
    return COVER[base]


def _trajectory(result: Result) -> str:
    return {"GO": "G", "FO": "F", "LO": "L", "PO": "P"}[result.kind]


def _name(position: int) -> str:
    return {1: "pitcher", 2: "catcher", 3: "first baseman", 4: "second baseman",
            5: "third baseman", 6: "shortstop", 7: "left fielder", 8: "center fielder",
            9: "right fielder"}.get(position, "fielder")

