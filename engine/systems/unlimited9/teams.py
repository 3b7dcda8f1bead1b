"""Unlimited Nine's teams as the core sees them: each character on a team is that team's player."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.setup import GameSetup, LineupSpot, Ruleset, TeamSheet
from engine.systems.unlimited9.cards import POSITION_NUMBERS, CardSet, Character
from engine.systems.unlimited9.rules import Rules


def player_id(team: str, card: Character) -> str:
    """A character on a team is that team's player: the same card on two teams (or in two
    games of a league, drawn by either side) is one player per team, with its own statistics."""
    return f"{team.lower()}-u9-{card.id.lower()}"


def card_word(player: str) -> str:
    """The card a player id names, as the table's words write it ("vis-u9-b04" -> "B04"; the
    words compare card ids without case)."""
    return (player.partition("-u9-")[2] or player).upper()



@dataclass(frozen=True)
class Side:
    """One team before the first pitch: code and name, its nine (card ids, in batting order,
    each with his position), its bench, its captain, the characters on their student side, its
    starting hand (event card ids; at a table, `hidden` cards unseen; None when the game deals it)."""

    code: str
    name: str
    nine: tuple[tuple[str, str], ...]
    captain: str
    bench: tuple[str, ...] = ()
    students: tuple[str, ...] = ()
    hand: tuple[str, ...] | None = None   # None: dealt when the game starts (not yet known)
    hidden: int = 0


def ruleset(mode: str, rules: Rules) -> Ruleset:
    """Three innings; a basic game may end in a draw, a standard one goes to the team batting
    second (tie_goes_to)."""
    tie = rules.tie_basic if mode == "basic" else rules.tie_standard
    return Ruleset(innings=rules.innings, extra_innings=False, ties_allowed=True,
                   skip_home_half_when_ahead=rules.skip_home_half_when_ahead, walk_off=True,
                   dh=False, lineup_size=9, tie_goes_to="home" if tie == "home" else "")


def game_setup(away: Side, home: Side, mode: str, cards: CardSet, rules: Rules,
               discard: tuple[str, ...] = (), options: dict[str, str] | None = None,
               ) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of a game: `away` bats first."""
    stored = {**(options or {}), "mode": mode}
    sheets = []
    for key, side in (("away", away), ("home", home)):
        spots = tuple(LineupSpot(player_id(side.code, cards.character(card)),
                                 cards.character(card).name, slot, POSITION_NUMBERS[position])
                      for slot, (card, position) in enumerate(side.nine, start=1))
        sheets.append(TeamSheet(side.code, side.name, spots))
        stored[f"captain.{key}"] = side.captain
        if side.students:
            stored[f"students.{key}"] = ",".join(side.students)
        if side.bench:
            stored[f"bench.{key}"] = ",".join(player_id(side.code, cards.character(c)) for c in side.bench)
        if side.hidden or side.hand is not None:
            stored[f"hand.{key}"] = str(side.hidden) if side.hidden else ",".join(side.hand or ())
    if discard:
        stored["discard"] = ",".join(discard)
    return GameSetup(sheets[0], sheets[1], ruleset(mode, rules)), stored
