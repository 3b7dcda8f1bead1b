"""Setting up a game of Pizza Box (rules/pizza_box.md §1.2, §2.5, §2.6).

The board has no players, only the two colours' pegs, so a team here is nine players named by
their team and position ("VIS-CF"): the batting order is the house default below (it matters from AAA on, where each
slot reads its own area of the result card). Below PRO a designated hitter bats ninth and the
pitcher does not bat; at PRO the pitcher bats ninth (the card's blue strip) and the pitchers are
pitcher type cards — the starter and the bullpen. From AAA on each team has three pinch hitters.
Who is home is decided by the draw-and-call (§1.2): the younger player draws a red pitcher card,
the older calls SWING or TAKE; the same colour (both black or both white) makes the younger the
visitor.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from engine.core.setup import GameSetup, LineupSpot, Ruleset, TeamSheet
from engine.systems.pizzabox.cards import STARTER, CardSet, PitcherType
from engine.systems.pizzabox.state import cards_option, pitchers_option

#: The house-default batting order: (position number, label).
ORDER = ((8, "CF"), (6, "SS"), (3, "1B"), (7, "LF"), (5, "3B"), (9, "RF"), (4, "2B"), (2, "C"))
PINCH_HITTERS = 3
COLOUR = {"SWING": "black", "TAKE": "white", "STRIKE": "black", "BALL": "white"}


def draw_and_call(card: str, call: str) -> str:
    """Who is the visitor after the draw-and-call: "younger" when the card drawn and the call
    are the same colour, else "older" [seed]."""
    return "younger" if COLOUR[card] == COLOUR[call] else "older"


def player_id(team: str, what: str) -> str:
    return f"{team.lower()}-{what.lower()}"


def player_name(team: str, what: str) -> str:
    """"VIS-CF": one word, so a box score prints it whole (it shortens "First Last")."""
    return f"{team}-{what}"


@dataclass(frozen=True)
class Team:
    """A side: its code and name, its starter (PRO: a starter's card id) and its bullpen."""

    code: str
    name: str
    starter: str = ""
    bullpen: tuple[str, ...] = ()


def sheet(team: Team, level: str, cards: CardSet) -> TeamSheet:
    spots = [LineupSpot(player_id(team.code, label), player_name(team.code, label), slot, pos)
             for slot, (pos, label) in enumerate(ORDER, start=1)]
    if level == "PRO":
        card = cards[team.starter]
        spots.append(LineupSpot(player_id(team.code, card.id), player_name(team.code, card.id), 9, 1))
    else:
        spots.append(LineupSpot(player_id(team.code, "DH"), player_name(team.code, "DH"), 9, 10))
        spots.append(LineupSpot(player_id(team.code, "P"), player_name(team.code, "P"), 0, 1))
    return TeamSheet(team.code, team.name, tuple(spots))


def game_setup(home: Team, away: Team, level: str, cards: CardSet,
               options: dict[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of a nine-inning game at `level`."""
    options = {**options, "level": level}
    rules = Ruleset(innings=9, extra_innings=True, skip_home_half_when_ahead=True, walk_off=True,
                    dh=level != "PRO", lineup_size=9)
    names: dict[str, str] = {}
    for side, team in (("away", away), ("home", home)):
        bench = []
        if level in ("AAA", "PRO"):
            for n in range(1, PINCH_HITTERS + 1):
                player = player_id(team.code, f"ph{n}")
                bench.append(player)
                names[player] = player_name(team.code, f"PH{n}")
        if level == "PRO":
            staff = {player_id(team.code, c): c for c in (team.starter, *team.bullpen)}
            options[f"pitchers.{side}"] = pitchers_option(staff)
            for player, card_id in staff.items():
                bench.append(player) if card_id != team.starter else None
                names[player] = player_name(team.code, card_id)
        if bench:
            options[f"bench.{side}"] = ",".join(bench)
    if names:
        options["names"] = json.dumps(names, sort_keys=True)
    if cards_option(cards):
        options["cards"] = cards_option(cards)
    return GameSetup(sheet(away, level, cards), sheet(home, level, cards), rules), options


def staff(cards: CardSet, starter: str) -> tuple[str, tuple[str, ...]]:
    """A PRO team's pitchers: `starter` and every reliever card of the set."""
    relievers = tuple(c.id for c in cards.cards.values()
                      if isinstance(c, PitcherType) and c.role != STARTER)
    return starter, relievers


def starters(cards: CardSet) -> tuple[str, ...]:
    return tuple(c.id for c in cards.cards.values() if isinstance(c, PitcherType) and c.role == STARTER)
