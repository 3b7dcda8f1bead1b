"""Hot-seat with hidden hands: the screen is passed from one player to the other.

Two people share one screen, so neither hand is shown by default (TableGame.open_sides). When
a question whose answers come out of a hand (the system panel's `secret`) is for one of them,
the screen first says "Pass to …: the other player looks away — press Enter when ready"; only
after Enter are that player's hand and the question's answers shown (the answers list his
cards, so they are as secret as the hand). He stays at the screen for his further questions;
the moment a question is for the other player (or the game is over) his hand is hidden again.
While the gate is up no answer is taken — not even a number, whose refusal would list the
answers. The recruiting screen before a game uses the same gate.
"""

from __future__ import annotations

from typing import Callable

from engine.systems.base import Ask
from scorebook.table_answerers import PERSON, PLAY
from scorebook.table_play import TableGame

PASS = "Pass to {who}: the other player looks away — press Enter when ready"
KEYS = "Enter when ready (the other player looks away)"


class HandGate:
    """Which person is at the screen (`looking`, a side or player number) and whether the one
    asked must be passed the screen first."""

    def __init__(self) -> None:
        self.looking: int | None = None
        self.up: int | None = None  # the side the screen waits to be passed to

    def asked(self, side: int | None, secret: bool) -> int | None:
        """A person's question for `side` in hot-seat (None: the dice's, the computer's, or an
        open side's — whoever looks stays): the side the screen must be passed to, or None
        once it has been (or the question hides nothing)."""
        if side is not None and side != self.looking:
            self.looking = None  # the other player's question: what was open is hidden
        self.up = side if side is not None and secret and self.looking is None else None
        return self.up

    def game_asks(self, table: TableGame, secret: Callable[[Ask], bool]) -> int | None:
        """`asked` for the question a game waits on: a person's, in hot-seat, for a side whose
        cards are not open anyway; the game over hides everything."""
        ask = table.ask()
        if ask is None:
            self.close()
            return None
        side = table.side_of(ask)
        hidden = (table.mode == PLAY and table.whose(ask) == PERSON and side is not None
                  and side not in table.open_sides())
        return self.asked(side if hidden else None, secret(ask))

    def close(self) -> None:
        self.looking = self.up = None

    def passed(self) -> int | None:
        """Enter at the gate: the side waited for is at the screen now (None: no gate up)."""
        side, self.up = self.up, None
        if side is not None:
            self.looking = side
        return side

    def open(self) -> frozenset[int]:
        """The side whose hidden cards may be shown now."""
        return frozenset() if self.looking is None else frozenset({self.looking})


def pass_text(who: str) -> str:
    return PASS.format(who=who)
