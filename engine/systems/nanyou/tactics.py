"""Tactics the offense declares before the defense rolls (rules/nanyou.md §3.4-§3.6).

Bunts (option 4): sacrifice (runners on, fewer than two out), squeeze (a runner on third,
fewer than two out), drag bunt (any time). Steals (option 5): one runner whose next base is
free ("steal 2", "steal 3", "steal H"), or every runner at once ("double steal", "triple
steal"), decided by the runner nearest home. Hit-and-run (option 6): with a runner on first,
every runner goes. The batting table's call then says what became of the tactic, by the
status tables of tables.toml.
"""

from __future__ import annotations

import engine.systems.nanyou.batted_balls as batted_balls
from engine.systems.nanyou.plays import COVER, NEXT, PITCH_CODES, Move, occupied, pitch, play, runners_up, text, walk_off
from engine.systems.nanyou.results import combo
from engine.systems.nanyou.state import AS_BEFORE, NanyouState

BUNTS = {"sacrifice": "sac_bunt", "squeeze": "squeeze", "drag bunt": "drag_bunt"}
HIT_AND_RUN = "hit and run"
#: The hit-and-run's steal roll; before issue 17 (earlier.py) a foul sent the runners back and
#: any other call the batter took went as any steal, the defense's throw then the runner's roll.
HIT_AND_RUN_ROLL = "die.steal1"
#: Who tags a runner caught stealing each base.
CAUGHT_BY = {"2": "26", "3": "25", "H": "12"}


def legal(state: NanyouState) -> tuple[str, ...]:
    """The tactics the offense may declare now."""
    game, options = state.game, state.options
    runners = occupied(game)
    found: list[str] = []
    if options.bunts:
        if runners and game.outs < 2:
            found.append("sacrifice")
        if "3" in runners and game.outs < 2:
            found.append("squeeze")
        found.append("drag bunt")
    if options.steals and runners:
        found += [f"steal {NEXT[b]}" for b in runners if b == "3" or NEXT[b] not in runners]
        if len(runners) > 1:
            found.append("double steal" if len(runners) == 2 else "triple steal")
    if options.hit_and_run and "1" in runners:
        found.append(HIT_AND_RUN)
    return tuple(found)


def going(game, tactic: str) -> list[str]:
    """The runners a steal or hit-and-run sends, lead runner first."""
    runners = occupied(game)
    if tactic.startswith("steal "):
        to = tactic.split()[1]
        return [b for b in runners if NEXT[b] == to]
    return runners


def resolve(r, tactic: str, call: str) -> list:
    if tactic in BUNTS:
        return bunt(r, tactic, call)
    if tactic == HIT_AND_RUN:
        if call in r.tables.hit_and_run_swing_on:
            result = batted_balls.card_roll(r)
            return batted_balls.at_bat(r, result, pitched=True, hit_and_run=True)
        return steal(r, going(r.game, tactic), call, hit_and_run=True)
    return steal(r, going(r.game, tactic), call)


def bunt(r, kind: str, call: str) -> list:
    """§3.4: a ball is a ball; a foul bunt and a missed bunt are strikes (strike three too; a
    missed squeeze leaves the runner from third hung out); a bunted ball is decided by the
    offense's two dice against the batter's bunt row."""
    game, tables = r.game, r.tables
    status = tables.bunt_status[call]
    if status == "ball":
        return batted_balls.pitch_events(r, "B")
    if status == "foul":
        return batted_balls.pitch_events(r, "F", code="L")
    if status == "missed":
        events = batted_balls.pitch_events(r, "空", code="M")
        if kind != "squeeze":
            return events
        strikeout = len(events) > 1
        if strikeout and game.outs == 2:
            return events
        return [events[0], play(("K+" if strikeout else "") + "CSH(25)")]
    card = r.state.card(game.batter)
    need = card.row(BUNTS[kind], tables) if card is not None else tables.tactic_rows["avg"][BUNTS[kind]]
    a, b = r.dice("die.bunt", f"Offense: two dice against the batter's {kind} row ({need}+)")
    events: list = [pitch("X")]
    if a + b >= need:
        moves, _ = walk_off(game, runners_up(game, 1))
        head = "S5/BG" if kind == "drag bunt" else "13/SH"
        return events + [play(text(head, moves))]
    runners = occupied(game)
    if not runners:
        return events + [play("13/BG")]
    lead = runners[0]
    out = Move(lead, NEXT[lead], out=True, fielders="1" + COVER[NEXT[lead]])
    return events + [play(text("FC1/BG", [out, *runners_up(game, 1, skip=(lead,))]))]


def steal(r, runners: list[str], call: str, hit_and_run: bool = False) -> list:
    """§3.5: on a foul the runners go back; otherwise the pitch counts (an H is taken for a
    called strike) and the runner nearest home is decided (`stolen`). Safe: every runner takes
    his base. Out: he is caught and the others still move up. §3.6: a hit-and-run the batter
    did not swing at is a straight steal whatever the call — a foul too, which is still a
    strike under two — decided by the defense's one roll (`stolen_on_hit_and_run`), and with
    the lead runner out the others must get back, on the offense's two dice. Ball four: the
    walk moves the runners it forces and the steal is off; strike three with two out ends the
    inning first. A hit-and-run stored before issue 17 goes as any steal (earlier.py)."""
    game, tables = r.game, r.tables
    as_steal = not hit_and_run or r.state.answered(AS_BEFORE) == HIT_AND_RUN_ROLL
    if as_steal and tables.steal_status[call] == "return":
        return batted_balls.pitch_events(r, "F")
    code = "C" if call == "H" else PITCH_CODES[call]
    events = batted_balls.pitch_events(r, call, code=code)
    strikeout = len(events) > 1 and code != "B"
    if (len(events) > 1 and code == "B") or (strikeout and game.outs == 2):
        return events
    lead = runners[0]
    to = NEXT[lead]
    made_it = stolen(r, lead) if as_steal else stolen_on_hit_and_run(r, lead)
    prefix = "K+" if strikeout else ""
    if made_it:
        moves, _ = walk_off(game, [Move(b, NEXT[b]) for b in runners])
        stolen_bases = [m for m in moves if m.end != m.start]
        head = ";".join(f"SB{m.end}" for m in stolen_bases)
        held = [m for m in moves if m.end == m.start]
        return [events[0], play(text(prefix + head, held))]
    others = [Move(b, NEXT[b]) for b in runners[1:]]
    if hit_and_run and others:
        outs = game.outs + strikeout + 1
        c, d = r.dice("die.return", "Offense: two dice — do the other runners get back safely?")
        others = []
        if c + d < tables.hit_and_run_return_at:
            for b in runners[1:]:
                if outs < 3:
                    others.append(Move(b, b, out=True, fielders="2" + COVER[b]))
                    outs += 1
    return [events[0], play(text(f"{prefix}CS{to}({CAUGHT_BY[to]})", others))]


def steal_row(r, base: str) -> int:
    """The dice sum the runner on `base` needs to steal: his card's row, else the average's."""
    runner = r.game.runner_on(base)
    card = r.state.card(runner.player) if runner is not None else None
    return card.row("steal", r.tables) if card is not None else r.tables.tactic_rows["avg"]["steal"]


def catcher_throws_out(r, a: int, b: int) -> bool:
    """Optional rule 1: a grade-A catcher throws out a runner on a roll of his own as well."""
    catcher = r.state.card(r.game.fielding.fielders[2] or "")
    return (r.options.grades and catcher is not None and catcher.grade == "A"
            and combo(a, b) in r.tables.a_catcher_caught_stealing)


def stolen(r, lead: str) -> bool:
    """§3.5: the defense's two dice against the caught-stealing set, then the offense's against
    the runner's steal row."""
    a, b = r.dice("die.catch", "Defense: two dice — is the runner thrown out?")
    if combo(a, b) in r.tables.out_sets["steal"] or catcher_throws_out(r, a, b):
        return False
    need = steal_row(r, lead)
    c, d = r.dice("die.steal", f"Offense: two dice against the runner's steal row ({need}+)")
    return c + d >= need


def stolen_on_hit_and_run(r, lead: str) -> bool:
    """§3.6 (seed: 由守方擲出2粒骰子…對照球員卡背面): one roll, the defense's two dice read
    against the runner's steal row."""
    need = steal_row(r, lead)
    a, b = r.dice("die.steal", f"Defense: two dice against the runner's steal row ({need}+)")
    return a + b >= need and not catcher_throws_out(r, a, b)
