"""Game systems (DESIGN.md §2.2): each a package with a `SYSTEM` speaking engine.systems.base.

Systems are imported when first asked for, so listing them costs nothing and one system's
data files are read only by games that use it.
"""

from __future__ import annotations

import importlib

from engine.core.errors import ScorebookError, quoted
from engine.systems.base import System

#: System key -> the module whose `SYSTEM` implements it.
SYSTEMS = {"bot9": "engine.systems.bot9", "plain": "engine.systems.plain",
           "retrosheet": "engine.systems.retrosheet", "nanyou": "engine.systems.nanyou",
           "pizzabox": "engine.systems.pizzabox", "unlimited9": "engine.systems.unlimited9"}


def system_keys() -> tuple[str, ...]:
    return tuple(sorted(SYSTEMS))


def get_system(key: str) -> System:
    """The system called `key`; an unknown key is a mistake the person can fix."""
    module = SYSTEMS.get(key)
    if module is None:
        raise ScorebookError(f"Unknown system {quoted(key)}: choose one of "
                             f"{', '.join(system_keys())}.")
    return importlib.import_module(module).SYSTEM
