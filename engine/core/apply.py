"""`apply(state, event) -> state`: the one way a game moves forward.

`step` does the same and also returns the derived rows (engine.core.record). Both are pure: an
impossible event raises a `ScorebookError` subclass and the state passed in is untouched.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.frozen import replace

from engine.core.errors import GameOver, IllegalEvent, quoted, shown
from engine.core.events import (BALL_CODES, Count, EndGame, Event, FOUL_CODES, HIT_BATTER_CODES,
                                IN_PLAY_CODES, PICKOFF_CODES, PITCH_CODES, BatterUp, Pitch,
                                Play, RunnerCharged, RunnerPlaced, STRIKE_CODES, Substitution)
from engine.core.adjustments import adjust
from engine.core.innings import runners_on, strand
from engine.core.play import apply_play
from engine.core.record import PlayRecord, new_record
from engine.core.runners import BASE_NAMES
from engine.core.setup import GameSetup, TeamSheet
from engine.core.state import GameState, Runner, TeamState
from engine.core.substitution import substitute


def new_game(setup: GameSetup) -> GameState:
    """The state before the first pitch: lineups in place, the starting situation on the board."""
    size = setup.rules.lineup_size
    teams = (_team(setup.away, size), _team(setup.home, size))
    situation = setup.situation
    state = GameState(setup=setup, inning=situation.inning, half=situation.half,
                      outs=situation.outs, score=situation.score, teams=teams)
    bases: list[Runner | None] = [None, None, None]
    for base, player in situation.runners:
        # A runner given by the situation reached without the pitcher's doing: never earned.
        bases[int(base) - 1] = Runner(player=player, pitcher=state.pitcher, earned=False)
    return replace(state, bases=(bases[0], bases[1], bases[2]))


def _team(sheet: TeamSheet, size: int) -> TeamState:
    lineup: list[str | None] = [None] * size
    fielders: list[str | None] = [None] * 11
    pitcher_slot = None
    for spot in sheet.lineup:
        if spot.slot == 0:
            pitcher_slot = spot.player
        else:
            lineup[spot.slot - 1] = spot.player
        if 1 <= spot.position <= 10:
            fielders[spot.position] = spot.player
    missing = [str(i + 1) for i, p in enumerate(lineup) if p is None]
    if len(missing) == size:
        lineup = []  # a team that only fields (TeamSheet): it never bats
    elif missing:
        raise IllegalEvent(f"{sheet.name or sheet.code} has nobody batting in slot {', '.join(missing)}.")
    if fielders[1] is None and not lineup:
        raise IllegalEvent(f"{sheet.name or sheet.code} has neither batters nor a pitcher.")
    names = {spot.player: spot.name for spot in sheet.lineup}
    return TeamState(code=sheet.code, lineup=tuple(lineup), fielders=tuple(fielders), names=names,
                     pitcher_slot_player=pitcher_slot)


def apply(state: GameState, event: Event) -> GameState:
    return step(state, event)[0]


def step(state: GameState, event: Event) -> tuple[GameState, tuple[PlayRecord, ...]]:
    """Apply one event; return the new state and the rows it produced.

    A pitch or a play leaves the half-inning past its first pitch (`new_half` False) unless
    it ends it: each sets that in the one new state it makes."""
    if state.final:
        raise GameOver("The game is over: nothing more can be recorded.")
    kind = type(event)  # (the event classes have no subclasses)
    if kind is Pitch or kind is Play:
        _check_pitcher(state)
        before = _situation(state)
        if kind is Pitch:
            new, record = _pitch(state, event, before)
        else:
            new, record = apply_play(state, event, before)
    elif kind is Count:
        return replace(state, balls=event.balls, strikes=event.strikes), ()
    else:
        new, record = _other(state, event, new_record(_situation(state)))
    return new, (record,)


def _other(state: GameState, event: Event, base: PlayRecord) -> tuple[GameState, PlayRecord]:
    """A substitution, an adjustment or the game's end."""
    if isinstance(event, Substitution):
        return substitute(state, event, base)
    if isinstance(event, RunnerPlaced):
        return _place_runner(state, event, base)
    if isinstance(event, (RunnerCharged, BatterUp)):
        return adjust(state, event, base)
    if isinstance(event, EndGame):
        left = runners_on(state)
        new = replace(strand(state, left), final=True, end_reason=event.reason)
        return new, replace(base, kind="end", text=event.reason, end_of_half=True,
                            left_on_base=left, game_over=True, outs_after=state.outs)
    raise IllegalEvent(f"Unknown event {event!r}.")


def _check_pitcher(state: GameState) -> None:
    team = state.teams[1 - state.half]  # state.fielding, state.pitcher: read for every pitch
    if not team.fielders[1]:
        raise IllegalEvent(f"{team.code} has no pitcher: bring one in (a substitution at position 1) first.")
    if state.new_half and state.pitcher in team.gone:
        raise IllegalEvent(f"{team.describe(state.pitcher)} has left the game: bring in a pitcher "
                           f"(a substitution at position 1) first.")


#: The last situation made and the parts of the state it was made from. The pitches of a
#: plate appearance and the play that ends it share every column but the count, and the
#: state's parts are immutable and kept alive here: the same objects mean the same columns.
_last_situation: tuple = ((), (), (), -1, -1, -1, {})


def _situation(state: GameState) -> dict:
    """The columns every row shares: the situation before the event (`kind` is "").

    Made for every event of every replayed game, so it reads the state's parts directly
    (the same values as `state.batter`, `state.pitcher`, …); a pitch or a play makes its
    row from them and its own columns in one go (`new_record`); none changes the dict."""
    global _last_situation
    teams, bases, score = state.teams, state.bases, state.score
    inning, half, outs = state.inning, state.half, state.outs
    last = _last_situation  # (read once: another thread may replace it)
    if (last[0] is teams and last[1] is bases and last[2] is score and last[3] == inning
            and last[4] == half and last[5] == outs):
        return {**last[6], "balls": state.balls, "strikes": state.strikes}
    r1, r2, r3 = bases
    team, fielders = teams[half], teams[1 - half].fielders
    columns = {"inning": inning, "half": half, "outs": outs, "balls": state.balls,
               "strikes": state.strikes, "away_score": score[0], "home_score": score[1],
               "batter": team.lineup[team.up], "pitcher": fielders[1] or "",
               "batter_slot": team.up + 1, "runner1": r1.player if r1 else "",
               "runner2": r2.player if r2 else "", "runner3": r3.player if r3 else "",
               "resp1": r1.pitcher if r1 else "", "resp2": r2.pitcher if r2 else "",
               "resp3": r3.pitcher if r3 else "", "outs_after": outs,
               "defense": _defense(fielders)}
    _last_situation = (teams, bases, score, inning, half, outs, columns)
    return columns


@lru_cache(maxsize=1024)
def _defense(fielders: tuple[str | None, ...]) -> str:
    """Who plays positions 1-9, comma separated (the same fielders for most of a game)."""
    return ",".join(p or "" for p in fielders[1:10])


def _pitch(state: GameState, pitch: Pitch, before: dict) -> tuple[GameState, PlayRecord]:
    code = pitch.code
    if code not in PITCH_CODES and code not in PICKOFF_CODES:
        raise IllegalEvent(f"{quoted(code)} is not a pitch code.")
    marks = ("*" if pitch.blocked else "") + (">" if pitch.runner_going else "")
    record = new_record(before, kind="pitch", pitch=code, pitches=state.pitches)
    if code in PICKOFF_CODES:
        return replace(state, pitches=state.pitches + marks + code, new_half=False), record
    if pitch.checked:
        _check_count(state)
    balls, strikes, in_play = state.balls, state.strikes, False
    if code in BALL_CODES:
        balls = min(4, balls + 1)
    elif code in STRIKE_CODES:
        strikes = min(3, strikes + 1)
    elif code in FOUL_CODES:
        strikes += strikes < 2  # a foul is never strike three
    elif code in IN_PLAY_CODES:
        in_play = True
    new = replace(state, balls=balls, strikes=strikes, in_play=in_play,
                  pitches=state.pitches + marks + code, new_half=False)
    return new, record


def _check_count(state: GameState) -> None:
    if state.in_play:
        raise IllegalEvent("The ball is in play: enter the play that followed.")
    if state.balls == 4:
        raise IllegalEvent("Ball four has been thrown: enter the walk (W) before another pitch.")
    if state.strikes == 3:
        raise IllegalEvent("Strike three has been thrown: enter the strikeout (K) before another pitch.")
    if state.pitches and state.pitches[-1] in HIT_BATTER_CODES:
        raise IllegalEvent("The batter was hit by the pitch: enter HP before another pitch.")


def _place_runner(state: GameState, event: RunnerPlaced, base: PlayRecord) -> tuple[GameState, PlayRecord]:
    if event.base not in ("1", "2", "3"):
        raise IllegalEvent(f"{quoted(event.base)} is not a base: use 1, 2 or 3.")
    # The runner placed is one of the batting team's players (the one who batted just before
    # the inning's leadoff man): an id not in its batting order is a typo, and would put on
    # base a player the box score never heard of.
    if event.player not in state.batting.lineup:
        raise IllegalEvent(f"radj {shown(event.player)}: no such player bats for "
                           f"{state.batting.code}: the runner placed on base is one of the "
                           "batting team's players.")
    placed = next((b for b, runner in zip("123", state.bases)
                   if runner is not None and runner.player == event.player), None)
    if placed is not None:
        raise IllegalEvent(f"radj {shown(event.player)}: {state.batting.name(event.player)} is "
                           f"already on {BASE_NAMES[placed]}.")
    if state.runner_on(event.base) is not None:
        who = state.batting.name(state.runner_on(event.base).player)
        raise IllegalEvent(f"{BASE_NAMES[event.base].capitalize()} is already occupied by {who}.")
    bases = list(state.bases)
    # The runner placed on base to start an extra inning is charged to the pitcher but his run
    # is never earned (he reached without a hit, walk or the pitcher's doing).
    bases[int(event.base) - 1] = Runner(player=event.player, pitcher=state.pitcher, earned=False)
    record = replace(base, kind="sub", role="RUNNER", player=event.player, team=state.half,
                     position=int(event.base), name=state.batting.name(event.player))
    return replace(state, bases=(bases[0], bases[1], bases[2])), record
