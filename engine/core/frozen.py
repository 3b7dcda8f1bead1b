"""`replace` for the engine's frozen dataclasses, without `dataclasses.replace`'s overhead.

A simulated game makes hundreds of new states, and `dataclasses.replace` re-reads the class's
fields and calls `__init__` every time — half of a simulation's time went there. The engine's
state classes are plain frozen dataclasses (no `__post_init__`, no slots), so a copy of the
instance's attributes with the changes applied is the same object `replace` would build.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
_set = object.__setattr__
_new = object.__new__


def replace(obj: T, **changes) -> T:
    """A copy of `obj` with `changes` (field names to new values)."""
    new = _new(type(obj))
    _set(new, "__dict__", obj.__dict__ | changes)  # a new dict: the changes win
    return new
