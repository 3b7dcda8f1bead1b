"""Unlimited Nine games for tests: the house card set, Blue (the visitors, batting first) against
Red (home), with the hands, the deck and the situation each test needs set by hand.

Player ids: `blu-u9-b01` … `blu-u9-b09` and `red-u9-r01` … `red-u9-r09` (`pid`). By default
each side bats its nine in card order — the pitcher (B01, R01) first, the right fielder (B09,
R09) ninth — and each captain is the side's pitcher, so every character has the captain's +1.

The targets of the hands in a basic game, by default: the defence 5 (pitching 3, the catcher's
bonus 1, the captain's 1); the offence the batter's batting + 1 (Blue: P 3, C 4, 1B 6, 2B 4,
3B 5, SS 4, LF 6, CF 5, RF 6).

`play` answers in turn ("key=value" checks the ask's key) and passes what a test does not
name: no event, no swap of fielders, no substitution, no skill, pitch to the batter, no boost
card, and the hands set to size with the deck's first card drawn (the lowest id) and the
hand's last card thrown away. `set_hand` gives a team a hand by hand (the cards come from the
deck or the discard, the old hand goes back to the deck), `batter_up` puts a batter at the
plate, `on_base` puts runners on, `at_bat` does all three, so a plate appearance starts where
a test wants it. A game built so (a batter out of turn, runners from nowhere) need not balance
its box-score proof: the tests of the proof play their games in order.
"""

from __future__ import annotations

from engine.core.frozen import replace
from engine.core.state import Runner
from engine.systems.base import Ask
from engine.systems.session import Answered, Session
from engine.systems.unlimited9 import SYSTEM, hands
from engine.systems.unlimited9.card_file import house_set
from engine.systems.unlimited9.cards import CardSet
from engine.systems.unlimited9.effects import POSITIONS
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.state import U9State
from engine.systems.unlimited9.teams import Side, game_setup

HOUSE = house_set()
#: The event cards of each colour, in id order (a card commits by its colour alone; its
#: actions matter only when it is played before a half).
B = tuple(f"E{n:02d}" for n in range(1, 15))
G = tuple(f"E{n:02d}" for n in range(15, 29))
R = tuple(f"E{n:02d}" for n in range(29, 43))

#: The questions `play` answers when a test does not name them, and with what.
PASS = {"event": "none", "field": "none", "sub.off": "none", "sub.def": "none",
        "skill.off": "none", "skill.def": "none", "walk": "pitch", "swap": "none", "boost": "0"}


def nine(letter: str) -> tuple[tuple[str, str], ...]:
    """A colour's nine in card order, each at his printed position."""
    return tuple((f"{letter}{n:02d}", position) for n, position in enumerate(POSITIONS, start=1))


def pid(card: str, code: str = "") -> str:
    """The player id of character `card` on team `code` (by default its colour's team here:
    B.. BLU, R.. RED, G.. GRN)."""
    code = code or {"B": "BLU", "R": "RED", "G": "GRN"}[card[0].upper()]
    return f"{code.lower()}-u9-{card.lower()}"


def player(session: Session, team: int, card: str) -> str:
    """The player id of `card` on `team` (0 visitors, 1 home) of this game."""
    return next(p for p, c in session.state.characters[team].items() if c == card)


def blue(**changes) -> Side:
    return replace(Side("BLU", "Blue", nine("B"), "B01"), **changes)


def red(**changes) -> Side:
    return replace(Side("RED", "Red", nine("R"), "R01"), **changes)


def new_session(away: Side | None = None, home: Side | None = None, mode: str = "basic",
                discard: tuple[str, ...] = (), cards: CardSet | None = None,
                **options: str) -> Session:
    """A game of `away` (default Blue) at `home` (default Red); empty hands unless given."""
    cards = cards or HOUSE
    setup, stored = game_setup(away or blue(), home or red(), mode, cards, load_rules(),
                               discard, {"hand.away": "", "hand.home": "", **options})
    return Session(SYSTEM, setup, stored)


def state(session: Session) -> U9State:
    """The session's state as the system sees it before the next question."""
    return hands.prepared(session.state)


def give(session: Session, ask: Ask, value: str) -> Answered:
    return session.answer(value, who=ask.who)


def auto(session: Session, ask: Ask) -> str:
    """The answer `play` gives to a question the test did not name."""
    if ask.key in PASS:
        return PASS[ask.key] if PASS[ask.key] in ask.options else ask.options[0]
    if ask.key.startswith("draw"):
        return ask.options[0]
    if ask.key.startswith("discard."):
        return ask.options[-1]
    raise AssertionError(f"the test must answer {ask.key!r}: {ask.prompt} {ask.options}")


def passable(ask: Ask) -> bool:
    return ask.key in PASS or ask.key.startswith(("draw", "discard."))


def play(session: Session, *answers: str) -> Session:
    """Answer the questions in turn; "key=value" checks the ask's key. Questions a test does
    not name are passed (`auto`)."""
    for answer in answers:
        key, sep, value = answer.partition("=")
        ask = session.ask()
        while ask is not None and passable(ask) and key != ask.key:
            give(session, ask, auto(session, ask))
            ask = session.ask()
        assert ask is not None, f"the game is over before {answer!r}"
        if sep:
            assert ask.key == key, f"asked {ask.key!r} ({ask.prompt} {ask.options}), not {key!r}"
        else:
            value = answer
        give(session, ask, value)
    return session


def until(session: Session, key: str) -> Ask:
    """Pass every question before the first `key` question; return it."""
    ask = session.ask()
    while ask is not None and ask.key != key:
        assert passable(ask), f"the test must answer {ask.key!r}: {ask.prompt} {ask.options}"
        give(session, ask, auto(session, ask))
        ask = session.ask()
    assert ask is not None, f"the game is over before a {key!r} question"
    return ask


def pass_opening(session: Session) -> Session:
    """Pass the opening of the half (events, fielders' swap) if it is still to come."""
    ask = session.ask()
    while ask is not None and ask.key in ("event", "field", "draw"):
        give(session, ask, auto(session, ask))
        ask = session.ask()
    return session


def set_state(session: Session, new: U9State) -> Session:
    session.state = new
    return session


def set_hand(session: Session, team: int, cards: tuple[str, ...]) -> Session:
    """`team` holds `cards`: taken from the deck or the discard, its old hand back in the deck."""
    s = state(session)
    old = s.tables[team].hand
    deck = [c for c in s.deck if c not in cards] + [c for c in old if c not in cards]
    discard = tuple(c for c in s.discard if c not in cards)
    other = s.tables[1 - team].hand
    assert not set(cards) & set(other), "a card cannot be in both hands"
    s = replace(s, deck=tuple(sorted(deck)), discard=discard)
    s = hands.with_table(s, team, replace(s.tables[team], hand=tuple(cards)))
    return set_state(session, s)


def set_hands(session: Session, off: tuple[str, ...] | None = None,
              dfn: tuple[str, ...] | None = None) -> Session:
    """The offence's and the defence's hands, now."""
    half = session.game.half
    if off is not None:
        set_hand(session, half, ())
    if dfn is not None:
        set_hand(session, 1 - half, ())
    if off is not None:
        set_hand(session, half, off)
    if dfn is not None:
        set_hand(session, 1 - half, dfn)
    return session


def with_game(session: Session, **changes) -> Session:
    s = session.state
    return set_state(session, replace(s, game=replace(s.game, **changes)))


def batter_up(session: Session, card: str) -> Session:
    """`card` (his team's) is the batter now."""
    game = session.game
    team = game.batting
    slot = team.lineup.index(player(session, game.half, card))
    teams = list(game.teams)
    teams[game.half] = replace(team, up=slot)
    return with_game(session, teams=tuple(teams))


def on_base(session: Session, **runners: str) -> Session:
    """Runners on, as on_base(s, first="B03", third="B09"), charged to the pitcher."""
    game = session.game
    bases = list(game.bases)
    for name, card in runners.items():
        base = ("first", "second", "third").index(name)
        bases[base] = Runner(player(session, game.half, card), game.pitcher, clean_base=base + 1)
    return with_game(session, bases=tuple(bases))


def owned(session: Session) -> list[str]:
    """Every event card where it is: deck, discard, hands, played, committed (each once)."""
    s = session.state
    cards = list(s.deck) + list(s.discard)
    for t, table in enumerate(s.tables):
        cards += list(table.hand) + [c for c, _ in table.events] + list(s.committed[t])
    return cards


def plays(session: Session) -> list:
    return [r for r in session.records if r.kind == "play"]


def texts(session: Session) -> list[str]:
    return [r.text for r in plays(session)]


def duel(session: Session, dfn: str, off: str, *more: str) -> Session:
    """A plate appearance to the duel: pitch, the defence's cards, the offence's (and `more`)."""
    return play(session, "walk=pitch", f"commit.def={dfn}", f"commit.off={off}", *more)


def retire_side(session: Session) -> Session:
    """Three duels lost by the offence (it commits nothing) to end the half."""
    game = session.game
    while (session.game.inning, session.game.half) == (game.inning, game.half) and not session.game.final:
        duel(session, "0", "0")
    return session


def to_half(session: Session, inning: int, half: int = 0) -> Session:
    while (session.game.inning, session.game.half) < (inning, half) and not session.game.final:
        retire_side(session)
    return session


def at_bat(session: Session, card: str | None = None, off: tuple[str, ...] | None = None,
           dfn: tuple[str, ...] | None = None) -> Session:
    """The next plate appearance at its walk question, `card` (the offence's) at the plate, the
    hands full: `off` and `dfn` or, by default, blue cards for the offence and green ones for
    the defence (a duel of different colours, and no skill either side can pay for unless
    its colour is blue or green)."""
    until(session, "walk")
    if card:
        batter_up(session, card)
    s = state(session)
    size_o, size_d = hands.target(s, s.game.half), hands.target(s, 1 - s.game.half)
    set_hands(session, off=off if off is not None else B[:size_o],
              dfn=dfn if dfn is not None else G[:size_d])
    until(session, "walk")
    return session
