"""A made-up league for the benchmark: thirty clubs, a 162-game schedule, every game scored.

Each game is typed by `tests.bench.scorekeeper.Scorekeeper` into the `plain` system, exactly
as a person would type it at the table, so the games carry everything a real scoresheet does:
pitches, hits, walks, double plays, steals, relief pitchers. A game's chance comes from its
own `random.Random`, seeded by the league seed and the game's number, so games can be
scored in any order (or in parallel) and still come out the same.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from engine.core.setup import GameSetup, LineupSpot, TeamSheet
from engine.systems import get_system
from engine.systems.session import Answered, Session
from tests.bench.scorekeeper import Scorekeeper, Staff

#: Bump whenever the games generated for a seed change: cached databases are keyed by it.
GENERATOR_VERSION = 2
SYSTEM = "plain"
SEASON = "Bench League 2024"
OPENING_DAY = dt.date(2024, 3, 28)
#: Fielding positions of batting slots 1-8 (slot 9 is the pitcher: no DH).
POSITIONS = (8, 4, 6, 3, 5, 7, 9, 2)
ROTATION, BULLPEN = 5, 8
CITIES = ("Albany", "Boise", "Camden", "Dayton", "Elgin", "Fresno", "Gary", "Hilo", "Irvine",
          "Joliet", "Kenosha", "Lowell", "Macon", "Naples", "Ogden", "Provo", "Quincy",
          "Reno", "Salem", "Tampa", "Utica", "Venice", "Waco", "Xenia", "Yuma", "Zanesville",
          "Akron", "Bangor", "Chico", "Duluth")
FIRST = ("Al", "Bo", "Cy", "Dan", "Ed", "Gus", "Hal", "Ike", "Jim", "Ken", "Lou", "Mel", "Ned",
         "Ozzie", "Pete", "Ray", "Sal", "Ted", "Vic", "Walt")
LAST = ("Adams", "Baker", "Clark", "Davis", "Evans", "Foster", "Grant", "Hayes", "Irwin",
        "Jones", "Keller", "Lopez", "Moore", "Nash", "Olson", "Price", "Quinn", "Reed",
        "Stone", "Turner", "Vance", "Walsh", "Young", "Zimmer")


@dataclass(frozen=True)
class Club:
    """A club: code, name, eight position players in batting order, and its pitchers."""

    code: str
    name: str
    batters: tuple[tuple[str, str], ...]  # (player id, name)
    rotation: tuple[tuple[str, str], ...]
    bullpen: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class ScheduledGame:
    number: int  # 1-based, in the order the games are recorded
    key: str
    date: dt.date
    away: Club
    home: Club
    away_starter: int  # index into the rotation
    home_starter: int


@dataclass(frozen=True)
class ScoredGame:
    """A game as the scorekeeper typed it: its setup and every answer with its rows."""

    scheduled: ScheduledGame
    setup: GameSetup
    answers: tuple[Answered, ...]
    session: Session


def clubs(seed: int, count: int = 30) -> list[Club]:
    """`count` clubs with made-up players (ids like Retrosheet's: `albab001`)."""
    rng = random.Random(f"clubs:{seed}")
    result = []
    for city in CITIES[:count]:
        code = city[:3].upper()
        def people(kind: str, n: int) -> tuple[tuple[str, str], ...]:
            return tuple((f"{code.lower()}{kind}{i:03d}", f"{rng.choice(FIRST)} {rng.choice(LAST)}")
                         for i in range(1, n + 1))
        result.append(Club(code, f"{city} {rng.choice(('Grays', 'Sox', 'Pilots', 'Larks'))}",
                           people("b", 8), people("p", ROTATION), people("r", BULLPEN)))
    return result


def schedule(seed: int, league: list[Club], days: int = 162) -> list[ScheduledGame]:
    """Every club plays once a day, against a club drawn at random: `days` games each."""
    rng = random.Random(f"schedule:{seed}")
    games, starts = [], {club.code: 0 for club in league}
    for day in range(days):
        date = OPENING_DAY + dt.timedelta(days=day)
        order = list(league)
        rng.shuffle(order)
        for away, home in zip(order[0::2], order[1::2]):
            games.append(ScheduledGame(len(games) + 1, f"{home.code}{date:%Y%m%d}0", date, away,
                                       home, starts[away.code] % ROTATION,
                                       starts[home.code] % ROTATION))
            starts[away.code] += 1
            starts[home.code] += 1
    return games


def lineup_card(club: Club, starter: int) -> TeamSheet:
    spots = [LineupSpot(player, name, slot, position)
             for slot, ((player, name), position) in enumerate(zip(club.batters, POSITIONS),
                                                                start=1)]
    pitcher, name = club.rotation[starter]
    return TeamSheet(club.code, club.name, tuple(spots + [LineupSpot(pitcher, name, 9, 1)]))


def score_game(seed: int, game: ScheduledGame) -> ScoredGame:
    """Type the whole game into a fresh plain session, line by line."""
    rng = random.Random(f"game:{seed}:{game.number}")
    setup = GameSetup(away=lineup_card(game.away, game.away_starter),
                      home=lineup_card(game.home, game.home_starter))
    session = Session(get_system(SYSTEM), setup)
    bullpens = [list(club.bullpen) for club in (game.away, game.home)]
    for pen in bullpens:
        rng.shuffle(pen)
    keeper = Scorekeeper(rng, Staff("away", setup.away.lineup[-1].player, bullpens[0]),
                         Staff("home", setup.home.lineup[-1].player, bullpens[1]))
    answers = []
    while session.ask() is not None:
        answers.append(session.answer(keeper.next_line(session.game)))
    return ScoredGame(game, setup, tuple(answers), session)
