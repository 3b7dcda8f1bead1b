"""What a Pizza Box game holds beyond the baseball (rules/pizza_box.md §1.3).

The core `GameState` keeps outs, bases and score; this adds the table: the level and the other
options, the card set, the decks (result piles, each colour's pitcher deck, the running cards),
the defence's hand and the cards face up in front of it, the cards each team kept (AA+), the
pinch hitters used (AAA+), each team's pitcher card and his innings (PRO), and the answers of
the plate appearance being resolved (`turn`).

Blue bats first (the visitors) and red second (the home team) [seed]: team 0 is blue, 1 red.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from engine.core.errors import ScorebookError, quoted, shown
from engine.core.numbers import number_in
from engine.core.text_files import read_json
from engine.core.state import GameState
from engine.systems.card_files import set_from_option, set_option
from engine.systems.pizzabox.card_file import card_from_data, card_set, house_set
from engine.systems.pizzabox.cards import CardSet
from engine.systems.pizzabox.rules import Rules, load_rules

LEVELS = ("A", "AA", "AAA", "PRO")
COLOURS = ("blue", "red")  # the visitors, the home team [seed]
ENTRY = ("cards", "table")
OPTION_HELP = {
    "level": "A, AA, AAA or PRO: the rule level (rules/pizza_box.md §2)",
    "players": "2 to 6: the people at the table (the batting and pitching rotations, §4)",
    "people.away": "the visitors' players, oldest first, by name (comma-separated)",
    "people.home": "the home team's players, oldest first, by name (comma-separated)",
    "tables": "a rules file to use instead of the bundled rules.toml",
    "entry": "cards (every card and choice answered on its own, as the app plays it) or table "
             "(a physical game: one line per plate appearance, §5)",
    "card_set": "house (the bundled house-default cards) or imported (the cards imported with "
                "scorebook cards import pizzabox)",
}
#: Written by whoever sets the game up: the cards of an imported set, the benches.
STORED = ("cards", "bench.away", "bench.home", "pitchers.away", "pitchers.home", "names")


class OptionError(ScorebookError):
    """A game option that Pizza Box cannot use."""


@dataclass(frozen=True)
class Options:
    level: str = "A"
    players: int = 2
    people: tuple[tuple[str, ...], tuple[str, ...]] = (("Visitor",), ("Home",))
    entry: str = "cards"
    rules: Rules = field(default=None, compare=False)  # type: ignore[assignment]
    cards: CardSet = field(default=None, compare=False)  # type: ignore[assignment]
    benches: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    #: PRO: each team's pitchers, player id -> pitcher type card id (starter and bullpen).
    pitchers: tuple[Mapping[str, str], Mapping[str, str]] = ({}, {})
    names: Mapping[str, str] = field(default_factory=dict, compare=False)  # bench players' names

    def at_least(self, level: str) -> bool:
        return LEVELS.index(self.level) >= LEVELS.index(level)


def read_options(options: Mapping[str, str]) -> Options:
    """The game's options from their stored strings; a bad value is one sentence."""
    unknown = sorted(set(options) - set(OPTION_HELP) - set(STORED))
    if unknown:
        raise OptionError(f"Pizza Box has no option {quoted(unknown[0])}: the options are "
                          f"{', '.join(sorted(OPTION_HELP))}.")
    level = options.get("level", "A").strip().upper() or "A"
    if level not in LEVELS:
        raise OptionError(f"Option level={shown(level)} is not known: use A, AA, AAA or PRO.")
    entry = options.get("entry", "cards").strip().lower() or "cards"
    if entry not in ENTRY:
        raise OptionError(f"Option entry={shown(entry)} is not known: use cards or table.")
    count = options.get("players", "2").strip() or "2"
    players = number_in(count, 2, 6)
    if players is None:
        raise OptionError(f"Option players={shown(count)} is not known: Pizza Box is for 2 to 6 "
                          "players.")
    people = split_people(players, options.get("people.away", ""), options.get("people.home", ""))
    which = options.get("card_set", "").strip().lower()
    if which not in ("", "house", "imported"):
        raise OptionError(f"Option card_set={shown(which)} is not known: use house or imported.")
    benches = tuple(tuple(p for p in options.get(f"bench.{side}", "").split(",") if p)
                    for side in ("away", "home"))
    cards = _cards(options.get("cards", ""))
    staffs = tuple(_pitchers(options.get(f"pitchers.{side}", ""), cards, side) for side in ("away", "home"))
    if level == "PRO" and not all(staffs):
        raise OptionError("A PRO game names each team's pitcher cards (the pitchers.away and "
                          "pitchers.home options, or info card lines).")
    return Options(level=level, players=players, people=people, entry=entry,
                   rules=load_rules(options.get("tables") or None), cards=cards,
                   benches=(benches[0], benches[1]), pitchers=(staffs[0], staffs[1]),
                   names=_names(options.get("names", "")))


def _names(text: str) -> dict[str, str]:
    if not text.strip():
        return {}
    names = read_json(text, "The game's bench names", OptionError)
    if not isinstance(names, dict) or not all(isinstance(v, str) for v in names.values()):
        raise OptionError("The game's bench names must map player ids to names.")
    return names


def _pitchers(text: str, cards: CardSet, side: str) -> dict[str, str]:
    """"player:CARD,…" -> {player: card id}; every card a pitcher type card of the set."""
    staff: dict[str, str] = {}
    for item in (i.strip() for i in text.split(",") if i.strip()):
        player, _, card_id = item.partition(":")
        card = cards.find(card_id.strip())
        if not player.strip() or card is None or card.deck != "PT":
            raise OptionError(f"Option pitchers.{side}: {quoted(item)} is not a player and his "
                              "pitcher type card, as hom-sp1:SP1.")
        if card.id in staff.values():
            raise OptionError(f"Option pitchers.{side}: card {card.id} is given twice.")
        staff[player.strip()] = card.id
    return staff


def pitchers_option(staff: Mapping[str, str]) -> str:
    return ",".join(f"{player}:{card}" for player, card in staff.items())


#: How many people sit on each side for each count (rules §4): (visitors, home) [seed].
SEATS = {2: (1, 1), 3: (2, 1), 4: (2, 2), 5: (3, 2), 6: (3, 3)}


def split_people(count: int, away: str, home: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Each side's people, oldest first: the names given, else "Visitor 1", "Home 2" …"""
    sides = []
    for names, seats, label in ((away, SEATS[count][0], "Visitor"), (home, SEATS[count][1], "Home")):
        given = tuple(n.strip() for n in names.split(",") if n.strip())
        if given and len(given) != seats:
            raise OptionError(f"With {count} players the {label.lower()}s' side has {seats} "
                              f"{'person' if seats == 1 else 'people'}, not {len(given)} ({names}).")
        sides.append(given or ((label,) if seats == 1 else tuple(f"{label} {n}" for n in range(1, seats + 1))))
    return sides[0], sides[1]


def _cards(text: str) -> CardSet:
    return set_from_option(text, house_set, card_set, card_from_data, OptionError)


def cards_option(cards: CardSet) -> str:
    """The `cards` option of a game played with an imported set ("" for the house set)."""
    return set_option(cards, house_set)


@dataclass(frozen=True)
class PitchDeck:
    """One colour's pitcher deck: the cards in the pile (known when the app deals them), and
    for a game recorded at the table how many were dealt unseen and which were shown."""

    strikes: int
    balls: int
    unseen: int = 0               # dealt face down at the table: their kinds are not known
    shown: tuple[int, int] = (0, 0)  # STRIKE and BALL cards played since the last reshuffle

    @property
    def left(self) -> int:
        return self.strikes + self.balls - self.unseen


@dataclass(frozen=True)
class Hand:
    """The defence's pitcher cards: those known (the app dealt them) and those face down at a
    table (`hidden`); `face_up` the cards played this half; `phase` 0 after the first draw,
    1 after the extra draw, 2 one card per new batter; `owed` cards still to be dealt."""

    cards: tuple[str, ...] = ()
    hidden: int = 0
    face_up: tuple[str, ...] = ()
    phase: int = 0
    owed: int = 0

    @property
    def size(self) -> int:
        return len(self.cards) + self.hidden


@dataclass(frozen=True)
class Pitching:
    """A team's pitcher card at PRO: who, since which inning, his innings begun, who was used."""

    card: str = ""
    innings: int = 0          # innings he has begun (the one he came in counts)
    inning_seen: int = 0      # the last inning counted
    batters: int = 0          # batters faced (a reliever faces at least one)
    used: tuple[str, ...] = ()


@dataclass(frozen=True)
class PizzaBoxState:
    game: GameState
    options: Options
    piles: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]  # HA, NA, PA cards left
    decks: tuple[PitchDeck, PitchDeck]  # blue, red
    hand: Hand = Hand()
    kept: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # cards each team kept (AA+)
    kept_hidden: tuple[int, int] = (0, 0)
    offer: tuple[tuple[str, ...], int] = ((), 0)  # unplayed cards the team off the field may keep, and how many
    half: tuple[int, int] = (0, -1)   # the half-inning the hand belongs to
    turn: tuple[tuple[str, str], ...] = ()  # the answers of the plate appearance so far
    last: tuple[tuple[str, str], ...] = ()  # the last plate appearance's answers, for the screen
    steals: int = 0                  # running-card checks (reshuffled after each)
    pinch: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # pinch hitters used, in order
    pinch_batted: frozenset[str] = frozenset()  # pinch hitters whose pinch at-bat is over
    pitching: tuple[Pitching, Pitching] = (Pitching(), Pitching())
    decided: tuple[int, int, int, frozenset[str]] = (0, 0, -1, frozenset())  # per batter
    batters: tuple[int, int] = (0, 0)  # plate appearances begun by each side (the rotation)
    notes: tuple[str, ...] = ()

    @property
    def level(self) -> str:
        return self.options.level

    @property
    def rules(self) -> Rules:
        return self.options.rules

    def answered(self, key: str) -> str | None:
        for k, value in self.turn:
            if k == key:
                return value
        return None

    def was_decided(self, what: str) -> bool:
        g = self.game
        inning, half, up, done = self.decided
        return (inning, half, up) == (g.inning, g.half, g.batting.up) and what in done

    def defence_colour(self) -> str:
        return COLOURS[1 - self.game.half]
