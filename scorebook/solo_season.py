"""The Bottom of the 9th Manager's Challenge as plain functions (rules/bot9.md §5): start a
season, deal and play its next game, finish a game, the season's report and its sheet.

`scorebook solo` (scorebook/solo_commands.py) and the app's solo screen both call these. They
print nothing: they return values and raise `ScorebookError` with one sentence. A season is six
home games against the pitcher deck; each game is an ordinary stored game (db/solo.py), so it
survives closing the program in the middle. The season's numbers (W-L, MP, bonus, rating)
always come from stats/solo.py.
"""

from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Mapping, Sequence

import polars as pl
from sqlalchemy.engine import Engine

from db import solo as solo_db
from db.cards import game_cards
from db.models import FINAL
from db.recording import record
from db.replay import game_state
from engine.core.errors import ScorebookError, quoted
from engine.core.numbers import SEEDS, check_range
from engine.systems.base import Ask
from engine.systems.bot9.ai import Bot9AI
from engine.systems.bot9.solo import (deal, load_solo_cards, named_batters, pick_batters, result,
                                      solo_game)
from engine.systems.bot9.solo.setup import SoloSetupError, table_deal
from engine.systems.driver import Chance, Driver
from engine.systems.session import Session
from stats.box.text import ordinal
from stats.load import load
from stats.solo import solo_rules, solo_season_table, solo_summary

LIST_COLUMNS = ("id", "name", "games", "W", "L", "MP", "status")
GAME_COLUMNS = ("n", "situation", "result", "innings", "mp")
DICE, TABLE = "dice", "table"
#: Who answers a solo game played in the app (`games.control`): the solo pitcher is the
#: computer and the player manages the batters; a game played at the table is recorded.
CONTROLS = {DICE: {"mode": "play", "away": "computer", "home": "person"},
            TABLE: {"mode": "record", "away": "person", "home": "person"}}

#: A person at the keyboard: given the ask and the game, returns the answer typed.
Person = Callable[[Ask, Session], str]


class SeasonOver(ScorebookError):
    """Every game of the season is played: there is no next game."""


@dataclass(frozen=True)
class FinishedGame:
    """A game just finished: its result word, the inning it ended in, the score and its MP;
    `season_over` when it was the season's last game."""

    number: int
    situation: str
    result: str
    inning: int
    runs: int  # the player's team
    against: int
    mp: int
    season_over: bool

    @property
    def line(self) -> str:
        """"Game 2, Rubber Match: win in the 9th, 3-2; 3 MP." """
        return (f"Game {self.number}, {self.situation}: {self.result} in the "
                f"{ordinal(self.inning)}, {self.runs}-{self.against}; {self.mp} MP.")


@dataclass
class NextGame:
    """The game to play now, as it stands (`session`): the one under way, or the one just dealt
    (`dealt`)."""

    game: solo_db.SoloGameRow
    session: Session
    dealt: bool

    @property
    def entry(self) -> str:
        """"dice" (played: the computer and the dice answer) or "table" (recorded)."""
        return self.session.options.get("entry", DICE)


def new_season(engine: Engine, name: str | None = None, seed: int | None = None,
               batters: Sequence[str] | None = None, *, veteran: bool = False,
               moty: bool = False, hof: bool = False) -> int:
    """Start a solo season and return its id: the player's six batters (by card id, in batting
    order; default six drawn with the seed), every pitcher card as the pitcher deck, and the
    advanced rules (Veteran, Manager of the Year, Hall of Fame)."""
    seed = check_range(seed, "The seed", *SEEDS) if seed is not None else secrets.randbits(62)
    cards = game_cards(engine, "bot9")
    lineup = (named_batters(cards, batters) if batters
              else pick_batters(seed, list(cards.values())))
    pitchers = sorted(card_id for card_id, card in cards.items() if card.kind == "pitcher")
    if not pitchers:
        raise SoloSetupError("The bot9 cards have no pitcher card for the pitcher deck.")
    options = {"batters": [card.id for card in lineup], "pitchers": pitchers,
               "veteran": veteran, "moty": moty, "hof": hof}
    return solo_db.create_season(engine, name, seed, options)


def season_list(engine: Engine) -> list[dict]:
    """Every season (LIST_COLUMNS): games played, won and lost, MP with the bonus, status."""
    frames = load(engine, games=[])
    summary = {row["solo_season_id"]: row
               for row in solo_summary(frames.solo_games, solo_rules()).collect().to_dicts()}
    rows = []
    for season in solo_db.seasons(engine):
        line = summary.get(season.id, {})
        rows.append({"id": season.id, "name": season.name, "games": line.get("games") or 0,
                     "W": line.get("W") or 0, "L": line.get("L") or 0,
                     "MP": line.get("total") or 0, "status": season.status})
    return rows


def latest_open_season(engine: Engine) -> int | None:
    """The newest season not over yet, or None."""
    open_ = [s.id for s in solo_db.seasons(engine) if s.status != FINAL]
    return open_[-1] if open_ else None


def season_report(engine: Engine, season_id: int) -> dict:
    """`solo show`'s data, computed by stats/solo.py from the stored frames: the games (n,
    situation, result, innings, mp) and wins, mp_games, bonus, mp_total, rating."""
    games = solo_db.season_games(engine, season_id)
    frames = load(engine, games=[g.key for g in games])
    mine = frames.solo_games.filter(pl.col("solo_season_id") == season_id)
    rules = solo_rules()
    table = solo_season_table(mine, rules, games=frames.games).collect()
    summary = solo_summary(mine, rules).collect().to_dicts()
    totals = summary[0] if summary else {"W": 0, "MP": 0, "bonus": 0, "total": 0, "rating": None}
    return {"id": season_id,
            "games": [{"n": row["number"], "situation": row["situation"], "result": row["result"],
                       "innings": row["innings"], "mp": row["MP"]} for row in table.to_dicts()],
            "wins": totals["W"] or 0, "mp_games": totals["MP"] or 0, "bonus": totals["bonus"] or 0,
            "mp_total": totals["total"] or 0, "rating": totals["rating"]}


def current_game(engine: Engine, season_id: int) -> solo_db.SoloGameRow | None:
    """The game dealt and not finished yet (its result not stored), or None."""
    return next((g for g in solo_db.season_games(engine, season_id) if not g.result), None)


def settle(engine: Engine, season_id: int) -> FinishedGame | None:
    """Finish the current game if it has ended but its result is not stored yet (the program
    stopped in between, or the game was played on the game screen); None otherwise."""
    current = current_game(engine, season_id)
    if current is None or not game_state(engine, current.key).game.final:
        return None
    return finish_game(engine, season_id, current.number, current.situation)


def next_game(engine: Engine, season_id: int, entry: str = DICE,
              named: Mapping[str, str] | None = None) -> NextGame:
    """The game to play now: the one under way, else the next one dealt for `entry` ("dice" or
    "table"; `named`: the cards the table dealt, see `deal_game`); SeasonOver when the season's
    games are all played. A game that ended before its result was stored is finished first
    (see `settle`)."""
    season = solo_db.season(engine, season_id)
    current = current_game(engine, season_id)
    if current is not None:
        session = game_state(engine, current.key)
        if not session.game.final:
            return NextGame(current, session, False)
        finish_game(engine, season_id, current.number, current.situation)
        season = solo_db.season(engine, season_id)
    games = solo_db.season_games(engine, season_id)
    if len(games) >= solo_rules().season_games or season.status == FINAL:
        raise SeasonOver(f"Solo season {season.id} is over: its {len(games)} games are played.")
    dealt = deal_game(engine, season, len(games) + 1, [g.situation.get("id") for g in games],
                      entry, named)
    return NextGame(dealt, game_state(engine, dealt.key), True)


def deal_game(engine: Engine, season: solo_db.SoloSeasonRow, number: int, used: list,
              entry: str = DICE, named: Mapping[str, str] | None = None) -> solo_db.SoloGameRow:
    """Deal game `number` (`used`: the Situation cards of the earlier games) and create it,
    played with the dice or recorded from the table (`entry`). `named` are the cards the table
    dealt (Situation, Effect, starter: solo/setup.table_deal); such a game names every card it
    draws (option drawn=on). Without them the app deals, and the cards on the table are not
    followed."""
    cards = game_cards(engine, "bot9")
    options = season.options
    missing = [c for c in (*options["batters"], *options["pitchers"]) if c not in cards]
    if missing:
        raise SoloSetupError(f"Solo season {season.id} uses card {missing[0]}, which the bot9 "
                             f"cards no longer have.")
    dealt = (deal(season.seed, number, used, load_solo_cards(), options["pitchers"])
             if named is None else
             table_deal(season.seed, number, used, load_solo_cards(), options["pitchers"], named))
    pitchers = [cards[dealt.starter]] + [cards[p] for p in options["pitchers"]
                                         if p != dealt.starter]
    setup, game_options = solo_game(
        [cards[b] for b in options["batters"]], pitchers, dealt.situation, dealt.effect,
        veteran=options.get("veteran", False), moty=options.get("moty", False),
        hof=options.get("hof", False), entry=entry,
        options=None if named is None else {"drawn": "on"})
    situation = dealt.situation.to_data()
    key = solo_db.start_game(engine, season.id, number, setup, game_options, dealt.seed,
                             situation, dealt.effect, control=CONTROLS[entry])
    return solo_db.SoloGameRow(number, key, situation, dealt.effect, "", 0)


def play_game(engine: Engine, key: str, session: Session, person: Person | None = None,
              refused: Callable[[ScorebookError], None] | None = None,
              answered: Callable[[Session], None] | None = None) -> None:
    """Answer the game's questions, each stored as it is given: the batter by `person` (None:
    the computer manages), the pitcher by the computer, chance by the game's seeded dice.
    A person's answer the game refuses goes to `refused` and is asked again; `answered` hears
    of every answer (to show it, or to report progress)."""
    seed, given = solo_db.game_progress(engine, key)
    # A resumed game draws from a source of its own, made of the seed and the answers so far.
    rng = random.Random(seed) if not given else random.Random(f"{seed}:{given}")
    batter = None if person else Bot9AI(random.Random(f"{seed}:batter:{given}"))
    driver = Driver(session, (Bot9AI(random.Random(f"{seed}:pitcher")), batter), Chance(rng))
    while (ask := session.ask()) is not None:
        answerer = driver.answerer(ask)
        if answerer is None and person is None:
            raise ScorebookError(f"Game {quoted(key)} asks a person: {ask.prompt}")
        value = answerer.answer(ask, session) if answerer is not None else person(ask, session)
        try:
            record(engine, key, value, who=ask.who)
        except ScorebookError as exc:
            if answerer is not None or refused is None:
                raise
            refused(exc)  # a person's outcome override the game refused: ask again
            continue
        session.answer(value, ask.who)
        if answered is not None:
            answered(session)


def play_next(engine: Engine, season_id: int,
              answered: Callable[[Session], None] | None = None) -> FinishedGame | None:
    """`solo play --auto` whole: the next game (or the one under way) played to its end with the
    computer managing, then finished. None when the game stopped before its end."""
    upcoming = next_game(engine, season_id, DICE)
    if upcoming.entry != DICE:
        raise ScorebookError(f"Game {upcoming.game.number} of solo season {season_id} is "
                             f"recorded from the table, not played with the dice.")
    play_game(engine, upcoming.game.key, upcoming.session, answered=answered)
    return settle(engine, season_id)


def finish_game(engine: Engine, season_id: int, number: int, situation: dict) -> FinishedGame:
    """Store a finished game's result and MP (by stats/solo.py); the last game finishes the
    season too."""
    session = game_state(engine, solo_db.game_key(season_id, number))
    word = result(session.state)
    rules = solo_rules()
    row = pl.LazyFrame({"number": [number], "situation": [json.dumps(situation)], "result": [word]})
    mp = solo_season_table(row, rules).collect()["MP"][0] or 0
    over = number >= rules.season_games
    solo_db.finish_game(engine, season_id, number, word, mp, season_over=over)
    game = session.game
    return FinishedGame(number, situation.get("name", situation.get("id")), word, game.inning,
                        game.score[1], game.score[0], mp, over)


def season_sheet(engine: Engine, season_id: int) -> bytes:
    """The season's Manager's Challenge sheet, filled in, as PDF bytes: `season_report`'s
    games with the Effect card each was dealt and, once it is over, its final score."""
    from exports.solo_sheet_pdf import solo_sheet_pdf  # reportlab only when printing

    season = solo_db.season(engine, season_id)
    report = season_report(engine, season_id)
    dealt = {g.number: g for g in solo_db.season_games(engine, season_id)}
    effects = load_solo_cards().effects
    scores = {row["key"]: row for row in load(engine, games=[g.key for g in dealt.values()],
                                              kinds=()).games.collect().to_dicts()}
    for game in report["games"]:
        row = dealt.get(game["n"])
        card = effects.get(row.effect) if row else None
        game["effect"] = card.name if card else (row.effect if row else "")
        final = scores.get(row.key) if row and row.result else None
        # The manager's club is the home side: its runs first, as `solo play` says them.
        game["score"] = f"{final['home_runs']}-{final['away_runs']}" if final else ""
    return solo_sheet_pdf(season.name, report, solo_rules())


def write_season_sheet(engine: Engine, season_id: int, path: Path) -> None:
    """Write the season's sheet to `path`; a file that can't be written is one sentence."""
    data = season_sheet(engine, season_id)
    try:
        Path(path).write_bytes(data)
    except OSError as exc:
        raise ScorebookError(f"Can't write the season sheet to {path}: "
                             f"{exc.strerror or exc}.") from exc
