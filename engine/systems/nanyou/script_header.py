"""A Nanyou game from a scoring script's header (rules/nanyou.md §1.2, §5).

    info system nanyou
    info visteam VIS
    info hometeam HOM
    info option.errors on              any game option (engine/systems/nanyou/state.py)
    info option.grades N01:B N09:A     the fielding grades agreed for this game (grades.py)
    info bench.home hom-n12 hom-n05    each side's bench, by player id (commas or spaces)
    info card hom-n12 N12              the card a player plays (by card id), starter or bench
    start vis-n27 "Kuroba Shun" away 1 CF      the nine starters, batting order and position
    …

Nine innings, extra innings until decided, the home team skips the ninth when ahead, a walk-off
ends the game (§2.3); `info` lines may change them as for any game, and `info dh true` (or
`info option.dh on`) plays with the designated hitter. A player without a card bats on the
tables' generic pattern; a bench player without one may only pinch-hit. A recording script is
entered at the table, one line of the table's language per input (`entry=table`,
table_entry.py), unless it says `info option.entry dice`.
"""

from __future__ import annotations

from typing import Callable, Mapping

from engine.core.errors import ScorebookError, quoted
from engine.core.lineup_cards import TRUE, LineupError, build_setup
from engine.core.script import Header, ScriptRules, entry_line_check
from engine.core.setup import POSITIONS, GameSetup, Ruleset
import engine.systems.nanyou.table_entry as table_entry
from engine.systems.nanyou.cards import Card
from engine.systems.nanyou.grades import check_known, graded_cards
from engine.systems.nanyou.state import agreed_grades, cards_option, read_options

SIDES = ("away", "home")
RULES = Ruleset(innings=9, extra_innings=True, skip_home_half_when_ahead=True, walk_off=True,
                lineup_size=9)


def script_rules(info: Mapping[str, str], catalogue: Callable[[], Mapping[str, Card]]
                 ) -> ScriptRules:
    """How a nanyou script is read: its header by `script_setup` (cards looked up in
    `catalogue()`, by card id, only if the header names any), its lines by `line_check`."""
    return ScriptRules(setup=lambda header: script_setup(header, catalogue),
                       check_line=line_check(info.get("option.entry", "table")))


def line_check(entry: str) -> Callable[[str], object]:
    """The check of an entry line for a game in `entry` mode (engine.core.script)."""
    return entry_line_check(entry, table_entry.check_line)


def script_setup(header: Header, catalogue: Callable[[], Mapping[str, Card]]
                 ) -> tuple[GameSetup, dict[str, str]]:
    """The game and its options (cards, benches, entry mode) the header describes; raise
    `LineupError` naming the line to blame."""
    info = dict(header.info)
    options = header.options()
    _agree_on_dh(header, info, options)
    setup = build_setup(info, list(header.starts), RULES, lines=header.lines)
    options.setdefault("entry", "table")
    starters = {spot.player: (side, spot.position)
                for side, sheet in zip(SIDES, (setup.away, setup.home)) for spot in sheet.lineup}
    benches: dict[str, str] = {}
    for side, bench in header.benches(starters).items():
        options[f"bench.{side}"] = ",".join(bench)
        benches.update(dict.fromkeys(bench, side))
    wanted = {key.removeprefix("card."): value for key, value in header.info.items()
              if key.startswith("card.")}
    if wanted:
        options["cards"] = cards_option(_cards(header, wanted, catalogue(), starters, benches))
    _check_options(header, options)
    agreed = _agreed_grades(header, options, catalogue)
    if wanted and agreed:  # the cards as the game plays them, with the grades agreed
        options["cards"] = cards_option(graded_cards(read_options(options).cards, agreed))
    return setup, options


def _agree_on_dh(header: Header, info: dict[str, str], options: dict[str, str]) -> None:
    """`info dh` (the lineups) and `info option.dh` (the game's rule 2) say the same thing:
    either one alone sets both."""
    said = next((info[k].lower() in TRUE for k in ("dh", "usedh") if k in info), None)
    option = options.get("dh", "").strip().lower()
    if option and option not in ("on", "off", "true", "false", "yes", "no"):
        return  # the option check names it
    wanted = option in ("on", "true", "yes") if option else None
    if said is not None and wanted is not None and said != wanted:
        raise LineupError(f"info option.dh {option} disagrees with info dh: say one of them.",
                          header.line_of("option.dh"))
    dh = said if said is not None else bool(wanted)
    info["dh"] = "true" if dh else "false"
    options["dh"] = "on" if dh else "off"


def _cards(header: Header, wanted: Mapping[str, str], catalogue: Mapping[str, Card],
           starters: Mapping[str, tuple[str, int]], benches: Mapping[str, str]) -> dict[str, Card]:
    """Each `info card` player's card, checked against where he plays; a card once a side."""
    by_id = {card_id.lower(): card for card_id, card in catalogue.items()}
    cards: dict[str, Card] = {}
    used: dict[tuple[str, str], str] = {}
    for player, card_id in wanted.items():
        line = header.line_of(f"card.{player}")
        card = by_id.get(card_id.lower())
        if card is None:
            raise LineupError(f"info card {player}: there is no nanyou card {quoted(card_id)} (see "
                              "scorebook cards list nanyou).", line)
        if player not in starters and player not in benches:
            raise LineupError(f"info card {player}: no player {quoted(player)} is in the start "
                              "lines or on a bench.", line)
        side, position = starters.get(player, (benches.get(player, ""), 0))
        if position and position != 10 and not card.plays(position):
            where = " ".join(name for n, name in POSITIONS.items() if 1 <= n <= 9 and card.plays(n))
            raise LineupError(f"info card {player}: {card.id} ({card.name}) plays "
                              f"{where}, not {POSITIONS[position]}.", line)
        if (side, card.id) in used:
            raise LineupError(f"info card {player}: the {side} team already plays card {card.id} "
                              f"({used[(side, card.id)]}).", line)
        used[(side, card.id)] = player
        cards[player] = card
    return cards


def _check_options(header: Header, options: dict[str, str]) -> None:
    """The options as the system reads them; a bad one is blamed on its info line."""
    cards = {"cards": options["cards"]} if "cards" in options else {}
    for key, value in options.items():
        if key == "cards":
            continue
        try:
            read_options({**cards, key: value})
        except ScorebookError as exc:
            info_key = key if key.startswith("bench.") else f"option.{key}"
            named = info_key if len(info_key) <= 50 else quoted(info_key)  # a key typed long
            raise LineupError(f"info {named}: {exc}", header.line_of(info_key)) from None


def _agreed_grades(header: Header, options: Mapping[str, str],
                   catalogue: Callable[[], Mapping[str, Card]]) -> dict[str, str]:
    """The grades agreed for the game (option `grades`). The players agree them on the cards
    of the set before the draft: every card they name is one of the set."""
    agreed = agreed_grades(options)
    if agreed:
        try:
            check_known(agreed, catalogue())
        except ScorebookError as exc:
            raise LineupError(f"info option.grades: {exc}",
                              header.line_of("option.grades")) from None
    return agreed
