"""The columns of a play's row that the play decides by itself, whatever the game's state.

A replay applies the same Play objects again and again (a Retrosheet import parses each play
text once and applies it thousands of times in a season), so these columns are made once per
Play object and shared. The cache is keyed by the object's identity and keeps the object
alive, so an id cannot be reused while its entry stands; it is emptied when it is full.
"""

from __future__ import annotations

from engine.core.events import EventType, HIT_VALUE, Play
from engine.core.scoring import is_at_bat

_AWARDED_FIRST = {EventType.WALK, EventType.INTENTIONAL_WALK, EventType.HIT_BY_PITCH,
                  EventType.INTERFERENCE}
#: Plays remembered (a season of Retrosheet files has about 12,000 different ones).
CACHE_SIZE = 16384
_made: dict[int, tuple[Play, dict]] = {}


def play_columns(play: Play) -> dict:
    """The play's own columns (shared between rows: copy, never change, what is returned).
    `wild_pitch` and `passed_ball` say what the play itself says; a runner's advance may say
    more."""
    made = _made.get(id(play))
    if made is not None and made[0] is play:
        return made[1]
    columns = _columns(play)
    if len(_made) >= CACHE_SIZE:
        _made.clear()
    _made[id(play)] = (play, columns)
    return columns


def _columns(play: Play) -> dict:
    flags, kind, batter_event = play.flags, play.event_type, play.batter_event
    sacrifice = batter_event and kind not in _AWARDED_FIRST
    return {
        "kind": "play", "text": play.text, "event_type": int(kind), "batter_event": batter_event,
        "at_bat": is_at_bat(play), "hit_value": HIT_VALUE.get(kind, 0),
        "sh": sacrifice and "SH" in flags, "sf": sacrifice and "SF" in flags and "SH" not in flags,
        "gdp": "GDP" in flags, "dp": "DP" in flags, "tp": "TP" in flags, "bunt": "BUNT" in flags,
        "batted_ball": play.batted_ball, "location": play.location,
        "putouts": ",".join(map(str, play.putouts)), "assists": ",".join(map(str, play.assists)),
        "errors": ",".join(map(str, play.errors)),
        "wild_pitch": kind == EventType.WILD_PITCH or "WP" in flags,
        "passed_ball": kind == EventType.PASSED_BALL or "PB" in flags,
        "balk": kind == EventType.BALK,
    }
