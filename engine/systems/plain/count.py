"""When the pitches alone finish a plate appearance: ball four, strike three, a hit batter.

At the table the scorekeeper types the pitches as they come; when one of them ends the plate
appearance the play follows from the count, so `bbbb` is a walk without typing `W`. The count
follows the Retrosheet pitch codes (engine.core.events): a foul is never strike three
(Rule 5.09(a)(2) — a foul tip `T` and a foul bunt `L` are), and a pitch in play (`x`) waits for
the play that the scorekeeper enters next.
"""

from __future__ import annotations

from engine.core.errors import EntryError, quoted
from engine.core.events import (BALL_CODES, FOUL_CODES, HIT_BATTER_CODES, IN_PLAY_CODES,
                                STRIKE_CODES, Pitch, Play)
from engine.core.notation import parse_play


def finishing_play(balls: int, strikes: int, pitches: tuple[Pitch, ...], line: str) -> Play | None:
    """The play these pitches end the plate appearance with, or None if it goes on.

    `balls` and `strikes` are the count before the first pitch. A pitch after the one that
    ended the plate appearance is an error naming both.
    """
    ending: tuple[int, str] | None = None  # (pitch number, what happened)
    play: Play | None = None
    for number, pitch in enumerate(pitches, start=1):
        code = pitch.code
        if ending is not None:
            at, what = ending
            raise EntryError(f"{what} on pitch {at} of {quoted(line)} ends the plate appearance, "
                             f"so pitch {number} cannot follow it.", line)
        if code in BALL_CODES:
            balls += 1
            if balls == 4:
                ending = (number, "Ball four")
                play = parse_play("IW" if code == "I" else "W")
        elif code in STRIKE_CODES:
            strikes += 1
            if strikes == 3:
                ending = (number, "Strike three")
                play = parse_play("K")
        elif code in FOUL_CODES:
            strikes += strikes < 2
        elif code in IN_PLAY_CODES:
            ending = (number, "The ball put in play")
        elif code in HIT_BATTER_CODES:
            ending = (number, "The hit batter")
            play = parse_play("HP")
    return play
