"""Bottom of the 9th games for tests: a base game between two small card sets, played by
answering every question by hand (`play`), so each test sets the dice it needs."""

from __future__ import annotations

from engine.systems.bot9 import SYSTEM
from engine.systems.bot9.cards import card_from_data
from engine.systems.bot9.teams import TeamCards, base_game
from engine.systems.session import Session

POSITIONS = ("C", "1B", "2B", "SS", "LF", "CF")


def batter(n: int, **fields) -> dict:
    return {"id": f"B{n}", "kind": "batter", "name": f"Batter {n}",
            "positions": [POSITIONS[n - 1]], "provenance": "test",
            "special": {"name": "Clutch", "effect": "adj(hit,+1)"}, **fields}


def pitcher(n: int, ace: str = "HI", role: str = "any", **fields) -> dict:
    return {"id": f"P{n}", "kind": "pitcher", "name": f"Pitcher {n}", "role": role, "ace": ace,
            "provenance": "test", "special": {"name": "Heater", "effect": "adj(control,+1)"},
            **fields}


def new_session(batters: list[dict] | None = None, pitchers: list[dict] | None = None,
                support: dict | None = None, **options: str) -> Session:
    """Home (six batters) against the visitors' pitchers, in the bottom of the 9th."""
    batters = batters or [batter(n) for n in range(1, 7)]
    pitchers = pitchers or [pitcher(1, role="starter"), pitcher(2, ace="LA", role="reliever")]
    home = TeamCards("HOM", "Home", tuple(card_from_data(b) for b in batters))
    away = TeamCards("VIS", "Visitors", (), tuple(card_from_data(p) for p in pitchers))
    setup, stored = base_game(home, away, dict(options),
                              card_from_data(support) if support else None)
    return Session(SYSTEM, setup, stored)


def play(session: Session, *answers: str) -> Session:
    """Answer the questions in turn; each answer is checked against the ask it meets (an
    answer "key=value" also checks the ask's key). The defense keeps its pitcher unless an
    answer says "change=…"; "change=stay" where no change is asked is passed over."""
    for answer in answers:
        key, sep, value = answer.partition("=")
        ask = session.ask()
        if answer == "change=stay" and (ask is None or ask.key != "change"):
            continue  # not asked (before the first batter, §2.7): he stays all the same
        if ask is not None and ask.key == "change" and key != "change":
            session.answer("stay")
            ask = session.ask()
        assert ask is not None, f"the game is over before {answer!r}"
        if sep:
            assert ask.key == key, f"asked {ask.key!r}, not {key!r}"
        else:
            value = answer
        session.answer(value)
    return session


def pitch(aim: str, guess: str, face: str, control: int, swing: int) -> tuple[str, ...]:
    """The answers of one pitch with no abilities in play and no pitching change."""
    return (f"aim={aim}", f"guess={guess}", f"die.pitch={face}", f"die.control={control}",
            f"die.swing={swing}")
