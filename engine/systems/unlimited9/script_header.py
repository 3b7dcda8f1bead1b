"""An Unlimited Nine game from a scoring script's header (rules/unlimited_nine.md §1.3, §4, §5).

    info system unlimited9
    info visteam VIS                   the visitors bat first (the event deck's reveal said so)
    info hometeam HOM
    info option.mode basic             basic or standard (and any other game option, state.py)
    info option.card_set house         the house set, else the imported cards (if any)
    info captain.away B01              each side's Captain, by card id
    info captain.home R01
    info students.home R06             characters starting on their student side (standard)
    info bench.away B10 G05            standard mode: the bench, by card id (commas or spaces)
    start B03 "Tomo Hirase" away 1 1B  the nine in batting order, by card id (or player id,
    …                                  vis-u9-b03), each at his position; the name is the
                                       card's, or "" for it

Three innings, no extra innings; a basic game may end in a draw, a standard one tied goes to
the team batting second; the home team skips the 3rd when ahead (rules.toml). In basic mode
a side is the nine characters of its Captain's colour; in standard mode the Captain is one of
the side's characters. The hands at a table are counted, not known: each side starts with
`info option.hand.away 6` cards unless told (the count is set again at every plate appearance).
A recording script is entered at the table, one line per plate appearance (`entry=table`,
table_entry.py), unless it says `info option.entry cards`: then every card and choice is an
answer of its own, the hands drawn from the deck unless `info option.hand.away E01,E05,…`.
"""

from __future__ import annotations

import re
from typing import Callable, Mapping

from engine.core.errors import ScorebookError, quoted
from engine.core.lineup_cards import LineupError, build_setup
from engine.core.script import Header, ScriptRules, entry_line_check
from engine.core.setup import POSITIONS, GameSetup
import engine.systems.unlimited9.table_entry as table_entry
from engine.systems.unlimited9.card_file import card_set, house_set
from engine.systems.unlimited9.cards import Card, CardSet, Character
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.state import cards_option, read_options
from engine.systems.unlimited9.teams import Side, game_setup, ruleset

SIDES = ("away", "home")
TEAM_KEYS = ("visteam", "visname", "hometeam", "homename")
PER_SIDE = ("captain", "students", "bench")


def script_rules(info: Mapping[str, str], catalogue: Callable[[], Mapping[str, Card]]
                 ) -> ScriptRules:
    """How an unlimited9 script is read: its header by `script_setup` (the card set from
    `catalogue()`: the imported cards, else the house set; `info option.card_set house`
    keeps the house set), its lines by `line_check`."""
    return ScriptRules(setup=lambda header: script_setup(header, catalogue),
                       check_line=line_check(info.get("option.entry", "table")))


def line_check(entry: str) -> Callable[[str], object]:
    """The check of an entry line for a game in `entry` mode (engine.core.script)."""
    return entry_line_check("dice" if entry.strip().lower() == "cards" else entry,
                            table_entry.check_line)


def script_setup(header: Header, catalogue: Callable[[], Mapping[str, Card]]
                 ) -> tuple[GameSetup, dict[str, str]]:
    """The game and its options the header describes; raise `LineupError` naming the line."""
    info = header.info
    options = header.options()
    for key in options:  # checked as the header's own lines; as options they were not
        if key.partition(".")[0] in PER_SIDE:
            raise LineupError(f"info option.{key}: a side's {key.partition('.')[0]} is said as "
                              f"info {key}.", header.line_of(f"option.{key}"))
    options.setdefault("entry", "table")
    mode = options.pop("mode", "basic").strip().lower() or "basic"
    if mode not in ("basic", "standard"):
        raise LineupError(f"info option.mode {mode}: use basic or standard.",
                          header.line_of("option.mode"))
    cards = house_set()
    if options.get("card_set", "").strip().lower() != "house":  # the imported cards, if any
        cards = card_set(catalogue().values())
        if cards_option(cards):
            options["cards"] = cards_option(cards)
    try:
        rules = load_rules(options.get("tables") or None)
    except ScorebookError as exc:
        raise LineupError(f"info option.tables: {exc}", header.line_of("option.tables")) from None
    plain = build_setup({k: info[k] for k in TEAM_KEYS if k in info}, list(header.starts),
                        ruleset(mode, rules), lines=header.lines)
    lines = {p.player: n for n, p in header.starts}
    sides = []
    for side, sheet in zip(SIDES, (plain.away, plain.home)):
        order = sorted(sheet.lineup, key=lambda s: s.slot)
        nine = tuple((_card(cards, sheet.code, spot.player, spot.name, lines[spot.player]),
                      POSITIONS[spot.position]) for spot in order)
        said = {key: _cards(header, cards, sheet.code, f"{key}.{side}") for key in PER_SIDE}
        sides.append(_side(header, cards, side, sheet, nine, said, mode, rules))
    for side in SIDES:  # counted at a table; played card by card, the hands are dealt
        if options["entry"].strip().lower() == "table":
            options.setdefault(f"hand.{side}", str(3 * rules.first_hand_per_colour))
    setup, stored = game_setup(sides[0], sides[1], mode, cards, rules, options=options)
    _check_options(header, stored)
    return setup, stored


def _side(header: Header, cards: CardSet, side: str, sheet, nine, said, mode: str, rules) -> Side:
    """One side, checked: its Captain, its bench (standard mode), its students."""
    ids = [card for card, _ in nine]
    captains = said["captain"]
    line = header.line_of(f"captain.{side}")
    if len(captains) != 1:
        raise LineupError(f"info captain.{side}: name the {side} side's Captain by his card, as "
                          f"info captain.{side} {ids[0]}.", line)
    captain = cards.character(captains[0])
    bench = said["bench"]
    if bench and mode != "standard":
        raise LineupError(f"info bench.{side}: a bench is standard mode's (info option.mode "
                          "standard).", header.line_of(f"bench.{side}"))
    if len(bench) > rules.bench_max or set(bench) & set(ids) or len(set(bench)) != len(bench):
        raise LineupError(f"info bench.{side}: at most {rules.bench_max} characters, each once, "
                          "none of them in the nine.", header.line_of(f"bench.{side}"))
    if mode == "basic":
        other = next((c for c in ids if cards.character(c).colour != captain.colour), None)
        if other or captain.id not in ids:
            why = f"{other} is not {captain.colour}" if other else f"{captain.id} is not in the nine"
            raise LineupError(f"info captain.{side}: a basic side is the nine characters of its "
                              f"Captain's colour, and {why}.", line)
    elif captain.id not in ids + bench:
        raise LineupError(f"info captain.{side}: {captain.id} is not one of the side's "
                          "characters.", line)
    students = said["students"]
    stray = next((c for c in students if c not in ids + bench), None)
    if stray:
        raise LineupError(f"info students.{side}: {stray} is not one of the side's characters.",
                          header.line_of(f"students.{side}"))
    return Side(sheet.code, sheet.name, nine, captain.id, tuple(bench), tuple(students))


def _card(cards: CardSet, code: str, player: str, name: str, line: int) -> str:
    """The character card a start line names (by card id or player id), its name checked."""
    prefix = f"{code.lower()}-u9-"
    card = cards.find(player.removeprefix(prefix) if player.lower().startswith(prefix) else player)
    if not isinstance(card, Character):
        raise LineupError(f"{quoted(player)} is not a character card of the game's set (see "
                          "scorebook cards list unlimited9).", line)
    if name and name != card.name:
        raise LineupError(f"{card.id} is {card.name}, not {name} (or write \"\" for the card's "
                          "name).", line)
    return card.id


def _cards(header: Header, cards: CardSet, code: str, key: str) -> list[str]:
    """The character cards of `info KEY` (card or player ids, commas or spaces)."""
    found = []
    prefix = f"{code.lower()}-u9-"
    for word in re.split(r"[\s,]+", header.info.get(key, "")):
        if not word:
            continue
        card = cards.find(word.removeprefix(prefix) if word.lower().startswith(prefix) else word)
        if not isinstance(card, Character):
            raise LineupError(f"info {key}: {quoted(word)} is not "
                              "a character card of the game's set.",
                              header.line_of(key))
        found.append(card.id)
    return found


def _check_options(header: Header, options: dict[str, str]) -> None:
    """The options as the system reads them; a bad one is blamed on its info line."""
    try:
        read_options(options)
    except ScorebookError as exc:
        key = next((k for k in options if k != "cards" and k in str(exc)), "entry")
        raise LineupError(f"info option: {exc}", header.line_of(f"option.{key}")) from None
