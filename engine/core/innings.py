"""When a half-inning ends and when the game ends (Rules 5.08, 7.01)."""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.setup import AWAY, BOTTOM, HOME, TOP
from engine.core.state import NO_MID, NO_SHADOW, GameState


def is_walk_off(state: GameState) -> bool:
    """The home team has taken the lead in the bottom of the last (or an extra) inning."""
    return state.walk_off_possible() and state.score[HOME] > state.score[AWAY]


def game_over_after_half(state: GameState) -> str:
    """Why the game is over after the half-inning just finished, or "" if it goes on.

    Rule 7.01(b): the home team does not bat in the last inning when ahead; a game tied after
    the scheduled innings goes on unless the rules allow ties and no extra innings.
    """
    rules = state.rules
    if state.inning < rules.innings:
        return ""
    away, home = state.score
    if state.half == TOP:
        if home > away and rules.skip_home_half_when_ahead:
            return "home team ahead"
        return ""
    if away != home:
        return "regulation"
    if not rules.extra_innings and rules.ties_allowed:
        return "tie"
    if rules.max_innings and state.inning >= rules.max_innings:
        return "last inning"
    return ""


def runners_on(state: GameState) -> int:
    return sum(1 for r in state.bases if r is not None)


def strand(state: GameState, left: int) -> GameState:
    """Add `left` runners stranded to the batting team's men left on base."""
    lob = list(state.left_on_base)
    lob[state.half] += left
    return replace(state, left_on_base=(lob[0], lob[1]))


def end_half(state: GameState, left: int | None = None) -> GameState:
    """Close the half-inning: runners stranded (`left`, when the caller counted them; else
    those on the bases), then the next half or the end of the game."""
    state = strand(state, runners_on(state) if left is None else left)
    reason = game_over_after_half(state)
    if reason:
        return replace(state, final=True, end_reason=reason)
    inning, half = (state.inning, BOTTOM) if state.half == TOP else (state.inning + 1, TOP)
    state = replace(
        state,
        inning=inning,
        half=half,
        outs=0,
        balls=0,
        strikes=0,
        pitches="",
        in_play=False,
        bases=(None, None, None),
        mid=NO_MID,
        shadow=NO_SHADOW,
        new_half=True,
    )
    if not state.batting.lineup:
        # A team that only fields (Bottom of the 9th's visitors) does not bat: its half-inning
        # is over before it starts, scoreless.
        return end_half(state, 0)
    return state


def runs_added(state: GameState, team: int, runs: int) -> dict:
    """The score and the line score with `runs` more for `team` in the current inning, as
    changes to the state."""
    score = list(state.score)
    score[team] += runs
    line = list(state.runs_by_inning[team])
    while len(line) < state.inning:
        line.append(0)
    line[state.inning - 1] += runs
    by_inning = list(state.runs_by_inning)
    by_inning[team] = tuple(line)
    return {"score": (score[0], score[1]), "runs_by_inning": (by_inning[0], by_inning[1])}
