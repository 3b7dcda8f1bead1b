"""The walk-off (Rule 7.01(g), Rule 9.06(f)) for a system that moves the runners itself.

A play that wins the game in the last half counts only up to the winning run — all of a home
run. On a hit the batter is credited with only as many bases as the winning runner advanced;
the runners behind the winning run move only as far as they are forced.
"""

from __future__ import annotations

from engine.core.state import GameState


def runs_to_win(game: GameState) -> int:
    """Runs the home team needs to win now, when a play can end the game; else 0."""
    away, home = game.score
    if not game.walk_off_possible() or home > away:
        return 0
    return away - home + 1


def walk_off(game: GameState, batter: int, ends: dict[int, int], hit: bool,
             home_run: bool = False) -> tuple[int, dict[int, int]]:
    """The batter's base and the runners' ends ({base: base reached, 4 = scored}) of a play
    that may end the game, cut to the winning run."""
    needed = runs_to_win(game)
    scoring = sorted((b for b, end in ends.items() if end == 4), reverse=True)
    if not needed or home_run or len(scoring) < needed:
        return batter, ends
    winner = scoring[needed - 1]
    if hit:
        batter = max(1, min(batter, 4 - winner))
    kept = {b: end for b, end in ends.items() if b >= winner}
    behind = batter
    for base in sorted(b for b in ends if b < winner):
        end = max(base, behind + 1) if behind >= base else base
        kept[base] = end
        behind = end
    return batter, kept
