"""Reading a Bottom of the 9th game's stored options (state.py says which there are): the
two-player game's here, a solo game's checked by solo/rules.py.

Apart from state.py because the solo rules build on its `Options`: reading sits above both.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping

from engine.core.numbers import MOST_INTEGER, number_in
from engine.systems.card_files import option_data
from engine.systems.bot9.cards import Card, card_from_data
from engine.systems.bot9.solo.rules import solo_options
from engine.systems.bot9.state import (ENTRY, OPTION_HELP, RUNNING, SOLO_SWITCHES, SUPPORT_MODES,
                                       STORED, SWITCH, OptionError, Options)
from engine.systems.bot9.tables import load_tables
from engine.core.errors import quoted, shown


def read_options(options: Mapping[str, str]) -> Options:
    """The game's options from their stored strings; a bad value is one sentence."""
    def choice(key: str, allowed: tuple[str, ...], default: str) -> str:
        value = options.get(key, default).strip().lower() or default
        if value not in allowed:
            raise OptionError(f"Option {key}={shown(value)} is not "
                              f"known: use {' or '.join(allowed)}.")
        return value

    unknown = sorted(set(options) - set(OPTION_HELP) - set(STORED))
    if unknown:
        known = ", ".join(sorted(OPTION_HELP))
        raise OptionError("Bottom of the 9th has no option "
                          f"{quoted(unknown[0])}: the options are {known}.")
    switches = {key: _switch(options, key, default) for key, default in
                (("abilities", True), *SOLO_SWITCHES.items())}
    cards = _cards(options.get("cards", "{}"))
    support = options.get("support", "").strip()
    if support and support not in cards:
        raise OptionError(f"Option support={shown(support)}: no "
                          "support card with that id is in the game.")
    bullpens, benches = (tuple(tuple(p for p in options.get(f"{kind}.{side}", "").split(",") if p)
                               for side in ("away", "home")) for kind in ("bullpen", "bench"))
    read = Options(
        running=choice("running", RUNNING, "standard"), abilities=switches["abilities"],
        support=support, support_mode=choice("support_mode", SUPPORT_MODES, "shared"),
        support_uses=_uses(options.get("support_uses", "")),
        entry=choice("entry", ENTRY, "dice"), tables=load_tables(options.get("tables") or None),
        cards=cards, bullpens=(bullpens[0], bullpens[1]), benches=(benches[0], benches[1]))
    if not switches["solo"]:
        return read
    return solo_options(read, options, switches)


def _switch(options: Mapping[str, str], key: str, default: bool) -> bool:
    value = options.get(key, "").strip().lower()
    if not value:
        return default
    if value not in SWITCH:
        raise OptionError(f"Option {key}={shown(value)} is not known: use on or off.")
    return SWITCH[value]


def _uses(value: str) -> int:
    """The support card's limit per side and game: a whole number, or empty (none)."""
    value = value.strip()
    if not value:
        return 0
    uses = number_in(value, 1, MOST_INTEGER)
    if uses is None:
        raise OptionError(f"Option support_uses={shown(value)} is not a number of uses: give how "
                          f"many times (1 to {MOST_INTEGER}) each side may use the support card "
                          f"in a game, or leave it empty for no limit.")
    return uses


@lru_cache(maxsize=32)
def _cards(text: str) -> dict[str, Card]:
    """The cards of a game (cached: a simulated season reads the same cards thousands of times;
    the dict is shared, so it is never changed)."""
    data = option_data(text, OptionError)
    return {player: card_from_data(card, where=f"player {player}") for player, card in data.items()}
