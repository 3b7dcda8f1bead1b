"""Setting up a game of Nanyou from cards (rules/nanyou.md §1.2, §2.3, §3.2).

Each side hands in nine starters in batting order, each with a fielding position, covering
P C 1B 2B 3B SS LF CF RF, and a bench (15 cards in all after the draft). With the DH (option
2) the designated hitter bats in the order at position 10 and the pitcher sits behind him,
not batting (slot 0). Nine innings, extra innings until decided, the home team does not bat
in the ninth when ahead and a walk-off ends the game. The cards and benches go into the
game's options, so a stored game keeps the cards it was played with.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import ScorebookError
from engine.core.setup import GameSetup, LineupSpot, Ruleset, TeamSheet
from engine.systems.nanyou.cards import POSITION_NAMES, Card
from engine.systems.nanyou.state import cards_option

DH = 10
SWITCHES = ("on", "yes", "true")


class SetupError(ScorebookError):
    """Cards that cannot make a team."""


@dataclass(frozen=True)
class TeamCards:
    """A side's cards: `lineup` the batting order as (card, position number) — with the DH the
    DH at position 10 and the pitcher apart in `pitcher` — and the bench."""

    code: str
    name: str
    lineup: tuple[tuple[Card, int], ...]
    bench: tuple[Card, ...] = ()
    pitcher: Card | None = None


def player_id(team: str, card: Card) -> str:
    """A card on a team is that team's player: the same card on two teams (two boxes of the
    game) is two players with their own statistics."""
    return f"{team.lower()}-{card.id.lower()}"


def game_setup(home: TeamCards, away: TeamCards,
               options: dict[str, str] | None = None) -> tuple[GameSetup, dict[str, str]]:
    """The setup and the stored options of a nine-inning game between two sides."""
    options = dict(options or {})
    dh = options.get("dh", "off").strip().lower() in SWITCHES
    sheets = [_sheet(team, dh) for team in (away, home)]
    rules = Ruleset(innings=9, extra_innings=True, skip_home_half_when_ahead=True, walk_off=True,
                    dh=dh, lineup_size=9)
    cards = {}
    for team in (away, home):
        for card in _cards(team):
            cards[player_id(team.code, card)] = card
    options["cards"] = cards_option(cards)
    for side, team in (("away", away), ("home", home)):
        if team.bench:
            options[f"bench.{side}"] = ",".join(player_id(team.code, c) for c in team.bench)
    return GameSetup(sheets[0], sheets[1], rules), options


def _cards(team: TeamCards) -> list[Card]:
    return [c for c, _ in team.lineup] + ([team.pitcher] if team.pitcher else []) + list(team.bench)


def _sheet(team: TeamCards, dh: bool) -> TeamSheet:
    check_team(team, dh)
    spots = [LineupSpot(player_id(team.code, card), card.name, slot, position)
             for slot, (card, position) in enumerate(team.lineup, start=1)]
    if dh:
        spots.append(LineupSpot(player_id(team.code, team.pitcher), team.pitcher.name, 0, 1))
    return TeamSheet(team.code, team.name, tuple(spots))


def check_team(team: TeamCards, dh: bool) -> None:
    """Nine in the order, every position covered once by a card that can play it (a fielder
    card any fielding position; with the DH: a DH in the order and a pitcher apart), nobody
    twice."""
    if len(team.lineup) != 9:
        raise SetupError(f"{team.name} needs nine batters in the order, not {len(team.lineup)}.")
    if dh and team.pitcher is None:
        raise SetupError(f"{team.name} plays with the DH: name the pitcher who does not bat.")
    if not dh and team.pitcher is not None:
        raise SetupError(f"{team.name}: a pitcher apart from the order needs the DH (option dh=on).")
    positions = [p for _, p in team.lineup] + ([1] if dh else [])
    wanted = list(range(1, 10)) + ([DH] if dh else [])
    if sorted(positions) != wanted:
        missing = [POSITION_NAMES.get(p, "DH") for p in wanted if p not in positions]
        raise SetupError(f"{team.name}'s lineup does not cover every position: {', '.join(missing) or 'one is doubled'}.")
    for card, position in team.lineup:
        if position != DH and not card.plays(position):
            where = ", ".join(name for n, name in POSITION_NAMES.items() if card.plays(n))
            raise SetupError(f"{team.name}: {card.id} ({card.name}) cannot play "
                             f"{POSITION_NAMES[position]}: the card plays {where}.")
    if dh and "P" not in team.pitcher.positions:
        raise SetupError(f"{team.name}: {team.pitcher.id} ({team.pitcher.name}) is not a pitcher.")
    ids = [c.id.lower() for c in _cards(team)]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise SetupError(f"{team.name} has card {twice[0].upper()} twice.")
