"""What the new-game screen is offered and what it hands back: an option as the screen offers
it (`OptionSpec`), a lineup card's `Shape`, whom a row may name (`Choices`), and the choices
made (`NewGame`, a `Side` per team, a `Starter` per row). Plain data, no rules: the modules that
fill them in for each system (new_game_options.py, new_game_lineups.py, new_game_pizzabox.py,
new_game_unlimited9.py) all build on this one, so none of them needs another's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from engine.core.errors import ScorebookError

#: What an option sets: a game option (`info option.KEY`), baseball's rules (`info KEY`), the
#: teams — their shape, and how the computer picks them (the system's sim options) — or a
#: variant, which is both: the header says it (`info option.KEY`) and the computer's set-up
#: picks the teams for it.
GAME, RULES, TEAMS, VARIANT = "game", "rules", "teams", "variant"


class NewGameRefused(ScorebookError):
    """The choices cannot make a game; the message is one sentence for the person."""


@dataclass(frozen=True)
class OptionSpec:
    """An option as the screen offers it: the values allowed (() for free text) and the
    default, each taken from the system's own options code where it has them."""

    key: str
    label: str
    values: tuple[str, ...]
    default: str
    help: str
    kind: str = GAME
    titles: tuple[str, ...] = ()  # how each value is shown, when not as itself


@dataclass(frozen=True)
class Shape:
    """What one side's lineup card holds: batting slots and the positions they may take, a
    pitcher who does not bat (slot 0), and further cards (new_game_options.EXTRAS: "bullpen",
    "bench")."""

    batters: int
    positions: tuple[int, ...]
    pitcher_apart: bool = False
    extras: tuple[str, ...] = ()
    note: str = ""  # what the card says of a team the system makes itself (Pizza Box's)


@dataclass(frozen=True)
class Starter:
    """A row of a lineup card: whom it names (a player id, or a card id in a card game; ""
    for nobody yet) and his position (0: not chosen)."""

    choice: str = ""
    position: int = 0


@dataclass(frozen=True)
class Side:
    """One team's card: the batting order, the pitcher who does not bat (with the DH; the
    Bottom of the 9th visitors) and the further cards: the bullpen in order, the bench."""

    code: str = ""
    name: str = ""
    batters: tuple[Starter, ...] = ()
    pitcher: str = ""
    bullpen: tuple[str, ...] = ()
    bench: tuple[str, ...] = ()

    def extras(self, kind: str) -> tuple[str, ...]:
        """The bullpen or the bench (`kind`, one of new_game_options.EXTRAS)."""
        return self.bullpen if kind == "bullpen" else self.bench


@dataclass(frozen=True)
class NewGame:
    """Everything the new-game screen chose. `options` holds each option's value by key;
    `computer` is the side the computer manages in mode "computer"; `series` is "" for a
    game of no series."""

    system: str
    key: str
    away: Side
    home: Side
    options: Mapping[str, str]
    mode: str = "record"
    computer: str = "home"
    date: str = ""
    season: str = ""
    seed: int | None = None
    series: str = ""  # the best-of-N series the game is one of (db.series), by name


@dataclass(frozen=True)
class Choice:
    """Whom a row may name: the value stored, how the list shows him, his name."""

    value: str
    label: str
    name: str


@dataclass(frozen=True)
class Choices:
    """Whom each kind of row may name: batters, the pitcher apart, the bullpen, the bench."""

    batters: tuple[Choice, ...] = ()
    pitchers: tuple[Choice, ...] = ()
    bullpen: tuple[Choice, ...] = ()
    bench: tuple[Choice, ...] = ()

    def extras(self, kind: str) -> tuple[Choice, ...]:
        """Whom the bullpen or the bench (`kind`) may name."""
        return self.bullpen if kind == "bullpen" else self.bench
