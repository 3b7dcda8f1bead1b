"""What the table's outcomes are in standard scoring (rules/nanyou.md §4): Retrosheet texts.

Every play is written as a Retrosheet event with every runner's movement spelled out (the
game moves runners by its own rules, not baseball's defaults) and read once by the core's
`parse_play`; the core then does the official scoring — at-bats, sacrifices, RBI, earned runs
by Rule 9.16's reconstruction. The pitch codes: B ball, C called strike (the batting table's
S: strike three is a strikeout looking), S swinging strike (空), F foul, X in play, L foul
bunt, M missed bunt, T a foul at two strikes when the tables make it strike three.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from engine.core.events import Pitch, Play
from engine.core.notation import parse_play
from engine.core.state import GameState
from engine.core.walk_off import runs_to_win

PITCH_CODES = {"B": "B", "S": "C", "空": "S", "F": "F", "H": "X"}
NEXT = {"1": "2", "2": "3", "3": "H"}
#: Who takes the throw at each base on a tag or a force.
COVER = {"1": "3", "2": "6", "3": "5", "H": "2"}


@lru_cache(maxsize=None)
def play(text: str) -> Play:
    """The play a Retrosheet text describes (parsed once: plays are immutable)."""
    return parse_play(text)


@lru_cache(maxsize=None)
def pitch(code: str) -> Pitch:
    return Pitch(code)


@dataclass(frozen=True)
class Move:
    """A runner's movement: from `start` (1, 2, 3) to `end` (2, 3, H), or out there
    (`fielders` made the play); `nr`: no RBI for this run (written (NR))."""

    start: str
    end: str
    out: bool = False
    fielders: str = ""
    nr: bool = False

    @property
    def text(self) -> str:
        if self.out:
            return f"{self.start}X{self.end}({self.fielders})"
        return f"{self.start}-{self.end}" + ("(NR)" if self.nr else "")

    @property
    def scores(self) -> bool:
        return self.end == "H" and not self.out


def occupied(game: GameState) -> list[str]:
    """The bases with a runner, lead runner first."""
    return [b for b in ("3", "2", "1") if game.bases[int(b) - 1] is not None]


def base_after(start: str, bases: int) -> str:
    at = int(start) + bases
    return "H" if at >= 4 else str(at)


def runners_up(game: GameState, bases: int, skip: tuple[str, ...] = ()) -> list[Move]:
    """Every runner (but those on `skip`) moving `bases` bases, lead runner first."""
    return [Move(b, base_after(b, bases)) for b in occupied(game) if b not in skip]


def forced(game: GameState, base: str) -> bool:
    """Whether the runner on `base` is forced when the batter must go to first."""
    return all(game.bases[i] is not None for i in range(int(base)))


def text(head: str, moves: list[Move]) -> str:
    """A play text: the basic play and modifiers, then every movement after a '.'."""
    moved = [m.text for m in moves if m.out or m.end != m.start]
    return head + ("." + ";".join(moved) if moved else "")


def walk_off(game: GameState, moves: list[Move], batter_bases: int = 0) -> tuple[list[Move], int]:
    """A play that ends the game counts only up to the winning run (Rule 7.01(g)). On a hit the
    batter is credited with only as many bases as the winning runner advanced (Rule 9.06(f)),
    and the runners behind the winning run move as far as the batter (at least the one base
    the batter-runner forces), never onto a base a runner ahead holds — nor are they put out:
    a runner sent home behind the winning run (option 8) is not thrown out, the game being
    over."""
    needed = runs_to_win(game)
    scoring = [i for i, m in enumerate(moves) if m.scores]
    if not needed or len(scoring) < needed:
        return moves, batter_bases
    winner = scoring[needed - 1]
    if batter_bases:
        batter_bases = min(batter_bases, 4 - int(moves[winner].start))
    step = max(1, batter_bases)
    result = moves[:winner + 1]
    taken = {m.end for m in result if not m.out and m.end != "H"}
    for move in moves[winner + 1:]:
        start = int(move.start)
        end = min(4 if move.end == "H" else int(move.end), start + step, 3)
        while str(end) in taken and end > start:
            end -= 1
        move = replace(move, end=str(end), out=False, fielders="")
        taken.add(move.end)
        result.append(move)
    return result, batter_bases
