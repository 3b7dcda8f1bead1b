"""Players entering the game: pinch hitters, pinch runners, relievers, defensive changes.

Rule 5.10: a player removed from the game may not return. A pinch hitter or reliever may come
in during a plate appearance; who is charged with its result is decided in `scoring`
(Rules 9.15(b) and 9.16(h)), from what is remembered here in `GameState.mid`.
"""

from __future__ import annotations

from engine.core.frozen import replace

from engine.core.errors import IllegalEvent
from engine.core.events import Substitution
from engine.core.record import PlayRecord
from engine.core.setup import POSITIONS
from engine.core.state import GameState, Shadow, TeamState

PINCH_HITTER, PINCH_RUNNER, DH = 11, 12, 10


def substitute(state: GameState, sub: Substitution, base: PlayRecord) -> tuple[GameState, PlayRecord]:
    if sub.team not in (0, 1):
        raise IllegalEvent(f"Team must be 0 (visitors) or 1 (home), not {sub.team}.")
    if sub.position not in POSITIONS:
        raise IllegalEvent(f"Position {sub.position} does not exist: use 1-9, 10 (DH), 11 (PH) or 12 (PR).")
    team = state.teams[sub.team]
    batting = sub.team == state.half
    size = len(team.lineup)
    if not 0 <= sub.slot <= size:
        raise IllegalEvent(f"Batting slot {sub.slot} does not exist: the lineup has {size} slots.")
    if sub.player in team.gone:
        raise IllegalEvent(f"{team.name(sub.player)} has already left the game and may not return.")
    other = state.teams[1 - sub.team]
    if sub.player in other.lineup or sub.player == other.pitcher_slot_player:
        raise IllegalEvent(f"{other.name(sub.player)} is playing for the other team.")
    current_slot = team.slot_of(sub.player)
    # A pitcher who did not bat (slot 0, with the DH) may move into the order: the DH is gone.
    if current_slot not in (None, 0, sub.slot):
        raise IllegalEvent(f"{team.name(sub.player)} already bats in slot {current_slot}, not {sub.slot}.")
    if sub.slot == 0 and team.pitcher_slot_player is None and sub.position != 1:
        raise IllegalEvent("Slot 0 is for a pitcher who does not bat (with the DH).")
    if sub.position in (PINCH_HITTER, PINCH_RUNNER) and not batting:
        what = "pinch hitter" if sub.position == PINCH_HITTER else "pinch runner"
        raise IllegalEvent(f"A {what} can only come in for the team at bat.")

    replaced = team.lineup[sub.slot - 1] if sub.slot else (team.pitcher_slot_player or "")
    names = dict(team.names)
    names[sub.player] = sub.name or names.get(sub.player, sub.player)
    entering = replaced != sub.player

    role = _role(team, sub, entering)
    mid = state.mid
    bases = state.bases
    shadow = state.shadow
    # (the count: the pitches', or the one a Retrosheet record gives where they are missing)
    during = bool(state.pitches or state.balls or state.strikes)
    if role == "PH" and replaced == state.batter and during and mid.batter is None:
        mid = replace(mid, batter=replaced, batter_balls=state.balls, batter_strikes=state.strikes)
    if role == "PR":
        bases = _put_in_runner(state, team, replaced, sub.player)
    # Rule 9.16(h) needs the pitcher who left during the plate appearance, however he left:
    # replaced on the mound, or first taken out of the batting order in a double switch.
    old = team.pitcher
    pitcher_leaves = not batting and old and (role == "P" or (entering and old == replaced))
    if pitcher_leaves and during and mid.pitcher is None:
        mid = replace(mid, pitcher=old, pitcher_balls=state.balls, pitcher_strikes=state.strikes)
    if role == "P":
        shadow = Shadow(shadow.extra_outs, shadow.entered + ((sub.player, state.outs, shadow.extra_outs),))

    # A player who leaves keeps his place in the field until someone takes it (as Chadwick
    # reads a double switch written before the pitcher's last pitches); `step` refuses to start
    # a half-inning with a pitcher who has left the game.
    fielders = [None if f == sub.player else f for f in team.fielders]
    if sub.position <= DH:
        fielders[sub.position] = sub.player
    lineup = list(team.lineup)
    pitcher_slot = team.pitcher_slot_player
    if sub.slot:
        lineup[sub.slot - 1] = sub.player
    else:
        pitcher_slot = sub.player
    two_way = pitcher_slot is not None and fielders[DH] == pitcher_slot  # Rule 5.11(b)
    if pitcher_slot and pitcher_slot in lineup and not two_way:
        pitcher_slot = None  # the pitcher now bats: the DH is gone (Rule 5.11(a)(6))
    # A two-way player replaced in one role keeps the other: relieved, he stays the DH;
    # batted for, he stays on the mound. He leaves the game when he holds neither.
    still_in = replaced in lineup or replaced == pitcher_slot
    gone = team.gone | ({replaced} if entering and replaced and not still_in else set())
    new_team = replace(team, lineup=tuple(lineup), fielders=tuple(fielders), names=names,
                       gone=frozenset(gone), pitcher_slot_player=pitcher_slot)
    teams = list(state.teams)
    teams[sub.team] = new_team
    new_state = replace(state, teams=(teams[0], teams[1]), mid=mid, bases=bases, shadow=shadow)
    record = replace(base, kind="sub", team=sub.team, player=sub.player, name=names[sub.player],
                     slot=sub.slot, position=sub.position, replaced=replaced if entering else "",
                     role=role)
    return new_state, record


def _role(team: TeamState, sub: Substitution, entering: bool) -> str:
    if sub.position == PINCH_HITTER:
        return "PH"
    if sub.position == PINCH_RUNNER:
        return "PR"
    if sub.position == 1 and team.pitcher != sub.player:
        return "P"
    return "DEF" if entering else "POS"


def _put_in_runner(state: GameState, team: TeamState, replaced: str, runner: str):
    for i, r in enumerate(state.bases):
        if r is not None and r.player == replaced:
            bases = list(state.bases)
            bases[i] = replace(r, player=runner)  # he keeps the runner's pitcher and earned status
            return tuple(bases)
    raise IllegalEvent(f"{team.name(replaced)} is not on base: a pinch runner must replace a runner.")
