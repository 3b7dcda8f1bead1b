"""Computer against computer: one whole game of a system, from a seed (DESIGN.md §2.3).

A system that can be simulated has a module-level `make_ai(rng)` (its computer manager) and
`sim_setup(pool, rng, home, away, options)` (the teams and variant), in its `sim` module.
Each game's chance and each manager draw from their own `random.Random`, all derived from the
game's seed, so the same seed always plays the same game, and the dice never depend on how
the managers happened to decide.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from engine.core.errors import ScorebookError, choices, label
from engine.core.setup import GameSetup
from engine.systems import get_system
from engine.systems.driver import driver_for
from engine.systems.session import Answered, Session


@dataclass(frozen=True)
class SimulatedGame:
    """A finished game: its setup, stored options, seed, session and answers."""

    setup: GameSetup
    options: dict[str, str]
    seed: int
    session: Session
    answers: tuple[Answered, ...]


def sim_module(system: str):
    """The system's simulation module; a system without one cannot be simulated."""
    get_system(system)  # an unknown system is named as such
    try:
        return importlib.import_module(f"engine.systems.{system}.sim")
    except ModuleNotFoundError:
        raise ScorebookError(f"The {system} system cannot be simulated: it has no computer "
                             "manager.") from None


def check_sim_options(system: str, options: Mapping[str, str]) -> None:
    """Refuse the options a person gives `sim` that the system's set-up writes itself (the
    cards, benches, bullpens from the teams' cards): the set-up would replace them silently,
    and the run would not be the one asked for."""
    state = importlib.import_module(f"engine.systems.{system}.state")
    written = state.STORED  # each system's: the options its set-up writes
    for key in options:
        if key in written:
            given = choices(state.OPTION_HELP)
            raise ScorebookError(f"Option {label(key)} is written by the set-up of a simulated "
                                 f"game from the teams' cards; the options sim takes are: "
                                 f"{given}.")


def game_seed(seed: int, number: int) -> int:
    """The seed of game `number` (1-based) of a run started with `seed`."""
    return random.Random(f"{seed}/{number}").getrandbits(48)


def simulate(system: str, pool: Sequence[Any], seed: int, home: tuple[str, str],
             away: tuple[str, str], options: Mapping[str, str]) -> SimulatedGame:
    """Play one game to the end, computer against computer."""
    sim = sim_module(system)
    setup, stored = sim.sim_setup(pool, random.Random(f"{seed}/setup"), home, away, options)
    session = Session(get_system(system), setup, stored)
    driver = driver_for("simulate", session, random.Random(f"{seed}/dice"),
                        away=sim.make_ai(random.Random(f"{seed}/away")),
                        home=sim.make_ai(random.Random(f"{seed}/home")))
    if driver.advance() is not None:
        raise ScorebookError(f"The simulated {system} game stopped for a person's answer.")
    return SimulatedGame(setup, stored, seed, session, tuple(driver.history))
