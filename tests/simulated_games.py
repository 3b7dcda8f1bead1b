"""A game set up as `scorebook sim` sets one up (the system's sim_setup, from the seed), stored
to be recorded, played or watched as `control` says (db.models Game.control)."""

from __future__ import annotations

import random

from db.cards import game_cards
from db.recording import create_game
from engine.systems.simulate import sim_module


def new_game(engine, key: str, seed: int, control: dict, system: str = "bot9") -> None:
    """A game set up as `scorebook sim` sets one up (the system's sim_setup, from the seed)."""
    sim = sim_module(system)
    setup, options = sim.sim_setup(list(game_cards(engine, system).values()),
                                   random.Random(f"{seed}/setup"), ("HOM", "Home"),
                                   ("VIS", "Visitors"), {})
    create_game(engine, key, system, setup, options, seed=seed, control=control)
