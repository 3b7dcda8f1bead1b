"""What an Unlimited Nine game holds beyond the baseball (rules/unlimited_nine.md §1.3).

The core `GameState` keeps outs, bases, score and the lineups; this adds the table: the mode and
the other options, the card set, each team's captain, its hand of event cards (known when the
app deals them; only counted when a game is recorded at a table), the events it played this
inning, which of its characters are on their student side, who took part this inning (the sick
icon), the event deck and its discard, and the answers of the plate appearance so far (`turn`).

Team 0 (the visitors) is the team that bats first, decided before the game (pregame.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from engine.core.errors import ScorebookError, quoted, shown
from engine.core.numbers import number_in
from engine.core.state import GameState
from engine.systems.card_files import set_from_option, set_option
from engine.systems.unlimited9.card_file import card_from_data, card_set, house_set
from engine.systems.unlimited9.cards import CardSet, Character, Face
from engine.systems.unlimited9.rules import Rules, load_rules
from engine.systems.unlimited9.teams import player_id

#: The most cards a `hand.SIDE=N` option may say a side holds face down at a table.
MOST_HIDDEN = 999

MODES = ("basic", "standard")
ENTRY = ("cards", "table")
OPTION_HELP = {
    "mode": "basic (each side the nine characters of its captain's colour; a tie is a draw) or "
            "standard (teams recruited before the game; a tie goes to the team batting second)",
    "entry": "cards (every card and choice answered on its own, as the app plays it) or table "
             "(a physical game: one line per plate appearance, rules §5)",
    "tables": "a rules file to use instead of the bundled rules.toml",
    "card_set": "house (the bundled house-default cards) or imported (the cards imported with "
                "scorebook cards import unlimited9)",
}
#: Written by whoever sets the game up (pregame.py, recruit.py, a script's header): the cards of
#: an imported set, the captains, the characters starting on their student side, the starting
#: hands (event card ids, or at a table their count) and the event discard, the benches.
STORED = ("cards", "captain.away", "captain.home", "students.away", "students.home",
          "hand.away", "hand.home", "discard", "bench.away", "bench.home")
SIDES = ("away", "home")


class OptionError(ScorebookError):
    """A game option that Unlimited Nine cannot use."""


@dataclass(frozen=True)
class Options:
    mode: str = "basic"
    entry: str = "cards"
    rules: Rules = field(default=None, compare=False)  # type: ignore[assignment]
    cards: CardSet = field(default=None, compare=False)  # type: ignore[assignment]
    captains: tuple[str, str] = ("", "")            # character ids
    students: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())  # character ids
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    hidden: tuple[int, int] = (0, 0)                # a table's starting hands, counted
    dealt: tuple[bool, bool] = (True, True)         # False: the game deals the hand (no hand.* option)
    discard: tuple[str, ...] = ()
    benches: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # player ids


def read_options(options: Mapping[str, str]) -> Options:
    """The game's options from their stored strings; a bad value is one sentence."""
    unknown = sorted(set(options) - set(OPTION_HELP) - set(STORED))
    if unknown:
        raise OptionError(f"Unlimited Nine has no option {quoted(unknown[0])}: the options are "
                          f"{', '.join(sorted(OPTION_HELP))}.")
    mode = options.get("mode", "basic").strip().lower() or "basic"
    if mode not in MODES:
        raise OptionError(f"Option mode={shown(mode)} is not known: use basic or standard.")
    entry = options.get("entry", "cards").strip().lower() or "cards"
    if entry not in ENTRY:
        raise OptionError(f"Option entry={shown(entry)} is not known: use cards or table.")
    which = options.get("card_set", "").strip().lower()
    if which not in ("", "house", "imported"):
        raise OptionError(f"Option card_set={shown(which)} is not known: use house or imported.")
    cards = _cards(options.get("cards", ""))
    captains = tuple(_character(cards, options.get(f"captain.{side}", ""), f"captain.{side}")
                     for side in SIDES)
    students = tuple(frozenset(_character(cards, c, f"students.{side}")
                               for c in _items(options.get(f"students.{side}", "")))
                     for side in SIDES)
    hands, hidden = [], []
    dealt = tuple(f"hand.{side}" in options for side in SIDES)
    for side in SIDES:
        text = options.get(f"hand.{side}", "").strip()
        count = number_in(text, 0, MOST_HIDDEN)
        if count is not None:
            hands.append(())
            hidden.append(count)
        else:
            hands.append(tuple(_event(cards, c, f"hand.{side}") for c in _items(text)))
            hidden.append(0)
    discard = tuple(_event(cards, c, "discard") for c in _items(options.get("discard", "")))
    benches = tuple(tuple(_items(options.get(f"bench.{side}", ""))) for side in SIDES)
    return Options(mode=mode, entry=entry, rules=load_rules(options.get("tables") or None),
                   cards=cards, captains=(captains[0], captains[1]),
                   students=(students[0], students[1]), hands=(hands[0], hands[1]),
                   hidden=(hidden[0], hidden[1]), dealt=(dealt[0], dealt[1]), discard=discard,
                   benches=(benches[0], benches[1]))


def _items(text: str) -> list[str]:
    return [item.strip() for item in text.split(",") if item.strip()]


def _character(cards: CardSet, card_id: str, option: str) -> str:
    card = cards.find(card_id.strip()) if card_id.strip() else None
    if not isinstance(card, Character):
        raise OptionError(f"Option {option}={shown(card_id)} is "
                          "not a character card of the game's set.")
    return card.id


def _event(cards: CardSet, card_id: str, option: str) -> str:
    card = cards.find(card_id)
    if card is None or isinstance(card, Character):
        raise OptionError(f"Option {option}: {quoted(card_id)} is "
                          "not an event card of the game's set.")
    return card.id


def _cards(text: str) -> CardSet:
    return set_from_option(text, house_set, card_set, card_from_data, OptionError)


def cards_option(cards: CardSet) -> str:
    """The `cards` option of a game played with an imported set ("" for the house set)."""
    return set_option(cards, house_set)


def characters_of(setup, options: Options) -> tuple[dict[str, str], dict[str, str]]:
    """Each team's players (starters and bench) and the character card each is."""
    result = []
    for team, sheet in enumerate((setup.away, setup.home)):
        ids = {player_id(sheet.code, card): card.id for card in options.cards.characters}
        players = [spot.player for spot in sheet.lineup] + list(options.benches[team])
        missing = [p for p in players if p not in ids]
        if missing:
            raise OptionError(f"{missing[0]} on {sheet.name or sheet.code} is not a character "
                              f"card of the game's set (a player is TEAM-CARD, as "
                              f"{sheet.code.lower()}-b01).")
        result.append({p: ids[p] for p in players})
    return result[0], result[1]


@dataclass(frozen=True)
class Table:
    """One team's side of the table."""

    hand: tuple[str, ...] = ()          # event card ids, known
    hidden: int = 0                     # cards held face down at a table, not known
    events: tuple[tuple[str, int], ...] = ()  # (card, action) played this inning, face up
    students: frozenset[str] = frozenset()    # players on their student side
    took_part: frozenset[str] = frozenset()   # players who took part this inning
    pitcher_changed: bool = False       # the team's last substitution changed its pitcher

    @property
    def size(self) -> int:
        return len(self.hand) + self.hidden


@dataclass(frozen=True)
class U9State:
    game: GameState
    options: Options
    characters: tuple[Mapping[str, str], Mapping[str, str]]  # each team's player id -> card id
    tables: tuple[Table, Table]
    deck: tuple[str, ...]                # the event deck (drawn at random: its order is chance's)
    discard: tuple[str, ...] = ()
    owed: tuple[int, int] = (0, 0)       # cards each team must still draw (an event, a walk's swap)
    inning: int = 1                      # the inning the tables' events and took_part belong to
    phase: tuple[int, int, int] = (0, -1, 0)  # (inning, half, steps done) of the half's opening
    committed: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # face down, until the reveal
    turn: tuple[tuple[str, str], ...] = ()  # the answers of the plate appearance so far
    last: tuple[tuple[str, str], ...] = ()  # the last plate appearance's answers, for the screen
    last_duel: object = None             # the last duel's Outcome (duel.py), for the screen
    notes: tuple[str, ...] = ()

    @property
    def rules(self) -> Rules:
        return self.options.rules

    @property
    def cards(self) -> CardSet:
        return self.options.cards

    def answered(self, key: str) -> str | None:
        for k, value in self.turn:
            if k == key:
                return value
        return None

    def answers(self, key: str) -> tuple[str, ...]:
        return tuple(v for k, v in self.turn if k == key)

    def card(self, player: str) -> Character:
        return self.cards.character(self.characters[self.team_of(player)][player])

    def team_of(self, player: str) -> int:
        return 0 if player in self.characters[0] else 1

    def is_student(self, player: str) -> bool:
        return player in self.tables[self.team_of(player)].students

    def face(self, player: str) -> Face:
        return self.card(player).face(self.is_student(player))

    def captain_bonus(self, team: int, player: str) -> int:
        """+1 hand for the Captain or a character of his colour (rules §2 A)."""
        captain = self.cards.character(self.options.captains[team])
        card = self.card(player)
        return self.rules.captain_bonus if card.id == captain.id or card.colour == captain.colour else 0
