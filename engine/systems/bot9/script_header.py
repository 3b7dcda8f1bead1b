"""A Bottom of the 9th game from a scoring script's header (rules/bot9.md §1.3, §4.2, §6).

    info system bot9
    info visteam VIS
    info hometeam HOM
    info option.running variant       any game option (engine/systems/bot9/state.py)
    info option.situation S3          start from a Situation card (header_variants.py)
    info option.extra on              the 10th-inning variant (header_variants.py)
    info bullpen.away vis-p03         the relievers, in the order they may come in
    info bench.home hom-b07 hom-b12   the pinch hitters (a side that bats)
    info card hom-b01 B01             the card a player plays (by card id)
    start vis-p01 "Hollis Vance" away 0 1        the visitors only field: their pitcher
    start hom-b01 "Roz Achterberg" home 1 C      the home team's six batters, no pitcher
    …

The base game's rules and starting situation are the defaults (bottom of the 9th, tied 0-0,
nobody out, six batters, a tie goes to the visitors); `info` lines override them (inning,
outs, score, …). With `info option.extra on` both teams bat six and start a pitcher who does
not bat (`start … home 0 P`). A bench or bullpen player's card is given with `info card` as a
starter's is. A recording script is entered at the table, one line per pitch (`entry=table`,
table_entry.py), unless it says `info option.entry dice`.
"""

from __future__ import annotations

import re
from typing import Callable, Mapping

from engine.core.errors import ScorebookError, quoted
from engine.core.lineup_cards import TRUE, LineupError
from engine.core.script import Header, ScriptRules, entry_line_check
from engine.core.setup import POSITIONS, GameSetup
import engine.systems.bot9.table_entry as table_entry
from engine.systems.bot9.cards import Card
from engine.systems.bot9.header_variants import VARIANTS, variant_setup
from engine.systems.bot9.options import read_options
from engine.systems.bot9.positions import POSITION_NUMBERS, spots_of
from engine.systems.bot9.state import OPTION_HELP, cards_option

SIDES = ("away", "home")
#: Players named outside the start lines: relievers, in the order they may come in, and the
#: pinch hitters of a side that bats.
EXTRAS = ("bullpen", "bench")


def script_rules(info: Mapping[str, str], catalogue: Callable[[], Mapping[str, Card]]
                 ) -> ScriptRules:
    """How a bot9 script is read: its header by `script_setup` (cards looked up in
    `catalogue()`, by card id, only if the header names any), its lines by `line_check`."""
    entry = info.get("option.entry", "table")
    return ScriptRules(setup=lambda header: script_setup(header, catalogue),
                       check_line=line_check(entry))


def line_check(entry: str) -> Callable[[str], object]:
    """The check of an entry line for a game in `entry` mode (engine.core.script)."""
    return entry_line_check(entry, table_entry.check_line)


def script_setup(header: Header, catalogue: Callable[[], Mapping[str, Card]]
                 ) -> tuple[GameSetup, dict[str, str]]:
    """The game and its options (cards, bullpens, benches, entry mode) the header describes;
    raise `LineupError` naming the line to blame."""
    # An option the game does not know is refused before the lineups are read: a misspelt
    # `info option.inings 3` would otherwise be blamed on the lineups it did not set up.
    _check_options(header, {key: value for key, value in header.options().items()
                             if key not in OPTION_HELP and key not in VARIANTS})
    if header.options().get("solo", "").strip().lower() in TRUE:
        raise LineupError("info option.solo: a solo game is one of a season's: record it with "
                          "scorebook solo play SEASON --script FILE (docs/entry-language.md).",
                          header.line_of("option.solo"))
    setup, options = variant_setup(header, header.options())
    options.setdefault("entry", "table")
    starters = {spot.player: spot.position for sheet in (setup.away, setup.home)
                for spot in sheet.lineup}
    extras = _extras(header, setup, starters, options)
    wanted = {key.removeprefix("card."): value for key, value in header.info.items()
              if key.startswith("card.")}
    support = options.get("support", "").strip()
    if wanted or support:
        cards = _cards(header, wanted, support, catalogue(), starters, extras)
        options["cards"] = cards_option(cards)
    _check_options(header, options)
    return setup, options


def _extras(header: Header, setup: GameSetup, starters: Mapping[str, int],
            options: dict[str, str]) -> dict[str, str]:
    """Each `info bullpen.SIDE` and `info bench.SIDE` player -> "bullpen" or "bench", each
    list written to `options`; a player already in the game is refused, and a bench for a
    side that does not bat."""
    extras: dict[str, str] = {}
    for kind in EXTRAS:
        for side, sheet in zip(SIDES, (setup.away, setup.home)):
            key = f"{kind}.{side}"
            if key not in header.info:
                continue
            if kind == "bench" and all(spot.slot == 0 for spot in sheet.lineup):
                raise LineupError(f"info {key}: the {side} team does not bat, so it has no "
                                  "bench.", header.line_of(key))
            players = [p for p in re.split(r"[\s,]+", header.info[key]) if p]
            for player in players:
                if player in starters or player in extras:
                    raise LineupError(f"info {key}: {quoted(player)} is already in the game.",
                                      header.line_of(key))
                extras[player] = kind
            options[key] = ",".join(players)
    return extras


def _cards(header: Header, wanted: Mapping[str, str], support: str, catalogue: Mapping[str, Card],
           starters: Mapping[str, int], extras: Mapping[str, str]) -> dict[str, Card]:
    """Each `info card` player's card, checked against where he plays (a pinch hitter's is a
    batter's card); the support card."""
    by_id = {card_id.lower(): card for card_id, card in catalogue.items()}
    cards: dict[str, Card] = {}
    for player, card_id in wanted.items():
        line = header.line_of(f"card.{player}")
        card = by_id.get(card_id.lower())
        if card is None:
            raise LineupError(f"info card {player}: there is no bot9 card {quoted(card_id)} (see "
                              "scorebook cards list bot9).", line)
        if player not in starters and player not in extras:
            raise LineupError(f"info card {player}: no player {quoted(player)} is in the start "
                              "lines, a bullpen or a bench.", line)
        relieves, pinch_hits = (extras.get(player) == kind for kind in EXTRAS)
        pitches = relieves or (not pinch_hits and starters[player] == 1)
        if card.kind != ("pitcher" if pitches else "batter"):
            role = ("pitches" if pitches else "is on the bench" if pinch_hits
                    else f"plays {POSITIONS[starters[player]]}")
            raise LineupError(f"info card {player}: {card.id} ({card.name}) is a {card.kind} card, "
                              f"but {player} {role}.", line)
        if relieves and card.role == "starter":
            raise LineupError(f"info card {player}: {card.id} ({card.name}) is a starting "
                              "pitcher's card and cannot relieve (rules/bot9.md §2.7).", line)
        if player in starters and pitches and card.role == "reliever":
            raise LineupError(f"info card {player}: {card.id} ({card.name}) is a reliever's "
                              "card and cannot start.", line)
        if player in starters and not pitches and not _fields(card, POSITIONS[starters[player]]):
            raise LineupError(f"info card {player}: {card.id} ({card.name}) fields "
                              f"{' '.join(card.positions)}, not {POSITIONS[starters[player]]}.",
                              line)
        cards[player] = card
    if support:
        card = by_id.get(support.lower())
        if card is None or card.kind != "support":
            raise LineupError(f"info option.support: {quoted(support)} is not a bot9 support card.",
                              header.line_of("option.support"))
        cards[support] = card
    return cards


def _fields(card: Card, position: str) -> bool:
    """Whether a batter card may play `position` (IF, OF and UT are wildcards, §1.3)."""
    return position in POSITION_NUMBERS and position in spots_of(card)


def _check_options(header: Header, options: dict[str, str]) -> None:
    """The options as the system reads them; a bad one is blamed on its info line."""
    cards = {"cards": options["cards"]} if "cards" in options else {}
    try:  # first, alone: every other option is read with them
        read_options(cards)
    except ScorebookError as exc:
        raise LineupError(f"info option.cards: {exc}", header.line_of("option.cards")) from None
    for key, value in options.items():
        if key == "cards":
            continue
        try:
            read_options({**cards, key: value})
        except ScorebookError as exc:
            info_key = key if key.startswith(tuple(f"{kind}." for kind in EXTRAS)) \
                else f"option.{key}"
            named = info_key if len(info_key) <= 50 else quoted(info_key)  # a key typed long
            raise LineupError(f"info {named}: {exc}", header.line_of(info_key)) from None
    try:
        read_options(options)
    except ScorebookError as exc:
        raise LineupError(f"{exc}", header.line_of("system")) from None
