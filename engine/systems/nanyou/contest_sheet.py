"""The batting contest's sheet (rules/nanyou.md §3.1): who plays and with what, and what has
happened — the rolls for the picking and batting orders, each turn at bat, the points, the
winner. Plain frozen records: contest.py fills them in from the answers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.errors import ScorebookError
from engine.systems.base import Ask
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.results import Result
from engine.systems.nanyou.tables import Tables


class ContestError(ScorebookError):
    """A contest that cannot be set up, or an answer it cannot take."""


@dataclass(frozen=True)
class Contestant:
    """A player of the contest: his name, whether the computer plays him, and the id of a card
    he chose before the contest (he then does not pick; "" = he picks in turn)."""

    name: str
    computer: bool = True
    card: str = ""


@dataclass(frozen=True)
class ContestSetup:
    """Who plays, how many rounds were agreed, the card set they pick from, the tables."""

    players: tuple[Contestant, ...]
    rounds: int
    pool: tuple[Card, ...] = field(repr=False)
    tables: Tables = field(repr=False)

    def points(self, result: Result) -> int:
        """The contest points of a result: any out (or a strikeout) scores nothing."""
        return self.tables.contest.get(result.kind, 0)

    def chosen(self, player: int) -> Card | None:
        """The card a player brought to the contest, if he did not pick."""
        wanted = self.players[player].card.lower()
        return next((c for c in self.pool if c.id.lower() == wanted), None) if wanted else None


@dataclass(frozen=True)
class ContestAsk(Ask):
    """An ask of the contest; `player` is the index of the player who answers it (a pick, a
    challenge) or whose dice these are."""

    player: int = 0


@dataclass(frozen=True)
class OrderRoll:
    """A roll for the picking order ("pick", one die) or the batting order ("bat", two)."""

    stage: str
    attempt: int  # 1, then 2, 3 … for the players who tied
    player: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class Turn:
    """One player's turn at bat: the card roll, the challenge's dice if he tried, the result
    that stands and its points. Rounds after the agreed ones are the tie play-off."""

    round: int
    player: int
    dice: tuple[int, int]
    card_result: Result
    challenge: tuple[int, int] | None
    result: Result
    points: int


@dataclass(frozen=True)
class Contest:
    """What has happened so far (all of it, once `winner` is set)."""

    setup: ContestSetup
    rolls: tuple[OrderRoll, ...]
    pick_order: tuple[int, ...]  # the players who picked, first pick first
    cards: tuple[Card | None, ...]  # by player
    batting_order: tuple[int, ...]
    turns: tuple[Turn, ...]
    points: tuple[int, ...]  # by player
    contenders: tuple[int, ...]  # who still bats: everybody, then the tied leaders
    winner: int | None

    @property
    def rounds_played(self) -> int:
        return max((t.round for t in self.turns), default=0)
