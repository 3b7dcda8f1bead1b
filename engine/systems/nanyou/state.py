"""What a Nanyou game holds beyond the baseball: its options, the cards, the pitch in progress.

The core `GameState` keeps the count, outs, bases and score; this adds what the tabletop game
tracks: which mode and optional rules are in force (rules/nanyou.md §2, §3), each player's
card (stored in the game's options as JSON, so a stored game keeps the cards it was played
with), each side's bench, the answers given so far in the pitch being resolved (`turn`), the
pinch hitter whose hit moves up a class, and the places pinch hitters take in the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Mapping

from engine.core.errors import ScorebookError, quoted, shown
from engine.core.state import GameState
from engine.systems.card_files import option_data
from engine.systems.nanyou.cards import Card, card_from_data
from engine.systems.nanyou.grades import graded_cards, read_agreed
from engine.systems.nanyou.tables import Tables, load_tables

MODES = ("full", "batting")
#: How answers come in: every die and choice on its own (the app's own play, or a recording
#: die by die), or one line of the table's language per input (table_entry.py, §5).
ENTRY = ("dice", "table")
SWITCH = {"on": True, "off": False, "true": True, "false": False, "yes": True, "no": False}
#: The optional rules (§3), each off unless switched on.
RULES = ("grades", "dh", "errors", "bunts", "steals", "hit_and_run", "tag_up", "extra_base", "subs")
#: Options a person may give (`--option K=V`) and what each accepts; "cards" and the benches
#: are written by whoever sets the game up.
OPTION_HELP = {
    "mode": "full (offense and defense: a die each per pitch) or batting (offense only: 2d6 per batter)",
    "grades": "fielding grades (a grade-A pitcher's (3,3) and (4,4) are strikes; errors and a "
              "grade-A catcher's throws by grade): off, on (the card set's grades), or the grades "
              "the players agreed where they differ from the card set's, as N01:B N09:A",
    "dh": "on or off: a designated hitter bats for the pitcher",
    "errors": "on or off: the defense rolls for an error after every batted out",
    "bunts": "on or off: sacrifice, squeeze and drag bunts",
    "steals": "on or off: steals, double and triple steals",
    "hit_and_run": "on or off: the hit-and-run",
    "tag_up": "on or off: tagging up from second or third after a fly ball caught (sacrifice fly)",
    "extra_base": "on or off: sending a runner home on a single or double",
    "subs": "on or off: defensive changes and pinch hitters",
    "tables": "a tables file to use instead of the bundled tables.toml",
    "entry": "dice (every die and choice answered on its own) or table (a physical game: one line "
             "of dice per input, rules/nanyou.md §5)",
}
STORED = ("cards", "bench.away", "bench.home")
#: In a pitch's answers (`turn`), the question answered in a game stored before issue 17 under
#: the rule then, which the pitch goes by (earlier.py): the hit-and-run's steal, the tag-up.
AS_BEFORE = "as before"


class OptionError(ScorebookError):
    """A game option that Nanyou cannot use."""


@dataclass(frozen=True)
class Options:
    mode: str = "full"
    entry: str = "dice"
    grades: bool = False
    dh: bool = False
    errors: bool = False
    bunts: bool = False
    steals: bool = False
    hit_and_run: bool = False
    tag_up: bool = False
    extra_base: bool = False
    subs: bool = False
    tables: Tables = field(default=None, compare=False)  # type: ignore[assignment]
    cards: Mapping[str, Card] = field(default_factory=dict, compare=False)  # player -> card
    benches: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # (visitors, home) players

    @property
    def tactics(self) -> bool:
        """Whether any tactic is declared before a pitch."""
        return self.mode == "full" and (self.bunts or self.steals or self.hit_and_run)


def read_options(options: Mapping[str, str]) -> Options:
    """The game's options from their stored strings; a bad value is one sentence."""
    unknown = sorted(set(options) - set(OPTION_HELP) - set(STORED))
    if unknown:
        raise OptionError(f"Nanyou has no option {quoted(unknown[0])}: the options are "
                          f"{', '.join(sorted(OPTION_HELP))}.")
    mode = options.get("mode", "full").strip().lower() or "full"
    if mode not in MODES:
        raise OptionError(f"Option mode={shown(mode)} is not known: use full or batting.")
    entry = options.get("entry", "dice").strip().lower() or "dice"
    if entry not in ENTRY:
        raise OptionError(f"Option entry={shown(entry)} is not known: use dice or table.")
    agreed = agreed_grades(options)
    switches = {key: _switch(options, key) for key in RULES if key != "grades"}
    switches["grades"] = bool(agreed) or _switch(options, "grades")
    benches = tuple(tuple(p for p in options.get(f"bench.{side}", "").split(",") if p)
                    for side in ("away", "home"))
    cards = graded_cards(_cards(options.get("cards", "{}")), agreed)
    return Options(mode=mode, entry=entry, **switches, tables=load_tables(options.get("tables") or None),
                   cards=cards, benches=(benches[0], benches[1]))


def agreed_grades(options: Mapping[str, str]) -> dict[str, str]:
    """The grades the players agreed for the game, by card id (the `grades` option when it is
    a list rather than on or off): they replace the card set's grades of those cards."""
    text = options.get("grades", "").strip()
    return {} if text.lower() in SWITCH or not text else read_agreed(text)


def _switch(options: Mapping[str, str], key: str) -> bool:
    value = options.get(key, "").strip().lower()
    if not value:
        return False
    if value not in SWITCH:
        raise OptionError(f"Option {key}={shown(value)} is not known: use on or off.")
    return SWITCH[value]


def _cards(text: str) -> dict[str, Card]:
    data = option_data(text, OptionError)
    return {player: card_from_data(card, where=f"player {player}") for player, card in data.items()}


def cards_option(cards: Mapping[str, Card]) -> str:
    """The `cards` option: each player's card as data."""
    return json.dumps({player: card.to_data() for player, card in cards.items()},
                      ensure_ascii=False, sort_keys=True)


def marker(game: GameState) -> tuple[int, int, int]:
    """Which plate appearance this is: inning, half and the batting slot due up (a batter whose
    time at bat is cut short by the third out on the bases bats again next inning: a new one)."""
    return (game.inning, game.half, game.batting.up)


@dataclass(frozen=True)
class NanyouState:
    game: GameState
    options: Options
    turn: tuple[tuple[str, str], ...] = ()  # the answers of the pitch (mode batting: the batter) so far
    last_turn: tuple[tuple[str, str], ...] = ()  # the answers of the last pitch resolved, for the screen
    asked_for: tuple[int, int, int] | None = None  # the plate appearance `asked` belongs to
    asked: frozenset[str] = frozenset()  # "change", "pinch": decided for this plate appearance
    pinch: tuple[str, tuple[int, int, int]] | None = None  # pinch hitter and his plate appearance
    fills: tuple[tuple[int, str, int], ...] = ()  # (team, pinch hitter, position he takes in the field)

    @property
    def tables(self) -> Tables:
        return self.options.tables

    def card(self, player: str) -> Card | None:
        return self.options.cards.get(player)

    def answered(self, key: str) -> str | None:
        for k, value in self.turn:
            if k == key:
                return value
        return None

    def decided(self, what: str) -> bool:
        return self.asked_for == marker(self.game) and what in self.asked

    @property
    def pinch_hitting(self) -> bool:
        """Whether the batter is a pinch hitter in the plate appearance he came in for."""
        return self.pinch is not None and self.pinch == (self.game.batter, marker(self.game))
