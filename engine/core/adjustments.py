"""Corrections an official file makes to the state: who is charged with a runner, and who bats."""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.errors import IllegalEvent
from engine.core.events import BatterUp, RunnerCharged
from engine.core.record import PlayRecord
from engine.core.runners import BASE_NAMES
from engine.core.state import GameState


def adjust(state: GameState, event: RunnerCharged | BatterUp, base: PlayRecord) -> tuple[GameState, PlayRecord]:
    if isinstance(event, RunnerCharged):
        if event.base not in ("1", "2", "3") or state.runner_on(event.base) is None:
            raise IllegalEvent(f"There is no runner on {BASE_NAMES.get(event.base, event.base)} to charge to {event.pitcher}.")
        bases = list(state.bases)
        bases[int(event.base) - 1] = replace(bases[int(event.base) - 1], pitcher=event.pitcher)
        record = replace(base, kind="sub", role="CHARGE", player=event.pitcher, position=int(event.base),
                         team=1 - state.half)
        return replace(state, bases=(bases[0], bases[1], bases[2])), record
    team = state.teams[event.team] if event.team in (0, 1) else None
    if team is None or not 1 <= event.slot <= len(team.lineup):
        raise IllegalEvent(f"Slot {event.slot} of team {event.team} does not exist.")
    teams = list(state.teams)
    teams[event.team] = replace(team, up=event.slot - 1)
    record = replace(base, kind="sub", role="UP", team=event.team, slot=event.slot,
                     player=team.lineup[event.slot - 1])
    return replace(state, teams=(teams[0], teams[1])), record
