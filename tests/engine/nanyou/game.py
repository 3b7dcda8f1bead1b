"""Nanyou games for tests: two teams of plain cards, played by answering every question by
hand (`play`), so each test sets the dice it needs.

Every card carries the generic pattern of tables.toml unless a test gives it another, so a
test can read the result of two dice off rules/nanyou.md §2.2 (1-3 a single, 1-4 GO 6-3, 1-5
FO 8, 4-4 LO 6, 1-2 a double, 2-2 a triple …)."""

from __future__ import annotations

from engine.systems.nanyou import SYSTEM
from engine.systems.nanyou.cards import card_from_data
from engine.systems.nanyou.results import COMBOS
from engine.systems.nanyou.tables import load_tables
from engine.systems.nanyou.teams import DH, TeamCards, game_setup
from engine.systems.session import Session

TABLES = load_tables()
GENERIC = {c: TABLES.generic_pattern[c].text for c in COMBOS}
ORDER = ("CF", "SS", "1B", "3B", "RF", "LF", "C", "2B", "P")  # the batting order's positions
NUMBERS = {"P": 1, "C": 2, "1B": 3, "2B": 4, "3B": 5, "SS": 6, "LF": 7, "CF": 8, "RF": 9}


def card(card_id: str, position: str, **fields) -> dict:
    role = {"P": "P", "C": "C", "LF": "OF", "CF": "OF", "RF": "OF"}.get(position, "IF")
    return {"id": card_id, "name": f"Player {card_id}", "role": role, "positions": [position],
            "pattern": dict(GENERIC), "provenance": "test", **fields}


def team(code: str, dh: bool = False, changes: dict[int, dict] | None = None,
         bench: list[dict] | None = None) -> TeamCards:
    """Nine plain cards in the batting order of ORDER (slot 9 the pitcher; with the DH slot 9
    is the DH and the pitcher sits apart); `changes` replaces fields of the card in a slot."""
    changes = changes or {}
    lineup = []
    for slot, position in enumerate(ORDER, start=1):
        data = card(f"{code}{slot}", position, **changes.get(slot, {}))
        lineup.append((card_from_data(data), NUMBERS[position]))
    pitcher = None
    if dh:
        pitcher = lineup[-1][0]
        lineup[-1] = (card_from_data(card(f"{code}D", "1B", **changes.get(10, {}))), DH)
    extra = tuple(card_from_data(b) for b in (bench or []))
    return TeamCards(code, code.title(), tuple(lineup), extra, pitcher)


def new_session(home: TeamCards | None = None, away: TeamCards | None = None,
                **options: str) -> Session:
    dh = options.get("dh") == "on"
    setup, stored = game_setup(home or team("HOM", dh), away or team("VIS", dh), dict(options))
    return Session(SYSTEM, setup, stored)


DECLINE = {"change": "stay", "pinch": "none", "tactic": "none"}


def play(session: Session, *answers: str) -> Session:
    """Answer the questions in turn; an answer "key=value" also checks the ask's key. Changes,
    pinch hitters and tactics are declined unless an answer names them."""
    for answer in answers:
        key, sep, value = answer.partition("=")
        ask = session.ask()
        while ask is not None and ask.key in DECLINE and key != ask.key:
            session.answer(DECLINE[ask.key])
            ask = session.ask()
        assert ask is not None, f"the game is over before {answer!r}"
        if sep:
            assert ask.key == key, f"asked {ask.key!r}, not {key!r}"
        else:
            value = answer
        session.answer(value)
    return session


def pitch(defense: int, offense: int, tactic: str = "") -> tuple[str, ...]:
    """The answers of one pitch (with a tactic declared first if given)."""
    head = (f"tactic={tactic}",) if tactic else ()
    return head + (f"die.defense={defense}", f"die.offense={offense}")


def hit(a: int, b: int) -> tuple[str, ...]:
    """A pitch called H (defense 1, offense 1) and the card's two dice."""
    return pitch(1, 1) + (f"die.card1={a}", f"die.card2={b}")


def plays(session: Session) -> list:
    return [r for r in session.records if r.kind == "play"]


def texts(session: Session) -> list[str]:
    return [r.text for r in plays(session)]
