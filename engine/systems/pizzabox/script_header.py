"""A Pizza Box game from a scoring script's header (rules/pizza_box.md §1.2, §5).

    info system pizzabox
    info visteam BLU                   the visitors bat first: blue [seed]
    info hometeam RED
    info option.level AAA              A, AA, AAA or PRO, and any other game option (state.py)
    info option.players 6              with people: info option.people.away Ann,Bob,Cy
    start blu-cf "Ann Ito" away 1 8    the nine in batting order (below PRO the DH bats and
    …                                  the pitcher is in slot 0; at PRO the pitcher bats)
    info bench.away blu-ph1 blu-lr1    each side's bench, by player id (pinch hitters, relievers)
    info name.blu-ph1 Joe Park         a bench player's name
    info card blu-sp1 SP1              PRO: each pitcher's pitcher type card, starter and bullpen

Nine innings, extra innings until decided, the home team skips the ninth when ahead, a walk-off
ends the game; below PRO the designated hitter is on unless `info dh false`. A recording script
is entered at the table, one line per plate appearance (`entry=table`, table_entry.py), unless
it says `info option.entry cards`.
"""

from __future__ import annotations

import json
from typing import Callable, Mapping

from engine.core.errors import ScorebookError, quoted
from engine.core.lineup_cards import TRUE, LineupError, build_setup
from engine.core.script import Header, ScriptRules, entry_line_check
from engine.core.setup import GameSetup, Ruleset
import engine.systems.pizzabox.table_entry as table_entry
from engine.systems.pizzabox.card_file import card_set
from engine.systems.pizzabox.cards import Card, PitcherType
from engine.systems.pizzabox.state import cards_option, pitchers_option, read_options

SIDES = ("away", "home")
RULES = Ruleset(innings=9, extra_innings=True, skip_home_half_when_ahead=True, walk_off=True,
                lineup_size=9)


def script_rules(info: Mapping[str, str], catalogue: Callable[[], Mapping[str, Card]]) -> ScriptRules:
    """How a pizzabox script is read: its header by `script_setup` (the card set from
    `catalogue()`: the imported cards, else the house set; `info option.card_set house`
    keeps the house set), its lines by `line_check`."""
    return ScriptRules(setup=lambda header: script_setup(header, catalogue),
                       check_line=line_check(info.get("option.entry", "table")))


def line_check(entry: str) -> Callable[[str], object]:
    """The check of an entry line for a game in `entry` mode (engine.core.script)."""
    return entry_line_check("dice" if entry.strip().lower() == "cards" else entry, table_entry.check_line)


def script_setup(header: Header, catalogue: Callable[[], Mapping[str, Card]]
                 ) -> tuple[GameSetup, dict[str, str]]:
    """The game and its options (level, benches, pitcher cards, entry mode) the header
    describes; raise `LineupError` naming the line to blame."""
    info = dict(header.info)
    options = header.options()
    level = options.get("level", "A").strip().upper()
    said = next((info[k].lower() in TRUE for k in ("dh", "usedh") if k in info), None)
    if level == "PRO" and said:
        raise LineupError("At PRO the pitcher bats ninth (the blue strip): no designated hitter.",
                          header.line_of("dh"))
    info["dh"] = "false" if level == "PRO" else ("true" if said is None else info["dh" if "dh" in info else "usedh"])
    setup = build_setup(info, list(header.starts), RULES, lines=header.lines)
    options.setdefault("entry", "table")
    starters = {spot.player: side for side, sheet in zip(SIDES, (setup.away, setup.home))
                for spot in sheet.lineup}
    benches: dict[str, str] = {}
    for side, bench in header.benches(starters).items():
        options[f"bench.{side}"] = ",".join(bench)
        benches.update(dict.fromkeys(bench, side))
    names = {key.removeprefix("name."): value for key, value in info.items() if key.startswith("name.")}
    if names:
        options["names"] = json.dumps(names, sort_keys=True, ensure_ascii=False)
    if options.get("card_set", "").strip().lower() != "house":  # the imported cards, if any
        imported = cards_option(card_set(catalogue().values()))
        if imported:
            options["cards"] = imported
    _pitchers(header, options, starters, benches, level)
    _check_options(header, options)
    return setup, options


def _pitchers(header: Header, options: dict[str, str], starters: Mapping[str, str],
              benches: Mapping[str, str], level: str) -> None:
    """Each `info card` player's pitcher type card, by side (PRO)."""
    wanted = {key.removeprefix("card."): value for key, value in header.info.items()
              if key.startswith("card.")}
    if wanted and level != "PRO":
        first = next(iter(wanted))
        raise LineupError(f"info card {first}: pitcher type cards are played at PRO only "
                          "(info option.level PRO).", header.line_of(f"card.{first}"))
    cards = read_options({k: v for k, v in options.items() if k == "cards"}).cards
    staffs: dict[str, dict[str, str]] = {"away": {}, "home": {}}
    for player, card_id in wanted.items():
        line = header.line_of(f"card.{player}")
        card = cards.find(card_id)
        if not isinstance(card, PitcherType):
            raise LineupError(f"info card {player}: there is no pitcher type card "
                              f"{quoted(card_id)} (see scorebook cards list pizzabox).", line)
        side = starters.get(player) or benches.get(player)
        if side is None:
            raise LineupError(f"info card {player}: no player {quoted(player)} is in the start "
                              "lines or on a bench.", line)
        staffs[side][player] = card.id
    for side in SIDES:
        if staffs[side]:
            options[f"pitchers.{side}"] = pitchers_option(staffs[side])


def _check_options(header: Header, options: dict[str, str]) -> None:
    """The options as the system reads them; a bad one is blamed on its info line."""
    try:
        read_options(options)
    except ScorebookError as exc:
        key = next((k for k in options if k not in ("cards", "names")), "level")
        raise LineupError(f"info option: {exc}", header.line_of(f"option.{key}")) from None
