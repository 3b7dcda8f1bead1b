"""Both teams' lineup cards as they stand now, as a scorekeeper keeps them beside the
scorecard: each batting slot with the player in it now and his position now, the players who
held the slot before him, the pitchers used, and who is due up (no Textual here).

Read from the session alone: the starting lineups (the setup's sheets), the substitution rows
(`PlayRecord` kind "sub") in the order they were made, and the state now (`TeamState`: who
bats in each slot, who plays where, who has left the game). Nothing is kept between two
readings, so after an undo or an edit — the session replayed — the card is read again and is
the game's as it stands.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.setup import POSITIONS, TeamSheet
from engine.core.state import GameState, TeamState
from engine.systems.plain import ordinal
from engine.systems.session import Session

AT_BAT, ON_DECK, IN_THE_HOLE, LEADS_OFF = "at bat", "on deck", "in the hole", "leads off next"
#: Whose turn at bat each of the batting team's next slots is, from the batter now.
DUE = (AT_BAT, ON_DECK, IN_THE_HOLE)
PITCHER = 1


@dataclass(frozen=True)
class Appearance:
    """A player in a batting slot: `position` is where he plays now (the one he last took,
    for a player who has left: "PH" for a pinch hitter who never took the field); `gone` says
    he has left the game and may not come back (Rule 5.10)."""

    player: str
    name: str
    position: str
    gone: bool = False


@dataclass(frozen=True)
class Slot:
    """Batting slot `number` (0: the pitcher who does not bat, with the designated hitter):
    the player in it now (None once the pitcher bats and the slot is no more), those who held
    it before him, the first first, and `due` — AT_BAT, ON_DECK, IN_THE_HOLE, LEADS_OFF or ""."""

    number: int
    now: Appearance | None
    before: tuple[Appearance, ...] = ()
    due: str = ""


@dataclass(frozen=True)
class Pitcher:
    """A pitcher the team has used (or will start): `came_in` is "started" or the half-inning
    he came in ("top 7th"); `now` he is the team's pitcher now; `gone` he has left the game."""

    player: str
    name: str
    came_in: str
    now: bool = False
    gone: bool = False


@dataclass(frozen=True)
class TeamCard:
    """One team's lineup card: `side` 0 visitors, 1 home; `at_bat` it bats now (False for
    both once the game is over: `final`); `needs_pitcher` its pitcher has left the game
    (batted for, say) and a new one must come in before it takes the field."""

    side: int
    code: str
    name: str
    at_bat: bool
    slots: tuple[Slot, ...]
    pitchers: tuple[Pitcher, ...]
    needs_pitcher: bool = False
    final: bool = False

    @property
    def designated_hitter(self) -> Appearance | None:
        """The designated hitter now, in a game that has one."""
        return next((slot.now for slot in self.slots
                     if slot.now is not None and slot.now.position == POSITIONS[10]), None)


def half_inning(inning: int, half: int) -> str:
    """"top 7th", "bottom 10th"."""
    return f"{'top' if half == 0 else 'bottom'} {ordinal(inning)}"


def lineup_cards(session: Session,
                 names: tuple[str, str] | None = None) -> tuple[TeamCard, TeamCard]:
    """The visitors' and the home team's lineup cards as the game stands, headed by `names`
    (the teams' names now, `TableGame.team_names`), else by the setup's."""
    cards = [_card(session, side, sheet, names[side] if names else sheet.name or sheet.code)
             for side, sheet in enumerate((session.setup.away, session.setup.home))]
    return cards[0], cards[1]


@dataclass
class _History:
    """What one team's substitution rows tell: who held each slot before, the position each
    player last took, and when each pitcher came in."""

    before: dict[int, list[str]]
    held: dict[str, str]
    came_in: dict[str, str]


def _history(session: Session, side: int, sheet: TeamSheet) -> _History:
    history = _History({}, {spot.player: POSITIONS.get(spot.position, "") for spot in sheet.lineup},
                       {})
    starter = next((spot.player for spot in sheet.lineup if spot.position == PITCHER), None)
    if starter:
        history.came_in[starter] = "started"
    for row in session.records:
        if row.kind == "sub" and row.team == side:
            history.held[row.player] = POSITIONS.get(row.position, "")
            if row.replaced and row.replaced not in history.before.setdefault(row.slot, []):
                history.before[row.slot].append(row.replaced)
            if row.role == "P":
                history.came_in.setdefault(row.player, half_inning(row.inning, row.half))
        elif row.kind in ("pitch", "play") and row.half != side and row.pitcher:
            # (a pitcher the setup did not name: the first to pitch started)
            history.came_in.setdefault(row.pitcher, "started" if not history.came_in
                                       else half_inning(row.inning, row.half))
    return history


def _card(session: Session, side: int, sheet: TeamSheet, name: str) -> TeamCard:
    game = session.game
    team = game.teams[side]
    history = _history(session, side, sheet)

    def appearance(player: str) -> Appearance:
        position = team.position_of(player)
        label = POSITIONS[position] if position else history.held.get(player, "")
        return Appearance(player, team.name(player), label, player in team.gone)

    due = _due(game, side)
    slots = [Slot(number, appearance(player),
                  tuple(appearance(p) for p in history.before.get(number, ())),
                  due.get(number - 1, ""))
             for number, player in enumerate(team.lineup, start=1)]
    if team.pitcher_slot_player or history.before.get(0):
        now = team.pitcher_slot_player
        slots.append(Slot(0, appearance(now) if now else None,
                          tuple(appearance(p) for p in history.before.get(0, ()))))
    return TeamCard(side, team.code, name,
                    not game.final and game.half == side, tuple(slots),
                    _pitchers(game, side, history), _needs_pitcher(game, side), game.final)


def _due(game: GameState, side: int) -> dict[int, str]:
    """The slot indexes due up: the batter now and the two after him for the team at bat,
    the one who leads off its next half for the other."""
    size = len(game.teams[side].lineup)
    if game.final or not size:
        return {}
    up = game.teams[side].up
    if game.half != side:
        return {up: LEADS_OFF}
    return {(up + n) % size: DUE[n] for n in range(min(size, len(DUE)))}


def _pitchers(game: GameState, side: int, history: _History) -> tuple[Pitcher, ...]:
    team = game.teams[side]
    now = "" if game.final else _pitching_now(game, team, side)
    used = dict(history.came_in)
    if team.pitcher and team.pitcher not in used:  # the starter, before his first pitch
        used[team.pitcher] = "started" if not used else ""
    return tuple(Pitcher(player, team.name(player), came_in, player == now, player in team.gone)
                 for player, came_in in used.items())


def _pitching_now(game: GameState, team: TeamState, side: int) -> str:
    """The team's pitcher now: on the mound for the team in the field, the one who will take
    it for the team at bat — nobody when he has left the game."""
    if game.half != side:
        return game.on_the_mound
    return team.pitcher if team.pitcher not in team.gone else ""


def _needs_pitcher(game: GameState, side: int) -> bool:
    team = game.teams[side]
    return not game.final and bool(team.pitcher) and not _pitching_now(game, team, side)
