"""A computer-against-computer game of Pizza Box: the teams and the managers.

Game-level options shape the teams (the rest are the game's own options, state.py): `level`
(A by default); `draw=on` decides home and visitor by the draw-and-call (§1.2) instead of
--home/--away; at PRO each team's starter is one of the five starters, at random, and its
bullpen every reliever card of the set.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from engine.core.errors import ScorebookError, shown
from engine.core.setup import GameSetup
from engine.systems.pizzabox.ai import PizzaBoxAI
from engine.systems.pizzabox.card_file import card_set, house_set
from engine.systems.pizzabox.cards import Card
from engine.systems.pizzabox.state import OptionError
from engine.systems.pizzabox.teams import Team, draw_and_call, game_setup, staff, starters

GAME_OPTIONS = ("draw",)


def make_ai(rng: random.Random) -> PizzaBoxAI:
    return PizzaBoxAI(rng)


def sim_setup(pool: Sequence[Card], rng: random.Random, home: tuple[str, str],
              away: tuple[str, str], options: Mapping[str, str]) -> tuple[GameSetup, dict[str, str]]:
    """The setup and stored options of one simulated game between `home` and `away` (code,
    name), played with the card set `pool` (the house set when empty or card_set=house)."""
    options = {k: v.strip() for k, v in options.items()}
    level = options.pop("level", "A").upper() or "A"
    drawing = options.pop("draw", "off").lower()
    if drawing not in ("on", "off", "yes", "no", "true", "false"):
        raise ScorebookError(f"Option draw={shown(drawing)} is not known: use on or off.")
    cards = house_set() if not pool or options.get("card_set", "").lower() == "house" else card_set(pool)
    if drawing in ("on", "yes", "true"):
        card = "STRIKE" if rng.randrange(25) < 10 else "BALL"
        visitor = draw_and_call(card, rng.choice(("SWING", "TAKE")))
        if visitor == "older":  # --away is the younger player
            home, away = away, home
    if level == "PRO" and not starters(cards):  # an imported pitcher deck of relievers only
        raise OptionError("Level PRO needs a starter pitcher type card (role = \"starter\") for "
                          "each team's starter: the card set has none.")
    teams = []
    for code, name in (home, away):
        starter = rng.choice(starters(cards)) if level == "PRO" else ""
        first, bullpen = staff(cards, starter) if level == "PRO" else ("", ())
        teams.append(Team(code, name, first, bullpen))
    return game_setup(teams[0], teams[1], level, cards, options)
