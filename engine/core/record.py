"""Derived rows: what each event did, in flat cwevent-like columns.

`apply` returns one `PlayRecord` per pitch, play, substitution or game end. The database stores
them as the `plays` table and the statistics are computed from them, so every column is a plain
value. Runner columns use Chadwick's destination codes: 0 = out, 1-3 = base, 4 = scored
earned, 5 = scored unearned, 6 = scored unearned for the team but earned for the pitcher.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, Mapping

KINDS = ("pitch", "play", "sub", "end")


@dataclass(frozen=True)
class PlayRecord:
    kind: str
    inning: int
    half: int
    outs: int  # before the event
    balls: int
    strikes: int
    away_score: int
    home_score: int
    batter: str = ""
    pitcher: str = ""
    charged_batter: str = ""  # Rule 9.15(b)
    charged_pitcher: str = ""  # Rule 9.16(h)
    batter_slot: int = 0
    runner1: str = ""
    runner2: str = ""
    runner3: str = ""
    resp1: str = ""  # pitcher responsible for each runner
    resp2: str = ""
    resp3: str = ""
    # pitch rows
    pitch: str = ""
    # play rows
    pitches: str = ""  # the whole plate appearance so far, Retrosheet pitch codes
    text: str = ""
    event_type: int = 0
    batter_event: bool = False
    at_bat: bool = False
    hit_value: int = 0
    sh: bool = False
    sf: bool = False
    gdp: bool = False  # the batter grounded into a double play
    dp: bool = False
    tp: bool = False
    bunt: bool = False
    batted_ball: str = ""
    location: str = ""
    outs_on_play: int = 0
    runs: int = 0
    rbi: int = 0
    batter_dest: int = 0
    run1_dest: int = 0
    run2_dest: int = 0
    run3_dest: int = 0
    run1_sb: bool = False
    run2_sb: bool = False
    run3_sb: bool = False
    run1_cs: bool = False
    run2_cs: bool = False
    run3_cs: bool = False
    run1_po: bool = False
    run2_po: bool = False
    run3_po: bool = False
    putouts: str = ""  # fielder positions, comma separated
    assists: str = ""
    errors: str = ""
    defense: str = ""  # who played positions 1-9 for the fielding team, comma separated
    wild_pitch: bool = False
    passed_ball: bool = False
    balk: bool = False
    # which runner scored / was responsible, so runs and earned runs can be credited
    scorers: str = ""  # "player:pitcher:dest" for each run, semicolon separated
    # after the event
    outs_after: int = 0
    end_of_half: bool = False
    left_on_base: int = 0  # runners stranded when this event ended the half-inning
    game_over: bool = False
    # substitution rows
    team: int = 0
    player: str = ""
    name: str = ""
    slot: int = 0
    position: int = 0
    replaced: str = ""
    role: str = ""  # PH, PR, P (relief pitcher), DEF (defensive change), POS (position change)

    def as_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


COLUMNS = tuple(f.name for f in fields(PlayRecord))
#: Every column with its default, in column order ("" for the few without one, which every
#: row is given: see `new_record`).
_DEFAULTS = {f.name: "" if f.default is MISSING else f.default for f in fields(PlayRecord)}
_set = object.__setattr__


def new_record(situation: Mapping[str, Any] = {}, columns: Mapping[str, Any] = {}, /,
               **values) -> PlayRecord:
    """`PlayRecord(**{**situation, **columns, **values})` at a fraction of its cost (a replay
    makes one per pitch and play; the frozen dataclass's `__init__` sets its 72 fields one
    `object.__setattr__` at a time).

    The caller gives every field that has no default but `kind` (inning, half, outs, balls,
    strikes, away_score, home_score; `kind` is "" unless given) and only known fields: the
    instance is then the one `__init__` makes — the same attributes, in the same order."""
    record = object.__new__(PlayRecord)
    _set(record, "__dict__", {**_DEFAULTS, **situation, **columns, **values})
    return record
