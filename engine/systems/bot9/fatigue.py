"""The pitcher's arm: the fatigue track, clean-up, and bringing in a reliever.

Rules/bot9.md §1.3, §2.6, §2.7, §4.2.6: each component of the pitch that matches the ace pitch
moves its marker one row down (guessed or not); a marker at the last row locks that face of the
ace pitch; between batters the pitcher recovers one row per empty base; a reliever comes in only
between batters, his markers on the relief row; in a multi-inning game both markers move down
one row at each new inning.

The solo game has no markers (§5.3): its pitch deck is the track (solo/stare_down.py), the ace
costs nothing, and its relievers are the pitcher cards not yet used, in any order.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.frozen import replace

from engine.core.events import Substitution
from engine.core.state import GameState
from engine.systems.bot9.cleanup import clean_up
from engine.systems.bot9.substitutes import bullpen, pitcher_gone, switch_slots
from engine.systems.bot9.state import Bot9State, Fatigue

PITCHES = ("HI", "HA", "LI", "LA")


def ace_of(state: Bot9State) -> tuple[str, str]:
    card = state.card(state.game.pitcher)
    return tuple(card.ace) if card is not None and card.kind == "pitcher" else ("", "")


def aims(state: Bot9State) -> tuple[str, ...]:
    """The pitches the pitcher may choose: a face of the ace pitch whose marker is at the end of
    the track is locked."""
    return allowed_aims(ace_of(state), state.fatigue, state.tables.locked_at)


@lru_cache(maxsize=1024)
def allowed_aims(ace: tuple[str, str], fatigue: Fatigue, locked_at: int) -> tuple[str, ...]:
    """`aims` for an ace pitch and the markers (asked every pitch, from a few dozen arms)."""
    location_locked = fatigue.location >= locked_at
    angle_locked = fatigue.angle >= locked_at
    return tuple(p for p in PITCHES
                 if not (location_locked and p[0] == ace[0]) and not (angle_locked and p[1] == ace[1]))


def after_aim(state: Bot9State, aim: str) -> Bot9State:
    """The pitch is chosen: the ace components thrown tire the arm (not in solo)."""
    if state.options.solo:
        return replace(state, turn=replace(state.turn, aim=aim))
    ace = ace_of(state)
    top = state.tables.locked_at
    tired = Fatigue(min(top, state.fatigue.location + (aim[0] == ace[0])),
                    min(top, state.fatigue.angle + (aim[1] == ace[1])))
    return replace(state.tire(tired), turn=replace(state.turn, aim=aim))


def relievers(state: Bot9State) -> tuple[str, ...]:
    """Who the defense may bring in now: only between batters (before the batter's first
    pitch, and not before the pitcher has faced a batter unless he was batted for), relievers
    not yet used whose card is not starter-only."""
    game = state.game
    if game.balls or game.strikes or game.pitches or game.final:
        return ()
    if state.options.solo:
        return pitcher_deck(state)
    if fresh_arm(state):
        return ()
    return bullpen(state, 1 - game.half)


def fresh_arm(state: Bot9State) -> bool:
    """The pitcher on the mound has not faced a batter yet: the seed's changes come between
    batters (§2.7), so not before the first one. A pitcher who was batted for must go."""
    return not state.faced[1 - state.game.half] and not pitcher_gone(state)


def pitcher_deck(state: Bot9State) -> tuple[str, ...]:
    """Solo: the pitcher cards not yet used (the visitors' bullpen option less those who have
    pitched); the next one revealed comes in, whatever his role (§5.5)."""
    fielding = state.game.fielding
    return tuple(p for p in state.options.bullpens[0]
                 if p != fielding.pitcher and p not in fielding.gone)


def bring_in(state: Bot9State, answer: str) -> tuple[Bot9State, list]:
    """The reliever replaces the pitcher (who leaves the game); markers to the relief row. In a
    double switch ("RELIEVER / BENCH for FIELDER") a bench player replaces a fielder too, the
    two newcomers swapping batting slots or keeping them (substitutes.switch_slots)."""
    game = state.game
    team = 1 - game.half
    player, switch, slot = switch_slots(state, answer)
    card = state.card(player)
    used = list(state.relievers)
    used[team] += 1
    row = relief_row(state, team)
    name = card.name if card is not None else player
    faced = (False, state.faced[1]) if team == 0 else (state.faced[0], False)
    state = replace(state.tire(Fatigue(row, row)), relievers=(used[0], used[1]), faced=faced)
    events = [Substitution(team=team, player=player, name=name, slot=slot, position=1)]
    return state, events + switch


def relief_row(state: Bot9State, team: int) -> int:
    """The row a reliever of `team` starts his markers on: the relief row, but 0 for the team's
    own first two relievers in a multi-inning game (§4.2.6 D)."""
    tables = state.tables
    multi = state.game.rules.innings > state.game.setup.situation.inning
    if multi and state.relievers[team] < 2:
        return tables.multi_inning_relief_row
    return tables.relief_row


def after_play(state: Bot9State, game: GameState) -> Bot9State:
    """The core game after the events: clean-up after a plate appearance (one row back per
    empty base, on the markers the defense chooses: cleanup.py), and the fatigue of a pitcher
    starting another inning (multi-inning game: both markers one row down). The two-player
    game's: the system sends a solo game to solo/stare_down.after_play instead."""
    old = state.game
    same_half = (game.inning, game.half) == (old.inning, old.half)
    if state.cleanup and same_half and not game.final:
        state = clean_up(state, sum(1 for r in game.bases if r is None))
    state = replace(state, game=game, cleanup=False)
    if not same_half and not game.final and game.inning > game.setup.situation.inning:
        top, step = state.tables.locked_at, state.tables.new_inning
        fatigue = state.fatigue
        state = state.tire(Fatigue(min(top, fatigue.location + step), min(top, fatigue.angle + step)))
    return state
