"""Setting up a game of Bottom of the 9th from cards (rules/bot9.md §1.3, §4.2).

The base game: the home team's six batters, in batting order, covering six different fielding
positions, against the visitors' two pitchers (the starter, then the reliever). A multi-inning
game: each side has eight batters and a pitcher batting ninth, plus relievers, and plays
normal baseball over the agreed innings. The cards go into the game's options, so a stored game
keeps the cards it was played with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.core.errors import ScorebookError
from engine.core.setup import BOTTOM, TOP, GameSetup, LineupSpot, Ruleset, Situation, TeamSheet
from engine.systems.bot9.cards import Card
from engine.systems.bot9.positions import assign_positions, covers_positions
from engine.systems.bot9.state import cards_option

BASE_BATTERS, MULTI_BATTERS = 6, 8
#: The base game: bottom of the 9th, tied, nobody out, six batters; if the home team has not
#: scored by the third out, the tie is the visitors' win.
BASE_RULES = Ruleset(innings=9, extra_innings=False, ties_allowed=True, walk_off=True,
                     lineup_size=BASE_BATTERS, tie_goes_to="away")
BASE_SITUATION = Situation(inning=9, half=BOTTOM)


class SetupError(ScorebookError):
    """Cards that cannot make a team for the game asked for."""


@dataclass(frozen=True)
class TeamCards:
    """A side's cards: batters in batting order, pitchers with the starter first, and the bench
    (pinch hitters, multi-inning game)."""

    code: str
    name: str
    batters: tuple[Card, ...] = ()
    pitchers: tuple[Card, ...] = ()
    bench: tuple[Card, ...] = ()


def player_id(team: str, card: Card) -> str:
    """A card on a team is that team's player: the same card on two teams (two boxes of the
    game) is two players with their own statistics."""
    return f"{team.lower()}-{card.id.lower()}"


def base_game(home: TeamCards, away: TeamCards, options: dict[str, str] | None = None,
              support: Card | None = None) -> tuple[GameSetup, dict[str, str]]:
    """The two-player game: bottom of the 9th, tied, nobody out; the visitors win if the home
    team has not scored by the third out (Ruleset.tie_goes_to)."""
    _check_batters(home, BASE_BATTERS)
    _check_pitchers(away, 2)
    home_sheet = TeamSheet(home.code, home.name, _batting_order(home))
    starter = away.pitchers[0]
    away_sheet = TeamSheet(away.code, away.name,
                           (LineupSpot(player_id(away.code, starter), starter.name, 0, 1),))
    setup = GameSetup(away_sheet, home_sheet, BASE_RULES, BASE_SITUATION)
    return setup, _options(home, away, options, support)


def multi_inning_game(home: TeamCards, away: TeamCards, innings: int = 3,
                      options: dict[str, str] | None = None,
                      support: Card | None = None) -> tuple[GameSetup, dict[str, str]]:
    """The multi-inning game (§4.2.6): eight batters and the pitcher batting ninth a side,
    normal baseball over `innings` innings, extra innings when tied."""
    sheets = []
    for team in (away, home):
        _check_batters(team, MULTI_BATTERS)
        _check_pitchers(team, 1)
        starter = team.pitchers[0]
        lineup = _batting_order(team) + (
            LineupSpot(player_id(team.code, starter), starter.name, MULTI_BATTERS + 1, 1),)
        sheets.append(TeamSheet(team.code, team.name, lineup))
    rules = Ruleset(innings=innings, lineup_size=MULTI_BATTERS + 1)
    setup = GameSetup(sheets[0], sheets[1], rules, Situation(inning=1, half=TOP))
    return setup, _options(home, away, options, support)


def extra_inning_game(home: TeamCards, away: TeamCards, options: dict[str, str] | None = None,
                      support: Card | None = None) -> tuple[GameSetup, dict[str, str]]:
    """The 10th-inning variant (§4.2.4): bottom of the 9th as usual, then, if the home team has
    not scored, normal extra innings — both teams batting six and pitching — until decided.
    The two teams are one card set split in two: no card plays for both."""
    away_cards = {c.id: c for c in away.batters + away.pitchers + away.bench}
    both = [c for c in home.batters + home.pitchers + home.bench if c.id in away_cards]
    if both:
        raise SetupError(f"{both[0].name} ({both[0].id}) is on both teams: the 10th-inning "
                         "variant splits one card set between the two teams.")
    sheets = []
    for team in (away, home):
        _check_batters(team, BASE_BATTERS)
        _check_pitchers(team, 1)
        starter = team.pitchers[0]
        sheets.append(TeamSheet(team.code, team.name, _batting_order(team) + (
            LineupSpot(player_id(team.code, starter), starter.name, 0, 1),)))
    rules = Ruleset(innings=9, lineup_size=BASE_BATTERS)
    setup = GameSetup(sheets[0], sheets[1], rules, Situation(inning=9, half=BOTTOM))
    return setup, _options(home, away, options, support)


def _batting_order(team: TeamCards) -> tuple[LineupSpot, ...]:
    positions = assign_positions(team.batters)
    return tuple(LineupSpot(player_id(team.code, card), card.name, slot, position)
                 for slot, (card, position) in enumerate(zip(team.batters, positions), start=1))


def _check_batters(team: TeamCards, count: int) -> None:
    if len(team.batters) != count:
        raise SetupError(f"{team.name} needs {count} batters, not {len(team.batters)}.")
    if any(card.kind != "batter" for card in team.batters):
        wrong = next(card for card in team.batters if card.kind != "batter")
        raise SetupError(f"{team.name}: {wrong.id} ({wrong.name}) is a {wrong.kind} card, not a batter.")
    problem = covers_positions(team.batters)
    if problem:
        raise SetupError(f"{team.name}: {problem}")


def _check_pitchers(team: TeamCards, least: int) -> None:
    if len(team.pitchers) < least:
        raise SetupError(f"{team.name} needs at least {least} pitchers, not {len(team.pitchers)}.")
    if any(card.kind != "pitcher" for card in team.pitchers):
        wrong = next(card for card in team.pitchers if card.kind != "pitcher")
        raise SetupError(f"{team.name}: {wrong.id} ({wrong.name}) is a {wrong.kind} card, not a pitcher.")
    if team.pitchers[0].role == "reliever":
        raise SetupError(f"{team.name}: {team.pitchers[0].name} is a reliever and cannot start.")


def _options(home: TeamCards, away: TeamCards, options: dict[str, str] | None,
             support: Card | None) -> dict[str, str]:
    cards = {player_id(t.code, c): c for t in (away, home) for c in t.batters + t.pitchers + t.bench}
    result = dict(options or {})
    if support is not None:
        cards[support.id] = support
        result["support"] = support.id
    result["cards"] = cards_option(cards)
    for side, team in (("away", away), ("home", home)):
        pen = [player_id(team.code, c) for c in team.pitchers[1:]]
        if pen:
            result[f"bullpen.{side}"] = ",".join(pen)
        if team.bench:
            result[f"bench.{side}"] = ",".join(player_id(team.code, c) for c in team.bench)
    return result


def relievers_allowed(pitchers: Sequence[Card]) -> bool:
    """Whether the pitchers after the starter may all relieve (a starter-only card may not)."""
    return all(card.role != "starter" for card in pitchers[1:])
