"""The events a game is made of, in the Retrosheet/Chadwick vocabulary.

Every event is a frozen dataclass; `engine.core.apply.apply(state, event)` turns one state into
the next. The numbering of `EventType` is Chadwick's, so exported files and statistics line up
with the reference tools.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class EventType(IntEnum):
    """Chadwick event type codes (cwevent field EVENT_CD)."""

    NO_PLAY = 1
    GENERIC_OUT = 2
    STRIKEOUT = 3
    STOLEN_BASE = 4
    DEFENSIVE_INDIFFERENCE = 5
    CAUGHT_STEALING = 6
    PICKOFF = 8
    WILD_PITCH = 9
    PASSED_BALL = 10
    BALK = 11
    OTHER_ADVANCE = 12
    FOUL_ERROR = 13
    WALK = 14
    INTENTIONAL_WALK = 15
    HIT_BY_PITCH = 16
    INTERFERENCE = 17
    ERROR = 18
    FIELDERS_CHOICE = 19
    SINGLE = 20
    DOUBLE = 21
    TRIPLE = 22
    HOME_RUN = 23


#: Event types that end the batter's plate appearance.
BATTER_EVENTS = frozenset(
    {
        EventType.GENERIC_OUT,
        EventType.STRIKEOUT,
        EventType.WALK,
        EventType.INTENTIONAL_WALK,
        EventType.HIT_BY_PITCH,
        EventType.INTERFERENCE,
        EventType.ERROR,
        EventType.FIELDERS_CHOICE,
        EventType.SINGLE,
        EventType.DOUBLE,
        EventType.TRIPLE,
        EventType.HOME_RUN,
    }
)

#: Bases a hit of each type is worth (the batter's default destination).
HIT_VALUE = {EventType.SINGLE: 1, EventType.DOUBLE: 2, EventType.TRIPLE: 3, EventType.HOME_RUN: 4}

#: Where a batter goes on each batter event unless told otherwise ("0" = out).
BATTER_DEFAULT = {
    EventType.GENERIC_OUT: "0",
    EventType.STRIKEOUT: "0",
    EventType.WALK: "1",
    EventType.INTENTIONAL_WALK: "1",
    EventType.HIT_BY_PITCH: "1",
    EventType.INTERFERENCE: "1",
    EventType.ERROR: "1",
    EventType.FIELDERS_CHOICE: "1",
    EventType.SINGLE: "1",
    EventType.DOUBLE: "2",
    EventType.TRIPLE: "3",
    EventType.HOME_RUN: "H",
}

BASES = ("1", "2", "3")
ORDER = {"B": 0, "1": 1, "2": 2, "3": 3, "H": 4}

#: Retrosheet pitch codes and what each does to the count.
BALL_CODES = frozenset("BIPV")
STRIKE_CODES = frozenset("ACKLMOQST")  # a strike even with two strikes (L, O, T and M included)
FOUL_CODES = frozenset("FR")  # a strike only before two strikes
IN_PLAY_CODES = frozenset("XY")
HIT_BATTER_CODES = frozenset("H")
NEUTRAL_CODES = frozenset("NU")  # no pitch (N) / unknown pitch (U): no change to the count
PICKOFF_CODES = frozenset("123+")  # throws, not pitches
PITCH_CODES = BALL_CODES | STRIKE_CODES | FOUL_CODES | IN_PLAY_CODES | HIT_BATTER_CODES | NEUTRAL_CODES
#: Balls and strikes awarded without a pitch: V, the pitcher's violation (the pitch clock since
#: 2023, going to his mouth before), A, the batter's (the pitch clock). They change the count
#: but are no pitch thrown, as Chadwick counts them.
AUTOMATIC_CODES = frozenset("VA")
#: Pitches thrown, as a box score counts them: not V, A, N, U or pickoff throws.
THROWN_CODES = (BALL_CODES | STRIKE_CODES | FOUL_CODES | IN_PLAY_CODES | HIT_BATTER_CODES) \
    - AUTOMATIC_CODES


@dataclass(frozen=True)
class Pitch:
    """One pitch (or pickoff throw), by its Retrosheet code.

    `blocked` is Retrosheet's `*` (the catcher blocked the pitch) and `runner_going` its `>`.
    `checked` False takes the pitch as the record says without holding it to the count (an
    official file is the authority, and a few real ones have a pitch after ball four).
    """

    code: str
    blocked: bool = False
    runner_going: bool = False
    checked: bool = True


@dataclass(frozen=True)
class Advance:
    """One runner's movement on a play: from `start` (B, 1, 2, 3) to `end` (1, 2, 3, H).

    For an out, `end` is the base he was put out at. `rbi` and `earned` are None when the
    official-scoring rules decide them; True/False when the scorer wrote them (RBI/NR, UR).
    `team_unearned` is Retrosheet's TUR: unearned for the team, earned for the pitcher.
    `error` means the runner took this base (or escaped this out) because of an error;
    `reason` records why he moved when it is not the play itself: SB, CS, PO, WP, PB, BK, DI, E;
    `then` what carried him on after a steal or a caught stealing (SB2.1-3(WP): WP), since
    the steal stands (Chadwick counts both).
    """

    start: str
    end: str
    out: bool = False
    rbi: bool | None = None
    earned: bool | None = None
    team_unearned: bool = False
    error: bool = False
    reason: str = ""
    fielders: str = ""
    then: str = ""

    @property
    def scores(self) -> bool:
        return self.end == "H" and not self.out


@dataclass(frozen=True)
class Play:
    """A play in Retrosheet event notation, parsed.

    `advances` holds what the notation says, written or implied (S8 puts the batter on first,
    SB2 moves the runner from first). Runners not mentioned are moved by the defaults when
    `fill_defaults` is true (the scorekeeper's entry line: forced runners move; on a hit every
    runner moves at least as far as the batter) and stay where they are otherwise (Retrosheet
    files, which write every movement except forced runners on a walk).
    """

    event_type: EventType
    text: str = ""
    advances: tuple[Advance, ...] = ()
    putouts: tuple[int, ...] = ()
    assists: tuple[int, ...] = ()
    errors: tuple[int, ...] = ()
    flags: frozenset[str] = field(default_factory=frozenset)
    batted_ball: str = ""  # G, L, F, P (bunts: flag BUNT)
    location: str = ""
    fill_defaults: bool = True

    @property
    def batter_event(self) -> bool:
        return self.event_type in BATTER_EVENTS


@dataclass(frozen=True)
class Substitution:
    """A player enters (or changes position), as Retrosheet's `sub` record.

    `team` 0 = visitors, 1 = home; `slot` is the batting-order slot (0: a pitcher who does not
    bat, with the DH); `position` 1-9 fielding, 10 DH, 11 pinch hitter, 12 pinch runner.
    """

    team: int
    player: str
    name: str
    slot: int
    position: int


@dataclass(frozen=True)
class RunnerPlaced:
    """A runner put on a base without a play (Retrosheet `radj`: the extra-innings runner)."""

    player: str
    base: str


@dataclass(frozen=True)
class RunnerCharged:
    """The runner on `base` is charged to `pitcher` (Retrosheet `presadj`)."""

    pitcher: str
    base: str


@dataclass(frozen=True)
class BatterUp:
    """The batter due up is the one in `slot` of `team` (Retrosheet `ladj`: batting out of order)."""

    team: int
    slot: int


@dataclass(frozen=True)
class EndGame:
    """The game ends before the rules end it (rain, darkness, forfeit, curfew)."""

    reason: str = "called"


@dataclass(frozen=True)
class Count:
    """The count as the scorer gives it when the pitches do not show it (a Retrosheet record's
    count field: `play,5,0,smitj001,21,,NP` with no pitch string). A substitute who comes in
    now inherits it (Rules 9.15(b), 9.16(h)); it makes no row."""

    balls: int
    strikes: int


Event = Pitch | Play | Substitution | RunnerPlaced | RunnerCharged | BatterUp | EndGame | Count
