"""The scorekeeper's picture of a game at one moment. Immutable: `apply` makes a new one."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.setup import AWAY, HOME, BOTTOM, GameSetup, POSITIONS


@dataclass(frozen=True)
class Runner:
    """A runner on base.

    `pitcher` is the pitcher responsible for him (Rule 9.16(g)). `earned` is False when he
    reached because of an error, interference or an extended time at bat, so his run can never
    be earned. `clean_base` is how far he would have got without errors and passed balls
    (Rule 9.16 reconstruction): 0 = batter's box … 4 = home.
    """

    player: str
    pitcher: str
    earned: bool = True
    clean_base: int = 0


@dataclass(frozen=True)
class TeamState:
    """One team's lineup card as it stands now.

    `lineup[i]` is the player batting in slot i+1; `fielders[p]` the player at position p
    (index 1-10; 10 = DH); `up` the index of the slot due to bat; `gone` players who have left
    the game and may not return.
    """

    code: str
    lineup: tuple[str, ...]
    fielders: tuple[str | None, ...]
    names: dict[str, str] = field(default_factory=dict, compare=False)
    up: int = 0
    gone: frozenset[str] = frozenset()
    pitcher_slot_player: str | None = None  # the pitcher who does not bat (DH games)

    @property
    def pitcher(self) -> str:
        return self.fielders[1] or ""

    def position_of(self, player: str) -> int | None:
        for pos in range(1, len(self.fielders)):
            if self.fielders[pos] == player:
                return pos
        return None

    def slot_of(self, player: str) -> int | None:
        """1-based batting slot of a player, 0 for the pitcher who does not bat, else None."""
        if player in self.lineup:
            return self.lineup.index(player) + 1
        if player == self.pitcher_slot_player:
            return 0
        return None

    def name(self, player: str) -> str:
        return self.names.get(player, player)

    def describe(self, player: str) -> str:
        pos = self.position_of(player)
        label = POSITIONS.get(pos, "") if pos else ""
        return f"{self.name(player)} ({label})" if label else self.name(player)


def new_runner(player: str, pitcher: str, earned: bool) -> Runner:
    """`Runner(player, pitcher, earned)` at a fraction of its cost (a frozen dataclass's
    `__init__` sets each field with `object.__setattr__`; a replay puts every batter on base)."""
    runner = object.__new__(Runner)
    object.__setattr__(runner, "__dict__", {"player": player, "pitcher": pitcher,
                                            "earned": earned, "clean_base": 0})
    return runner


@dataclass(frozen=True)
class MidAppearance:
    """Who was replaced during the current plate appearance, and the count when it happened.

    Rule 9.15(b): a strikeout completed by a pinch hitter who came up with two strikes is
    charged to the batter he replaced. Rule 9.16(h): a walk issued by a reliever who came in
    with the count 2-0, 2-1, 3-0, 3-1 or 3-2 is charged to the pitcher he replaced.
    """

    batter: str | None = None
    batter_balls: int = 0
    batter_strikes: int = 0
    pitcher: str | None = None
    pitcher_balls: int = 0
    pitcher_strikes: int = 0
    foul_error: bool = False  # a muffed foul fly prolonged this time at bat


#: Nobody replaced yet: the state of every new plate appearance (immutable, so shared).
NO_MID = MidAppearance()


@dataclass(frozen=True)
class Shadow:
    """The half-inning replayed without errors and passed balls (Rule 9.16(a), (i)).

    `extra_outs` counts outs the defense would have made but for errors; `entered` holds, for
    each pitcher who came in during this half, `extra_outs` at the moment he entered, because a
    relief pitcher gets no benefit of chances for outs missed before he came in.
    """

    extra_outs: int = 0
    entered: tuple[tuple[str, int, int], ...] = ()  # (pitcher, real outs, extra outs) at entry


#: A half-inning with nothing to reconstruct yet.
NO_SHADOW = Shadow()


@dataclass(frozen=True)
class GameState:
    setup: GameSetup
    inning: int
    half: int
    outs: int = 0
    balls: int = 0
    strikes: int = 0
    pitches: str = ""
    in_play: bool = False
    bases: tuple[Runner | None, Runner | None, Runner | None] = (None, None, None)
    score: tuple[int, int] = (0, 0)
    teams: tuple[TeamState, TeamState] = field(default=None)  # type: ignore[assignment]
    mid: MidAppearance = NO_MID
    shadow: Shadow = NO_SHADOW
    runs_by_inning: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    left_on_base: tuple[int, int] = (0, 0)
    final: bool = False
    end_reason: str = ""
    new_half: bool = True  # nothing pitched or played yet in this half-inning

    @property
    def rules(self):
        return self.setup.rules

    @property
    def batting(self) -> TeamState:
        return self.teams[self.half]

    @property
    def fielding(self) -> TeamState:
        return self.teams[1 - self.half]

    @property
    def batter(self) -> str:
        team = self.batting
        return team.lineup[team.up]

    @property
    def pitcher(self) -> str:
        return self.fielding.pitcher

    @property
    def on_the_mound(self) -> str:
        """The pitcher who throws the next pitch: "" while the fielding team must bring one in
        (nobody at position 1, or its pitcher left the game — batted for, say — before this
        half-inning began: apply.py's `_check_pitcher` refuses to go on without one)."""
        team = self.fielding
        pitcher = team.pitcher
        return "" if not pitcher or (self.new_half and pitcher in team.gone) else pitcher

    def runner_on(self, base: str) -> Runner | None:
        return self.bases[int(base) - 1]

    @property
    def leader(self) -> int | None:
        away, home = self.score
        return None if away == home else (AWAY if away > home else HOME)

    @property
    def in_last_scheduled_or_extra(self) -> bool:
        return self.inning >= self.rules.innings

    def walk_off_possible(self) -> bool:
        return self.half == BOTTOM and self.in_last_scheduled_or_extra and self.rules.walk_off
