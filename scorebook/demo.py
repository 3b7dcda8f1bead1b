"""The demo league (`scorebook demo`, DESIGN.md §6: "teams, rosters, cards, a simulated
season"), built by `build_demo` for the command and for the app's first start alike.

What it holds (the names are in demo.toml, beside this module): for each system that can be
simulated (Bottom of the 9th, Nanyou, Pizza Box, Unlimited Nine), its sample cards, four teams
playing from their own boxes of cards (Pizza Box: from the house decks, with its nine-and-a-bench
teams; Unlimited Nine: each game's nine of the captain's colour, from the house cards),
a season of a game a day and a best-of-five final in a playoffs season of its own; two
plain-baseball teams with full rosters and an empty season to record their games into; and a
Manager's Challenge with its first game played by the computer.

The same seed always builds the same league: game ids, keys, dates and scores. The league
and its games are written in one transaction; the cards and the solo season come after it
(their own functions commit as they go), and if they fail, everything built is removed again,
so a failed build leaves the database as it was.
"""

from __future__ import annotations

import datetime as dt
import json
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from db.bulk import TeamInfo, existing_games, write_games
from db.card_systems import card_system
from db.cards import import_cards
from db.engine import writer
from db.models import metadata
from engine.core.errors import ScorebookError, quoted
from scorebook.demo_defaults import DEFAULT_GAMES, DEFAULT_SEED
from scorebook.demo_season import PlayedSeason, game_key, in_series, play_season, uniform_numbers
from scorebook.solo_season import new_season, play_next

DATA = Path(__file__).with_name("demo.toml")

#: The app's progress callback: (steps done, steps in all, what is being done).
Progress = Callable[[int, int, str], None]

_t = metadata.tables


class DemoExists(ScorebookError):
    """The database already has the demo league, or something that has its names."""


@dataclass(frozen=True)
class DemoLeague:
    """What `build_demo` built."""

    league: str
    seasons: tuple[str, ...]
    teams: int
    games: int
    solo_season: int


def plan() -> dict[str, Any]:
    """The demo league's names and teams (demo.toml)."""
    return tomllib.loads(DATA.read_text(encoding="utf-8"))


def has_demo(engine: Engine) -> bool:
    """Whether the database has the demo league."""
    leagues = _t["leagues"]
    with engine.connect() as db:
        return db.execute(sa.select(leagues.c.id)
                          .where(leagues.c.name == plan()["league"])).first() is not None


def season_names(data: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """(season, playoffs season) by simulated system; the plain season under "plain"."""
    year = data["year"]
    names = {s["system"]: (f"Demo {s['system']} {year}", f"Demo {s['system']} {year} playoffs")
             for s in data["season"]}
    return {**names, "plain": (f"Demo plain {year}", "")}


def build_demo(engine: Engine, seed: int = DEFAULT_SEED, games: int = DEFAULT_GAMES,
               progress: Progress | None = None) -> DemoLeague:
    """Build the demo league with `games` games a simulated season; DemoExists, before
    anything is done, when the database has it already (or a team or season of its names)."""
    if games < 1:
        raise ScorebookError(f"A demo season needs at least one game, not {games}.")
    data = plan()
    names = season_names(data)
    _refuse_if_taken(engine, data, names, seed, games)
    total = len(data["season"]) * (games + 2 * data["final"]) + 3
    done = 0

    def tick(what: str, steps: int = 1) -> None:
        nonlocal done
        done = min(total, done + steps)
        if progress is not None:
            progress(done, total, what)

    now = dt.datetime.now(dt.UTC)
    played = []
    for season in data["season"]:
        system = season["system"]
        teams = {team["code"]: team["name"] for team in season["teams"]}
        result = play_season(system, teams, list(card_system(system).samples().values()),
                             season.get("options", {}), seed=seed, games=games,
                             best_of=data["final"], start=data["start"],
                             season=names[system][0], playoffs=names[system][1],
                             created_at=now, tick=tick)
        # A final decided early leaves steps undone: they are counted done.
        tick(f"the {system} final played", 2 * data["final"] - len(result.final))
        played.append(result)
    try:
        with writer(engine).begin() as db:
            _write_league(db, data, names, played, seed)
    except IntegrityError:
        if has_demo(engine):  # built by someone else since the check: the rows are theirs
            raise DemoExists(f"The database already has the demo league ({data['league']}).") \
                from None
        raise
    solo = None
    try:
        tick("the league stored")
        for season in data["season"]:
            _import_missing_cards(engine, season["system"])
        tick("the cards imported")
        # A Manager's Challenge with its first game played by the computer (solo play --auto).
        solo = new_season(engine, data["solo"], seed)
        play_next(engine, solo)
        tick("the solo season's first game played")
    except BaseException:
        _remove_build(engine, data, seed, games, solo)
        raise
    stored = sum(len(p.games) + len(p.final) for p in played)
    teams = sum(len(s["teams"]) for s in data["season"]) + len(data["plain_team"])
    seasons = tuple(name for pair in names.values() for name in pair if name)
    return DemoLeague(data["league"], seasons, teams, stored, solo)


def _refuse_if_taken(engine: Engine, data: dict, names: dict, seed: int, games: int) -> None:
    """DemoExists when the league, one of its teams or seasons, or a game key is taken."""
    leagues, teams, seasons = _t["leagues"], _t["teams"], _t["seasons"]
    codes = _team_codes(data)
    wanted = [name for pair in names.values() for name in pair if name]
    keys = [game_key(s["system"], seed, n) for s in data["season"]
            for n in range(1, games + 2 * data["final"] + 1)]
    with engine.connect() as db:
        if db.execute(sa.select(leagues.c.id).where(leagues.c.name == data["league"])).first():
            raise DemoExists(f"The database already has the demo league ({data['league']}).")
        taken = db.execute(sa.select(teams.c.code).where(teams.c.code.in_(codes))
                           .order_by(teams.c.code)).scalars().first()
        if taken:
            raise DemoExists(f"The database already has a team {taken}, a code the demo league "
                             f"uses: build the demo in another database.")
        taken = db.execute(sa.select(seasons.c.name).where(seasons.c.name.in_(wanted))
                           .order_by(seasons.c.name)).scalars().first()
        if taken:
            raise DemoExists(f"The database already has a season {quoted(taken)}, a name the demo "
                             f"league uses: build the demo in another database.")
        keys_taken = existing_games(db, keys)
        if keys_taken:
            raise DemoExists(f"The database already has a game {quoted(sorted(keys_taken)[0])}: "
                             "build the demo with another --seed.")


def _team_codes(data: dict) -> list[str]:
    return ([team["code"] for s in data["season"] for team in s["teams"]]
            + [team["code"] for team in data["plain_team"]])


def _write_league(db: Connection, data: dict, names: dict, played: list[PlayedSeason],
                  seed: int) -> None:
    """The league, its seasons, series, teams, games, players and rosters, in the caller's
    transaction."""
    league = db.execute(sa.insert(_t["leagues"]).values(name=data["league"])
                        ).inserted_primary_key[0]
    season_ids = {}
    for system, pair in names.items():
        for name in filter(None, pair):
            season_ids[name] = db.execute(sa.insert(_t["seasons"]).values(
                name=name, league_id=league, system=system)).inserted_primary_key[0]
    teams = {team["code"]: TeamInfo(team["code"], team["name"], data["league"])
             for s in data["season"] for team in s["teams"]}
    rows = []
    for season in played:
        first, second = season.finalists
        series = db.execute(sa.insert(_t["series"]).values(
            name=f"{names[season.system][0]} final", season_id=season_ids[names[season.system][1]],
            team_a=first, team_b=second, best_of=data["final"])).inserted_primary_key[0]
        rows += season.games + in_series(season.final, series)
    write_games(db, rows, teams=teams)
    db.execute(sa.insert(_t["teams"]), [
        {"code": team["code"], "name": team["name"], "league_id": league, "division": ""}
        for team in data["plain_team"]])
    rosters: dict[str, list[tuple[str, str, str, str]]] = {}  # code -> (id, name, number, pos)
    for season in played:
        for code, spots in season.rosters.items():
            ordered = sorted(spots.values(), key=lambda spot: spot.player_id)
            numbers = uniform_numbers(len(ordered), f"{seed}/numbers/{code}")
            rosters[code] = [(s.player_id, s.name, n, s.positions)
                             for s, n in zip(ordered, numbers)]
    for team in data["plain_team"]:
        rosters[team["code"]] = [(f"{team['code'].lower()}-{n:02d}", p["name"], p["number"],
                                  p["positions"]) for n, p in enumerate(team["players"], 1)]
    _write_rosters(db, rosters)


def _write_rosters(db: Connection, rosters: dict[str, list[tuple[str, str, str, str]]]) -> None:
    """The players the database lacks, then each team's roster entries."""
    players, entries, teams = _t["players"], _t["roster_entries"], _t["teams"]
    everyone = {pid: name for spots in rosters.values() for pid, name, _, _ in spots}
    known = set(db.execute(sa.select(players.c.player_id)
                           .where(players.c.player_id.in_(list(everyone)))).scalars())
    missing = [{"player_id": pid, "name": name} for pid, name in everyone.items()
               if pid not in known]
    if missing:
        db.execute(sa.insert(players), missing)
    ids = dict(db.execute(sa.select(teams.c.code, teams.c.id)
                          .where(teams.c.code.in_(list(rosters)))).all())
    db.execute(sa.insert(entries), [
        {"team_id": ids[code], "player_id": pid, "number": number, "positions": positions}
        for code, spots in rosters.items() for pid, _, number, positions in spots])


def _import_missing_cards(engine: Engine, system: str) -> None:
    """Import the system's sample cards the database does not have (cards of the same ids
    imported before are kept as they are). A system whose cards are decks (Pizza Box) gets
    its sample set only when it has no cards at all: an imported deck stays whole."""
    cards = _t["cards"]
    rules = card_system(system)
    samples = rules.samples()
    with engine.connect() as db:
        stored = db.execute(sa.select(cards.c.data).where(cards.c.system == system)).scalars()
        # By card id: a card that is no player (Unlimited Nine's event cards) has no player id.
        known = {str(json.loads(data or "{}").get("id", "")).lower() for data in stored}
    if not rules.players:
        missing = [] if known else list(samples.values())
    else:
        missing = [card for card in samples.values() if card.id.lower() not in known]
    if missing:
        import_cards(engine, system, missing)


def _remove_build(engine: Engine, data: dict, seed: int, games: int,
                  solo: int | None) -> None:
    """Remove what a build of the demo league that failed half-way left behind: its league,
    seasons, series, games, teams and rosters, the solo season it started (`solo`) with its
    game, and the teams and players only these had. Before the build nothing had the demo's
    names (`_refuse_if_taken`). The cards imported stay: they are the systems' sample cards."""
    t = _t
    games_t, teams_t, players_t = t["games"], t["teams"], t["players"]
    names = [name for pair in season_names(data).values() for name in pair if name]
    codes = _team_codes(data)
    keys = [game_key(s["system"], seed, n) for s in data["season"]
            for n in range(1, games + 2 * data["final"] + 1)]
    with writer(engine).begin() as db:
        season_ids = list(db.execute(sa.select(t["seasons"].c.id)
                                     .where(t["seasons"].c.name.in_(names))).scalars())
        solo_games = sa.select(t["solo_games"].c.game_id).where(
            t["solo_games"].c.solo_season_id == solo)
        ours = db.execute(sa.select(games_t.c.id, games_t.c.away, games_t.c.home).where(
            games_t.c.key.in_(keys) | games_t.c.id.in_(solo_games))).all()
        game_ids = [row.id for row in ours]
        teams = set(codes) | {row.away for row in ours} | {row.home for row in ours}
        entries = t["roster_entries"]
        people = set(db.execute(sa.select(entries.c.player_id).join(teams_t)
                                .where(teams_t.c.code.in_(codes))).scalars())
        people |= set(db.execute(sa.select(t["lineup_entries"].c.player_id)
                                 .where(t["lineup_entries"].c.game_id.in_(game_ids))).scalars())
        plays = t["plays"]  # the substitutes: the recorder adds each as he comes in
        people |= set(db.execute(sa.select(plays.c.player).where(
            plays.c.game_id.in_(game_ids), plays.c.kind == "sub")).scalars())
        db.execute(sa.delete(t["solo_seasons"]).where(t["solo_seasons"].c.id == solo))
        db.execute(sa.delete(games_t).where(games_t.c.id.in_(game_ids)))
        db.execute(sa.delete(t["series"]).where(t["series"].c.season_id.in_(season_ids)))
        db.execute(sa.delete(t["seasons"]).where(t["seasons"].c.id.in_(season_ids)))
        db.execute(sa.delete(teams_t).where(teams_t.c.code.in_(codes)))
        # The solo game's teams stay if another game has them.
        db.execute(sa.delete(teams_t).where(
            teams_t.c.code.in_(sorted(teams)),
            teams_t.c.code.not_in(sa.select(games_t.c.away)),
            teams_t.c.code.not_in(sa.select(games_t.c.home)),
            teams_t.c.id.not_in(sa.select(entries.c.team_id))))
        db.execute(sa.delete(t["leagues"]).where(t["leagues"].c.name == data["league"]))
        cards = t["cards"].c.player_id
        used = sa.union(sa.select(t["lineup_entries"].c.player_id),
                        sa.select(entries.c.player_id),
                        sa.select(cards).where(cards.is_not(None))).subquery()
        db.execute(sa.delete(players_t).where(
            players_t.c.player_id.in_(sorted(people)),
            players_t.c.player_id.not_in(sa.select(used.c.player_id))))
