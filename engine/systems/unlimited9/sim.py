"""A computer-against-computer game of Unlimited Nine: the teams and the managers.

`mode=basic` (the default) draws the captains and plays each side's colour; `mode=standard`
plays the recruiting phase first, the computer recruiting for both. Either way the reveal of
the event deck decides who bats first, so --home and --away say who is who, not who bats last.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from engine.core.errors import shown
from engine.core.setup import GameSetup
import engine.systems.unlimited9.pregame as pregame
import engine.systems.unlimited9.recruit as recruit
from engine.systems.unlimited9.ai import UnlimitedNineAI, recruit_answer
from engine.systems.unlimited9.card_file import card_set, house_set
from engine.systems.unlimited9.cards import Card
from engine.systems.unlimited9.rules import load_rules
from engine.systems.unlimited9.state import OptionError, cards_option
from engine.systems.unlimited9.teams import game_setup

GAME_OPTIONS = ()


def make_ai(rng: random.Random) -> UnlimitedNineAI:
    return UnlimitedNineAI(rng)


def sim_setup(pool: Sequence[Card], rng: random.Random, home: tuple[str, str],
              away: tuple[str, str], options: Mapping[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of one simulated game between `home` and `away` (code,
    name), played with the card set `pool` (the house set when empty or card_set=house)."""
    options = {k: v.strip() for k, v in options.items()}
    mode = options.get("mode", "basic").lower() or "basic"
    if mode not in ("basic", "standard"):
        raise OptionError(f"Option mode={shown(mode)} is not known: use basic or standard.")
    cards = house_set() if not pool or options.get("card_set", "").lower() == "house" else card_set(pool)
    rules = load_rules(options.get("tables") or None)
    if mode == "basic":
        first, second, discard = pregame.basic(cards, rules, rng, away, home)
    else:
        phase = recruit.run(recruit.start(cards, rules, rng, away, home),
                            lambda state, ask: recruit_answer(state, ask, rng), rng)
        first, second, discard = recruit.sides(phase)
    stored = {k: v for k, v in options.items() if k != "mode"}
    if cards_option(cards):
        stored["cards"] = cards_option(cards)
    return game_setup(first, second, mode, cards, rules, discard, stored)
