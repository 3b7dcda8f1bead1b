"""Pizza Box games for tests: the house card set between Blue (the visitors, bat first) and
Red (home), played by answering every question by hand, so each test draws the cards it needs.

`play` answers in turn and passes what a test does not care about: the team leaving the field
keeps nothing, the pitcher stays, nobody pinch-hits, and a pitcher card the defence is dealt
is the kind the next `pitch=` answer needs when its hand lacks it (else the kind it holds
fewer of). `out`, `reach` and `retire_side` move a game on with plays that leave the bases as
they are (an out) or put the batter on first.

Player ids: `blu-cf` (slot 1), `blu-ss`, `blu-1b`, `blu-lf`, `blu-3b`, `blu-rf`, `blu-2b`,
`blu-c`, slot 9 `blu-dh` (the pitcher `blu-p` does not bat) — at PRO slot 9 is the starter
(`blu-sp5`, `red-sp1`) and the bullpen `blu-lr1` … `blu-cl`; from AAA `blu-ph1` … `blu-ph3`.
"""

from __future__ import annotations

from engine.core.frozen import replace
from engine.systems.base import Ask
from engine.systems.pizzabox import SYSTEM, decks, flow
from engine.systems.pizzabox.card_file import house_set
from engine.systems.pizzabox.cards import CardSet, ResultCard
from engine.systems.pizzabox.state import PizzaBoxState
from engine.systems.pizzabox.teams import Team, game_setup, staff
from engine.systems.session import Answered, Session

PASS = {"keep": "none", "pitcher": "stay", "pinch": "none"}
OUTS = ("K", "PO", "LO", "FO", "GO")
HA = {"STRIKE": "SWING", "BALL": "TAKE"}  # the hitter card that draws Hitter Advantage


def new_session(level: str = "A", cards: CardSet | None = None, home_starter: str = "SP1",
                away_starter: str = "SP5", **options: str) -> Session:
    """A game at `level` (at PRO each starter with every reliever card in his bullpen)."""
    cards = cards or house_set()
    teams = []
    for code, name, starter in (("RED", "Red", home_starter), ("BLU", "Blue", away_starter)):
        first, bullpen = staff(cards, starter) if level == "PRO" else ("", ())
        teams.append(Team(code, name, first, bullpen))
    setup, stored = game_setup(teams[0], teams[1], level, cards, dict(options))
    return Session(SYSTEM, setup, stored)


def state(session: Session) -> PizzaBoxState:
    """The session's state as the system sees it before the next question."""
    return decks.prepared(session.state)


def give(session: Session, ask: Ask, value: str) -> Answered:
    """Answer as the driver does: `who` is the side the ask is for."""
    return session.answer(value, who=ask.who)


def auto(session: Session, ask: Ask, ahead: tuple[str, ...] = ()) -> str:
    """The answer `play` gives to a question the test did not answer."""
    if ask.key in PASS:
        return PASS[ask.key] if PASS[ask.key] in ask.options else ask.options[0]
    assert ask.key == "draw", f"the test must answer {ask.key!r}: {ask.prompt}"
    hand = state(session).hand.cards
    wanted = next((a.partition("=")[2] for a in ahead if a.startswith("pitch=")), "")
    wanted = "BALL" if wanted == "PITCHOUT" else wanted
    if wanted and wanted not in hand and wanted in ask.options:
        return wanted
    fewer = "STRIKE" if hand.count("STRIKE") <= hand.count("BALL") else "BALL"
    return fewer if fewer in ask.options else ask.options[0]


def play(session: Session, *answers: str) -> Session:
    """Answer the questions in turn; an answer "key=value" also checks the ask's key. The
    questions `auto` answers are passed unless an answer names them."""
    for at, answer in enumerate(answers):
        key, sep, value = answer.partition("=")
        ask = session.ask()
        while ask is not None and (ask.key in PASS or ask.key == "draw") and key != ask.key:
            give(session, ask, auto(session, ask, answers[at:]))
            ask = session.ask()
        assert ask is not None, f"the game is over before {answer!r}"
        if sep:
            assert ask.key == key, f"asked {ask.key!r} ({ask.prompt}), not {key!r}"
        else:
            value = answer
        give(session, ask, value)
    return session


def pa(hitter: str, pitch: str, *cards: str) -> tuple[str, ...]:
    """The answers of a plate appearance: the two strategy cards, then the cards drawn."""
    return (f"hitter={hitter}", f"pitch={pitch}", *cards)


def up_to_bat(session: Session) -> Ask:
    """Pass every question before the batter's hitter card; return that ask."""
    ask = session.ask()
    while ask is not None and ask.key != "hitter":
        give(session, ask, auto(session, ask))
        ask = session.ask()
    assert ask is not None, "the game is over"
    return ask


def _area(session: Session, card_id: str):
    card = session.state.options.cards[card_id]
    return card.area(*flow.reading(state(session))) if isinstance(card, ResultCard) else None


def _at_bat(session: Session, events: tuple[str, ...], hitter: dict[str, str], still: bool) -> str:
    """A plate appearance drawing the first card whose area (as this batter reads it) is one
    of `events` (with no runner moving if `still`); the card's id."""
    up_to_bat(session)
    hand = state(session).hand.cards
    pitch = "STRIKE" if "STRIKE" in hand else "BALL"
    play(session, f"hitter={hitter[pitch]}", f"pitch={pitch}")
    ask = session.ask()
    for event in events:
        for card_id in ask.options:
            area = _area(session, card_id)
            if area is not None and area.event == event and not (still and area.adv):
                play(session, f"result={card_id}")
                return card_id
    raise AssertionError(f"no {'/'.join(events)} card left in {ask.deck}")


def out(session: Session) -> str:
    """A batter out with nobody moving (a strikeout when the deck still has one)."""
    return _at_bat(session, OUTS, {"STRIKE": "TAKE", "BALL": "SWING"}, True)


def reach(session: Session, event: str = "BB") -> str:
    """A batter on first: a walk (or `event`) from the Hitter Advantage deck."""
    return _at_bat(session, (event, "BB", "E", "1B"), HA, False)


def retire_side(session: Session) -> None:
    g = session.game
    while (session.game.inning, session.game.half) == (g.inning, g.half) and not session.game.final:
        out(session)


def to_half(session: Session, inning: int, half: int = 0) -> Session:
    """Three up, three down until the `half` of `inning` begins."""
    while (session.game.inning, session.game.half) < (inning, half):
        retire_side(session)
    return session


def plays(session: Session) -> list:
    return [r for r in session.records if r.kind == "play"]


def texts(session: Session) -> list[str]:
    return [r.text for r in plays(session)]


def with_game(s: PizzaBoxState, **game) -> PizzaBoxState:
    """The state with fields of its core game replaced (a situation built by hand)."""
    return replace(s, game=replace(s.game, **game))
