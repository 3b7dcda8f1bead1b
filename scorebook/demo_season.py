"""A simulated season of the demo league (scorebook/demo.py): the schedule, every game played
computer against computer, the final between the two best teams, and each team's roster.

Nothing here touches the database: a season comes back as the rows `db.bulk.write_games`
stores, so the demo is written in one transaction. Each team plays from its own box of the
system's cards (the simulation's way without a draft: a team's box depends on its code only),
so the cards a team uses are the same all season and make its roster. A system whose cards
are not players (Pizza Box: the cards are decks, and a team is nine players named by their
positions, engine/systems/pizzabox/teams.py) has the players of its games' lineups and benches
on the rosters; so has a system whose teams take their characters game by game (Unlimited
Nine: the captain's colour decides the nine, engine/systems/unlimited9/pregame.py).
"""

from __future__ import annotations

import datetime as dt
import json
import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, Sequence

import polars as pl

from db.bulk import GameRows, game_rows
from db.card_systems import card_system, player_on_team, roster_positions
from engine.systems.simulate import SimulatedGame, game_seed, simulate
from stats.load import (GAMES_SCHEMA, LINEUPS_SCHEMA, PLAYERS_SCHEMA, PLAYS_SCHEMA,
                        SERIES_SCHEMA, TEAMS_SCHEMA, Frames)
from stats.series import HOME_ADVANTAGE_GAMES
from stats.standings import standings

#: Systems whose teams take their characters game by game: their rosters are the games' players.
DRAWN_GAME_BY_GAME = ("unlimited9",)
#: Called after each game simulated, with what was done ("bot9 game 3 played").
Tick = Callable[[str], None]


@dataclass(frozen=True)
class RosterSpot:
    """A player of a team's box of cards: his id in the games, his card's name, positions."""

    player_id: str
    name: str
    positions: str


@dataclass
class PlayedSeason:
    """A season played: its games (the final's too, `series_id` still to be filled in), the
    two teams of the final (the better one first: home advantage) and the rosters by team."""

    system: str
    games: list[GameRows] = field(default_factory=list)
    final: list[GameRows] = field(default_factory=list)
    finalists: tuple[str, str] = ("", "")
    rosters: dict[str, dict[str, RosterSpot]] = field(default_factory=dict)


def game_key(system: str, seed: int, number: int) -> str:
    """The key of game `number` of a demo season: "demo-bot9-1-12" (as `scorebook sim` names
    its games, "sim-bot9-1-12")."""
    return f"demo-{system}-{seed}-{number}"


def schedule(teams: Sequence[str], games: int) -> list[tuple[str, str]]:
    """(away, home) of each of `games` games, one a day: the pairings of a round robin, round
    after round, the home team switching each time round."""
    codes = list(teams)
    if len(codes) % 2:
        codes.append("")  # a bye
    rounds = []
    for _ in range(len(codes) - 1):  # the circle method: the first team stays, the rest turn
        rounds.extend((codes[i], codes[-1 - i]) for i in range(len(codes) // 2))
        codes = [codes[0], codes[-1], *codes[1:-1]]
    pairs = [pair for pair in rounds if "" not in pair]
    played = []
    for n in range(games):
        away, home = pairs[n % len(pairs)]
        played.append((away, home) if (n // len(pairs)) % 2 == 0 else (home, away))
    return played


def play_season(system: str, teams: Mapping[str, str], pool: Sequence[Any],
                options: Mapping[str, str], *, seed: int, games: int, best_of: int,
                start: dt.date, season: str, playoffs: str, created_at: dt.datetime,
                tick: Tick) -> PlayedSeason:
    """Play `games` games of `system` between `teams` (code -> name) from the cards of `pool`,
    a game a day from `start`, then the best-of-`best_of` final two days after the last
    between the first two of the standings."""
    played = PlayedSeason(system)

    def play(number: int, away: str, home: str, day: dt.date, season_name: str) -> GameRows:
        game = simulate(system, pool, game_seed(seed, number), (home, teams[home]),
                        (away, teams[away]), options)
        rows = game_rows(game_key(system, seed, number), system, game.session, game.answers,
                         date=day, season=season_name, options=game.options, seed=game.seed,
                         created_at=created_at)
        _add_to_rosters(played.rosters, system, game, pool, (away, home))
        tick(f"{system} game {number} played")
        return rows

    for n, (away, home) in enumerate(schedule(list(teams), games), start=1):
        played.games.append(play(n, away, home, start + dt.timedelta(days=n - 1), season))
    first, second = standings_order(played.games, season)[:2]
    played.finalists = (first, second)
    need, won = best_of // 2 + 1, {first: 0, second: 0}
    at_first = HOME_ADVANTAGE_GAMES.get(best_of, range(1, 2 * best_of, 2))
    day = start + dt.timedelta(days=games + 1)
    number = games
    # Until one side has the wins it needs; a tied game is a game played, won by nobody.
    while max(won.values()) < need and len(played.final) < 2 * best_of:
        number += 1
        home = first if (len(played.final) + 1) in at_first else second
        away = second if home == first else first
        rows = play(number, away, home, day + dt.timedelta(days=len(played.final)), playoffs)
        played.final.append(rows)
        side = rows.game["winning_side"]
        if side:  # the game's own sides: Unlimited Nine's reveal decides who bats first
            won[rows.game[side]] += 1
    return played


def standings_order(games: Sequence[GameRows], season: str) -> list[str]:
    """The teams of a season in the order of its standings (stats/standings.py: PCT, then
    head-to-head, run difference, code), from the games' rows before they are stored."""
    rows = [{**{c: g.game.get(c) for c in GAMES_SCHEMA}, "game_id": n, "season": season}
            for n, g in enumerate(games, start=1)]
    codes = sorted({g.game[side] for g in games for side in ("away", "home")})
    frames = Frames(
        games=pl.LazyFrame(rows, schema=GAMES_SCHEMA),
        teams=pl.LazyFrame({"code": codes, "name": codes, "league": [""] * len(codes),
                            "division": [""] * len(codes)}, schema=TEAMS_SCHEMA),
        **{name: pl.LazyFrame(schema=schema) for name, schema in (
            ("plays", PLAYS_SCHEMA), ("players", PLAYERS_SCHEMA), ("lineups", LINEUPS_SCHEMA),
            ("series", SERIES_SCHEMA))})
    return standings(frames).collect()["team"].to_list()


def in_series(rows: Sequence[GameRows], series_id: int) -> list[GameRows]:
    """The games as games of series `series_id`."""
    return [replace(game, game={**game.game, "series_id": series_id}) for game in rows]


def _add_to_rosters(rosters: dict[str, dict[str, RosterSpot]], system: str,
                    game: SimulatedGame, pool: Sequence[Any], codes: Sequence[str]) -> None:
    """Put the cards each side used in a game on its roster: the game's `cards` option keys
    every player of both boxes by the system's rule (`player_on_team`; a support card is
    no one's). Without player cards, the game's own players (`_add_lineups`)."""
    if not card_system(system).players or system in DRAWN_GAME_BY_GAME:
        _add_lineups(rosters, game)
        return
    players = {player_on_team(system, code, card): (code, card) for code in codes
               for card in pool}
    for player_id in json.loads(game.options.get("cards") or "{}"):
        if player_id in players:
            code, card = players[player_id]
            rosters.setdefault(code, {})[player_id] = RosterSpot(
                player_id, card.name, roster_positions(system, card))


def _add_lineups(rosters: dict[str, dict[str, RosterSpot]], game: SimulatedGame) -> None:
    """Put each side's starters, at the positions they start at, and its bench on its roster:
    a pitcher of the game's pitcher cards (PRO) pitches, a pinch hitter stays in the game as
    the designated hitter where there is one."""
    options = game.options
    names = json.loads(options.get("names") or "{}")
    card_of = getattr(game.session.state, "card", None)  # a character's name, off his card
    for side, sheet in (("away", game.setup.away), ("home", game.setup.home)):
        spots = rosters.setdefault(sheet.code, {})
        for spot in sheet.lineup:
            position = "DH" if spot.position == 10 else str(spot.position)
            spots.setdefault(spot.player, RosterSpot(spot.player, spot.name, position))
        staff = {item.partition(":")[0] for item in options.get(f"pitchers.{side}", "").split(",")}
        for player in filter(None, options.get(f"bench.{side}", "").split(",")):
            position = "1" if player in staff else ("DH" if game.setup.rules.dh else "")
            name = names.get(player) or (card_of(player).name if card_of else player)
            spots.setdefault(player, RosterSpot(player, name, position))


def uniform_numbers(count: int, rng_seed: str) -> list[str]:
    """`count` different uniform numbers from 1 to 99, the same for the same seed."""
    return [str(n) for n in random.Random(rng_seed).sample(range(1, 100), count)]

