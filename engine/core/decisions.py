"""Winning pitcher, losing pitcher and save, from a finished game's rows (Rules 9.17–9.19)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.core.record import PlayRecord
from engine.core.setup import GameSetup


@dataclass(frozen=True)
class Decisions:
    winner: str = ""
    loser: str = ""
    save: str = ""


@dataclass
class _Outing:
    pitcher: str
    team: int  # the team he pitches for
    starter: bool
    outs: int = 0
    lead_at_entry: int = 0  # his team's lead when he came in
    tying_run_near: bool = False  # the tying run was on base, at bat or on deck (9.19(b))


def decisions(records: Sequence[PlayRecord], setup: GameSetup) -> Decisions:
    if not records or not records[-1].game_over:
        return Decisions()
    final = _final_score(records[-1])
    if final[0] == final[1]:
        side = {"away": 0, "home": 1}.get(setup.rules.tie_goes_to)
        return Decisions() if side is None else _held(records, setup, side)
    winner_team = 0 if final[0] > final[1] else 1
    outings: dict[str, _Outing] = {}
    order: list[str] = []
    current = ["", ""]  # pitcher of record for each team right now
    for team, sheet in enumerate((setup.away, setup.home)):
        starter = next((s.player for s in sheet.lineup if s.position == 1), "")
        if starter:
            current[team] = starter
            outings[starter] = _Outing(starter, team, starter=True)
            order.append(starter)
    # (winning pitcher of record, pitcher charged with the go-ahead run); a game that starts
    # from a situation with the winners already ahead gives both to the starting pitchers.
    go_ahead: tuple[str, str] | None = None
    if _lead(setup.situation.score, winner_team) > 0:
        go_ahead = (current[winner_team], current[1 - winner_team])
    for r in records:
        fielding = 1 - r.half
        if r.kind == "sub" and r.role == "P":
            _enter(outings, order, r.player, r.team, starter=False, row=r)
            current[r.team] = r.player
            continue
        if r.pitcher and r.pitcher not in outings:
            _enter(outings, order, r.pitcher, fielding, starter=True, row=r)
        if r.kind != "play":
            continue
        outings[r.pitcher].outs += r.outs_on_play
        before = (r.away_score, r.home_score)
        after = list(before)
        after[r.half] += r.runs
        if _lead(after, winner_team) <= 0:
            go_ahead = None
        if r.half == winner_team and _lead(before, winner_team) <= 0 < _lead(after, winner_team):
            # The lead was taken on this play; the run that broke the tie decides the loser.
            deficit = -_lead(before, winner_team)
            go_ahead = (current[winner_team], _go_ahead_pitcher(r, deficit, order))
    if go_ahead is None:
        return Decisions()
    win, lose = go_ahead
    starter = outings.get(win)
    if starter and starter.starter and starter.outs < 3 * _innings_required(setup):
        relievers = [outings[p] for p in order if outings[p].team == winner_team and not outings[p].starter]
        if relievers:
            win = max(relievers, key=lambda o: o.outs).pitcher  # 9.17(b): the most effective reliever
    return Decisions(win, lose, _save(outings, order, winner_team, win))


def _held(records: Sequence[PlayRecord], setup: GameSetup, side: int) -> Decisions:
    """A tie the rules give to one side (Bottom of the 9th: the visitors win by holding the home
    team scoreless to the third out). Rule 9.17 has no such game; our rule: the win to the
    pitcher who finished for that side, the loss to the other side's last pitcher, if it had
    one, and no save."""
    last = ["", ""]
    for team, sheet in enumerate((setup.away, setup.home)):
        last[team] = next((s.player for s in sheet.lineup if s.position == 1), "")
    for r in records:
        if r.kind == "sub" and r.role == "P":
            last[r.team] = r.player
        elif r.pitcher:
            last[1 - r.half] = r.pitcher
    return Decisions(last[side], last[1 - side])


def _go_ahead_pitcher(row: PlayRecord, deficit: int, order: list[str]) -> str:
    """The pitcher charged with the run that put the winners ahead. When several runners score
    on the play, earlier pitchers' runners count first: Rule 9.16(g) charges each pitcher with
    a number of runners rather than with particular ones."""
    pitchers = [s.split(":")[1] for s in row.scorers.split(";")]
    pitchers.sort(key=lambda p: order.index(p) if p in order else len(order))
    return pitchers[deficit]


def _innings_required(setup: GameSetup) -> int:
    """Rule 9.17(b): a starter needs five innings (four in a five-inning game) for the win."""
    scheduled = setup.rules.innings - setup.situation.inning + 1
    return 5 if scheduled >= 6 else 4 if scheduled == 5 else 0


def _save(outings: dict[str, _Outing], order: list[str], team: int, winner: str) -> str:
    """Rule 9.19: the pitcher who finishes the win, is not the winner, gets an out, and either
    came in leading by three or fewer and pitched an inning, came in with the tying run on
    base, at bat or on deck, or pitched three innings."""
    ours = [p for p in order if outings[p].team == team]
    if not ours:
        return ""
    last = outings[ours[-1]]
    if last.pitcher == winner or last.starter or last.outs < 1:
        return ""
    if (0 < last.lead_at_entry <= 3 and last.outs >= 3) or last.tying_run_near or last.outs >= 9:
        return last.pitcher
    return ""


def _enter(outings, order, pitcher, team, starter, row: PlayRecord) -> None:
    if pitcher in outings:
        return
    lead = _lead((row.away_score, row.home_score), team)
    on_base = sum(1 for x in (row.runner1, row.runner2, row.runner3) if x)
    outings[pitcher] = _Outing(pitcher, team, starter, lead_at_entry=lead,
                               tying_run_near=0 < lead <= on_base + 2)
    order.append(pitcher)


def _lead(score, team: int) -> int:
    return score[team] - score[1 - team]


def _final_score(last: PlayRecord) -> tuple[int, int]:
    score = [last.away_score, last.home_score]
    score[last.half] += last.runs if last.kind == "play" else 0
    return score[0], score[1]
