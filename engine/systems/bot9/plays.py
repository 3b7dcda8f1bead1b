"""What the table's outcomes are in standard scoring (rules/bot9.md §3).

A ball is `B`, a strike on a Ball or Strike face is swinging (`S`), a strike on a Corner face is
called (`C`, so strike three there is a strikeout looking), a foul is `F`, a ball in play `X`.
Safe in the run race is a single with every runner moving one base; an out is a ground out to
an unknown fielder (`99/G`, runners hold); the running variant's lead-runner out is a fielder's
choice (the lead runner out at the next base, the batter on first, runners moving only when
forced); hit determination gives a single, double, triple or home run with its runner advances.
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.events import Pitch, Play
from engine.core.notation import parse_play
from engine.core.state import GameState
from engine.core.walk_off import runs_to_win
from engine.systems.bot9.tables import Hit

PITCH_CODES = {"ball": "B", "swinging": "S", "called": "C", "foul": "F", "in_play": "X"}
HIT_CODES = {"single": "S", "double": "D", "triple": "T", "home run": "HR"}
NEXT = {"1": "2", "2": "3", "3": "H"}


@lru_cache(maxsize=None)
def play(text: str) -> Play:
    """The play a Retrosheet text describes (parsed once: plays are immutable)."""
    return parse_play(text)


@lru_cache(maxsize=None)
def pitch(code: str) -> Pitch:
    return Pitch(code)


def pitch_events(game: GameState, call: str) -> list:
    """The pitch, and the walk or strikeout it completes."""
    events: list = [pitch(PITCH_CODES[call])]
    if call == "ball" and game.balls == 3:
        events.append(play("W"))
    elif call in ("swinging", "called") and game.strikes == 2:
        events.append(play("K"))
    return events


def occupied(game: GameState) -> list[str]:
    """The bases with a runner, lead runner first."""
    return [b for b in ("3", "2", "1") if game.bases[int(b) - 1] is not None]


def safe() -> Play:
    """Safe in the run race: a single; the defaults move every runner exactly one base."""
    return play("S")


def out() -> Play:
    """Out in the standard race: a ground out, fielder unknown; runners hold."""
    return play("99/G")


def lead_runner_out(game: GameState) -> Play:
    """The running variant's defense win: the lead runner is out at the next base and the
    batter takes first (a fielder's choice); with nobody on, the batter is out."""
    runners = occupied(game)
    if not runners:
        return out()
    lead = runners[0]
    return play(f"FC/G.{lead}X{NEXT[lead]}")


def hit(game: GameState, result: Hit) -> Play:
    """A hit from hit determination, every runner moving `result.runners` bases.

    A game-ending hit counts only up to the winning run (Rule 7.01(g)), and the batter is
    credited with only as many bases as the runner who scored it advanced (Rule 9.06(f)); a
    home run counts every run."""
    code = HIT_CODES[result.result]
    if result.result == "home run":
        return play(code)
    bases, moves = result.bases, []
    needed = runs_to_win(game)
    scored = 0
    for base in occupied(game):
        to = int(base) + result.runners
        if to >= 4 and needed and scored == needed:
            to = 3  # the game is over: he stops where he is safe
        if to >= 4:
            scored += 1
            if scored == needed:
                bases = min(bases, 4 - int(base))
        moves.append(f"{base}-{'H' if to >= 4 else to}")
    if needed and scored >= needed:
        code = HIT_CODES[("single", "double", "triple")[bases - 1]]
        moves = _make_room(moves)
    return play(code + ("." + ";".join(moves) if moves else ""))


def _make_room(moves: list[str]) -> list[str]:
    """Runners held up at the end of a walk-off stop short of a base a runner ahead holds."""
    taken: set[int] = set()
    result = []
    for move in moves:  # lead runner first
        start, to = move.split("-")
        if to != "H":
            spot = int(to)
            while spot in taken:
                spot -= 1
            taken.add(spot)
            to = str(spot)
        result.append(f"{start}-{to}")
    return result
