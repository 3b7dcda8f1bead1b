"""Batting contests for the command line and the app (rules/nanyou.md §3.1): set one up from the
players' names, let the computer play one, record one from a script, roll the app's dice, and
list the stored ones. The contest itself is engine/systems/nanyou/contest.py; storing it is
db/contests.py.
"""

from __future__ import annotations

import random
import secrets
from typing import Sequence

from sqlalchemy.engine import Engine

from db.cards import game_cards
from db.contests import COMPUTER, DICE, ContestSummary, create_contest, list_contests
from engine.core.errors import quoted
from engine.systems.nanyou.contest import (FACES, ContestError, ContestSetup, ContestState,
                                           Contestant, answer, contest_setup, next_ask, start)
from engine.systems.nanyou.contest_ai import play_contest
from engine.systems.nanyou.tables import load_tables
from scorebook.contest.script import ContestScript, read_contest_script

#: The columns of `scorebook contest list`; `players` is each one's name, card and points.
LIST_COLUMNS = ("id", "date", "rounds", "played", "status", "winner", "players")
#: Who recorded a contest typed at the table or in the app.
SCOREKEEPER = "scorekeeper"


def card_pool(engine: Engine) -> tuple:
    """The card set contests pick from: the imported Nanyou cards, else the bundled ones."""
    return tuple(game_cards(engine, "nanyou").values())


def people_contest(engine: Engine, names: Sequence[str], rounds: int,
                   seed: int | None = None) -> int:
    """Store a new contest of people, each picking a card in turn, and return its id; `seed`
    is the seed of the app's dice (a new one when None)."""
    names = [name.strip() for name in names if name.strip()]
    lowered = [name.lower() for name in names]
    twice = next((name for n, name in enumerate(names) if name.lower() in lowered[:n]), None)
    if twice is not None:
        raise ContestError(f"Two players are called {quoted(twice)}: give each his own name.")
    setup = contest_setup([Contestant(name, computer=False) for name in names], rounds,
                          card_pool(engine), load_tables())
    return create_contest(engine, setup, secrets.randbits(32) if seed is None else seed)


def computer_contest(engine: Engine, setup: ContestSetup, seed: int,
                     store: bool = True) -> tuple[ContestState, int | None]:
    """The whole contest played by the computer with `Random(seed)` dice, stored unless told
    not to; returns it and its id (None when not stored)."""
    state = play_contest(setup, random.Random(seed))
    if not store:
        return state, None
    return state, create_contest(engine, setup, seed, who_answered(state))


def who_answered(state: ContestState) -> list[tuple[str, str]]:
    """Each answer of a contest the computer played, with who gave it: its dice or itself."""
    replayed, given = start(state.setup), []
    for _, value in state.answers:
        ask = next_ask(replayed)
        given.append((value, DICE if ask.who == "chance" else COMPUTER))
        replayed = answer(replayed, ask, value)
    return given


def record_contest_script(engine: Engine, text: str) -> tuple[ContestScript, int]:
    """Read a contest script (every line checked first: a bad one stores nothing) and store the
    contest it records; returns it and its id."""
    script = read_contest_script(text, card_pool(engine), load_tables())
    answers = [(value, SCOREKEEPER) for _, value in script.state.answers]
    return script, create_contest(engine, script.setup, None, answers, script.date)


def app_die(seed: int, answered: int) -> str:
    """The app's die for a contest's answer number `answered` + 1: derived from the contest's
    seed and the answers so far (as a game's dice are, scorebook/table_play.py), so a contest
    closed in the middle rolls the same dice when it is carried on."""
    return random.Random(f"{seed}:{answered}").choice(FACES)


def list_rows(engine: Engine, structured: bool = False) -> list[dict]:
    """The lines of `scorebook contest list`; `structured`: the players as a list (JSON)."""
    return [_row(summary, structured) for summary in list_contests(engine)]


def _row(s: ContestSummary, structured: bool) -> dict:
    players = ([{"player": name, "card": card, "points": points}
                for name, card, points in s.players] if structured else
               ", ".join(f"{name} {card or '-'} {points}" for name, card, points in s.players))
    return {"id": s.id, "date": s.date.isoformat(), "rounds": s.rounds,
            "played": s.rounds_played, "status": s.status.replace("_", " "),
            "winner": s.winner, "players": players}
