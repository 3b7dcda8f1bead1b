"""The scorecard of the one game on the game screen, from its rows in memory: what the printed
scorecard (exports/scorecards/game_pdf.py) draws, for a screen to draw as the game goes on.

The boxes are `exports.scorecards.cells.read_plays`'s, read from the session's rows exactly as
the PDF reads the stored plays rows (tests/test_live_scorecard.py holds the two equal over whole
games of every system); the names of each slot are the box score's batting order
(stats/box/lineup.py: starter, then each substitute in the order he came in, his positions
"ph-cf"), worked out here in plain Python for one game. Added to what is printed: the box
being pitched to now, with the pitches so far, and the innings still to come as empty columns,
as on a scorecard filled in at the park.

The rows are read again only when a play or substitution was added or taken away: a pitch only
moves the box at bat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import polars as pl

from engine.core.record import PlayRecord
from engine.systems.session import Session
from exports.scorecards.cells import TeamCard, entered, read_plays
from stats.box.lineup import DH, PINCH, POSITION_NAMES, box_name

#: The rows a scorecard reads (read_plays looks at no other).
READ = ("play", "sub")
#: Sub rows that put nobody in a slot: a runner placed on base to start an extra inning, the
#: record's corrections of who is charged with a runner and who bats.
NOT_ENTERING = ("RUNNER", "CHARGE", "UP")


@dataclass(frozen=True)
class Batter:
    """A name in a slot's area: the player, his positions in the order he played them
    ("ph-cf"), and for a substitute how and when he came in ("PH 7")."""

    player: str
    name: str
    pos: str
    entered: str = ""


@dataclass(frozen=True)
class Column:
    """A column of the grid: its inning, and which of the team's own columns of boxes it shows
    (`TeamCard.columns`; None for an inning the team has not batted in yet)."""

    inning: int
    own: int | None


@dataclass(frozen=True)
class AtBat:
    """The box being pitched to now: the batter's slot, its column in the grid and the
    pitches so far (Retrosheet letters)."""

    slot: int
    column: int
    pitches: str


@dataclass(frozen=True)
class LiveSide:
    """One team's side of the scorecard as it stands."""

    side: int  # 0 visitors, 1 home
    team: str
    card: TeamCard
    columns: tuple[Column, ...]
    slots: tuple[tuple[int, tuple[Batter, ...]], ...]
    at_bat: AtBat | None

    @property
    def bats(self) -> bool:
        """Whether the team has a batting order (Bottom of the 9th's visitors have none)."""
        return bool(self.slots)


class LiveScorecard:
    """Both sides of the scorecard of the session's game, kept for the rows already read."""

    def __init__(self) -> None:
        self._records: tuple[PlayRecord, ...] = ()
        self._rows: list[dict] = []
        self._cards: tuple[dict[int, TeamCard], list[tuple[int, tuple[Batter, ...]]],
                           list[tuple[int, tuple[Batter, ...]]]] | None = None
        self._names: dict[str, str] = {}  # a full name -> as the box score writes it

    def sides(self, session: Session) -> tuple[LiveSide, LiveSide]:
        """The visitors' and the home team's sides, the game as `session` has it now."""
        self._read(session.records)
        if self._cards is None:
            cards = read_plays(self._rows)
            orders = [self._box_names(slots(session, side, self._rows)) for side in (0, 1)]
            self._cards = (cards, *orders)
        cards, *orders = self._cards
        game = session.game
        teams = (session.setup.away, session.setup.home)
        first = session.setup.situation.inning
        last = max([game.inning] + [c for side in (0, 1) for c in cards[side].columns]
                   + ([] if game.final else [game.rules.innings]))
        innings = range(first, last + 1)
        return tuple(_side(side, teams[side].name or teams[side].code, cards[side], innings,
                           tuple(orders[side]), game) for side in (0, 1))

    def _box_names(self, order: list[tuple[int, tuple[Batter, ...]]]
                   ) -> list[tuple[int, tuple[Batter, ...]]]:
        """The names as the box score and the printed card write them ("Barnhart T"), each
        worked out once (a polars expression: only for the players not named before)."""
        new = {b.name for _, batters in order for b in batters} - self._names.keys()
        if new:
            frame = pl.DataFrame({"name": sorted(new)}, schema={"name": pl.String})
            short = frame.select(box_name(pl.col("name")))["name"].to_list()
            self._names.update(zip(sorted(new), short))
        return [(slot, tuple(replace(b, name=self._names[b.name]) for b in batters))
                for slot, batters in order]

    def _read(self, records: tuple[PlayRecord, ...]) -> None:
        """Take in the rows added since last time; all of them again after an undo or edit
        (the rows are then not those read before)."""
        seen = len(self._records)
        if records is self._records:
            return
        if seen and (len(records) < seen or records[seen - 1] is not self._records[-1]):
            self._rows, self._cards, seen = [], None, 0
        new = [vars(r) for r in records[seen:] if r.kind in READ]  # read, never changed
        if new:
            self._rows.extend(new)
            self._cards = None
        self._records = records


def _side(side: int, team: str, card: TeamCard, innings: range,
          order: tuple[tuple[int, tuple[Batter, ...]], ...], game) -> LiveSide:
    """A team's side: its columns (an inning twice where it batted around, and where the
    batter now would bat around) and its box at bat, if it is batting."""
    at_bat, where = None, None
    if not game.final and game.half == side and order:
        slot = game.batting.up + 1
        own = [n for n, inning in enumerate(card.columns) if inning == game.inning]
        where = next((k for k, n in enumerate(own) if (slot, n) not in card.cells), len(own))
    columns: list[Column] = []
    for inning in innings:
        own = [n for n, c in enumerate(card.columns) if c == inning]
        wanted = max(1, len(own), where + 1 if where is not None and inning == game.inning else 0)
        for k in range(wanted):
            if where is not None and inning == game.inning and k == where:
                pitches = "".join(ch for ch in game.pitches if ch.isalpha())
                at_bat = AtBat(game.batting.up + 1, len(columns), pitches)
            columns.append(Column(inning, own[k] if k < len(own) else None))
    return LiveSide(side, team, card, tuple(columns), order, at_bat)


def slots(session: Session, side: int, rows: list[dict]) -> list[tuple[int, tuple[Batter, ...]]]:
    """Team `side`'s batting order as the box score writes it (stats/box/lineup.py
    batting_order): each slot its starter, then every player who took the slot in the order he
    came in, each with his positions joined in the order he played them ("ph-cf"; a pinch
    hitter or runner for the designated hitter is the DH from then on, "ph-dh")."""
    sheet = (session.setup.away, session.setup.home)[side]
    dh_slot = next((s.slot for s in sheet.lineup if s.position == DH), None)
    played: dict[tuple[int, str], list[int]] = {}  # (slot, player) -> positions, in order
    names: dict[str, str] = {}
    for spot in sheet.lineup:
        if spot.slot > 0:
            played.setdefault((spot.slot, spot.player), []).append(spot.position)
            names[spot.player] = spot.name
    for row in rows:
        if row["kind"] != "sub" or row["team"] != side or row["slot"] <= 0 \
                or row["role"] in NOT_ENTERING:
            continue
        positions = played.setdefault((row["slot"], row["player"]), [])
        positions.append(row["position"])
        if row["position"] in PINCH and row["slot"] == dh_slot:
            positions.append(DH)
        names.setdefault(row["player"], row["name"] or row["player"])
    how = entered(rows)
    order: dict[int, list[Batter]] = {}
    for (slot, player), positions in played.items():  # in the order each came in
        kept = [p for n, p in enumerate(positions) if n == 0 or p != positions[n - 1]]
        pos = "-".join(POSITION_NAMES.get(p, "?") for p in kept)
        first = not order.get(slot)
        order.setdefault(slot, []).append(
            Batter(player, names[player], pos, "" if first else how.get(player, "")))
    return [(slot, tuple(order[slot])) for slot in sorted(order)]

